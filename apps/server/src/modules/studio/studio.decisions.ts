import {
  AUTO_PICK_CHOICE,
  DECISION_TIMEOUT_MS,
  type StudioDecideRequest,
  type StudioRoundResponse,
} from '@casino/contract';
import type { BetInput, Outcome } from '@casino/studio';
import type { DbOrTx } from '../../db/database.ts';
import { ApiError } from '../../errors.ts';
import { isWalletError } from '../wallet/wallet.errors.ts';
import type { RoundEngine } from './engine.ts';
import * as decisionsRepo from './studio.decisions.repository.ts';
import type { DecidingFilter, OwnedRound } from './studio.decisions.repository.ts';
import * as repo from './studio.repository.ts';
import { engineOf, ledgerSessionId, STUDIO_PROVIDER, type StudioServiceDeps } from './studio.shared.ts';
import type { StudioRoundRow, StudioSessionRow } from './studio.table.ts';

/**
 * Rounds that wait for the player's pick (contract decisions.ts, docs/decisions/018-player-decisions.md).
 * A round's engine returns a `pending` outcome when it needs a pick it has not got; the round is then
 * DECIDING: bet taken, nothing credited. Each answer replays the round from its own seeds with the picks
 * so far (the board was fixed by the seeds before the first pick); once the outcome is settled, its win
 * is credited in the transaction that settles the round, under the wallet's lock (real) or the demo
 * session's (demo), so a second or concurrent decide finds the round settled and never pays twice.
 */

type Deps = Pick<StudioServiceDeps, 'db' | 'clock' | 'wallet' | 'engineFor'>;
type Fairness = StudioRoundResponse['fairness'];
type RoundState = Pick<
  StudioRoundRow,
  | 'round_id'
  | 'bet'
  | 'win'
  | 'balance_after'
  | 'outcome'
  | 'choices'
  | 'decision_expires_at'
  | 'auto_picked_from'
>;

/** No round asks for more picks than this (a guard against an engine that never settles). */
const MAX_PICKS = 100;
const BATCH = 100;

/** The pending pick of a stored outcome (what the engine asked for), if any. */
export function pendingOf(outcome: unknown): { step: string; options: number } | undefined {
  const pending = (outcome as { pending?: { kind?: unknown; step?: unknown; options?: unknown } } | null)
    ?.pending;
  if (!pending || pending.kind !== 'pick' || typeof pending.step !== 'string') return undefined;
  if (!Number.isSafeInteger(pending.options) || (pending.options as number) < 1) return undefined;
  return { step: pending.step, options: pending.options as number };
}

/**
 * A round's answer (POST /studio/round, /decide, a resumed session) from its stored state; `now` (the
 * server's clock) gives a waiting pick its `timeLeftMs`.
 */
export function roundResponse(round: RoundState, fairness: Fairness, now?: Date): StudioRoundResponse {
  const pending = pendingOf(round.outcome);
  const expiresAt = round.decision_expires_at;
  const timeLeftMs = expiresAt && now ? { timeLeftMs: Math.max(0, expiresAt.getTime() - now.getTime()) } : {};
  return {
    roundId: round.round_id,
    bet: round.bet,
    win: round.win ?? 0,
    balance: round.balance_after ?? 0,
    outcome: (round.outcome ?? {}) as StudioRoundResponse['outcome'],
    fairness,
    ...(pending && expiresAt
      ? {
          pending: {
            kind: 'pick' as const,
            ...pending,
            index: round.choices.length,
            expiresAt: expiresAt.toISOString(),
            ...timeLeftMs,
          },
        }
      : {}),
    ...(round.choices.length > 0 || pending ? { choices: [...round.choices] } : {}),
    ...(round.auto_picked_from !== null ? { autoPickedFrom: round.auto_picked_from } : {}),
  };
}

/** The round's inputs: seeds (server-side only), nonce and bet; throws when its record is missing. */
async function fairInputs(tx: DbOrTx, roundId: string) {
  const fair = await decisionsRepo.findFairInputs(tx, roundId);
  if (!fair) throw new Error('studio round without its fair record');
  return fair;
}

export async function fairnessOfRound(tx: DbOrTx, roundId: string): Promise<Fairness> {
  const fair = await fairInputs(tx, roundId);
  return { serverSeedHash: fair.server_seed_hash, clientSeed: fair.client_seed, nonce: fair.nonce };
}

/**
 * Replays a round with `choices`; with `auto`, appends the auto-pick (AUTO_PICK_CHOICE) while the
 * round still asks for one. Returns the outcome as stored (through JSON) and the picks it used.
 */
export function replayRound(
  engine: RoundEngine,
  fair: { serverSeed: string; clientSeed: string; nonce: number },
  bet: BetInput,
  choices: readonly number[],
  auto: boolean,
): { outcome: Outcome & Record<string, unknown>; choices: number[] } {
  const used = [...choices];
  let played = engine.play(fair, bet, used);
  while (auto && played.pending && used.length < MAX_PICKS) {
    used.push(AUTO_PICK_CHOICE);
    played = engine.play(fair, bet, used);
  }
  if (auto && played.pending) throw new Error('round still pending after the auto-picks');
  const outcome = JSON.parse(JSON.stringify(played)) as Outcome & Record<string, unknown>;
  if (!Number.isSafeInteger(outcome.totalWin) || outcome.totalWin < 0)
    throw new Error('engine returned an invalid win');
  return { outcome, choices: used };
}

/**
 * Moves a locked DECIDING round on with `choices` (auto: the server picks the rest): pending again →
 * stored with a fresh deadline; settled → `credit` pays the win (returns the balance after it) and the
 * round and its fair record are settled, in the caller's transaction.
 */
export async function advanceRound(
  tx: DbOrTx,
  deps: Deps,
  round: OwnedRound,
  choices: readonly number[],
  auto: boolean,
  credit: (win: number) => Promise<number>,
): Promise<StudioRoundResponse> {
  const fair = await fairInputs(tx, round.round_id);
  const engine = engineOf(deps, round.game_code);
  const inputs = { serverSeed: fair.server_seed, clientSeed: fair.client_seed, nonce: fair.nonce };
  const played = replayRound(engine, inputs, fair.bet_input as BetInput, choices, auto);
  if (played.outcome.stake !== round.bet) throw new Error('engine stake differs from the bet');
  const fairness = { serverSeedHash: fair.server_seed_hash, clientSeed: fair.client_seed, nonce: fair.nonce };
  const win = played.outcome.totalWin;
  const now = deps.clock.now();
  const autoPickedFrom =
    round.auto_picked_from ??
    (auto && played.choices.length > round.choices.length ? round.choices.length : null);
  const pending = played.outcome.pending !== undefined;
  await decisionsRepo.updateFairOutcome(tx, round.round_id, {
    outcome: played.outcome,
    totalWin: win,
    choices: played.choices,
    autoPickedFrom,
    pending,
    mathsVersion: engine.mathsVersion,
  });
  if (pending) {
    const expiresAt = new Date(now.getTime() + DECISION_TIMEOUT_MS);
    const state = {
      win,
      outcome: played.outcome,
      balanceAfter: round.balance_after ?? 0,
      choices: played.choices,
      expiresAt,
    };
    await decisionsRepo.markDeciding(tx, round.round_id, state);
    return roundResponse(
      { ...round, win, outcome: played.outcome, choices: played.choices, decision_expires_at: expiresAt },
      fairness,
      now,
    );
  }
  const balanceAfter = await credit(win);
  await decisionsRepo.settleDecided(tx, round.round_id, {
    win,
    outcome: played.outcome,
    balanceAfter,
    choices: played.choices,
    autoPickedFrom,
    now,
  });
  return roundResponse(
    {
      ...round,
      win,
      outcome: played.outcome,
      balance_after: balanceAfter,
      choices: played.choices,
      decision_expires_at: null,
      auto_picked_from: autoPickedFrom,
    },
    fairness,
  );
}

type Locked<T> = (tx: DbOrTx, round: OwnedRound, credit: (win: number) => Promise<number>) => Promise<T>;

/**
 * Runs `work` on the round locked the way its money is: real mode inside the wallet's instantRound
 * (the account's wallet lock; the win goes to the ledger with the key `<roundId>:win`), demo mode in a
 * transaction holding its session row (the win goes to the demo balance).
 */
export async function withRoundLocked<T>(
  deps: Deps,
  owner: Pick<OwnedRound, 'round_id' | 'mode' | 'account_id' | 'session_hash'>,
  work: Locked<T>,
): Promise<T> {
  if (owner.mode === 'real') {
    const accountId = owner.account_id as string;
    return deps.wallet.instantRound(accountId, async (wallet) => {
      const round = await decisionsRepo.findRoundById(wallet.tx, owner.round_id, true);
      if (!round) throw new ApiError(404, 'NOT_FOUND');
      const credit = async (win: number) =>
        (
          await wallet.win({
            provider: STUDIO_PROVIDER,
            accountId,
            roundId: round.round_id,
            sessionId: ledgerSessionId(round.session_hash),
            gameCode: round.game_code,
            transactionId: `${round.round_id}:win`,
            amount: win,
            closeRound: true,
          })
        ).balance;
      return work(wallet.tx, round, credit);
    });
  }
  return deps.db.transaction().execute(async (tx) => {
    const session = await repo.lockSession(tx, owner.session_hash);
    const round = session ? await decisionsRepo.findRoundById(tx, owner.round_id, true) : undefined;
    if (!session || !round) throw new ApiError(404, 'NOT_FOUND');
    const credit = async (win: number) => {
      const balance = (session.demo_balance ?? 0) + win;
      if (!Number.isSafeInteger(balance)) throw new Error('demo balance out of range');
      await repo.setDemoBalance(tx, session.session_hash, balance);
      return balance;
    };
    return work(tx, round, credit);
  });
}

/** Whether the session's player may answer this round: their own round in this game (else it does not exist). */
export function belongsTo(round: OwnedRound, session: StudioSessionRow): boolean {
  if (round.mode !== session.mode) return false;
  return session.mode === 'real'
    ? round.account_id === session.account_id && round.game_code === session.game_code
    : round.session_hash === session.session_hash;
}

/** POST /studio/round/decide (contract decisions.ts). */
export async function decideRound(
  deps: Deps,
  session: StudioSessionRow,
  input: Pick<StudioDecideRequest, 'roundId' | 'index' | 'choice'>,
): Promise<StudioRoundResponse> {
  const found = await decisionsRepo.findRoundById(deps.db, input.roundId);
  // Another player's round answers exactly as a round id that does not exist.
  if (!found || !belongsTo(found, session)) throw new ApiError(404, 'NOT_FOUND');
  return withRoundLocked(deps, found, async (tx, round, credit) => {
    const { index, choice } = input;
    if (index < round.choices.length) {
      // A retry of a pick already taken (or one the server made for the player): the round as it is.
      const autoPicked = round.auto_picked_from !== null && index >= round.auto_picked_from;
      if (round.choices[index] === choice || autoPicked)
        return roundResponse(round, await fairnessOfRound(tx, round.round_id), deps.clock.now());
      throw new ApiError(409, 'ROUND_DECISION_CLOSED');
    }
    const pending = round.status === 'DECIDING' ? pendingOf(round.outcome) : undefined;
    if (!pending || index !== round.choices.length) throw new ApiError(409, 'ROUND_DECISION_CLOSED');
    const expiresAt = round.decision_expires_at as Date;
    // Too late: the pick is the auto-pick's, and the answer says so (autoPickedFrom).
    if (deps.clock.now().getTime() >= expiresAt.getTime())
      return advanceRound(tx, deps, round, round.choices, true, credit);
    if (choice >= pending.options) throw new ApiError(400, 'ROUND_CHOICE_INVALID');
    return advanceRound(tx, deps, round, [...round.choices, choice], false, credit);
  });
}

/**
 * Settles every round matching `filter` that still waits for a pick, with the auto-pick rule (expired
 * picks, the player's next round in the game, a seed about to be revealed). Returns how many settled.
 */
export async function settleOpenDecisions(
  deps: Deps & Pick<StudioServiceDeps, 'log'>,
  filter: DecidingFilter,
): Promise<number> {
  let settled = 0;
  const seen = new Set<string>();
  for (;;) {
    const listed = await decisionsRepo.listDeciding(deps.db, filter, BATCH);
    const fresh = listed.filter((round) => !seen.has(round.round_id));
    for (const round of fresh) {
      seen.add(round.round_id);
      try {
        const done = await withRoundLocked(deps, round, async (tx, locked, credit) => {
          if (locked.status !== 'DECIDING') return false;
          await advanceRound(tx, deps, locked, locked.choices, true, credit);
          return true;
        });
        if (done) settled += 1;
      } catch (error) {
        if (isWalletError(error)) {
          // The wallet refunded the bet meanwhile (a stale-round sweep): the round stays refunded.
          await decisionsRepo.rollBackDeciding(deps.db, round.round_id, deps.clock.now());
        } else {
          deps.log.error(
            { err: error, roundId: round.round_id },
            'studio round waiting for a pick not settled',
          );
        }
      }
    }
    if (listed.length < BATCH || fresh.length === 0) return settled;
  }
}

/** The player's round in this game still waiting for a pick (a reopened game resumes it). */
export async function openDecision(
  deps: Deps,
  filter: DecidingFilter,
): Promise<StudioRoundResponse | undefined> {
  const [listed] = await decisionsRepo.listDeciding(deps.db, { ...filter, openAfter: deps.clock.now() }, 1);
  if (!listed) return undefined;
  const round = await decisionsRepo.findRoundById(deps.db, listed.round_id);
  if (!round) return undefined;
  return roundResponse(round, await fairnessOfRound(deps.db, round.round_id), deps.clock.now());
}
