import { deflateSync } from 'node:zlib';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KYC_BODY_LIMIT, KYC_DOCUMENT_MAX_BYTES } from '@casino/contract';
import { AUTH_ENV, Browser, ERROR, signedUp } from './auth-helpers.ts';
import { manualClock, setupTestApp, tempDir } from './helper.ts';
import { operatorSignin, newOperator } from './operator-helpers.ts';

/** Identity verification (issue 15): the player's form, hostile uploads, the operator's review. */

const ADMIN_EMAIL = 'kyc.boss@casino.test';
const ADMIN_PASSWORD = 'first-admin-password';
const DATA_DIR = tempDir('casino-kyc-');
const clock = manualClock(new Date('2030-06-15T03:00:00Z'));
const ctx = setupTestApp({
  env: { ...AUTH_ENV, DATA_DIR, OPERATOR_EMAIL: ADMIN_EMAIL, OPERATOR_PASSWORD: ADMIN_PASSWORD },
  clock,
});

async function admin() {
  await ctx.app.operators.ensureFirstOperator();
  return operatorSignin(ctx.app, ADMIN_EMAIL, ADMIN_PASSWORD);
}

/** The smallest real files of each kind (their magic numbers are what counts). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0', 'latin1'),
  Buffer.alloc(64, 1),
  Buffer.from([0xff, 0xd9]),
]);
const pdf = (body: string) =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R ${body} >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`,
    'latin1',
  );
const CLEAN_PDF = pdf('');

const doc = (bytes: Buffer, fileName: string, contentType: string) => ({
  fileName,
  contentType,
  data: bytes.toString('base64'),
});

const DETAILS = {
  fullName: '山田 太郎',
  dateOfBirth: '1990-04-01',
  prefecture: '東京都',
  municipality: '千代田区',
  address: '丸の内1-1-1',
  postCode: '100-0005',
};

async function submit(
  browser: Browser,
  document: ReturnType<typeof doc>,
  overrides: Record<string, unknown> = {},
) {
  return browser.post('/kyc', { ...DETAILS, document, ...overrides });
}

describe('hostile uploads are refused, each for what it is', () => {
  it('refuses a file that is not a JPEG, PNG or PDF, whatever its name says', async () => {
    const { browser } = await signedUp(ctx.app);
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    for (const document of [
      doc(gif, 'id.png', 'image/png'),
      doc(Buffer.from('MZ\x90\x00 not a photo', 'latin1'), 'id.jpg', 'image/jpeg'),
      doc(Buffer.from('<svg onload="alert(1)"/>'), 'id.png', 'image/png'),
      doc(Buffer.from('<html><script>alert(1)</script></html>'), 'id.pdf', 'application/pdf'),
    ]) {
      const res = await submit(browser, document);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(ERROR('DOCUMENT_TYPE_NOT_ALLOWED'));
    }
    expect((await browser.get('/kyc')).json().status).toBe('unverified');
  });

  it('refuses an image whose name or declared type says something else (a PNG named .pdf or .jpg)', async () => {
    const { browser } = await signedUp(ctx.app);
    for (const document of [
      doc(PNG, 'passport.pdf', 'application/pdf'),
      doc(PNG, 'passport.jpg', 'image/png'),
      doc(PNG, 'passport.png', 'image/jpeg'),
      doc(JPEG, 'licence.png', 'image/png'),
    ]) {
      const res = await submit(browser, document);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(ERROR('DOCUMENT_TYPE_NOT_ALLOWED'));
    }
  });

  it('refuses a document over the size limit with 413 DOCUMENT_TOO_LARGE', async () => {
    const { browser } = await signedUp(ctx.app);
    const big = Buffer.concat([PNG, Buffer.alloc(KYC_DOCUMENT_MAX_BYTES, 0)]);
    const res = await submit(browser, doc(big, 'id.png', 'image/png'));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual(ERROR('DOCUMENT_TOO_LARGE'));
  });

  it('refuses a body over KYC_BODY_LIMIT (the largest document in base64 + 64 KiB) before reading it', async () => {
    const { browser } = await signedUp(ctx.app);
    const before = (await browser.get('/kyc')).json().status;
    // Base64 of ~4.05 MiB: under the old 8 MiB limit it was read whole and decoded before being refused.
    const res = await submit(browser, {
      fileName: 'id.png',
      contentType: 'image/png',
      data: 'A'.repeat(KYC_BODY_LIMIT),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual(ERROR('REQUEST_VALIDATION_ERROR'));
    expect(KYC_BODY_LIMIT).toBeLessThan(5.5 * 1024 * 1024);
    expect((await browser.get('/kyc')).json().status).toBe(before);
  });

  it('refuses a PDF with script or active content, also when hidden by name escapes or compression', async () => {
    const { browser } = await signedUp(ctx.app);
    const compressed = deflateSync(Buffer.from('<< /S /JavaScript /JS (app.alert(1)) >>'));
    const objectStream = Buffer.concat([
      Buffer.from('%PDF-1.5\n5 0 obj\n<< /Type /ObjStm /Filter /FlateDecode >>\nstream\n', 'latin1'),
      compressed,
      Buffer.from('\nendstream\nendobj\n%%EOF\n', 'latin1'),
    ]);
    for (const bytes of [
      pdf('/OpenAction << /S /JavaScript /JS (app.alert(1)) >>'),
      pdf('/AA << /O << /S /Launch /F (cmd.exe) >> >>'),
      pdf('/OpenAction << /S /J#61vaScript /J#53 (app.alert(1)) >>'),
      pdf('/Names << /EmbeddedFiles 3 0 R >>'),
      objectStream,
    ]) {
      const res = await submit(browser, doc(bytes, 'id.pdf', 'application/pdf'));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(ERROR('DOCUMENT_TYPE_NOT_ALLOWED'));
    }
  });

  it('refuses a body that is not base64', async () => {
    const { browser } = await signedUp(ctx.app);
    const res = await submit(browser, {
      fileName: 'id.png',
      contentType: 'image/png',
      data: '<<not base64>>',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(ERROR('REQUEST_VALIDATION_ERROR'));
  });
});

describe('a player submits and an operator decides', () => {
  it('refuses a player under 18 with AGE_UNDER_18, and accepts one who turned 18 today (Tokyo)', async () => {
    const { browser } = await signedUp(ctx.app);
    // The clock: 2030-06-15 12:00 in Tokyo.
    const under = await submit(browser, doc(PNG, 'id.png', 'image/png'), { dateOfBirth: '2012-06-16' });
    expect(under.statusCode).toBe(400);
    expect(under.json()).toEqual(ERROR('AGE_UNDER_18'));
    const exactly = await submit(browser, doc(PNG, 'id.png', 'image/png'), { dateOfBirth: '2012-06-15' });
    expect(exactly.statusCode).toBe(201);
  });

  it('goes unverified → pending → rejected (with reason) → pending → approved, audited, document only through the operator API', async () => {
    const { browser, accountId } = await signedUp(ctx.app);
    expect((await browser.get('/kyc')).json()).toMatchObject({ status: 'unverified', details: {} });
    const sent = await submit(browser, doc(CLEAN_PDF, 'my id.PDF', 'application/pdf'));
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ status: 'pending', details: DETAILS });
    // One open submission at a time.
    const again = await submit(browser, doc(PNG, 'id.png', 'image/png'));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(ERROR('KYC_ALREADY_SUBMITTED'));

    // Stored in the database under a random name, not the player's; nothing on the disk.
    const stored = await ctx.db
      .selectFrom('kyc_document_chunks')
      .select('document_file')
      .distinct()
      .execute();
    expect(stored.some((row) => /^[0-9a-f-]{36}\.pdf$/.test(row.document_file))).toBe(true);
    expect(existsSync(path.join(DATA_DIR, 'kyc'))).toBe(false);

    const { browser: support } = await newOperator(await admin(), 'support');
    const { browser: finance } = await newOperator(await admin(), 'finance');
    expect((await finance.get('/operator/kyc?status=pending')).statusCode).toBe(403);
    const list = await support.get('/operator/kyc?status=pending&perPage=100');
    expect(list.statusCode).toBe(200);
    const mine = list.json().data.find((s: { accountId: string }) => s.accountId === accountId);
    expect(mine).toMatchObject({ status: 'pending', documentType: 'application/pdf', ...DETAILS });

    // The document: operators only, as the file's own type, never sniffed.
    const file = await support.get(`/operator/kyc/${mine.id}/document`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    // Opened directly it is downloaded, never shown by the browser's PDF plug-in; sandboxed either way.
    expect(file.headers['content-disposition']).toBe('attachment; filename="document.pdf"');
    expect(file.headers['content-security-policy']).toContain('sandbox');
    expect(file.body).toContain('%PDF-1.4');
    expect(
      (await ctx.app.inject({ url: `/api/operator/kyc/${mine.id}/document`, headers: { channel: 'WEB' } }))
        .statusCode,
    ).toBe(401);
    expect((await browser.get(`/operator/kyc/${mine.id}/document`)).statusCode).toBe(401);

    const noReason = await support.post(`/operator/kyc/${mine.id}/decision`, { decision: 'reject' });
    expect(noReason.statusCode).toBe(400);
    const rejected = await support.post(`/operator/kyc/${mine.id}/decision`, {
      decision: 'reject',
      reason: 'The photo is blurred.',
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'rejected', reason: 'The photo is blurred.' });
    expect((await browser.get('/kyc')).json()).toMatchObject({
      status: 'rejected',
      reason: 'The photo is blurred.',
    });
    // A decided submission cannot be decided again.
    const twice = await support.post(`/operator/kyc/${mine.id}/decision`, { decision: 'approve' });
    expect(twice.statusCode).toBe(409);

    const resent = await submit(browser, doc(JPEG, 'id.jpeg', 'image/jpeg'));
    expect(resent.statusCode).toBe(201);
    const pending = (await support.get('/operator/kyc?status=pending&perPage=100')).json().data;
    const second = pending.find((s: { accountId: string }) => s.accountId === accountId);
    const approved = await support.post(`/operator/kyc/${second.id}/decision`, { decision: 'approve' });
    expect(approved.statusCode).toBe(200);
    expect((await browser.get('/kyc')).json()).toMatchObject({ status: 'approved', reason: null });
    expect((await support.get(`/operator/players/${accountId}`)).json().kycStatus).toBe('approved');

    const audit = await (await admin()).get(`/operator/audit?perPage=100`);
    const actions = audit
      .json()
      .data.filter(
        (e: { target: string }) => e.target === `kyc:${mine.id}` || e.target === `kyc:${second.id}`,
      )
      .map((e: { action: string }) => e.action)
      .sort();
    expect(actions).toEqual(['kyc.approved', 'kyc.document_viewed', 'kyc.rejected']);
  });

  it('needs a signed-in player', async () => {
    const res = await new Browser(ctx.app).get('/kyc');
    expect(res.statusCode).toBe(401);
  });
});
