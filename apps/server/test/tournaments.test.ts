import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  LOBBY_FRAME_PATH,
  LOBBY_LAUNCHER_PATH,
  PLAYER_TOKEN_HEADER,
  leaderboardResponseSchema,
  operatorTournamentSchema,
  tournamentListResponseSchema,
  type TournamentInput,
} from '@casino/contract';
import { jstDay } from '../src/modules/tournaments/tournaments.service.ts';
import { studioEngineFor, type RoundEngine } from '../src/modules/studio/engine.ts';
import { AUTH_ENV, Browser, ERROR, signedUp } from './auth-helpers.ts';
import { manualClock, setupTestApp, tempDir } from './helper.ts';
import { newOperator, operatorSignin } from './operator-helpers.ts';

/** Tournaments (issue 14): operator CRUD, scoring from real rounds, leaderboard, settlement, lobby files. */

const ADMIN_EMAIL = 'boss@casino.test';
const ADMIN_PASSWORD = 'first-admin-password';
const HOUR = 3_600_000;
const clock = manualClock(new Date('2030-01-01T00:00:00Z'));

/** Studio rounds whose win the test chooses (the real engine decides the rest of the outcome). */
let nextWin = 0;
function fixedWinEngine(gameCode: string): RoundEngine | undefined {
  const real = studioEngineFor(gameCode);
  if (!real) return undefined;
  return {
    ...real,
    decide(fair, bet) {
      const outcome = real.decide(fair, bet);
      return { ...outcome, win: nextWin, totalWin: nextWin, children: [] } as typeof outcome;
    },
  };
}

const launcherDir = tempDir('casino-lobby-');
writeFileSync(path.join(launcherDir, 'launcher.js'), 'window.CasinoLobby={};');

const ctx = setupTestApp({
  env: {
    ...AUTH_ENV,
    OPERATOR_EMAIL: ADMIN_EMAIL,
    OPERATOR_PASSWORD: ADMIN_PASSWORD,
    WALLET_SIGNUP_BONUS: '100000',
    LOBBY_DIST_DIR: launcherDir,
    LOBBY_URL_ORIGINS: 'https://partner.example',
  },
  clock,
  engineFor: fixedWinEngine,
});

async function admin() {
  await ctx.app.operators.ensureFirstOperator();
  return operatorSignin(ctx.app, ADMIN_EMAIL, ADMIN_PASSWORD);
}

let refCounter = 0;
function input(overrides: Partial<TournamentInput> = {}): TournamentInput {
  const start = new Date(clock.now().getTime() + HOUR);
  return {
    tournamentRef: `test-${++refCounter}-${Date.now().toString(36)}`,
    startDateUtc: start.toISOString(),
    endDateUtc: new Date(start.getTime() + 2 * HOUR).toISOString(),
    games: ['WNF_AZTEC_X'],
    translations: [
      {
        languageCode: 'ja',
        languageDisplayName: '日本語',
        title: 'テスト大会',
        description: '説明',
        termsAndConditions: '規約',
      },
      {
        languageCode: 'en',
        languageDisplayName: 'English',
        title: 'Test cup',
        description: 'About',
        termsAndConditions: 'Terms',
      },
    ],
    rules: { scoringRule: 'COINS_WON', coinsPerPoint: 100, minBet: 200 },
    prizes: [
      { fromRank: 1, toRank: 1, amount: 5000 },
      { fromRank: 2, toRank: 3, amount: 2000 },
    ],
    recurrence: 'NONE',
    ...overrides,
  };
}

async function openSession(browser: Browser) {
  const launch = await browser.get('/launchgame?gameCode=WNF_AZTEC_X&lobbyUrl=%2Ftournaments&language=en');
  expect(launch.statusCode).toBe(200);
  const token = new URL(launch.json().url as string, 'http://x').searchParams.get('launch');
  const session = await browser.post('/studio/session', { launchToken: token });
  expect(session.statusCode).toBe(200);
  return session.json().gameSessionId as string;
}

let roundCounter = 0;
async function play(browser: Browser, gameSessionId: string, bet: number, win: number) {
  nextWin = win;
  const res = await browser.post('/studio/round', {
    gameSessionId,
    bet,
    roundKey: `round-key-${++roundCounter}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function leaderboard(ref: string, token?: string) {
  const res = await ctx.app.inject({
    url: `/api/tournaments/${ref}/leaderboard?limit=10&around=1`,
    headers: { channel: 'WEB', ...(token ? { [PLAYER_TOKEN_HEADER]: token } : {}) },
  });
  expect(res.statusCode).toBe(200);
  return leaderboardResponseSchema.parse(res.json());
}

async function prizeRows(accountId: string) {
  return ctx.db
    .selectFrom('wallet_transactions')
    .select(['transaction_type', 'amount', 'idempotency_key'])
    .where('account_id', '=', accountId)
    .where('transaction_type', '=', 'TOURNAMENT_PRIZE')
    .execute();
}

describe('a tournament from creation to prizes', () => {
  it('scores real rounds by the rule, ranks ties by who got there first, and pays each prize once', async () => {
    const operator = await admin();
    const created = await operator.post('/operator/tournaments', input());
    expect(created.statusCode).toBe(201);
    const tournament = operatorTournamentSchema.parse(created.json());
    const ref = tournament.meta.tournamentRef;
    expect(tournament.meta.tournamentStatus).toBe('SCHEDULED');

    const a = await signedUp(ctx.app);
    const b = await signedUp(ctx.app);
    const sessionA = await openSession(a.browser);
    const sessionB = await openSession(b.browser);

    await play(a.browser, sessionA, 100, 5000); // before the start: not counted
    expect((await leaderboard(ref)).totalPlayers).toBe(0);

    clock.advance(HOUR);
    const list = tournamentListResponseSchema.parse((await a.browser.get('/tournaments')).json());
    expect(list.tournaments.find((t) => t.meta.tournamentRef === ref)?.meta.tournamentStatus).toBe('RUNNING');
    // Running: the rules are fixed (a new sign-in: the operator session idles out within the hour).
    const edit = await (
      await admin()
    ).call('PUT', `/operator/tournaments/${tournament.id}`, input({ tournamentRef: ref }));
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toEqual(ERROR('TOURNAMENT_NOT_EDITABLE'));

    await play(a.browser, sessionA, 200, 550); // 5 points
    clock.advance(1000);
    await play(b.browser, sessionB, 200, 1290); // 12 points
    clock.advance(1000);
    await play(a.browser, sessionA, 200, 799); // 7 points: A has 12 too, reached later
    await play(a.browser, sessionA, 100, 5000); // under the minimum bet: not counted

    const token = (await a.browser.get('/auth/get-player-token')).json().authToken as string;
    const board = await leaderboard(ref, token);
    expect(board.top.map((e) => [e.rank, e.displayName, e.score, e.isMe])).toEqual([
      [1, b.body.displayName, 12, false],
      [2, a.body.displayName, 12, true],
    ]);
    expect(board.me).toEqual({ rank: 2, score: 12 });
    expect(board.around.map((e) => e.rank)).toEqual([1, 2]);
    // A bad token is no token.
    expect((await leaderboard(ref, `${token}x`)).me).toBeNull();

    clock.advance(2 * HOUR);
    await play(b.browser, sessionB, 100, 90_000); // after the end: not counted
    await ctx.app.jobs.runOnce();
    await ctx.app.jobs.runOnce(); // a second run pays nobody again

    const settled = (await a.browser.get(`/tournaments/${ref}`)).json();
    expect(settled.meta.tournamentStatus).toBe('COMPLETED');
    expect(settled.winners).toEqual([
      { rank: 1, displayName: b.body.displayName, score: 12, prize: 5000 },
      { rank: 2, displayName: a.body.displayName, score: 12, prize: 2000 },
    ]);
    expect(await prizeRows(b.accountId)).toEqual([
      {
        transaction_type: 'TOURNAMENT_PRIZE',
        amount: expect.anything(),
        idempotency_key: `tournament_prize:tournament:${tournament.id}:rank:1`,
      },
    ]);
    expect((await prizeRows(a.accountId)).map((r) => Number(r.amount))).toEqual([2000]);
    // The prize is told in the inbox, once (two job runs), in the player's language (issue 29).
    const told = (await a.browser.get('/inbox/messages?languageCode=ja')).json().messages;
    expect(told.filter((m: { kind: string }) => m.kind === 'TOURNAMENT_RESULT')).toEqual([
      expect.objectContaining({ title: 'トーナメント結果：2位入賞', reward: null }),
    ]);
    expect(told[0].body).toContain('2,000 コイン');
    const history = (await a.browser.get('/get-bet-history?page=1')).json();
    expect(history.records[0]).toMatchObject({ transactionType: 'TOURNAMENT_PRIZE', amount: 2000 });
    // Settled: it cannot be cancelled.
    expect((await (await admin()).post(`/operator/tournaments/${tournament.id}/cancel`)).statusCode).toBe(
      409,
    );
  });
});

describe('the back office', () => {
  it('lists, edits before the start, cancels; a cancelled tournament is hidden and pays nothing', async () => {
    const operator = await admin();
    const created = operatorTournamentSchema.parse(
      (await operator.post('/operator/tournaments', input())).json(),
    );
    const renamed = input({
      tournamentRef: created.meta.tournamentRef,
      rules: { scoringRule: 'ROUNDS_PLAYED', coinsPerPoint: 1, minBet: 0 },
    });
    const edited = await operator.call('PUT', `/operator/tournaments/${created.id}`, renamed);
    expect(edited.statusCode).toBe(200);
    expect(edited.json().rules.scoringRule).toBe('ROUNDS_PLAYED');
    const dup = await operator.post(
      '/operator/tournaments',
      input({ tournamentRef: created.meta.tournamentRef }),
    );
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual(ERROR('TOURNAMENT_REF_EXISTS'));
    const scheduled = (await operator.get('/operator/tournaments?status=SCHEDULED')).json();
    expect(scheduled.data.map((t: { id: number }) => t.id)).toContain(created.id);

    const cancelled = await operator.post(`/operator/tournaments/${created.id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().meta.tournamentStatus).toBe('CANCELLED');
    const anonymous = new Browser(ctx.app);
    expect((await anonymous.get(`/tournaments/${created.meta.tournamentRef}`)).statusCode).toBe(404);
    const audit = (await operator.get('/operator/audit?action=tournament.cancelled')).json();
    expect(audit.data[0].target).toBe(`tournament:${created.id}`);
  });

  it('refuses bad input with the catalogue code and other roles with 403', async () => {
    const operator = await admin();
    for (const body of [
      { ...input(), endDateUtc: input().startDateUtc },
      {
        ...input(),
        prizes: [
          { fromRank: 1, toRank: 3, amount: 10 },
          { fromRank: 2, toRank: 2, amount: 5 },
        ],
      },
      { ...input(), games: [] },
      { ...input(), tournamentRef: 'Bad Ref' },
    ]) {
      const res = await operator.post('/operator/tournaments', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(ERROR('REQUEST_VALIDATION_ERROR'));
    }
    const support = await newOperator(operator, 'support');
    expect((await support.browser.get('/operator/tournaments')).statusCode).toBe(403);
    expect((await new Browser(ctx.app).get('/operator/tournaments')).statusCode).toBe(401);
  });

  it('creates the next occurrence of a daily tournament once it starts, once', async () => {
    const operator = await admin();
    const daily = input({ tournamentRef: 'daily-cup-20300101', recurrence: 'DAILY' });
    const created = operatorTournamentSchema.parse(
      (await operator.post('/operator/tournaments', daily)).json(),
    );
    clock.advance(HOUR + 1);
    await ctx.app.jobs.runOnce();
    await ctx.app.jobs.runOnce();
    const rows = await ctx.db
      .selectFrom('tournaments')
      .select(['tournament_ref', 'start_at'])
      .where('series_ref', '=', 'daily-cup')
      .orderBy('start_at')
      .execute();
    expect(rows.map((r) => r.tournament_ref)).toEqual([
      'daily-cup-20300101',
      `daily-cup-${jstDay(new Date(Date.parse(created.meta.startDateUtc) + 24 * HOUR))}`,
    ]);
    expect(rows[1]!.start_at.getTime() - rows[0]!.start_at.getTime()).toBe(24 * HOUR);
  });
});

describe('the lobby launcher and frame', () => {
  it('serves the launcher to any site and the frame only to our pages and LOBBY_URL_ORIGINS', async () => {
    const script = await ctx.app.inject({ url: LOBBY_LAUNCHER_PATH });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
    expect(script.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const frame = await ctx.app.inject({ url: `${LOBBY_FRAME_PATH}?lang=en` });
    expect(frame.statusCode).toBe(200);
    expect(frame.headers['x-frame-options']).toBeUndefined();
    const csp = String(frame.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'self' http://localhost:3000 https://partner.example");
    expect(csp).toContain("connect-src 'self'");
    expect(frame.body).toContain(`<script src="${LOBBY_LAUNCHER_PATH}" data-lobby-frame></script>`);
    // Other pages keep their own policy.
    const other = await ctx.app.inject({ url: '/api/health', headers: { channel: 'WEB' } });
    expect(other.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});
