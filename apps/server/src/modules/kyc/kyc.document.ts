import { fileTypeFromBuffer } from 'file-type';
import {
  KYC_DOCUMENT_EXTENSIONS,
  KYC_DOCUMENT_MAX_BYTES,
  KYC_DOCUMENT_TYPES,
  type KycDocumentType,
} from '@casino/contract';
import { ApiError } from '../../errors.ts';
import { inspectPdf, PdfRefused } from './kyc.pdf.ts';

/** The file name ending we store a document under (never the player's own file name). */
export const STORED_EXTENSION: Record<KycDocumentType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/pdf': 'pdf',
};

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

export interface CheckedDocument {
  type: KycDocumentType;
  bytes: Buffer;
}

/**
 * Checks an uploaded identity document: size first, then what its bytes are (file-type reads
 * the magic numbers), then that its name and declared type agree with them, then (PDF, kyc.pdf.ts) nothing active and
 * everything readable within the bounds.
 * DOCUMENT_TOO_LARGE (413) or DOCUMENT_TYPE_NOT_ALLOWED (400) otherwise.
 */
export async function checkDocument(document: {
  fileName: string;
  contentType: string;
  /** Decoded from the body's base64 as it was read (kyc.upload-body.ts: strict base64 there). */
  bytes: Buffer;
}): Promise<CheckedDocument> {
  const { bytes } = document;
  if (bytes.length > KYC_DOCUMENT_MAX_BYTES) throw new ApiError(413, 'DOCUMENT_TOO_LARGE');
  if (bytes.length === 0) throw new ApiError(400, 'DOCUMENT_TYPE_NOT_ALLOWED');
  const detected = await fileTypeFromBuffer(bytes);
  const type = KYC_DOCUMENT_TYPES.find((t) => t === detected?.mime);
  if (!type) throw new ApiError(400, 'DOCUMENT_TYPE_NOT_ALLOWED');
  const declared = document.contentType.split(';', 1)[0]?.trim().toLowerCase();
  const declaredOk = declared === type || (type === 'image/jpeg' && declared === 'image/jpg');
  if (!declaredOk || !KYC_DOCUMENT_EXTENSIONS[type].includes(extensionOf(document.fileName)))
    throw new ApiError(400, 'DOCUMENT_TYPE_NOT_ALLOWED');
  if (type === 'application/pdf') {
    try {
      await inspectPdf(bytes);
    } catch (error) {
      if (error instanceof PdfRefused) throw new ApiError(400, 'DOCUMENT_TYPE_NOT_ALLOWED');
      throw error;
    }
  }
  return { type, bytes };
}
