import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  hashServerSeed,
  mathsVersion,
  computeOutcome,
  scheme1Version,
  jackpotDrawHex,
  resolveJackpot,
} from '@casino/studio';
import { CHANNEL_HEADER, type VerifyRoundResponse } from '@casino/contract';
import { App } from './app.tsx';
import { VerifyPage } from '../fairness/verify-page.tsx';

const CODE = 'EVO_LIVE_JAPANESE_ROULETTE';
const SEED = 'c'.repeat(64);
const bets = { red: 10, 'straight-7': 2 };

function recorded(): VerifyRoundResponse {
  const outcome = computeOutcome(CODE, { serverSeed: SEED, clientSeed: 'lucky', nonce: 5 }, { bets });
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
    mathsVersion: mathsVersion(CODE) ?? null,
    currentMathsVersion: mathsVersion(CODE) ?? null,
    jackpot: null,
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

  it('replays a round stamped before the maths was published (the scheme-1 hash of the same maths)', async () => {
    const before = { ...recorded(), mathsVersion: scheme1Version(CODE)! };
    expect(before.mathsVersion).not.toBe(mathsVersion(CODE));
    expect(await statusOf(before)).toBe('verified');
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
    let outcome = computeOutcome(code, { serverSeed: SEED, clientSeed: 'lucky', nonce }, { bet: 50 });
    while (outcome.children.length === 0 && nonce < 5000) {
      nonce += 1;
      outcome = computeOutcome(code, { serverSeed: SEED, clientSeed: 'lucky', nonce }, { bet: 50 });
    }
    const round: VerifyRoundResponse = {
      ...recorded(),
      gameCode: code,
      mathsVersion: mathsVersion(code)!,
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

  it('a round of an earlier version of the maths says so in Japanese and shows the recorded outcome, not a mismatch', async () => {
    const round = recorded();
    const details = round.outcome.details as { pocket: number };
    // Earlier maths would have landed elsewhere: the record differs from today's replay.
    const pocket = (details.pocket + 1) % 37;
    const earlier = {
      ...round,
      mathsVersion: '0123456789ab',
      outcome: { ...round.outcome, details: { ...details, pocket } },
    };
    expect(await statusOf(earlier)).toBe('earlier-maths');
    const card = screen.getByTestId('verify-status');
    expect(card.textContent).toContain('以前のバージョンの数理で行われたラウンドです');
    expect(screen.getByTestId('verify-earlier-maths').textContent).toContain(
      '現在のバージョンでは再計算できません',
    );
    expect(card.textContent).not.toContain('不一致');
    expect(card.querySelector('.verify-verdict')?.className).toContain('wait');
    expect(screen.getByTestId('verify-maths-version').textContent).toContain('0123456789ab');
    expect(screen.getByTestId('verify-maths-version').textContent).toContain(mathsVersion(CODE)!);
    expect(screen.getByTestId('verify-hash').textContent).toContain('✓');
    expect(card.querySelector('[data-pocket]')?.getAttribute('data-pocket')).toBe(String(pocket));
    expect(screen.queryByTestId('verify-levels')).toBeNull();
    expect(screen.queryByTestId('verify-recomputed-win')).toBeNull();
  });

  it('a round recorded before versions were kept says so in English', async () => {
    serve({ ...recorded(), mathsVersion: null });
    render(<VerifyPage search="?roundId=r-123&lang=en" />);
    await waitFor(() => expect(screen.getByTestId('verify-status').dataset.status).toBe('earlier-maths'));
    const card = screen.getByTestId('verify-status');
    expect(card.textContent).toContain("Played under an earlier version of this game's maths");
    expect(screen.getByTestId('verify-earlier-maths').textContent).toContain(
      "it can't be recomputed by the current version",
    );
    expect(screen.getByTestId('verify-maths-version').textContent).toContain(
      'not recorded (played before versions were kept)',
    );
    expect(card.textContent).toContain('Recorded result');
    expect(card.textContent).not.toContain('Mismatch');
  });

  it('an earlier-maths round whose seed does not match its commitment is still a mismatch', async () => {
    const round = { ...recorded(), mathsVersion: null, serverSeedHash: hashServerSeed('d'.repeat(64)) };
    expect(await statusOf(round)).toBe('mismatch');
  });

  it('a round of the current maths shows its version and no earlier-maths note', async () => {
    expect(await statusOf(recorded())).toBe('verified');
    expect(screen.getByTestId('verify-maths-version').textContent).toBe(mathsVersion(CODE));
    expect(screen.queryByTestId('verify-earlier-maths')).toBeNull();
  });

  describe('a jackpot round (issue 30)', () => {
    /** The round with the jackpot part the server records (pool 0.06 coins short of the cap: this round must drop it). */
    function withJackpot(): VerifyRoundResponse {
      const round = recorded();
      const terms = { shareBp: 50, seed: 10_000_000, mustDropBy: 50_000_000 };
      const draw = resolveJackpot(
        jackpotDrawHex({ serverSeed: SEED, clientSeed: 'lucky', nonce: 5 }),
        49_999_940,
        round.stake,
        terms,
      );
      const { contribution, won, payout } = draw;
      return {
        ...round,
        jackpot: {
          jackpotId: 'grand',
          ...terms,
          before: 49_999_940,
          contribution,
          draw: draw.draw,
          won,
          payout,
        },
      };
    }

    it('recomputes the jackpot draw in the browser and shows the win', async () => {
      serve(withJackpot());
      render(<VerifyPage search="?roundId=r-123&lang=en" />);
      await waitFor(() => expect(screen.getByTestId('verify-status').dataset.status).toBe('verified'));
      const section = screen.getByTestId('verify-jackpot');
      expect(section.dataset.status).toBe('verified');
      expect(section.textContent).toContain('The jackpot draw recomputes: it matches');
      expect(screen.getByTestId('verify-jackpot-result').dataset.won).toBe('true');
      expect(screen.getByTestId('verify-jackpot-result').textContent).toContain('Won 50,000 coins');
      expect(screen.getByTestId('verify-jackpot-draw').textContent).toContain('✓');
    });

    it('a recorded jackpot result that does not recompute makes the round a mismatch', async () => {
      const round = withJackpot();
      expect(await statusOf({ ...round, jackpot: { ...round.jackpot!, won: false, payout: 0 } })).toBe(
        'mismatch',
      );
      expect(screen.getByTestId('verify-jackpot').dataset.status).toBe('mismatch');
      cleanup();
      expect(await statusOf({ ...round, jackpot: { ...round.jackpot!, draw: 'f'.repeat(16) } })).toBe(
        'mismatch',
      );
    });

    it('waits for the seed before recomputing the jackpot draw', async () => {
      expect(await statusOf({ ...withJackpot(), serverSeed: null })).toBe('pending');
      expect(screen.getByTestId('verify-jackpot').dataset.status).toBe('pending');
    });
  });
});
