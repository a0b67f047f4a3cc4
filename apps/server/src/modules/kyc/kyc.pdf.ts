import { AsyncLocalStorage } from 'node:async_hooks';
import { constants, inflateSync } from 'node:zlib';
import {
  PDFArray,
  PDFDict,
  PDFInvalidObject,
  PDFName,
  PDFObjectStreamParser,
  PDFParser,
  PDFXRefStreamParser,
  PDFRawStream,
  type PDFContext,
  type PDFObject,
} from 'pdf-lib';

/**
 * PDF inspection with a real parser (pdf-lib): every object, including those packed in object streams,
 * is read as the PDF's own structure, and every stream is decoded within a byte budget. A document that
 * cannot be read whole within the bounds is refused, never skipped.
 */

/** How many decoded bytes all the streams of one PDF may add up to (a Flate bomb stops here). */
export const PDF_MAX_DECODED_BYTES = 16 * 1024 * 1024;
/** How many indirect objects one PDF may hold (an identity scan has a few dozen). */
export const PDF_MAX_OBJECTS = 20_000;
/** How deep dictionaries and arrays may nest. */
const MAX_DEPTH = 64;

/**
 * Keys that make a document do something when it is opened or clicked: scripts, actions on events,
 * embedded files, XFA forms, rich media, links, encryption (which hides strings and streams from us).
 */
const ACTIVE_KEYS = new Set([
  'JS',
  'JavaScript',
  'AA',
  'OpenAction',
  'EmbeddedFile',
  'EmbeddedFiles',
  'RichMedia',
  'XFA',
  'URI',
  'Launch',
  'Encrypt',
]);
/** Action and object types (values of /S, /Type, /Subtype) that run, launch, submit, link or embed. */
const ACTIVE_VALUES = new Set([
  'JavaScript',
  'Launch',
  'SubmitForm',
  'ImportData',
  'ResetForm',
  'URI',
  'GoToR',
  'GoToE',
  'EmbeddedFile',
  'FileAttachment',
  'RichMedia',
  'Rendition',
  'Movie',
  'Sound',
  'Filespec',
]);
/** Filters we decode (bounded); image codecs end a chain (their bytes are pixels, not PDF objects). */
const IMAGE_FILTERS = new Set(['DCTDecode', 'JPXDecode', 'CCITTFaxDecode', 'JBIG2Decode']);

/** Why a PDF is refused (logged by nobody; the player sees DOCUMENT_TYPE_NOT_ALLOWED). */
export class PdfRefused extends Error {}

interface Budget {
  left: number;
}
const budgets = new AsyncLocalStorage<Budget>();

function take(budget: Budget, bytes: number) {
  budget.left -= bytes;
  if (budget.left < 0) throw new PdfRefused('decoded streams over the budget');
}

function inflateBounded(data: Uint8Array, budget: Budget): Uint8Array {
  try {
    // +1: an output that reaches the budget exactly is still caught as over it below.
    const out = inflateSync(data, {
      maxOutputLength: Math.max(budget.left + 1, 1),
      finishFlush: constants.Z_SYNC_FLUSH,
    });
    take(budget, out.length);
    return out;
  } catch (error) {
    if (error instanceof PdfRefused) throw error;
    throw new PdfRefused('a Flate stream that does not inflate within the budget');
  }
}

function asciiHex(data: Uint8Array): Uint8Array {
  const text = Buffer.from(data).toString('latin1');
  const end = text.indexOf('>');
  let hex = (end < 0 ? text : text.slice(0, end)).replace(/\s+/g, '');
  if (!/^[0-9A-Fa-f]*$/.test(hex)) throw new PdfRefused('bad ASCIIHex data');
  if (hex.length % 2) hex += '0';
  return Buffer.from(hex, 'hex');
}

function ascii85(data: Uint8Array): Uint8Array {
  let text = Buffer.from(data).toString('latin1').replace(/\s+/g, '');
  if (text.startsWith('<~')) text = text.slice(2);
  const end = text.indexOf('~>');
  if (end >= 0) text = text.slice(0, end);
  const out: number[] = [];
  let group: number[] = [];
  const flush = (count: number) => {
    while (group.length < 5) group.push(84);
    let value = 0;
    for (const digit of group) value = value * 85 + digit;
    if (value > 0xffffffff) throw new PdfRefused('bad ASCII85 data');
    const bytes = [value >>> 24, (value >>> 16) & 255, (value >>> 8) & 255, value & 255];
    out.push(...bytes.slice(0, count));
    group = [];
  };
  for (const char of text) {
    if (char === 'z' && group.length === 0) {
      out.push(0, 0, 0, 0);
      continue;
    }
    const code = char.charCodeAt(0) - 33;
    if (code < 0 || code > 84) throw new PdfRefused('bad ASCII85 data');
    group.push(code);
    if (group.length === 5) flush(4);
  }
  if (group.length === 1) throw new PdfRefused('bad ASCII85 data');
  if (group.length) flush(group.length - 1);
  return Uint8Array.from(out);
}

function filtersOf(stream: PDFRawStream, context: PDFContext): string[] {
  const filter = context.lookup(stream.dict.get(PDFName.of('Filter')));
  if (filter === undefined) return [];
  const names = filter instanceof PDFArray ? filter.asArray().map((f) => context.lookup(f)) : [filter];
  return names.map((name) => {
    if (!(name instanceof PDFName)) throw new PdfRefused('a filter that is not a name');
    return name.decodeText();
  });
}

/** Decodes a stream's filter chain within the budget; unknown or unbounded filters are refused. */
function decodeBounded(stream: PDFRawStream, budget: Budget): Uint8Array {
  let data: Uint8Array = stream.contents;
  for (const filter of filtersOf(stream, stream.dict.context)) {
    if (IMAGE_FILTERS.has(filter)) return data;
    if (filter === 'FlateDecode' || filter === 'Fl') data = inflateBounded(data, budget);
    else if (filter === 'ASCIIHexDecode' || filter === 'AHx') data = asciiHex(data);
    else if (filter === 'ASCII85Decode' || filter === 'A85') data = ascii85(data);
    else throw new PdfRefused(`filter ${filter} is not inspected`);
  }
  return data;
}

/*
 * pdf-lib unpacks object streams and cross-reference streams while it parses, with an unbounded
 * inflate, and keeps neither in its object table. Each one is first inspected and decoded here within
 * the document's budget (the budget travels with the parse in AsyncLocalStorage), so a bomb is refused
 * before pdf-lib touches it. Outside an inspection these streams are not parsed at all.
 */
function bounded<A extends unknown[], T>(unpack: (stream: PDFRawStream, ...rest: A) => T) {
  return (stream: PDFRawStream, ...rest: A): T => {
    const budget = budgets.getStore();
    if (!budget) throw new PdfRefused('an object stream outside an inspection');
    inspect(stream.dict, 0);
    decodeBounded(stream, budget);
    return unpack(stream, ...rest);
  };
}
PDFObjectStreamParser.forStream = bounded(PDFObjectStreamParser.forStream);
PDFXRefStreamParser.forStream = bounded(PDFXRefStreamParser.forStream);

function nameOf(object: PDFObject): string | undefined {
  return object instanceof PDFName ? object.decodeText() : undefined;
}

/** Walks one object: refuses active keys and values anywhere, however deeply nested. */
function inspect(object: PDFObject, depth: number) {
  if (depth > MAX_DEPTH) throw new PdfRefused('nesting too deep');
  if (object instanceof PDFInvalidObject) throw new PdfRefused('an object the parser could not read');
  if (object instanceof PDFRawStream) return inspect(object.dict, depth + 1);
  if (object instanceof PDFDict) {
    for (const [key, value] of object.entries()) {
      if (ACTIVE_KEYS.has(key.decodeText())) throw new PdfRefused(`key /${key.decodeText()}`);
      inspect(value, depth + 1);
    }
    return;
  }
  if (object instanceof PDFArray) {
    for (const item of object.asArray()) inspect(item, depth + 1);
    return;
  }
  const name = nameOf(object);
  if (name !== undefined && ACTIVE_VALUES.has(name)) throw new PdfRefused(`name /${name}`);
  // Strings and numbers carry nothing active on their own; refs are inspected where they point.
}

/**
 * Parses `pdf` and throws PdfRefused when it carries anything active (scripts, launch, embedded files,
 * form submission, links), is encrypted, or cannot be parsed and decoded whole within the bounds.
 */
export async function inspectPdf(pdf: Uint8Array): Promise<void> {
  const budget: Budget = { left: PDF_MAX_DECODED_BYTES };
  let context: PDFContext;
  try {
    // throwOnInvalidObject: an object (or object stream) pdf-lib cannot read fails the parse.
    context = await budgets.run(budget, () =>
      PDFParser.forBytesWithOptions(pdf, 500, true, false).parseDocument(),
    );
  } catch (error) {
    if (error instanceof PdfRefused) throw error;
    throw new PdfRefused('not a PDF the parser can read');
  }
  const objects = context.enumerateIndirectObjects();
  if (objects.length === 0) throw new PdfRefused('no objects');
  if (objects.length > PDF_MAX_OBJECTS) throw new PdfRefused('too many objects');
  if (context.trailerInfo.Encrypt) throw new PdfRefused('encrypted');
  for (const [, object] of objects) {
    inspect(object, 0);
    if (object instanceof PDFRawStream) decodeBounded(object, budget);
  }
}
