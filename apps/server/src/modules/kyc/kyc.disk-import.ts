import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../db/database.ts';
import * as repo from './kyc.repository.ts';
import type { DocumentStore } from './kyc.store.ts';

const STORED_NAME = /^[0-9a-f-]{36}\.(jpg|png|pdf)$/;

export interface DiskImportResult {
  /** Documents copied from this host's disk into the store (and their files removed). */
  imported: number;
  /** Submissions whose document is neither in the store nor on this host's disk (another host's?). */
  missing: number;
}

/**
 * Moves the documents that the old disk store left under `dir` (DATA_DIR/kyc) into the store
 * (migration 20261128540000_kyc_document_chunks made the place; a migration cannot know DATA_DIR, so
 * server.ts runs this after migrating, on every start). Idempotent and safe beside other processes:
 * only submissions without a stored document are looked at, each under its row's lock and checked
 * again inside; a file is removed only after its copy has committed and reads back byte-identical.
 * With several hosts, each host brings in the files its own disk holds.
 */
export async function importDiskDocuments(
  db: Db,
  store: DocumentStore,
  dir: string,
): Promise<DiskImportResult> {
  const result: DiskImportResult = { imported: 0, missing: 0 };
  for (const { document_file: name } of await repo.documentsNotStored(db)) {
    // Names come from our database, but a path never gets built from anything unchecked.
    if (!STORED_NAME.test(name)) continue;
    const file = path.join(dir, name);
    let bytes: Buffer;
    try {
      bytes = await readFile(file);
    } catch {
      result.missing += 1;
      continue;
    }
    if (bytes.length === 0) {
      result.missing += 1;
      continue;
    }
    const copied = await db.transaction().execute(async (tx) => {
      if (!(await repo.lockSubmissionByFile(tx, name))) return false; // deleted meanwhile
      if ((await store.read(tx, name)) !== undefined) return true; // another process was first
      await store.put(tx, name, bytes);
      return true;
    });
    if (!copied) continue;
    const stored = await store.read(db, name);
    if (stored && stored.equals(bytes)) {
      await rm(file, { force: true });
      result.imported += 1;
    }
  }
  return result;
}
