import {
  WALLET_CURRENCY,
  accountIdSchema,
  providerIdSchema,
  type WalletBalanceResponse,
  type WalletTransactionResponse,
} from '@casino/contract';
import type { z } from 'zod';
import * as ledger from '../ledger/ledger-moves.ts';
import {
  betAndWinInputSchema,
  betAndWinMove,
  type BetAndWinInput,
  type BetAndWinResult,
} from './instant-round-move.ts';
import { WalletError } from '../wallet.errors.ts';
import { jackpotWinInputSchema, jackpotWinMove, type JackpotWinInput } from './jackpot-win-move.ts';
import {
  betInputSchema,
  betMove,
  gameKey,
  winInputSchema,
  winMove,
  type BetInput,
  rollbackInputSchema,
  type MoveContext,
  type RollbackInput,
  type WinInput,
} from './bet-win-moves.ts';
import { fingerprint, parse, toGameResult, toId, type LockedWallet } from '../ledger/ledger-rows.ts';
import * as repo from '../ledger/ledger.repository.ts';

export type { RollbackInput };

/** The wallet side of one instant round, inside its transaction. */
export interface InstantRound {
  /** The round's transaction: the game writes its own rows (outcome, fairness) through it. */
  tx: repo.WalletTx;
  bet(input: BetInput): Promise<WalletTransactionResponse>;
  win(input: WinInput): Promise<WalletTransactionResponse>;
  /** The bet and the win of a new round at once (game-wallet/instant-round-move.ts): three statements instead of ten. */
  betAndWin(input: BetAndWinInput): Promise<BetAndWinResult>;
  /**
   * A progressive jackpot won by this round (modules/jackpots): its own JACKPOT movement (provider id
   * `<roundId>:jackpot`, key `game:<provider>:<roundId>:jackpot`), once per round.
   */
  jackpotWin(input: JackpotWinInput): Promise<WalletTransactionResponse>;
  /** The balance under the lock, as of the transaction's last movement. */
  readonly balance: number;
}

export interface SweepResult {
  /** Rounds whose bets were refunded. */
  rolledBack: number;
  /** Rounds that already had a win and were only closed. */
  closed: number;
  refunded: number;
}

/** The game-facing wallet (in-process for the studio; over signed HTTP for outside providers). */
export interface GameWalletService {
  balance(accountId: string): Promise<WalletBalanceResponse>;
  bet(input: BetInput): Promise<WalletTransactionResponse>;
  win(input: WinInput): Promise<WalletTransactionResponse>;
  rollback(input: RollbackInput): Promise<WalletTransactionResponse>;
  /**
   * An instant game's round in ONE database transaction holding the account's wallet lock: `work`
   * places the bet, decides the outcome (its own writes go through `round.tx`) and pays the win, with
   * exactly the idempotency keys, ledger rows and round states of bet() and win() (ARCHITECTURE.md
   * decision 4; seamless-wallet APIs call it bet-and-win). Whatever `work` throws rolls back all of
   * it; a concurrent duplicate re-runs `work`, which then finds the first result. Outside providers
   * keep the separate calls.
   */
  instantRound<T>(accountId: string, work: (round: InstantRound) => Promise<T>): Promise<T>;
  /** Settles rounds without activity for `olderThanMs`: refunds their bets (or closes them if a win was paid). */
  sweepStaleRounds(now: Date, olderThanMs: number): Promise<SweepResult>;
  /**
   * Whether a round of one of `gameCodes` opened before `openedBefore` is still OPEN — its bets can
   * still be refunded (by the provider or the sweeper). Tournaments settle only when none is left.
   */
  hasOpenRounds(query: { gameCodes: readonly string[]; openedBefore: Date }): Promise<boolean>;
}

const SWEEP_BATCH = 100;

/**
 * A rollback (a checked RollbackInput) in `tx`, which holds the wallet lock. `authorizeNoop` (outside
 * providers) runs before a "rollback before bet" no-op is recorded: a rollback that names no bet of
 * this account writes a ledger row, so it needs the provider's session like a bet.
 */
export async function rollbackMove(
  ctx: ledger.LedgerContext,
  defaultProvider: string,
  tx: repo.WalletTx,
  wallet: LockedWallet,
  input: z.output<typeof rollbackInputSchema>,
  authorizeNoop?: () => Promise<void>,
) {
  const provider = input.provider ?? defaultProvider;
  const key = gameKey(provider, input.transactionId);
  const print = fingerprint({
    op: 'ROLLBACK',
    accountId: input.accountId,
    roundId: input.roundId,
    rollbackOf: input.rollbackOf,
  });
  const first = await ledger.replay(tx, key, print);
  if (first) return toGameResult(first, true);
  const base = {
    type: 'ROLLBACK' as const,
    key,
    fingerprint: print,
    provider,
    providerTransactionId: input.transactionId,
    roundId: input.roundId,
    sessionId: input.sessionId,
    traceId: input.traceId,
    rollbackOf: input.rollbackOf,
  };
  const target = await repo.findByKey(tx, gameKey(provider, input.rollbackOf));
  if (!target) {
    // Rollback before bet: record a no-op; the bet, if it ever comes, is refused.
    await authorizeNoop?.();
    const round = await repo.lockRound(tx, provider, input.roundId);
    const row = await ledger.move(ctx, tx, wallet, {
      ...base,
      amount: 0,
      gameCode: round?.game_code ?? null,
    });
    return toGameResult(row, false);
  }
  if (
    target.transaction_type !== 'BET' ||
    target.account_id !== input.accountId ||
    target.round_id !== input.roundId
  ) {
    throw new WalletError('TRANSACTION_NOT_ROLLBACKABLE');
  }
  const round = await repo.lockRound(tx, provider, input.roundId);
  if (await repo.findRefundOf(tx, toId(target.transaction_id))) {
    // Already refunded (by another rollback id or by the sweeper): nothing more to move.
    const row = await ledger.move(ctx, tx, wallet, { ...base, amount: 0, gameCode: target.game_code });
    return toGameResult(row, false);
  }
  if (round?.status === 'CLOSED') throw new WalletError('ROUND_CLOSED');
  const row = await ledger.move(ctx, tx, wallet, {
    ...base,
    amount: -target.amount,
    gameCode: target.game_code,
    rolledBackTransactionId: toId(target.transaction_id),
  });
  const money = await repo.roundMoney(tx, provider, input.roundId);
  const settled = money.openBets.length === 0 && !money.hasWins;
  await repo.updateRound(tx, provider, input.roundId, settled ? 'ROLLED_BACK' : 'OPEN', ctx.now());
  return toGameResult(row, false);
}

/** Refunds (or closes) one stale round under its account's lock; undefined when it moved on meanwhile. */
async function sweepRound(
  db: repo.WalletDb,
  ctx: ledger.LedgerContext,
  candidate: { account_id: string; provider: string; round_id: string },
  cutoff: Date,
) {
  return ledger.withLockedWallet(db, candidate.account_id, async (tx, wallet) => {
    // Wallet lock, then round lock (the one lock order), then re-check: another sweeper or a
    // late win may have settled the round since it was listed.
    const round = await repo.lockRound(tx, candidate.provider, candidate.round_id);
    if (!round || round.status !== 'OPEN' || round.last_activity_at >= cutoff) return undefined;
    const money = await repo.roundMoney(tx, candidate.provider, candidate.round_id);
    if (money.hasWins) {
      await repo.updateRound(tx, candidate.provider, candidate.round_id, 'CLOSED', ctx.now());
      return { kind: 'closed' as const, refunded: 0 };
    }
    let refunded = 0;
    for (const bet of money.openBets) {
      const betId = toId(bet.transaction_id);
      const row = await ledger.move(ctx, tx, wallet, {
        type: 'ROLLBACK',
        amount: -bet.amount,
        key: `sweep:${betId}`,
        fingerprint: fingerprint({ op: 'SWEEP', betId }),
        provider: candidate.provider,
        gameCode: bet.game_code,
        roundId: candidate.round_id,
        sessionId: bet.session_id ?? undefined,
        traceId: bet.trace_id ?? undefined,
        rollbackOf: bet.provider_transaction_id ?? betId,
        rolledBackTransactionId: betId,
      });
      refunded += row.amount;
    }
    await repo.updateRound(tx, candidate.provider, candidate.round_id, 'ROLLED_BACK', ctx.now());
    return { kind: 'rolledBack' as const, refunded };
  });
}

/** What bets and wins need of the ledger core (game-wallet/bet-win-moves.ts). */
export function moveContext(ctx: ledger.LedgerContext, defaultProvider: string): MoveContext {
  return {
    defaultProvider,
    now: () => ctx.now(),
    move: (tx, wallet, m) => ledger.move(ctx, tx, wallet, m),
    replayOf: ledger.replay,
    admit: (tx, movement) => ctx.gate.admit(tx, movement),
    notify: (tx, row) => ctx.observers.notify(tx, row),
  };
}

/** The game wallet, on the ledger core (ledger/ledger-moves.ts). `defaultProvider`: in-process callers' code. */
export function createGameWalletService(
  db: repo.WalletDb,
  ctx: ledger.LedgerContext,
  defaultProvider: string,
): GameWalletService {
  parse(providerIdSchema, defaultProvider);
  const moves = moveContext(ctx, defaultProvider);

  return {
    async balance(accountId) {
      parse(accountIdSchema, accountId);
      return { balance: await ledger.balanceOf(db, accountId), currency: WALLET_CURRENCY };
    },

    async bet(raw) {
      const input = parse(betInputSchema, raw);
      return ledger.withLockedWallet(db, input.accountId, (tx, wallet) => betMove(moves, tx, wallet, input));
    },

    async win(raw) {
      const input = parse(winInputSchema, raw);
      return ledger.withLockedWallet(db, input.accountId, (tx, wallet) => winMove(moves, tx, wallet, input));
    },

    async rollback(raw) {
      const input = parse(rollbackInputSchema, raw);
      return ledger.withLockedWallet(db, input.accountId, (tx, wallet) =>
        rollbackMove(ctx, defaultProvider, tx, wallet, input),
      );
    },

    async instantRound(accountId, work) {
      parse(accountIdSchema, accountId);
      return ledger.withLockedWallet(db, accountId, (tx, wallet) => {
        const own = <T extends { accountId: string }>(input: T) => {
          if (input.accountId !== accountId) throw new WalletError('INVALID_REQUEST');
          return input;
        };
        return work({
          tx,
          bet: (raw) => betMove(moves, tx, wallet, own(parse(betInputSchema, raw))),
          win: (raw) => winMove(moves, tx, wallet, own(parse(winInputSchema, raw))),
          betAndWin: (raw) => betAndWinMove(moves, tx, wallet, own(parse(betAndWinInputSchema, raw))),
          jackpotWin: (raw) =>
            jackpotWinMove(ctx, defaultProvider, tx, wallet, own(parse(jackpotWinInputSchema, raw))),
          get balance() {
            return wallet.balance;
          },
        });
      });
    },

    async hasOpenRounds({ gameCodes, openedBefore }) {
      return repo.hasOpenRoundBefore(db, gameCodes, openedBefore);
    },

    async sweepStaleRounds(now, olderThanMs) {
      const result: SweepResult = { rolledBack: 0, closed: 0, refunded: 0 };
      const cutoff = new Date(now.getTime() - olderThanMs);
      for (;;) {
        const stale = await repo.listStaleRounds(db, cutoff, SWEEP_BATCH);
        let progressed = false;
        for (const candidate of stale) {
          const outcome = await sweepRound(db, ctx, candidate, cutoff);
          if (!outcome) continue;
          progressed = true;
          result[outcome.kind] += 1;
          result.refunded += outcome.refunded;
        }
        if (stale.length < SWEEP_BATCH || !progressed) return result;
      }
    },
  };
}
