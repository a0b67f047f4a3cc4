import type { RoundJackpot, StudioRoundResponse } from '@casino/contract';
import type { DbOrTx } from '../../db/database.ts';
import { ApiError } from '../../errors.ts';
import type { RoundEngine } from './engine.ts';
import * as repo from './studio.repository.ts';
import {
  checkExisting,
  claimOf,
  decideNewRound,
  leaveDeciding,
  type Decided,
  type NewRound,
} from './studio.rounds.ts';
import { ledgerSessionId, newRoundId, STUDIO_PROVIDER, type StudioServiceDeps } from './studio.deps.ts';
import type { StudioSessionRow } from './studio.table.ts';

export { STUDIO_PROVIDER } from './studio.deps.ts';

export type RealRound = Omit<NewRound, 'roundId'>;
export type RealRoundDeps = Pick<StudioServiceDeps, 'db' | 'clock' | 'wallet' | 'jackpots' | 'jackpotMoved'>;

/**
 * A real-money round of the studio in ONE database transaction (the wallet's instantRound, holding
 * the wallet lock): claim the round key, bet, decide, win (0 settles a lost round), remember the
 * result. The ledger rows, their idempotency keys (`<roundId>:bet`, `<roundId>:win`) and the round's
 * states are those of separate bet and win calls, but a round costs one commit instead of four, and a
 * failure anywhere (INSUFFICIENT_FUNDS, an engine error, a lost connection) leaves nothing behind: no
 * open bet to roll back, no nonce spent, and the same roundKey may be played again. A retry of a
 * settled roundKey replays its first result.
 *
 * The progressive jackpot (issue 30, modules/jackpots) is the transaction's LAST work: after the
 * round's ledger rows, the pool row is locked and updated, the round's record written and a win paid
 * as its own JACKPOT movement — all in this commit, so a failure takes it back with the round. Demo
 * rounds neither feed nor win a pool (studio.rounds.ts playDemoRound never gets here).
 */
export async function playRealRound(
  deps: RealRoundDeps,
  session: StudioSessionRow,
  engine: RoundEngine,
  { roundKey, bet, stake }: RealRound,
): Promise<StudioRoundResponse> {
  const hash = session.session_hash;
  const accountId = session.account_id as string;
  const gameCode = session.game_code;
  // The ledger's session id: a reference to the game session, never the credential itself.
  const sessionId = ledgerSessionId(hash);

  const played = await deps.wallet.instantRound(accountId, async (round): Promise<StudioRoundResponse> => {
    // The wallet's transaction: the studio's tables are written in it too (one commit per round).
    const tx: DbOrTx = round.tx;
    const fresh = await repo.claimRound(
      tx,
      claimOf(hash, { roundKey, bet, stake }, newRoundId(), deps.clock.now()),
    );
    const claimed = fresh ?? (await repo.findRound(tx, hash, roundKey));
    if (!claimed) throw new Error('studio round vanished');
    const first = await checkExisting(tx, claimed, stake, bet);
    if (first) return withRecordedJackpot(deps, tx, first);
    // Decided but never paid: only a round of the earlier four-commit flow can be in this state; the
    // stale-round sweeper settles its bet. It cannot be played again.
    if (claimed.outcome !== null) throw new ApiError(409, 'REQUEST_VALIDATION_ERROR');
    // Refused before a nonce is taken (the whole transaction would roll back anyway).
    if (round.balance < stake) throw new ApiError(409, 'INSUFFICIENT_FUNDS');
    const roundId = claimed.round_id;
    const common = { provider: STUDIO_PROVIDER, accountId, roundId, sessionId, gameCode };
    const betTransactionId = `${roundId}:bet`;
    const winTransactionId = `${roundId}:win`;

    const newRound = { roundId, roundKey, bet, stake };
    // The pool, last: the round's stake feeds it and the round's own draw may win it.
    const jackpot = async (decided: Decided) =>
      (await deps.jackpots?.resolveRound(
        tx,
        { roundId, accountId, gameCode, stake, inputs: decided.inputs },
        async (amount, jackpotId) => {
          await round.jackpotWin({ accountId, roundId, gameCode, sessionId, jackpotId, amount });
        },
      )) ?? undefined;
    let balance: number;
    let decided: Awaited<ReturnType<typeof decideNewRound>>;
    if (fresh) {
      // A round id born in this transaction: the bet and the win go in together (game-wallet/instant-round-move.ts).
      // Claimed in this transaction, so no other request can have decided it: its outcome is
      // written with the settle update below (one statement less per round).
      decided = await decideNewRound(tx, deps, session, engine, newRound, { outcomeWithSettle: true });
      if (decided.pending) {
        // The round waits for the player's pick: the bet now, the win when it is settled.
        const taken = await round.bet({ ...common, transactionId: betTransactionId, amount: stake });
        const waiting = await leaveDeciding(tx, deps, newRound, decided, taken.balance);
        return withJackpot(waiting, await jackpot(decided), round.balance);
      }
      // The bet and its win, and in the same transaction what happens when coins move (limits,
      // raffle tickets, tournament scores…): wallet/coin-moves/coin-move-effects.ts.
      const paid = await round.betAndWin({
        ...common,
        betTransactionId,
        transactionId: winTransactionId,
        stake,
        win: decided.win,
      });
      balance = paid.win.balance;
    } else {
      // A claim left by an interrupted round of the earlier flow: its bet may exist; replay-safe calls.
      const taken = await round.bet({ ...common, transactionId: betTransactionId, amount: stake });
      decided = await decideNewRound(tx, deps, session, engine, newRound);
      if (decided.pending) {
        const waiting = await leaveDeciding(tx, deps, newRound, decided, taken.balance);
        return withJackpot(waiting, await jackpot(decided), round.balance);
      }
      const credited = await round.win({
        ...common,
        transactionId: winTransactionId,
        amount: decided.win,
        closeRound: true,
      });
      balance = credited.balance;
    }
    const { win, outcome, fairness } = decided;
    const won = await jackpot(decided);
    // A won pool was paid after the win: the round's remembered balance includes it.
    if (won?.won) balance = round.balance;
    await repo.settleRound(
      tx,
      hash,
      roundKey,
      balance,
      deps.clock.now(),
      fresh ? { win, outcome } : undefined,
    );
    return withJackpot(
      {
        roundId,
        bet: stake,
        win,
        balance,
        outcome: outcome as StudioRoundResponse['outcome'],
        fairness,
      },
      won,
      round.balance,
    );
  });
  // Committed: the meters and the cache hear of the pool (a drop at once, growth coalesced).
  if (played.jackpot) deps.jackpotMoved?.(played.jackpot.jackpotId, played.jackpot.won);
  return played;
}

/** The round's answer with its jackpot part; a won pool's payout is in the balance. */
function withJackpot(
  response: StudioRoundResponse,
  jackpot: RoundJackpot | undefined,
  balance: number,
): StudioRoundResponse {
  if (!jackpot) return response;
  return { ...response, balance: jackpot.won ? balance : response.balance, jackpot };
}

/** A replayed round's answer with the jackpot part it was played with. */
async function withRecordedJackpot(
  deps: RealRoundDeps,
  tx: DbOrTx,
  response: StudioRoundResponse,
): Promise<StudioRoundResponse> {
  const jackpot = await deps.jackpots?.roundJackpot(response.roundId, tx);
  return jackpot ? { ...response, jackpot } : response;
}
