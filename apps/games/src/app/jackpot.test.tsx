import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Jackpot, RoundJackpot, StudioRoundResponse, StudioSessionResponse } from '@casino/contract';
import { App, forgetSessionsForTests } from './app.tsx';
import { poolAfterRound } from '../api/jackpots.ts';
import { testOutcome, testSession } from '../test/fixtures.ts';

const SESSION: StudioSessionResponse = testSession({ language: 'en', betSteps: [10, 50, 100] });

const POOL: Jackpot = {
  id: 'grand',
  name: { ja: 'グランドジャックポット', en: 'Grand Jackpot' },
  amount: 12_345,
  seed: 10_000,
  mustDropBy: 50_000,
  shareBp: 50,
  gameCodes: ['WNF_OIRAN_DREAMS'],
  lastWin: null,
};

/** A round's jackpot part: the pool at `before` milli-coins, 10 coins staked (50 milli-coins in). */
function part(before: number, won = false): RoundJackpot {
  const after = before + 50;
  return {
    jackpotId: 'grand',
    before,
    contribution: 50,
    shareBp: 50,
    seed: 10_000_000,
    mustDropBy: 50_000_000,
    draw: '0123456789abcdef',
    won,
    payout: won ? Math.floor(after / 1000) : 0,
  };
}

function round(jackpot: RoundJackpot, balance: number): StudioRoundResponse {
  return {
    roundId: `r-${balance}`,
    bet: 10,
    win: 0,
    balance,
    outcome: { ...testOutcome(10, 0), multiplier: 0 },
    fairness: { serverSeedHash: 'f'.repeat(64), clientSeed: 'client', nonce: 0 },
    jackpot,
  };
}

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

function stub(rounds: StudioRoundResponse[], session = SESSION) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url === '/api/studio/session') return json(session);
    if (url.startsWith('/api/jackpots')) return json({ jackpots: [POOL] });
    if (url === '/api/studio/round') return json(rounds.shift());
    return new Response(JSON.stringify({ error: { code: 'NOT_FOUND' } }), { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(() => {
  forgetSessionsForTests();
  window.history.replaceState(null, '', '/studio/play/WNF_OIRAN_DREAMS?launch=launch-token-1');
});

describe('the jackpot meter in the game (issue 30)', () => {
  it('takes the pool a round left: its contribution, or the restart after a win', () => {
    expect(poolAfterRound(part(12_345_960))).toBe(12_346);
    // Won: the seed plus the part of a coin the win could not pay.
    expect(poolAfterRound(part(12_345_960, true))).toBe(10_000);
  });

  it("states in the rules what the pool adds to the title's return (its published RTP)", async () => {
    stub([]);
    render(<App />);
    await screen.findByTestId('game-jackpot-meter');
    fireEvent.click(screen.getByRole('button', { name: /rules/i }));
    // 50 bp; seed 10,000, must drop by 50,000: 0.5 % × 60,000 / 40,000 = 0.75 %.
    expect((await screen.findByTestId('rules-jackpot')).textContent).toBe(
      "Grand Jackpot: in real play 0.50% of every stake feeds the progressive jackpot, and any round may win it. It adds 0.75% to the return to player above (the operator also funds the pool's starting amount).",
    );
  });

  it('shows the live pool under the title and moves it after the round is drawn', async () => {
    stub([round(part(12_345_960), 9_990)]);
    render(<App />);
    const meter = await screen.findByTestId('game-jackpot-meter');
    expect(meter.dataset.amount).toBe('12345');
    expect(meter.textContent).toContain('Grand Jackpot: 12,345 coins');

    fireEvent.click(screen.getByTestId('game-play'));
    await waitFor(() => expect(screen.getByTestId('game-balance').dataset.balance).toBe('9990'));
    await waitFor(() => expect(screen.getByTestId('game-jackpot-meter').dataset.amount).toBe('12346'));
    expect(screen.queryByTestId('game-jackpot-win')).toBeNull();
  });

  it('celebrates a jackpot win once the round is drawn, then the pool starts again', async () => {
    stub([round(part(49_999_960, true), 59_990)]);
    render(<App />);
    await screen.findByTestId('game-jackpot-meter');
    fireEvent.click(screen.getByTestId('game-play'));

    const win = await screen.findByTestId('game-jackpot-win');
    // Shown once the round is drawn, with the balance that includes the payout.
    await waitFor(() => expect(screen.getByTestId('game-balance').dataset.balance).toBe('59990'));
    expect(within(win).getByRole('heading').textContent).toBe('JACKPOT!');
    expect(win.textContent).toContain('You won the Grand Jackpot!');
    expect(within(win).getByTestId('game-jackpot-win-amount').textContent).toContain('50,000 coins');
    expect(screen.getByTestId('game-jackpot-meter').dataset.amount).toBe('10000');

    fireEvent.click(within(win).getByRole('button', { name: 'Continue' }));
    expect(screen.queryByTestId('game-jackpot-win')).toBeNull();
  });

  it('shows no meter in demo play (demo rounds neither feed nor win the pool)', async () => {
    const fetchMock = stub([], { ...SESSION, mode: 'demo' });
    render(<App />);
    await screen.findByTestId('game-root');
    expect(screen.queryByTestId('game-jackpot-meter')).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/jackpots'))).toBe(false);
  });
});
