import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { sql } from 'kysely';
import { buildApp } from '../src/app.ts';
import { createDatabase, type DatabaseTarget } from '../src/db/create-database.ts';
import type { Db } from '../src/db/database.ts';
import { MIGRATION_NAMES, migrateTo, migrateToLatest } from '../src/db/migrate.ts';
import { seed } from '../src/db/seed.ts';
import { createPgDatabase, ON_POSTGRES, suiteConfig, suiteEnv } from './env.ts';
import { ledgerViolations } from './invariants.ts';
import { signUp } from './players.ts';
import { check, checkEqual } from './stats.ts';
import { tempDir } from './temp.ts';

/**
 * Data (issue 17): `npm run backup` / `npm run restore` round trips on both engines (and PGlite →
 * PostgreSQL) compare every balance and ledger row; a restore refuses a non-empty target; migrations
 * run from an empty database and from the previous release's schema.
 */
const SERVER_DIR = path.resolve(import.meta.dirname, '..');

interface Place {
  label: string;
  env: Record<string, string>;
  target: DatabaseTarget;
  drop(): Promise<void>;
}

async function place(engine: 'pglite' | 'postgres'): Promise<Place> {
  if (engine === 'postgres') {
    const pgdb = await createPgDatabase();
    return {
      label: 'PostgreSQL',
      env: { DATABASE_URL: pgdb.url },
      target: { kind: 'postgres', url: pgdb.url },
      drop: pgdb.drop,
    };
  }
  const dataDir = tempDir('casino-data-');
  return {
    label: 'PGlite',
    env: { DATA_DIR: dataDir },
    target: { kind: 'pglite', dataDir },
    drop: async () => {},
  };
}

async function withDb<T>(p: Place, work: (db: Db) => Promise<T>): Promise<T> {
  const db = createDatabase(p.target);
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}

/** Players, bonuses, provider rounds: a database worth backing up. */
async function fill(p: Place) {
  await withDb(p, async (db) => {
    const config = suiteConfig({ RATE_LIMIT_MULTIPLIER: '100000' });
    await migrateToLatest(db);
    await seed(db, config);
    const app = await buildApp(config, { db });
    await app.ready();
    for (let i = 0; i < 4; i++) {
      const player = await signUp(app);
      const cookie = await player.cookie();
      await app.inject({ method: 'POST', url: '/api/claimDailyBonus', headers: { channel: 'WEB', cookie } });
      const launch = await app.inject({
        url: '/api/launchgame?gameCode=WNF_AZTEC_X&lobbyUrl=%2F&language=ja',
        headers: { channel: 'WEB', cookie },
      });
      const token = new URL(launch.json().url, 'http://x').searchParams.get('launch');
      const session = await app.inject({
        method: 'POST',
        url: '/api/studio/session',
        headers: { channel: 'WEB', cookie },
        payload: { launchToken: token },
      });
      for (let r = 0; r < 3; r++) {
        await app.inject({
          method: 'POST',
          url: '/api/studio/round',
          headers: { channel: 'WEB', cookie },
          payload: {
            gameSessionId: session.json().gameSessionId,
            bet: session.json().minBet,
            roundKey: `round-key-${i}-${r}`,
          },
        });
      }
    }
    // Identity documents live in the database now (issue 27 item 1): a backup must carry them.
    for (const size of [1_000, 700_000]) {
      const player = await signUp(app);
      const res = await app.inject({
        method: 'POST',
        url: '/api/kyc',
        headers: { channel: 'WEB', cookie: await player.cookie() },
        payload: {
          fullName: 'Backup Check',
          dateOfBirth: '1990-04-01',
          prefecture: 'Tokyo',
          municipality: 'Chiyoda',
          address: '1-1-1 Marunouchi',
          postCode: '100-0005',
          document: {
            fileName: 'id.png',
            contentType: 'image/png',
            data: Buffer.concat([PNG, randomBytes(size)]).toString('base64'),
          },
        },
      });
      checkEqual(res.statusCode, 201, `a KYC upload of ${size} bytes`);
    }
    await app.close();
  });
}

/** The smallest real PNG; random bytes after its end make each KYC document different. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Every balance and every ledger row, as the database prints them. */
async function snapshot(p: Place) {
  return withDb(p, async (db) => {
    const wallets = await sql<{
      j: string;
    }>`select row_to_json(w)::text as j from wallets w order by account_id`.execute(db);
    const ledger = await sql<{
      j: string;
    }>`select row_to_json(t)::text as j from wallet_transactions t order by transaction_id`.execute(db);
    const accounts = await sql<{ n: string }>`select count(*)::text as n from accounts`.execute(db);
    // Each KYC document's bytes, reassembled from its chunks in order.
    const documents = await sql<{ d: string }>`
      select k.document_file || ' ' || k.document_size || ' ' ||
        md5(string_agg(c.bytes, ''::bytea order by c.seq)) || ' ' || sum(octet_length(c.bytes)) as d
      from kyc_submissions k join kyc_document_chunks c on c.document_file = k.document_file
      group by k.document_file, k.document_size order by k.document_file`.execute(db);
    return {
      wallets: wallets.rows.map((r) => r.j),
      ledger: ledger.rows.map((r) => r.j),
      accounts: accounts.rows[0]?.n,
      documents: documents.rows.map((r) => r.d),
    };
  });
}

function npmScript(script: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], {
    cwd: SERVER_DIR,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...suiteEnv(env) },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

async function roundTrip(from: 'pglite' | 'postgres', to: 'pglite' | 'postgres'): Promise<string> {
  const source = await place(from);
  const restoredPlace = await place(to);
  try {
    await fill(source);
    const before = await snapshot(source);
    const file = path.join(tempDir('casino-backup-'), 'casino.backup.gz');
    const backup = npmScript('backup', [file], source.env);
    checkEqual(backup.status, 0, `backup (${source.label}) exited: ${backup.output}`);
    const restore = npmScript('restore', [file], restoredPlace.env);
    checkEqual(restore.status, 0, `restore (${restoredPlace.label}) exited: ${restore.output}`);
    const after = await snapshot(restoredPlace);
    checkEqual(after.accounts, before.accounts, `${from}→${to}: accounts`);
    checkEqual(after.wallets, before.wallets, `${from}→${to}: balances`);
    checkEqual(after.ledger, before.ledger, `${from}→${to}: ledger`);
    checkEqual(after.documents, before.documents, `${from}→${to}: KYC documents (md5 of their bytes)`);
    checkEqual(before.documents.length, 2, `${from}: the source's KYC documents`);
    check(before.ledger.length > 10, `${from}: the source ledger has only ${before.ledger.length} rows`);
    // The restored database is a working one: new rows get fresh ids, the invariants hold.
    await withDb(restoredPlace, async (db) => {
      const app = await buildApp(suiteConfig(), { db });
      const player = await signUp(app);
      const res = await app.inject({
        method: 'POST',
        url: '/api/claimDailyBonus',
        headers: { channel: 'WEB', cookie: await player.cookie() },
      });
      checkEqual(res.statusCode, 200, `${to}: a daily bonus on the restored database`);
      await app.close();
      const violations = await ledgerViolations(db);
      check(violations.length === 0, `${to} after restore: ${violations.join('; ')}`);
    });
    const again = npmScript('restore', [file], restoredPlace.env);
    check(
      again.status !== 0 && again.output.includes('not empty'),
      `a restore into a non-empty database was not refused: ${again.output}`,
    );
    return `${from}→${to}: ${before.ledger.length} ledger rows and ${before.documents.length} KYC documents identical`;
  } finally {
    await source.drop();
    await restoredPlace.drop();
  }
}

async function migrations(engine: 'pglite' | 'postgres'): Promise<string> {
  const fromEmpty = await place(engine);
  const fromPrevious = await place(engine);
  try {
    await withDb(fromEmpty, async (db) => {
      checkEqual(await migrateToLatest(db), MIGRATION_NAMES, `${engine}: migrations from an empty database`);
      await seed(db, suiteConfig());
    });
    const previous = MIGRATION_NAMES.at(-2)!;
    await withDb(fromPrevious, async (db) => {
      await migrateTo(db, previous);
      checkEqual(
        await migrateToLatest(db),
        MIGRATION_NAMES.slice(-1),
        `${engine}: migrations from ${previous}`,
      );
      await seed(db, suiteConfig());
      const app = await buildApp(suiteConfig(), { db });
      await signUp(app);
      await app.close();
    });
    return `${engine}: migrations from empty and from ${previous}`;
  } finally {
    await fromEmpty.drop();
    await fromPrevious.drop();
  }
}

export async function dataPart(): Promise<string> {
  const notes = [await roundTrip('pglite', 'pglite'), await migrations('pglite')];
  if (ON_POSTGRES) {
    notes.push(
      await roundTrip('postgres', 'postgres'),
      await roundTrip('pglite', 'postgres'),
      await migrations('postgres'),
    );
  }
  return notes.join('; ');
}
