import { useEffect, useRef, useState } from 'react';
import type { StudioSessionResponse } from '@casino/contract';
import { setClientSeed } from '../api/fairness.ts';
import { browserClientSeed, commitmentScope, recordCommitment, storedCommitments } from './commitments.ts';

/** One set-up per game session for the page's life (StrictMode runs effects twice in development). */
const setups = new Map<string, Promise<void>>();

function setUp(session: StudioSessionResponse): Promise<void> {
  const scope = commitmentScope(session.mode, session.gameCode);
  const shown = session.fairness;
  const known = storedCommitments(scope).some(
    (record) => record.serverSeedHash === shown.serverSeedHash.toLowerCase(),
  );
  if (known) {
    recordCommitment(scope, shown);
    return Promise.resolve();
  }
  // A commitment this browser has never shown: the client seed is ours, not the server's default.
  return setClientSeed(session.gameSessionId, browserClientSeed()).then(
    (next) => void recordCommitment(scope, next),
    () => void recordCommitment(scope, shown),
  );
}

/** The browser seed's set-up for a session, and whether it has landed (the game root shows it as `data-seed`). */
export interface BrowserSeed {
  /** Play awaits this before its first round (a ref: the promise is set once the effect has run). */
  ready: { current: Promise<void> };
  state: 'pending' | 'ready';
}

/**
 * Issue 16: a player who never edits the client seed still plays with one the server did not choose.
 * On opening, a server seed this browser has not stored yet gets a WebCrypto client seed, and the
 * commitment (hash, client seed, first nonce) is stored as shown. Play awaits `ready`.
 */
export function useBrowserSeed(session: StudioSessionResponse): BrowserSeed {
  const ready = useRef<Promise<void>>(Promise.resolve());
  const [landed, setLanded] = useState<string | null>(null);
  useEffect(() => {
    let pending = setups.get(session.gameSessionId);
    if (!pending) {
      pending = setUp(session);
      setups.set(session.gameSessionId, pending);
    }
    ready.current = pending;
    let live = true;
    void pending.then(() => {
      if (live) setLanded(session.gameSessionId);
    });
    return () => {
      live = false;
    };
  }, [session]);
  return { ready, state: landed === session.gameSessionId ? 'ready' : 'pending' };
}
