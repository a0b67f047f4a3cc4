import { sql } from 'kysely';
import {
  REWARD_COST_LINES,
  type DailyReportRow,
  type LedgerEntry,
  type PlayerSummary,
  type StudioRoundRecord,
} from '@casino/contract';
import type { Db } from '../../db/database.ts';
import { pageWithTotal } from '../../db/paging.ts';
import { rewardCostColumns, rewardCostsOf } from './reward-costs.ts';

/**
 * The back office's read model: the queries behind its player search, ledger, rounds, sessions and
 * reports. They read other modules' tables (accounts, wallets, the ledger, studio rounds) and never
 * write them: every change goes through the owning module's service.
 */

const toInt = (value: string | number | bigint | null | undefined) => Number(value ?? 0);
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** LIKE pattern of a literal text (its %, _ and \ escaped). */
function contains(text: string) {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export interface PageOptions {
  limit: number;
  offset: number;
}

const PLAYER_SORTS = {
  createdDate: 'accounts.created_at',
  email: 'accounts.email',
  displayName: 'accounts.display_name',
  balance: 'balance',
} as const;

export async function searchPlayers(
  db: Db,
  q: string | undefined,
  page: PageOptions & { sort?: string; ascending: boolean },
): Promise<{ data: PlayerSummary[]; total: number }> {
  let base = db.selectFrom('accounts').leftJoin('wallets', 'wallets.account_id', 'accounts.account_id');
  const text = q?.trim();
  if (text) {
    const pattern = contains(text.toLowerCase());
    base = base.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['accounts.email']), 'like', pattern),
        eb(eb.fn('lower', ['accounts.display_name']), 'like', pattern),
        eb('accounts.phone_number', 'like', contains(text)),
        ...(UUID.test(text) ? [eb('accounts.account_id', '=', text.toLowerCase())] : []),
      ]),
    );
  }
  const sortColumn =
    PLAYER_SORTS[(page.sort ?? 'createdDate') as keyof typeof PLAYER_SORTS] ?? PLAYER_SORTS.createdDate;
  const direction = page.ascending ? 'asc' : 'desc';
  const { rows, total } = await pageWithTotal(
    base
      .select([
        'accounts.account_id',
        'accounts.email',
        'accounts.display_name',
        'accounts.phone_number',
        'accounts.phone_verified_at',
        'accounts.is_tester',
        'accounts.created_at',
        'accounts.deleted_at',
        sql<string | number>`coalesce(wallets.balance, 0)`.as('balance'),
      ])
      .orderBy(sql.ref(sortColumn), direction)
      .orderBy('accounts.account_id')
      .limit(page.limit)
      .offset(page.offset),
    base,
  );
  return {
    data: rows.map((r) => ({
      id: r.account_id,
      accountId: r.account_id,
      email: r.email,
      displayName: r.display_name,
      phoneNumber: r.phone_number,
      isPhoneVerified: r.phone_verified_at !== null,
      isTester: r.is_tester,
      balance: toInt(r.balance),
      createdDate: iso(r.created_at)!,
      deletedDate: iso(r.deleted_at),
    })),
    total,
  };
}

/** One player (deleted ones too: an operator may need to look one up). */
export async function findPlayer(db: Db, accountId: string) {
  const row = await db
    .selectFrom('accounts')
    .leftJoin('wallets', 'wallets.account_id', 'accounts.account_id')
    .select([
      'accounts.account_id',
      'accounts.email',
      'accounts.display_name',
      'accounts.language_code',
      'accounts.phone_number',
      'accounts.phone_verified_at',
      'accounts.is_tester',
      'accounts.created_at',
      'accounts.deleted_at',
      sql<string | number>`coalesce(wallets.balance, 0)`.as('balance'),
    ])
    .where('accounts.account_id', '=', accountId)
    .executeTakeFirst();
  return row
    ? {
        id: row.account_id,
        accountId: row.account_id,
        email: row.email,
        displayName: row.display_name,
        languageCode: row.language_code,
        phoneNumber: row.phone_number,
        isPhoneVerified: row.phone_verified_at !== null,
        phoneVerifiedDate: iso(row.phone_verified_at),
        isTester: row.is_tester,
        balance: toInt(row.balance),
        createdDate: iso(row.created_at)!,
        deletedDate: iso(row.deleted_at),
      }
    : undefined;
}

export async function ledgerPage(db: Db, accountId: string, page: PageOptions) {
  const base = db.selectFrom('wallet_transactions').where('account_id', '=', accountId);
  const { rows, total } = await pageWithTotal(
    base
      .select([
        'transaction_id',
        'created_at',
        'transaction_type',
        'amount',
        'new_balance',
        'game_code',
        'round_id',
        'provider',
        'reason',
      ])
      .orderBy('transaction_id', 'desc')
      .limit(page.limit)
      .offset(page.offset),
    base,
  );
  const data: LedgerEntry[] = rows.map((r) => ({
    id: String(r.transaction_id),
    createdDate: iso(r.created_at)!,
    transactionType: r.transaction_type,
    amount: toInt(r.amount),
    newBalance: toInt(r.new_balance),
    gameCode: r.game_code,
    roundId: r.round_id,
    provider: r.provider,
    reason: r.reason,
  }));
  return { data, total };
}

/** The player's real-money studio rounds, newest first, with their provably fair record. */
export async function roundsPage(db: Db, accountId: string, page: PageOptions) {
  const base = db
    .selectFrom('studio_rounds')
    .innerJoin('studio_sessions', 'studio_sessions.session_hash', 'studio_rounds.session_hash')
    .where('studio_sessions.account_id', '=', accountId);
  const { rows, total } = await pageWithTotal(
    base
      .leftJoin('studio_fair_rounds', 'studio_fair_rounds.round_id', 'studio_rounds.round_id')
      .leftJoin('studio_seeds', 'studio_seeds.seed_id', 'studio_fair_rounds.seed_id')
      .select([
        'studio_rounds.round_id',
        'studio_rounds.bet',
        'studio_rounds.win',
        'studio_rounds.status',
        'studio_rounds.created_at',
        'studio_sessions.game_code',
        'studio_sessions.mode',
        'studio_fair_rounds.client_seed',
        'studio_fair_rounds.nonce',
        'studio_seeds.server_seed',
        'studio_seeds.server_seed_hash',
        'studio_seeds.retired_at',
      ])
      .orderBy('studio_rounds.created_at', 'desc')
      .orderBy('studio_rounds.round_id')
      .limit(page.limit)
      .offset(page.offset),
    base,
  );
  const data: StudioRoundRecord[] = rows.map((r) => ({
    id: r.round_id,
    gameCode: r.game_code,
    mode: r.mode,
    status: r.status,
    bet: toInt(r.bet),
    win: r.win === null ? null : toInt(r.win),
    createdDate: iso(r.created_at)!,
    fairness:
      r.server_seed_hash && r.client_seed !== null && r.nonce !== null
        ? {
            serverSeedHash: r.server_seed_hash,
            // A seed stays secret until the player rotates it: operators see what players could see.
            serverSeed: r.retired_at !== null ? (r.server_seed ?? null) : null,
            clientSeed: r.client_seed,
            nonce: toInt(r.nonce),
          }
        : null,
  }));
  return { data, total };
}

export async function sessionsPage(db: Db, accountId: string, page: PageOptions, now: Date, idleMs: number) {
  const base = db.selectFrom('sessions').where('account_id', '=', accountId);
  const { rows, total } = await pageWithTotal(
    base
      .select(['session_hash', 'created_at', 'last_seen_at', 'expires_at', 'revoked_at'])
      .orderBy('created_at', 'desc')
      .limit(page.limit)
      .offset(page.offset),
    base,
  );
  const data = rows.map((r) => ({
    id: r.session_hash,
    createdDate: iso(r.created_at)!,
    lastSeenDate: iso(r.last_seen_at)!,
    expiresDate: iso(r.expires_at)!,
    revokedDate: iso(r.revoked_at),
    active:
      r.revoked_at === null &&
      new Date(r.expires_at) > now &&
      new Date(r.last_seen_at).getTime() + idleMs > now.getTime(),
  }));
  return { data, total };
}

export async function countActiveSessions(db: Db, accountId: string, now: Date, idleMs: number) {
  const row = await db
    .selectFrom('sessions')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('account_id', '=', accountId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .where('last_seen_at', '>', new Date(now.getTime() - idleMs))
    .executeTakeFirstOrThrow();
  return toInt(row.n);
}

/**
 * One row per Asia/Tokyo day from `from` to `to` (inclusive, newest first), zeros included.
 * Tester accounts (demo players, staff) are left out of every column.
 * Active players: accounts that bet or claimed the daily bonus that day. Phone verifications count the
 * accounts whose number was (last) verified that day. The reward lines (reward-costs.ts): coins paid
 * as each kind of reward.
 */
export async function dailyReport(db: Db, from: string, to: string): Promise<DailyReportRow[]> {
  const day = (column: string) => sql`(${sql.ref(column)} at time zone 'Asia/Tokyo')::date`;
  const result = await sql<{
    day: string | Date;
    signups: string | number;
    phone_verifications: string | number;
    active_players: string | number;
    coins_bet: string | number;
    coins_won: string | number;
    bonuses: string | number;
    adjustments: string | number;
    net_coin_flow: string | number;
  }>`
    with days as (
      select generate_series(${from}::date, ${to}::date, interval '1 day')::date as day
    ),
    signups as (
      select ${day('created_at')} as day, count(*) as n from accounts
      where not is_tester and ${day('created_at')} between ${from}::date and ${to}::date group by 1
    ),
    phones as (
      select ${day('phone_verified_at')} as day, count(*) as n from accounts
      where not is_tester and phone_verified_at is not null and ${day('phone_verified_at')} between ${from}::date and ${to}::date
      group by 1
    ),
    ledger as (
      select ${day('created_at')} as day,
        count(distinct account_id) filter (where transaction_type in ('BET', 'DAILY_BONUS')) as active,
        coalesce(-sum(amount) filter (where transaction_type = 'BET'), 0) as bet,
        coalesce(sum(amount) filter (where transaction_type = 'WIN'), 0) as won,
        coalesce(sum(amount) filter (where transaction_type in ('SIGNUP_BONUS', 'DAILY_BONUS', 'PROMO_BONUS')), 0) as bonuses,
        coalesce(sum(amount) filter (where transaction_type = 'ADJUSTMENT'), 0) as adjustments,
        coalesce(sum(amount), 0) as net,
        ${rewardCostColumns()}
      from wallet_transactions
      where ${day('created_at')} between ${from}::date and ${to}::date
        and account_id not in (select account_id from accounts where is_tester)
      group by 1
    )
    select to_char(days.day, 'YYYY-MM-DD') as day,
      coalesce(signups.n, 0) as signups,
      coalesce(phones.n, 0) as phone_verifications,
      coalesce(ledger.active, 0) as active_players,
      coalesce(ledger.bet, 0) as coins_bet,
      coalesce(ledger.won, 0) as coins_won,
      coalesce(ledger.bonuses, 0) as bonuses,
      coalesce(ledger.adjustments, 0) as adjustments,
      coalesce(ledger.net, 0) as net_coin_flow,
      ${sql.join(REWARD_COST_LINES.map((_, i) => sql`ledger.${sql.raw(`reward_${i}`)}`))}
    from days
    left join signups on signups.day = days.day
    left join phones on phones.day = days.day
    left join ledger on ledger.day = days.day
    order by days.day desc
  `.execute(db);
  return result.rows.map((r) => {
    const dayText = typeof r.day === 'string' ? r.day : r.day.toISOString().slice(0, 10);
    return {
      id: dayText,
      day: dayText,
      signups: toInt(r.signups),
      phoneVerifications: toInt(r.phone_verifications),
      activePlayers: toInt(r.active_players),
      coinsBet: toInt(r.coins_bet),
      coinsWon: toInt(r.coins_won),
      bonuses: toInt(r.bonuses),
      adjustments: toInt(r.adjustments),
      netCoinFlow: toInt(r.net_coin_flow),
      ...rewardCostsOf(r),
    };
  });
}
