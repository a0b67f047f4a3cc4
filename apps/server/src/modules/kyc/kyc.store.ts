import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { KycDocumentType } from '@casino/contract';
import { STORED_EXTENSION } from './kyc.document.ts';

/** Where identity documents are kept: a folder under DATA_DIR, readable by the server's user only. */
export interface DocumentStore {
  /** Writes the bytes under a fresh random name; returns that name (the only thing the database keeps). */
  save(type: KycDocumentType, bytes: Buffer): Promise<string>;
  read(fileName: string): Promise<Buffer>;
  remove(fileName: string): Promise<void>;
}

const STORED_NAME = /^[0-9a-f-]{36}\.(jpg|png|pdf)$/;

/**
 * A document store in `dir`. Refuses a folder inside any folder the server serves to the web
 * (`publicDirs`): documents are only ever answered through the operator API.
 */
export function createDocumentStore(dir: string, publicDirs: readonly string[]): DocumentStore {
  const root = path.resolve(dir);
  for (const pub of publicDirs) {
    const rel = path.relative(path.resolve(pub), root);
    if (rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel)))
      throw new Error(`KYC documents folder ${root} is inside the served folder ${pub}`);
  }
  const fileOf = (name: string) => {
    // Names come from our database, but a path never gets built from anything unchecked.
    if (!STORED_NAME.test(name)) throw new Error('not a stored document name');
    return path.join(root, name);
  };
  return {
    async save(type, bytes) {
      await mkdir(root, { recursive: true, mode: 0o700 });
      const name = `${randomUUID()}.${STORED_EXTENSION[type]}`;
      await writeFile(fileOf(name), bytes, { mode: 0o600, flag: 'wx' });
      return name;
    },
    read: (name) => readFile(fileOf(name)),
    remove: (name) => rm(fileOf(name), { force: true }),
  };
}
