import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../src/config.ts';
import { backupDatabase } from '../src/db/backup.ts';
import { openForMaintenance } from './maintenance.ts';

/**
 * `npm run backup [-- <file>]`: a logical backup of the configured database (DATABASE_URL, or the
 * PGlite in DATA_DIR — which must not be in use by a running server) to <file>, by default
 * backups/casino-<UTC time>.backup.gz. See docs/operations.md.
 */
const config = loadConfig();
const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, '');
const file = path.resolve(process.argv[2] ?? path.join('backups', `casino-${stamp}.backup.gz`));
mkdirSync(path.dirname(file), { recursive: true });
const target = openForMaintenance(config);
try {
  const header = await backupDatabase(target.db, file);
  const rows = Object.values(header.tables).reduce((a, b) => a + b, 0);
  console.log(
    `backup written: ${file} (${target.label}, ${Object.keys(header.tables).length} tables, ${rows} rows, schema ${header.migrations.at(-1)})`,
  );
} catch (error) {
  console.error(`backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await target.close();
}
