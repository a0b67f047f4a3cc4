import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCoins } from '../../lib/format.ts';
import type { BetSlipControls } from './bet-slip.ts';
import '../../shared/small-button.css';
import './slip-bar.css';

interface SlipBarProps {
  bets: BetSlipControls;
  /**
   * 'table' (roulette, baccarat): "Total bet 30" with the figure in gold, or a prompt while the slip is
   * empty, and a small pill Clear. 'live' (the live shows' boards): "On the table: 30" and the shell's
   * secondary button.
   */
  look?: 'table' | 'live';
  /** 'table': the prompt while nothing is on the slip ("Place your chips" unless given). */
  empty?: string;
  clearTestId?: string;
  /** Clears more than the slip (e.g. roulette's undo history); the slip by default. */
  onClear?: () => void;
  /** More buttons before Clear (e.g. roulette's Undo). */
  children?: ReactNode;
}

/** The bar under a bet-slip table: what is staked, then Clear (off while a round runs or nothing is on). */
export function SlipBar({
  bets,
  look = 'table',
  empty,
  clearTestId,
  onClear = bets.clear,
  children,
}: SlipBarProps) {
  const { t, i18n } = useTranslation();
  const amount = formatCoins(bets.staked, i18n.language);
  return (
    <div className="slip-bar">
      {look === 'live' ? (
        <span className="slip-summary figure">{t('slip.staked', { amount })}</span>
      ) : (
        <span className="slip-summary">
          {bets.staked > 0 ? (
            <>
              {t('slip.totalBet')} <strong>{amount}</strong>
            </>
          ) : (
            (empty ?? t('slip.placeChips'))
          )}
        </span>
      )}
      {children}
      <button
        type="button"
        className={look === 'live' ? 'secondary-button bet-clear' : 'small-button'}
        data-testid={clearTestId}
        disabled={bets.locked || bets.staked === 0}
        onClick={onClear}
      >
        {t('slip.clear')}
      </button>
    </div>
  );
}
