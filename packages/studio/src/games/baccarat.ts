import type { Rng } from '../rng.ts';
import {
  BetError,
  makeOutcome,
  NO_CHOICES,
  slipTotal,
  type Channel,
  type Outcome,
  type PlayContext,
  type RtpReport,
} from '../types.ts';
import {
  bankerDraws,
  fairShoeRound,
  simulatedShoeRound,
  type ShoeCard,
  type ShoeRound,
} from './baccarat-shoe.ts';

export { bankerDraws } from './baccarat-shoe.ts';

/**
 * Punto banco, 8 decks (416 cards), standard tableau, dealt from a real shoe (baccarat-shoe.ts: the
 * shuffle, the cut card, the burn, hands in sequence to the cut card, and how a fair round finds its
 * shoe from its seeds and nonce alone).
 *
 * Pays (total return): player 2×, banker 1.95× (banker bets must be multiples of 20 coins, so the
 * 5 % commission is always a whole number of coins), tie 9× (8:1), player/banker pair 12× (11:1);
 * player and banker bets are returned on a tie.
 *
 * "Exact RTP" means exact for the first hand of a freshly shuffled 8-deck shoe: every card sequence is
 * enumerated by value with the finite-shoe removal probabilities. Deeper into a shoe the edge of a
 * hand depends on the cards already out; over whole shoes the average stays within a simulation
 * interval of the published value (games.test.ts, baccarat-shoe.test.ts).
 */
export interface BaccaratConfig {
  decks: number;
  pacing: 'standard' | 'speed';
}

export const BACCARAT_SPOTS = ['player', 'banker', 'tie', 'player_pair', 'banker_pair'] as const;
export type BaccaratSpot = (typeof BACCARAT_SPOTS)[number];

/** Banker bets are multiples of this many coins, so that the 5 % commission is whole coins. */
export const BANKER_BET_UNIT = 20;

/**
 * The pay rule of each spot, as the engine reads it and the published maths shows it (maths-rules.ts):
 * a bet that wins returns amount × returns[0] / returns[1] (stake included); `pushOnTie` bets are
 * returned (amount) when the hand is a tie; anything else returns 0.
 */
export const BACCARAT_PAYS: Readonly<
  Record<
    BaccaratSpot,
    {
      wins: 'player' | 'banker' | 'tie' | 'playerPair' | 'bankerPair';
      returns: readonly [number, number];
      pushOnTie: boolean;
    }
  >
> = {
  player: { wins: 'player', returns: [2, 1], pushOnTie: true },
  banker: { wins: 'banker', returns: [39, 20], pushOnTie: true },
  tie: { wins: 'tie', returns: [9, 1], pushOnTie: false },
  player_pair: { wins: 'playerPair', returns: [12, 1], pushOnTie: false },
  banker_pair: { wins: 'bankerPair', returns: [12, 1], pushOnTie: false },
};
export type Card = ShoeCard;

export interface BaccaratDetails {
  player: Card[];
  banker: Card[];
  playerTotal: number;
  bankerTotal: number;
  result: 'player' | 'banker' | 'tie';
  playerPair: boolean;
  bankerPair: boolean;
  /** A two-card 8 or 9 on either side. */
  natural: boolean;
  bets: Record<string, number>;
  spotWins: Record<string, number>;
  /** Where the shoe stands (what the table shows): see baccarat-shoe.ts. */
  shoe: Omit<ShoeRound, 'hand'>;
}

export function playBaccarat(
  cfg: BaccaratConfig,
  rng: Rng,
  bets: Record<string, number>,
  context: PlayContext = NO_CHOICES,
): Outcome<BaccaratDetails> {
  const stake = slipTotal(bets, (s) => (BACCARAT_SPOTS as readonly string[]).includes(s));
  if (bets.banker !== undefined && bets.banker % BANKER_BET_UNIT !== 0)
    throw new BetError(`banker bets must be multiples of ${BANKER_BET_UNIT} coins`);
  const table = context.fair ? fairShoeRound(cfg.decks, context.fair) : simulatedShoeRound(cfg.decks, rng);
  const { hand, ...shoe } = table;
  const { result, playerPair, bankerPair } = hand;
  const spotWins: Record<string, number> = {};
  let win = 0;
  for (const [spot, amount] of Object.entries(bets)) {
    const pay = Object.hasOwn(BACCARAT_PAYS, spot) ? BACCARAT_PAYS[spot as BaccaratSpot] : undefined;
    let w = 0;
    if (pay) {
      const won =
        pay.wins === 'playerPair' ? playerPair : pay.wins === 'bankerPair' ? bankerPair : result === pay.wins;
      // Exact: banker amounts are multiples of 20, every other ratio is whole.
      if (won) w = (amount * pay.returns[0]) / pay.returns[1];
      else if (pay.pushOnTie && result === 'tie') w = amount;
    }
    spotWins[spot] = w;
    win += w;
  }
  return makeOutcome('baccarat', 'hand', stake, win, { ...hand, bets, spotWins, shoe });
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
  return [
    {
      name: 'first card rank',
      labels: ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'],
      probabilities: new Array<number>(13).fill(1 / 13),
    },
  ];
}

export function baccaratObserve(_cfg: BaccaratConfig, o: Outcome): number[][] {
  return [[(o.details as BaccaratDetails).player[0]!.rankIndex]];
}
