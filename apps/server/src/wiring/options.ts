import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import type { EventBus } from '../modules/events/events.ts';
import type { RoundEngine } from '../modules/studio/engine.ts';
import type { PromoCodeRedeemer } from '../modules/kyc/signup-extension.ts';
import type { HttpTimeouts } from '../plugins/http-server.ts';
import type { LogStream } from './fastify.ts';

export interface AppOptions {
  /** A migrated, seeded database; the caller owns it and destroys it after app.close(). */
  db: Db;
  logStream?: LogStream;
  /** Where services read the time; tests pass one they can advance. */
  clock?: Clock;
  /**
   * The studio's engine for a game code (default: @casino/studio's engine of every catalogue code).
   * Tests pass losing or failing engines.
   */
  engineFor?: (gameCode: string) => RoundEngine | undefined;
  /** Timeouts of the listening server (plugins/http-server.ts); tests pass short ones. */
  httpTimeouts?: Partial<HttpTimeouts>;
  /** Applies a promo code given at sign-up (the promotions module); none: codes at sign-up are ignored. */
  promoCodes?: PromoCodeRedeemer;
  /**
   * The event bus (modules/events). Default: one the app creates and closes — on PostgreSQL when
   * config.databaseUrl is set, else in-process. A caller passing one owns it.
   */
  events?: EventBus;
}
