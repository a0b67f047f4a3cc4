import { describe, expect, it } from 'vitest';
import type { RoundJackpot } from '@casino/contract';
import { jackpotDrawHex, resolveJackpot } from '@casino/studio';
import { checkJackpot, jackpotChance } from './jackpot-check.ts';

const SEED = 'e'.repeat(64);
const FAIR = { serverSeed: SEED, clientSeed: 'lucky', nonce: 7 };
const TERMS = { shareBp: 50, seed: 10_000_000, mustDropBy: 50_000_000 };

/** What the server records for a round of `stake` coins with the pool at `before` milli-coins. */
function part(before: number, stake = 100, terms = TERMS): RoundJackpot {
  const draw = resolveJackpot(jackpotDrawHex(FAIR), before, stake, terms);
  return {
    jackpotId: 'grand',
    ...terms,
    before,
    contribution: draw.contribution,
    draw: draw.draw,
    won: draw.won,
    payout: draw.payout,
  };
}

const round = (jackpot: RoundJackpot | null, serverSeed: string | null = SEED) => ({
  jackpot,
  serverSeed,
  clientSeed: FAIR.clientSeed,
  nonce: FAIR.nonce,
  stake: 100,
});

describe('the jackpot check of the verify page (issue 30)', () => {
  it('recomputes a round that did not win: every field matches', () => {
    const check = checkJackpot(round(part(12_000_000)))!;
    expect(check.status).toBe('verified');
    expect(check.recomputed).toMatchObject({ contribution: 500, won: false, payout: 0 });
    expect(check.fields.map((field) => [field.key, field.ok])).toEqual([
      ['draw', true],
      ['contribution', true],
      ['won', true],
      ['payout', true],
    ]);
  });

  it('recomputes a round that had to drop (the pool reached the must-drop-by amount)', () => {
    const recorded = part(49_999_800);
    expect(recorded).toMatchObject({ won: true, payout: 50_000 });
    const check = checkJackpot(round(recorded))!;
    expect(check.status).toBe('verified');
    expect(jackpotChance(recorded)).toBe(1);
  });

  it('is a mismatch when the recorded draw, result or payout was altered', () => {
    const recorded = part(12_000_000);
    expect(checkJackpot(round({ ...recorded, draw: '0'.repeat(16) }))!.status).toBe('mismatch');
    expect(checkJackpot(round({ ...recorded, won: true, payout: 12_000 }))!.status).toBe('mismatch');
    expect(checkJackpot(round({ ...recorded, contribution: 999 }))!.status).toBe('mismatch');
  });

  it('waits for the seed, and has nothing to check on a round that took no part', () => {
    expect(checkJackpot(round(part(12_000_000), null))!.status).toBe('pending');
    expect(checkJackpot(round(null))).toBeNull();
  });

  it('states the chance as contribution / (must-drop-by − before)', () => {
    expect(jackpotChance(part(10_000_000))).toBeCloseTo(500 / 40_000_000);
  });
});
