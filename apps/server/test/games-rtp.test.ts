import { describe, expect, it } from 'vitest';
import { gamesResponseSchema } from '@casino/contract';
import { exactRtp } from '@casino/studio';
import { AUTH_ENV } from './auth-helpers.ts';
import { setupTestApp } from './helper.ts';

/** Issue 16: GET /games carries each game's exact RTP, per bet kind where the kinds differ. */
const ctx = setupTestApp({
  env: {
    ...AUTH_ENV,
    GAME_PROVIDER_URLS: 'WNF_AZTEC_X=acme@https://provider.example/launch',
    WALLET_PROVIDERS: `acme:${'p'.repeat(40)}`,
  },
});

async function games() {
  const res = await ctx.app.inject({ url: '/api/games', headers: { channel: 'WEB' } });
  expect(res.statusCode, res.body).toBe(200);
  return gamesResponseSchema.parse(res.json())[0]?.games ?? [];
}

describe('GET /games RTP', () => {
  it('gives each studio game its exact RTP; baccarat lists tie and pairs apart', async () => {
    const list = await games();
    const baccarat = list.find((g) => g.gameCode === 'EVO_LIVE_JAPANESE_SPEED_BACCARAT');
    const exact = exactRtp('EVO_LIVE_JAPANESE_SPEED_BACCARAT');
    expect(baccarat?.rtp?.rtp).toBe(exact.reference);
    expect(Object.fromEntries((baccarat?.rtp?.byBet ?? []).map((b) => [b.bet, b.rtp]))).toEqual(exact.perBet);
    expect(baccarat?.rtp?.byBet.find((b) => b.bet === 'tie')?.rtp).toBeCloseTo(0.8564, 4);

    const samurai = list.find((g) => g.gameCode === 'JPL_FIGHTING_SAMURAI');
    expect(samurai?.rtp).toEqual({ rtp: exactRtp('JPL_FIGHTING_SAMURAI').reference, byBet: [] });
    const roulette = list.find((g) => g.gameCode === 'EVO_LIVE_JAPANESE_ROULETTE');
    // Every roulette bet returns 36/37: nothing to list apart.
    expect(roulette?.rtp).toEqual({ rtp: 36 / 37, byBet: [] });
  });

  it('shows no figure of ours for a game an outside provider runs', async () => {
    const aztec = (await games()).find((g) => g.gameCode === 'WNF_AZTEC_X');
    expect(aztec?.rtp).toBeNull();
  });
});
