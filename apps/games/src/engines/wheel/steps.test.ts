import { describe, expect, it } from 'vitest';
import { computeOutcome, STUDIO_GAMES, type wheel } from '@casino/studio';
import { readWheel, type WheelOutcome } from './outcome.ts';
import { bonusDefOf, stepsDuration, wheelSteps, type BonusFrame, type WheelStep } from './steps.ts';

const SEED = 'b'.repeat(64);

function config(code: string): wheel.WheelConfig {
  const g = STUDIO_GAMES[code]!;
  if (g.engine !== 'wheel') throw new Error('not a wheel');
  return g.config;
}

/** The first fixed-seed round of `code` whose last spin lands on `spot` (choices: the player's pick). */
function roundOn(code: string, spot: string, choices: number[] = []): WheelOutcome {
  for (let nonce = 0; nonce < 5000; nonce++) {
    const o = readWheel(
      computeOutcome(
        code,
        { serverSeed: SEED, clientSeed: 'steps', nonce },
        { bets: { [spot]: 1 } },
        choices,
      ),
    );
    if (o?.details.result === spot) return o;
  }
  throw new Error(`no round on ${spot}`);
}

const frames = (steps: WheelStep[]): BonusFrame[] =>
  steps.flatMap((s) => (s.part === 'bonus' ? [s.frame] : []));

describe('wheel steps (pure: derived from the outcome)', () => {
  it('orders top slot, wheel, result, then the bonus; start times add up', () => {
    const o = roundOn('EVO_LIVE_CRAZY_TIME', 'coin_flip');
    const steps = wheelSteps(config('EVO_LIVE_CRAZY_TIME'), o);
    expect(steps.slice(0, 3).map((s) => s.part)).toEqual(['top-slot', 'spin', 'result']);
    steps.forEach((s, i) => i > 0 && expect(s.at).toBe(steps[i - 1]!.at + steps[i - 1]!.ms));
    expect(stepsDuration(steps)).toBe(steps.at(-1)!.at + steps.at(-1)!.ms);
    const trace = o.children[0]!.details.trace as { picked: number };
    expect(frames(steps)).toEqual(
      (['values', 'flip', 'landed'] as const).map((phase) => ({ kind: 'coin', phase, side: trace.picked })),
    );
  });

  it('Dream Catcher has no top slot step', () => {
    const o = roundOn('EVO_LIVE_DREAM_CATCHER', '1');
    expect(wheelSteps(config('EVO_LIVE_DREAM_CATCHER'), o).map((s) => s.part)).toEqual(['spin', 'result']);
  });

  it('Pachinko: the puck follows the recorded path row by row and lands in the recorded slot', () => {
    const cfg = config('EVO_LIVE_CRAZY_TIME');
    const o = roundOn('EVO_LIVE_CRAZY_TIME', 'pachinko');
    const trace = o.children[0]!.details.trace as {
      drops: { start: number; path: number[]; slot: number }[];
    };
    const pucks = frames(wheelSteps(cfg, o)).filter((f) => f.kind === 'puck');
    trace.drops.forEach((drop, d) => {
      const mine = pucks.filter((f) => f.drop === d);
      expect(mine[0]).toMatchObject({ row: -1, column: drop.start, landed: false });
      for (let i = 1; i < mine.length - 1; i++)
        expect(Math.abs(mine[i]!.column - mine[i - 1]!.column)).toBeLessThanOrEqual(1);
      expect(mine.at(-1)).toMatchObject({ column: drop.slot, landed: true });
      expect(mine).toHaveLength(drop.path.length + 2);
    });
  });

  it('Monopoly: the token walks square by square, the dice sum per roll, collecting the landed squares', () => {
    const cfg = config('EVO_LIVE_MONOPOLY');
    const o = roundOn('EVO_LIVE_MONOPOLY', 'four_rolls');
    const def = bonusDefOf(cfg, 'four-rolls') as Extract<wheel.BonusDef, { kind: 'board' }>;
    const trace = o.children[0]!.details.trace as { moves: { dice: [number, number]; square: number }[] };
    const walk = frames(wheelSteps(cfg, o)).filter((f) => f.kind === 'walk');
    let square = 0;
    for (const f of walk) {
      if (!f.landed && f.square !== square) expect(f.square).toBe((square + 1) % def.squares.length);
      square = f.square;
    }
    const landings = walk.filter((f) => f.landed);
    expect(landings.map((f) => f.square)).toEqual(trace.moves.map((m) => m.square));
    expect(landings.at(-1)!.collected).toBe(o.children[0]!.details.value);
  });

  it('Funky Time: Stayin’ Alive collects its values; Disco drops land on their slots', () => {
    const cfg = config('EVO_LIVE_FUNKY_TIME');
    const alive = roundOn('EVO_LIVE_FUNKY_TIME', 'stayin_alive');
    const collect = frames(wheelSteps(cfg, alive));
    expect(collect.at(-1)).toMatchObject({
      kind: 'collect',
      stopped: true,
      total: alive.children[0]!.details.value,
    });
    const disco = roundOn('EVO_LIVE_FUNKY_TIME', 'disco');
    const landed = frames(wheelSteps(cfg, disco)).filter((f) => f.kind === 'flapper' && f.landed);
    const trace = disco.children[0]!.details.trace as { drops: { slot: number }[] };
    expect(landed.map((f) => (f.kind === 'flapper' ? f.slot : -1))).toEqual(trace.drops.map((d) => d.slot));
  });

  it('a pending Cash Hunt ends in a wait for the pick; the settled round reveals the picked position', () => {
    const cfg = config('EVO_LIVE_CRAZY_TIME');
    const pending = roundOn('EVO_LIVE_CRAZY_TIME', 'cash_hunt');
    expect(pending.pending?.options).toBe(108);
    expect(wheelSteps(cfg, pending).at(-1)!.part).toBe('await-pick');
    const settled = roundOn('EVO_LIVE_CRAZY_TIME', 'cash_hunt', [42]);
    expect(frames(wheelSteps(cfg, settled))).toEqual(
      (['hidden', 'picked', 'revealed'] as const).map((phase) => ({ kind: 'board', phase, picked: 42 })),
    );
  });
});
