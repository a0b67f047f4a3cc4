import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { hashServerSeed, mathsVersion, computeOutcome } from '@casino/studio';
import type { VerifyRoundResponse } from '@casino/contract';
import { verifyRecorded } from './verify.ts';
import { VerifyPage } from './verify-page.tsx';

const CT = 'EVO_LIVE_CRAZY_TIME';
const SEED = 'd'.repeat(64);
const bets = { cash_hunt: 5 };

/** A settled Cash Hunt round the player answered with target `pick`, as the verify endpoint returns it. */
function cashHunt(pick: number): VerifyRoundResponse {
  for (let nonce = 0; nonce < 5000; nonce++) {
    const fair = { serverSeed: SEED, clientSeed: 'pick', nonce };
    const outcome = computeOutcome(CT, fair, { bets }, [pick]);
    if ((outcome.details as { result: string }).result !== 'cash_hunt') continue;
    return {
      roundId: 'r-pick',
      gameCode: CT,
      createdDate: '2026-11-25T00:00:00.000Z',
      serverSeed: SEED,
      serverSeedHash: hashServerSeed(SEED),
      clientSeed: 'pick',
      nonce,
      betInput: { bets },
      stake: outcome.stake,
      win: outcome.totalWin,
      outcome: JSON.parse(JSON.stringify(outcome)) as Record<string, unknown>,
      choices: [pick],
      autoPickedFrom: null,
      pending: false,
      mathsVersion: mathsVersion(CT) ?? null,
      currentMathsVersion: mathsVersion(CT) ?? null,
      jackpot: null,
    };
  }
  throw new Error('no Cash Hunt round');
}

describe('verifying a Cash Hunt round recomputes it with the player’s pick', () => {
  it('verified with the recorded pick; another pick is a mismatch', () => {
    const round = cashHunt(17);
    expect(verifyRecorded(round).status).toBe('verified');
    expect(verifyRecorded({ ...round, choices: [18] }).status).toBe('mismatch');
  });

  it('the verify page tells the target the player picked', async () => {
    const round = cashHunt(17);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(round), { status: 200 })),
    );
    render(<VerifyPage search="?roundId=r-pick" />);
    await waitFor(() => expect(screen.getByTestId('verify-status').dataset.status).toBe('verified'));
    const value = (round.outcome.children as { details: { trace: { hidden: number[] } } }[])[0]!.details.trace
      .hidden[17];
    expect(screen.getByTestId('verify-bonus-trace').textContent).toContain(`18`);
    expect(screen.getByTestId('verify-bonus-trace').textContent).toContain(`×${value}`);
  });
});
