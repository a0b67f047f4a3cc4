import type { StudioRoundResponse } from '@casino/contract';
import type { DbOrTx } from '../../db/database.ts';
import { ApiError } from '../../errors.ts';
import type { RoundEngine } from './engine.ts';
import { roundFeatures } from './studio.features.ts';
import * as repo from './studio.repository.ts';
import { checkExisting, claimOf, decideNewRound, leaveDeciding, type NewRound } from './studio.rounds.ts';
import { ledgerSessionId, newRoundId, STUDIO_PROVIDER, type StudioServiceDeps } from './studio.deps.ts';
import type { StudioSessionRow } from './studio.table.ts';

export { STUDIO_PROVIDER } from './studio.deps.ts';

export type RealRound = Omit<NewRound, 'roundId'>;
export type RealRoundDeps = Pick<StudioServiceDeps, 'db' | 'clock' | 'wallet'>;

/**
 * A real-money round of the studio in ONE database transaction (the wallet's instantRound, holding
 * the wallet lock): claim the round key, bet, decide, win (0 settles a lost round), remember the
 * result. The ledger rows, their idempotency keys (`<roundId>:bet`, `<roundId>:win`) and the round's
 * states are those of separate bet and win calls, but a round costs one commit instead of four, and a
 * failure anywhere (INSUFFICIENT_FUNDS, an engine error, a lost connection) leaves nothing behind: no
 * open bet to roll back, no nonce spent, and the same roundKey may be played again. A retry of a
 * settled roundKey replays its first result.
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

  return deps.wallet.instantRound(accountId, async (round) => {
    // The wallet's transaction: the studio's tables are written in it too (one commit per round).
    const tx: DbOrTx = round.tx;
    const fresh = await repo.claimRound(
      tx,
      claimOf(hash, { roundKey, bet, stake }, newRoundId(), deps.clock.now()),
    );
    const claimed = fresh ?? (await repo.findRound(tx, hash, roundKey));
    if (!claimed) throw new Error('studio round vanished');
    const first = await checkExisting(tx, claimed, stake, bet);
    if (first) return first;
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
        return leaveDeciding(tx, deps, newRound, decided, taken.balance);
      }
      // The bet and its win, and in the same transaction what happens when coins move (limits,
      // raffle tickets, tournament scores…): wallet/coin-moves/coin-move-effects.ts.
      const paid = await round.betAndWin({
        ...common,
        betTransactionId,
        transactionId: winTransactionId,
        stake,
        win: decided.win,
        features: roundFeatures(decided.outcome),
      });
      balance = paid.win.balance;
    } else {
      // A claim left by an interrupted round of the earlier flow: its bet may exist; replay-safe calls.
      const taken = await round.bet({ ...common, transactionId: betTransactionId, amount: stake });
      decided = await decideNewRound(tx, deps, session, engine, newRound);
      if (decided.pending) return leaveDeciding(tx, deps, newRound, decided, taken.balance);
      const credited = await round.win({
        ...common,
        transactionId: winTransactionId,
        amount: decided.win,
        closeRound: true,
      });
      balance = credited.balance;
    }
    const { win, outcome, fairness } = decided;
    await repo.settleRound(
      tx,
      hash,
      roundKey,
      balance,
      deps.clock.now(),
      fresh ? { win, outcome } : undefined,
    );
    return {
      roundId,
      bet: stake,
      win,
      balance,
      outcome: outcome as StudioRoundResponse['outcome'],
      fairness,
    };
  });
}
