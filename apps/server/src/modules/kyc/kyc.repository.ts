import { sql, type Insertable } from 'kysely';
import type { DbOrTx } from '../../db/database.ts';
import { pageWithTotal } from '../../db/paging.ts';
import type { KycProfileTable, KycSubmissionStatus, KycSubmissionTable } from './kyc.table.ts';

/** Dates as 'YYYY-MM-DD' text: pg and PGlite would otherwise hand back different types. */
const dob = sql<string>`to_char(date_of_birth, 'YYYY-MM-DD')`.as('date_of_birth');

export async function upsertProfile(db: DbOrTx, row: Insertable<KycProfileTable>): Promise<void> {
  const { account_id: _id, ...changes } = row;
  await db
    .insertInto('kyc_profiles')
    .values(row)
    .onConflict((oc) => oc.column('account_id').doUpdateSet(changes))
    .execute();
}

export async function findProfile(db: DbOrTx, accountId: string) {
  return db
    .selectFrom('kyc_profiles')
    .select(['full_name', dob, 'prefecture', 'municipality', 'address', 'post_code'])
    .where('account_id', '=', accountId)
    .executeTakeFirst();
}

const SUBMISSION_COLUMNS = [
  'submission_id',
  'account_id',
  'full_name',
  dob,
  'prefecture',
  'municipality',
  'address',
  'post_code',
  'document_file',
  'document_type',
  'document_size',
  'status',
  'reason',
  'submitted_at',
  'decided_at',
  'decided_by',
] as const;

export async function insertSubmission(db: DbOrTx, row: Insertable<KycSubmissionTable>): Promise<void> {
  await db.insertInto('kyc_submissions').values(row).execute();
}

/** The player's newest submission: it decides the status the player sees. */
export async function latestSubmission(db: DbOrTx, accountId: string) {
  return db
    .selectFrom('kyc_submissions')
    .select(SUBMISSION_COLUMNS)
    .where('account_id', '=', accountId)
    .orderBy('submitted_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function findSubmission(db: DbOrTx, submissionId: string) {
  return db
    .selectFrom('kyc_submissions as k')
    .leftJoin('accounts as a', 'a.account_id', 'k.account_id')
    .select(SUBMISSION_COLUMNS.map((c) => (typeof c === 'string' ? (`k.${c}` as const) : c)))
    .select(['a.display_name', 'a.email'])
    .where('k.submission_id', '=', submissionId)
    .executeTakeFirst();
}

export async function listSubmissions(
  db: DbOrTx,
  filter: { status?: KycSubmissionStatus },
  limit: number,
  offset: number,
  ascending: boolean,
) {
  let query = db.selectFrom('kyc_submissions as k');
  if (filter.status) query = query.where('k.status', '=', filter.status);
  return pageWithTotal(
    query
      .leftJoin('accounts as a', 'a.account_id', 'k.account_id')
      .select(SUBMISSION_COLUMNS.map((c) => (typeof c === 'string' ? (`k.${c}` as const) : c)))
      .select(['a.display_name', 'a.email'])
      .orderBy('k.submitted_at', ascending ? 'asc' : 'desc')
      .orderBy('k.submission_id')
      .limit(limit)
      .offset(offset),
    query,
  );
}

/** Decides a pending submission; false when it is not pending any more (someone decided first). */
export async function decideSubmission(
  db: DbOrTx,
  submissionId: string,
  decision: { status: 'approved' | 'rejected'; reason: string | null; decidedAt: Date; decidedBy: string },
): Promise<boolean> {
  const result = await db
    .updateTable('kyc_submissions')
    .set({
      status: decision.status,
      reason: decision.reason,
      decided_at: decision.decidedAt,
      decided_by: decision.decidedBy,
    })
    .where('submission_id', '=', submissionId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Appends one chunk of a stored document (in the transaction that inserts its submission). */
export async function insertChunk(db: DbOrTx, documentFile: string, seq: number, bytes: Uint8Array) {
  await db.insertInto('kyc_document_chunks').values({ document_file: documentFile, seq, bytes }).execute();
}

/** A stored document's chunks in order; none when the store has no such document. */
export async function documentChunks(db: DbOrTx, documentFile: string): Promise<Uint8Array[]> {
  const rows = await db
    .selectFrom('kyc_document_chunks')
    .select('bytes')
    .where('document_file', '=', documentFile)
    .orderBy('seq')
    .execute();
  return rows.map((r) => r.bytes);
}

/** Submissions whose document is not in the database yet (written before it held documents). */
export async function documentsNotStored(
  db: DbOrTx,
): Promise<{ document_file: string; document_size: number }[]> {
  return db
    .selectFrom('kyc_submissions as k')
    .select(['k.document_file', 'k.document_size'])
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('kyc_document_chunks as c')
            .select('c.seq')
            .whereRef('c.document_file', '=', 'k.document_file'),
        ),
      ),
    )
    .orderBy('k.submitted_at')
    .execute();
}

/** Locks a submission's row (one importer at a time per document); false when it is gone. */
export async function lockSubmissionByFile(db: DbOrTx, documentFile: string): Promise<boolean> {
  const row = await db
    .selectFrom('kyc_submissions')
    .select('submission_id')
    .where('document_file', '=', documentFile)
    .forUpdate()
    .executeTakeFirst();
  return row !== undefined;
}
