import { sql } from 'kysely';
import type { Db } from '../src/db/database.ts';
import { stats } from './stats.ts';

/** What clients saw succeed: each must be in the ledger afterwards. */
export interface Acknowledged {
  providerTx: { accountId: string; transactionId: string }[];
  studioRounds: { accountId: string; roundId: string }[];
  dailyClaims: Map<string, number>;
  /** Page-view paths the collector answered as stored (accepted 1): each must be in analytics_events. */
  analyticsPaths: string[];
}

export function newAcknowledged(): Acknowledged {
  return { providerTx: [], studioRounds: [], dailyClaims: new Map(), analyticsPaths: [] };
}

/**
 * The ledger's invariants (ARCHITECTURE.md decision 3), checked in the database: every balance equals
 * the sum of its ledger and the chain of new_balance values; none is negative; no idempotency key
 * was applied twice; every acknowledged request is there; one daily bonus per account and day.
 * Returns the violations (also counted in stats.invariantViolations).
 */
export async function ledgerViolations(db: Db, ack?: Acknowledged, provider = 'fuzzprov'): Promise<string[]> {
  const violations: string[] = [];
  const sums = await sql<{ account_id: string; balance: string; total: string | null }>`
    select w.account_id, w.balance, (select sum(t.amount) from wallet_transactions t where t.account_id = w.account_id) as total
    from wallets w`.execute(db);
  for (const row of sums.rows) {
    if (BigInt(row.balance) !== BigInt(row.total ?? 0))
      violations.push(`wallet ${row.account_id}: balance ${row.balance} ≠ ledger sum ${row.total}`);
    if (BigInt(row.balance) < 0n)
      violations.push(`wallet ${row.account_id}: negative balance ${row.balance}`);
  }
  const chain = await sql<{ n: string }>`
    select count(*) as n from (
      select new_balance, amount,
             lag(new_balance) over (partition by account_id order by transaction_id) as previous
      from wallet_transactions) c
    where new_balance < 0 or new_balance <> coalesce(previous, 0) + amount`.execute(db);
  if (Number(chain.rows[0]?.n ?? 0) > 0)
    violations.push(`${chain.rows[0]?.n} ledger rows break the new_balance chain`);
  const keys = await sql<{ n: string }>`
    select count(*) as n from (select idempotency_key from wallet_transactions group by idempotency_key having count(*) > 1) d`.execute(
    db,
  );
  if (Number(keys.rows[0]?.n ?? 0) > 0) violations.push(`${keys.rows[0]?.n} idempotency keys applied twice`);
  const daily = await sql<{ n: string }>`
    select count(*) as n from (
      select account_id from wallet_transactions where transaction_type = 'DAILY_BONUS'
      group by account_id, (created_at at time zone 'Asia/Tokyo')::date having count(*) > 1) d`.execute(db);
  if (Number(daily.rows[0]?.n ?? 0) > 0)
    violations.push(`${daily.rows[0]?.n} accounts paid the daily bonus twice a day`);

  if (ack) {
    const txs = new Set(
      (
        await db
          .selectFrom('wallet_transactions')
          .select(['account_id', 'provider_transaction_id'])
          .where('provider', '=', provider)
          .execute()
      ).map((r) => `${r.account_id}|${r.provider_transaction_id}`),
    );
    const lost = ack.providerTx.filter((t) => !txs.has(`${t.accountId}|${t.transactionId}`));
    if (lost.length > 0)
      violations.push(
        `${lost.length} acknowledged provider transactions missing, e.g. ${lost[0]?.transactionId}`,
      );
    const rounds = new Set(
      (
        await db
          .selectFrom('wallet_transactions')
          .select(['account_id', 'round_id'])
          .where('provider', '=', 'studio')
          .where('transaction_type', '=', 'BET')
          .execute()
      ).map((r) => `${r.account_id}|${r.round_id}`),
    );
    const lostRounds = ack.studioRounds.filter((r) => !rounds.has(`${r.accountId}|${r.roundId}`));
    if (lostRounds.length > 0) violations.push(`${lostRounds.length} acknowledged studio rounds missing`);
    for (const [accountId, claims] of ack.dailyClaims) {
      const row = await db
        .selectFrom('wallet_transactions')
        .select(({ fn }) => fn.countAll<string>().as('n'))
        .where('account_id', '=', accountId)
        .where('transaction_type', '=', 'DAILY_BONUS')
        .executeTakeFirst();
      if (Number(row?.n ?? 0) < claims)
        violations.push(`account ${accountId}: acknowledged daily bonus missing`);
    }
  }
  stats.invariantViolations += violations.length;
  return violations;
}
