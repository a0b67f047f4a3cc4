import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { computeOutcome, type BetInput, type Outcome } from '@casino/studio';
import type { StudioRoundResponse, StudioSessionResponse } from '@casino/contract';
import { GameTable } from '../shell/game-table.tsx';
import { catalogueEntry, DEFAULT_THEME } from '../engines/registry.ts';
import type { GameViewProps } from '../engines/types.ts';

/** Test-only: fixed-seed studio rounds, a view's props, and a shell whose round endpoint plays the studio. */
export const SERVER_SEED = 'a'.repeat(64);
export const CLIENT_SEED = 'test-seed';

export interface Seeds {
  serverSeed?: string;
  clientSeed?: string;
  nonce?: number;
}

/** The studio's outcome of a bet for a fixed seed pair. */
export function studioOutcome(
  gameCode: string,
  input: BetInput,
  { serverSeed = SERVER_SEED, clientSeed = CLIENT_SEED, nonce = 0 }: Seeds = {},
): Outcome {
  return computeOutcome(gameCode, { serverSeed, clientSeed, nonce }, input);
}

/** The studio's outcome of a slip for the default seeds. */
export function fixture(gameCode: string, bets: Record<string, number>, nonce: number): Outcome {
  return studioOutcome(gameCode, { bets }, { nonce });
}

/** An outcome as the round endpoint answers it. */
export function roundResponse(
  outcome: Outcome,
  {
    clientSeed = CLIENT_SEED,
    nonce = 0,
    roundId = `round-${nonce}`,
    balance = 1000,
  }: { clientSeed?: string; nonce?: number; roundId?: string; balance?: number } = {},
): StudioRoundResponse {
  return {
    roundId,
    bet: outcome.stake,
    win: outcome.totalWin,
    balance,
    outcome: outcome as unknown as StudioRoundResponse['outcome'],
    fairness: { serverSeedHash: 'hash', clientSeed, nonce },
  };
}

/** A studio round for a fixed seed pair, as the round endpoint answers it. */
export function studioRound(gameCode: string, input: BetInput, seeds: Seeds = {}): StudioRoundResponse {
  return roundResponse(studioOutcome(gameCode, input, seeds), seeds);
}

/** A view's props as the shell passes them before the first round (reduced motion), with overrides. */
export function viewProps(gameCode: string, props: Partial<GameViewProps> = {}): GameViewProps {
  return {
    gameCode,
    theme: catalogueEntry(gameCode)?.theme ?? DEFAULT_THEME,
    phase: 'idle',
    round: null,
    reducedMotion: true,
    ...props,
  };
}

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
    fairness: { serverSeedHash: 'hash', clientSeed: CLIENT_SEED, nonce: 0 },
    language: 'ja',
    lobbyUrl: '/',
    expiresAt: '2030-01-01T00:00:00.000Z',
  };
}

/** The whole shell around one game code; its round endpoint plays the studio engine at a fixed nonce. */
export function renderTable(session: StudioSessionResponse, nonce = 0) {
  const requests: Record<string, unknown>[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    if (String(input) !== '/api/studio/round') return new Response('{}', { status: 404 });
    requests.push(body);
    const outcome = fixture(session.gameCode, body.bets as Record<string, number>, nonce);
    const response = roundResponse(outcome, {
      nonce,
      roundId: `r${requests.length}`,
      balance: session.balance - outcome.stake + outcome.totalWin,
    });
    return new Response(JSON.stringify(response), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  render(<GameTable session={session} />);
  return { requests };
}
