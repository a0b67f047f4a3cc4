import { FairRng, type FairInputs } from '../fair.ts';
import type { Rng } from '../rng.ts';

/**
 * Baccarat's shoe, with no server state beyond the seeds.
 *
 * A shoe is `decks × 52` cards (card id c: rank c mod 13 = A…K, suit ⌊c/13⌋ mod 4 = S, H, D, C) put in
 * order by the engine's Fisher–Yates (`Rng.shuffle`), then the cut card: it sits in front of the last
 * C cards, C = lo + int(hi − lo + 1) with lo = round(14 % of the shoe), hi = round(16 %) (58…67 of 416).
 * Then the burn: the first card is turned face up and as many cards as its value are burned
 * (A = 1, 2–9 their pips, 10/J/Q/K = 10). Hands are dealt in sequence from there (player, banker, player,
 * banker, then the third cards); the hand during which the cut card comes out (it deals the card just
 * behind the cut card) is finished and is the shoe's last hand.
 *
 * Provably fair: the shoes of a (serverSeed, clientSeed) pair tile the nonce line from nonce 0. The
 * shoe starting at nonce s is shuffled by the round generator of (serverSeed, clientSeed, s); hand k
 * (1-based) of that shoe belongs to nonce s + k − 1; when a shoe has H hands the next one starts at
 * s + H. So the round at nonce n is found by dealing the shoes before it and the earlier hands of its
 * own shoe, none of which depends on bets: any round is recomputed from its own three inputs. Hands
 * whose nonce went to another game (the seed pair is shared by all games) were played at the table
 * without the player, as in a casino; the roads show them. A server-seed rotation starts at nonce 0:
 * a new shoe. A new client seed makes a different chain of shoes: the next round is dealt from that
 * chain's shoe at its nonce (you change tables), so nothing of the old shoe carries over.
 */
export interface ShoeCard {
  rank: string;
  suit: string;
  value: number;
  /** Index 0..12 (A..K). */
  rankIndex: number;
}

export interface ShoeHandResult {
  result: 'player' | 'banker' | 'tie';
  playerTotal: number;
  bankerTotal: number;
  playerPair: boolean;
  bankerPair: boolean;
  /** A two-card 8 or 9 on either side. */
  natural: boolean;
}

export interface DealtHand extends ShoeHandResult {
  player: ShoeCard[];
  banker: ShoeCard[];
}

export interface Shoe {
  size: number;
  /** Card ids in dealing order. */
  order: number[];
  /** Index in `order` of the first card behind the cut card. */
  cutIndex: number;
  /** The face-up first card, then the burned cards. */
  burn: ShoeCard[];
  /** Index of the first card of the first hand. */
  firstHandAt: number;
}

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['S', 'H', 'D', 'C'];

export const cardOf = (id: number): ShoeCard => {
  const rankIndex = id % 13;
  return {
    rank: RANKS[rankIndex]!,
    suit: SUITS[Math.floor(id / 13) % 4]!,
    value: rankIndex >= 9 ? 0 : rankIndex + 1,
    rankIndex,
  };
};

/** The cut card's range: how many cards stay behind it (14 % … 16 % of the shoe, rounded). */
export function cutRange(size: number): [number, number] {
  return [Math.round(size * 0.14), Math.round(size * 0.16)];
}

/** Shuffles a shoe with `rng` (see the module comment for the exact draws). */
export function shuffleShoe(decks: number, rng: Rng): Shoe {
  const size = decks * 52;
  const order = rng.shuffle(Array.from({ length: size }, (_, i) => i));
  const [lo, hi] = cutRange(size);
  const behind = lo + rng.int(hi - lo + 1);
  const faceUp = cardOf(order[0]!);
  const burnCount = faceUp.rankIndex >= 9 ? 10 : faceUp.rankIndex + 1;
  const burn = order.slice(0, 1 + burnCount).map(cardOf);
  return { size, order, cutIndex: size - behind, burn, firstHandAt: 1 + burnCount };
}

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

/** A two-card total at or above this is a natural: nobody draws. */
export const NATURAL_AT = 8;
/** Without a natural, the player draws a third card at or below this total. */
export const PLAYER_DRAWS_AT_MOST = 5;

const handTotal = (cards: ShoeCard[]) => cards.reduce((a, c) => a + c.value, 0) % 10;

/** Deals one hand by the tableau from `next()`. */
export function dealHand(next: () => ShoeCard): DealtHand {
  const player = [next()];
  const banker = [next()];
  player.push(next());
  banker.push(next());
  let playerTotal = handTotal(player);
  let bankerTotal = handTotal(banker);
  const natural = playerTotal >= NATURAL_AT || bankerTotal >= NATURAL_AT;
  if (!natural) {
    let third = -1;
    if (playerTotal <= PLAYER_DRAWS_AT_MOST) {
      const c = next();
      player.push(c);
      third = c.value;
      playerTotal = handTotal(player);
    }
    if (bankerDraws(bankerTotal, third)) {
      banker.push(next());
      bankerTotal = handTotal(banker);
    }
  }
  return {
    player,
    banker,
    playerTotal,
    bankerTotal,
    result: playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie',
    playerPair: player[0]!.rankIndex === player[1]!.rankIndex,
    bankerPair: banker[0]!.rankIndex === banker[1]!.rankIndex,
    natural,
  };
}

/** Deals the hand starting at card `at`; `cutOut` when it dealt the card behind the cut card. */
export function dealAt(shoe: Shoe, at: number): { hand: DealtHand; next: number; cutOut: boolean } {
  let pos = at;
  const hand = dealHand(() => cardOf(shoe.order[pos++]!));
  return { hand, next: pos, cutOut: pos > shoe.cutIndex };
}

export const summary = (h: DealtHand): ShoeHandResult => ({
  result: h.result,
  playerTotal: h.playerTotal,
  bankerTotal: h.bankerTotal,
  playerPair: h.playerPair,
  bankerPair: h.bankerPair,
  natural: h.natural,
});

/** Every hand of a shoe, to the one during which the cut card comes out. */
export function dealShoe(shoe: Shoe): { hands: ShoeHandResult[]; ends: number[] } {
  const hands: ShoeHandResult[] = [];
  const ends: number[] = [];
  let pos = shoe.firstHandAt;
  for (;;) {
    const d = dealAt(shoe, pos);
    hands.push(summary(d.hand));
    ends.push(d.next);
    pos = d.next;
    if (d.cutOut) return { hands, ends };
  }
}

/** The state of the table for one round: its hand and where the shoe stands. */
export interface ShoeRound {
  hand: DealtHand;
  /** 1-based number of the hand in its shoe. */
  handNumber: number;
  /** Nonce of the shoe's first hand (fair rounds only). */
  shoeStartNonce: number | null;
  burn: ShoeCard[];
  /** Cards out of the shoe after this hand (burn included). */
  cardsDealt: number;
  cardsLeft: number;
  cutCardOut: boolean;
  /** The shoe's last hand: the cut card came out, or the shoe is retired at the end of its epoch. */
  lastHand: boolean;
  /** Results of the shoe's earlier hands, in order (for the roads). */
  history: ShoeHandResult[];
}

function roundOf(shoe: Shoe, handIndex: number, shoeStartNonce: number | null): ShoeRound {
  const history: ShoeHandResult[] = [];
  let pos = shoe.firstHandAt;
  for (let k = 0; ; k++) {
    const d = dealAt(shoe, pos);
    if (k === handIndex || d.cutOut) {
      if (k !== handIndex) throw new Error(`hand ${handIndex} is past the cut card`);
      return {
        hand: d.hand,
        handNumber: k + 1,
        shoeStartNonce,
        burn: shoe.burn,
        cardsDealt: d.next,
        cardsLeft: shoe.size - d.next,
        cutCardOut: d.cutOut,
        lastHand: d.cutOut,
        history,
      };
    }
    history.push(summary(d.hand));
    pos = d.next;
  }
}

/**
 * Every SHOE_EPOCH nonces a fresh shoe starts whatever the shoe in play (it is retired unfinished, as
 * when a table changes shoes): it bounds what a verifier deals to recompute one round (≤ 1 000 hands).
 */
export const SHOE_EPOCH = 1000;

/** Known shoe starts of a seed pair's epoch (a pure memo: every entry is recomputable from the seeds). */
interface Chain {
  starts: number[];
  hands: number[];
  /** The last shoe dealt from (consecutive rounds share it). */
  shoe?: { start: number; shoe: Shoe };
}
const chains = new Map<string, Chain>();
const CHAIN_MEMO_LIMIT = 256;

function chainOf(fair: FairInputs, epochStart: number): Chain {
  const key = `${fair.serverSeed}:${fair.clientSeed}:${epochStart}`;
  let chain = chains.get(key);
  if (chain) {
    chains.delete(key); // most recently used goes last
  } else {
    chain = { starts: [], hands: [] };
    if (chains.size >= CHAIN_MEMO_LIMIT) chains.delete(chains.keys().next().value!);
  }
  chains.set(key, chain);
  return chain;
}

/** The shoe starting at `nonce` of a seed pair. */
export function fairShoe(decks: number, fair: Omit<FairInputs, 'nonce'>, nonce: number): Shoe {
  return shuffleShoe(decks, new FairRng({ ...fair, nonce }));
}

/** The round at `fair.nonce`: finds its shoe on the nonce line (see the module comment) and deals it. */
export function fairShoeRound(decks: number, fair: FairInputs): ShoeRound {
  const epochStart = fair.nonce - (fair.nonce % SHOE_EPOCH);
  const chain = chainOf(fair, epochStart);
  let start = epochStart;
  for (let i = 0; ; i++) {
    if (i === chain.starts.length) {
      chain.starts.push(start);
      chain.hands.push(dealShoe(fairShoe(decks, fair, start)).hands.length);
    }
    const hands = chain.hands[i]!;
    if (fair.nonce < start + hands) {
      if (chain.shoe?.start !== start) chain.shoe = { start, shoe: fairShoe(decks, fair, start) };
      const round = roundOf(chain.shoe.shoe, fair.nonce - start, start);
      return { ...round, lastHand: round.cutCardOut || fair.nonce === epochStart + SHOE_EPOCH - 1 };
    }
    start += hands;
  }
}

/** Simulations (no seeds): one running shoe per generator, replaced after the cut card's hand. */
const simShoes = new WeakMap<Rng, { shoe: Shoe; pos: number; history: ShoeHandResult[] }>();

export function simulatedShoeRound(decks: number, rng: Rng): ShoeRound {
  let state = simShoes.get(rng);
  if (!state) {
    const shoe = shuffleShoe(decks, rng);
    state = { shoe, pos: shoe.firstHandAt, history: [] };
    simShoes.set(rng, state);
  }
  const { shoe, pos, history } = state;
  const d = dealAt(shoe, pos);
  const round: ShoeRound = {
    hand: d.hand,
    handNumber: history.length + 1,
    shoeStartNonce: null,
    burn: shoe.burn,
    cardsDealt: d.next,
    cardsLeft: shoe.size - d.next,
    cutCardOut: d.cutOut,
    lastHand: d.cutOut,
    history: history.slice(),
  };
  if (d.cutOut) simShoes.delete(rng);
  else {
    history.push(summary(d.hand));
    state.pos = d.next;
  }
  return round;
}
