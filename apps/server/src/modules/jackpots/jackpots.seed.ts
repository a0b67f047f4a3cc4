import { DEFAULT_JACKPOT } from '@casino/studio';
import type { DbOrTx } from '../../db/database.ts';
import * as repo from './jackpots.repository.ts';

/**
 * The first start's pool: DEFAULT_JACKPOT of @casino/studio (the same constant `npm run rtp` reads),
 * starting at its seed. Nothing when the pool exists: the console's changes are never overwritten.
 * Returns the rows inserted (0 or 1).
 */
export async function seedJackpots(tx: DbOrTx, now: Date): Promise<number> {
  return repo.insertPoolIfMissing(tx, {
    jackpot_id: DEFAULT_JACKPOT.id,
    name_ja: DEFAULT_JACKPOT.name.ja,
    name_en: DEFAULT_JACKPOT.name.en,
    amount: DEFAULT_JACKPOT.seed,
    seed: DEFAULT_JACKPOT.seed,
    must_drop_by: DEFAULT_JACKPOT.mustDropBy,
    share_bp: DEFAULT_JACKPOT.shareBp,
    game_codes: [...DEFAULT_JACKPOT.gameCodes],
    updated_at: now,
  });
}
