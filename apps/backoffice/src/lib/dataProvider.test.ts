import { CHANNEL_HEADER, WEB_CHANNEL_CODE, adjustmentRequestSchema } from '@casino/contract';
import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../test/fetch-mock.ts';
import { createDataProvider } from './dataProvider.ts';
import { newIdempotencyKey } from './idempotency.ts';

const PLAYER_ID = '0b7f5f0e-4a8c-4a55-9f1e-0f4f8c1d2e3a';
const PAGE = { pagination: { page: 2, perPage: 25 }, sort: { field: 'createdDate', order: 'DESC' as const } };

const message = {
  id: '7',
  channel: 'SMS',
  to: '+819012345678',
  subject: null,
  text: 'Your code: 123456',
  status: 'OUTBOX',
  createdDate: '2026-11-24T10:00:00.000Z',
};

const game = {
  id: 'WNF_NEON_KOI',
  gameCode: 'WNF_NEON_KOI',
  title: 'Neon Koi',
  gameType: 'SLOT',
  isEnabled: true,
  isDemoAvailable: true,
  tags: ['SLOT'],
  sortOrder: 200,
  gameStudioName: 'Wonder Reels',
  reading: 'ねおん こい',
};

const operator = {
  operatorId: '5a0c3c1e-7a1d-4d49-8a57-0f8e4a3b2c1d',
  email: 'support@casino.test',
  role: 'support',
  mustChangePassword: true,
  disabled: false,
  createdDate: '2026-11-24T10:00:00.000Z',
  lastSignInDate: null,
};

async function rejection(promise: Promise<unknown>): Promise<HttpError> {
  const error: unknown = await promise.then(
    () => undefined,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe('dataProvider.getList', () => {
  it('asks the API with the channel header, credentials, the page and the known filters only', async () => {
    const { requests } = mockApi(() => ({
      body: { data: [message], total: 31, transports: { email: 'outbox', sms: 'outbox' } },
    }));
    const result = await createDataProvider().getList('messages', {
      ...PAGE,
      filter: { to: ' +8190 ', channel: 'SMS', status: 'SENT', empty: '' },
    });

    const [request] = requests;
    expect(request?.method).toBe('GET');
    expect(request?.url.pathname).toBe('/api/operator/messages');
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({
      page: '2',
      perPage: '25',
      sort: 'createdDate',
      order: 'DESC',
      to: '+8190',
      channel: 'SMS',
    });
    expect(request?.headers.get(CHANNEL_HEADER)).toBe(WEB_CHANNEL_CODE);
    expect(request?.credentials).toBe('include');
    expect(result).toEqual({
      data: [message],
      total: 31,
      meta: { transports: { email: 'outbox', sms: 'outbox' } },
    });
  });

  it("drops react-admin's default `id` sort and empty search boxes", async () => {
    const { requests } = mockApi(() => ({ body: { data: [], total: 0 } }));
    await createDataProvider().getList('players', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: { q: '   ' },
    });
    expect(Object.fromEntries(requests[0]?.url.searchParams ?? [])).toEqual({
      page: '1',
      perPage: '10',
      order: 'ASC',
    });
  });

  it('sends only the date range for the daily report (the route answers every day at once)', async () => {
    const { requests } = mockApi(() => ({ body: { data: [], total: 0 } }));
    await createDataProvider().getList('reports', {
      ...PAGE,
      filter: { from: '2026-11-01', to: '2026-11-24' },
    });
    expect(requests[0]?.url.pathname).toBe('/api/operator/reports/daily');
    expect(Object.fromEntries(requests[0]?.url.searchParams ?? [])).toEqual({
      from: '2026-11-01',
      to: '2026-11-24',
    });
  });

  it('refuses an answer that does not match the contract as a technical error', async () => {
    mockApi(() => ({ body: { data: [{ id: 1 }], total: 'many' } }));
    const error = await rejection(createDataProvider().getList('audit', PAGE));
    expect(error.message).toBe('errors.TECHNICAL_ERROR');
    expect(error.body).toEqual({ code: 'TECHNICAL_ERROR' });
  });

  it('turns a refusal into an HttpError with the translated key and the code', async () => {
    mockApi(() => ({ status: 403, body: apiError('FORBIDDEN') }));
    const error = await rejection(createDataProvider().getList('players', PAGE));
    expect(error.status).toBe(403);
    expect(error.message).toBe('errors.FORBIDDEN');
    expect(error.body).toEqual({ code: 'FORBIDDEN' });
  });

  it('maps a code outside the catalogue to TECHNICAL_ERROR', async () => {
    mockApi(() => ({ status: 500, body: apiError('SOMETHING_NEW') }));
    const error = await rejection(createDataProvider().getList('games', PAGE));
    expect(error.status).toBe(500);
    expect(error.message).toBe('errors.TECHNICAL_ERROR');
  });

  it('refuses a resource the API does not have without calling it', async () => {
    const { requests } = mockApi();
    const error = await rejection(createDataProvider().getList('wallets', PAGE));
    expect(error.body).toEqual({ code: 'NOT_FOUND' });
    expect(requests).toHaveLength(0);
  });
});

describe('dataProvider, players', () => {
  it("reads a player's ledger, rounds and sessions under the player's path", async () => {
    const { requests } = mockApi(() => ({ body: { data: [], total: 0 } }));
    const provider = createDataProvider();
    for (const resource of ['ledger', 'rounds', 'sessions']) {
      await provider.getManyReference(resource, { ...PAGE, target: 'accountId', id: PLAYER_ID, filter: {} });
    }
    expect(requests.map((r) => r.url.pathname)).toEqual([
      `/api/operator/players/${PLAYER_ID}/ledger`,
      `/api/operator/players/${PLAYER_ID}/rounds`,
      `/api/operator/players/${PLAYER_ID}/sessions`,
    ]);
    expect(requests[0]?.url.searchParams.get('page')).toBe('2');
  });

  it('posts an adjustment with its idempotency key and answers the movement', async () => {
    const { requests } = mockApi(() => ({
      body: { transactionId: '41', amount: -500, newBalance: 9500, replayed: false },
    }));
    const idempotencyKey = newIdempotencyKey();
    const result = await createDataProvider().adjustBalance(PLAYER_ID, {
      amount: -500,
      reason: 'Goodwill correction',
      idempotencyKey,
    });
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url.pathname).toBe(`/api/operator/players/${PLAYER_ID}/adjustments`);
    expect(requests[0]?.body).toEqual({ amount: -500, reason: 'Goodwill correction', idempotencyKey });
    expect(result.newBalance).toBe(9500);
  });

  it('keeps INSUFFICIENT_FUNDS as the code of a refused debit', async () => {
    mockApi(() => ({ status: 409, body: apiError('INSUFFICIENT_FUNDS') }));
    const error = await rejection(
      createDataProvider().adjustBalance(PLAYER_ID, {
        amount: -1_000_000,
        reason: 'Too much',
        idempotencyKey: newIdempotencyKey(),
      }),
    );
    expect(error.body).toEqual({ code: 'INSUFFICIENT_FUNDS' });
    expect(error.message).toBe('errors.INSUFFICIENT_FUNDS');
  });

  it('revokes one session by its id, or all of them with an empty body', async () => {
    const { requests } = mockApi(() => ({ body: { revoked: 1 } }));
    const provider = createDataProvider();
    await provider.revokeSessions(PLAYER_ID, 'a'.repeat(64));
    await provider.revokeSessions(PLAYER_ID);
    expect(requests.map((r) => r.body)).toEqual([{ sessionId: 'a'.repeat(64) }, {}]);
    expect(requests[0]?.url.pathname).toBe(`/api/operator/players/${PLAYER_ID}/sessions/revoke`);
  });

  it('marks a tester and unlocks (a 204 answer)', async () => {
    const { requests } = mockApi((request) =>
      request.url.pathname.endsWith('/unlock') ? { status: 204 } : { body: { isTester: true } },
    );
    const provider = createDataProvider();
    await expect(provider.setTester(PLAYER_ID, true)).resolves.toEqual({ isTester: true });
    await expect(provider.unlockPlayer(PLAYER_ID)).resolves.toBeUndefined();
    expect(requests.map((r) => [r.method, r.url.pathname, r.body])).toEqual([
      ['POST', `/api/operator/players/${PLAYER_ID}/tester`, { tester: true }],
      ['POST', `/api/operator/players/${PLAYER_ID}/unlock`, undefined],
    ]);
  });
});

describe('dataProvider, games, flags and operators', () => {
  it('patches a game with the changed fields only', async () => {
    const { requests } = mockApi(() => ({ body: { ...game, isEnabled: false } }));
    const result = await createDataProvider().update('games', {
      id: game.id,
      data: { isEnabled: false },
      previousData: game,
    });
    expect(requests[0]?.method).toBe('PATCH');
    expect(requests[0]?.url.pathname).toBe('/api/operator/games/WNF_NEON_KOI');
    expect(requests[0]?.body).toEqual({ isEnabled: false });
    expect(result.data).toMatchObject({ id: game.id, isEnabled: false });
  });

  it('reads and switches the channel flags', async () => {
    const { requests } = mockApi((request) => ({
      body:
        request.method === 'PATCH'
          ? { maintenence: true, captcha: true }
          : { maintenence: false, captcha: true },
    }));
    const provider = createDataProvider();
    await expect(provider.getFlags()).resolves.toEqual({ maintenence: false, captcha: true });
    await expect(provider.updateFlags({ maintenence: true })).resolves.toEqual({
      maintenence: true,
      captcha: true,
    });
    expect(requests[1]?.body).toEqual({ maintenence: true });
  });

  it('creates an operator and gives react-admin its id', async () => {
    const { requests } = mockApi(() => ({ status: 201, body: operator }));
    const result = await createDataProvider().create('operators', {
      data: { email: operator.email, role: 'support', password: 'twelve-chars-at-least' },
    });
    expect(requests[0]?.body).toEqual({
      email: operator.email,
      role: 'support',
      password: 'twelve-chars-at-least',
    });
    expect(result.data).toMatchObject({ id: operator.operatorId, email: operator.email });
  });

  it('sends a segment message with the console inputs as the API segment ("" is any)', async () => {
    const created = {
      id: '3f0e2a8c-1b7d-4c3e-9a5f-2d1c0b9a8e7f',
      kind: 'OPERATOR',
      audience: 'SEGMENT',
      accountId: null,
      segment: { language: 'en', activeWithinDays: 7, phoneVerified: false },
      titleJa: 'お知らせ',
      titleEn: null,
      bodyJa: '本文',
      bodyEn: null,
      bodyFormat: 'TEXT',
      reward: null,
      sendAt: '2026-11-29T10:00:00.000Z',
      expiresAt: null,
      state: 'SENT',
      sentAt: '2026-11-29T10:00:00.000Z',
      createdBy: 'boss@casino.test',
      createdDate: '2026-11-29T10:00:00.000Z',
      recipients: 3,
      readCount: 0,
      claimedCount: 0,
    };
    const { requests } = mockApi(() => ({ status: 201, body: created }));
    const result = await createDataProvider().create('inbox-messages', {
      data: {
        audience: 'SEGMENT',
        accountId: 'left over from the player choice',
        segment: { language: 'en', activeWithinDays: 7, phoneVerified: 'unverified' },
        titleJa: 'お知らせ',
        bodyJa: '本文',
        bodyFormat: 'TEXT',
      },
    });
    expect(requests[0]?.body).toMatchObject({
      audience: 'SEGMENT',
      accountId: null,
      segment: { language: 'en', activeWithinDays: 7, phoneVerified: false },
    });
    expect(result.data).toMatchObject({ id: created.id, recipients: 3 });

    const any = mockApi(() => ({ status: 201, body: created }));
    await createDataProvider().create('inbox-messages', {
      data: {
        audience: 'SEGMENT',
        segment: { language: '', activeWithinDays: 3 },
        titleJa: 'x',
        bodyJa: 'y',
      },
    });
    expect(any.requests[0]?.body).toMatchObject({
      segment: { language: null, activeWithinDays: 3, phoneVerified: null },
    });
  });

  it('changes a role and disables an operator', async () => {
    const { requests } = mockApi(() => ({ body: { ...operator, role: 'finance', disabled: true } }));
    const result = await createDataProvider().update('operators', {
      id: operator.operatorId,
      data: { role: 'finance', disabled: true },
      previousData: { ...operator, id: operator.operatorId },
    });
    expect(requests[0]?.url.pathname).toBe(`/api/operator/operators/${operator.operatorId}`);
    expect(requests[0]?.body).toEqual({ role: 'finance', disabled: true });
    expect(result.data).toMatchObject({ id: operator.operatorId, role: 'finance', disabled: true });
  });
});

describe('newIdempotencyKey', () => {
  it('is accepted by the contract and differs on each form opening', () => {
    const first = newIdempotencyKey();
    const second = newIdempotencyKey();
    expect(first).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(first).not.toBe(second);
    expect(
      adjustmentRequestSchema.safeParse({ amount: 1, reason: 'Test', idempotencyKey: first }).success,
    ).toBe(true);
  });
});
