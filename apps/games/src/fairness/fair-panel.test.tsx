import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { hashServerSeed } from '@casino/studio';
import type { StudioRoundResponse } from '@casino/contract';
import { FairPanel } from './fair-panel.tsx';

const OLD = '1'.repeat(64);
const state = { serverSeedHash: hashServerSeed(OLD), clientSeed: 'mine', nonce: 4 };
const next = { serverSeedHash: hashServerSeed('2'.repeat(64)), clientSeed: 'mine', nonce: 0 };

const round = {
  roundId: 'round-abc',
  bet: 10,
  win: 0,
  balance: 90,
  outcome: {
    engine: 'roulette',
    step: 'spin',
    stake: 10,
    win: 0,
    totalWin: 0,
    multiplier: 0,
    details: {},
    children: [],
  },
  fairness: { serverSeedHash: state.serverSeedHash, clientSeed: 'mine', nonce: 3 },
} as StudioRoundResponse;

describe('fair panel', () => {
  it('shows the commitment, saves a client seed, rotates and links the last round to the verify page', async () => {
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (url.includes('/studio/fairness')) return new Response(JSON.stringify(state));
      if (url.includes('/studio/client-seed')) {
        const body = JSON.parse(String(init?.body)) as { clientSeed: string };
        return new Response(JSON.stringify({ ...state, clientSeed: body.clientSeed }));
      }
      if (url.includes('/studio/rotate-seed'))
        return new Response(
          JSON.stringify({
            revealed: {
              serverSeed: OLD,
              serverSeedHash: state.serverSeedHash,
              clientSeed: 'mine',
              roundsPlayed: 4,
            },
            next,
          }),
        );
      return new Response('{}', { status: 404 });
    });
    vi.stubGlobal('fetch', fetchMock);
    render(<FairPanel gameSessionId="gs-1" round={round} onClose={() => {}} />);

    await waitFor(() => expect(screen.getByTestId('fair-hash').textContent).toBe(state.serverSeedHash));
    const seed = screen.getByTestId('fair-client-seed') as HTMLInputElement;
    fireEvent.change(seed, { target: { value: 'new-seed' } });
    fireEvent.click(screen.getByTestId('fair-client-seed-save'));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([u]) => String(u).includes('client-seed'))).toBe(true),
    );

    fireEvent.click(screen.getByTestId('fair-rotate'));
    const revealed = await screen.findByTestId('fair-revealed');
    expect(revealed.dataset.hashOk).toBe('true');
    expect(revealed.textContent).toContain(OLD);
    expect(screen.getByTestId('fair-hash').textContent).toBe(next.serverSeedHash);

    const link = screen.getByTestId('fair-verify-link') as HTMLAnchorElement;
    expect(link.getAttribute('href')).toBe('/studio/play/verify?roundId=round-abc');
    expect(link.target).toBe('_blank');
  });
});
