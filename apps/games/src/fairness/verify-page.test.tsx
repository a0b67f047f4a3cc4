import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { hashServerSeed, playRound } from '@casino/studio';
import { CHANNEL_HEADER, type VerifyRoundResponse } from '@casino/contract';
import { App } from '../app/app.tsx';
import { VerifyPage } from './verify-page.tsx';

const CODE = 'EVO_LIVE_JAPANESE_ROULETTE';
const SEED = 'c'.repeat(64);
const bets = { red: 10, 'straight-7': 2 };

function recorded(): VerifyRoundResponse {
  const outcome = playRound(CODE, { serverSeed: SEED, clientSeed: 'lucky', nonce: 5 }, { bets });
  return {
    roundId: 'r-123',
    gameCode: CODE,
    createdDate: '2026-11-23T12:00:00.000Z',
    serverSeed: SEED,
    serverSeedHash: hashServerSeed(SEED),
    clientSeed: 'lucky',
    nonce: 5,
    betInput: { bets },
    stake: outcome.stake,
    win: outcome.totalWin,
    outcome: outcome as unknown as Record<string, unknown>,
  };
}

function serve(body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function statusOf(body: unknown): Promise<string | undefined> {
  serve(body);
  render(<VerifyPage search="?roundId=r-123" />);
  await waitFor(() => expect(screen.getByTestId('verify-status').dataset.status).not.toBe('loading'));
  return screen.getByTestId('verify-status').dataset.status;
}

describe('verify page', () => {
  it('asks the public verify endpoint for the round with the CHANNEL header', async () => {
    const fetchMock = serve(recorded());
    render(<VerifyPage search="?roundId=r-123" />);
    await screen.findByText(/r-123/, { selector: 'dd' });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('/studio/verify?roundId=r-123');
    expect((init.headers as Record<string, string>)[CHANNEL_HEADER]).toBe('WEB');
  });

  it('marks a round verified when its inputs recompute it', async () => {
    expect(await statusOf(recorded())).toBe('verified');
  });

  it('marks a mismatch when the recorded outcome was altered', async () => {
    const round = recorded();
    const details = round.outcome.details as { pocket: number };
    const altered = {
      ...round,
      outcome: { ...round.outcome, details: { ...details, pocket: (details.pocket + 1) % 37 } },
    };
    expect(await statusOf(altered)).toBe('mismatch');
  });

  it('marks a mismatch when the seed does not match its commitment', async () => {
    expect(await statusOf({ ...recorded(), serverSeedHash: hashServerSeed('d'.repeat(64)) })).toBe(
      'mismatch',
    );
  });

  it('is pending while the server seed is not revealed', async () => {
    expect(await statusOf({ ...recorded(), serverSeed: null })).toBe('pending');
    expect(screen.getByTestId('verify-status').textContent).toMatch(/シードを交換/);
  });

  it('is what the app shows at /studio/play/verify (no launch token needed)', async () => {
    serve({ ...recorded(), serverSeed: null });
    window.history.pushState({}, '', '/studio/play/verify?roundId=r-123');
    try {
      render(<App />);
      await waitFor(() => expect(screen.getByTestId('verify-status').dataset.status).toBe('pending'));
    } finally {
      window.history.pushState({}, '', '/');
    }
  });
});
