import { KYC_DOCUMENT_MAX_BYTES, KYC_DOCUMENT_TYPES } from '@casino/contract';

/**
 * The browser's first look at a chosen file (the server checks its bytes again): a type the server
 * takes and a size under the limit, else the i18n key of what is wrong.
 */
export function fileProblem(file: File): 'kyc.fileType' | 'kyc.fileTooLarge' | null {
  if (!(KYC_DOCUMENT_TYPES as readonly string[]).includes(file.type)) return 'kyc.fileType';
  if (file.size > KYC_DOCUMENT_MAX_BYTES) return 'kyc.fileTooLarge';
  return null;
}

/** The file's bytes as base64 (the API takes JSON only). */
export async function fileToBase64(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk)
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  return btoa(binary);
}
