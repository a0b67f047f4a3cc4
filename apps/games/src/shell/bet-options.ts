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

/** How a win is celebrated: ≥ 10× the bet is a big win (the placeholder pays 2× at most). */
export type CelebrationLevel = 'none' | 'win' | 'big';

export function celebrationLevel(win: number, bet: number): CelebrationLevel {
  if (win <= 0) return 'none';
  return bet > 0 && win >= bet * 10 ? 'big' : 'win';
}
