import type { Kysely } from 'kysely';
import {
  WALLET_CURRENCY,
  accountIdSchema,
  bonusKindSchema,
  providerIdSchema,
  type BalanceResponse,
  type ClaimBonusResponse,
  type ClaimDailyBonusResponse,
  type Transaction,
  type TransactionList,
  type TransactionType,
  type WalletBalanceResponse,
  type WalletTransactionResponse,
} from '@casino/contract';
import { z } from 'zod';
import { systemClock, type Clock } from '../../clock.ts';
import { ApiError } from '../../errors.ts';
import {
  DEFAULT_DAILY_BONUS_POLICY,
  dailyBonusWindow,
  validatePolicy,
  type DailyBonusPolicy,
} from './daily-bonus.policy.ts';
import { MAX_BALANCE, WalletError } from './wallet.errors.ts';
import {
  KeyTaken,
  MAX_ATTEMPTS,
  fingerprint,
  isRetryable,
  ledgerRow,
  parse,
  toCoins,
  toGameResult,
  toId,
  type LockedWallet,
  type Movement,
} from './wallet.ledger.ts';
import {
  betAndWinInputSchema,
  betAndWinMove,
  type BetAndWinInput,
  type BetAndWinResult,
} from './wallet.bet-and-win.ts';
import {
  betInputSchema,
  betMove,
  gameCallShape,
  gameKey,
  winInputSchema,
  winMove,
  type BetInput,
  type GameCall,
  type MoveContext,
  type WinInput,
} from './wallet.game-moves.ts';
import { GameMovementObservers } from './wallet.observers.ts';
import * as repo from './wallet.repository.ts';
import type { WalletTables, WalletTransactionRow } from './wallet.table.ts';

export type { DailyBonusPolicy } from './daily-bonus.policy.ts';

export interface WalletServiceOptions {
  clock?: Clock;
  /** Coins paid once per account by grantSignupBonus (0 = none). Default 10,000. */
  signupBonus?: number;
  /** Default: 1,000 coins, once per JST day starting at midnight JST. */
  dailyBonus?: DailyBonusPolicy;
  /** The provider code of in-process callers (the in-house studio). Default `studio`. */
  defaultProvider?: string;
  /** Page size of history() when none is given. Default 20. */
  historyPageSize?: number;
  /** Told of every game movement in its transaction (raffle tickets, tournament points). */
  observers?: GameMovementObservers;
}

export type { BetInput, WinInput } from './wallet.game-moves.ts';

/** The wallet side of one instant round, inside its transaction. */
export interface InstantRound {
  /** The round's transaction: the game writes its own rows (outcome, fairness) through it. */
  tx: repo.WalletTx;
  bet(input: BetInput): Promise<WalletTransactionResponse>;
  win(input: WinInput): Promise<WalletTransactionResponse>;
  /** The bet and the win of a new round at once (wallet.bet-and-win.ts): three statements instead of ten. */
  betAndWin(input: BetAndWinInput): Promise<BetAndWinResult>;
  /** The balance under the lock, as of the transaction's last movement. */
  readonly balance: number;
}

export interface RollbackInput extends GameCall {
  /** The provider transaction id of the bet to reverse. */
  rollbackOf: string;
}

export interface SweepResult {
  /** Rounds whose bets were refunded. */
  rolledBack: number;
  /** Rounds that already had a win and were only closed. */
  closed: number;
  refunded: number;
}

export interface SignupBonusResult {
  bonus: number;
  currency: typeof WALLET_CURRENCY;
  /** False when the bonus had been granted before (nothing moved this time). */
  granted: boolean;
}

export interface WalletService {
  ensureWallet(accountId: string): Promise<WalletBalanceResponse>;
  getBalance(accountId: string, now?: Date): Promise<BalanceResponse>;
  /**
   * getBalance for a signed-in player: first makes sure the account has its wallet and its signup
   * bonus (granted idempotently when a sign-up's grant failed), then reads the balance.
   */
  getPlayerBalance(accountId: string, now?: Date): Promise<BalanceResponse>;
  grantSignupBonus(accountId: string): Promise<SignupBonusResult>;
  claimDailyBonus(accountId: string, now?: Date): Promise<ClaimDailyBonusResponse>;
  /** Records a one-off promotional bonus (one per account and kind); false when it already existed. */
  addPendingBonus(accountId: string, kind: string, amount: number): Promise<boolean>;
  claimBonus(accountId: string): Promise<ClaimBonusResponse>;
  history(accountId: string, page?: number, pageSize?: number): Promise<TransactionList>;

  // The game-facing wallet (in-process for the studio; over signed HTTP for outside providers).
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
   * An operator's credit (amount > 0) or debit (< 0) with its reason, as one ADJUSTMENT ledger row.
   * Idempotent by `key`: a replay returns the first result and moves nothing; the same key with other
   * data is IDEMPOTENCY_KEY_REUSED; a debit below zero is INSUFFICIENT_FUNDS.
   */
  adjust(input: AdjustInput): Promise<AdjustResult>;

  /**
   * A credit another module pays (a raffle prize), as one ledger row of `type` with its reason and
   * author. Idempotent by `key` (namespaced by the type): a replay returns the first result.
   */
  credit(input: CreditInput): Promise<AdjustResult>;

  /** sum(amount) of the account's ledger; always equals the balance (reconciliation, tests). */
  ledgerSum(accountId: string): Promise<number>;
}

export interface AdjustInput {
  accountId: string;
  amount: number;
  reason: string;
  /** Who: e.g. `operator:<operatorId>`. */
  actor: string;
  key: string;
}

/** Ledger types other modules may credit through credit(). */
export type CreditType = Extract<TransactionType, 'RAFFLE_PRIZE'>;

export interface CreditInput {
  accountId: string;
  type: CreditType;
  /** > 0. */
  amount: number;
  reason: string;
  /** Who: e.g. `raffles`. */
  actor: string;
  key: string;
}

export interface AdjustResult {
  transactionId: string;
  amount: number;
  newBalance: number;
  replayed: boolean;
}

// -------------------------------------------------------------------------------------------------

const accountSchema = accountIdSchema;
const rollbackInputSchema = z.object({ ...gameCallShape, rollbackOf: providerIdSchema });

function toTransaction(row: WalletTransactionRow): Transaction {
  return {
    transactionId: toId(row.transaction_id),
    createdDate: row.created_at.toISOString(),
    transactionType: row.transaction_type,
    amount: toCoins(row.amount),
    newBalance: toCoins(row.new_balance),
    gameCode: row.game_code,
    sessionId: row.session_id,
    traceId: row.trace_id,
  };
}

/**
 * The coin wallet: a ledger (wallet_transactions) and a balance (wallets) that always agree. See
 * docs/wallet.md for the guarantees and how each is enforced.
 *
 * `db` may be the app's Kysely<Database>; the wallet only uses its own tables (WalletTables).
 */
export function createWalletService<DB>(db: Kysely<DB>, options: WalletServiceOptions = {}): WalletService {
  const wdb = db as unknown as Kysely<WalletTables>;
  const clock = options.clock ?? systemClock;
  const signupBonus = options.signupBonus ?? 10_000;
  const dailyPolicy = options.dailyBonus ?? DEFAULT_DAILY_BONUS_POLICY;
  const defaultProvider = options.defaultProvider ?? 'studio';
  const defaultPageSize = options.historyPageSize ?? 20;
  const observers = options.observers ?? new GameMovementObservers();
  validatePolicy(dailyPolicy);
  if (!Number.isSafeInteger(signupBonus) || signupBonus < 0) {
    throw new Error('signupBonus must be a whole number ≥ 0');
  }
  parse(providerIdSchema, defaultProvider);

  /**
   * Runs `work` in one database transaction holding the account's wallet lock. Retries (a bounded
   * number of times) when the idempotency key was taken by a concurrent transaction, or on a
   * serialization failure/deadlock: the retry then finds the committed first result and replays it.
   */
  async function withWallet<T>(
    accountId: string,
    work: (tx: repo.WalletTx, wallet: LockedWallet) => Promise<T>,
  ): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await wdb.transaction().execute(async (tx) => {
          const row = await repo.lockWallet(tx, accountId);
          if (!row) throw new WalletError('ACCOUNT_NOT_FOUND');
          return work(tx, {
            accountId,
            balance: toCoins(row.balance),
            lastDailyClaimAt: row.last_daily_claim_at,
          });
        });
      } catch (error) {
        if (attempt >= MAX_ATTEMPTS || !isRetryable(error)) throw error;
      }
    }
  }

  /** One ledger row and the balance update, in the caller's transaction (which holds the wallet lock). */
  async function move(tx: repo.WalletTx, wallet: LockedWallet, m: Movement): Promise<WalletTransactionRow> {
    if (!Number.isSafeInteger(m.amount)) throw new WalletError('INVALID_REQUEST');
    if (wallet.balance + m.amount < 0) throw new WalletError('INSUFFICIENT_FUNDS', wallet.balance);
    // The balance's CHECK caps it at 2^53 − 1: refuse before the database does (it would be a 500).
    if (wallet.balance + m.amount > MAX_BALANCE)
      throw new WalletError('BALANCE_LIMIT_EXCEEDED', wallet.balance);
    const now = m.at ?? clock.now();
    const updated = await repo.applyDelta(tx, wallet.accountId, m.amount, now, m.lastDailyClaimAt);
    if (updated === undefined) throw new WalletError('INSUFFICIENT_FUNDS', wallet.balance);
    const newBalance = toCoins(updated);
    const row = await repo.insertTransaction(tx, ledgerRow(wallet.accountId, m, newBalance, now));
    // The key was committed by another transaction after our check (another account reused it):
    // roll back this transaction (the balance update with it) and retry, which replays or refuses.
    if (!row) throw new KeyTaken();
    wallet.balance = newBalance;
    await observers.notify(tx, row);
    return row;
  }

  /** The first result of a key, if it exists; the same key with other data is refused. */
  async function replayOf(tx: repo.WalletTx, key: string, print: string) {
    const existing = await repo.findByKey(tx, key);
    if (existing && existing.request_fingerprint !== print) throw new WalletError('IDEMPOTENCY_KEY_REUSED');
    return existing;
  }

  async function ensureWallet(accountId: string): Promise<WalletBalanceResponse> {
    parse(accountSchema, accountId);
    await repo.insertWalletIfMissing(wdb, accountId, WALLET_CURRENCY, clock.now());
    return balance(accountId);
  }

  async function balance(accountId: string): Promise<WalletBalanceResponse> {
    parse(accountSchema, accountId);
    const row = await repo.findWallet(wdb, accountId);
    if (!row) throw new WalletError('ACCOUNT_NOT_FOUND');
    return { balance: toCoins(row.balance), currency: WALLET_CURRENCY };
  }

  const moves: MoveContext = {
    defaultProvider,
    now: () => clock.now(),
    move,
    replayOf,
    notify: (tx, row) => observers.notify(tx, row),
  };

  async function grantSignupBonus(accountId: string): Promise<SignupBonusResult> {
    await ensureWallet(accountId);
    if (signupBonus === 0) return { bonus: 0, currency: WALLET_CURRENCY, granted: false };
    const key = signupKey(accountId);
    // The amount is not part of the fingerprint: a changed setting must not make a replay fail.
    const print = fingerprint({ op: 'SIGNUP_BONUS', accountId });
    return withWallet(accountId, async (tx, wallet) => {
      const first = await replayOf(tx, key, print);
      if (first) return { bonus: toCoins(first.amount), currency: WALLET_CURRENCY, granted: false };
      const row = await move(tx, wallet, {
        type: 'SIGNUP_BONUS',
        amount: signupBonus,
        key,
        fingerprint: print,
      });
      return { bonus: toCoins(row.amount), currency: WALLET_CURRENCY, granted: true };
    });
  }

  function signupKey(accountId: string) {
    return `signup:${accountId}`;
  }

  function toBalance(
    row:
      | { balance: string | number | bigint; last_daily_claim_at: Date | null; pending_bonus: string }
      | undefined,
    now: Date,
  ): BalanceResponse {
    const last = row?.last_daily_claim_at ?? null;
    const window = dailyBonusWindow(dailyPolicy, last, now);
    return {
      balance: row ? toCoins(row.balance) : 0,
      currency: WALLET_CURRENCY,
      canClaimBonus: window.canClaim,
      lastClaimed: last?.toISOString() ?? null,
      nextClaim: window.nextClaim?.toISOString() ?? null,
      pendingBonus: row ? toCoins(row.pending_bonus) : 0,
    };
  }

  const service: WalletService = {
    async adjust({ accountId, amount, reason, actor, key }) {
      parse(accountSchema, accountId);
      if (!Number.isSafeInteger(amount) || amount === 0) throw new WalletError('INVALID_REQUEST');
      await ensureWallet(accountId);
      const ledgerKey = `adjust:${key}`;
      const print = fingerprint({ op: 'ADJUSTMENT', accountId, amount, reason, actor });
      const result = (row: WalletTransactionRow, replayed: boolean): AdjustResult => ({
        transactionId: toId(row.transaction_id),
        amount: toCoins(row.amount),
        newBalance: toCoins(row.new_balance),
        replayed,
      });
      return withWallet(accountId, async (tx, wallet) => {
        const first = await replayOf(tx, ledgerKey, print);
        if (first) return result(first, true);
        const row = await move(tx, wallet, {
          type: 'ADJUSTMENT',
          amount,
          key: ledgerKey,
          fingerprint: print,
          reason,
          actor,
        });
        return result(row, false);
      });
    },

    async credit({ accountId, type, amount, reason, actor, key }) {
      parse(accountSchema, accountId);
      if (!Number.isSafeInteger(amount) || amount <= 0) throw new WalletError('INVALID_REQUEST');
      await ensureWallet(accountId);
      const ledgerKey = `${type.toLowerCase()}:${key}`;
      const print = fingerprint({ op: type, accountId, amount, reason, actor });
      return withWallet(accountId, async (tx, wallet) => {
        const first = await replayOf(tx, ledgerKey, print);
        const row =
          first ??
          (await move(tx, wallet, { type, amount, key: ledgerKey, fingerprint: print, reason, actor }));
        return {
          transactionId: toId(row.transaction_id),
          amount: toCoins(row.amount),
          newBalance: toCoins(row.new_balance),
          replayed: first !== undefined,
        };
      });
    },

    ensureWallet,
    balance,
    grantSignupBonus,

    async getPlayerBalance(accountId, now = clock.now()) {
      parse(accountSchema, accountId);
      // One statement on the common path; the grant (a write) only when something is missing.
      const row = await repo.findWalletWithPendingBonus(wdb, accountId, signupKey(accountId));
      if (row && (row.granted || signupBonus === 0)) return toBalance(row, now);
      await grantSignupBonus(accountId);
      return service.getBalance(accountId, now);
    },

    async getBalance(accountId, now = clock.now()) {
      parse(accountSchema, accountId);
      return toBalance(await repo.findWalletWithPendingBonus(wdb, accountId), now);
    },

    async claimDailyBonus(accountId, now = clock.now()) {
      await ensureWallet(accountId);
      return withWallet(accountId, async (tx, wallet) => {
        // Decided under the wallet lock, and the window is in the key: exactly one claim per window.
        const window = dailyBonusWindow(dailyPolicy, wallet.lastDailyClaimAt, now);
        if (!window.canClaim) throw new ApiError(400, 'BONUS_CANNOT_BE_CLAIMED');
        const key = `daily:${accountId}:${window.windowId}`;
        if (await repo.findByKey(tx, key)) throw new ApiError(400, 'BONUS_CANNOT_BE_CLAIMED');
        const row = await move(tx, wallet, {
          type: 'DAILY_BONUS',
          amount: dailyPolicy.amount,
          key,
          fingerprint: fingerprint({ op: 'DAILY_BONUS', accountId, window: window.windowId }),
          lastDailyClaimAt: now,
          at: now,
        });
        return { bonus: toCoins(row.amount) };
      }).catch((error: unknown) => {
        // A concurrent claim of the same window committed first (only possible if the lock was bypassed).
        if (error instanceof KeyTaken) throw new ApiError(400, 'BONUS_CANNOT_BE_CLAIMED');
        throw error;
      });
    },

    async addPendingBonus(accountId, kind, amount) {
      parse(bonusKindSchema, kind);
      if (!Number.isSafeInteger(amount) || amount <= 0) throw new WalletError('INVALID_REQUEST');
      await ensureWallet(accountId);
      return repo.insertPendingBonus(wdb, { accountId, kind, amount, now: clock.now() });
    },

    async claimBonus(accountId) {
      parse(accountSchema, accountId);
      const wallet = await repo.findWallet(wdb, accountId);
      if (!wallet) throw new ApiError(400, 'BONUS_CANNOT_BE_CLAIMED');
      return withWallet(accountId, async (tx, locked) => {
        const pending = await repo.lockUnclaimedBonuses(tx, accountId);
        if (pending.length === 0) throw new ApiError(400, 'BONUS_CANNOT_BE_CLAIMED');
        let total = 0;
        for (const bonus of pending) {
          const id = toId(bonus.pending_bonus_id);
          const row = await move(tx, locked, {
            type: 'PROMO_BONUS',
            amount: toCoins(bonus.amount),
            key: `promo:${id}`,
            fingerprint: fingerprint({ op: 'PROMO_BONUS', accountId, pendingBonusId: id }),
          });
          if (!(await repo.markBonusClaimed(tx, id, toId(row.transaction_id)))) throw new KeyTaken();
          total += toCoins(row.amount);
        }
        return { bonus: total, currency: WALLET_CURRENCY };
      });
    },

    async history(accountId, page = 1, pageSize = defaultPageSize) {
      parse(accountSchema, accountId);
      if (
        !Number.isInteger(page) ||
        page < 1 ||
        !Number.isInteger(pageSize) ||
        pageSize < 1 ||
        pageSize > 100
      ) {
        throw new WalletError('INVALID_REQUEST');
      }
      const [total, rows] = await Promise.all([
        repo.countTransactions(wdb, accountId),
        repo.listTransactions(wdb, accountId, pageSize, (page - 1) * pageSize),
      ]);
      return { totalRecordAmount: total, records: rows.map(toTransaction) };
    },

    async bet(raw) {
      const input = parse(betInputSchema, raw);
      return withWallet(input.accountId, (tx, wallet) => betMove(moves, tx, wallet, input));
    },

    async win(raw) {
      const input = parse(winInputSchema, raw);
      return withWallet(input.accountId, (tx, wallet) => winMove(moves, tx, wallet, input));
    },

    async instantRound(accountId, work) {
      parse(accountSchema, accountId);
      return withWallet(accountId, (tx, wallet) => {
        const own = <T extends { accountId: string }>(input: T) => {
          if (input.accountId !== accountId) throw new WalletError('INVALID_REQUEST');
          return input;
        };
        return work({
          tx,
          bet: (raw) => betMove(moves, tx, wallet, own(parse(betInputSchema, raw))),
          win: (raw) => winMove(moves, tx, wallet, own(parse(winInputSchema, raw))),
          betAndWin: (raw) => betAndWinMove(moves, tx, wallet, own(parse(betAndWinInputSchema, raw))),
          get balance() {
            return wallet.balance;
          },
        });
      });
    },

    async rollback(raw) {
      const input = parse(rollbackInputSchema, raw);
      const provider = input.provider ?? defaultProvider;
      const key = gameKey(provider, input.transactionId);
      const print = fingerprint({
        op: 'ROLLBACK',
        accountId: input.accountId,
        roundId: input.roundId,
        rollbackOf: input.rollbackOf,
      });
      return withWallet(input.accountId, async (tx, wallet) => {
        const first = await replayOf(tx, key, print);
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
          const round = await repo.lockRound(tx, provider, input.roundId);
          const row = await move(tx, wallet, { ...base, amount: 0, gameCode: round?.game_code ?? null });
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
          const row = await move(tx, wallet, { ...base, amount: 0, gameCode: target.game_code });
          return toGameResult(row, false);
        }
        if (round?.status === 'CLOSED') throw new WalletError('ROUND_CLOSED');
        const row = await move(tx, wallet, {
          ...base,
          amount: -toCoins(target.amount),
          gameCode: target.game_code,
          rolledBackTransactionId: toId(target.transaction_id),
        });
        const money = await repo.roundMoney(tx, provider, input.roundId);
        const settled = money.openBets.length === 0 && !money.hasWins;
        await repo.updateRound(tx, provider, input.roundId, settled ? 'ROLLED_BACK' : 'OPEN', clock.now());
        return toGameResult(row, false);
      });
    },

    async sweepStaleRounds(now, olderThanMs) {
      const result: SweepResult = { rolledBack: 0, closed: 0, refunded: 0 };
      const cutoff = new Date(now.getTime() - olderThanMs);
      for (;;) {
        const stale = await repo.listStaleRounds(wdb, cutoff, 100);
        let progressed = false;
        for (const candidate of stale) {
          // Wallet lock, then round lock (the one lock order), then re-check: another sweeper or a
          // late win may have settled the round since it was listed.
          const outcome = await withWallet(candidate.account_id, async (tx, wallet) => {
            const round = await repo.lockRound(tx, candidate.provider, candidate.round_id);
            if (!round || round.status !== 'OPEN' || round.last_activity_at >= cutoff) return undefined;
            const money = await repo.roundMoney(tx, candidate.provider, candidate.round_id);
            if (money.hasWins) {
              await repo.updateRound(tx, candidate.provider, candidate.round_id, 'CLOSED', clock.now());
              return { kind: 'closed' as const, refunded: 0 };
            }
            let refunded = 0;
            for (const bet of money.openBets) {
              const betId = toId(bet.transaction_id);
              const row = await move(tx, wallet, {
                type: 'ROLLBACK',
                amount: -toCoins(bet.amount),
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
              refunded += toCoins(row.amount);
            }
            await repo.updateRound(tx, candidate.provider, candidate.round_id, 'ROLLED_BACK', clock.now());
            return { kind: 'rolledBack' as const, refunded };
          });
          if (!outcome) continue;
          progressed = true;
          result[outcome.kind] += 1;
          result.refunded += outcome.refunded;
        }
        if (stale.length < 100 || !progressed) return result;
      }
    },

    async ledgerSum(accountId) {
      parse(accountSchema, accountId);
      return repo.ledgerSum(wdb, accountId);
    },
  };
  return service;
}
