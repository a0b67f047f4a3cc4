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

import { COMMITMENTS_KEY, storedCommitments } from './commitments.ts';

/** A fake fairness API: one active seed, rotated to `next`; client seeds are kept per seed. */
function fakeApi() {
  let current = { ...state };
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.includes('/studio/fairness')) return new Response(JSON.stringify(current));
    if (url.includes('/studio/client-seed')) {
      const body = JSON.parse(String(init?.body)) as { clientSeed: string };
      current = { ...current, clientSeed: body.clientSeed };
      return new Response(JSON.stringify(current));
    }
    if (url.includes('/studio/rotate-seed')) {
      const revealed = {
        serverSeed: OLD,
        serverSeedHash: state.serverSeedHash,
        clientSeed: current.clientSeed,
        roundsPlayed: 4,
      };
      current = { ...next, clientSeed: current.clientSeed };
      return new Response(JSON.stringify({ revealed, next: current }));
    }
    return new Response('{}', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const seedPosts = (fetchMock: ReturnType<typeof fakeApi>) =>
  fetchMock.mock.calls
    .filter(([u]) => String(u).includes('client-seed'))
    .map(([, init]) => (JSON.parse(String(init?.body)) as { clientSeed: string }).clientSeed);

describe('fair panel', () => {
  it('shows the commitment, saves a client seed, rotates against the stored commitment and links the round', async () => {
    const fetchMock = fakeApi();
    render(<FairPanel gameSessionId="gs-1" scope="real" round={round} onClose={() => {}} />);

    await waitFor(() => expect(screen.getByTestId('fair-hash').textContent).toBe(state.serverSeedHash));
    // Shown, so stored: hash, client seed and the first nonce it decides.
    expect(storedCommitments('real').at(-1)).toMatchObject({
      serverSeedHash: state.serverSeedHash,
      clientSeed: 'mine',
      firstNonce: 4,
    });
    const seed = screen.getByTestId('fair-client-seed') as HTMLInputElement;
    fireEvent.change(seed, { target: { value: 'new-seed' } });
    fireEvent.click(screen.getByTestId('fair-client-seed-save'));
    await waitFor(() => expect(storedCommitments('real').at(-1)?.clientSeed).toBe('new-seed'));

    fireEvent.click(screen.getByTestId('fair-rotate'));
    const revealed = await screen.findByTestId('fair-revealed');
    await waitFor(() => expect(revealed.dataset.check).toBe('match'));
    expect(revealed.textContent).toContain(OLD);
    await waitFor(() => expect(screen.getByTestId('fair-hash').textContent).toBe(next.serverSeedHash));
    // The next seed gets a fresh client seed from the browser, stored with its commitment.
    const fresh = seedPosts(fetchMock).at(-1)!;
    expect(fresh).toMatch(/^[0-9a-f]{32}$/);
    expect(storedCommitments('real').at(-1)).toMatchObject({
      serverSeedHash: next.serverSeedHash,
      clientSeed: fresh,
      firstNonce: 0,
    });

    const link = screen.getByTestId('fair-verify-link') as HTMLAnchorElement;
    expect(link.getAttribute('href')).toBe('/studio/play/verify?roundId=round-abc&lang=ja');
    expect(link.target).toBe('_blank');
  });

  it('reports a mismatch when the stored commitment is not the seed revealed', async () => {
    fakeApi();
    render(<FairPanel gameSessionId="gs-1" scope="real" round={null} onClose={() => {}} />);
    await waitFor(() => expect(screen.getByTestId('fair-hash').textContent).toBe(state.serverSeedHash));
    const records = JSON.parse(localStorage.getItem(COMMITMENTS_KEY) ?? '[]') as { serverSeedHash: string }[];
    records.at(-1)!.serverSeedHash = 'f'.repeat(64);
    localStorage.setItem(COMMITMENTS_KEY, JSON.stringify(records));

    fireEvent.click(screen.getByTestId('fair-rotate'));
    const check = await screen.findByTestId('fair-stored-check');
    expect(check.dataset.result).toBe('mismatch');
    expect(check.textContent).toContain('f'.repeat(64));
  });

  it('holds the seed field read-only until the panel has loaded, then saves what the player types', async () => {
    // The fairness state answers late (a loaded server): the field must not take typing it would then
    // overwrite, or mix the loaded seed into what the player typed.
    const fetchMock = fakeApi();
    const real = fetchMock.getMockImplementation()!;
    let release: () => void = () => {};
    const late = new Promise<void>((resolve) => (release = resolve));
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
      if (url.includes('/studio/fairness')) await late;
      return real(url, init);
    });
    render(<FairPanel gameSessionId="gs-1" scope="real" round={null} onClose={() => {}} />);
    const seed = screen.getByTestId('fair-client-seed') as HTMLInputElement;
    expect(seed.readOnly).toBe(true);
    release();
    await waitFor(() => expect(seed.value).toBe(state.clientSeed));
    expect(seed.readOnly).toBe(false);
    fireEvent.change(seed, { target: { value: 'typed-by-player' } });
    const save = screen.getByTestId('fair-client-seed-save') as HTMLButtonElement;
    expect(save.disabled).toBe(false);
    fireEvent.click(save);
    await waitFor(() => expect(seedPosts(fetchMock)).toEqual(['typed-by-player']));
    await waitFor(() => expect(storedCommitments('real').at(-1)?.clientSeed).toBe('typed-by-player'));
  });
});
