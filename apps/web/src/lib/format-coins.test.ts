import { describe, expect, it } from 'vitest';
import { formatBalance, formatNumber, formatSignedNumber } from './format-coins.ts';

describe('coin formatting', () => {
  it('separates thousands with commas in both languages', () => {
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
    expect(formatNumber(1234567, 'ja')).toBe('1,234,567');
    expect(formatNumber(0, 'ja')).toBe('0');
  });

  it('shows PTS as a bare number (the coin icon says the rest) and other currencies as currency', () => {
    expect(formatBalance(10000, 'PTS', 'en')).toBe('10,000');
    expect(formatBalance(1234, 'USD', 'en')).toBe('$1,234.00');
    expect(formatBalance(1234, 'JPY', 'ja')).toMatch(/^[￥¥]1,234$/);
    expect(formatBalance(5, 'NOT A CODE', 'en')).toBe('5 NOT A CODE');
  });

  it('signs amounts with a plus or a true minus', () => {
    expect(formatSignedNumber(1000, 'en')).toBe('+1,000');
    expect(formatSignedNumber(-2500, 'ja')).toBe('\u22122,500');
    expect(formatSignedNumber(0, 'en')).toBe('0');
  });
});
