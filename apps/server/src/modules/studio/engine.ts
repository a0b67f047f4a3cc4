import {
  BetError,
  STUDIO_GAMES,
  mathsVersion,
  computeOutcome,
  validateBet,
  type BetInput,
  type BetLimits,
  type EngineKind,
  type FairInputs,
  type Outcome,
} from '@casino/studio';

export type { BetLimits } from '@casino/studio';

/**
 * One game's rules (ARCHITECTURE.md decision 4): decides a round from its provably fair inputs and the
 * bet. The studio's service does the money (bet before, win after, rollback on failure) and the seeds;
 * an engine only computes. Same inputs → the same outcome, bit for bit (the verify page recomputes it).
 */
export interface RoundEngine {
  /** The studio engine family: slots take `{ bet }`, every other engine a bet slip `{ bets }`. */
  engine: EngineKind;
  limits: BetLimits;
  /**
   * The game's current maths version (@casino/studio mathsVersion, docs/decisions/023-maths-version.md),
   * recorded with every round it decides: the verify page recomputes only rounds of the current one.
   */
  mathsVersion: string;
  /**
   * Checks a bet before any money moves and returns its total stake; throws @casino/studio's BetError
   * for a bet the game does not take (wrong shape, unknown spot, limits, bet unit).
   */
  validate(bet: BetInput): number;
  /**
   * Decides the round; throws BetError for a bet the game does not take. `choices` are the player's
   * picks so far: a round that needs one more returns its root outcome with `pending` (contract
   * decisions.ts), and the same inputs with the pick appended give the settled round.
   */
  decide(fair: FairInputs, bet: BetInput, choices?: readonly number[]): Outcome;
}

/**
 * Fixed inputs of a dry run: engines check a slip's spots only while playing, so validation plays the
 * bet once with these (the result is thrown away; it says nothing about any real round).
 */
const PROBE: FairInputs = { serverSeed: '0'.repeat(64), clientSeed: 'probe', nonce: 0 };

/** The @casino/studio engine of a game code; undefined when the studio has no such game. */
export function studioEngineFor(gameCode: string): RoundEngine | undefined {
  const definition = Object.hasOwn(STUDIO_GAMES, gameCode) ? STUDIO_GAMES[gameCode] : undefined;
  if (!definition) return undefined;
  return {
    engine: definition.engine,
    limits: definition.limits,
    mathsVersion: mathsVersion(gameCode)!,
    validate: (bet) => {
      if ((definition.engine === 'slot') !== 'bet' in bet)
        throw new BetError(definition.engine === 'slot' ? 'slots take { bet }' : 'this game takes { bets }');
      validateBet(definition, bet);
      return computeOutcome(gameCode, PROBE, bet).stake;
    },
    decide: (fair, bet, choices = []) => {
      // computeOutcome also returns `fair` (the server seed among it): never stored nor sent.
      const { fair: _fair, ...outcome } = computeOutcome(gameCode, fair, bet, choices);
      return outcome;
    },
  };
}
