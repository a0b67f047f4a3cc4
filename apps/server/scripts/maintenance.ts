import type { Config } from '../src/config.ts';
import { createDatabase, databaseTarget } from '../src/db/create-database.ts';
import { acquireDataDirLock } from '../src/db/data-dir-lock.ts';

/**
 * The configured database for an offline tool (backup, restore). A PGlite data directory is locked
 * like a server would lock it: the tool refuses to run beside a server using it.
 */
export function openForMaintenance(config: Config) {
  const target = databaseTarget(config);
  const lock = target.kind === 'pglite' ? acquireDataDirLock(target.dataDir) : undefined;
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
