import { useEffect, useRef, useState, type RefObject } from 'react';
import type { StudioRoundResponse } from '@casino/contract';
import { fetchRoundState } from '../api/round-state.ts';
import type { RoundPhase } from '../engines/types.ts';

/** How soon the round is read again when the server still counts it open (its clock may run behind). */
const RETRY_MS = 1_000;

/** When a pending round's pick is made for the player, on this device's clock (from `timeLeftMs` as it arrived). */
export function localDeadline(round: StudioRoundResponse, receivedAt = Date.now()): number | null {
  const pending = round.pending;
  if (!pending) return null;
  const left = pending.timeLeftMs ?? Date.parse(pending.expiresAt) - receivedAt;
  return receivedAt + Math.max(0, left);
}

interface DeadlineInputs {
  round: StudioRoundResponse | null;
  phase: RoundPhase;
  /** The local deadline of `round`'s open pick (localDeadline when the round arrived). */
  deadline: number | null;
  gameSessionId: string;
  /** A decide is under way: the read waits for its answer. */
  inFlightRef: RefObject<boolean>;
  /** The round as the server has it now (settled: the view draws it; pending: a new deadline). */
  take: (round: StudioRoundResponse) => void;
}

/**
 * The deadline of a pick, stated on screen (issue 25): the whole seconds left while the round waits,
 * and when they run out the round is read as it stands (GET /studio/round/state) — settled by the
 * server's auto-pick, or by the player in another tab — so it is drawn here, never paid unseen.
 */
export function useDeadline({ round, phase, deadline, gameSessionId, inFlightRef, take }: DeadlineInputs) {
  const [now, setNow] = useState(() => Date.now());
  const asked = useRef<string | null>(null);
  const waiting = phase === 'deciding' && round?.pending !== undefined && deadline !== null;

  useEffect(() => {
    if (!waiting) return;
    const tick = () => setNow(Date.now());
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 250);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [waiting, deadline]);

  const key = waiting ? `${round.roundId}:${round.pending?.index}:${deadline}` : null;
  const due = waiting && now >= deadline;
  useEffect(() => {
    if (!due || !key || !round || asked.current === key) return;
    if (inFlightRef.current) return;
    asked.current = key;
    let stopped = false;
    const read = () =>
      fetchRoundState(gameSessionId, round.roundId).then(
        (next) => {
          if (stopped) return;
          // Still open on the server's clock: read again shortly (a new deadline from its time left).
          if (
            next.pending &&
            next.pending.index === round.pending?.index &&
            (next.pending.timeLeftMs ?? 0) > 0
          )
            setTimeout(() => void read(), Math.max(RETRY_MS, next.pending.timeLeftMs ?? 0));
          else take(next);
        },
        () => {
          if (!stopped) setTimeout(() => void read(), RETRY_MS * 3);
        },
      );
    void read();
    return () => {
      stopped = true;
    };
  }, [due, key, round, gameSessionId, inFlightRef, take]);

  return waiting ? Math.max(0, Math.ceil((deadline - now) / 1_000)) : null;
}
