import { describe, expect, it } from 'vitest';
import { computeOutcome, SLOT_TITLES } from '@casino/studio';
import { bigWinFrames, bigWinTier, BIG_WIN_HOLD_MS } from './big-win-tiers.ts';
import { readSlotOutcome, type SlotOutcome } from './outcome.ts';
import { initialScene, slotReducer, type SlotScene } from './slot-scene.ts';
import { anticipationFrom, landingSteps, SLOT_TIMING, slotSteps, type SlotStep } from './slot-steps.ts';
import { slotConfigOf } from './titles.ts';

const SERVER_SEED = 'cd'.repeat(32);

function find(gameCode: string, bet: number, match: (o: SlotOutcome) => boolean): SlotOutcome {
  for (let nonce = 0; nonce < 50_000; nonce++) {
    const outcome = readSlotOutcome(
      computeOutcome(gameCode, { serverSeed: SERVER_SEED, clientSeed: 'steps', nonce }, { bet }),
    )!;
    if (match(outcome)) return outcome;
  }
  throw new Error('no such outcome');
}

const play = (cfgCode: string, steps: SlotStep[]): SlotScene =>
  steps.reduce((scene, step) => slotReducer(scene, step.action), initialScene(slotConfigOf(cfgCode)));
const total = (steps: SlotStep[]) => steps.reduce((sum, s) => sum + s.wait, 0);
const types = (steps: SlotStep[]) => steps.map((s) => s.action.type);

const AZTEC = 'WNF_AZTEC_X';
const cfg = slotConfigOf(AZTEC)!;
const scatter = cfg.symbols.find((s) => s.kind === 'scatter')!.id;
const scattersIn = (o: SlotOutcome, reels: number[]) =>
  reels.reduce((n, r) => n + o.details.grid[r]!.filter((s) => s === scatter).length, 0);

describe('slot steps (pure data)', () => {
  it('lands a plain spin: grid, five reel stops left to right a gap apart, then the wins', () => {
    // A title whose paid spin has no feature that adds steps (no cascade, hold-and-win or pick).
    const code = Object.keys(SLOT_TITLES).find((c) => {
      const f = SLOT_TITLES[c]!.features ?? {};
      return !f.cascade && !f.holdAndWin && !f.pick;
    })!;
    const plain = slotConfigOf(code)!;
    const o = find(
      code,
      plain.credits * 5,
      (x) => x.children.length === 0 && x.totalWin < x.stake && anticipationFrom(plain, x.details.grid) === 5,
    );
    const steps = slotSteps(plain, o);
    expect(types(steps)).toEqual([
      'land',
      'stopReel',
      'stopReel',
      'stopReel',
      'stopReel',
      'stopReel',
      'showWins',
    ]);
    expect(steps.map((s) => s.wait)).toEqual([0, 0, 250, 250, 250, 250, 250]);
    expect(steps.filter((s) => s.cue === 'reelStop')).toHaveLength(5);
    const end = play(code, steps);
    expect(end.grid).toEqual(o.details.grid);
    expect(end.spinning.some(Boolean)).toBe(false);
    expect(end.showWins).toBe(true);
    expect(end.bigWin).toBeNull();
  });

  it('anticipates after two scatters: the reels still to stop spin longer and are lit', () => {
    const o = find(
      AZTEC,
      50,
      (x) => scattersIn(x, [0, 1]) === 2 || (scattersIn(x, [0, 1, 2]) === 2 && scattersIn(x, [0, 1]) === 1),
    );
    const from = anticipationFrom(cfg, o.details.grid);
    expect(from).toBeGreaterThanOrEqual(2);
    expect(from).toBeLessThanOrEqual(3);
    const steps = landingSteps(cfg, o);
    const anticipate = steps.find((s) => s.action.type === 'anticipate')!;
    expect(anticipate.action).toEqual({ type: 'anticipate', reels: [2, 3, 4].filter((r) => r >= from) });
    const stops = steps.filter((s) => s.action.type === 'stopReel');
    stops.forEach((s, r) =>
      expect(s.wait).toBe(r === 0 ? 0 : SLOT_TIMING.reelStop + (r >= from ? SLOT_TIMING.anticipation : 0)),
    );
    // Mid-way (after the anticipation started) those reels are lit and spinning; at the end none is.
    const upTo = steps.indexOf(anticipate) + 1;
    const mid = steps.slice(0, upTo).reduce((s, step) => slotReducer(s, step.action), {
      ...initialScene(cfg),
      spinning: [true, true, true, true, true],
    });
    expect(mid.anticipating.map((a, r) => a === r >= from)).toEqual([true, true, true, true, true]);
    expect(play(AZTEC, steps).anticipating.some(Boolean)).toBe(false);
  });

  it('does not anticipate fewer than two scatters', () => {
    const grid = cfg.reels.map((strip) => strip.slice(0, 3).map((s) => (s === scatter ? 'x' : s)));
    grid[4] = [scatter, scatter, scatter];
    expect(anticipationFrom(cfg, grid)).toBe(5);
    grid[0] = [scatter, 'x', 'x'];
    grid[3] = [scatter, 'x', 'x'];
    expect(anticipationFrom(cfg, grid)).toBe(4);
  });

  it('plays the free spins under a banner and ends on the last grid with their total', () => {
    const o = find('WNF_OIRAN_DREAMS', 50, (x) => x.children.length > 0);
    const steps = slotSteps(slotConfigOf('WNF_OIRAN_DREAMS'), o);
    const banners = steps.filter((s) => s.action.type === 'free');
    expect(banners[0]!.action).toMatchObject({ free: { current: 0, done: false, total: o.children.length } });
    expect(steps.filter((s) => s.action.type === 'spinReels')).toHaveLength(o.children.length);
    const end = play('WNF_OIRAN_DREAMS', steps);
    const won = o.children.reduce((sum, c) => sum + c.win, 0);
    expect(end.free).toEqual({
      total: o.children.length,
      current: o.children.length,
      multiplier: o.children[0]!.details.multiplier,
      won,
      done: true,
    });
    expect(end.grid).toEqual(o.children.at(-1)!.details.grid);
    expect(end.spinning.some(Boolean)).toBe(false);
  });

  it('ends a round of 10× the bet or more with a big-win count-up that closes', () => {
    const o = find(AZTEC, 50, (x) => x.totalWin >= 10 * x.stake);
    const steps = slotSteps(cfg, o);
    const frames = steps.filter((s) => s.action.type === 'bigWin');
    expect(frames.length).toBeGreaterThan(10);
    const shown = frames.map((s) => (s.action.type === 'bigWin' ? s.action.bigWin.shown : -1));
    expect(shown).toEqual([...shown].sort((a, b) => a - b));
    expect(shown.at(-1)).toBe(o.totalWin);
    const end = play(AZTEC, steps);
    expect(end.bigWin).toMatchObject({
      amount: o.totalWin,
      shown: o.totalWin,
      open: false,
      tier: bigWinTier(o.totalWin, o.stake),
    });
    expect(frames.at(-1)!.wait).toBe(BIG_WIN_HOLD_MS);
    // The count-up takes a while (skippable), and is longer than the plain landing.
    expect(total(steps)).toBeGreaterThan(total(landingSteps(cfg, o)) + 2000);
  });

  it('names the tiers by multiple of the bet and climbs through them while counting', () => {
    expect(bigWinTier(999, 100)).toBeNull();
    expect(bigWinTier(1000, 100)).toBe('big');
    expect(bigWinTier(2500, 100)).toBe('mega');
    expect(bigWinTier(5000, 100)).toBe('epic');
    expect(bigWinFrames(999, 100)).toEqual([]);
    const epic = bigWinFrames(8000, 100).map((f) => f.action.tier);
    expect(epic.indexOf('big')).toBeLessThan(epic.indexOf('mega'));
    expect(epic.indexOf('mega')).toBeLessThan(epic.indexOf('epic'));
    const cues = bigWinFrames(8000, 100).filter((f) => f.cue === 'bigWin' || f.cue === 'win');
    expect(cues.map((f) => f.action.tier)).toEqual(['big', 'mega', 'epic']);
  });

  it('an outcome it cannot read only stops the reels', () => {
    expect(slotSteps(cfg, null)).toEqual([{ wait: 0, action: { type: 'stopAll' } }]);
  });
});
