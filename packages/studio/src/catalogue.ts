import { GAME_CATALOGUE, type CatalogueGame } from '@casino/contract';
import { FairRng, type FairInputs } from './fair.ts';
import type { Rng } from './rng.ts';
import {
  baccaratChannels,
  baccaratObserve,
  baccaratRtp,
  playBaccarat,
  type BaccaratConfig,
} from './games/baccarat.ts';
import {
  coinFlipChannels,
  coinFlipObserve,
  coinFlipRtp,
  playCoinFlip,
  type CoinFlipConfig,
} from './games/coin-flip.ts';
import { diceChannels, diceObserve, diceRtp, playDice, type DiceConfig } from './games/dice.ts';
import {
  playRoulette,
  rouletteChannels,
  rouletteObserve,
  rouletteRtp,
  type RouletteConfig,
} from './games/roulette.ts';
import { playSlot, slotChannels, slotObserve, slotRtp, type SlotConfig } from './games/slot.ts';
import { SLOT_TITLES } from './games/slot-titles.ts';
import { playWheel, wheelChannels, wheelObserve, wheelRtp, type WheelConfig } from './games/wheel.ts';
import * as T from './tables.ts';
import {
  BetError,
  NO_CHOICES,
  type BetInput,
  type Channel,
  type Outcome,
  type PlayContext,
  type RtpReport,
} from './types.ts';

export interface BetLimits {
  /** Every stake (slot bet, or each amount on a bet slip) must be a multiple of this. */
  betUnit: number;
  minBet: number;
  maxBet: number;
  /** Suggested bet sizes for the UI (slots: total bet per spin; tables: chip values). */
  betSteps: number[];
}

interface Base {
  gameCode: string;
  title: CatalogueGame['title'];
  theme: CatalogueGame['theme'];
  limits: BetLimits;
  /** What the RTP tool simulates (and the reference RTP refers to). */
  referenceBet: BetInput;
  referenceLabel: string;
  /** Seconds per round for live-style pacing (speed variants are faster). */
  roundSeconds: number;
}

export type GameDefinition = Base &
  (
    | { engine: 'slot'; config: SlotConfig }
    | { engine: 'coin-flip'; config: CoinFlipConfig }
    | { engine: 'dice'; config: DiceConfig }
    | { engine: 'wheel'; config: WheelConfig }
    | { engine: 'roulette'; config: RouletteConfig }
    | { engine: 'baccarat'; config: BaccaratConfig }
  );

export type EngineKind = GameDefinition['engine'];

interface EngineImpl<C> {
  play(config: C, rng: Rng, bet: BetInput, context: PlayContext): Outcome;
  rtp(config: C): RtpReport;
  channels(config: C): Channel[];
  observe(config: C, outcome: Outcome): number[][];
}

const slip = (bet: BetInput): Record<string, number> => {
  if (!('bets' in bet)) throw new BetError('this game takes a bet slip { bets: { spot: coins } }');
  return bet.bets;
};

/** A table engine: it takes a bet slip (`{ bets: { spot: coins } }`), never a slot's single bet. */
function slipEngine<C>(
  play: (config: C, rng: Rng, bets: Record<string, number>, context: PlayContext) => Outcome,
  rtp: EngineImpl<C>['rtp'],
  channels: EngineImpl<C>['channels'],
  observe: EngineImpl<C>['observe'],
): EngineImpl<C> {
  return { play: (c, rng, bet, context) => play(c, rng, slip(bet), context), rtp, channels, observe };
}

const ENGINES: { [K in EngineKind]: EngineImpl<Extract<GameDefinition, { engine: K }>['config']> } = {
  slot: {
    play: (c, rng, bet, context) => {
      if (!('bet' in bet)) throw new BetError('slots take { bet: coins }');
      return playSlot(c, rng, bet.bet, context);
    },
    rtp: slotRtp,
    channels: slotChannels,
    observe: slotObserve,
  },
  'coin-flip': slipEngine(playCoinFlip, coinFlipRtp, coinFlipChannels, coinFlipObserve),
  dice: slipEngine(playDice, diceRtp, diceChannels, diceObserve),
  wheel: slipEngine(playWheel, wheelRtp, wheelChannels, wheelObserve),
  roulette: slipEngine(playRoulette, rouletteRtp, rouletteChannels, rouletteObserve),
  baccarat: slipEngine(playBaccarat, baccaratRtp, baccaratChannels, baccaratObserve),
};

const catalogueEntry = (code: string): CatalogueGame => {
  const g = GAME_CATALOGUE.find((x) => x.gameCode === code);
  if (!g) throw new Error(`${code} is not in GAME_CATALOGUE`);
  return g;
};

const TABLE_LIMITS: BetLimits = {
  betUnit: 1,
  minBet: 1,
  maxBet: 10_000,
  betSteps: [1, 5, 10, 25, 100, 500, 1000],
};
const allSpots = (cfg: WheelConfig): BetInput => ({
  bets: Object.fromEntries(Object.keys(cfg.spots).map((s) => [s, 1])),
});

function live(
  code: string,
  def: Omit<GameDefinition, 'gameCode' | 'title' | 'theme' | 'limits' | 'roundSeconds'> & {
    limits?: BetLimits;
    roundSeconds?: number;
  },
): GameDefinition {
  const g = catalogueEntry(code);
  return {
    gameCode: code,
    title: g.title,
    theme: g.theme,
    limits: TABLE_LIMITS,
    roundSeconds: 30,
    ...def,
  } as GameDefinition;
}

function slot(code: string, config: SlotConfig): GameDefinition {
  const g = catalogueEntry(code);
  const u = config.credits;
  return {
    gameCode: code,
    title: g.title,
    theme: g.theme,
    engine: 'slot',
    config,
    limits: {
      betUnit: u,
      minBet: u,
      maxBet: u * 500,
      betSteps: [1, 2, 5, 10, 20, 50, 100, 200, 500].map((k) => k * u),
    },
    referenceBet: { bet: u },
    referenceLabel: 'spin',
    roundSeconds: 3,
  };
}

const LIVE: GameDefinition[] = [
  live('EVO_LIVE_CRAZY_COIN_FLIP', {
    engine: 'coin-flip',
    config: T.CRAZY_COIN_FLIP,
    referenceBet: { bets: { red: 1 } },
    referenceLabel: 'red',
  }),
  live('EVO_LIVE_CRAZY_TIME', {
    engine: 'wheel',
    config: T.CRAZY_TIME,
    referenceBet: allSpots(T.CRAZY_TIME),
    referenceLabel: '1 on every spot',
  }),
  live('EVO_LIVE_DREAM_CATCHER', {
    engine: 'wheel',
    config: T.DREAM_CATCHER,
    referenceBet: allSpots(T.DREAM_CATCHER),
    referenceLabel: '1 on every spot',
  }),
  live('EVO_LIVE_EXTRA_CHILLI_LIGHTNING_DICE', {
    engine: 'dice',
    config: T.EXTRA_CHILLI_LIGHTNING_DICE,
    referenceBet: { bets: Object.fromEntries(Array.from({ length: 16 }, (_, i) => [String(i + 3), 1])) },
    referenceLabel: '1 on every total',
  }),
  live('EVO_LIVE_FUNKY_TIME', {
    engine: 'wheel',
    config: T.FUNKY_TIME,
    referenceBet: allSpots(T.FUNKY_TIME),
    referenceLabel: '1 on every spot',
  }),
  live('EVO_LIVE_IMPERIAL_QUEST', {
    engine: 'wheel',
    config: T.IMPERIAL_QUEST,
    referenceBet: allSpots(T.IMPERIAL_QUEST),
    referenceLabel: '1 on every spot',
  }),
  live('EVO_LIVE_JAPANESE_ROULETTE', {
    engine: 'roulette',
    config: { variant: 'japanese' },
    referenceBet: { bets: { 'straight-17': 1 } },
    referenceLabel: 'straight 17',
  }),
  live('EVO_LIVE_JAPANESE_SPEED_BACCARAT', {
    engine: 'baccarat',
    config: { decks: 8, pacing: 'speed' },
    referenceBet: { bets: { banker: 20 } },
    referenceLabel: 'banker',
    limits: { betUnit: 20, minBet: 20, maxBet: 20_000, betSteps: [20, 100, 200, 500, 1000, 5000] },
    roundSeconds: 27,
  }),
  live('EVO_LIVE_LIGHTNING_DICE', {
    engine: 'dice',
    config: T.LIGHTNING_DICE,
    referenceBet: { bets: Object.fromEntries(Array.from({ length: 16 }, (_, i) => [String(i + 3), 1])) },
    referenceLabel: '1 on every total',
  }),
  live('EVO_LIVE_MONOPOLY', {
    engine: 'wheel',
    config: T.MONOPOLY,
    referenceBet: allSpots(T.MONOPOLY),
    referenceLabel: '1 on every spot',
  }),
];

/** Every GAME_CATALOGUE code → its engine, maths and limits. */
export const STUDIO_GAMES: Readonly<Record<string, GameDefinition>> = Object.fromEntries([
  ...LIVE.map((d) => [d.gameCode, d] as const),
  ...Object.entries(SLOT_TITLES).map(([code, cfg]) => [code, slot(code, cfg)] as const),
]);

export function gameDefinition(gameCode: string): GameDefinition {
  const d = STUDIO_GAMES[gameCode];
  if (!d) throw new BetError(`unknown game ${gameCode}`);
  return d;
}

function engineOf(d: GameDefinition): EngineImpl<GameDefinition['config']> {
  return ENGINES[d.engine] as EngineImpl<GameDefinition['config']>;
}

/** Check a bet against the game's limits (per-spot amounts for slips). Throws BetError. */
export function validateBet(d: GameDefinition, bet: BetInput): void {
  const amounts = 'bet' in bet ? [bet.bet] : Object.values(bet.bets);
  const total = amounts.reduce((a, b) => a + b, 0);
  for (const a of amounts) {
    if (!Number.isSafeInteger(a) || a <= 0) throw new BetError('bets must be positive integers');
    if (a % d.limits.betUnit !== 0) throw new BetError(`bets must be multiples of ${d.limits.betUnit}`);
  }
  if (total < d.limits.minBet) throw new BetError(`minimum bet is ${d.limits.minBet}`);
  if (total > d.limits.maxBet) throw new BetError(`maximum bet is ${d.limits.maxBet}`);
}

/**
 * Play a round with any generator (simulations); no limit check beyond the engine's own. Simulations
 * that reach a player's decision pass the choices (a strategy) in `context`.
 */
export function playWith(
  gameCode: string,
  rng: Rng,
  bet: BetInput,
  context: PlayContext = NO_CHOICES,
): Outcome {
  const d = gameDefinition(gameCode);
  return engineOf(d).play(d.config, rng, bet, context);
}

/**
 * The provably fair round: what the server plays and the verify page recomputes. Same inputs (seeds, nonce, bet and the
 * player's choices so far) → the same outcome, bit for bit.
 */
export function computeOutcome(
  gameCode: string,
  fair: FairInputs,
  bet: BetInput,
  choices: readonly number[] = [],
): Outcome & { fair: FairInputs & { draws: number } } {
  const d = gameDefinition(gameCode);
  validateBet(d, bet);
  const rng = new FairRng(fair);
  const outcome = engineOf(d).play(d.config, rng, bet, { choices, fair });
  return { ...outcome, fair: { ...fair, draws: rng.draws } };
}

export function exactRtp(gameCode: string): RtpReport {
  const d = gameDefinition(gameCode);
  return engineOf(d).rtp(d.config);
}

export function designedDistribution(gameCode: string): Channel[] {
  const d = gameDefinition(gameCode);
  return engineOf(d).channels(d.config);
}

export function observeDraws(gameCode: string, outcome: Outcome): number[][] {
  const d = gameDefinition(gameCode);
  return engineOf(d).observe(d.config, outcome);
}
