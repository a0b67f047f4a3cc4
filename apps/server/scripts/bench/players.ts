import {
  AUTH_PATHS,
  CHANNEL_HEADER,
  LAUNCH_PATHS,
  SESSION_COOKIE,
  type StudioSessionResponse,
} from '@casino/contract';
import type { buildApp } from '../../src/app.ts';
import type { Config } from '../../src/config.ts';

/** A signed-in player with an open studio session: what the load runs send as cookie and body. */
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
  app: Awaited<ReturnType<typeof buildApp>>,
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
