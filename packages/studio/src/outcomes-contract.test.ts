import {
  baccaratDetailsSchema,
  coinFlipOutcomeSchema,
  diceOutcomeSchema,
  rouletteDetailsSchema,
  slotOutcomeSchema,
  wheelOutcomeSchema,
  type StudioEngine,
} from '@casino/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { STUDIO_GAMES, playWith } from './catalogue.ts';
import { Xoshiro128 } from './rng.ts';

/** The contract's outcome schema of each engine family (packages/contract outcomes.ts): what the game clients read. */
const SCHEMA_OF: Record<StudioEngine, z.ZodType> = {
  slot: slotOutcomeSchema,
  dice: diceOutcomeSchema,
  'coin-flip': coinFlipOutcomeSchema,
  wheel: wheelOutcomeSchema,
  roulette: z.object({ engine: z.literal('roulette'), details: rouletteDetailsSchema }),
  baccarat: z.object({ engine: z.literal('baccarat'), details: baccaratDetailsSchema }),
};

describe('every engine’s outcomes match the contract’s schema', () => {
  it.each(Object.keys(STUDIO_GAMES))('%s', (gameCode) => {
    const game = STUDIO_GAMES[gameCode]!;
    const schema = SCHEMA_OF[game.engine as StudioEngine];
    expect(schema, game.engine).toBeDefined();
    const rng = new Xoshiro128(`contract-${gameCode}`);
    // Enough rounds that free spins, bonus rounds and third cards appear in the common games.
    for (let round = 0; round < 300; round++) {
      const outcome = playWith(gameCode, rng, game.referenceBet);
      const parsed = schema.safeParse(JSON.parse(JSON.stringify(outcome)));
      expect(parsed.error?.issues, `${gameCode} round ${round}`).toBeUndefined();
    }
  });
});
