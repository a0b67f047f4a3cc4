import { performance } from 'node:perf_hooks';
import { CATALOGUE_READINGS, GAME_LOBBY_PATHS } from '@casino/contract';
import { buildApp } from '../../src/app.ts';
import { benchConfig } from './bench-config.ts';
import { createDatabase } from '../../src/db/create-database.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { seed } from '../../src/wiring/seed.ts';
import { buildSearchIndex, searchGames } from '../../src/modules/games/games.search.ts';

/** What players type: readings in both kana scripts, romaji, English, prefixes, typos and misses. */
const QUERIES = [
  'くれいじー',
  'クレイジー',
  'kureiji',
  'ねこ',
  'ラッキーネコ',
  'Crazy Time',
  'cra',
  'lukcy',
  'monopolly',
  '侍',
  'ドリーム',
  'sakura fortune',
  'qqqqqqqq',
];

export interface SearchBenchRow {
  what: string;
  samples: number;
  p50: number;
  p95: number;
  p99: number;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

function row(what: string, times: number[]): SearchBenchRow {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    what,
    samples: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
  };
}

/**
 * Issue 29: search latency over the whole seeded catalogue, one query at a time (a player typing):
 * GET /api/games/search through Fastify (routing, validation, the rate-limit counter write in
 * PGlite, the match, serialization; no socket) and the matcher alone on the same catalogue.
 */
export async function benchSearch(rounds = 40): Promise<SearchBenchRow[]> {
  const config = benchConfig();
  const db = createDatabase({ kind: 'memory' });
  await migrateToLatest(db);
  await seed(db, config);
  const app = await buildApp(config, { db });
  const http: number[] = [];
  const matcher: number[] = [];
  try {
    const catalogue = await app.inject({ url: '/api/games', headers: { channel: 'WEB' } });
    const games = catalogue.json()[0].games as Parameters<typeof buildSearchIndex>[0][number]['game'][];
    const index = buildSearchIndex(
      games.map((game) => ({ game, reading: CATALOGUE_READINGS[game.gameCode] ?? null })),
    );
    for (let i = 0; i < rounds; i++) {
      for (const q of QUERIES) {
        let started = performance.now();
        const res = await app.inject({
          url: `/api${GAME_LOBBY_PATHS.search}?q=${encodeURIComponent(q)}`,
          headers: { channel: 'WEB' },
        });
        http.push(performance.now() - started);
        if (res.statusCode !== 200) throw new Error(`search ${q}: ${res.statusCode} ${res.body}`);
        started = performance.now();
        searchGames(index, q, 24);
        matcher.push(performance.now() - started);
      }
    }
  } finally {
    await app.close();
    await db.destroy();
  }
  return [
    row(`GET ${GAME_LOBBY_PATHS.search} (in-process, PGlite)`, http),
    row('matcher alone (whole catalogue)', matcher),
  ];
}
