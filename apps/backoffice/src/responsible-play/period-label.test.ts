import { describe, expect, it } from 'vitest';
import { periodLabel } from './period-label.ts';

describe('periodLabel', () => {
  const t = (key: string, args?: Record<string, unknown>) => `${key}${args ? JSON.stringify(args) : ''}`;
  it("reads a limit's, a break's and an exclusion's period", () => {
    expect(periodLabel('weekly', t)).toBe('periods.weekly');
    expect(periodLabel('14d', t)).toBe('break_days{"days":14}');
    expect(periodLabel('1y', t)).toBe('exclusion_periods.1y');
    expect(periodLabel('indefinite', t)).toBe('exclusion_periods.indefinite');
  });
});
