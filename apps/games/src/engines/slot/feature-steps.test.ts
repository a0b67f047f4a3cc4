import { describe, expect, it } from 'vitest';
import {
  CASCADE_TITLE,
  findRound,
  HOLD_TITLE,
  PICK_TITLE,
  replay,
  STICKY_TITLE,
} from './feature-fixtures.ts';
import { FEATURE_TIMING } from './feature-steps.ts';
import type { SlotOutcome } from './outcome.ts';
import { initialScene, slotReducer, stageWins, type SlotScene } from './slot-scene.ts';
import { slotSteps, type SlotStep } from './slot-steps.ts';
import type { SlotConfig } from './titles.ts';
import { shownWin } from './slot-wins.tsx';

const play = (cfg: SlotConfig, steps: SlotStep[], from: SlotScene = initialScene(cfg)) =>
  steps.reduce((scene, step) => slotReducer(scene, step.action), from);
const types = (steps: SlotStep[]) => steps.map((s) => s.action.type);
/** The scene after each step, in order. */
const scenes = (cfg: SlotConfig, steps: SlotStep[]) => {
  const list: SlotScene[] = [];
  steps.reduce((scene, step) => {
    const next = slotReducer(scene, step.action);
    list.push(next);
    return next;
  }, initialScene(cfg));
  return list;
};
const paid = (o: SlotOutcome) => o.children.length === 0 && o.pending === undefined;

describe('feature steps (pure data)', () => {
  it('plays a cascade chain: burst the winners, let the rest fall, drop new ones, raise the multiplier', () => {
    const { outcome } = findRound(CASCADE_TITLE, (o) => paid(o) && (o.details.cascades?.length ?? 0) >= 3);
    const cascades = outcome.details.cascades!;
    const steps = slotSteps(CASCADE_TITLE, outcome);
    expect(types(steps).filter((t) => t === 'burst')).toHaveLength(cascades.length);
    const bursts = steps.filter((s) => s.action.type === 'burst');
    expect(bursts.map((s) => s.action.type === 'burst' && s.action.cells)).toEqual(
      cascades.map((c) => c.removed),
    );
    expect(bursts.every((s) => s.wait === FEATURE_TIMING.beforeBurst)).toBe(true);
    const all = scenes(CASCADE_TITLE, steps);
    const tumbled = all.filter((s, i) => steps[i]!.action.type === 'tumble');
    expect(tumbled.map((s) => s.chain!.tumbles)).toEqual(cascades.map((_, i) => i + 1));
    expect(tumbled.map((s) => s.chain!.multiplier)).toEqual(cascades.map((c) => c.multiplier));
    expect(tumbled.map((s) => s.grid)).toEqual(cascades.map((c) => c.grid));
    expect(tumbled.map((s) => s.dropped)).toEqual(cascades.map((c) => c.dropped));
    // A tumble's wins are what the win panel and the lines show.
    expect(tumbled.map((s) => stageWins(s))).toEqual(cascades.map((c) => c.lineWins));
    const end = all.at(-1)!;
    const chainWon = [outcome.details.lineWins, ...cascades.map((c) => c.lineWins)]
      .flat()
      .reduce((a, w) => a + w.win, 0);
    expect(end.chain!.won).toBe(chainWon);
    expect(end.grid).toEqual(cascades.at(-1)!.grid);
    expect(end.bursting).toEqual([]);
    // The win under the reels grows with the chain: no tumble's pay is shown before it happens.
    const landed = all[steps.findIndex((s) => s.action.type === 'showWins')]!;
    expect(shownWin(landed)).toBe(
      outcome.details.lineWins.reduce((a, w) => a + w.win, 0) + outcome.details.scatterWin,
    );
    expect(tumbled.map((s) => shownWin(s))).toEqual(
      cascades.map((_, i) => shownWin(landed) + cascades.slice(0, i + 1).reduce((a, c) => a + c.win, 0)),
    );
    expect(shownWin(end)).toBe(outcome.win);
  });

  it('plays hold-and-win: locked coins, each respin adds its coins and resets the counter, then the total', () => {
    const { outcome } = findRound(
      HOLD_TITLE,
      (o) => paid(o) && (o.details.holdAndWin?.respins.some((r) => r.landed.length > 0) ?? false),
    );
    const feature = outcome.details.holdAndWin!;
    const steps = slotSteps(HOLD_TITLE, outcome);
    const holds = scenes(HOLD_TITLE, steps)
      .filter((_, i) => steps[i]!.action.type === 'hold')
      .map((s) => s.hold!);
    expect(holds[0]!.coins).toEqual(feature.locked);
    expect(holds[0]!.respinsLeft).toBe(3);
    const respins = holds.slice(1, 1 + feature.respins.length);
    expect(respins.map((h) => h.respinsLeft)).toEqual(feature.respins.map((r) => r.respinsLeft));
    expect(respins.map((h) => h.landed)).toEqual(feature.respins.map((r) => r.landed));
    respins.forEach((h, i) => {
      if (feature.respins[i]!.landed.length > 0) expect(h.respinsLeft).toBe(3);
    });
    const done = holds.find((h) => h.done)!;
    expect(done.win).toBe(feature.win);
    expect(done.coins).toHaveLength(
      feature.locked.length + feature.respins.reduce((n, r) => n + r.landed.length, 0),
    );
    expect(done.jackpots).toEqual(feature.jackpots);
    expect(done.grand).toBe(feature.fullScreen);
    expect(holds.at(-1)!.open).toBe(false);
    const end = play(HOLD_TITLE, steps);
    expect(shownWin(end)).toBe(outcome.win);
    const opened = play(HOLD_TITLE, steps.slice(0, steps.findIndex((s) => s.action.type === 'hold') + 1));
    expect(shownWin(opened)).toBe(outcome.win - feature.win);
  });

  it('shows the Grand when the board fills', () => {
    const { outcome } = findRound(HOLD_TITLE, (o) => o.details.holdAndWin?.fullScreen === true);
    const end = play(HOLD_TITLE, slotSteps(HOLD_TITLE, outcome));
    expect(end.hold).toMatchObject({ grand: true, done: true, open: false });
    expect(end.hold!.coins).toHaveLength(15);
    expect(end.hold!.jackpots).toContain('grand');
  });

  it('opens the pick board and waits while the round is pending; the settled round reveals it without landing again', () => {
    const { outcome, seed } = findRound(PICK_TITLE, (o) => o.pending !== undefined);
    const waiting = slotSteps(PICK_TITLE, outcome);
    expect(types(waiting).at(-1)).toBe('pick');
    const board = play(PICK_TITLE, waiting);
    expect(board.pick).toMatchObject({ pending: true, open: true, revealed: 'none', options: 6, chosen: [] });
    expect(board.bigWin).toBeNull();

    const settled = replay(PICK_TITLE, seed, [4]);
    expect(settled.details.stops).toEqual(outcome.details.stops);
    const steps = slotSteps(PICK_TITLE, settled, { reopened: true });
    // The paid spin is already on the reels: no reel waits, no anticipation before the reveal.
    const reveal = steps.findIndex((s) => s.action.type === 'pick' && s.action.pick.revealed === 'chosen');
    expect(steps.slice(0, reveal + 1).every((s) => s.wait === 0)).toBe(true);
    expect(types(steps)).not.toContain('anticipate');
    const all = scenes(PICK_TITLE, steps);
    const picks = all.filter((_, i) => steps[i]!.action.type === 'pick').map((s) => s.pick!);
    expect(picks.map((p) => p.revealed)).toEqual(['none', 'chosen', 'all', 'all']);
    expect(picks[1]).toMatchObject({
      chosen: [4],
      win: settled.details.pick!.win,
      board: settled.details.pick!.board,
    });
    expect(picks.at(-1)!.open).toBe(false);
    expect(all.at(-1)!.grid).toEqual(settled.details.grid);
  });

  it('keeps the sticky wilds of the free spins marked on the grid', () => {
    const { outcome } = findRound(STICKY_TITLE, (o) =>
      o.children.some((c) => (c.details.stickyWilds?.length ?? 0) > 0),
    );
    const child = outcome.children.find((c) => (c.details.stickyWilds?.length ?? 0) > 0)!;
    const wild = STICKY_TITLE.symbols.find((s) => s.kind === 'wild')!.id;
    for (const cell of child.details.stickyWilds!)
      expect(child.details.grid[cell.reel]![cell.row]).toBe(wild);
  });
});
