import { Migrator, type MigrationResultSet } from 'kysely/migration';
import type { Db } from './database.ts';
import { migrations } from './migrations/index.ts';

function migrator(db: Db): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => migrations } });
}

function check(result: MigrationResultSet): string[] {
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error')?.migrationName;
    throw new Error(`Migration ${failed ?? '(setup)'} failed`, { cause: result.error });
  }
  return (result.results ?? []).map((r) => r.migrationName);
}

/**
 * Runs every pending migration (Kysely takes a lock, so several processes starting at once are safe).
 * Returns the names it applied; an empty list when the database was up to date.
 */
export async function migrateToLatest(db: Db): Promise<string[]> {
  return check(await migrator(db).migrateToLatest());
}

/** Reverts the latest migration (for operators and tests). */
export async function migrateDown(db: Db): Promise<string[]> {
  return check(await migrator(db).migrateDown());
}

/** Migrates up (or down) to the named migration: restores of older backups and migration tests. */
export async function migrateTo(db: Db, name: string): Promise<string[]> {
  if (!(name in migrations)) throw new Error(`Unknown migration ${name}`);
  return check(await migrator(db).migrateTo(name));
}

/** The names of every migration this code knows, in order. */
export const MIGRATION_NAMES = Object.keys(migrations).sort();
