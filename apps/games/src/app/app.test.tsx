import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StudioRoundResponse, StudioSessionResponse } from '@casino/contract';
import en from '../locales/en.json';
import ja from '../locales/ja.json';
import { App, forgetSessionsForTests } from './app.tsx';
import { testOutcome as outcome, testSession } from '../test/fixtures.ts';

const SESSION: StudioSessionResponse = testSession();

function round(over: Partial<StudioRoundResponse> = {}): StudioRoundResponse {
  return {
    roundId: 'r1',
    bet: 10,
    win: 20,
    balance: 10_010,
    outcome: outcome(10, 20),
    fairness: { serverSeedHash: 'f'.repeat(64), clientSeed: 'client', nonce: 0 },
    ...over,
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Handler = (body: Record<string, unknown>) => Response | Promise<Response>;

/** A fetch stub routing by path; each handler is called with the parsed JSON body. */
function stubApi(handlers: { session?: Handler; round?: Handler }) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    if (url === '/api/studio/session') return (handlers.session ?? (() => json(200, SESSION)))(body);
    if (url === '/api/studio/round') return (handlers.round ?? (() => json(200, round())))(body);
    return json(404, { error: { code: 'NOT_FOUND' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function roundCalls(fetchMock: ReturnType<typeof stubApi>) {
  return fetchMock.mock.calls
    .filter(([url]) => String(url) === '/api/studio/round')
    .map(([, init]) => ({
      body: JSON.parse(String(init?.body)) as { gameSessionId: string; bet: number; roundKey: string },
      headers: init?.headers as Record<string, string>,
    }));
}

/** Pretend a page of our own origin frames the game. */
function frameBySameOrigin() {
  const postMessage = vi.fn();
  Object.defineProperty(window, 'parent', {
    configurable: true,
    value: { postMessage, location: window.location },
  });
  return postMessage;
}

const realParent = window.parent;

beforeEach(() => {
  forgetSessionsForTests();
  window.history.replaceState(null, '', '/studio/play/WNF_OIRAN_DREAMS?launch=launch-token-1');
});

afterEach(() => {
  Object.defineProperty(window, 'parent', { configurable: true, value: realParent });
});

describe('game client', () => {
  it('opens the session from the launch token and shows the balance, title and mode', async () => {
    const fetchMock = stubApi({});
    render(<App />);

    const root = await screen.findByTestId('game-root');
    expect(root.dataset.gameCode).toBe('WNF_OIRAN_DREAMS');
    expect(root.dataset.mode).toBe('real');
    expect(screen.getByTestId('game-balance').dataset.balance).toBe('10000');
    expect(screen.getByTestId('game-balance').textContent).toContain('10,000');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('花魁ドリームズ');
    expect(screen.queryByTestId('game-demo')).toBeNull();

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/studio/session');
    expect(init?.method).toBe('POST');
    expect((init?.headers as Record<string, string>).channel).toBe('WEB');
    expect(JSON.parse(String(init?.body))).toEqual({ launchToken: 'launch-token-1' });
  });

  it('speaks the session language and badges demo play', async () => {
    stubApi({ session: () => json(200, { ...SESSION, language: 'en', mode: 'demo' }) });
    render(<App />);

    expect(await screen.findByTestId('game-demo')).toBeTruthy();
    expect(screen.getByTestId('game-play').textContent).toBe(en.play.label);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Oiran Dreams');
    expect(document.documentElement.lang).toBe('en');
  });

  it('plays a round: posts the bet with a round key, shows the result and tells the parent', async () => {
    const postMessage = frameBySameOrigin();
    const fetchMock = stubApi({});
    render(<App />);

    fireEvent.click(await screen.findByTestId('game-bet-plus'));
    expect(screen.getByTestId('game-bet').dataset.bet).toBe('50');
    fireEvent.click(await screen.findByTestId('game-bet-minus'));
    fireEvent.click(screen.getByTestId('game-play'));

    await waitFor(() => expect(screen.getByTestId('game-balance').dataset.balance).toBe('10010'));
    const calls = roundCalls(fetchMock);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body.gameSessionId).toBe(SESSION.gameSessionId);
    expect(calls[0]!.body.bet).toBe(10);
    expect(calls[0]!.body.roundKey.length).toBeGreaterThanOrEqual(8);
    expect(calls[0]!.headers.channel).toBe('WEB');

    // The slot view hands the win to the shell once its reels have stopped (onPresented).
    await waitFor(() => expect(screen.getByTestId('game-result').dataset.win).toBe('20'));
    expect(screen.getByTestId('game-announcer').textContent).toContain('20');
    expect(postMessage).toHaveBeenCalledWith(
      { type: 'casino:balance', balance: 10_010, mode: 'real', round: 'r1' },
      window.location.origin,
    );
    expect(screen.getByTestId('game-play')).toHaveProperty('disabled', false);
  });

  it('does not start a second round while one is in flight', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = stubApi({ round: () => new Promise<Response>((resolve) => (answer = resolve)) });
    render(<App />);

    const play = await screen.findByTestId('game-play');
    fireEvent.click(play);
    fireEvent.click(play);
    expect(play).toHaveProperty('disabled', true);
    expect(screen.getByTestId('game-bet-plus')).toHaveProperty('disabled', true);
    await waitFor(() => expect(roundCalls(fetchMock)).toHaveLength(1));

    answer(json(200, round({ win: 0, balance: 9_990, outcome: outcome(10, 0) })));
    await waitFor(() => expect(screen.getByTestId('game-balance').dataset.balance).toBe('9990'));
    expect(roundCalls(fetchMock)).toHaveLength(1);
    await waitFor(() => expect(screen.getByTestId('game-result').dataset.win).toBe('0'));
  });

  it('retries a round once with the same round key after a network error', async () => {
    let attempts = 0;
    const fetchMock = stubApi({
      round: () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch');
        return json(200, round());
      },
    });
    render(<App />);

    fireEvent.click(await screen.findByTestId('game-play'));
    await waitFor(() => expect(screen.getByTestId('game-balance').dataset.balance).toBe('10010'));
    const calls = roundCalls(fetchMock);
    expect(calls).toHaveLength(2);
    expect(calls[1]!.body.roundKey).toBe(calls[0]!.body.roundKey);
    expect(screen.queryByTestId('game-error')).toBeNull();

    // The next press is a new round with a new key (Play is back once the view has shown the result).
    await waitFor(() => expect(screen.getByTestId('game-play')).toHaveProperty('disabled', false));
    fireEvent.click(screen.getByTestId('game-play'));
    await waitFor(() => expect(roundCalls(fetchMock)).toHaveLength(3));
    expect(roundCalls(fetchMock)[2]!.body.roundKey).not.toBe(calls[0]!.body.roundKey);
  });

  it('gives up after the one retry and shows a technical error', async () => {
    const fetchMock = stubApi({
      round: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    render(<App />);

    fireEvent.click(await screen.findByTestId('game-play'));
    expect((await screen.findByTestId('game-error')).textContent).toBe(ja.errors.TECHNICAL_ERROR);
    expect(roundCalls(fetchMock)).toHaveLength(2);
    expect(screen.getByTestId('game-balance').dataset.balance).toBe('10000');
  });

  it('explains INSUFFICIENT_FUNDS and keeps the balance', async () => {
    stubApi({ round: () => json(409, { error: { code: 'INSUFFICIENT_FUNDS' } }) });
    render(<App />);

    fireEvent.click(await screen.findByTestId('game-play'));
    const error = await screen.findByTestId('game-error');
    expect(error.textContent).toBe(ja.errors.INSUFFICIENT_FUNDS);
    expect(error.getAttribute('role')).toBe('alert');
    expect(screen.getByTestId('game-balance').dataset.balance).toBe('10000');
    expect(screen.getByTestId('game-play')).toHaveProperty('disabled', false);
  });

  it('maps an unknown error code to TECHNICAL_ERROR', async () => {
    stubApi({ round: () => json(500, { error: { code: 'SOMETHING_NEW' } }) });
    render(<App />);

    fireEvent.click(await screen.findByTestId('game-play'));
    expect((await screen.findByTestId('game-error')).textContent).toBe(ja.errors.TECHNICAL_ERROR);
  });

  it('keeps the bet within the session limits', async () => {
    stubApi({});
    render(<App />);

    const minus = await screen.findByTestId('game-bet-minus');
    const plus = screen.getByTestId('game-bet-plus');
    const bet = () => Number(screen.getByTestId('game-bet').dataset.bet);

    expect(bet()).toBe(10);
    expect(minus).toHaveProperty('disabled', true);
    fireEvent.click(minus);
    expect(bet()).toBe(10);

    for (let i = 0; i < 10; i += 1) fireEvent.click(plus);
    expect(bet()).toBe(500); // 5000 lies above maxBet 1000 and is never offered
    expect(plus).toHaveProperty('disabled', true);

    const chips = screen.getAllByTestId('game-bet-chip').map((chip) => Number(chip.dataset.value));
    expect(chips).toEqual([10, 50, 100, 500]);
    fireEvent.click(screen.getAllByTestId('game-bet-chip')[2]!);
    expect(bet()).toBe(100);
  });

  it('shows a localized error with a way back when the launch token is refused', async () => {
    const postMessage = frameBySameOrigin();
    stubApi({ session: () => json(401, { error: { code: 'UNAUTHORIZED' } }) });
    render(<App />);

    const error = await screen.findByTestId('game-error');
    expect(error.textContent).toContain(ja.launch.invalid);
    fireEvent.click(screen.getByTestId('game-lobby'));
    expect(postMessage).toHaveBeenCalledWith({ type: 'casino:lobby' }, window.location.origin);
  });

  it('says the link is broken when it carries no launch token', async () => {
    window.history.replaceState(null, '', '/studio/play/WNF_OIRAN_DREAMS');
    const fetchMock = stubApi({});
    render(<App />);

    expect((await screen.findByTestId('game-error')).textContent).toContain(ja.launch.missing);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("opens the rules with the slot's paytable and closes them with Escape", async () => {
    stubApi({});
    render(<App />);

    fireEvent.click(await screen.findByTestId('game-rules'));
    const dialog = screen.getByRole('dialog');
    // The engine's rules are their own chunk (lazyRules): they arrive a moment after the dialog opens.
    await waitFor(() => expect(dialog.textContent).toContain(ja.slot.rulesTitle));
    expect(dialog.textContent).toContain('花魁');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the sound choice (off by default) in localStorage', async () => {
    stubApi({});
    render(<App />);

    const toggle = await screen.findByTestId('game-sound');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(localStorage.getItem('casino.games.sound')).toBe('on');
  });
});
