import { cleanup, render, screen, waitFor } from '@testing-library/react';
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
    choices: [],
    autoPickedFrom: null,
    pending: false,
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

  it('compares every free spin of a slot round and says which level differs, in English', async () => {
    const code = 'WNF_OIRAN_DREAMS';
    let nonce = 0;
    let outcome = playRound(code, { serverSeed: SEED, clientSeed: 'lucky', nonce }, { bet: 50 });
    while (outcome.children.length === 0 && nonce < 5000) {
      nonce += 1;
      outcome = playRound(code, { serverSeed: SEED, clientSeed: 'lucky', nonce }, { bet: 50 });
    }
    const round: VerifyRoundResponse = {
      ...recorded(),
      gameCode: code,
      nonce,
      betInput: { bet: 50 },
      stake: 50,
      win: outcome.totalWin,
      outcome: outcome as unknown as Record<string, unknown>,
    };
    serve(round);
    render(<VerifyPage search="?roundId=r-123&lang=en" />);
    await waitFor(() => expect(screen.getByTestId('verify-status').dataset.status).toBe('verified'));
    const levels = screen.getAllByTestId('verify-level');
    expect(levels).toHaveLength(1 + outcome.children.length);
    expect(levels.every((row) => row.dataset.ok === 'true')).toBe(true);
    expect(levels[1]!.textContent).toContain('Free spin 1');
    expect(screen.getByTestId('verify-bet').textContent).toBe('Total bet: 50 coins');

    // A free spin altered in the record (the total left alone) is caught at its own level.
    const children = outcome.children.map((c, i) => (i === 0 ? { ...c, win: c.win + 1 } : c));
    const altered = { ...round, outcome: { ...round.outcome, children } };
    cleanup();
    expect(await statusOf(altered)).toBe('mismatch');
    const rows = screen.getAllByTestId('verify-level');
    expect(rows.filter((row) => row.dataset.ok === 'false').map((row) => row.dataset.step)).toEqual([
      'free-spin',
    ]);
  });
});
