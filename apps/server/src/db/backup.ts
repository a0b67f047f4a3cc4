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
  /**
   * Set by backups that write tables in dependency order (parents first): their rows are inserted
   * page by page as they are read. Older backups (tables by name) are read whole before inserting.
   */
  ordered?: boolean;
}

const ident = (name: string) => sql.id(name);

async function userTables(db: Db): Promise<string[]> {
  const rows = await sql<{ name: string }>`
    select tablename as name from pg_tables where schemaname = 'public' order by tablename`.execute(db);
  return rows.rows.map((r) => r.name).filter((n) => !MIGRATION_TABLES.has(n));
}

type Edge = { child: string; parent: string };

async function foreignKeys(db: Db): Promise<Edge[]> {
  const edges = await sql<Edge>`
    select c.relname as child, p.relname as parent from pg_constraint k
    join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
    join pg_namespace n on n.oid = c.relnamespace
    where k.contype = 'f' and n.nspname = 'public'`.execute(db);
  return edges.rows;
}

/** Tables ordered so that every table comes after the tables its foreign keys point to. */
function dependencyOrder(edges: Edge[], tables: string[]): string[] {
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (t: string) => {
    if (ordered.includes(t) || visiting.has(t)) return;
    visiting.add(t);
    for (const e of edges) if (e.child === t && e.parent !== t) visit(e.parent);
    ordered.push(t);
  };
  for (const t of tables) visit(t);
  return ordered.filter((t) => tables.includes(t));
}

/**
 * Rows per page read or inserted. Tables of large rows get small pages, so that neither a backup nor
 * a restore ever holds more than a few MiB of them: a KYC document chunk is up to 256 KiB of bytea,
 * which row_to_json writes as 512 KiB of hex (`"\\x…"`, read back by json_populate_recordset).
 */
const PAGE_OF: Record<string, number> = { kyc_document_chunks: 8 };
const pageOf = (table: string) => PAGE_OF[table] ?? PAGE;

/**
 * Writes a backup of `db` to `file`; returns its header. Tables are written in dependency order
 * (`ordered`), page by page as they are read, so a restore can insert them as they come.
 */
export async function backupDatabase(db: Db, file: string): Promise<BackupHeader> {
  const gzip = createGzip();
  const done = pipeline(gzip, createWriteStream(file, { mode: 0o600 }));
  const write = async (text: string) => {
    if (!gzip.write(text)) await new Promise((r) => gzip.once('drain', r));
  };
  try {
    return await db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (tx) => {
        const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(
          tx,
        );
        const snapshot = tx as unknown as Db;
        const tables = dependencyOrder(await foreignKeys(snapshot), await userTables(snapshot));
        const counts: Record<string, number> = {};
        for (const table of tables) {
          const n = await sql<{ n: string }>`select count(*)::text as n from ${ident(table)}`.execute(tx);
          counts[table] = Number(n.rows[0]?.n ?? 0);
        }
        const head: BackupHeader = {
          format: BACKUP_FORMAT,
          version: 1,
          createdAt: new Date().toISOString(),
          migrations: applied.rows.map((r) => r.name),
          tables: counts,
          ordered: true,
        };
        await write(`${JSON.stringify(head)}\n`);
        for (const table of tables) {
          const page = pageOf(table);
          for (let offset = 0; offset < (counts[table] ?? 0); offset += page) {
            const rows = await sql<{ j: string }>`
              select row_to_json(t)::text as j from ${ident(table)} t order by t.ctid limit ${page} offset ${offset}`.execute(
              tx,
            );
            for (const row of rows.rows) await write(`${table}\t${row.j}\n`);
          }
        }
        return head;
      });
  } finally {
    gzip.end();
    await done;
  }
}

export class RestoreError extends Error {
  override name = 'RestoreError';
}

/**
 * Restores a backup into `db`: an empty database (or, with `replace`, one whose rows are all dropped
 * first). Migrates it to the backup's schema, loads every row in one transaction, moves the id
 * sequences past the restored ids, then migrates to this code's latest schema. Binary columns (the
 * KYC documents' bytea) travel as row_to_json's hex text and come back byte for byte.
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
  const edges = await foreignKeys(db);
  const tables = dependencyOrder(edges, await userTables(db));
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
    const insert = async (table: string, rows: string[]) => {
      if (rows.length === 0) return;
      const json = `[${rows.join(',')}]`;
      await sql`insert into ${ident(table)} overriding system value
        select * from json_populate_recordset(null::${ident(table)}, ${json}::json)`.execute(tx);
      restored[table] = (restored[table] ?? 0) + rows.length;
    };
    // An ordered backup: each table's rows are inserted a page at a time as they are read, once every
    // table it points to is complete. An older one (tables by name): read whole, then inserted in order.
    const pending = new Map<string, string[]>();
    const finished = new Set<string>();
    let current: string | undefined;
    const finish = async (table: string | undefined) => {
      if (table === undefined || !header.ordered) return;
      await insert(table, pending.get(table) ?? []);
      pending.delete(table);
      finished.add(table);
    };
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
      const line = String(next.value);
      const tab = line.indexOf('\t');
      if (tab < 0) continue;
      const table = line.slice(0, tab);
      if (!tables.includes(table)) throw new RestoreError(`the backup has rows of an unknown table ${table}`);
      if (table !== current) {
        await finish(current);
        current = table;
        if (header.ordered) {
          const early = edges.find(
            (e) =>
              e.child === table &&
              e.parent !== table &&
              (header.tables[e.parent] ?? 0) > 0 &&
              !finished.has(e.parent),
          );
          if (early || finished.has(table))
            throw new RestoreError(`the backup's rows of ${table} are out of order`);
        }
      }
      const list = pending.get(table) ?? [];
      list.push(line.slice(tab + 1));
      pending.set(table, list);
      if (header.ordered && list.length >= pageOf(table)) {
        await insert(table, list);
        pending.set(table, []);
      }
    }
    await finish(current);
    for (const table of tables) {
      const rows = pending.get(table) ?? [];
      for (let i = 0; i < rows.length; i += pageOf(table))
        await insert(table, rows.slice(i, i + pageOf(table)));
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
