import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SLOT_TIMING } from './slot-steps.ts';

interface AutoState {
  left: number;
  stopping: boolean;
}

export const AUTO_COUNTS = [10, 25, 50] as const;

export interface AutoPlay {
  auto: AutoState | null;
  start: (count: number) => void;
  stop: () => void;
  /** A round has been presented: the next auto round follows after a short gap (none with reduced motion). */
  presented: (reduced: boolean) => void;
}

/**
 * Auto-play through the shell's requestPlay: `count` rounds, each after the previous one was presented;
 * Stop lets the current spin finish; a round that fails (e.g. funds run out) ends it.
 */
export function useAutoPlay(requestPlay: (() => Promise<boolean>) | undefined): AutoPlay {
  const [auto, setAuto] = useState<AutoState | null>(null);
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
    (count: number) => {
      set({ left: count, stopping: false });
      void next();
    },
    [set, next],
  );
  const stop = useCallback(() => {
    if (autoRef.current) set({ ...autoRef.current, stopping: true });
  }, [set]);
  const presented = useCallback(
    (reduced: boolean) => {
      if (!autoRef.current) return;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void next(), reduced ? 0 : SLOT_TIMING.autoGap);
    },
    [next],
  );
  return { auto, start, stop, presented };
}

/** The auto-play control: a button opening the counts, or Stop with the rounds left. */
export function AutoPlayControl({ autoPlay, disabled }: { autoPlay: AutoPlay; disabled: boolean }) {
  const { t } = useTranslation();
  const [menu, setMenu] = useState(false);
  const { auto } = autoPlay;
  return (
    <div className="slot-auto" data-testid="slot-autoplay" data-running={auto ? 'on' : 'off'}>
      {auto ? (
        <button
          type="button"
          className="slot-auto-button slot-auto-stop"
          data-testid="slot-autoplay-stop"
          disabled={auto.stopping}
          onClick={autoPlay.stop}
        >
          {auto.stopping ? t('slot.autoStopping') : t('slot.autoStop', { count: auto.left })}
        </button>
      ) : menu ? (
        <div className="slot-auto-menu" role="group" aria-label={t('slot.autoLabel')}>
          {AUTO_COUNTS.map((count) => (
            <button
              key={count}
              type="button"
              className="slot-auto-button"
              data-count={count}
              disabled={disabled}
              onClick={() => {
                setMenu(false);
                autoPlay.start(count);
              }}
            >
              {t('slot.autoCount', { count })}
            </button>
          ))}
          <button type="button" className="slot-auto-button slot-auto-cancel" onClick={() => setMenu(false)}>
            {t('slot.autoCancel')}
          </button>
        </div>
      ) : (
        <button
          type="button"
          className="slot-auto-button"
          data-testid="slot-autoplay-open"
          aria-haspopup="true"
          disabled={disabled}
          onClick={() => setMenu(true)}
        >
          {t('slot.auto')}
        </button>
      )}
    </div>
  );
}
