/**
 * The bets the selector offers: the session's steps that lie within [minBet, maxBet], ascending and
 * without repeats. A session with no usable step still offers its minimum bet.
 */
export function betOptions(betSteps: readonly number[], minBet: number, maxBet: number): number[] {
  const options = [...new Set(betSteps)]
    .filter((step) => Number.isInteger(step) && step >= minBet && step <= maxBet && step > 0)
    .sort((a, b) => a - b);
  return options.length > 0 ? options : [Math.max(1, minBet)];
}

/**
 * What a round did with the stake (`win` includes returned stakes): nothing back, less than the bet
 * back, exactly the bet back (a baccarat tie refund, a ×1 coin flip), or more than the bet.
 */
export type ResultKind = 'loss' | 'partial' | 'push' | 'win';

export function resultKind(win: number, bet: number): ResultKind {
  if (win <= 0) return 'loss';
  if (win < bet) return 'partial';
  if (win === bet) return 'push';
  return 'win';
}

/** How a round is celebrated: only a win above the bet; ≥ 10× the bet is a big win. */
export type CelebrationLevel = 'none' | 'win' | 'big';

/**
 * The sound of a win, by its size against the bet: the celebration's big win (10× and more), a clear
 * win (3× and more), or the small chime of anything less.
 */
export function winSound(win: number, bet: number): 'winSmall' | 'win' | 'bigWin' | null {
  const level = celebrationLevel(win, bet);
  if (level === 'none') return null;
  if (level === 'big') return 'bigWin';
  return win >= bet * 3 ? 'win' : 'winSmall';
}

export function celebrationLevel(win: number, bet: number): CelebrationLevel {
  if (resultKind(win, bet) !== 'win') return 'none';
  return bet > 0 && win >= bet * 10 ? 'big' : 'win';
}
