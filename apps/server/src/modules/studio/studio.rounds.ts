import { DECISION_TIMEOUT_MS, type StudioRoundResponse } from '@casino/contract';
import type { BetInput, FairInputs } from '@casino/studio';
import type { DbOrTx } from '../../db/database.ts';
import { ApiError } from '../../errors.ts';
import type { RoundEngine } from './engine.ts';
import * as decisionsRepo from './studio.decisions.repository.ts';
import { fairnessOfRound, replayRound, roundResponse } from './studio.decisions.ts';
import * as repo from './studio.repository.ts';
import { ownerOf, takeNonce } from './studio.seeds.ts';
import { newRoundId, type StudioServiceDeps } from './studio.deps.ts';
import type { StudioRoundRow, StudioSessionRow } from './studio.table.ts';

/**
 * A new round: the nonce, the engine, the provably fair record, and demo mode's money (real mode's is
 * studio.real-round.ts). A round whose outcome waits for a pick (`pending`) takes the bet and is left
 * DECIDING (studio.decisions.ts settles it).
 */

type Deps = Pick<StudioServiceDeps, 'db' | 'clock'>;

export interface NewRound {
  roundId: string;
  roundKey: string;
  bet: BetInput;
  stake: number;
}

export interface Decided {
  win: number;
  outcome: Record<string, unknown>;
  fairness: StudioRoundResponse['fairness'];
  /** The outcome waits for the player's pick: nothing may be credited yet. */
  pending: boolean;
  /** The round's fair inputs, server seed included (never sent before the seed is revealed): the jackpot draws from them. */
  inputs: FairInputs;
}

/** Thrown inside a round's transaction when another request recorded the outcome first. */
export class AlreadyDecided extends Error {}

/**
 * Decides a round inside `tx`: takes the nonce (the seed row stays locked until `tx` ends), plays,
 * records the provably fair round and the claimed round's outcome. Rolling `tx` back returns the nonce.
 * With `outcomeWithSettle`, the caller writes the outcome with its settle update instead (one
 * statement less): only for a round claimed in `tx` itself, which no other request can have decided.
 */
export async function decideNewRound(
  tx: DbOrTx,
  deps: Deps,
  session: StudioSessionRow,
  engine: RoundEngine,
  round: NewRound,
  { outcomeWithSettle = false }: { outcomeWithSettle?: boolean } = {},
): Promise<Decided> {
  const fair = await takeNonce(tx, deps.clock, ownerOf(session));
  const inputs = { serverSeed: fair.server_seed, clientSeed: fair.client_seed, nonce: fair.nonce };
  // The outcome is stored as JSON and sent to the client: it must survive the round trip.
  const { outcome } = replayRound(engine, inputs, round.bet, [], false);
  const win = outcome.totalWin;
  const pending = outcome.pending !== undefined;
  if (outcome.stake !== round.stake) throw new Error('engine stake differs from the bet');
  if (
    !outcomeWithSettle &&
    !(await repo.recordOutcome(tx, session.session_hash, round.roundKey, win, outcome))
  ) {
    throw new AlreadyDecided();
  }
  await repo.insertFairRound(tx, {
    round_id: round.roundId,
    game_code: session.game_code,
    account_id: session.mode === 'real' ? session.account_id : null,
    session_hash: session.mode === 'demo' ? session.session_hash : null,
    seed_id: fair.seed_id,
    client_seed: fair.client_seed,
    nonce: fair.nonce,
    bet_input: JSON.stringify(round.bet),
    stake: round.stake,
    total_win: win,
    outcome: JSON.stringify(outcome),
    created_at: deps.clock.now(),
    pending,
    maths_version: engine.mathsVersion,
  });
  return {
    win,
    outcome,
    pending,
    inputs,
    fairness: { serverSeedHash: fair.server_seed_hash, clientSeed: fair.client_seed, nonce: fair.nonce },
  };
}

/** Leaves a just-decided round waiting for its pick: `balanceAfter` is the balance after the bet. */
export async function leaveDeciding(
  tx: DbOrTx,
  deps: Deps,
  round: NewRound,
  decided: Decided,
  balanceAfter: number,
): Promise<StudioRoundResponse> {
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + DECISION_TIMEOUT_MS);
  const state = { win: decided.win, outcome: decided.outcome, balanceAfter, choices: [], expiresAt };
  await decisionsRepo.markDeciding(tx, round.roundId, state);
  return roundResponse(
    {
      round_id: round.roundId,
      bet: round.stake,
      win: decided.win,
      balance_after: balanceAfter,
      outcome: decided.outcome,
      choices: [],
      decision_expires_at: expiresAt,
      auto_picked_from: null,
    },
    decided.fairness,
    now,
  );
}

/** The first result of a round key, if it was settled or waits for a pick; refuses the same key with another bet. */
export async function checkExisting(
  tx: DbOrTx,
  round: StudioRoundRow | undefined,
  stake: number,
  bet: BetInput,
): Promise<StudioRoundResponse | undefined> {
  if (!round) return undefined;
  const sameBet =
    round.bet === stake &&
    (round.bet_input == null || JSON.stringify(round.bet_input) === JSON.stringify(bet));
  if (!sameBet) throw new ApiError(409, 'IDEMPOTENCY_KEY_REUSED');
  if (round.status === 'SETTLED' || round.status === 'DECIDING')
    return roundResponse(round, await fairnessOfRound(tx, round.round_id));
  // The round failed and its bet was refunded: the client must start a new round (new roundKey).
  if (round.status === 'ROLLED_BACK') throw new ApiError(409, 'REQUEST_VALIDATION_ERROR');
  return undefined;
}

/** The claim of a round key: PENDING, with its stake and bet input (real and demo rounds alike). */
export function claimOf(sessionHash: string, round: Omit<NewRound, 'roundId'>, roundId: string, now: Date) {
  return {
    session_hash: sessionHash,
    round_key: round.roundKey,
    round_id: roundId,
    bet: round.stake,
    bet_input: JSON.stringify(round.bet),
    status: 'PENDING' as const,
    win: null,
    outcome: null,
    balance_after: null,
    created_at: now,
    settled_at: null,
  };
}

/** A demo round: against the session's own balance, in one transaction holding the session row. */
export async function playDemoRound(
  deps: Deps,
  session: StudioSessionRow,
  engine: RoundEngine,
  { roundKey, bet, stake }: Omit<NewRound, 'roundId'>,
): Promise<StudioRoundResponse> {
  return deps.db.transaction().execute(async (tx) => {
    const locked = await repo.lockSession(tx, session.session_hash);
    if (!locked) throw new ApiError(401, 'UNAUTHORIZED');
    const first = await checkExisting(
      tx,
      await repo.findRound(tx, session.session_hash, roundKey),
      stake,
      bet,
    );
    if (first) return first;
    const balance = locked.demo_balance ?? 0;
    if (balance < stake) throw new ApiError(409, 'INSUFFICIENT_FUNDS');
    const round = { roundId: newRoundId(), roundKey, bet, stake };
    const now = deps.clock.now();
    await repo.insertRoundIfMissing(tx, claimOf(session.session_hash, round, round.roundId, now));
    // An engine failure throws here and aborts the transaction: nothing moved, no nonce spent.
    const decided = await decideNewRound(tx, deps, session, engine, round);
    if (decided.pending) {
      await repo.setDemoBalance(tx, session.session_hash, balance - stake);
      return leaveDeciding(tx, deps, round, decided, balance - stake);
    }
    const balanceAfter = balance - stake + decided.win;
    if (!Number.isSafeInteger(balanceAfter)) throw new Error('demo balance out of range');
    await repo.setDemoBalance(tx, session.session_hash, balanceAfter);
    await repo.settleRound(tx, session.session_hash, roundKey, balanceAfter, now);
    return {
      roundId: round.roundId,
      bet: stake,
      win: decided.win,
      balance: balanceAfter,
      outcome: decided.outcome as StudioRoundResponse['outcome'],
      fairness: decided.fairness,
    };
  });
}
