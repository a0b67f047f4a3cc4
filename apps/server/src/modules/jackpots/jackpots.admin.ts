import type { OperatorJackpot, OperatorJackpotUpdate } from '@casino/contract';
import { jackpotRtpProblems, MILLI } from '@casino/studio';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../errors.ts';
import { toOperatorJackpot } from './jackpots.mapping.ts';
import * as repo from './jackpots.repository.ts';

/**
 * The console's change of a pool's names, terms, titles or state, under the pool's lock (rounds
 * wait, then play on the new terms). Refused (400) when the terms would put a participating
 * title's RTP (its own + the jackpot's share) outside 94–97 % (JACKPOT_RTP_OUT_OF_RANGE, with
 * `gameCodes`), when the share is not a multiple of 10 bp (a stake must contribute whole
 * milli-coins), or when the must-drop-by amount is not above both the seed and the pool now.
 */
export async function updatePoolTerms(
  { db, clock }: { db: Db; clock: Clock },
  jackpotId: string,
  change: OperatorJackpotUpdate,
): Promise<{ before: OperatorJackpot; after: OperatorJackpot }> {
  return db.transaction().execute(async (tx) => {
    const row = await repo.lockPool(tx, jackpotId);
    if (!row) throw new ApiError(404, 'NOT_FOUND');
    const terms = {
      shareBp: change.shareBp ?? row.share_bp,
      seed: change.seed === undefined ? row.seed : change.seed * MILLI,
      mustDropBy: change.mustDropBy === undefined ? row.must_drop_by : change.mustDropBy * MILLI,
    };
    const gameCodes = change.gameCodes ?? row.game_codes;
    const invalid = () => new ApiError(400, 'REQUEST_VALIDATION_ERROR');
    if (terms.shareBp % 10 !== 0) throw invalid();
    if (!Number.isSafeInteger(terms.mustDropBy) || terms.mustDropBy <= terms.seed) throw invalid();
    if (terms.mustDropBy <= row.amount) throw invalid();
    if (new Set(gameCodes).size !== gameCodes.length || gameCodes.length > 50) throw invalid();
    const outside = jackpotRtpProblems(gameCodes, terms);
    if (outside.length > 0)
      throw new ApiError(400, 'JACKPOT_RTP_OUT_OF_RANGE', { details: { gameCodes: outside } });
    const after = await repo.updatePool(tx, jackpotId, {
      ...(change.name ? { name_ja: change.name.ja, name_en: change.name.en } : {}),
      share_bp: terms.shareBp,
      seed: terms.seed,
      must_drop_by: terms.mustDropBy,
      game_codes: [...gameCodes],
      ...(change.active === undefined ? {} : { is_active: change.active }),
      updated_at: clock.now(),
    });
    return { before: toOperatorJackpot(row), after: toOperatorJackpot(after) };
  });
}
