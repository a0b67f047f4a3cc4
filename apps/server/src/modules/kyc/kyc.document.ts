import { inflateSync } from 'node:zlib';
import { fileTypeFromBuffer } from 'file-type';
import {
  KYC_DOCUMENT_EXTENSIONS,
  KYC_DOCUMENT_MAX_BYTES,
  KYC_DOCUMENT_TYPES,
  type KycDocumentType,
} from '@casino/contract';
import { ApiError } from '../../errors.ts';

/** The file name ending we store a document under (never the player's own file name). */
export const STORED_EXTENSION: Record<KycDocumentType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/pdf': 'pdf',
};

/**
 * PDF names that run or embed something: JavaScript, actions on open or on events, launching programs,
 * embedded files, forms with scripts (XFA), rich media. An identity document needs none of them.
 */
const PDF_ACTIVE_NAMES =
  /\/(JavaScript|JS|OpenAction|AA|Launch|EmbeddedFile|EmbeddedFiles|RichMedia|XFA|SubmitForm|ImportData|GoToR|GoToE)(?![A-Za-z0-9])/;
/** How much an inflated PDF stream may grow to while it is scanned (a zip bomb stops here). */
const MAX_INFLATED_BYTES = 16 * 1024 * 1024;

/** `/J#61vaScript` is `/JavaScript` to a PDF reader: names are compared after #xx decoding. */
function decodeNameEscapes(text: string): string {
  return text.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The decompressed content of every Flate stream (object streams can hide names from a plain scan). */
function inflatedStreams(pdf: Buffer): string[] {
  const out: string[] = [];
  const text = pdf.toString('latin1');
  const start = /stream\r?\n/g;
  let budget = MAX_INFLATED_BYTES;
  for (let match = start.exec(text); match; match = start.exec(text)) {
    const from = match.index + match[0].length;
    const to = text.indexOf('endstream', from);
    if (to < 0) break;
    try {
      const inflated = inflateSync(pdf.subarray(from, to), { maxOutputLength: Math.max(budget, 1) });
      budget -= inflated.length;
      out.push(inflated.toString('latin1'));
    } catch {
      // Not Flate data (an image, say), or over budget: nothing readable to scan in it.
    }
    if (budget <= 0) throw new ApiError(400, 'DOCUMENT_TYPE_NOT_ALLOWED');
    start.lastIndex = to;
  }
  return out;
}

/** True when a PDF carries script or other active content, in plain objects or in compressed streams. */
export function pdfHasActiveContent(pdf: Buffer): boolean {
  const parts = [pdf.toString('latin1'), ...inflatedStreams(pdf)];
  return parts.some((part) => PDF_ACTIVE_NAMES.test(decodeNameEscapes(part)));
}

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

export interface CheckedDocument {
  type: KycDocumentType;
  bytes: Buffer;
}

/**
 * Decodes and checks an uploaded identity document: size first, then what its bytes are (file-type reads
 * the magic numbers), then that its name and declared type agree with them, then (PDF) no active content.
 * DOCUMENT_TOO_LARGE (413) or DOCUMENT_TYPE_NOT_ALLOWED (400) otherwise.
 */
export async function checkDocument(document: {
  fileName: string;
  contentType: string;
  data: string;
}): Promise<CheckedDocument> {
  // Strict base64: anything else is not a file we can read.
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(document.data)) throw new ApiError(400, 'REQUEST_VALIDATION_ERROR');
  const bytes = Buffer.from(document.data, 'base64');
  if (bytes.length > KYC_DOCUMENT_MAX_BYTES) throw new ApiError(413, 'DOCUMENT_TOO_LARGE');
  if (bytes.length === 0) throw new ApiError(400, 'DOCUMENT_TYPE_NOT_ALLOWED');
  const detected = await fileTypeFromBuffer(bytes);
  const type = KYC_DOCUMENT_TYPES.find((t) => t === detected?.mime);
  if (!type) throw new ApiError(400, 'DOCUMENT_TYPE_NOT_ALLOWED');
  const declared = document.contentType.split(';', 1)[0]?.trim().toLowerCase();
  const declaredOk = declared === type || (type === 'image/jpeg' && declared === 'image/jpg');
  if (!declaredOk || !KYC_DOCUMENT_EXTENSIONS[type].includes(extensionOf(document.fileName)))
    throw new ApiError(400, 'DOCUMENT_TYPE_NOT_ALLOWED');
  if (type === 'application/pdf' && pdfHasActiveContent(bytes))
    throw new ApiError(400, 'DOCUMENT_TYPE_NOT_ALLOWED');
  return { type, bytes };
}
