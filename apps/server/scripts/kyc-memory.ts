/**
 * `npm run kyc:memory -w @casino/server [-- uploads, default 40]`: what concurrent KYC uploads cost the
 * server's memory (issue 24 hole 7). Starts the app in this process (in-memory PGlite, or the
 * PostgreSQL of DATABASE_URL — `PG_PORT=… bash scripts/with-postgres.sh npm run kyc:memory -w
 * @casino/server` — whose memory is then the database server's own, as in production; a temporary
 * DATA_DIR), signs up players, then sends two waves of concurrent `POST /kyc` over real sockets:
 *   1. the run: `uploads` bodies just under 8 MiB (the old limit; over KYC_BODY_LIMIT now);
 *   2. the worst accepted case: `uploads` bodies of the largest document (a 4 MiB PNG, base64 in JSON).
 * For each wave it prints the answers by status and RSS before, at its peak (sampled every 10 ms) and
 * after. The request bodies are built once before the first reading and shared by every request, so
 * what RSS gains is the server's. Not a test: the numbers depend on the machine (docs/security.md).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHANNEL_HEADER, KYC_DOCUMENT_MAX_BYTES, KYC_PATHS } from '@casino/contract';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createDatabase } from '../src/db/create-database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { seed } from '../src/db/seed.ts';
import { newBenchPlayer } from './bench/players.ts';

const UPLOADS = Number(process.argv[2] ?? 40);
const CAPTCHA = 'kyc-memory';
const MiB = 1024 * 1024;
const mib = (bytes: number) => `${(bytes / MiB).toFixed(0)} MiB`;

const PNG_HEADER = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const DETAILS = {
  fullName: 'Memory Check',
  dateOfBirth: '1990-04-01',
  prefecture: 'Tokyo',
  municipality: 'Chiyoda',
  address: '1-1-1 Marunouchi',
  postCode: '100-0005',
};
const body = (data: string) =>
  Buffer.from(
    JSON.stringify({ ...DETAILS, document: { fileName: 'id.png', contentType: 'image/png', data } }),
  );

/** One POST over its own socket; the status, or `reset` when the server closed it before answering. */
function post(url: URL, headers: Record<string, string>, payload: Buffer): Promise<string> {
  return new Promise((resolve) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent: false,
        headers: { ...headers, 'content-type': 'application/json', 'content-length': payload.length },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(String(response.statusCode)));
      },
    );
    request.on('error', () => resolve('reset'));
    request.end(payload);
  });
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kyc-memory-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'error',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: '/nonexistent-kyc-memory-dist',
    GAMES_DIST_DIR: '/nonexistent-kyc-memory-dist',
    CAPTCHA_TEST_ANSWER: CAPTCHA,
    RATE_LIMIT_MULTIPLIER: '100000',
  });
  const databaseUrl = process.env.DATABASE_URL;
  const db = createDatabase(databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'memory' });
  await migrateToLatest(db);
  await seed(db, config);
  const app = await buildApp(config, { db });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const url = new URL(`${config.apiBasePath}${KYC_PATHS.kyc}`, address);

  const players = [];
  for (let i = 0; i < UPLOADS * 2; i++) {
    players.push(
      await newBenchPlayer(app, config, { tag: 'kycmem', index: i, game: 'WNF_AZTEC_X', captcha: CAPTCHA }),
    );
  }
  const waves = [
    { name: `${UPLOADS} × 8 MiB bodies (the issue's run)`, payload: body('A'.repeat(8 * MiB - 2048)) },
    {
      name: `${UPLOADS} × the largest document (${mib(KYC_DOCUMENT_MAX_BYTES)} PNG, base64 in JSON)`,
      payload: body(
        Buffer.concat([PNG_HEADER, Buffer.alloc(KYC_DOCUMENT_MAX_BYTES - PNG_HEADER.length, 0)]).toString(
          'base64',
        ),
      ),
    },
  ];
  console.log(
    `POST ${KYC_PATHS.kyc} (${databaseUrl ? 'PostgreSQL' : 'in-memory PGlite'}), ${UPLOADS} concurrent uploads per wave, ${players.length} players`,
  );
  for (const [index, wave] of waves.entries()) {
    globalThis.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
    const statuses = await Promise.all(
      players
        .slice(index * UPLOADS, (index + 1) * UPLOADS)
        .map((player) =>
          post(url, { cookie: player.cookie, [CHANNEL_HEADER]: config.channelCode }, wave.payload),
        ),
    );
    clearInterval(sampler);
    globalThis.gc?.();
    const after = process.memoryUsage().rss;
    const counts: Record<string, number> = {};
    for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
    console.log(`\n${wave.name}, body ${(wave.payload.length / MiB).toFixed(2)} MiB`);
    console.log(`  answers: ${JSON.stringify(counts)}`);
    console.log(
      `  RSS before ${mib(before)}, peak ${mib(peak)} (+${mib(peak - before)}), after ${mib(after)}`,
    );
  }
  await app.close();
  await db.destroy();
  rmSync(dataDir, { recursive: true, force: true });
}

await main();
