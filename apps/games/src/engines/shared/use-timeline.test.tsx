import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTimeline, type TimelineStep } from './use-timeline.ts';

const STEPS: TimelineStep<string>[] = [
  { wait: 0, action: 'a' },
  { wait: 100, action: 'b' },
  { wait: 0, action: 'c' },
  { wait: 300, action: 'd' },
];

function setup(initial: { steps: TimelineStep<string>[] | null; reduced: boolean }) {
  const applied: [string, boolean][] = [];
  const onEnd = vi.fn();
  const hook = renderHook(
    ({ steps, reduced }: { steps: TimelineStep<string>[] | null; reduced: boolean }) =>
      useTimeline(steps, { reduced, apply: (action, instant) => applied.push([action, instant]), onEnd }),
    { initialProps: initial },
  );
  const actions = () => applied.map(([a]) => a);
  return { ...hook, applied, actions, onEnd };
}

const advance = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useTimeline', () => {
  it('applies each step after its wait, in order, then ends once', async () => {
    const { actions, onEnd, applied } = setup({ steps: STEPS, reduced: false });
    expect(actions()).toEqual(['a']);
    await advance(99);
    expect(actions()).toEqual(['a']);
    await advance(1);
    expect(actions()).toEqual(['a', 'b', 'c']);
    expect(onEnd).not.toHaveBeenCalled();
    await advance(300);
    expect(actions()).toEqual(['a', 'b', 'c', 'd']);
    expect(applied.every(([, instant]) => !instant)).toBe(true);
    expect(onEnd).toHaveBeenCalledTimes(1);
    await advance(5_000);
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('with reduced motion applies every step at once, marked instant', () => {
    const { applied, onEnd } = setup({ steps: STEPS, reduced: true });
    expect(applied).toEqual([
      ['a', true],
      ['b', true],
      ['c', true],
      ['d', true],
    ]);
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('turning reduced motion on mid-way applies only the steps still to come', async () => {
    const { applied, rerender, onEnd } = setup({ steps: STEPS, reduced: false });
    await advance(100);
    rerender({ steps: STEPS, reduced: true });
    expect(applied).toEqual([
      ['a', false],
      ['b', false],
      ['c', false],
      ['d', true],
    ]);
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('skip applies the rest at once; a new array is a new timeline; null plays nothing', async () => {
    const { result, actions, rerender, onEnd } = setup({ steps: STEPS, reduced: false });
    act(() => result.current.skip());
    expect(actions()).toEqual(['a', 'b', 'c', 'd']);
    expect(onEnd).toHaveBeenCalledTimes(1);
    rerender({ steps: null, reduced: false });
    await advance(1_000);
    expect(actions()).toHaveLength(4);
    rerender({ steps: [{ wait: 50, action: 'e' }], reduced: false });
    await advance(50);
    expect(actions()).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(onEnd).toHaveBeenCalledTimes(2);
  });

  it('unmounting stops the timeline', async () => {
    const { actions, unmount, onEnd } = setup({ steps: STEPS, reduced: false });
    unmount();
    await advance(1_000);
    expect(actions()).toEqual(['a']);
    expect(onEnd).not.toHaveBeenCalled();
  });
});
