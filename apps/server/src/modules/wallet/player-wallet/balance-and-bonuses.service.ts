import type { DbOrTx } from '../../../db/database.ts';
import {
  WALLET_CURRENCY,
  accountIdSchema,
  bonusKindSchema,
  type BalanceResponse,
  type ClaimBonusResponse,
  type BonusSettings,
  type BonusSettingsInput,
  type ClaimDailyBonusResponse,
  type ClaimRefillResponse,
  type LoginCalendar,
  type RefillStatus,
  type Transaction,
  type TransactionList,
  type WalletBalanceResponse,
} from '@casino/contract';
import { batchReads } from '../../../db/read-batch.ts';
import { ApiError } from '../../../errors.ts';
import { dailyBonusWindow, validatePolicy, type DailyBonusPolicy } from './daily-bonus.policy.ts';
import { createBonusTerms } from './bonus-terms.ts';
import { createLoginCalendar } from './login-calendar.ts';
import { createRefill } from './refill.ts';
import * as ledger from '../ledger/ledger-moves.ts';
import { WalletError } from '../wallet.errors.ts';
import { KeyTaken, fingerprint, parse, toCoins, toId } from '../ledger/ledger-rows.ts';
import * as repo from '../ledger/ledger.repository.ts';
import type { WalletTransactionRow } from '../wallet.table.ts';

export interface SignupBonusResult {
  bonus: number;
  currency: typeof WALLET_CURRENCY;
  /** False when the bonus had been granted before (nothing moved this time). */
  granted: boolean;
}

/** The player's side of the wallet: balance, history and every bonus (signup, daily, promotional). */
export interface PlayerBonusService {
  ensureWallet(accountId: string): Promise<WalletBalanceResponse>;
  getBalance(accountId: string, now?: Date): Promise<BalanceResponse>;
  /**
   * getBalance for a signed-in player: first makes sure the account has its wallet and its signup
   * bonus (granted idempotently when a sign-up's grant failed), then reads the balance.
   */
  getPlayerBalance(accountId: string, now?: Date): Promise<BalanceResponse>;
  grantSignupBonus(accountId: string): Promise<SignupBonusResult>;
  /** Pays the daily bonus of the login calendar's day (player-wallet/login-calendar.ts). */
  claimDailyBonus(accountId: string, now?: Date): Promise<ClaimDailyBonusResponse>;
  /** The player's login calendar (which day is today, each day's coins). */
  loginCalendar(accountId: string, now?: Date): Promise<LoginCalendar>;
  /** Whether the player may take a refill now (player-wallet/refill.ts). */
  refillStatus(accountId: string, now?: Date): Promise<RefillStatus>;
  /** Pays the refill once per window; REFILL_NOT_ELIGIBLE / REFILL_TOO_EARLY otherwise. */
  claimRefill(accountId: string, now?: Date): Promise<ClaimRefillResponse>;
  /** The operators' terms of the calendar and the refill (player-wallet/bonus-terms.ts). */
  bonusTerms(): Promise<BonusSettings>;
  updateBonusTerms(input: BonusSettingsInput, by: string, at: Date): Promise<BonusSettings>;
  /** Writes terms approved (modules/approvals, kind `bonus_terms`) in the approval's transaction. */
  applyBonusTerms(tx: DbOrTx, input: unknown, by: string, at: Date): Promise<void>;
  /** Records a one-off promotional bonus (one per account and kind); false when it already existed. */
  addPendingBonus(accountId: string, kind: string, amount: number): Promise<boolean>;
  claimBonus(accountId: string): Promise<ClaimBonusResponse>;
  history(accountId: string, page?: number, pageSize?: number): Promise<TransactionList>;
}

export interface PlayerBonusOptions {
  /** Coins paid once per account by grantSignupBonus (0 = none). */
  signupBonus: number;
  dailyBonus: DailyBonusPolicy;
  /** The player's VIP tier's daily-bonus multiplier in percent (100: none). */
  dailyBonusPercent: (accountId: string) => Promise<number>;
  /** Page size of history() when none is given. */
  historyPageSize: number;
}

/** A ledger row as SPEC §3's Transaction (the history's and a round detail's rows). */
export function toTransaction(
  row: Pick<
    WalletTransactionRow,
    | 'transaction_id'
    | 'created_at'
    | 'transaction_type'
    | 'amount'
    | 'new_balance'
    | 'game_code'
    | 'session_id'
    | 'trace_id'
  >,
): Transaction {
  return {
    transactionId: toId(row.transaction_id),
    createdDate: row.created_at.toISOString(),
    transactionType: row.transaction_type,
    amount: row.amount,
    newBalance: row.new_balance,
    gameCode: row.game_code,
    sessionId: row.session_id,
    traceId: row.trace_id,
  };
}

const signupKey = (accountId: string) => `signup:${accountId}`;

function toBalance(
  dailyPolicy: DailyBonusPolicy,
  row: { balance: number; last_daily_claim_at: Date | null; pending_bonus: string } | undefined,
  now: Date,
): BalanceResponse {
  const last = row?.last_daily_claim_at ?? null;
  const window = dailyBonusWindow(dailyPolicy, last, now);
  return {
    balance: row ? row.balance : 0,
    currency: WALLET_CURRENCY,
    canClaimBonus: window.canClaim,
    lastClaimed: last?.toISOString() ?? null,
    nextClaim: window.nextClaim?.toISOString() ?? null,
    pendingBonus: row ? toCoins(row.pending_bonus) : 0,
  };
}

/** Pays every pending promotional bonus of the account, each as its own PROMO_BONUS row. */
async function claimPendingBonuses(
  db: repo.WalletDb,
  ctx: ledger.LedgerContext,
  accountId: string,
): Promise<ClaimBonusResponse> {
  parse(accountIdSchema, accountId);
  if (!(await repo.findWallet(db, accountId))) throw new ApiError(400, 'BONUS_CANNOT_BE_CLAIMED');
  return ledger.withLockedWallet(db, accountId, async (tx, locked) => {
    const pending = await repo.lockUnclaimedBonuses(tx, accountId);
    if (pending.length === 0) throw new ApiError(400, 'BONUS_CANNOT_BE_CLAIMED');
    let total = 0;
    for (const bonus of pending) {
      const id = toId(bonus.pending_bonus_id);
      const row = await ledger.move(ctx, tx, locked, {
        type: 'PROMO_BONUS',
        amount: bonus.amount,
        key: `promo:${id}`,
        fingerprint: fingerprint({ op: 'PROMO_BONUS', accountId, pendingBonusId: id }),
      });
      if (!(await repo.markBonusClaimed(tx, id, toId(row.transaction_id)))) throw new KeyTaken();
      total += row.amount;
    }
    return { bonus: total, currency: WALLET_CURRENCY };
  });
}

/** The player's wallet, on the ledger core (ledger/ledger-moves.ts). */
export function createPlayerBonusService(
  db: repo.WalletDb,
  ctx: ledger.LedgerContext,
  options: PlayerBonusOptions,
): PlayerBonusService {
  const { signupBonus, dailyBonus: dailyPolicy, historyPageSize } = options;
  validatePolicy(dailyPolicy);
  if (!Number.isSafeInteger(signupBonus) || signupBonus < 0) {
    throw new Error('signupBonus must be a whole number ≥ 0');
  }

  async function ensureWallet(accountId: string): Promise<WalletBalanceResponse> {
    parse(accountIdSchema, accountId);
    await ledger.openWallet(db, accountId, ctx.now());
    return { balance: await ledger.balanceOf(db, accountId), currency: WALLET_CURRENCY };
  }

  async function grantSignupBonus(accountId: string): Promise<SignupBonusResult> {
    await ensureWallet(accountId);
    if (signupBonus === 0) return { bonus: 0, currency: WALLET_CURRENCY, granted: false };
    return ledger.withLockedWallet(db, accountId, async (tx, wallet) => {
      const { row, replayed } = await ledger.moveOnce(ctx, tx, wallet, {
        type: 'SIGNUP_BONUS',
        amount: signupBonus,
        key: signupKey(accountId),
        // The amount is not part of the fingerprint: a changed setting must not make a replay fail.
        fingerprint: fingerprint({ op: 'SIGNUP_BONUS', accountId }),
      });
      return { bonus: row.amount, currency: WALLET_CURRENCY, granted: !replayed };
    });
  }

  // The balance polls that arrive together are read in one statement (db/read-batch.ts).
  const readWallet = batchReads(async (accountIds: string[]) => {
    const accounts = accountIds.map((accountId) => ({ accountId, grantKey: signupKey(accountId) }));
    const rows = await repo.findWalletsWithPendingBonus(db, accounts);
    return new Map(rows.map((row) => [row.account_id, row]));
  });

  const daily = createLoginCalendar(db, ctx, dailyPolicy, ensureWallet, options.dailyBonusPercent);
  const refill = createRefill(db, ctx, dailyPolicy, ensureWallet);

  async function getBalance(accountId: string, now = ctx.now()): Promise<BalanceResponse> {
    parse(accountIdSchema, accountId);
    return toBalance(dailyPolicy, await readWallet(accountId), now);
  }

  async function history(accountId: string, page = 1, pageSize = historyPageSize): Promise<TransactionList> {
    parse(accountIdSchema, accountId);
    const valid =
      Number.isInteger(page) && page >= 1 && Number.isInteger(pageSize) && pageSize >= 1 && pageSize <= 100;
    if (!valid) throw new WalletError('INVALID_REQUEST');
    const [total, rows] = await Promise.all([
      repo.countTransactions(db, accountId),
      repo.listTransactions(db, accountId, pageSize, (page - 1) * pageSize),
    ]);
    return { totalRecordAmount: total, records: rows.map(toTransaction) };
  }

  return {
    ensureWallet,
    getBalance,
    grantSignupBonus,
    claimDailyBonus: daily.claimDailyBonus,
    loginCalendar: daily.calendar,
    refillStatus: refill.refillStatus,
    claimRefill: refill.claimRefill,
    ...createBonusTerms(db, dailyPolicy),
    claimBonus: (accountId) => claimPendingBonuses(db, ctx, accountId),
    history,

    async getPlayerBalance(accountId, now = ctx.now()) {
      parse(accountIdSchema, accountId);
      // One statement on the common path (shared with the polls that came with it); the grant (a
      // write) only when something is missing.
      const row = await readWallet(accountId);
      if (row && (row.granted || signupBonus === 0)) return toBalance(dailyPolicy, row, now);
      await grantSignupBonus(accountId);
      return getBalance(accountId, now);
    },

    async addPendingBonus(accountId, kind, amount) {
      parse(bonusKindSchema, kind);
      if (!Number.isSafeInteger(amount) || amount <= 0) throw new WalletError('INVALID_REQUEST');
      await ensureWallet(accountId);
      return repo.insertPendingBonus(db, { accountId, kind, amount, now: ctx.now() });
    },
  };
}
