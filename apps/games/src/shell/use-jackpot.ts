import { useEffect, useRef, useState } from 'react';
import type { Jackpot, StudioRoundResponse, StudioSessionResponse } from '@casino/contract';
import { fetchJackpots, jackpotOf, poolAfterRound } from '../api/jackpots.ts';

/** The meter asks for the pool this often while the tab is visible (the round answers move it between). */
export const JACKPOT_POLL_MS = 10_000;

interface JackpotInputs {
  session: StudioSessionResponse;
  round: StudioRoundResponse | null;
  /** The round's outcome is drawn (use-round.ts onPresented): only then may the meter show its effect. */
  presented: boolean;
  /** A round is under way or being drawn: a poll answer then could show a drop before the reveal. */
  busy: boolean;
}

export interface JackpotView {
  jackpot: Jackpot;
  /** The pool on screen, whole coins. */
  amount: number;
}

/**
 * Issue 30: the progressive jackpot a real session's title feeds, live: polled every 10 s while the
 * tab is visible, and moved by each round's own answer (`round.jackpot`) once the round is drawn —
 * the pool with its contribution, or after a win the reset pool — never before the reveal, as the
 * balance waits (a poll answered meanwhile is dropped). Demo rounds neither feed nor win it: no meter.
 */
export function useJackpot({ session, round, presented, busy }: JackpotInputs): JackpotView | null {
  /** The last poll's pool, and which drawn round was the latest when it came (its figure is newer). */
  const [polled, setPolled] = useState<(JackpotView & { after: string | null }) | null>(null);
  // The round drawn: its answer says what the pool became (a settled round, outcome on the table).
  const part = presented && round && !round.pending ? round.jackpot : undefined;
  const drawnId = part && round ? round.roundId : null;
  const busyRef = useRef(busy);
  const drawnRef = useRef(drawnId);
  useEffect(() => {
    busyRef.current = busy;
    drawnRef.current = drawnId;
  }, [busy, drawnId]);
  const real = session.mode === 'real';

  useEffect(() => {
    if (!real) return;
    let controller: AbortController | null = null;
    const load = () => {
      if (document.visibilityState === 'hidden' || busyRef.current) return;
      controller?.abort();
      const current = new AbortController();
      controller = current;
      fetchJackpots(current.signal).then(
        (jackpots) => {
          if (current.signal.aborted || busyRef.current) return;
          const jackpot = jackpotOf(jackpots, session.gameCode);
          setPolled(jackpot ? { jackpot, amount: jackpot.amount, after: drawnRef.current } : null);
        },
        () => undefined, // a failed poll keeps the last figure; the next one tries again
      );
    };
    load();
    const timer = setInterval(load, JACKPOT_POLL_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') load();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      controller?.abort();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [real, session.gameCode]);

  if (!polled) return null;
  const { jackpot } = polled;
  // A round drawn since the last poll moves the meter to the pool its answer left.
  if (part && part.jackpotId === jackpot.id && polled.after !== drawnId)
    return { jackpot, amount: poolAfterRound(part) };
  return { jackpot, amount: polled.amount };
}
