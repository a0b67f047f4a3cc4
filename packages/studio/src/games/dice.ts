import type { Rng } from '../rng.ts';
import { weightTotal } from '../rng.ts';
import { makeOutcome, slipTotal, type Channel, type Outcome, type RtpReport } from '../types.ts';

/**
 * Lightning dice: three fair dice, bets on the total 3–18. Before the roll, K totals (K drawn from
 * `strikes`) are struck by lightning, chosen uniformly without replacement among the 16 totals (partial
 * Fisher–Yates), each with a level drawn from `levelWeights`; a struck total pays its lightning value
 * for that level instead of its base pay. Extra chilli adds a chilli multiplier (drawn once per round)
 * that multiplies every lightning value of the round. All pays are integer total-return multiples.
 *
 * Exact RTP of a bet on T: P(T)·[(1 − q)·base_T + q·E[chilli]·E[lightning_T]], q = E[K]/16,
 * P(T) = (number of the 216 rolls summing to T)/216. Every total has its own RTP.
 */
export interface DiceConfig {
  /** Total return multiple of a winning bet on total t (index t − 3). */
  basePays: readonly number[];
  strikes: readonly { count: number; weight: number }[];
  levelWeights: readonly number[];
  /** lightningPays[t − 3][level]: total return multiple when t is struck at that level. */
  lightningPays: readonly (readonly number[])[];
  chilli?: readonly { value: number; weight: number }[];
}

export const TOTALS = Array.from({ length: 16 }, (_, i) => i + 3);
/** Number of ways three dice sum to t (index t − 3); they add to 216. */
export const TOTAL_WAYS = TOTALS.map((t) => {
  let n = 0;
  for (let a = 1; a <= 6; a++)
    for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) if (a + b + c === t) n++;
  return n;
});

export interface DiceDetails {
  lightning: { total: number; level: number; multiplier: number }[];
  chilli: number;
  chilliIndex: number;
  strikeIndex: number;
  dice: [number, number, number];
  total: number;
  bets: Record<string, number>;
  spotWins: Record<string, number>;
}

const isTotal = (s: string): boolean => /^(?:[3-9]|1[0-8])$/.test(s);

export function playDice(cfg: DiceConfig, rng: Rng, bets: Record<string, number>): Outcome<DiceDetails> {
  const stake = slipTotal(bets, isTotal);
  const strikeIndex = rng.pick(cfg.strikes.map((s) => s.weight));
  const k = cfg.strikes[strikeIndex]!.count;
  const pool = [...TOTALS];
  const lightning: DiceDetails['lightning'] = [];
  for (let i = 0; i < k; i++) {
    const j = i + rng.int(pool.length - i);
    const t = pool[j]!;
    pool[j] = pool[i]!;
    pool[i] = t;
    const level = rng.pick(cfg.levelWeights);
    lightning.push({ total: t, level, multiplier: cfg.lightningPays[t - 3]![level]! });
  }
  let chilli = 1;
  let chilliIndex = -1;
  if (cfg.chilli) {
    chilliIndex = rng.pick(cfg.chilli.map((c) => c.weight));
    chilli = cfg.chilli[chilliIndex]!.value;
  }
  const dice: [number, number, number] = [rng.int(6) + 1, rng.int(6) + 1, rng.int(6) + 1];
  const total = dice[0] + dice[1] + dice[2];
  const struck = lightning.find((l) => l.total === total);
  const pay = struck ? struck.multiplier * chilli : cfg.basePays[total - 3]!;
  const spotWins: Record<string, number> = {};
  let win = 0;
  for (const [spot, amount] of Object.entries(bets)) {
    const w = Number(spot) === total ? amount * pay : 0;
    spotWins[spot] = w;
    win += w;
  }
  return makeOutcome('dice', 'roll', stake, win, {
    lightning,
    chilli,
    chilliIndex,
    strikeIndex,
    dice,
    total,
    bets,
    spotWins,
  });
}

export function diceTotalRtp(cfg: DiceConfig, t: number): number {
  const sw = weightTotal(cfg.strikes.map((s) => s.weight));
  const ek = cfg.strikes.reduce((a, s) => a + (s.weight / sw) * s.count, 0);
  const q = ek / 16;
  const lw = weightTotal(cfg.levelWeights);
  const el = cfg.levelWeights.reduce((a, w, l) => a + (w / lw) * cfg.lightningPays[t - 3]![l]!, 0);
  let ec = 1;
  if (cfg.chilli) {
    const cw = weightTotal(cfg.chilli.map((c) => c.weight));
    ec = cfg.chilli.reduce((a, c) => a + (c.weight / cw) * c.value, 0);
  }
  return (TOTAL_WAYS[t - 3]! / 216) * ((1 - q) * cfg.basePays[t - 3]! + q * ec * el);
}

/** Reference bet: one coin on each of the 16 totals (RTP = mean of the per-total RTPs). */
export function diceRtp(cfg: DiceConfig): RtpReport {
  const perBet: Record<string, number> = {};
  let sum = 0;
  for (const t of TOTALS) {
    const r = diceTotalRtp(cfg, t);
    perBet[String(t)] = r;
    sum += r;
  }
  return { reference: sum / 16, perBet };
}

export function diceChannels(cfg: DiceConfig): Channel[] {
  const norm = (w: readonly number[]) => w.map((x) => x / weightTotal(w));
  const ch: Channel[] = [
    {
      name: 'die faces',
      labels: ['1', '2', '3', '4', '5', '6'],
      probabilities: new Array<number>(6).fill(1 / 6),
    },
    {
      name: 'lightning count',
      labels: cfg.strikes.map((s) => String(s.count)),
      probabilities: norm(cfg.strikes.map((s) => s.weight)),
    },
    {
      name: 'first struck total',
      labels: TOTALS.map(String),
      probabilities: new Array<number>(16).fill(1 / 16),
    },
    {
      name: 'lightning level',
      labels: cfg.levelWeights.map((_, i) => String(i)),
      probabilities: norm(cfg.levelWeights),
    },
  ];
  if (cfg.chilli)
    ch.push({
      name: 'chilli',
      labels: cfg.chilli.map((c) => `${c.value}x`),
      probabilities: norm(cfg.chilli.map((c) => c.weight)),
    });
  return ch;
}

export function diceObserve(cfg: DiceConfig, o: Outcome): number[][] {
  const d = o.details as DiceDetails;
  const obs = [
    d.dice.map((f) => f - 1),
    [d.strikeIndex],
    [d.lightning[0]!.total - 3],
    d.lightning.map((l) => l.level),
  ];
  if (cfg.chilli) obs.push([d.chilliIndex]);
  return obs;
}
