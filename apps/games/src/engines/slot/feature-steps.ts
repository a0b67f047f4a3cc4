import type { TimelineStep } from '../shared/use-timeline.ts';
import type { SlotCoin, SlotOutcome, SlotSpin } from './outcome.ts';
import type { HoldState, PickState, SlotAction } from './slot-scene.ts';

/** Timings of the features (ms); reduced motion skips all of them. */
export const FEATURE_TIMING = {
  /** The wins of a window stay this long before its winning symbols burst. */
  beforeBurst: 900,
  /** The burst, before the rest fall and new symbols drop. */
  burst: 450,
  /** The fall, before the new window's wins light up. */
  fall: 420,
  /** The hold-and-win board's intro before the first respin. */
  holdIntro: 1400,
  /** One respin of the hold-and-win board. */
  respin: 900,
  /** The Grand (all 15 cells) before the total. */
  grand: 1800,
  /** The board's total before it closes. */
  holdTotal: 1600,
  /** The pick board opening, before the pick is turned. */
  pickIntro: 900,
  /** The picked prize alone, before the rest of the board turns. */
  pickReveal: 1200,
  /** The whole board, before it closes. */
  pickBoard: 1800,
};

type Step = TimelineStep<SlotAction>;

/** A cascade chain: after each window's wins, its winning symbols burst, the rest fall, new ones drop. */
export function cascadeSteps(spin: SlotSpin): Step[] {
  const steps: Step[] = [];
  let won = spin.details.lineWins.reduce((sum, w) => sum + w.win, 0);
  for (const [i, step] of (spin.details.cascades ?? []).entries()) {
    steps.push({
      wait: FEATURE_TIMING.beforeBurst,
      action: { type: 'burst', cells: step.removed },
      cue: 'winSmall',
    });
    won += step.win;
    steps.push({
      wait: FEATURE_TIMING.burst,
      action: {
        type: 'tumble',
        stage: i,
        grid: step.grid,
        dropped: step.dropped,
        chain: { tumbles: i + 1, multiplier: step.multiplier, won },
      },
      cue: 'reelStop',
    });
    steps.push({ wait: FEATURE_TIMING.fall, action: { type: 'showWins' } });
  }
  return steps;
}

/** Hold-and-win: the board opens with the locked coins, each respin lands coins (resetting to 3), the total. */
export function holdSteps(spin: SlotSpin): Step[] {
  const feature = spin.details.holdAndWin;
  if (!feature) return [];
  const jackpotsOf = (coins: SlotCoin[]) => coins.flatMap((c) => (c.jackpot ? [c.jackpot] : []));
  let hold: HoldState = {
    symbol: feature.symbol,
    coins: feature.locked,
    landed: feature.locked,
    respinsLeft: 3,
    respin: 0,
    jackpots: jackpotsOf(feature.locked),
    grand: false,
    win: 0,
    done: false,
    open: true,
  };
  const steps: Step[] = [{ wait: FEATURE_TIMING.beforeBurst, action: { type: 'hold', hold }, cue: 'win' }];
  feature.respins.forEach(({ landed, respinsLeft }, i) => {
    hold = {
      ...hold,
      coins: [...hold.coins, ...landed],
      landed,
      respinsLeft,
      respin: i + 1,
      jackpots: [...hold.jackpots, ...jackpotsOf(landed)],
    };
    steps.push({
      wait: i === 0 ? FEATURE_TIMING.holdIntro : FEATURE_TIMING.respin,
      action: { type: 'hold', hold },
      cue: landed.length > 0 ? 'chip' : 'click',
    });
  });
  if (feature.fullScreen) {
    hold = { ...hold, grand: true };
    steps.push({ wait: FEATURE_TIMING.respin, action: { type: 'hold', hold }, cue: 'bigWin' });
  }
  hold = { ...hold, jackpots: feature.jackpots, win: feature.win, done: true };
  steps.push({
    wait: feature.fullScreen ? FEATURE_TIMING.grand : FEATURE_TIMING.respin,
    action: { type: 'hold', hold },
    cue: 'win',
  });
  steps.push({ wait: FEATURE_TIMING.holdTotal, action: { type: 'hold', hold: { ...hold, open: false } } });
  return steps;
}

/**
 * The pick bonus of the paid spin: the board opens; while the round is pending it waits there for the
 * player's pick (the timeline ends; the settled round comes back as a new one). Settled: the pick turns,
 * then the whole board, then it closes.
 */
export function pickSteps(outcome: SlotOutcome, { reopened }: { reopened: boolean }): Step[] {
  const feature = outcome.details.pick;
  if (!feature) return [];
  let pick: PickState = {
    options: feature.options,
    chosen: outcome.pending ? [] : feature.chosen,
    board: null,
    revealed: 'none',
    win: 0,
    pending: outcome.pending !== undefined,
    open: true,
  };
  const steps: Step[] = [
    { wait: reopened ? 0 : FEATURE_TIMING.beforeBurst, action: { type: 'pick', pick }, cue: 'win' },
  ];
  if (outcome.pending || !feature.board) return steps;
  pick = { ...pick, board: feature.board, revealed: 'chosen', win: feature.win };
  steps.push({ wait: reopened ? 0 : FEATURE_TIMING.pickIntro, action: { type: 'pick', pick }, cue: 'win' });
  pick = { ...pick, revealed: 'all' };
  steps.push({ wait: FEATURE_TIMING.pickReveal, action: { type: 'pick', pick } });
  steps.push({ wait: FEATURE_TIMING.pickBoard, action: { type: 'pick', pick: { ...pick, open: false } } });
  return steps;
}
