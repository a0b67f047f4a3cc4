import { createHash, randomBytes } from 'node:crypto';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/database.ts';
import * as repo from './auth.repository.ts';

/** What `request.session` holds once requireSession accepted the cookie. */
export interface RequestSession {
  accountId: string;
  /** sha256 of the cookie value; the id itself is never kept. */
  sessionHash: string;
  /** When the player signed in (the play session's start: responsible play's reality checks). */
  startedAt: Date;
}

export interface SessionsService {
  /** A new session; returns the cookie value (256 random bits, base64url). */
  create(accountId: string, db?: DbOrTx): Promise<string>;
  /** The session of a cookie value when it is live (not revoked, not idle, not past its absolute expiry). */
  resolve(sessionId: string | undefined): Promise<RequestSession | null>;
  revoke(sessionId: string): Promise<void>;
  revokeAll(accountId: string, db?: DbOrTx): Promise<void>;
  /**
   * The back office: ends one session of the account (by its stored hash) or, without one, all of them.
   * Returns how many were live.
   */
  revokeByHash(accountId: string, sessionHash?: string): Promise<number>;
  /** An unused session ends after this (ms). */
  readonly idleMs: number;
  /** Cookie Max-Age in seconds: the absolute lifetime. */
  readonly maxAgeSeconds: number;
}

/** last_seen_at is written at most once a minute per session. */
const TOUCH_INTERVAL_MS = 60_000;

export const hashSessionId = (sessionId: string) => createHash('sha256').update(sessionId).digest('hex');

/**
 * Server-side sessions (ARCHITECTURE.md decision 7, docs/decisions/004): the cookie carries an opaque
 * random id, PostgreSQL keeps only its sha256, so a leaked table does not yield usable cookies.
 */
export function createSessionsService(
  db: Db,
  config: Pick<Config, 'sessionIdleMinutes' | 'sessionAbsoluteDays'>,
  clock: Clock,
): SessionsService {
  const idleMs = config.sessionIdleMinutes * 60_000;
  const absoluteMs = config.sessionAbsoluteDays * 86_400_000;
  return {
    maxAgeSeconds: Math.floor(absoluteMs / 1000),

    async create(accountId, tx = db) {
      const sessionId = randomBytes(32).toString('base64url');
      const now = clock.now();
      await repo.insertSession(tx, {
        session_hash: hashSessionId(sessionId),
        account_id: accountId,
        created_at: now,
        last_seen_at: now,
        expires_at: new Date(now.getTime() + absoluteMs),
      });
      return sessionId;
    },

    async resolve(sessionId) {
      if (!sessionId || sessionId.length > 128) return null;
      const sessionHash = hashSessionId(sessionId);
      const row = await repo.findLiveSession(db, sessionHash);
      if (!row) return null;
      const now = clock.now().getTime();
      const lastSeen = new Date(row.last_seen_at).getTime();
      if (new Date(row.expires_at).getTime() <= now || lastSeen + idleMs <= now) return null;
      if (now - lastSeen >= TOUCH_INTERVAL_MS) await repo.touchSession(db, sessionHash, clock.now());
      return { accountId: row.account_id, sessionHash, startedAt: new Date(row.created_at) };
    },

    async revoke(sessionId) {
      await repo.revokeSession(db, hashSessionId(sessionId), clock.now());
    },

    async revokeAll(accountId, tx = db) {
      await repo.revokeAccountSessions(tx, accountId, clock.now());
    },

    revokeByHash: (accountId, sessionHash) =>
      repo.revokeAccountSessions(db, accountId, clock.now(), sessionHash),
    idleMs,
  };
}
