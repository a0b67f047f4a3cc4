import { createReadStream, createWriteStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { sql } from 'kysely';
import type { Db } from './database.ts';
import { MIGRATION_NAMES, migrateTo, migrateToLatest } from './migrate.ts';

/**
 * Logical backups that work the same on PGlite and PostgreSQL (and from one to the other): a gzipped
 * text file, a JSON header line, then one line per row, `table<TAB>row_to_json(row)`. Rows stay text
 * end to end (bigints never pass through a JS number) and are read back with json_populate_recordset.
 * The backup is one REPEATABLE READ snapshot, so it is consistent while a PostgreSQL server runs.
 */
export const BACKUP_FORMAT = 'casino-backup';
const MIGRATION_TABLES = new Set(['kysely_migration', 'kysely_migration_lock']);
const PAGE = 2_000;

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: 1;
  createdAt: string;
  /** The migrations applied in the source: restore migrates the target to the last one first. */
  migrations: string[];
  tables: Record<string, number>;
}

const ident = (name: string) => sql.id(name);

async function userTables(db: Db): Promise<string[]> {
  const rows = await sql<{ name: string }>`
    select tablename as name from pg_tables where schemaname = 'public' order by tablename`.execute(db);
  return rows.rows.map((r) => r.name).filter((n) => !MIGRATION_TABLES.has(n));
}

/** Tables ordered so that every table comes after the tables its foreign keys point to. */
async function dependencyOrder(db: Db, tables: string[]): Promise<string[]> {
  const edges = await sql<{ child: string; parent: string }>`
    select c.relname as child, p.relname as parent from pg_constraint k
    join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
    join pg_namespace n on n.oid = c.relnamespace
    where k.contype = 'f' and n.nspname = 'public'`.execute(db);
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (t: string) => {
    if (ordered.includes(t) || visiting.has(t)) return;
    visiting.add(t);
    for (const e of edges.rows) if (e.child === t && e.parent !== t) visit(e.parent);
    ordered.push(t);
  };
  for (const t of tables) visit(t);
  return ordered.filter((t) => tables.includes(t));
}

/** Writes a backup of `db` to `file`; returns its header. */
export async function backupDatabase(db: Db, file: string): Promise<BackupHeader> {
  const gzip = createGzip();
  const done = pipeline(gzip, createWriteStream(file, { mode: 0o600 }));
  const header = await db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (tx) => {
      const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(
        tx,
      );
      const tables = await userTables(tx as unknown as Db);
      const lines: string[] = [];
      const counts: Record<string, number> = {};
      for (const table of tables) {
        counts[table] = 0;
        for (let offset = 0; ; offset += PAGE) {
          const page = await sql<{ j: string }>`
            select row_to_json(t)::text as j from ${ident(table)} t order by t.ctid limit ${PAGE} offset ${offset}`.execute(
            tx,
          );
          for (const row of page.rows) lines.push(`${table}\t${row.j}\n`);
          counts[table] += page.rows.length;
          if (page.rows.length < PAGE) break;
        }
      }
      const head: BackupHeader = {
        format: BACKUP_FORMAT,
        version: 1,
        createdAt: new Date().toISOString(),
        migrations: applied.rows.map((r) => r.name),
        tables: counts,
      };
      gzip.write(`${JSON.stringify(head)}\n`);
      for (const line of lines) if (!gzip.write(line)) await new Promise((r) => gzip.once('drain', r));
      return head;
    });
  gzip.end();
  await done;
  return header;
}

export class RestoreError extends Error {
  override name = 'RestoreError';
}

/**
 * Restores a backup into `db`: an empty database (or, with `replace`, one whose rows are all dropped
 * first). Migrates it to the backup's schema, loads every row in one transaction, moves the id
 * sequences past the restored ids, then migrates to this code's latest schema.
 */
export async function restoreDatabase(db: Db, file: string, options: { replace?: boolean } = {}) {
  const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
  const iterator = lines[Symbol.asyncIterator]();
  const first = await iterator.next();
  let header: BackupHeader;
  try {
    header = JSON.parse(String(first.value)) as BackupHeader;
  } catch {
    throw new RestoreError(`${file} is not a casino backup`);
  }
  if (header.format !== BACKUP_FORMAT || header.version !== 1)
    throw new RestoreError(`${file} is not a casino backup`);
  const unknown = header.migrations.filter((m) => !MIGRATION_NAMES.includes(m));
  if (unknown.length > 0)
    throw new RestoreError(`the backup has migrations this code does not know: ${unknown.join(', ')}`);
  const last = header.migrations.at(-1);
  if (last) await migrateTo(db, last);
  const tables = await dependencyOrder(db, await userTables(db));
  const restored: Record<string, number> = {};
  await db.transaction().execute(async (tx) => {
    const nonEmpty = [];
    for (const t of tables) {
      const r = await sql<{ any: boolean }>`select exists (select 1 from ${ident(t)}) as any`.execute(tx);
      if (r.rows[0]?.any) nonEmpty.push(t);
    }
    if (nonEmpty.length > 0 && !options.replace)
      throw new RestoreError(
        `the target database is not empty (${nonEmpty.join(', ')}); pass --replace to overwrite it`,
      );
    if (nonEmpty.length > 0) await sql`truncate ${sql.join(tables.map(ident))} cascade`.execute(tx);
    // Rows arrive table by table in the source's order; they are inserted in dependency order.
    const pending = new Map<string, string[]>();
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
      const line = String(next.value);
      const tab = line.indexOf('\t');
      if (tab < 0) continue;
      const table = line.slice(0, tab);
      if (!tables.includes(table)) throw new RestoreError(`the backup has rows of an unknown table ${table}`);
      const list = pending.get(table) ?? [];
      list.push(line.slice(tab + 1));
      pending.set(table, list);
    }
    for (const table of tables) {
      const rows = pending.get(table) ?? [];
      for (let i = 0; i < rows.length; i += PAGE) {
        const json = `[${rows.slice(i, i + PAGE).join(',')}]`;
        await sql`insert into ${ident(table)} overriding system value
          select * from json_populate_recordset(null::${ident(table)}, ${json}::json)`.execute(tx);
      }
      restored[table] = rows.length;
    }
    const sequences = await sql<{ t: string; c: string }>`
      select table_name as t, column_name as c from information_schema.columns
      where table_schema = 'public' and (column_default like 'nextval(%' or is_identity = 'YES')`.execute(tx);
    for (const { t, c } of sequences.rows) {
      if (!tables.includes(t)) continue;
      await sql`select setval(pg_get_serial_sequence(${`"${t}"`}, ${c}),
        coalesce((select max(${ident(c)}) from ${ident(t)}), 0) + 1, false)`.execute(tx);
    }
  });
  const migrated = await migrateToLatest(db);
  for (const [table, count] of Object.entries(header.tables)) {
    if ((restored[table] ?? 0) !== count)
      throw new RestoreError(`${table}: ${restored[table] ?? 0} rows restored, the backup has ${count}`);
  }
  return { header, restored, migrated };
}
