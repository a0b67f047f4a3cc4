import type { ReactNode } from 'react';
import { compactCoins, type BetSlipControls } from './bet-slip.ts';
import { SlipBar } from './slip-bar.tsx';
import './bet-board.css';

interface BetBoardProps {
  bets: BetSlipControls;
  /** The board's accessible name. */
  label: string;
  /** The engine's class for its grid of spots. */
  className: string;
  testId?: string;
  /** The spots: buttons with the class `bet-spot` (and the engine's own). */
  children: ReactNode;
}

/** A live show's bet board (dice totals, wheel spots) over its slip bar. */
export function BetBoard({ bets, label, className, testId, children }: BetBoardProps) {
  return (
    <div className="bet-board-wrap">
      <div className={`bet-board ${className}`} data-testid={testId} role="group" aria-label={label}>
        {children}
      </div>
      <SlipBar bets={bets} look="live" clearTestId="bet-clear" />
    </div>
  );
}

/** The coins on one spot, as a gold badge on its corner (nothing when the spot is empty). */
export function StakeChip({ coins }: { coins: number | undefined }) {
  return coins ? <span className="stake-chip figure">{compactCoins(coins)}</span> : null;
}
