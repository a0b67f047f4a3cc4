import type { Rng } from '../rng.ts';
import { BetError, makeOutcome, slipTotal, type Channel, type Outcome, type RtpReport } from '../types.ts';

/**
 * Punto banco, 8 decks (416 cards), standard tableau. Each round deals from a freshly shuffled shoe:
 * cards are taken by a Fisher–Yates shuffle run lazily from the top (position i swaps with a uniform
 * position in [i, 416)), which gives exactly the first cards of a full Fisher–Yates shuffle.
 * Order: player, banker, player, banker, then the third cards.
 *
 * Pays (total return): player 2×, banker 1.95× (banker bets must be multiples of 20 coins, so the
 * 5 % commission is always a whole number of coins), tie 9× (8:1), player/banker pair 12× (11:1);
 * player and banker bets are returned on a tie.
 *
 * "Exact RTP" means exact for a freshly shuffled 8-deck shoe: every card sequence is enumerated by
 * value with the finite-shoe removal probabilities (no infinite-deck approximation).
 */
export interface BaccaratConfig {
  decks: number;
  pacing: 'standard' | 'speed';
}

export const BACCARAT_SPOTS = ['player', 'banker', 'tie', 'player_pair', 'banker_pair'] as const;
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['S', 'H', 'D', 'C'];

export interface Card {
  rank: string;
  suit: string;
  value: number;
  /** Index 0..12 (A..K). */
  rankIndex: number;
}

export interface BaccaratDetails {
  player: Card[];
  banker: Card[];
  playerTotal: number;
  bankerTotal: number;
  result: 'player' | 'banker' | 'tie';
  playerPair: boolean;
  bankerPair: boolean;
  bets: Record<string, number>;
  spotWins: Record<string, number>;
}

const cardValue = (rankIndex: number): number => (rankIndex >= 9 ? 0 : rankIndex + 1);

/** Banker's third-card rule: does the banker draw, given its total and the player's third card value (or -1)? */
export function bankerDraws(bankerTotal: number, playerThird: number): boolean {
  if (playerThird < 0) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}

export function playBaccarat(
  cfg: BaccaratConfig,
  rng: Rng,
  bets: Record<string, number>,
): Outcome<BaccaratDetails> {
  const stake = slipTotal(bets, (s) => (BACCARAT_SPOTS as readonly string[]).includes(s));
  if (bets.banker !== undefined && bets.banker % 20 !== 0)
    throw new BetError('banker bets must be multiples of 20 coins');
  const size = cfg.decks * 52;
  const swapped = new Map<number, number>();
  let dealt = 0;
  const deal = (): Card => {
    const j = dealt + rng.int(size - dealt);
    const atJ = swapped.get(j) ?? j;
    swapped.set(j, swapped.get(dealt) ?? dealt);
    dealt++;
    const rankIndex = atJ % 13;
    return {
      rank: RANKS[rankIndex]!,
      suit: SUITS[Math.floor(atJ / 13) % 4]!,
      value: cardValue(rankIndex),
      rankIndex,
    };
  };
  const player = [deal()];
  const banker = [deal()];
  player.push(deal());
  banker.push(deal());
  const total = (cards: Card[]) => cards.reduce((a, c) => a + c.value, 0) % 10;
  let pt = total(player);
  let bt = total(banker);
  if (pt < 8 && bt < 8) {
    let third = -1;
    if (pt <= 5) {
      const c = deal();
      player.push(c);
      third = c.value;
      pt = total(player);
    }
    if (bankerDraws(bt, third)) {
      banker.push(deal());
      bt = total(banker);
    }
  }
  const result = pt > bt ? 'player' : bt > pt ? 'banker' : 'tie';
  const playerPair = player[0]!.rankIndex === player[1]!.rankIndex;
  const bankerPair = banker[0]!.rankIndex === banker[1]!.rankIndex;
  const spotWins: Record<string, number> = {};
  let win = 0;
  for (const [spot, amount] of Object.entries(bets)) {
    let w = 0;
    if (spot === 'player') w = result === 'player' ? 2 * amount : result === 'tie' ? amount : 0;
    else if (spot === 'banker')
      w = result === 'banker' ? amount + (amount / 20) * 19 : result === 'tie' ? amount : 0;
    else if (spot === 'tie') w = result === 'tie' ? 9 * amount : 0;
    else if (spot === 'player_pair') w = playerPair ? 12 * amount : 0;
    else if (spot === 'banker_pair') w = bankerPair ? 12 * amount : 0;
    spotWins[spot] = w;
    win += w;
  }
  return makeOutcome('baccarat', 'hand', stake, win, {
    player,
    banker,
    playerTotal: pt,
    bankerTotal: bt,
    result,
    playerPair,
    bankerPair,
    bets,
    spotWins,
  });
}

export interface BaccaratProbabilities {
  player: number;
  banker: number;
  tie: number;
  pair: number;
}

const probCache = new Map<number, BaccaratProbabilities>();

/** Exact outcome probabilities for a fresh shoe of `decks` decks, by enumeration over card values. */
export function baccaratProbabilities(decks: number): BaccaratProbabilities {
  const hit = probCache.get(decks);
  if (hit) return hit;
  const counts = [16 * decks, ...new Array<number>(9).fill(4 * decks)]; // value 0 (10, J, Q, K) and 1..9
  let remaining = 52 * decks;
  const acc = { player: 0, banker: 0, tie: 0 };
  const draw = (p: number, f: (v: number, q: number) => void) => {
    for (let v = 0; v < 10; v++) {
      const c = counts[v]!;
      if (c === 0) continue;
      const q = (p * c) / remaining;
      counts[v] = c - 1;
      remaining--;
      f(v, q);
      remaining++;
      counts[v] = c;
    }
  };
  const settle = (pt: number, bt: number, q: number) => {
    if (pt > bt) acc.player += q;
    else if (bt > pt) acc.banker += q;
    else acc.tie += q;
  };
  draw(1, (p1, q1) =>
    draw(q1, (b1, q2) =>
      draw(q2, (p2, q3) =>
        draw(q3, (b2, q4) => {
          const pt = (p1 + p2) % 10;
          const bt = (b1 + b2) % 10;
          if (pt >= 8 || bt >= 8) return settle(pt, bt, q4);
          if (pt <= 5) {
            draw(q4, (p3, q5) => {
              const pt3 = (pt + p3) % 10;
              if (bankerDraws(bt, p3)) draw(q5, (b3, q6) => settle(pt3, (bt + b3) % 10, q6));
              else settle(pt3, bt, q5);
            });
          } else if (bankerDraws(bt, -1)) draw(q4, (b3, q5) => settle(pt, (bt + b3) % 10, q5));
          else settle(pt, bt, q4);
        }),
      ),
    ),
  );
  const n = 52 * decks;
  const per = 4 * decks;
  const result = { ...acc, pair: (13 * per * (per - 1)) / (n * (n - 1)) };
  probCache.set(decks, result);
  return result;
}

export function baccaratRtp(cfg: BaccaratConfig): RtpReport {
  const p = baccaratProbabilities(cfg.decks);
  const perBet = {
    banker: 1.95 * p.banker + p.tie,
    player: 2 * p.player + p.tie,
    tie: 9 * p.tie,
    player_pair: 12 * p.pair,
    banker_pair: 12 * p.pair,
  };
  return { reference: perBet.banker, perBet };
}

export function baccaratChannels(): Channel[] {
  return [{ name: 'first card rank', labels: RANKS, probabilities: new Array<number>(13).fill(1 / 13) }];
}

export function baccaratObserve(_cfg: BaccaratConfig, o: Outcome): number[][] {
  return [[(o.details as BaccaratDetails).player[0]!.rankIndex]];
}
