import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BALANCE_ANIMATION_MS, countValue, easeOutCubic, useCountUp } from './count-up.ts';

describe('balance count animation', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('eases out: past the linear midpoint halfway through, exact at the end', () => {
    expect(easeOutCubic(0)).toBe(0);
    expect(easeOutCubic(1)).toBe(1);
    expect(countValue(0, 1000, BALANCE_ANIMATION_MS / 2)).toBeGreaterThan(500);
    expect(countValue(0, 1000, BALANCE_ANIMATION_MS)).toBe(1000);
    expect(countValue(1000, 0, BALANCE_ANIMATION_MS / 2)).toBeLessThan(500);
  });

  it('shows the first value at once, then counts to the new one over 1.8 s', () => {
    const { result, rerender } = renderHook(({ target }) => useCountUp(target), {
      initialProps: { target: 10_000 as number | undefined },
    });
    expect(result.current).toBe(10_000);

    rerender({ target: 11_000 });
    act(() => {
      vi.advanceTimersByTime(900);
    });
    const halfway = result.current!;
    expect(halfway).toBeGreaterThan(10_500); // ease-out: ahead of a straight line
    expect(halfway).toBeLessThan(11_000);

    act(() => {
      vi.advanceTimersByTime(600);
    });
    expect(result.current).toBeGreaterThan(halfway);
    expect(result.current).toBeLessThan(11_000);

    act(() => {
      vi.advanceTimersByTime(400);
    });
    expect(result.current).toBe(11_000);
  });

  it('does not count on first paint when the value arrives later', () => {
    const { result, rerender } = renderHook(({ target }) => useCountUp(target), {
      initialProps: { target: undefined as number | undefined },
    });
    expect(result.current).toBeUndefined();
    rerender({ target: 500 });
    expect(result.current).toBe(500);
  });

  it('jumps when the player prefers reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
    const { result, rerender } = renderHook(({ target }) => useCountUp(target), {
      initialProps: { target: 100 as number | undefined },
    });
    rerender({ target: 5_000 });
    expect(result.current).toBe(5_000);
  });
});
