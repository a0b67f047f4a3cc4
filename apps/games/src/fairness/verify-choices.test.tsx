import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hashServerSeed, mathsVersion, type BetInput, type FairInputs, type Outcome } from '@casino/studio';
import type * as Studio from '@casino/studio';
import type { VerifyRoundResponse } from '@casino/contract';
import { ManualForm } from './manual-form.tsx';
import { VerifyPage } from './verify-page.tsx';
import { parseChoices, verifyRecorded } from './verify.ts';

/**
 * Rounds with the player's picks (contract decisions.ts) on the verify page. No catalogue engine asks
 * for a pick yet on this branch, so @casino/studio's computeOutcome answers one game with a small pick
 * game: a board of four multipliers fixed by the seed, the picks choose positions in it.
 */
const PICK_CODE = 'WNF_AZTEC_X';

function pickRound(fair: FairInputs, bet: BetInput, choices: readonly number[]): Outcome {
  const stake = 'bet' in bet ? bet.bet : 0;
  const board = [0, 1, 2, 5].map(
    (m, i) => [m, fair.serverSeed.charCodeAt(i) * 31 + fair.nonce * 7 + i] as const,
  );
  board.sort((a, b) => (a[1] % 11) - (b[1] % 11) || a[0] - b[0]);
  const picked = choices[0];
  const common = { engine: 'slot', step: 'base', stake, multiplier: 0, children: [] };
  if (picked === undefined)
    return {
      ...common,
      win: 0,
      totalWin: 0,
      details: {},
      pending: { kind: 'pick', step: 'pick', options: 4 },
    };
  const win = board[picked]![0] * stake;
  return {
    ...common,
    win,
    totalWin: win,
    multiplier: win / stake,
    details: { board: board.map((b) => b[0]) },
  };
}

vi.mock('@casino/studio', async (importOriginal) => {
  const real = await importOriginal<typeof Studio>();
  return {
    ...real,
    computeOutcome: (code: string, fair: FairInputs, bet: BetInput, choices: readonly number[] = []) =>
      code === PICK_CODE
        ? { ...pickRound(fair, bet, choices), fair: { ...fair, draws: 0 } }
        : real.computeOutcome(code, fair, bet, choices),
  };
});

const SEED = 'a1b2c3d4'.repeat(8);
const FAIR = { serverSeed: SEED, clientSeed: 'lucky', nonce: 3 };

function recorded(choices: number[], autoPickedFrom: number | null = null): VerifyRoundResponse {
  const outcome = pickRound(FAIR, { bet: 10 }, choices);
  return {
    roundId: 'r-pick',
    gameCode: PICK_CODE,
    createdDate: '2026-11-24T12:00:00.000Z',
    serverSeed: SEED,
    serverSeedHash: hashServerSeed(SEED),
    clientSeed: 'lucky',
    nonce: 3,
    betInput: { bet: 10 },
    stake: 10,
    win: outcome.totalWin,
    outcome: outcome as unknown as Record<string, unknown>,
    choices,
    autoPickedFrom,
    pending: false,
    mathsVersion: mathsVersion(PICK_CODE) ?? null,
    currentMathsVersion: mathsVersion(PICK_CODE) ?? null,
    jackpot: null,
  };
}

/** Two positions of the board whose multipliers differ (so a changed pick changes the outcome). */
function differingPicks(): [number, number] {
  const wins = [0, 1, 2, 3].map((i) => pickRound(FAIR, { bet: 10 }, [i]).totalWin);
  const other = wins.findIndex((w) => w !== wins[0]);
  return [0, other];
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('rounds with picks on the verify page', () => {
  it('recomputes a recorded round with its picks; the same record with another pick is a mismatch', () => {
    const [pick, other] = differingPicks();
    expect(verifyRecorded(recorded([pick])).status).toBe('verified');
    expect(verifyRecorded({ ...recorded([pick]), choices: [other] }).status).toBe('mismatch');
    // Without its picks the round recomputes only to the pending board: not the record.
    expect(verifyRecorded({ ...recorded([pick]), choices: [] }).status).toBe('mismatch');
  });

  it('shows the picks and the auto-pick note of a recorded round', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(recorded([0], 0)), { status: 200 })),
    );
    render(<VerifyPage search="?roundId=r-pick&lang=en" />);
    await waitFor(() => expect(screen.getByTestId('verify-status').dataset.status).toBe('verified'));
    expect(screen.getByTestId('verify-choices').textContent).toBe(
      '0 (from pick 1 on, made automatically when time ran out (the first position))',
    );
  });

  it('lets a verifier type the picks by hand; bad picks are refused with a text', async () => {
    const [pick, other] = differingPicks();
    render(<ManualForm initial={recorded([pick])} />);
    const input = screen.getByRole('textbox', { name: /選択/ });
    expect((input as HTMLInputElement).value).toBe(String(pick));
    fireEvent.change(input, { target: { value: String(other) } });
    fireEvent.click(screen.getByTestId('verify-recompute'));
    const expected = pickRound(FAIR, { bet: 10 }, [other]).totalWin;
    expect(screen.getByTestId('verify-manual-result').textContent).toContain(`再計算した払い戻し`);
    expect(screen.getByTestId('verify-manual-result').textContent).toContain(String(expected));
    fireEvent.change(input, { target: { value: '1, x' } });
    fireEvent.click(screen.getByTestId('verify-recompute'));
    expect(screen.getByTestId('verify-manual-result').textContent).toContain('選択は0以上の整数');
  });

  it('parses typed picks', () => {
    expect(parseChoices('')).toEqual([]);
    expect(parseChoices(' 2, 0 ,13')).toEqual([2, 0, 13]);
    expect(parseChoices('1,,2')).toBeNull();
    expect(parseChoices('-1')).toBeNull();
    expect(parseChoices('1.5')).toBeNull();
  });
});
