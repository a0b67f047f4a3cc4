import { describe, expect, it } from 'vitest';
import { betOptions, celebrationLevel } from './bet-options.ts';

describe('betOptions', () => {
  it('keeps only steps within [minBet, maxBet], ascending, without repeats', () => {
    expect(betOptions([500, 10, 5000, 50, 50, 5, 100], 10, 1000)).toEqual([10, 50, 100, 500]);
  });

  it('offers the minimum bet when no step fits', () => {
    expect(betOptions([], 20, 100)).toEqual([20]);
    expect(betOptions([1000], 20, 100)).toEqual([20]);
  });
});

describe('celebrationLevel', () => {
  it('is none for no win, win for a small one, big from ten times the bet', () => {
    expect(celebrationLevel(0, 100)).toBe('none');
    expect(celebrationLevel(200, 100)).toBe('win');
    expect(celebrationLevel(1000, 100)).toBe('big');
  });
});
