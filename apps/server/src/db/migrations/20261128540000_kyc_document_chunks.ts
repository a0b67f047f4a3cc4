import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Issue 24 hole 7 / issue 27 item 1: identity documents move from DATA_DIR/kyc into the database, so
 * every process (and host) reads the same documents and `npm run backup` carries them. A document is
 * its submission's `document_file` name cut into bytea chunks of at most 256 KiB, written in the
 * transaction that inserts the submission, deleted with it. Documents already on a host's disk are
 * copied in at that host's start (modules/kyc/kyc.disk-import.ts): a migration does not know DATA_DIR.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // The names are random UUIDs; the unique index makes them the chunks' foreign key.
  await sql`create unique index kyc_submissions_document_file_key on kyc_submissions (document_file)`.execute(
    db,
  );
  await sql`create table kyc_document_chunks (
    document_file text not null references kyc_submissions (document_file) on delete cascade,
    seq integer not null check (seq >= 0),
    bytes bytea not null check (octet_length(bytes) between 1 and 262144),
    primary key (document_file, seq)
  )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table kyc_document_chunks`.execute(db);
  await sql`drop index kyc_submissions_document_file_key`.execute(db);
}
