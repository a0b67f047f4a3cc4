import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StudioRoundResponse } from '@casino/contract';
import { computeOutcome, type Outcome } from '@casino/studio';
import { roundResponse, viewProps } from '../../test/engine-harness.tsx';
import type { RoundPhase } from '../types.ts';
import { autoStopAfter, featureTriggered, NO_AUTO_STOPS } from './auto-stops.ts';
import { SlotView } from './slot-view.tsx';

const SERVER_SEED = 'cd'.repeat(32);
const GAME = 'WNF_LUCKY_NEKO';

/** Rounds (nonce 0, 1, …) of a fixed seed pair whose outcome matches, bet 50. */
function rounds(n: number, match: (o: Outcome) => boolean): StudioRoundResponse[] {
  const list: StudioRoundResponse[] = [];
  for (let nonce = 0; list.length < n && nonce < 50_000; nonce++) {
    const outcome = computeOutcome(GAME, { serverSeed: SERVER_SEED, clientSeed: 'auto', nonce }, { bet: 50 });
    if (match(outcome))
      list.push(roundResponse(outcome, { nonce, roundId: `auto-${nonce}`, balance: 9_000 }));
  }
  if (list.length < n) throw new Error('not enough rounds');
  return list;
}
const losing = (o: Outcome) => o.totalWin === 0;
const winning = (o: Outcome) => o.totalWin >= 100 && o.children.length === 0;
const feature = (o: Outcome) => o.children.length > 0;

async function advanceUntil(done: () => boolean, limit = 60_000) {
  for (let at = 0; !done(); at += 50) {
    if (at > limit) throw new Error('never happened');
    await act(async () => void (await vi.advanceTimersByTimeAsync(50)));
  }
}

afterEach(() => {
  vi.useRealTimers();
});

describe('autoStopAfter', () => {
  const [lose] = rounds(1, losing);
  it('stops at the loss limit before another spin could pass it', () => {
    const stops = { ...NO_AUTO_STOPS, lossLimit: 120 };
    expect(autoStopAfter(stops, 0, lose!)).toEqual({ lost: 50, reason: null });
    expect(autoStopAfter(stops, 50, lose!)).toEqual({
      lost: 100,
      reason: { kind: 'lossLimit', limit: 120, lost: 100 },
    });
    // Without a loss limit it never stops for losses.
    expect(autoStopAfter(NO_AUTO_STOPS, 10_000, lose!).reason).toBeNull();
  });

  it('stops on a single win at or above the stop, and on a feature', () => {
    const [win] = rounds(1, winning);
    expect(autoStopAfter({ ...NO_AUTO_STOPS, singleWin: win!.win }, 0, win!).reason).toEqual({
      kind: 'singleWin',
      limit: win!.win,
      win: win!.win,
    });
    expect(autoStopAfter({ ...NO_AUTO_STOPS, singleWin: win!.win + 1 }, 0, win!).reason).toBeNull();
    const [free] = rounds(1, feature);
    expect(featureTriggered(free!)).toBe(true);
    expect(featureTriggered(lose!)).toBe(false);
    expect(autoStopAfter({ ...NO_AUTO_STOPS, onFeature: true }, 0, free!).reason).toEqual({
      kind: 'feature',
    });
    expect(autoStopAfter(NO_AUTO_STOPS, 0, free!).reason).toBeNull();
  });
});

/** A stand-in for the shell: requestPlay settles the next fixture round. */
function Harness({ list }: { list: StudioRoundResponse[] }) {
  const [phase, setPhase] = useState<RoundPhase>('idle');
  const [round, setRound] = useState<StudioRoundResponse | null>(null);
  const [played, setPlayed] = useState(0);
  const requestPlay = async () => {
    setPhase('playing');
    await Promise.resolve();
    setRound(list[played % list.length]!);
    setPlayed(played + 1);
    setPhase('settled');
    return true;
  };
  return (
    <>
      <output data-testid="played">{played}</output>
      <SlotView {...viewProps(GAME, { phase, round, requestPlay })} />
    </>
  );
}

async function startAuto(count: string, fill: { loss?: string; win?: string; feature?: boolean }) {
  fireEvent.click(screen.getByTestId('slot-autoplay-open'));
  const menu = screen.getByTestId('slot-autoplay-menu');
  if (fill.loss) fireEvent.change(screen.getByTestId('slot-autoplay-loss'), { target: { value: fill.loss } });
  if (fill.win) fireEvent.change(screen.getByTestId('slot-autoplay-win'), { target: { value: fill.win } });
  if (fill.feature) fireEvent.click(screen.getByTestId('slot-autoplay-feature'));
  fireEvent.click(within(menu).getByRole('button', { name: count }));
  await advanceUntil(() => screen.queryByTestId('slot-autoplay-stop') === null);
}

const played = () => Number(screen.getByTestId('played').textContent);
const reason = () => screen.getByTestId('slot-autoplay-reason');

describe('SlotView auto-play stops', () => {
  it('stops at its loss limit with the reason shown, and a new auto-play clears it', async () => {
    vi.useFakeTimers();
    render(<Harness list={rounds(5, losing)} />);
    await startAuto('50回', { loss: '120' });
    expect(played()).toBe(2);
    expect(reason().dataset.reason).toBe('lossLimit');
    expect(reason().textContent).toContain(
      '損失上限 120 コインでオートプレイを停止しました（損失 100 コイン。次のスピンで上限を超える可能性があります）。',
    );
    await startAuto('10回', {});
    expect(played()).toBe(12);
    expect(reason().textContent).toBe('');
  });

  it('stops on a single win reaching the stop', async () => {
    vi.useFakeTimers();
    const [win] = rounds(1, winning);
    render(<Harness list={[...rounds(3, losing), win!]} />);
    await startAuto('25回', { win: String(win!.win) });
    expect(played()).toBe(4);
    expect(reason().dataset.reason).toBe('singleWin');
  });

  it('stops when a feature triggers', async () => {
    vi.useFakeTimers();
    const [free] = rounds(1, feature);
    render(<Harness list={[...rounds(2, losing), free!]} />);
    await startAuto('25回', { feature: true });
    expect(played()).toBe(3);
    expect(reason().textContent).toContain('フィーチャーが発生したため、オートプレイを停止しました。');
    fireEvent.click(screen.getByRole('button', { name: 'このお知らせを閉じる' }));
    expect(reason().textContent).toBe('');
  });
});
