import type { WalletDb, WalletTx } from '../ledger/ledger.repository.ts';

/*
 * The SQL of the login calendar and the refill (issue 30): their claim rows and the operators' terms.
 * Claims are written in the claim's own transaction, which holds the account's wallet lock.
 */

type DbOrTx = WalletDb | WalletTx;

export interface BonusTermsRow {
  calendar_pct: number[];
  refill_amount: number;
  refill_below: number;
  refill_interval_hours: number;
  updated_at: Date | null;
  updated_by: string | null;
}

/**
 * The terms until an operator changes them: the calendar ×1, ×1.5, ×2, ×2.5, ×3, ×3, ×5 (day 7) and a
 * refill of 500 coins below 100, every 4 hours. No row is stored for them: a fresh database stays empty,
 * so a backup restores into it.
 */
export const DEFAULT_BONUS_TERMS: BonusTermsRow = {
  calendar_pct: [100, 150, 200, 250, 300, 300, 500],
  refill_amount: 500,
  refill_below: 100,
  refill_interval_hours: 4,
  updated_at: null,
  updated_by: null,
};

/** The one row of terms, or the defaults while no operator has changed them. */
export async function findTerms(db: DbOrTx): Promise<BonusTermsRow> {
  const row = await db
    .selectFrom('bonus_settings')
    .select([
      'calendar_pct',
      'refill_amount',
      'refill_below',
      'refill_interval_hours',
      'updated_at',
      'updated_by',
    ])
    .where('id', '=', 1)
    .executeTakeFirst();
  return row ?? DEFAULT_BONUS_TERMS;
}

export async function updateTerms(
  db: DbOrTx,
  terms: Omit<BonusTermsRow, 'updated_at' | 'updated_by'>,
  by: string,
  at: Date,
): Promise<void> {
  const row = { ...terms, updated_at: at, updated_by: by };
  await db
    .insertInto('bonus_settings')
    .values({ id: 1, ...row })
    .onConflict((oc) => oc.column('id').doUpdateSet(row))
    .execute();
}

/** The account's latest daily-bonus claim with its calendar day. */
export async function latestDailyClaim(db: DbOrTx, accountId: string) {
  return db
    .selectFrom('daily_bonus_claims')
    .select(['calendar_day', 'claimed_at', 'window_id'])
    .where('account_id', '=', accountId)
    .orderBy('claimed_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Records a daily-bonus claim; false when the window had one (the primary key). */
export async function insertDailyClaim(
  tx: WalletTx,
  row: {
    accountId: string;
    windowId: string;
    day: number;
    amount: number;
    transactionId: number;
    at: Date;
  },
): Promise<boolean> {
  const inserted = await tx
    .insertInto('daily_bonus_claims')
    .values({
      account_id: row.accountId,
      window_id: row.windowId,
      calendar_day: row.day,
      amount: row.amount,
      transaction_id: row.transactionId,
      claimed_at: row.at,
    })
    .onConflict((oc) => oc.columns(['account_id', 'window_id']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** When the account last took a refill. */
export async function latestRefill(db: DbOrTx, accountId: string): Promise<Date | null> {
  const row = await db
    .selectFrom('refill_claims')
    .select('claimed_at')
    .where('account_id', '=', accountId)
    .orderBy('claimed_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.claimed_at ?? null;
}

/** Records a refill; false when the window had one (the primary key). */
export async function insertRefill(
  tx: WalletTx,
  row: { accountId: string; windowId: string; amount: number; transactionId: number; at: Date },
): Promise<boolean> {
  const inserted = await tx
    .insertInto('refill_claims')
    .values({
      account_id: row.accountId,
      window_id: row.windowId,
      amount: row.amount,
      transaction_id: row.transactionId,
      claimed_at: row.at,
    })
    .onConflict((oc) => oc.columns(['account_id', 'window_id']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
}
