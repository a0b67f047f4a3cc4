import { existsSync } from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { deflateSync } from 'node:zlib';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it, vi } from 'vitest';
import { AUTH_ENV, type Browser, ERROR, signedUp } from './auth-helpers.ts';
import { manualClock, setupTestApp, tempDir } from './helper.ts';
import { KYC_UPLOADS_IN_FLIGHT } from '../src/modules/kyc/kyc.uploads.ts';

/** Issue 24 holes 6 and 7: PDFs read by a real parser within bounds, uploads bounded in number. */

const DATA_DIR = tempDir('casino-kyc-pdf-');
const clock = manualClock(new Date('2030-06-15T03:00:00Z'));
const ctx = setupTestApp({ env: { ...AUTH_ENV, DATA_DIR }, clock });

const DETAILS = {
  fullName: '山田 太郎',
  dateOfBirth: '1990-04-01',
  prefecture: '東京都',
  municipality: '千代田区',
  address: '丸の内1-1-1',
  postCode: '100-0005',
};
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

const body = (bytes: Buffer, fileName: string, contentType: string) => ({
  ...DETAILS,
  document: { fileName, contentType, data: bytes.toString('base64') },
});
const asPdf = (bytes: Buffer) => body(bytes, 'id.pdf', 'application/pdf');

/** Documents in the store (the database: kyc_document_chunks); nothing goes to DATA_DIR any more. */
const stored = async () => {
  const row = await ctx.db
    .selectFrom('kyc_document_chunks')
    .select((eb) => eb.fn.count<string>('document_file').distinct().as('n'))
    .executeTakeFirstOrThrow();
  expect(existsSync(path.join(DATA_DIR, 'kyc'))).toBe(false);
  return Number(row.n);
};

/** A PDF whose objects are written out by hand: `objects[i]` becomes object i + 1. */
function pdfOf(objects: (string | Buffer)[]): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n', 'latin1')];
  objects.forEach((object, i) => {
    parts.push(Buffer.from(`${i + 1} 0 obj\n`, 'latin1'), Buffer.from(object), Buffer.from('\nendobj\n'));
  });
  parts.push(Buffer.from('trailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1'));
  return Buffer.concat(parts);
}

const PAGES = '<< /Type /Pages /Kids [3 0 R] /Count 1 >>';
const page = (extra = '') => `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] ${extra} >>`;

/** ASCII85 as a PDF writer makes it (for the object-stream bypass). */
function ascii85(bytes: Buffer): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 4) {
    const chunk = Buffer.alloc(4);
    bytes.copy(chunk, 0, i, Math.min(i + 4, bytes.length));
    let value = chunk.readUInt32BE(0);
    const digits: string[] = [];
    for (let d = 0; d < 5; d += 1) {
      digits.unshift(String.fromCharCode((value % 85) + 33));
      value = Math.floor(value / 85);
    }
    out += digits.slice(0, Math.min(5, bytes.length - i + 1)).join('');
  }
  return `${out}~>`;
}

/**
 * The catalog (object 1) packed in an object stream (object 4) encoded with `filter`: the catalog runs
 * JavaScript when the document opens. A plain scan of the file never sees `/JavaScript`.
 */
function catalogInObjectStream(
  filter: string,
  encode: (raw: Buffer) => Buffer,
  padding = 0,
  script = true,
): Buffer {
  const header = '1 0 ';
  const first = header.length + padding;
  const catalog = script
    ? '<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >> >>'
    : '<< /Type /Catalog /Pages 2 0 R >>';
  const raw = Buffer.concat([
    Buffer.from(header, 'latin1'),
    Buffer.alloc(padding, 0x20),
    Buffer.from(catalog, 'latin1'),
  ]);
  const data = encode(raw);
  const objStm = Buffer.concat([
    Buffer.from(
      `<< /Type /ObjStm /N 1 /First ${first} /Filter ${filter} /Length ${data.length} >>\nstream\n`,
    ),
    data,
    Buffer.from('\nendstream'),
  ]);
  return pdfOf([
    // Object 1 comes from the object stream; this placeholder is what a plain scan sees.
    '<< /Type /Catalog /Pages 2 0 R >>',
    PAGES,
    page(),
    objStm,
  ]);
}

async function goodPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const p = doc.addPage([420, 300]);
  p.drawText('IDENTITY CARD - Yamada Taro', { x: 30, y: 250, size: 18, font });
  p.drawImage(await doc.embedPng(PNG), { x: 30, y: 40, width: 120, height: 160 });
  // Object streams and a cross-reference stream, Flate-compressed, as modern writers save.
  return Buffer.from(await doc.save({ useObjectStreams: true }));
}

describe('hostile PDFs are refused with DOCUMENT_TYPE_NOT_ALLOWED and nothing is stored', () => {
  const hostile: [string, () => Buffer][] = [
    [
      '/OpenAction /JavaScript in an ASCIIHex object stream',
      () => catalogInObjectStream('/ASCIIHexDecode', (raw) => Buffer.from(`${raw.toString('hex')}>`)),
    ],
    [
      '/OpenAction /JavaScript in an ASCII85 object stream',
      () => catalogInObjectStream('/ASCII85Decode', (raw) => Buffer.from(ascii85(raw), 'latin1')),
    ],
    [
      '/OpenAction /JavaScript in a Flate object stream that inflates past 16 MiB',
      () => catalogInObjectStream('/FlateDecode', (raw) => deflateSync(raw), 17 * 1024 * 1024),
    ],
    [
      'a plain Flate bomb stream (17 MiB of zeros)',
      () => {
        const bomb = deflateSync(Buffer.alloc(17 * 1024 * 1024));
        return pdfOf([
          '<< /Type /Catalog /Pages 2 0 R >>',
          PAGES,
          page('/Contents 4 0 R'),
          Buffer.concat([
            Buffer.from(`<< /Filter /FlateDecode /Length ${bomb.length} >>\nstream\n`),
            bomb,
            Buffer.from('\nendstream'),
          ]),
        ]);
      },
    ],
    [
      'a /URI link to a phishing address',
      () =>
        pdfOf([
          '<< /Type /Catalog /Pages 2 0 R >>',
          PAGES,
          page('/Annots [4 0 R]'),
          '<< /Type /Annot /Subtype /Link /Rect [0 0 200 200] /A << /S /URI /URI (https://login.phish.example/) >> >>',
        ]),
    ],
    [
      'a /Launch action on a link',
      () =>
        pdfOf([
          '<< /Type /Catalog /Pages 2 0 R >>',
          PAGES,
          page('/Annots [4 0 R]'),
          '<< /Type /Annot /Subtype /Link /Rect [0 0 200 200] /A << /S /Launch /F (cmd.exe) >> >>',
        ]),
    ],
    [
      'an /EmbeddedFile',
      () =>
        pdfOf([
          '<< /Type /Catalog /Pages 2 0 R /Names << /EmbeddedFiles << /Names [(a.exe) 4 0 R] >> >> >>',
          PAGES,
          page(),
          '<< /Type /Filespec /F (a.exe) /EF << /F 5 0 R >> >>',
          '<< /Type /EmbeddedFile /Length 2 >>\nstream\nMZ\nendstream',
        ]),
    ],
    [
      'an /AcroForm button that submits the form',
      () =>
        pdfOf([
          '<< /Type /Catalog /Pages 2 0 R /AcroForm << /Fields [4 0 R] >> >>',
          PAGES,
          page('/Annots [4 0 R]'),
          '<< /FT /Btn /T (go) /Subtype /Widget /Rect [0 0 200 200] /A << /S /SubmitForm /F (https://collect.phish.example/) >> >>',
        ]),
    ],
    [
      'an encrypted PDF',
      () => pdfOf(['<< /Type /Catalog /Pages 2 0 R /Encrypt << /Filter /Standard >> >>', PAGES, page()]),
    ],
    [
      'a stream under a filter that is not inspected (LZW)',
      () =>
        pdfOf([
          '<< /Type /Catalog /Pages 2 0 R >>',
          PAGES,
          page('/Contents 4 0 R'),
          '<< /Filter /LZWDecode /Length 3 >>\nstream\nabc\nendstream',
        ]),
    ],
  ];

  for (const [name, build] of hostile) {
    it(`refuses ${name}`, async () => {
      const { browser } = await signedUp(ctx.app);
      const before = await stored();
      const res = await browser.post('/kyc', asPdf(build()));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(ERROR('DOCUMENT_TYPE_NOT_ALLOWED'));
      expect(await stored()).toBe(before);
      expect((await browser.get('/kyc')).json()).toMatchObject({ status: 'unverified' });
    });
  }
});

describe('good documents are still accepted', () => {
  it('accepts a real PDF (object streams, a cross-reference stream, Flate, an image)', async () => {
    const { browser } = await signedUp(ctx.app);
    const before = await stored();
    const res = await browser.post('/kyc', asPdf(await goodPdf()));
    expect(res.statusCode).toBe(201);
    expect(await stored()).toBe(before + 1);
  });

  it('accepts the same ASCIIHex, ASCII85 and Flate object streams without the script (the refusals are for it)', async () => {
    for (const bytes of [
      catalogInObjectStream('/ASCIIHexDecode', (raw) => Buffer.from(`${raw.toString('hex')}>`), 0, false),
      catalogInObjectStream('/ASCII85Decode', (raw) => Buffer.from(ascii85(raw), 'latin1'), 0, false),
      catalogInObjectStream('/FlateDecode', (raw) => deflateSync(raw), 1024 * 1024, false),
    ]) {
      const { browser } = await signedUp(ctx.app);
      expect((await browser.post('/kyc', asPdf(bytes))).statusCode).toBe(201);
    }
  });

  it('accepts a PNG and a JPEG', async () => {
    for (const [bytes, name, type] of [
      [PNG, 'id.png', 'image/png'],
      [JPEG, 'id.jpg', 'image/jpeg'],
    ] as const) {
      const { browser } = await signedUp(ctx.app);
      expect((await browser.post('/kyc', body(bytes, name, type))).statusCode).toBe(201);
    }
  });
});

describe('uploads in flight are bounded per process', () => {
  it(`reads at most ${KYC_UPLOADS_IN_FLIGHT} bodies at once; the next gets 429 with Retry-After, nothing stored`, async () => {
    const players = await Promise.all(
      Array.from({ length: KYC_UPLOADS_IN_FLIGHT + 1 }, () => signedUp(ctx.app)),
    );
    const headersOf = (browser: Browser) => ({
      channel: 'WEB',
      'content-type': 'application/json',
      cookie: [...browser.jar].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; '),
    });
    const before = await stored();
    // Bodies that start and do not finish yet: each holds a slot while its bytes trickle in.
    const streams = players.slice(0, KYC_UPLOADS_IN_FLIGHT).map(() => new PassThrough());
    const held = streams.map((stream, i) => {
      const pending = ctx.app.inject({
        method: 'POST',
        url: '/api/kyc',
        headers: headersOf(players[i]!.browser),
        payload: stream,
      });
      stream.write('{"fullName":');
      return pending;
    });
    // Wait (no clock) until every held body has its slot.
    await vi.waitFor(() => expect(ctx.app.kycUploads.inFlight()).toBe(KYC_UPLOADS_IN_FLIGHT), {
      timeout: 20_000,
    });
    const last = players[KYC_UPLOADS_IN_FLIGHT]!.browser;
    const refused = await last.post('/kyc', body(PNG, 'id.png', 'image/png'));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(ERROR('TOO_MANY_REQUESTS'));
    expect(refused.headers['retry-after']).toBe('5');
    expect(await stored()).toBe(before);

    // The held uploads finish and are stored; their slots come back.
    const rest = JSON.stringify(body(PNG, 'id.png', 'image/png')).slice('{"fullName":'.length);
    for (const stream of streams) stream.end(rest);
    expect((await Promise.all(held)).map((r) => r.statusCode)).toEqual(streams.map(() => 201));
    expect(ctx.app.kycUploads.inFlight()).toBe(0);
    const again = await players[KYC_UPLOADS_IN_FLIGHT]!.browser.post(
      '/kyc',
      body(PNG, 'id.png', 'image/png'),
    );
    expect(again.statusCode).toBe(201);
  });
});
