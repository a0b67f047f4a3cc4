import {
  VERIFY_PAGE_PATH,
  type BetRoundFairness,
  type RoundJackpot,
  type VerifyRoundResponse,
} from '@casino/contract';
import type { DbOrTx } from '../../db/database.ts';
import { ApiError } from '../../errors.ts';
import * as repo from './studio.repository.ts';

/**
 * Public verification of a round by its random id (GET /studio/verify): its inputs, the picks it was
 * played with, its outcome, and the server seed once the seed has been rotated (rotation settles every
 * round of the seed that waited for a pick first, so a revealed seed never reveals an open board).
 * With the maths version the round was decided under and the game's current one: when they differ
 * (or the round predates versions) the round cannot be recomputed by today's engines, and the verify
 * page says so instead of calling it a mismatch (docs/decisions/023-maths-version.md).
 */
export async function verifyRound(
  db: DbOrTx,
  roundId: string,
  currentMathsVersion: (gameCode: string) => string | null,
  jackpotOf: (roundId: string) => Promise<RoundJackpot | null> = async () => null,
): Promise<VerifyRoundResponse> {
  const round = await repo.findFairRound(db, roundId);
  if (!round) throw new ApiError(404, 'NOT_FOUND');
  return {
    roundId: round.round_id,
    gameCode: round.game_code,
    createdDate: round.created_at.toISOString(),
    serverSeed: round.retired_at === null ? null : round.server_seed,
    serverSeedHash: round.server_seed_hash,
    clientSeed: round.client_seed,
    nonce: round.nonce,
    betInput: round.bet_input as VerifyRoundResponse['betInput'],
    stake: round.stake,
    win: round.total_win,
    outcome: round.outcome,
    choices: [...round.choices],
    autoPickedFrom: round.auto_picked_from,
    pending: round.pending,
    mathsVersion: round.maths_version,
    currentMathsVersion: currentMathsVersion(round.game_code),
    // A real round of a participating title: its pool before, the terms in force and its draw
    // (modules/jackpots); recomputed from the revealed seed with @casino/studio's resolveJackpot.
    jackpot: await jackpotOf(round.round_id),
  };
}

/** Of these rounds of the account, the ones whose pick the server made after its deadline. */
export async function autoPickedRounds(
  db: DbOrTx,
  accountId: string,
  roundIds: string[],
): Promise<Set<string>> {
  if (roundIds.length === 0) return new Set();
  return new Set(await repo.listAutoPickedRoundIds(db, accountId, roundIds));
}

/**
 * A round's provably fair inputs for its player's bet history (contract bet-rounds.ts): null when the
 * studio holds no such round of this account (a demo round has no account).
 */
export async function roundFairness(
  db: DbOrTx,
  accountId: string,
  roundId: string,
): Promise<BetRoundFairness | null> {
  const round = await repo.findFairRound(db, roundId);
  if (!round || round.account_id !== accountId) return null;
  return {
    serverSeedHash: round.server_seed_hash,
    serverSeed: round.retired_at === null ? null : round.server_seed,
    clientSeed: round.client_seed,
    nonce: round.nonce,
    verifyPath: `${VERIFY_PAGE_PATH}?${new URLSearchParams({ roundId: round.round_id }).toString()}`,
  };
}
