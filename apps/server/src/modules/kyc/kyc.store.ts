import type { DbOrTx } from '../../db/database.ts';
import * as repo from './kyc.repository.ts';

/**
 * Where identity documents are kept, behind one interface so the place can change without the
 * service changing (docs/api/kyc.md "Storage"). The database store is the only one built and the
 * default: every process and host on one DATABASE_URL reads the same documents, and `npm run backup`
 * carries them.
 *
 * The seam for an S3-compatible object store (not built): `put` would upload the bytes under
 * `name` (the object key; a random UUID name, never the player's file name) and ignore `tx`, `read`
 * would fetch the object. Its upload cannot join the database transaction, so an aborted
 * submission could leave an orphan object behind: such a store also needs a sweep of keys without a
 * submission row (and, when it is configured, a backup of the bucket beside `npm run backup`).
 */
export interface DocumentStore {
  /**
   * Stores a checked document under `name`, inside the transaction `tx` that has just inserted its
   * submission (the database store's chunks reference that row: both commit or neither does).
   */
  put(tx: DbOrTx, name: string, bytes: Uint8Array): Promise<void>;
  /** The document's bytes, or undefined when the store has no document of that name. */
  read(db: DbOrTx, name: string): Promise<Buffer | undefined>;
}

/** The size of one bytea row: large enough to keep the rows few, small enough to keep each statement small. */
export const KYC_CHUNK_BYTES = 256 * 1024;

/** Documents as bytea chunks in `kyc_document_chunks` (PostgreSQL and PGlite alike). */
export function createDatabaseDocumentStore(chunkBytes = KYC_CHUNK_BYTES): DocumentStore {
  return {
    async put(tx, name, bytes) {
      // Chunks are views of `bytes`, not copies; one statement each keeps every statement ≤ one chunk.
      for (let seq = 0, at = 0; at < bytes.length; seq += 1, at += chunkBytes)
        await repo.insertChunk(tx, name, seq, bytes.subarray(at, at + chunkBytes));
    },
    async read(db, name) {
      const chunks = await repo.documentChunks(db, name);
      return chunks.length === 0 ? undefined : Buffer.concat(chunks);
    },
  };
}
