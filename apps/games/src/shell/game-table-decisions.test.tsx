import { useEffect } from 'react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StudioRoundResponse, StudioSessionResponse } from '@casino/contract';
import type * as Registry from '../engines/registry.ts';
import type { GameEngine, GameViewProps } from '../engines/types.ts';
import { sessionFor } from '../test/engine-harness.tsx';
import { GameTable } from './game-table.tsx';

/**
 * The shell's side of the player-decision protocol (contract decisions.ts): a round answered with
 * `pending` puts the table in phase 'deciding' (Play waits, the view gets `decision` and `decide`);
 * the view's pick is posted to /studio/round/decide and the settled round is drawn as any other.
 */
function PickView({ phase, round, decision, decide, onPresented, revealing }: GameViewProps) {
  useEffect(() => {
    if (phase === 'settled' && revealing) onPresented?.();
  }, [phase, revealing, onPresented]);
  return (
    <div data-testid="pick-view" data-phase={phase} data-round={round?.roundId ?? ''}>
      {decision
        ? Array.from({ length: decision.options }, (_, i) => (
            <button key={i} type="button" data-testid="pick" onClick={() => void decide?.(i)}>
              {i}
            </button>
          ))
        : null}
    </div>
  );
}

const pickEngine: GameEngine = {
  family: 'slot',
  minRoundMs: 0,
  View: PickView,
  Rules: () => null,
};

vi.mock('../engines/registry.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof Registry>()),
  engineFor: () => pickEngine,
}));

const CODE = 'WNF_AZTEC_X';

function round(overrides: Partial<StudioRoundResponse>): StudioRoundResponse {
  return {
    roundId: 'r-1',
    bet: 1,
    win: 0,
    balance: 9_999,
    outcome: {
      engine: 'slot',
      step: 'base',
      stake: 1,
      win: 0,
      totalWin: 0,
      multiplier: 0,
      details: {},
      children: [],
    },
    fairness: { serverSeedHash: 'hash', clientSeed: 'seed', nonce: 0 },
    ...overrides,
  };
}

const pending = (index: number, options: number) =>
  round({
    pending: { kind: 'pick', step: 'pick-bonus', options, index, expiresAt: '2030-01-01T00:01:00.000Z' },
    choices: Array<number>(index).fill(1),
  });

/** A server: /studio/round answers `first`; each decide takes the next of `decisions` (a Response or a round). */
function serve(
  first: StudioRoundResponse,
  decisions: (StudioRoundResponse | Response)[],
  seen: Record<string, unknown>[] = [],
) {
  const decides: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
      const json = (value: unknown, status = 200) =>
        new Response(JSON.stringify(value), { status, headers: { 'Content-Type': 'application/json' } });
      if (String(input) === '/api/studio/round') return json(first);
      if (String(input) === '/api/studio/round/decide') {
        decides.push(body);
        const next = decisions.shift();
        return next instanceof Response ? next : json(next);
      }
      // The round read as it stands once the countdown ran out (GET state): the next answer too.
      if (String(input).startsWith('/api/studio/round/state?')) {
        decides.push({ state: String(input) });
        const next = decisions.shift();
        return next instanceof Response ? next : json(next);
      }
      if (String(input) === '/api/studio/round/seen') {
        seen.push(body);
        return json({ seen: 1 });
      }
      return json({});
    }),
  );
  return decides;
}

const session = (extra: Partial<StudioSessionResponse> = {}) => ({ ...sessionFor(CODE, 'slot'), ...extra });
const playButton = () => screen.getByTestId('game-play') as HTMLButtonElement;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the shell with a round that waits for picks', () => {
  it('offers the pick, holds Play, posts each pick with its index and draws the settled round', async () => {
    const settled = round({ win: 5, balance: 10_004, choices: [1, 2] });
    const decides = serve(pending(0, 4), [
      pending(1, 3),
      new Response(JSON.stringify({ error: { code: 'ROUND_CHOICE_INVALID' } }), { status: 400 }),
      settled,
    ]);
    render(<GameTable session={session()} />);
    await waitFor(() => expect(playButton().disabled).toBe(false));
    fireEvent.click(playButton());
    await waitFor(() => expect(screen.getAllByTestId('pick')).toHaveLength(4));
    expect(screen.getByTestId('game-root').dataset.roundState).toBe('deciding');
    expect(playButton().disabled).toBe(true);
    expect(screen.getByTestId('game-result').textContent).toContain('ひとつ選んで！');
    // The bet is taken: the balance shows the pending round's.
    expect(screen.getByTestId('pick-view').dataset.phase).toBe('deciding');

    fireEvent.click(screen.getAllByTestId('pick')[1]!);
    await waitFor(() => expect(screen.getAllByTestId('pick')).toHaveLength(3));
    expect(decides[0]).toEqual({ gameSessionId: 'gs_0123456789abcdef', roundId: 'r-1', index: 0, choice: 1 });

    // A refused pick shows the catalogue's text and keeps the pick open.
    fireEvent.click(screen.getAllByTestId('pick')[2]!);
    await waitFor(() => expect(screen.getByTestId('game-error').dataset.code).toBe('ROUND_CHOICE_INVALID'));
    expect(screen.getAllByTestId('pick')).toHaveLength(3);

    fireEvent.click(screen.getAllByTestId('pick')[2]!);
    await waitFor(() => expect(screen.getByTestId('game-result').dataset.win).toBe('5'));
    expect(decides.slice(1)).toEqual([
      { gameSessionId: 'gs_0123456789abcdef', roundId: 'r-1', index: 1, choice: 2 },
      { gameSessionId: 'gs_0123456789abcdef', roundId: 'r-1', index: 1, choice: 2 },
    ]);
    expect(screen.queryByTestId('pick')).toBeNull();
    expect(playButton().disabled).toBe(false);
    expect(screen.queryByTestId('game-error')).toBeNull();
  });

  it('resumes a pick the reopened session still has open, and tells a pick made for the player', async () => {
    serve(round({}), [round({ win: 2, balance: 10_001, choices: [0], autoPickedFrom: 0 })]);
    render(<GameTable session={session({ pendingRound: pending(0, 4) })} />);
    expect(screen.getByTestId('game-root').dataset.roundState).toBe('deciding');
    expect(playButton().disabled).toBe(true);
    fireEvent.click(screen.getAllByTestId('pick')[3]!);
    await waitFor(() => expect(screen.getByTestId('game-result').dataset.win).toBe('2'));
    expect(screen.getByTestId('game-announcer').textContent).toContain('時間切れのため');
  });

  it('states the deadline, and once it has run out draws the round as the server picked it, reported seen', async () => {
    const seen: Record<string, unknown>[] = [];
    const open = pending(0, 4);
    const decides = serve(
      round({}),
      [round({ win: 2, balance: 10_001, choices: [0], autoPickedFrom: 0 })],
      seen,
    );
    render(
      <GameTable
        session={session({ pendingRound: { ...open, pending: { ...open.pending!, timeLeftMs: 0 } } })}
      />,
    );
    expect(screen.getByTestId('decision-countdown').dataset.seconds).toBe('0');
    await waitFor(() => expect(screen.getByTestId('game-result').dataset.win).toBe('2'));
    expect(decides).toEqual([
      { state: '/api/studio/round/state?gameSessionId=gs_0123456789abcdef&roundId=r-1' },
    ]);
    expect(screen.queryByTestId('decision-countdown')).toBeNull();
    expect(screen.getByTestId('game-announcer').textContent).toContain('時間切れのため');
    await waitFor(() => expect(seen).toEqual([{ gameSessionId: 'gs_0123456789abcdef', roundIds: ['r-1'] }]));
  });

  it('tells rounds decided while the player was away, with the pick and the pay, and reports them seen on OK', async () => {
    const seen: Record<string, unknown>[] = [];
    serve(round({}), [], seen);
    const decided = round({
      roundId: 'r-9',
      win: 16,
      choices: [0],
      autoPickedFrom: 0,
      outcome: {
        ...round({}).outcome,
        children: [{ details: { name: 'cash-hunt', value: 15, trace: { hidden: [15, 2, 7], picked: 0 } } }],
      },
    });
    render(<GameTable session={session({ decidedForYou: [decided] })} />);
    const notice = screen.getByTestId('decided-notice');
    expect(screen.getByTestId('decided-pick').textContent).toBe('自動で選びました：×15');
    expect(screen.getByTestId('decided-paid').textContent).toBe('獲得 16');
    fireEvent.click(notice.querySelector('.dialog-actions button')!);
    expect(screen.queryByTestId('decided-notice')).toBeNull();
    await waitFor(() => expect(seen).toEqual([{ gameSessionId: 'gs_0123456789abcdef', roundIds: ['r-9'] }]));
  });
});
