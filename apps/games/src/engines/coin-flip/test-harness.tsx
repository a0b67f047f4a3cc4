import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { playRound } from '@casino/studio';
import type { StudioSessionResponse } from '@casino/contract';
import { GameTable } from '../../shell/game-table.tsx';

/** Test-only: a shell around one game code whose round endpoint plays the real studio engine. */
export const SERVER_SEED = 'a'.repeat(64);

export function sessionFor(gameCode: string, engine: StudioSessionResponse['engine']): StudioSessionResponse {
  return {
    gameSessionId: 'gs_0123456789abcdef',
    gameCode,
    mode: 'demo',
    currency: 'PTS',
    balance: 10_000,
    engine,
    minBet: 1,
    maxBet: 10_000,
    betUnit: 1,
    betSteps: [1, 5, 10, 25, 100],
    fairness: { serverSeedHash: 'hash', clientSeed: 'test-seed', nonce: 0 },
    language: 'ja',
    lobbyUrl: '/',
    expiresAt: '2030-01-01T00:00:00.000Z',
  };
}

/** The studio's outcome for a fixed seed. */
export function fixture(gameCode: string, bets: Record<string, number>, nonce: number) {
  return playRound(gameCode, { serverSeed: SERVER_SEED, clientSeed: 'test-seed', nonce }, { bets });
}

export function renderTable(session: StudioSessionResponse, nonce = 0) {
  const requests: Record<string, unknown>[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    if (String(input) !== '/api/studio/round') return new Response('{}', { status: 404 });
    requests.push(body);
    const bets = body.bets as Record<string, number>;
    const outcome = fixture(session.gameCode, bets, nonce);
    const response = {
      roundId: `r${requests.length}`,
      bet: outcome.stake,
      win: outcome.totalWin,
      balance: session.balance - outcome.stake + outcome.totalWin,
      outcome,
      fairness: { serverSeedHash: 'hash', clientSeed: 'test-seed', nonce },
    };
    return new Response(JSON.stringify(response), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  render(<GameTable session={session} />);
  return { requests };
}
