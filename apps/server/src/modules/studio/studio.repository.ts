import type { DbOrTx } from '../../db/database.ts';
import { sql, type Insertable } from 'kysely';
import type {
  StudioFairRoundTable,
  StudioRoundTable,
  StudioSeedTable,
  StudioSessionTable,
} from './studio.table.ts';

export async function insertSession(db: DbOrTx, row: Insertable<StudioSessionTable>) {
  await db.insertInto('studio_sessions').values(row).execute();
}

export async function findSession(db: DbOrTx, sessionHash: string) {
  return db
    .selectFrom('studio_sessions')
    .selectAll()
    .where('session_hash', '=', sessionHash)
    .executeTakeFirst();
}

/**
 * `findSession`, and whether a round of this player in this game (demo: of this session) waits for a
 * pick, in one statement (issue 31): a new round settles those first, and most rounds have none.
 */
export async function findSessionForRound(db: DbOrTx, sessionHash: string) {
  return db
    .selectFrom('studio_sessions as s')
    .selectAll('s')
    .select(
      sql<boolean>`exists (select 1 from studio_rounds r join studio_sessions o on o.session_hash = r.session_hash
        where r.status = 'DECIDING' and (
          (s.mode = 'real' and o.account_id = s.account_id and o.game_code = s.game_code)
          or (s.mode <> 'real' and r.session_hash = s.session_hash)))`.as('has_open_pick'),
    )
    .where('s.session_hash', '=', sessionHash)
    .executeTakeFirst();
}

/** Locks a (demo) session row until the transaction ends: its rounds run one at a time. */
export async function lockSession(db: DbOrTx, sessionHash: string) {
  return db
    .selectFrom('studio_sessions')
    .selectAll()
    .where('session_hash', '=', sessionHash)
    .forUpdate()
    .executeTakeFirst();
}

export async function setDemoBalance(db: DbOrTx, sessionHash: string, balance: number) {
  await db
    .updateTable('studio_sessions')
    .set({ demo_balance: balance })
    .where('session_hash', '=', sessionHash)
    .execute();
}

/** The insert of a round that does nothing when (session, roundKey) is claimed already. */
function claimQuery(db: DbOrTx, row: Insertable<StudioRoundTable>) {
  return db
    .insertInto('studio_rounds')
    .values(row)
    .onConflict((oc) => oc.columns(['session_hash', 'round_key']).doNothing());
}

/** Claims (session, roundKey) for a round; nothing when it exists already. */
export async function insertRoundIfMissing(db: DbOrTx, row: Insertable<StudioRoundTable>) {
  await claimQuery(db, row).execute();
}

/** insertRoundIfMissing that returns the claim when this call made it (undefined: the key was claimed before). */
export async function claimRound(db: DbOrTx, row: Insertable<StudioRoundTable>) {
  return claimQuery(db, row).returningAll().executeTakeFirst();
}

export async function findRound(db: DbOrTx, sessionHash: string, roundKey: string) {
  return db
    .selectFrom('studio_rounds')
    .selectAll()
    .where('session_hash', '=', sessionHash)
    .where('round_key', '=', roundKey)
    .executeTakeFirst();
}

/** Records the engine's outcome once; false when another request recorded one first. */
export async function recordOutcome(
  db: DbOrTx,
  sessionHash: string,
  roundKey: string,
  win: number,
  outcome: Record<string, unknown>,
) {
  const result = await db
    .updateTable('studio_rounds')
    .set({ win, outcome: JSON.stringify(outcome) })
    .where('session_hash', '=', sessionHash)
    .where('round_key', '=', roundKey)
    .where('status', '=', 'PENDING')
    .where('outcome', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Settles a PENDING round. With `decided`, also records its outcome (a round claimed in the same
 * transaction, whose outcome was not written yet: recordOutcome and this update in one statement).
 */
export async function settleRound(
  db: DbOrTx,
  sessionHash: string,
  roundKey: string,
  balanceAfter: number,
  now: Date,
  decided?: { win: number; outcome: Record<string, unknown> },
) {
  await db
    .updateTable('studio_rounds')
    .set({
      status: 'SETTLED',
      balance_after: balanceAfter,
      settled_at: now,
      ...(decided ? { win: decided.win, outcome: JSON.stringify(decided.outcome) } : {}),
    })
    .where('session_hash', '=', sessionHash)
    .where('round_key', '=', roundKey)
    .where('status', '=', 'PENDING')
    .$if(decided !== undefined, (query) => query.where('outcome', 'is', null))
    .execute();
}

export async function markRolledBack(db: DbOrTx, sessionHash: string, roundKey: string, now: Date) {
  await db
    .updateTable('studio_rounds')
    .set({ status: 'ROLLED_BACK', settled_at: now })
    .where('session_hash', '=', sessionHash)
    .where('round_key', '=', roundKey)
    .where('status', '=', 'PENDING')
    .execute();
}

/** Deletes sessions (and their rounds) that expired before `cutoff`; the ledger keeps the money's history. */
export async function deleteExpiredSessions(db: DbOrTx, cutoff: Date, limit: number) {
  const result = await db
    .deleteFrom('studio_sessions')
    .where(
      'session_hash',
      'in',
      db.selectFrom('studio_sessions').select('session_hash').where('expires_at', '<', cutoff).limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Whose fairness state: the account (real mode, shared by all games) or the demo game session. */
export type SeedOwner = { accountId: string } | { sessionHash: string };

const ownerColumns = (owner: SeedOwner) =>
  'accountId' in owner
    ? { account_id: owner.accountId, session_hash: null }
    : { account_id: null, session_hash: owner.sessionHash };

export async function findActiveSeed(db: DbOrTx, owner: SeedOwner) {
  let query = db.selectFrom('studio_seeds').selectAll().where('retired_at', 'is', null);
  query =
    'accountId' in owner
      ? query.where('account_id', '=', owner.accountId)
      : query.where('session_hash', '=', owner.sessionHash);
  return query.executeTakeFirst();
}

/** Inserts an active seed; nothing when the owner has one already (a concurrent request won). */
export async function insertSeedIfNoneActive(
  db: DbOrTx,
  row: Omit<Insertable<StudioSeedTable>, 'account_id' | 'session_hash'>,
  owner: SeedOwner,
) {
  await db
    .insertInto('studio_seeds')
    .values({ ...row, ...ownerColumns(owner) })
    .onConflict((oc) =>
      'accountId' in owner
        ? oc
            .column('account_id')
            .where('retired_at', 'is', null)
            .where('account_id', 'is not', null)
            .doNothing()
        : oc
            .column('session_hash')
            .where('retired_at', 'is', null)
            .where('session_hash', 'is not', null)
            .doNothing(),
    )
    .execute();
}

/**
 * Takes the next nonce of the owner's active seed atomically (the row lock serialises concurrent rounds
 * until their transaction ends): the returned nonce is the value before the increment.
 */
export async function takeNonce(db: DbOrTx, owner: SeedOwner) {
  let query = db
    .updateTable('studio_seeds')
    .set((eb) => ({ next_nonce: eb('next_nonce', '+', 1) }) as never)
    .where('retired_at', 'is', null);
  query =
    'accountId' in owner
      ? query.where('account_id', '=', owner.accountId)
      : query.where('session_hash', '=', owner.sessionHash);
  const row = await query
    .returning(['seed_id', 'server_seed', 'server_seed_hash', 'client_seed', 'next_nonce'])
    .executeTakeFirst();
  return row ? { ...row, nonce: Number(row.next_nonce) - 1 } : undefined;
}

export async function setClientSeed(db: DbOrTx, owner: SeedOwner, clientSeed: string) {
  let query = db.updateTable('studio_seeds').set({ client_seed: clientSeed }).where('retired_at', 'is', null);
  query =
    'accountId' in owner
      ? query.where('account_id', '=', owner.accountId)
      : query.where('session_hash', '=', owner.sessionHash);
  const result = await query.executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Retires the owner's active seed (waits for rounds holding its lock) and returns it. */
export async function retireSeed(db: DbOrTx, owner: SeedOwner, now: Date) {
  let query = db.updateTable('studio_seeds').set({ retired_at: now }).where('retired_at', 'is', null);
  query =
    'accountId' in owner
      ? query.where('account_id', '=', owner.accountId)
      : query.where('session_hash', '=', owner.sessionHash);
  return query.returningAll().executeTakeFirst();
}

export async function insertFairRound(db: DbOrTx, row: Insertable<StudioFairRoundTable>) {
  await db.insertInto('studio_fair_rounds').values(row).execute();
}

export async function findFairRound(db: DbOrTx, roundId: string) {
  return db
    .selectFrom('studio_fair_rounds as r')
    .innerJoin('studio_seeds as s', 's.seed_id', 'r.seed_id')
    .select([
      'r.round_id',
      'r.game_code',
      'r.account_id',
      'r.client_seed',
      'r.nonce',
      'r.bet_input',
      'r.stake',
      'r.total_win',
      'r.outcome',
      'r.created_at',
      'r.choices',
      'r.auto_picked_from',
      'r.pending',
      'r.maths_version',
      's.server_seed',
      's.server_seed_hash',
      's.retired_at',
    ])
    .where('r.round_id', '=', roundId)
    .executeTakeFirst();
}

/** Of `roundIds`, the account's rounds the server picked for (auto_picked_from set). */
export async function listAutoPickedRoundIds(db: DbOrTx, accountId: string, roundIds: string[]) {
  const rows = await db
    .selectFrom('studio_fair_rounds')
    .select('round_id')
    .where('account_id', '=', accountId)
    .where('round_id', 'in', roundIds)
    .where('auto_picked_from', 'is not', null)
    .execute();
  return rows.map((row) => row.round_id);
}
