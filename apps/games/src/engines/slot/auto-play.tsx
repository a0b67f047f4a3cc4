import { useCallback, useEffect, useRef, useState } from 'react';
import type { StudioRoundResponse } from '@casino/contract';
import { autoStopAfter, NO_AUTO_STOPS, type AutoStopReason, type AutoStops } from './auto-stops.ts';
import { SLOT_TIMING } from './slot-steps.ts';

interface AutoState {
  left: number;
  stopping: boolean;
  stops: AutoStops;
  /** Net coins lost so far in this auto-play (negative when ahead). */
  lost: number;
}

export interface AutoPlay {
  auto: AutoState | null;
  /** Why the last auto-play ended early (loss limit, win stop, feature); cleared when a new one starts. */
  stopped: AutoStopReason | null;
  start: (count: number, stops?: AutoStops) => void;
  stop: () => void;
  /** Hides the reason auto-play stopped. */
  dismiss: () => void;
  /**
   * A round has been presented: auto-play ends if one of its stops is met, else the next round follows
   * after a short gap (none with reduced motion).
   */
  presented: (reduced: boolean, round?: StudioRoundResponse | null) => void;
}

/**
 * Auto-play through the shell's requestPlay: `count` rounds, each after the previous one was presented;
 * Stop lets the current spin finish; a round that fails (e.g. funds run out, a limit) ends it; the stops
 * chosen before it started (auto-stops.ts) end it with their reason.
 */
export function useAutoPlay(requestPlay: (() => Promise<boolean>) | undefined): AutoPlay {
  const [auto, setAuto] = useState<AutoState | null>(null);
  const [stopped, setStopped] = useState<AutoStopReason | null>(null);
  const autoRef = useRef<AutoState | null>(null);
  const requestRef = useRef(requestPlay);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    requestRef.current = requestPlay;
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const set = useCallback((next: AutoState | null) => {
    autoRef.current = next;
    setAuto(next);
  }, []);

  const next = useCallback(async () => {
    const current = autoRef.current;
    if (!current || current.stopping || current.left <= 0) {
      set(null);
      return;
    }
    set({ ...current, left: current.left - 1 });
    const ok = (await requestRef.current?.()) ?? false;
    if (!ok) set(null);
  }, [set]);

  const start = useCallback(
    (count: number, stops: AutoStops = NO_AUTO_STOPS) => {
      setStopped(null);
      set({ left: count, stopping: false, stops, lost: 0 });
      void next();
    },
    [set, next],
  );
  const stop = useCallback(() => {
    if (autoRef.current) set({ ...autoRef.current, stopping: true });
  }, [set]);
  const presented = useCallback(
    (reduced: boolean, round?: StudioRoundResponse | null) => {
      const current = autoRef.current;
      if (!current) return;
      clearTimeout(timer.current);
      if (round) {
        const { lost, reason } = autoStopAfter(current.stops, current.lost, round);
        if (reason) {
          setStopped(reason);
          set(null);
          return;
        }
        autoRef.current = { ...current, lost };
      }
      timer.current = setTimeout(() => void next(), reduced ? 0 : SLOT_TIMING.autoGap);
    },
    [next, set],
  );
  const dismiss = useCallback(() => setStopped(null), []);
  return { auto, stopped, start, stop, presented, dismiss };
}
