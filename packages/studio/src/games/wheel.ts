import type { Rng } from '../rng.ts';
import { weightTotal } from '../rng.ts';
import {
  NO_CHOICES,
  makeOutcome,
  slipTotal,
  type Channel,
  type Outcome,
  type PendingDecision,
  type PlayContext,
  type RtpReport,
} from '../types.ts';
import { bonusExpectation, playBonus, type BonusDef, type Weighted } from './wheel-bonus.ts';

/**
 * Money wheels (Dream Catcher, Crazy Time, Monopoly Live, Funky Time, Imperial Quest).
 *
 * A wheel has N equal segments; a spin lands on segment int(N). A segment is either a bet spot (a
 * number paying n:1, or a bonus game paying its result v:1), a respin multiplier (×f applied to the
 * winnings of the next result, cumulative) or a Chance card (cash prize for every bet, or a multiplier
 * card that respins). An optional top slot draws, before each spin, a spot and a multiplier that
 * multiplies that spot's winnings if it wins. A winning bet returns stake × (1 + winnings multiple).
 * Bonus games are played whenever their segment lands (the round does not depend on the bet slip) and
 * are recorded as children of the round.
 *
 * Exact RTP of spot s, with X the accumulated respin multiplier: the return is α + β·X, where
 *   α = A / (1 − P(respin)),  β = B / (1 − E[respin factor; respin])
 *   A = P(s) + P(cash card),  B = P(s)·E[win_s]·E[top_s] + P(cash card)·E[cash]
 * (A, B summed per segment; the recursion is the linear fixed point of E(X) over the respin chain), and
 * E[bonus value] is exact per bonus type (see bonusExpectation).
 */

export { bonusExpectation, playBonus } from './wheel-bonus.ts';
export type { BonusDef, BonusDetails, Weighted } from './wheel-bonus.ts';

export type SpotDef = { en: string; ja: string } & (
  { kind: 'number'; pays: number } | { kind: 'bonus'; bonus: BonusDef }
);

export interface WheelConfig {
  /** Segment ids in wheel order: a spot id, a respin multiplier id, or 'chance'. */
  segments: readonly string[];
  spots: Readonly<Record<string, SpotDef>>;
  respins?: Readonly<Record<string, number>>;
  chance?: readonly Weighted<{ kind: 'cash' | 'multiplier'; value: number }>[];
  topSlot?: {
    spots: readonly Weighted<{ spot: string }>[];
    multipliers: readonly Weighted<{ value: number }>[];
  };
}

export interface WheelSpin {
  segment: number;
  id: string;
  topSlot?: { spotIndex: number; spot: string; multiplierIndex: number; multiplier: number };
  chanceCard?: { index: number; kind: 'cash' | 'multiplier'; value: number };
}

export interface WheelDetails {
  spins: WheelSpin[];
  /** The spot (or 'chance') that settled the round. */
  result: string;
  /** Accumulated respin multiplier applied to the result's winnings. */
  respinMultiplier: number;
  /** Winnings multiple per unit bet on the winning spot (including respin and top-slot multipliers). */
  winMultiple: number;
  bets: Record<string, number>;
  spotWins: Record<string, number>;
}

// ---------- the wheel ----------

function norm<T extends { weight: number }>(items: readonly T[]): number[] {
  const w = weightTotal(items.map((i) => i.weight));
  return items.map((i) => i.weight / w);
}

function drawSpin(cfg: WheelConfig, rng: Rng): WheelSpin {
  const spin: WheelSpin = { segment: 0, id: '' };
  if (cfg.topSlot) {
    const spotIndex = rng.pick(cfg.topSlot.spots.map((s) => s.weight));
    const multiplierIndex = rng.pick(cfg.topSlot.multipliers.map((m) => m.weight));
    spin.topSlot = {
      spotIndex,
      spot: cfg.topSlot.spots[spotIndex]!.spot,
      multiplierIndex,
      multiplier: cfg.topSlot.multipliers[multiplierIndex]!.value,
    };
  }
  spin.segment = rng.int(cfg.segments.length);
  spin.id = cfg.segments[spin.segment]!;
  return spin;
}

/** How a landed bonus's pick is taken: the player's (only a player with a stake on it picks) or drawn. */
function bonusChoice(def: BonusDef, staked: boolean, context: PlayContext): number | 'ask' | 'draw' {
  if (def.kind !== 'pick' || !def.player || !staked) return 'draw';
  const decision: PendingDecision = { kind: 'pick', step: `bonus:${def.name}`, options: def.choices };
  return context.choices[0] ?? context.strategy?.(decision) ?? 'ask';
}

/**
 * Plays a round. A landed player-pick bonus (Cash Hunt, Bar) with a stake on it takes the player's pick
 * from `context.choices[0]`; without it the round stops there and returns the root outcome `pending`
 * (no bonus child, the hidden board left out, only the bonus spot's returned stake counted).
 */
export function playWheel(
  cfg: WheelConfig,
  rng: Rng,
  bets: Record<string, number>,
  context: PlayContext = NO_CHOICES,
): Outcome<WheelDetails> {
  const stake = slipTotal(bets, (s) => s in cfg.spots);
  const spins: WheelSpin[] = [];
  let x = 1;
  for (;;) {
    const spin = drawSpin(cfg, rng);
    spins.push(spin);
    const respin = cfg.respins?.[spin.id];
    if (respin !== undefined) {
      x *= respin;
      continue;
    }
    if (spin.id === 'chance') {
      const cards = cfg.chance!;
      const index = rng.pick(cards.map((c) => c.weight));
      const card = cards[index]!;
      spin.chanceCard = { index, kind: card.kind, value: card.value };
      if (card.kind === 'multiplier') {
        x *= card.value;
        continue;
      }
      const winMultiple = card.value * x;
      const spotWins = Object.fromEntries(
        Object.entries(bets).map(([s, amount]) => [s, amount * (1 + winMultiple)]),
      );
      const win = Object.values(spotWins).reduce((a, b) => a + b, 0);
      const details = { spins, result: 'chance', respinMultiplier: x, winMultiple, bets, spotWins };
      return makeOutcome('wheel', 'spin', stake, win, details);
    }
    return settleSpot(cfg, rng, bets, context, { stake, spins, x });
  }
}

function settleSpot(
  cfg: WheelConfig,
  rng: Rng,
  bets: Record<string, number>,
  context: PlayContext,
  round: { stake: number; spins: WheelSpin[]; x: number },
): Outcome<WheelDetails> {
  const { stake, spins, x } = round;
  const spin = spins[spins.length - 1]!;
  const spot = cfg.spots[spin.id]!;
  const top = spin.topSlot && spin.topSlot.spot === spin.id ? spin.topSlot.multiplier : 1;
  const children: Outcome[] = [];
  let base: number;
  if (spot.kind === 'number') base = spot.pays;
  else {
    const staked = (bets[spin.id] ?? 0) > 0;
    const bonus = playBonus(spot.bonus, rng, bonusChoice(spot.bonus, staked, context));
    if (!bonus) return pendingRound(bets, round, spot.bonus as Extract<BonusDef, { kind: 'pick' }>);
    base = bonus.value;
    const bonusWin = (bets[spin.id] ?? 0) * bonus.value * x * top;
    children.push(makeOutcome('wheel', `bonus:${spot.bonus.name}`, 0, bonusWin, bonus, [], 0));
  }
  const winMultiple = base * x * top;
  const spotWins: Record<string, number> = {};
  let win = 0;
  for (const [s, amount] of Object.entries(bets)) {
    const w = s === spin.id ? amount * (1 + winMultiple) : 0;
    spotWins[s] = w;
    // The bonus winnings are paid by the child; the parent pays the stake back (and number wins).
    win += spot.kind === 'bonus' && s === spin.id ? amount : w;
  }
  const details = { spins, result: spin.id, respinMultiplier: x, winMultiple, bets, spotWins };
  return makeOutcome('wheel', 'spin', stake, win, details, children);
}

/** The round waiting for the player's pick: what is decided so far (the bonus spot's stake comes back). */
function pendingRound(
  bets: Record<string, number>,
  round: { stake: number; spins: WheelSpin[]; x: number },
  bonus: Extract<BonusDef, { kind: 'pick' }>,
): Outcome<WheelDetails> {
  const spin = round.spins[round.spins.length - 1]!;
  const spotWins = Object.fromEntries(
    Object.entries(bets).map(([s, amount]) => [s, s === spin.id ? amount : 0]),
  );
  const win = bets[spin.id] ?? 0;
  const details = {
    spins: round.spins,
    result: spin.id,
    respinMultiplier: round.x,
    winMultiple: 0,
    bets,
    spotWins,
  };
  const pending: PendingDecision = { kind: 'pick', step: `bonus:${bonus.name}`, options: bonus.choices };
  return { ...makeOutcome('wheel', 'spin', round.stake, win, details), pending };
}

export function wheelSpotRtp(cfg: WheelConfig, s: string): number {
  const n = cfg.segments.length;
  let a = 0;
  let b = 0;
  let pm = 0;
  let pmf = 0;
  let top = 1;
  if (cfg.topSlot) {
    const ps = norm(cfg.topSlot.spots);
    const pmv = norm(cfg.topSlot.multipliers);
    const h = cfg.topSlot.spots.reduce((acc, t, i) => acc + (t.spot === s ? ps[i]! : 0), 0);
    const em = cfg.topSlot.multipliers.reduce((acc, m, i) => acc + pmv[i]! * m.value, 0);
    top = 1 - h + h * em;
  }
  const spot = cfg.spots[s]!;
  const ev = spot.kind === 'number' ? spot.pays : bonusExpectation(spot.bonus);
  for (const id of cfg.segments) {
    const r = cfg.respins?.[id];
    if (r !== undefined) {
      pm += 1 / n;
      pmf += r / n;
    } else if (id === 'chance') {
      const cards = cfg.chance!;
      const pc = norm(cards);
      cards.forEach((c, i) => {
        if (c.kind === 'cash') {
          a += pc[i]! / n;
          b += (pc[i]! * c.value) / n;
        } else {
          pm += pc[i]! / n;
          pmf += (pc[i]! * c.value) / n;
        }
      });
    } else if (id === s) {
      a += 1 / n;
      b += (ev * top) / n;
    }
  }
  if (pmf >= 1) throw new Error('respin multipliers do not converge');
  return a / (1 - pm) + b / (1 - pmf);
}

/** Reference bet: one coin on every spot (RTP = mean of the per-spot RTPs). */
export function wheelRtp(cfg: WheelConfig): RtpReport {
  const perBet: Record<string, number> = {};
  let sum = 0;
  const spots = Object.keys(cfg.spots);
  for (const s of spots) {
    perBet[s] = wheelSpotRtp(cfg, s);
    sum += perBet[s];
  }
  return { reference: sum / spots.length, perBet };
}

export function wheelChannels(cfg: WheelConfig): Channel[] {
  const ch: Channel[] = [
    {
      name: 'first segment',
      labels: cfg.segments.map((s, i) => `${i}:${s}`),
      probabilities: cfg.segments.map(() => 1 / cfg.segments.length),
    },
  ];
  if (cfg.topSlot) {
    ch.push({
      name: 'top slot spot',
      labels: cfg.topSlot.spots.map((s) => s.spot),
      probabilities: norm(cfg.topSlot.spots),
    });
    ch.push({
      name: 'top slot multiplier',
      labels: cfg.topSlot.multipliers.map((m) => `${m.value}x`),
      probabilities: norm(cfg.topSlot.multipliers),
    });
  }
  return ch;
}

export function wheelObserve(cfg: WheelConfig, o: Outcome): number[][] {
  const d = o.details as WheelDetails;
  const first = d.spins[0]!;
  const obs = [[first.segment]];
  if (cfg.topSlot) obs.push([first.topSlot!.spotIndex], [first.topSlot!.multiplierIndex]);
  return obs;
}
