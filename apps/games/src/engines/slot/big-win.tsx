import { useTranslation } from 'react-i18next';
import { formatCoins } from '../../lib/format.ts';
import type { BigWinState } from './slot-scene.ts';

const COINS = 14;

/**
 * The big-win sequence over the reels: the tier's title (BIG / MEGA / EPIC WIN, climbing with the
 * figure), the win counting up and coins raining. A tap anywhere on it skips to the end.
 */
export function BigWinOverlay({ bigWin, onSkip }: { bigWin: BigWinState | null; onSkip: () => void }) {
  const { t, i18n } = useTranslation();
  if (!bigWin?.open) return null;
  return (
    <button
      type="button"
      className="slot-big-win"
      data-testid="slot-big-win"
      data-tier={bigWin.tier}
      aria-label={t('slot.bigWinSkip')}
      onClick={onSkip}
    >
      <span className="slot-big-win-coins" aria-hidden="true">
        {Array.from({ length: COINS }, (_, i) => (
          <span
            key={i}
            className="slot-coin"
            style={{ left: `${(i * 71) % 100}%`, animationDelay: `${(i * 137) % 900}ms` }}
          />
        ))}
      </span>
      <strong className="slot-big-win-title">{t(`slot.bigWin.${bigWin.tier}`)}</strong>
      <span className="slot-big-win-amount figure" data-testid="slot-big-win-amount">
        {formatCoins(bigWin.shown, i18n.language)}
      </span>
    </button>
  );
}
