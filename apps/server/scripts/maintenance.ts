import type { Config } from '../src/config.ts';
import { createDatabase, databaseTarget } from '../src/db/create-database.ts';
import { acquireDataDirLock } from '../src/db/data-dir-lock.ts';

/**
 * The configured database for an offline tool (backup, restore). A PGlite data directory is locked
 * like a server would lock it: the tool refuses to run beside a server using it (exit code 1).
 */
export function openForMaintenance(config: Config) {
  const target = databaseTarget(config);
  let lock: ReturnType<typeof acquireDataDirLock> | undefined;
  try {
    lock = target.kind === 'pglite' ? acquireDataDirLock(target.dataDir) : undefined;
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error)); // DATA_DIR in use by a server
    process.exit(1);
  }
  const db = createDatabase(target);
  return {
    db,
    label: target.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite (${config.dataDir})`,
    async close() {
      await db.destroy();
      lock?.release();
    },
  };
}
