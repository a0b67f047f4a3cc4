import { useTranslation } from 'react-i18next';
import type { wheel } from '@casino/studio';
import type { WheelSpin } from './outcome.ts';

/**
 * The top slot of Crazy Time, Monopoly, Funky Time and Imperial Quest: two reels, the spot and the
 * multiplier, that spin before the wheel and stop on the round's draw (the last spin's). A spot of
 * 'none' is a miss: no multiplier this spin.
 */
export function TopSlotReels({
  cfg,
  spin,
  spinning,
  spotName,
}: {
  cfg: wheel.WheelConfig;
  spin: WheelSpin | undefined;
  spinning: boolean;
  spotName: (id: string) => string;
}) {
  const { t } = useTranslation();
  if (!cfg.topSlot) return null;
  const top = spin?.topSlot;
  const stopped = top !== undefined && !spinning;
  const spots = cfg.topSlot.spots.map((s) => s.spot);
  const miss = stopped && top.spot === 'none';
  const label = !stopped
    ? t('liveShow.topSlot.spinning')
    : miss
      ? t('liveShow.topSlot.miss')
      : t('wheel.topSlot', { spot: spotName(top.spot), multiplier: top.multiplier });
  return (
    <div
      className="top-slot"
      data-testid="wheel-top-slot"
      data-spot={stopped ? top.spot : undefined}
      data-state={stopped ? 'stopped' : top ? 'spinning' : 'idle'}
      role="status"
      aria-label={label}
    >
      <span className="top-slot-reel" data-reel="spot" aria-hidden="true">
        <span className="top-slot-strip">
          {stopped ? (
            <span className="top-slot-cell">{miss ? '—' : spotName(top.spot)}</span>
          ) : (
            [...spots, ...spots].map((s, i) => (
              <span key={i} className="top-slot-cell">
                {s === 'none' ? '—' : spotName(s)}
              </span>
            ))
          )}
        </span>
      </span>
      <span className="top-slot-reel figure" data-reel="multiplier" aria-hidden="true">
        <span className="top-slot-strip">
          {stopped ? (
            <span className="top-slot-cell">{miss ? '—' : `×${top.multiplier}`}</span>
          ) : (
            [...cfg.topSlot.multipliers, ...cfg.topSlot.multipliers].map((m, i) => (
              <span key={i} className="top-slot-cell">
                ×{m.value}
              </span>
            ))
          )}
        </span>
      </span>
    </div>
  );
}
