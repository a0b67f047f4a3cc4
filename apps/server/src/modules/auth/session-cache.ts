import { performance } from 'node:perf_hooks';

/** A live session as last read from the database; `at` is when (performance.now(), ms). */
export interface CachedSession {
  accountId: string;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  at: number;
}

/** Which sessions ended: one by its stored hash, every session of an account, or (neither) all. */
export interface EndedSessions {
  accountId?: string;
  sessionHash?: string;
}

/**
 * Live player sessions of this process by their stored hash (issue 31: the balance poll resolved its
 * session with a statement on every request). Correct across processes: whoever ends a session tells
 * every process after the commit (`sessions.ended` on the event bus) and each forgets it at once; an
 * entry lives `ttlMs` at most, which bounds a notification lost while the bus reconnects (a
 * reconnection itself forgets everything). A read that was under way while something ended is not
 * kept (the generation check), so it cannot put back what was just forgotten.
 */
export function createSessionCache({ ttlMs = 5_000, maxEntries = 20_000 } = {}) {
  const entries = new Map<string, CachedSession>();
  let generation = 0;
  return {
    get(sessionHash: string): CachedSession | undefined {
      const entry = entries.get(sessionHash);
      if (entry && performance.now() - entry.at < ttlMs) return entry;
      if (entry) entries.delete(sessionHash);
      return undefined;
    },
    /** Call before reading the database; pass the result to `set`. */
    generation: () => generation,
    /** Keeps a session read at generation `readAt`; returns the entry (its lastSeenAt may be moved on). */
    set(sessionHash: string, session: Omit<CachedSession, 'at'>, readAt: number): CachedSession {
      const entry = { ...session, at: performance.now() };
      if (readAt !== generation) return entry; // something ended while this was read: not kept
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(sessionHash, entry);
      return entry;
    },
    forget({ accountId, sessionHash }: EndedSessions): void {
      generation += 1;
      if (sessionHash !== undefined) entries.delete(sessionHash);
      if (accountId !== undefined) {
        for (const [hash, entry] of entries) if (entry.accountId === accountId) entries.delete(hash);
      }
      if (accountId === undefined && sessionHash === undefined) entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
