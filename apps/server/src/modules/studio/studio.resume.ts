import {
  DECIDED_FOR_YOU_MAX,
  type StudioRoundQuery,
  type StudioRoundResponse,
  type StudioRoundsSeenRequest,
} from '@casino/contract';
import { ApiError } from '../../errors.ts';
import * as decisionsRepo from './studio.decisions.repository.ts';
import type { DecidingFilter } from './studio.decisions.repository.ts';
import {
  advanceRound,
  belongsTo,
  fairnessOfRound,
  roundResponse,
  withRoundLocked,
} from './studio.decisions.ts';
import type { StudioServiceDeps } from './studio.shared.ts';
import type { StudioSessionRow } from './studio.table.ts';

/**
 * A game reopened, or left open past a pick's deadline, shows the player's rounds as they stand (issue
 * 25): the open round read back (GET /studio/round/state), and the rounds the server decided for the
 * player listed once (the session's `decidedForYou`, acknowledged with POST /studio/round/seen).
 */

type Deps = Pick<StudioServiceDeps, 'db' | 'clock' | 'wallet' | 'engineFor'>;

/**
 * GET /studio/round/state: the session player's round as it stands. A pick whose deadline has passed is
 * settled with the auto-pick first (as a late decide would be), so the game can show what was picked.
 */
export async function roundState(
  deps: Deps,
  session: StudioSessionRow,
  query: Pick<StudioRoundQuery, 'roundId'>,
): Promise<StudioRoundResponse> {
  const found = await decisionsRepo.findRoundById(deps.db, query.roundId);
  // Another player's round answers exactly as a round id that does not exist.
  if (!found || !belongsTo(found, session)) throw new ApiError(404, 'NOT_FOUND');
  if (found.status !== 'SETTLED' && found.status !== 'DECIDING') throw new ApiError(404, 'NOT_FOUND');
  const now = deps.clock.now();
  const expired =
    found.status === 'DECIDING' && (found.decision_expires_at as Date).getTime() <= now.getTime();
  if (!expired) return roundResponse(found, await fairnessOfRound(deps.db, found.round_id), now);
  return withRoundLocked(deps, found, async (tx, round, credit) => {
    if (round.status !== 'DECIDING') return roundResponse(round, await fairnessOfRound(tx, round.round_id));
    return advanceRound(tx, deps, round, round.choices, true, credit);
  });
}

/** The rounds of this player and game the server decided for them that they have not been shown. */
export async function decidedForYou(deps: Deps, filter: DecidingFilter): Promise<StudioRoundResponse[]> {
  const rounds = await decisionsRepo.listUnseenAutoPicked(deps.db, filter, DECIDED_FOR_YOU_MAX);
  return Promise.all(
    rounds.map(async (round) => roundResponse(round, await fairnessOfRound(deps.db, round.round_id))),
  );
}

/** POST /studio/round/seen: marks the session player's auto-picked rounds among `roundIds` seen. */
export async function markSeen(
  deps: Deps,
  filter: DecidingFilter,
  input: Pick<StudioRoundsSeenRequest, 'roundIds'>,
): Promise<{ seen: number }> {
  const roundIds = [...new Set(input.roundIds)];
  return { seen: await decisionsRepo.markAutoPickSeen(deps.db, filter, roundIds, deps.clock.now()) };
}
