import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import type { StudioRoundResponse } from '@casino/contract';
import { WinDisplay } from './win-display.tsx';

/** A settled round of `bet` that paid `win` (the win line reads only these two figures). */
const settled = (bet: number, win: number) => ({ roundId: 'r', bet, win, balance: 0 }) as StudioRoundResponse;

function line(bet: number, win: number) {
  cleanup();
  render(<WinDisplay phase="settled" round={settled(bet, win)} />);
  const root = screen.getByTestId('game-result');
  return {
    level: root.dataset.level,
    tier: root.dataset.tier,
    amount: screen.getByTestId('game-result-amount').textContent,
    times: screen.queryByTestId('game-result-times')?.textContent ?? null,
    message: root.querySelector('.win-message')!.textContent,
  };
}

afterEach(async () => {
  await i18next.changeLanguage('ja');
});

describe('win line', () => {
  it('shows the amount and the multiple of the bet at every tier; the tier label goes with the multiple', () => {
    // A 15× Cash Hunt win (1 coin on the bonus spot): a big win, the amount and ×15 both on the line.
    expect(line(1, 15)).toEqual({
      level: 'big',
      tier: 'big',
      amount: '15',
      times: '×15',
      message: 'ビッグウィン！',
    });
    // The big-win tier starts at 10× the bet, not before.
    expect(line(10, 100)).toMatchObject({ tier: 'big', times: '×10' });
    expect(line(10, 99)).toMatchObject({ level: 'win', tier: undefined, times: '×9.9' });
    expect(line(10, 99).message).toBe('当たり！');
    expect(line(4, 10)).toMatchObject({ level: 'win', times: '×2.5', message: '当たり！' });
    // Money back, part of it, nothing.
    expect(line(10, 10)).toMatchObject({
      level: 'none',
      times: '×1',
      message: 'ベットが戻りました',
    });
    expect(line(30, 10)).toMatchObject({ level: 'none', times: '×0.33', message: '一部が戻りました' });
    expect(line(10, 0)).toMatchObject({
      level: 'none',
      amount: '0',
      times: null,
      message: '今回ははずれ',
    });
  });

  it('in English, with thousands grouped', async () => {
    await i18next.changeLanguage('en');
    expect(line(100, 1_500)).toEqual({
      level: 'big',
      tier: 'big',
      amount: '1,500',
      times: '×15',
      message: 'Big win!',
    });
    expect(line(100, 250)).toMatchObject({ level: 'win', times: '×2.5', message: 'You won!' });
  });

  it('a jackpot won with the round: the line shows all the round brought in, and says so', async () => {
    const jackpot = { won: true, payout: 10_001 } as StudioRoundResponse['jackpot'];
    render(<WinDisplay phase="settled" round={{ ...settled(200, 0), jackpot }} />);
    const root = screen.getByTestId('game-result');
    expect(screen.getByTestId('game-result-amount').textContent).toBe('10,001');
    expect(root.querySelector('.win-message')!.textContent).toBe('ジャックポット！');
    // The game's own win stays its figure; the jackpot is told beside it.
    expect(root.dataset).toMatchObject({ win: '0', jackpot: '10001', level: 'none' });
    cleanup();
    await i18next.changeLanguage('en');
    const lost = { won: false, payout: 0 } as StudioRoundResponse['jackpot'];
    render(<WinDisplay phase="settled" round={{ ...settled(200, 0), jackpot: lost }} />);
    expect(screen.getByTestId('game-result').querySelector('.win-message')!.textContent).toBe(
      'No win this time',
    );
    expect(screen.getByTestId('game-result').dataset.jackpot).toBeUndefined();
  });

  it('tells nothing before the round is settled', () => {
    render(<WinDisplay phase="playing" round={settled(1, 15)} />);
    expect(screen.getByTestId('game-result-amount').textContent).toBe('—');
    expect(screen.queryByTestId('game-result-times')).toBeNull();
  });
});
