import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KYC_DOCUMENT_MAX_BYTES } from '@casino/contract';
import { buildApp } from '../src/app.ts';
import { backupDatabase, restoreDatabase } from '../src/db/backup.ts';
import { createDatabase } from '../src/db/create-database.ts';
import type { Db } from '../src/db/database.ts';
import { importDiskDocuments } from '../src/modules/kyc/kyc.disk-import.ts';
import { createDatabaseDocumentStore, KYC_CHUNK_BYTES } from '../src/modules/kyc/kyc.store.ts';
import { base64Decoder, readKycUpload } from '../src/modules/kyc/kyc.upload-body.ts';
import { AUTH_ENV, ERROR, signedUp } from './auth-helpers.ts';
import { createTestDatabase, setupTestApp, tempDir, testConfig, type App } from './helper.ts';
import { operatorSignin } from './operator-helpers.ts';

/**
 * Issue 24 hole 7 and issue 27 item 1: KYC documents live in the database, not on one host's disk.
 * Two app instances on one database (each with its own DATA_DIR; on PostgreSQL each with its own
 * pool, as two hosts would be) read each other's documents; a backup restores them byte for byte;
 * documents the old disk store left behind move in at start, once; the body is read as a stream.
 */
const ADMIN = { OPERATOR_EMAIL: 'kyc.store@casino.test', OPERATOR_PASSWORD: 'first-admin-password' };
const DATA_DIR = tempDir('casino-kyc-store-a-');
const ctx = setupTestApp({ env: { ...AUTH_ENV, ...ADMIN, DATA_DIR } });
let second: App;
let secondDb: Db;
beforeAll(async () => {
  const url = process.env.DATABASE_URL ? await databaseUrlOf(ctx.db) : undefined;
  secondDb = url ? createDatabase({ kind: 'postgres', url }) : ctx.db;
  second = await buildApp(testConfig({ ...AUTH_ENV, ...ADMIN, DATA_DIR: tempDir('casino-kyc-store-b-') }), {
    db: secondDb,
  });
  await second.ready();
});
afterAll(async () => {
  await second?.close();
  if (secondDb !== ctx.db) await secondDb?.destroy();
});

/** The URL of the test's own PostgreSQL database (helper.ts names one per file). */
async function databaseUrlOf(db: Db): Promise<string> {
  const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(db);
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${rows[0]!.name}`;
  return url.toString();
}

const DETAILS = {
  fullName: '山田 太郎',
  dateOfBirth: '1990-04-01',
  prefecture: '東京都',
  municipality: '千代田区',
  address: '丸の内1-1-1',
  postCode: '100-0005',
};
/** The smallest real PNG (its chunks end with IEND, so file-type stops reading there). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** A PNG of `size` bytes, random bytes after its IEND: no two alike, every chunk different. */
const png = (size: number) => Buffer.concat([PNG, randomBytes(size - PNG.length)]);
const upload = (bytes: Buffer) => ({
  ...DETAILS,
  document: { fileName: 'id.png', contentType: 'image/png', data: bytes.toString('base64') },
});

async function submitted(app: App, bytes: Buffer): Promise<string> {
  const { browser, accountId } = await signedUp(app);
  const res = await browser.post('/kyc', upload(bytes));
  expect(res.statusCode).toBe(201);
  const row = await ctx.db
    .selectFrom('kyc_submissions')
    .select('submission_id')
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return row.submission_id;
}

async function adminOn(app: App) {
  await ctx.app.operators.ensureFirstOperator();
  return operatorSignin(app, ADMIN.OPERATOR_EMAIL, ADMIN.OPERATOR_PASSWORD);
}

async function documentThrough(app: App, submissionId: string) {
  const res = await (await adminOn(app)).get(`/operator/kyc/${submissionId}/document`);
  return { status: res.statusCode, bytes: (res as unknown as { rawPayload: Buffer }).rawPayload };
}

describe('documents are in the database, which every process reaches', () => {
  it('a document uploaded through one instance opens byte-identical through another (own DATA_DIR, own pool)', async () => {
    // Just under the largest document: 16 chunks of 256 KiB.
    const bytes = png(KYC_DOCUMENT_MAX_BYTES - 10);
    const id = await submitted(ctx.app, bytes);
    const opened = await documentThrough(second, id);
    expect(opened.status).toBe(200);
    expect(opened.bytes.equals(bytes)).toBe(true);
    const back = await documentThrough(ctx.app, id);
    expect(back.bytes.equals(bytes)).toBe(true);
    const chunks = await ctx.db
      .selectFrom('kyc_document_chunks as c')
      .innerJoin('kyc_submissions as k', 'k.document_file', 'c.document_file')
      .select(['c.seq'])
      .where('k.submission_id', '=', id)
      .execute();
    expect(chunks.length).toBe(Math.ceil(bytes.length / KYC_CHUNK_BYTES));
    // Nothing on either host's disk.
    expect(existsSync(path.join(DATA_DIR, 'kyc'))).toBe(false);
  });

  it('and the other way round, for a small one', async () => {
    const bytes = png(1000);
    const id = await submitted(second, bytes);
    expect((await documentThrough(ctx.app, id)).bytes.equals(bytes)).toBe(true);
  });
});

describe('backup and restore carry the documents', () => {
  it('restores every document byte-identical into an empty database', async () => {
    const documents = new Map<string, Buffer>();
    for (const size of [300, KYC_CHUNK_BYTES, KYC_CHUNK_BYTES + 1, 3 * KYC_CHUNK_BYTES + 77]) {
      const bytes = png(size);
      documents.set(await submitted(ctx.app, bytes), bytes);
    }
    const file = path.join(tempDir('casino-kyc-backup-'), 'kyc.backup.gz');
    const header = await backupDatabase(ctx.db, file);
    expect(header.ordered).toBe(true);
    expect(header.tables.kyc_document_chunks).toBeGreaterThanOrEqual(1 + 1 + 2 + 4);

    const target = await createTestDatabase();
    try {
      const { restored } = await restoreDatabase(target.db, file);
      expect(restored.kyc_document_chunks).toBe(header.tables.kyc_document_chunks);
      const store = createDatabaseDocumentStore();
      for (const [id, bytes] of documents) {
        const row = await target.db
          .selectFrom('kyc_submissions')
          .select('document_file')
          .where('submission_id', '=', id)
          .executeTakeFirstOrThrow();
        const back = await store.read(target.db, row.document_file);
        expect(back?.equals(bytes), `document of ${id}`).toBe(true);
      }
    } finally {
      await target.destroy();
    }
  });
});

describe('documents the disk store left behind move into the database', () => {
  it('copies each file once, removes it after, counts what this host does not hold; a second run does nothing', async () => {
    const dir = path.join(tempDir('casino-kyc-old-'), 'kyc');
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const onDisk = png(600_000);
    const { accountId } = await signedUp(ctx.app);
    const names = [`${randomUUID()}.png`, `${randomUUID()}.png`];
    // Two submissions as the old code wrote them: a row naming a file; one file is on this disk.
    for (const [i, name] of names.entries()) {
      await ctx.db
        .insertInto('kyc_submissions')
        .values({
          submission_id: randomUUID(),
          account_id: accountId,
          ...{
            full_name: DETAILS.fullName,
            date_of_birth: DETAILS.dateOfBirth,
            prefecture: DETAILS.prefecture,
          },
          ...{ municipality: DETAILS.municipality, address: DETAILS.address, post_code: DETAILS.postCode },
          document_file: name,
          document_type: 'image/png',
          document_size: onDisk.length,
          status: i === 0 ? 'rejected' : 'pending',
          reason: i === 0 ? 'blurred' : null,
          decided_at: i === 0 ? new Date() : null,
          submitted_at: new Date(Date.now() - (2 - i) * 1000),
        })
        .execute();
    }
    writeFileSync(path.join(dir, names[0]!), onDisk, { mode: 0o600 });
    const store = createDatabaseDocumentStore();
    const pending = await ctx.db
      .selectFrom('kyc_submissions')
      .select('submission_id')
      .where('document_file', '=', names[0]!)
      .executeTakeFirstOrThrow();
    // Before the move: the console answers 404 (never a 500) for it.
    expect((await documentThrough(ctx.app, pending.submission_id)).status).toBe(404);

    expect(await importDiskDocuments(ctx.db, store, dir)).toEqual({ imported: 1, missing: 1 });
    expect(existsSync(path.join(dir, names[0]!))).toBe(false);
    expect((await store.read(ctx.db, names[0]!))?.equals(onDisk)).toBe(true);
    const opened = await documentThrough(second, pending.submission_id);
    expect(opened.status).toBe(200);
    expect(opened.bytes.equals(onDisk)).toBe(true);

    // Idempotent: nothing more to copy, the missing one is still only counted.
    expect(await importDiskDocuments(ctx.db, store, dir)).toEqual({ imported: 0, missing: 1 });
    const chunks = await ctx.db
      .selectFrom('kyc_document_chunks')
      .select('seq')
      .where('document_file', '=', names[0]!)
      .execute();
    expect(chunks.length).toBe(Math.ceil(onDisk.length / KYC_CHUNK_BYTES));
  });
});

describe('the body is read as a stream', () => {
  const json = (value: unknown) => Buffer.from(JSON.stringify(value));
  /** The body cut into pieces of `size` bytes, as a socket may deliver it. */
  const pieces = (body: Buffer, size: number) =>
    Readable.from(
      Array.from({ length: Math.ceil(body.length / size) }, (_, i) =>
        body.subarray(i * size, (i + 1) * size),
      ),
    );

  it('decodes document.data across any cut, whatever the order of the keys', async () => {
    const bytes = randomBytes(1001);
    const { document, ...details } = upload(bytes);
    const documentFirst = json({ document, ...details });
    for (const size of [1, 2, 3, 5, 7, 64, 4096]) {
      const read = await readKycUpload(pieces(documentFirst, size), undefined, 1 << 20);
      expect(read.bytes.equals(bytes), `cut every ${size} bytes`).toBe(true);
      expect(read.fields).toEqual({ document: { fileName: 'id.png', contentType: 'image/png' }, ...details });
    }
  });

  it('refuses bad base64, a second data, data that is not a string, and a body over the limit without Content-Length', async () => {
    const refused = async (body: Buffer, limit = 1 << 20) =>
      readKycUpload(pieces(body, 100), undefined, limit).then(
        () => 'accepted',
        (error: { statusCode: number; code: string }) => `${error.statusCode} ${error.code}`,
      );
    const document = { fileName: 'id.png', contentType: 'image/png' };
    expect(await refused(json({ document: { ...document, data: 'AAA=A' } }))).toBe(
      '400 REQUEST_VALIDATION_ERROR',
    );
    expect(await refused(json({ document: { ...document, data: 'AAAA===' } }))).toBe(
      '400 REQUEST_VALIDATION_ERROR',
    );
    expect(await refused(Buffer.from('{"document":{"data":"AAAA","data":"AAAA"}}'))).toBe(
      '400 REQUEST_VALIDATION_ERROR',
    );
    expect(await refused(json({ document: { ...document, data: 12 } }))).toBe('400 REQUEST_VALIDATION_ERROR');
    expect(await refused(json({ document: { ...document, data: '' } }))).toBe('400 REQUEST_VALIDATION_ERROR');
    expect(await refused(Buffer.from('{"document":{"data":"AAAA"}'))).toBe('400 REQUEST_VALIDATION_ERROR');
    expect(await refused(json({ document: { ...document, data: 'A'.repeat(5000) } }), 4000)).toBe(
      '413 REQUEST_VALIDATION_ERROR',
    );
    expect(await refused(json({ note: 'x'.repeat(70_000), document: { ...document, data: 'AAAA' } }))).toBe(
      '413 REQUEST_VALIDATION_ERROR',
    );
  });

  it('stops decoding at the largest document: DOCUMENT_TOO_LARGE', () => {
    const decoder = base64Decoder(6);
    decoder.push('AAAAAAAA'); // 6 bytes: fits
    expect(() => decoder.push('AAAA')).toThrowError(expect.objectContaining({ code: 'DOCUMENT_TOO_LARGE' }));
    const padded = base64Decoder(10);
    padded.push('aGk');
    padded.push('=');
    expect(padded.end().toString()).toBe('hi');
  });

  it('refuses a chunked POST /kyc over KYC_BODY_LIMIT as it streams (413), nothing stored', async () => {
    const { browser, accountId } = await signedUp(ctx.app);
    // No Content-Length to refuse it by: 6 MiB of JSON whitespace, then a small valid body.
    const big = new PassThrough();
    const answer = ctx.app.inject({
      method: 'POST',
      url: '/api/kyc',
      headers: {
        channel: 'WEB',
        'content-type': 'application/json',
        'transfer-encoding': 'chunked',
        cookie: [...browser.jar].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; '),
      },
      payload: big,
    });
    big.write('{');
    for (let i = 0; i < 6 * 64 && !big.destroyed; i++) big.write(Buffer.alloc(16 * 1024, ' '));
    big.end(json(upload(png(100))).subarray(1));
    const res = await answer;
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual(ERROR('REQUEST_VALIDATION_ERROR'));
    const rows = await ctx.db
      .selectFrom('kyc_submissions')
      .select('status')
      .where('account_id', '=', accountId)
      .execute();
    expect(rows).toEqual([]);
  });
});
