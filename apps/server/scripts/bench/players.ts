import {
  AUTH_PATHS,
  CHANNEL_HEADER,
  LAUNCH_PATHS,
  SESSION_COOKIE,
  type StudioSessionResponse,
} from '@casino/contract';
import type autocannon from 'autocannon';
import { buildApp } from '../../src/app.ts';
import type { Config } from '../../src/config.ts';
import type { Db } from '../../src/db/database.ts';
import { createDatabase } from '../../src/db/create-database.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { seed } from '../../src/wiring/seed.ts';
import { benchConfig } from './bench-config.ts';

const GAME = 'WNF_AZTEC_X';
const CAPTCHA = 'bench-pass';

/**
 * The app of a load run on in-memory PGlite (or the PostgreSQL of `databaseUrl`), migrated and
 * seeded, with `count` players signed up through the API. Routes may still be added before listen.
 */
export async function startBenchApp(
  databaseUrl: string | undefined,
  count: number,
  /** Adds the run's own routes (before the players' sign-up readies the app). */
  routes: (app: App, db: Db) => Promise<void> | void = () => {},
) {
  const config = benchConfig({ databaseUrl, captcha: CAPTCHA });
  const db = createDatabase(databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'memory' });
  const tag = Date.now().toString(36); // players of earlier runs on the same PostgreSQL stay apart
  await migrateToLatest(db);
  await seed(db, config);
  const app = await buildApp(config, { db });
  await routes(app, db);
  const players: BenchPlayer[] = [];
  for (let index = 0; index < count; index++) {
    players.push(await newBenchPlayer(app, config, { tag, index, game: GAME, captcha: CAPTCHA }));
  }
  return {
    app,
    db,
    config,
    players,
    api: (path: string) => `${config.apiBasePath}${path}`,
    channel: { [CHANNEL_HEADER]: config.channelCode },
  };
}

/** A signed-in player with an open studio session: what the load runs send as cookie and body. */
type App = Awaited<ReturnType<typeof buildApp>>;

export interface BenchPlayer {
  accountId: string;
  cookie: string;
  gameSessionId: string;
}

/**
 * Signs a player up (the app runs with CAPTCHA_TEST_ANSWER = `captcha`), launches `game` and opens its
 * studio session, all through app.inject. `tag` keeps players of separate runs on one database apart.
 */
export async function newBenchPlayer(
  app: App,
  config: Pick<Config, 'apiBasePath' | 'channelCode'>,
  options: { tag: string; index: number; game: string; captcha: string },
): Promise<BenchPlayer> {
  const api = (path: string) => `${config.apiBasePath}${path}`;
  const channel = { [CHANNEL_HEADER]: config.channelCode };
  const { tag, index, game, captcha } = options;
  const challenge = await app.inject({ url: api(AUTH_PATHS.captchaChallenge), headers: channel });
  const signup = await app.inject({
    method: 'POST',
    url: api(AUTH_PATHS.signup),
    headers: channel,
    payload: {
      email: `bench-${tag}-${index}@bench.example`,
      password: 'bench-password-1',
      displayName: `b${tag.slice(-5)}${index}`,
      isAgeOver18: true,
      languageCode: 'en',
      captchaData: { challengeId: challenge.json<{ challengeId: string }>().challengeId, answer: captcha },
    },
  });
  if (signup.statusCode !== 201) throw new Error(`signup ${signup.statusCode}: ${signup.body}`);
  const sid = signup.cookies.find((c) => c.name === SESSION_COOKIE)?.value ?? '';
  const cookie = `${SESSION_COOKIE}=${encodeURIComponent(sid)}`;
  const launch = await app.inject({
    url: api(`${LAUNCH_PATHS.launchGame}?gameCode=${game}&lobbyUrl=%2F&language=en`),
    headers: { ...channel, cookie },
  });
  const launchToken = new URL(launch.json<{ url: string }>().url, 'http://x').searchParams.get('launch');
  const session = await app.inject({
    method: 'POST',
    url: api(LAUNCH_PATHS.studioSession),
    headers: { ...channel, cookie },
    payload: { launchToken },
  });
  if (session.statusCode !== 200) throw new Error(`studio session ${session.statusCode}: ${session.body}`);
  return {
    accountId: signup.json<{ player: { accountId: string } }>().player.accountId,
    cookie,
    gameSessionId: session.json<StudioSessionResponse>().gameSessionId,
  };
}

/** The players in turn, one a request, so that a load run spreads over every wallet. */
export function inTurn(players: readonly BenchPlayer[]): () => BenchPlayer {
  let turn = 0;
  return () => players[turn++ % players.length]!;
}

/** What autocannon sends as the next player: its cookie (and its account id, for the raw baselines). */
export function asPlayers(next: () => BenchPlayer): autocannon.Request[] {
  return [
    {
      setupRequest: (req) => {
        const player = next();
        return {
          ...req,
          headers: { ...req.headers, cookie: player.cookie, 'x-bench-account': player.accountId },
        };
      },
    },
  ];
}

/**
 * What autocannon sends for POST {API}/studio/round: each request plays a 50-coin round as the next
 * player, under a round key of its own (`keyPrefix` tells the runs apart in the database).
 */
export function studioRoundRequests(next: () => BenchPlayer, keyPrefix: string): autocannon.Request[] {
  let sent = 0;
  return [
    {
      setupRequest: (req) => {
        const player = next();
        return {
          ...req,
          headers: { ...req.headers, cookie: player.cookie, 'content-type': 'application/json' },
          body: JSON.stringify({
            gameSessionId: player.gameSessionId,
            bet: 50,
            roundKey: `${keyPrefix}-${++sent}-${Math.random().toString(36).slice(2)}`,
          }),
        };
      },
    },
  ];
}
