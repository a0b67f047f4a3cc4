import type { ApprovalsService } from './modules/approvals/approvals.service.ts';
import type { Background } from './background.ts';
import type { Config } from './config.ts';
import type { AnalyticsService } from './modules/analytics/analytics.service.ts';
import type { AuthService } from './modules/auth/auth.service.ts';
import type { PromoCodesService } from './modules/content/promo-codes.service.ts';
import { createEventBus, type EventBus } from './modules/events/events.ts';
import type { JobRunner } from './modules/jobs/jobs.runner.ts';
import type { Metrics } from './modules/metrics/metrics.ts';
import type { UploadSlots } from './modules/kyc/kyc.uploads.ts';
import type { OperatorAuthService } from './modules/operator/operator-auth.service.ts';
import type { ProgressionService } from './modules/progression/progression.service.ts';
import { createCompetitionServices } from './wiring/competitions.ts';
import { createFastify, registerCorePlugins } from './wiring/fastify.ts';
import type { AppOptions } from './wiring/options.ts';
import { registerApi, registerSites } from './wiring/routes.ts';
import {
  createAnalytics,
  createBaseServices,
  createOperatorServices,
  createPlayerServices,
} from './wiring/services.ts';

export type { LogStream } from './wiring/fastify.ts';
export type { AppOptions } from './wiring/options.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The auth service, for later modules and tests (e.g. auth.verifyPlayerToken for embeds). */
    auth: AuthService;
    /** Scheduled work (the stale-round sweeper…): server.ts starts it; tests call runOnce(). */
    jobs: JobRunner;
    /** Work close() waits for: the reset mail sent after its answer, studio rounds in progress. */
    background: Background;
    /** Operator accounts: server.ts creates the first admin with it. */
    operators: OperatorAuthService;
    /** Demo raffles of a new install (wiring/seed-raffles.ts); server.ts calls it after seed(). */
    seedRaffles: (options: { demo: boolean }) => Promise<number>;
    /** Promo codes: redeemPromoCode(accountId, code), for sign-up's promoCode and tests. */
    promoCodes: PromoCodesService;
    /** Approvals of coin-paying terms: server.ts records the demo seeds as approved by the system. */
    approvals: ApprovalsService;
    /** The page-view collector: tests flush its buffer. */
    analytics: AnalyticsService;
    /** KYC uploads being read (inFlight()): tests hold slots and watch them. */
    kycUploads: UploadSlots;
    /** "Something changed" between processes (modules/events/README.md). */
    events: EventBus;
    /** Prometheus families of this process; server.ts serves them on METRICS_PORT. */
    metrics: Metrics;
    /** Levels and VIP tiers: `tierBenefits(accountId)` for the daily bonus and raffles (modules/progression). */
    progression: ProgressionService;
  }
}

/**
 * Builds the whole server — API under API_BASE_PATH, and the built site when there is one — without
 * listening. server.ts listens; tests call `app.inject()`. Reads no environment: everything comes in
 * `config` and `options`. This is the composition root: it only wires (wiring/: the Fastify instance
 * and its cross-cutting plugins, the services by area, then the routes); rules live in the modules.
 */
export async function buildApp(config: Config, options: AppOptions) {
  const app = createFastify(config, options.logStream, options.httpTimeouts);
  await registerCorePlugins(app, config);

  const events = options.events ?? (await createEventBus(config, app.log));
  if (!options.events) app.addHook('onClose', async () => events.close());
  const base = createBaseServices(app, config, options, events);
  const player = createPlayerServices(base, options);
  const operator = createOperatorServices(base, player, options);
  const analytics = createAnalytics(app, base);
  const competitions = createCompetitionServices(app, base, player);

  app.decorate('background', base.background);
  app.decorate('auth', player.auth);
  app.decorate('operators', operator.operators);
  app.decorate('promoCodes', operator.promoCodes);
  app.decorate('jobs', competitions.jobs);
  app.decorate('seedRaffles', competitions.seedRaffles);
  app.decorate('analytics', analytics);
  app.decorate('approvals', base.approvals);
  app.decorate('kycUploads', operator.kycUploads);
  app.decorate('events', events);
  app.decorate('metrics', base.metrics);
  app.decorate('progression', player.progression);

  const services = { ...base, ...player, ...operator, ...competitions, analytics };
  await registerApi(app, services);
  await registerSites(app, services);
  return app;
}
