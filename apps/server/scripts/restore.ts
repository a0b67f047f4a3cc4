import path from 'node:path';
import { loadConfig } from '../src/config.ts';
import { restoreDatabase } from '../src/db/backup.ts';
import { openForMaintenance } from './maintenance.ts';

/**
 * `npm run restore -- <file> [--replace]`: loads a backup of `npm run backup` into the configured
 * database (DATABASE_URL, or the PGlite in DATA_DIR — no server may be running on it). The target must
 * be empty unless --replace is given (then its rows are dropped first). Either engine's backup
 * restores into either engine.
 */
const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith('--'));
if (!file) {
  console.error('usage: npm run restore -- <backup file> [--replace]');
  process.exit(2);
}
const config = loadConfig();
const target = openForMaintenance(config);
try {
  const { restored, migrated } = await restoreDatabase(target.db, path.resolve(file), {
    replace: args.includes('--replace'),
  });
  const rows = Object.values(restored).reduce((a, b) => a + b, 0);
  console.log(
    `restored ${rows} rows into ${target.label}${migrated.length ? `; then migrated ${migrated.join(', ')}` : ''}`,
  );
} catch (error) {
  console.error(`restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await target.close();
}
