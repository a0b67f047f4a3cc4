import type { SlotLineWin, SlotSpinDetails } from '@casino/contract';
import type { Rng } from '../rng.ts';
import {
  BetError,
  NO_CHOICES,
  makeOutcome,
  type Channel,
  type Outcome,
  type PlayContext,
  type RtpReport,
} from '../types.ts';
import { SCATTER_TRIGGER, MAX_TUMBLES, compileSlot, type Compiled, type SlotConfig } from './slot-config.ts';
import { composedExact } from './slot-exact.ts';
import { coinValues, playHoldAndWin } from './slot-hold.ts';
import { playPick } from './slot-pick.ts';
import {
  countSymbol,
  evaluateWindow,
  gridIds,
  landWindow,
  tumble,
  winningCells,
  type RawWin,
  type Sticky,
} from './slot-window.ts';

/**
 * The slot engine of every WNF_/JPL_ title: lands a 5×3 window and plays it out with the mechanics
 * the title composes (slot-config.ts): multiplier, expanding and sticky wilds, cascades, hold-and-win,
 * the pick bonus, and free spins from 3+ scatters. Draw order (the fair record): the paid spin's stops,
 * wild multipliers, cascade refills' multipliers, coin values, hold-and-win respins, the pick board;
 * then the player's pick; then each free spin in the same order.
 */
export * from './slot-config.ts';
export { describeSlot } from './slot-describe.ts';

/** One line (or way) win, and one spin's details: the shapes of the contract (packages/contract outcomes.ts). */
export type LineWin = SlotLineWin;
export type { SlotSpinDetails };

interface Phase {
  free: boolean;
  multiplier: number;
  sticky: Sticky | null;
}

function toLineWins(c: Compiled, raw: RawWin[], perCredit: number, multiplier: number): SlotLineWin[] {
  return raw.map((w) => ({
    line: w.line,
    symbol: c.cfg.symbols[w.sym]!.id,
    count: w.count,
    ways: w.ways,
    win: w.credits * perCredit * multiplier,
    ...(w.wildMultiplier !== 1 ? { wildMultiplier: w.wildMultiplier } : {}),
    cells: w.cells,
  }));
}

const sum = (wins: { win: number }[]): number => wins.reduce((a, w) => a + w.win, 0);

function playSpin(c: Compiled, rng: Rng, bet: number, phase: Phase): Outcome<SlotSpinDetails> {
  const { cfg, f } = c;
  const landed = landWindow(c, rng, phase.free, phase.sticky);
  const win = landed.window;
  const perCredit = bet / cfg.credits;
  const grid = gridIds(c, win);
  const steps = f.cascade?.multipliers ?? [1];
  let raw = evaluateWindow(c, win);
  const lineWins = toLineWins(c, raw, perCredit, steps[0]! * phase.multiplier);
  const scatterCount = countSymbol(win, c.scatter);
  const scatterPay =
    scatterCount >= SCATTER_TRIGGER ? cfg.symbols[c.scatter]!.pays[Math.min(scatterCount, 5) - 3]! : 0;
  const scatterWin = scatterPay * bet * phase.multiplier;
  const details: SlotSpinDetails = {
    stops: landed.stops,
    grid,
    lineWins,
    scatterCount,
    scatterWin,
    freeSpinsAwarded:
      scatterCount >= SCATTER_TRIGGER && (!phase.free || cfg.freeSpins.retrigger) ? cfg.freeSpins.spins : 0,
    multiplier: phase.multiplier,
  };
  if (f.wildMultipliers) details.wildMultipliers = landed.wildMultipliers;
  if (f.expandingWilds) details.expandedReels = landed.expandedReels;
  if (f.stickyWilds && phase.free) details.stickyWilds = landed.stickyWilds;
  let total = sum(lineWins) + scatterWin;
  if (f.cascade) {
    details.cascades = [];
    while (raw.length > 0 && details.cascades.length < MAX_TUMBLES) {
      const removed = winningCells(raw);
      const dropped = tumble(c, rng, win, removed, phase.free);
      raw = evaluateWindow(c, win);
      const m = steps[Math.min(details.cascades.length + 1, steps.length - 1)]!;
      const wins = toLineWins(c, raw, perCredit, m * phase.multiplier);
      details.cascades.push({
        removed,
        grid: gridIds(c, win),
        dropped,
        lineWins: wins,
        multiplier: m,
        win: sum(wins),
      });
      total += sum(wins);
    }
  }
  if (f.holdAndWin) {
    details.coinValues = coinValues(c, rng, landed.window, bet);
    if (details.coinValues.length >= f.holdAndWin.trigger) {
      details.holdAndWin = playHoldAndWin(c, rng, details.coinValues, bet);
      total += details.holdAndWin.win;
    }
  }
  return makeOutcome(
    'slot',
    phase.free ? 'free-spin' : 'base',
    phase.free ? 0 : bet,
    total,
    details,
    [],
    bet,
  );
}

export function spinOnce(cfg: SlotConfig, rng: Rng, bet: number, multiplier = 1): Outcome<SlotSpinDetails> {
  return playSpin(compileSlot(cfg), rng, bet, { free: false, multiplier, sticky: null });
}

export function validateSlotBet(cfg: SlotConfig, bet: number): void {
  if (!Number.isSafeInteger(bet) || bet <= 0) throw new BetError('bet must be a positive integer');
  if (bet % cfg.credits !== 0) throw new BetError(`bet must be a multiple of ${cfg.credits} coins`);
}

const checked = new WeakSet<SlotConfig>();

/**
 * Play one paid spin; its pick bonus (the round waits `pending` without the player's choice), then
 * its free spins (and retriggers) as children, in play order.
 */
export function playSlot(
  cfg: SlotConfig,
  rng: Rng,
  bet: number,
  context: PlayContext = NO_CHOICES,
): Outcome<SlotSpinDetails> {
  validateSlotBet(cfg, bet);
  const c = compileSlot(cfg);
  if (!checked.has(cfg)) {
    slotExact(cfg); // throws if retriggers could go on forever (N·p ≥ 1)
    checked.add(cfg);
  }
  const base = playSpin(c, rng, bet, { free: false, multiplier: 1, sticky: null });
  let baseWin = base.win;
  const pick = c.f.pick;
  if (pick && c.bonus >= 0 && countBonus(c, base.details.grid) >= pick.trigger) {
    const result = playPick(c, rng, bet, context.choices, 0);
    base.details.pick = result.pick;
    baseWin += result.pick.win;
    if (result.pending) {
      const waiting = makeOutcome('slot', 'base', bet, baseWin, base.details, [], bet);
      return { ...waiting, pending: result.pending };
    }
  }
  if (base.details.scatterCount < SCATTER_TRIGGER)
    return makeOutcome('slot', 'base', bet, baseWin, base.details, [], bet);
  const children: Outcome[] = [];
  const phase: Phase = {
    free: true,
    multiplier: cfg.freeSpins.multiplier,
    sticky: c.f.stickyWilds ? [0, 0, 0, 0, 0] : null,
  };
  let remaining = cfg.freeSpins.spins;
  while (remaining > 0) {
    remaining--;
    const fs = playSpin(c, rng, bet, phase);
    remaining += fs.details.freeSpinsAwarded;
    children.push(fs);
  }
  return makeOutcome('slot', 'base', bet, baseWin, base.details, children, bet);
}

function countBonus(c: Compiled, grid: string[][]): number {
  const id = c.cfg.symbols[c.bonus]!.id;
  return grid.reduce((n, col) => n + col.filter((s) => s === id).length, 0);
}

/** The RTP of a title, per unit of total bet, and how it was obtained. */
export interface SlotExact {
  /** 'exact' (closed form, slot-exact.ts) or 'simulated' (cascade titles: `rtpEstimate`). */
  method: 'exact' | 'simulated';
  /** Simulated titles: the 95 % confidence half-width of `total` (0 when exact). */
  halfWidth: number;
  /** The paid spin's line/way wins (the first window only for cascade titles). */
  lines: number;
  scatter: number;
  holdAndWin: number;
  pick: number;
  /** Probability that the paid spin triggers free spins (3+ scatters). */
  trigger: number;
  /** Expected number of free spins per trigger (N, or N / (1 − N·p) with retriggers). */
  expectedFreeSpins: number;
  /** Value of the paid spin alone (without its free spins). */
  base: number;
  freeSpins: number;
  total: number;
  /** Distribution of the scatter count 0..15 in the paid spin's window. */
  scatterDist: number[];
}

/**
 * Exact RTP by the closed forms of slot-exact.ts; cascade titles (no closed form: a tumble's refill
 * depends on which cells won) state their simulated `rtpEstimate` as the total instead.
 */
export function slotExact(cfg: SlotConfig): SlotExact {
  const c = compileSlot(cfg);
  const e = composedExact(c);
  const p = e.paid;
  const simulated = c.f.cascade ? cfg.rtpEstimate! : null;
  return {
    method: simulated ? 'simulated' : 'exact',
    halfWidth: simulated?.halfWidth ?? 0,
    lines: p.lines,
    scatter: p.scatter,
    holdAndWin: p.holdAndWin,
    pick: p.pick,
    trigger: e.trigger,
    expectedFreeSpins: e.expectedFreeSpins,
    base: p.total,
    freeSpins: e.freeSpins,
    total: simulated?.rtp ?? e.total,
    scatterDist: p.scatterDist,
  };
}

export function slotRtp(cfg: SlotConfig): RtpReport {
  const e = slotExact(cfg);
  return { reference: e.total, perBet: { spin: e.total } };
}

export function slotChannels(cfg: SlotConfig): Channel[] {
  return cfg.reels.map((strip, r) => ({
    name: `reel ${r + 1} stop`,
    labels: strip.map((_, i) => String(i)),
    probabilities: strip.map(() => 1 / strip.length),
  }));
}

export function slotObserve(_cfg: SlotConfig, o: Outcome): number[][] {
  const d = o.details as SlotSpinDetails;
  return d.stops.map((s) => [s]);
}
