import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/database.ts';
import { newSession, sessionLiveness } from '../../db/session-rows.ts';
import * as repo from './auth.repository.ts';
import { sha256Hex } from '../../hash.ts';
import { createSessionCache, type EndedSessions } from './session-cache.ts';

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
  /** With a transaction `db`, call `ended(accountId)` once it committed. */
  revokeAll(accountId: string, db?: DbOrTx): Promise<void>;
  /**
   * The account's sessions ended in a transaction that just committed: this process and (over the
   * event bus) every other forget their cached copies. The revoke methods without a transaction call it.
   */
  ended(accountId: string): void;
  /** What a `sessions.ended` event from another process (or a bus reconnection: `{}`) says to forget. */
  forget(which: EndedSessions): void;
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

export const hashSessionId = (sessionId: string) => sha256Hex(sessionId);

/**
 * Server-side sessions (ARCHITECTURE.md decision 7, docs/decisions/004): the cookie carries an opaque
 * random id, PostgreSQL keeps only its sha256, so a leaked table does not yield usable cookies.
 * A live session is kept in this process a few seconds (session-cache.ts: every request of a player
 * resolved it with a statement); ending one tells every process through `onEnded` (the event bus).
 */
export function createSessionsService(
  db: Db,
  config: Pick<Config, 'sessionIdleMinutes' | 'sessionAbsoluteDays'>,
  clock: Clock,
  { onEnded = () => {}, cacheTtlMs }: { onEnded?: (which: EndedSessions) => void; cacheTtlMs?: number } = {},
): SessionsService {
  const idleMs = config.sessionIdleMinutes * 60_000;
  const absoluteMs = config.sessionAbsoluteDays * 86_400_000;
  const cache = createSessionCache(cacheTtlMs === undefined ? {} : { ttlMs: cacheTtlMs });
  const ended = (which: EndedSessions) => {
    cache.forget(which);
    onEnded(which);
  };

  /** The cached or stored session of a hash; null when there is none live. */
  async function find(sessionHash: string, useCache = true) {
    const cached = useCache ? cache.get(sessionHash) : undefined;
    if (cached) return cached;
    const readAt = cache.generation();
    const row = await repo.findLiveSession(db, sessionHash);
    if (!row) return null;
    const session = {
      accountId: row.account_id,
      createdAt: new Date(row.created_at),
      lastSeenAt: new Date(row.last_seen_at),
      expiresAt: new Date(row.expires_at),
    };
    return cache.set(sessionHash, session, readAt);
  }

  return {
    maxAgeSeconds: Math.floor(absoluteMs / 1000),

    async create(accountId, tx = db) {
      const { sessionId, row } = newSession(clock.now(), absoluteMs);
      await repo.insertSession(tx, { ...row, account_id: accountId });
      return sessionId;
    },

    async resolve(sessionId) {
      if (!sessionId || sessionId.length > 128) return null;
      const sessionHash = hashSessionId(sessionId);
      const now = clock.now();
      const livenessOf = (found: { expiresAt: Date; lastSeenAt: Date }) =>
        sessionLiveness({ expires_at: found.expiresAt, last_seen_at: found.lastSeenAt }, now, idleMs);
      let session = await find(sessionHash);
      // Idle by a cached copy: another process may have seen it since; the database decides.
      if (session && livenessOf(session) === 'dead') session = await find(sessionHash, false);
      if (!session) return null;
      const liveness = livenessOf(session);
      if (liveness === 'dead') return null;
      if (liveness === 'touch') {
        await repo.touchSession(db, sessionHash, now);
        session.lastSeenAt = now;
      }
      return { accountId: session.accountId, sessionHash, startedAt: session.createdAt };
    },

    async revoke(sessionId) {
      const sessionHash = hashSessionId(sessionId);
      await repo.revokeSession(db, sessionHash, clock.now());
      ended({ sessionHash });
    },

    async revokeAll(accountId, tx = db) {
      await repo.revokeAccountSessions(tx, accountId, clock.now());
      ended({ accountId }); // at once here; a transaction's caller calls ended() again after its commit
    },

    async revokeByHash(accountId, sessionHash) {
      const revoked = await repo.revokeAccountSessions(db, accountId, clock.now(), sessionHash);
      ended({ accountId });
      return revoked;
    },
    ended: (accountId) => ended({ accountId }),
    forget: (which) => cache.forget(which),
    idleMs,
  };
}
