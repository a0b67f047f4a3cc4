import { baccaratDetailsSchema } from '@casino/contract';
import { describe, expect, it } from 'vitest';
import { computeOutcome } from '../catalogue.ts';
import { FairRng } from '../fair.ts';
import { ScriptedRng, Xoshiro128 } from '../rng.ts';
import { NO_CHOICES } from '../types.ts';
import { baccaratRtp, playBaccarat, type BaccaratDetails } from './baccarat.ts';
import { cutRange, dealShoe, fairShoe, fairShoeRound, shuffleShoe } from './baccarat-shoe.ts';

const CODE = 'EVO_LIVE_JAPANESE_SPEED_BACCARAT';
const SEEDS = { serverSeed: '3'.repeat(64), clientSeed: 'shoe-test' };
const BET = { bets: { banker: 20 } };

describe('baccarat shoe', () => {
  it('is a permutation of 8 decks with the cut card 14–16 % from the back and the burn by the face-up card', () => {
    expect(cutRange(416)).toEqual([58, 67]);
    for (let i = 0; i < 50; i++) {
      const shoe = shuffleShoe(8, new Xoshiro128(`perm-${i}`));
      expect([...shoe.order].sort((a, b) => a - b)).toEqual(Array.from({ length: 416 }, (_, k) => k));
      const behind = shoe.size - shoe.cutIndex;
      expect(behind).toBeGreaterThanOrEqual(58);
      expect(behind).toBeLessThanOrEqual(67);
      const faceUp = shoe.burn[0]!;
      const burned = faceUp.rankIndex >= 9 ? 10 : faceUp.rankIndex + 1;
      expect(shoe.burn).toHaveLength(1 + burned);
      expect(shoe.firstHandAt).toBe(1 + burned);
    }
  });

  it('the burn follows the face-up card: a 10 burns ten, an ace burns one', () => {
    // Shuffle draws: i = 415 … 1 pick j = int(i + 1); all zeros swap each card with position 0 in turn.
    const zeros = new Array<number>(415).fill(0);
    // order[0] ends as card 1 (an ace of spades is card 0; card 1 is a 2): with all j = 0 the first card
    // is the one from position 1, rank index 1 → burns 2.
    const shoe = shuffleShoe(8, new ScriptedRng([...zeros, 0]));
    expect(shoe.burn[0]!.rank).toBe('2');
    expect(shoe.burn).toHaveLength(3);
    expect(shoe.size - shoe.cutIndex).toBe(58);
  });

  it('deals hands in sequence to the cut card; the cut card hand is the last', () => {
    for (let i = 0; i < 20; i++) {
      const shoe = shuffleShoe(8, new Xoshiro128(`deal-${i}`));
      const { hands, ends } = dealShoe(shoe);
      expect(hands.length).toBeGreaterThan(50);
      expect(hands.length).toBeLessThan(90);
      expect(ends.slice(0, -1).every((e) => e <= shoe.cutIndex)).toBe(true);
      expect(ends.at(-1)!).toBeGreaterThan(shoe.cutIndex);
    }
  });

  it('a fair round is its shoe on the nonce line: deterministic, independent of bets, shoes tile the nonces', () => {
    const first = dealShoe(fairShoe(8, SEEDS, 0)).hands;
    const hands = first.length;
    for (let n = 0; n < hands + 3; n++) {
      const r = fairShoeRound(8, { ...SEEDS, nonce: n });
      const inFirst = n < hands;
      expect(r.shoeStartNonce).toBe(inFirst ? 0 : hands);
      expect(r.handNumber).toBe(inFirst ? n + 1 : n - hands + 1);
      expect(r.cutCardOut).toBe(n === hands - 1);
      expect(r.lastHand).toBe(n === hands - 1);
      if (inFirst) expect(r.history).toEqual(first.slice(0, n));
      expect(r.cardsDealt + r.cardsLeft).toBe(416);
    }
    // The same round again (a verify page) and with other bets: the same cards.
    const a = computeOutcome(CODE, { ...SEEDS, nonce: 7 }, BET).details as BaccaratDetails;
    const b = computeOutcome(CODE, { ...SEEDS, nonce: 7 }, { bets: { player: 20, tie: 40 } })
      .details as BaccaratDetails;
    expect(b.player).toEqual(a.player);
    expect(b.banker).toEqual(a.banker);
    expect(b.shoe).toEqual(a.shoe);
    expect(baccaratDetailsSchema.parse(a)).toEqual(a);
  });

  it('the shoe of a seed pair is shuffled from (serverSeed, clientSeed, first nonce): a new pair is another shoe', () => {
    const shoe = fairShoe(8, SEEDS, 0);
    expect(shoe).toEqual(shuffleShoe(8, new FairRng({ ...SEEDS, nonce: 0 })));
    const otherClient = fairShoeRound(8, { ...SEEDS, clientSeed: 'changed', nonce: 0 });
    const same = fairShoeRound(8, { ...SEEDS, nonce: 0 });
    expect(otherClient.hand).not.toEqual(same.hand);
    expect(same.handNumber).toBe(1);
  });

  it('rounds far up the nonce line stay recomputable (memo is only a cache)', () => {
    const r = fairShoeRound(8, { ...SEEDS, clientSeed: 'far', nonce: 2000 });
    const again = fairShoeRound(8, { ...SEEDS, clientSeed: 'far', nonce: 2000 });
    expect(again).toEqual(r);
    // 2000 is an epoch boundary: a fresh shoe, whatever was in play.
    expect(r.shoeStartNonce).toBe(2000);
    expect(r.handNumber).toBe(1);
    const before = fairShoeRound(8, { ...SEEDS, clientSeed: 'far', nonce: 1999 });
    expect(before.lastHand).toBe(true);
    const mid = fairShoeRound(8, { ...SEEDS, clientSeed: 'far', nonce: 1500 });
    expect(mid.shoeStartNonce!).toBeGreaterThanOrEqual(1000);
    expect(mid.shoeStartNonce! + mid.handNumber - 1).toBe(1500);
  });

  it('simulations deal consecutive hands from one running shoe per generator', () => {
    const rng = new Xoshiro128('sim-shoe');
    let shoes = 0;
    let last = 0;
    for (let i = 0; i < 400; i++) {
      const d = playBaccarat({ decks: 8, pacing: 'speed' }, rng, { banker: 20 }, NO_CHOICES).details;
      if (d.shoe.handNumber === 1) shoes++;
      else expect(d.shoe.handNumber).toBe(last + 1);
      expect(d.shoe.history).toHaveLength(d.shoe.handNumber - 1);
      last = d.shoe.handNumber;
    }
    expect(shoes).toBeGreaterThanOrEqual(5);
  });

  it('RTP across whole shoes: banker and player within 4 σ of the published fresh-shoe values', () => {
    // 3 000 shoes ≈ 215 000 hands; the per-hand standard deviation of a banker bet is ≈ 0.93 and of a
    // player bet ≈ 0.95, so 4 σ of the mean is ≈ 0.008 (consecutive hands of a shoe are close to
    // independent; the interval is generous for that).
    const exact = baccaratRtp({ decks: 8, pacing: 'speed' }).perBet;
    const rng = new Xoshiro128('rtp-across-shoes');
    let shoes = 0;
    let n = 0;
    const sum = { banker: 0, player: 0 };
    const sq = { banker: 0, player: 0 };
    while (shoes < 3000) {
      const d = playBaccarat({ decks: 8, pacing: 'speed' }, rng, { banker: 20, player: 20 }).details;
      const b = d.spotWins.banker! / 20;
      const p = d.spotWins.player! / 20;
      sum.banker += b;
      sum.player += p;
      sq.banker += b * b;
      sq.player += p * p;
      n++;
      if (d.shoe.cutCardOut) shoes++;
    }
    for (const bet of ['banker', 'player'] as const) {
      const mean = sum[bet] / n;
      const sd = Math.sqrt(sq[bet] / n - mean * mean);
      expect(Math.abs(mean - exact[bet]!), bet).toBeLessThan((4 * sd) / Math.sqrt(n));
    }
  });
});
