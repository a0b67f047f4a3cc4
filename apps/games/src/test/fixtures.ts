import type { StudioRoundResponse, StudioSessionResponse } from '@casino/contract';

/** A real slot session of Oiran Dreams (10 000 coins, Japanese), as POST /studio/session answers it. */
export function testSession(over: Partial<StudioSessionResponse> = {}): StudioSessionResponse {
  return {
    gameSessionId: 'gs_0123456789abcdef',
    gameCode: 'WNF_OIRAN_DREAMS',
    mode: 'real',
    currency: 'PTS',
    balance: 10_000,
    engine: 'slot',
    minBet: 10,
    maxBet: 1000,
    betUnit: 10,
    betSteps: [10, 50, 100, 500, 5000],
    fairness: { serverSeedHash: 'f'.repeat(64), clientSeed: 'client', nonce: 0 },
    language: 'ja',
    lobbyUrl: '/slot',
    expiresAt: '2030-01-01T00:00:00.000Z',
    ...over,
  };
}

/** A studio Outcome shape (the view falls back when its details are not a full slot result). */
export function testOutcome(
  stake: number,
  totalWin: number,
  engine = 'slot',
): StudioRoundResponse['outcome'] {
  return {
    engine,
    step: 'base',
    stake,
    win: totalWin,
    totalWin,
    multiplier: totalWin / stake,
    details: {},
    children: [],
  };
}
