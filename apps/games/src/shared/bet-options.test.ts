import { describe, expect, it } from 'vitest';
import { betOptions, celebrationLevel, resultKind } from './bet-options.ts';

describe('betOptions', () => {
  it('keeps only steps within [minBet, maxBet], ascending, without repeats', () => {
    expect(betOptions([500, 10, 5000, 50, 50, 5, 100], 10, 1000)).toEqual([10, 50, 100, 500]);
  });

  it('offers the minimum bet when no step fits', () => {
    expect(betOptions([], 20, 100)).toEqual([20]);
    expect(betOptions([1000], 20, 100)).toEqual([20]);
  });
});

describe('resultKind', () => {
  it('tells a loss, a partial return, a push and a win apart (win includes returned stakes)', () => {
    expect(resultKind(0, 100)).toBe('loss');
    expect(resultKind(40, 100)).toBe('partial');
    expect(resultKind(100, 100)).toBe('push');
    expect(resultKind(101, 100)).toBe('win');
  });
});

describe('celebrationLevel', () => {
  it('celebrates only a win above the bet: none for a loss, a partial return or a push', () => {
    expect(celebrationLevel(0, 100)).toBe('none');
    expect(celebrationLevel(40, 100)).toBe('none');
    expect(celebrationLevel(100, 100)).toBe('none');
    expect(celebrationLevel(200, 100)).toBe('win');
    expect(celebrationLevel(1000, 100)).toBe('big');
  });
});
