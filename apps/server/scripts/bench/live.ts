import http from 'node:http';
import { AUTH_PATHS, CHANNEL_HEADER, LIVE_PATHS, SESSION_COOKIE } from '@casino/contract';
import { buildApp } from '../../src/app.ts';
import { benchConfig } from './bench-config.ts';
import { createDatabase } from '../../src/db/create-database.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { seed } from '../../src/wiring/seed.ts';

/**
 * Live streams under load (issue 29): `streams` server-sent event streams open on one process (8 per
 * player, the per-player cap), then one event for everybody (a raffle drawn) and one for a single
 * player; measured: the time for the event to reach every stream (p50/p99/max from the publish), and
 * the process's memory before the streams, with them open, and after a minute-long rest with them
 * open (bounded: it must not grow at rest). The baseline is one stream's delivery in the same run.
 */
export interface LiveBenchResult {
  streams: number;
  openSeconds: number;
  baselineMs: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  reached: number;
  heapBeforeMb: number;
  heapOpenMb: number;
  heapRestedMb: number;
  rssOpenMb: number;
  perStreamKb: number;
}

const mb = () => {
  global.gc?.();
  const m = process.memoryUsage();
  return { heap: m.heapUsed / 2 ** 20, rss: m.rss / 2 ** 20 };
};

interface Reader {
  /** ms from `mark` until the pattern arrives */
  wait(pattern: string, since: number): Promise<number>;
  close(): void;
}

function openStream(port: number, cookie: string, agent: http.Agent): Promise<Reader> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      { host: '127.0.0.1', port, path: `/api${LIVE_PATHS.stream}`, headers: { cookie }, agent },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`stream ${res.statusCode}`));
        res.setEncoding('utf8');
        let text = '';
        const waiters: Array<() => void> = [];
        res.on('data', (chunk: string) => {
          text += chunk;
          if (text.length > 4096) text = text.slice(-1024);
          for (const wake of waiters.splice(0)) wake();
        });
        const reader: Reader = {
          wait(pattern, since) {
            return new Promise((done) => {
              const check = () => {
                if (text.includes(pattern)) {
                  text = '';
                  done(performance.now() - since);
                } else waiters.push(check);
              };
              check();
            });
          },
          close: () => req.destroy(),
        };
        void reader.wait('event: ready', 0).then(() => resolve(reader));
      },
    );
    req.on('error', reject);
  });
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

export async function benchLive(streams = 1_000, restMs = 60_000): Promise<LiveBenchResult> {
  const config = benchConfig({ captcha: 'captcha' });
  const db = createDatabase({ kind: 'memory' });
  await migrateToLatest(db);
  await seed(db, config);
  const app = await buildApp(config, { db });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const readers: Reader[] = [];
  try {
    const channel = { [CHANNEL_HEADER]: config.channelCode };
    const cookies: string[] = [];
    const accounts: string[] = [];
    for (let i = 0; i < Math.ceil(streams / 8); i++) {
      const challenge = await app.inject({ url: `/api${AUTH_PATHS.captchaChallenge}`, headers: channel });
      const signup = await app.inject({
        method: 'POST',
        url: `/api${AUTH_PATHS.signup}`,
        headers: channel,
        payload: {
          email: `live-${i}@bench.example`,
          password: 'bench-password-1',
          displayName: `live${i}`,
          isAgeOver18: true,
          languageCode: 'en',
          captchaData: {
            challengeId: challenge.json<{ challengeId: string }>().challengeId,
            answer: 'captcha',
          },
        },
      });
      if (signup.statusCode !== 201) throw new Error(`signup ${signup.statusCode}: ${signup.body}`);
      const sid = signup.cookies.find((c) => c.name === SESSION_COOKIE)?.value ?? '';
      cookies.push(`${SESSION_COOKIE}=${encodeURIComponent(sid)}`);
      accounts.push(signup.json<{ player: { accountId: string } }>().player.accountId);
    }
    const before = mb();
    const opening = performance.now();
    for (let i = 0; i < streams; i += 100) {
      const batch = Array.from({ length: Math.min(100, streams - i) }, (_, j) =>
        openStream(port, cookies[Math.floor((i + j) / 8)]!, agent),
      );
      readers.push(...(await Promise.all(batch)));
    }
    const openSeconds = (performance.now() - opening) / 1000;

    // Baseline: one player's own hint, to that player's 8 streams.
    const accountId = accounts[0]!;
    let since = performance.now();
    const own = readers.slice(0, 8).map((r) => r.wait('event: balance', since));
    await app.events.publish('player.balance', { accountId });
    const baselineMs = Math.max(...(await Promise.all(own)));

    const open = mb();
    since = performance.now();
    const all = readers.map((r) => r.wait('event: raffle', since));
    await app.events.publish('raffle.drawn', { raffleId: 'bench' });
    const times = (await Promise.all(all)).sort((a, b) => a - b);

    await new Promise((resolve) => setTimeout(resolve, restMs));
    const rested = mb();
    return {
      streams: readers.length,
      openSeconds,
      baselineMs,
      p50Ms: quantile(times, 0.5),
      p99Ms: quantile(times, 0.99),
      maxMs: times.at(-1)!,
      reached: times.length,
      heapBeforeMb: before.heap,
      heapOpenMb: open.heap,
      heapRestedMb: rested.heap,
      rssOpenMb: open.rss,
      perStreamKb: ((open.heap - before.heap) * 1024) / readers.length,
    };
  } finally {
    for (const reader of readers) reader.close();
    agent.destroy();
    await app.close();
    await db.destroy();
  }
}
