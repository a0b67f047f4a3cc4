import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WALLET_PATHS, walletErrorResponseSchema, walletTransactionResponseSchema } from '@casino/contract';
import { migrateToLatest } from '../src/db/migrate.ts';
import { errorHandler } from '../src/plugins/error-handler.ts';
import {
  signWalletRequest,
  walletProviderRoutes,
} from '../src/modules/wallet/game-wallet/wallet-provider.routes.ts';
import { WalletError } from '../src/modules/wallet/wallet.errors.ts';
import { createWalletService, type WalletService } from '../src/modules/wallet/wallet.service.ts';
import { DEFAULT_PROVIDER_ACCESS } from '../src/modules/wallet/game-wallet/provider-access.ts';
import { createTestDatabase, manualClock, testAccount, type TestDatabase } from './helper.ts';

/**
 * The signed seamless-wallet API, on a small Fastify instance built like the app (same zod
 * compilers, same error-handler plugin at the root, routes under /api).
 */

const SECRETS = { acme: 'a'.repeat(40), other: 'b'.repeat(40) };
const clock = manualClock(new Date('2030-01-01T00:00:00Z'));
let testDb: TestDatabase;
let wallet: WalletService;
let app: ReturnType<typeof Fastify>;

beforeAll(async () => {
  testDb = await createTestDatabase();
  await migrateToLatest(testDb.db);
  wallet = createWalletService(testDb.db, {
    clock,
    signupBonus: 100,
    providerAccess: {
      ...DEFAULT_PROVIDER_ACCESS,
      providerGames: { WNF_AZTEC_X: 'acme', WNF_NEON_KOI: 'other' },
    },
  });
  const instance = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  instance.setValidatorCompiler(validatorCompiler);
  instance.setSerializerCompiler(serializerCompiler);
  await instance.register(errorHandler);
  await instance.register(walletProviderRoutes, {
    prefix: '/api',
    service: wallet,
    // Launch tokens are the app's (test/provider-session.test.ts trades real ones); here none is valid.
    sessions: {
      providerSession: async () => {
        throw new WalletError('INVALID_TOKEN');
      },
    },
    providers: SECRETS,
    clock,
  });
  // A sibling route: the raw-body JSON parser and the error format stay inside the wallet plugin.
  instance.post('/api/echo', async (request) => ({ body: request.body }));
  await instance.ready();
  app = instance as unknown as ReturnType<typeof Fastify>;
});
afterAll(async () => {
  await app?.close();
  await testDb?.destroy();
});

const nowSeconds = () => String(Math.floor(clock.now().getTime() / 1000));

function post(
  path: string,
  body: unknown,
  opts: { provider?: string; secret?: string; timestamp?: string; signature?: string; tamper?: string } = {},
) {
  const provider = opts.provider ?? 'acme';
  const secret =
    opts.secret ??
    (Object.hasOwn(SECRETS, provider) ? SECRETS[provider as keyof typeof SECRETS] : 'z'.repeat(40));
  const timestamp = opts.timestamp ?? nowSeconds();
  const raw = JSON.stringify(body);
  const signature = opts.signature ?? signWalletRequest(secret, timestamp, raw);
  return app.inject({
    method: 'POST',
    url: `/api${path}`,
    headers: {
      'content-type': 'application/json',
      'x-provider': provider,
      'x-timestamp': timestamp,
      'x-signature': signature,
    },
    payload: opts.tamper ?? raw,
  });
}

/** A player both providers launched (acme in WNF_AZTEC_X, other in WNF_NEON_KOI): their sessions are open. */
async function player(): Promise<string> {
  const id = await testAccount(testDb.db);
  await wallet.grantSignupBonus(id);
  await wallet.openProviderSession({ provider: 'acme', accountId: id, gameCode: 'WNF_AZTEC_X' });
  await wallet.openProviderSession({ provider: 'other', accountId: id, gameCode: 'WNF_NEON_KOI' });
  return id;
}

const INVALID_SIGNATURE = { error: { code: 'INVALID_SIGNATURE' } };

describe('signature', () => {
  it('accepts a well-signed request', async () => {
    const id = await player();
    const res = await post(WALLET_PATHS.providerBalance, { accountId: id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ balance: 100, currency: 'PTS' });
  });

  it('refuses a bad signature, another provider’s secret, an unknown provider, missing headers', async () => {
    const id = await player();
    const body = { accountId: id };
    for (const res of [
      await post(WALLET_PATHS.providerBalance, body, { signature: 'f'.repeat(64) }),
      await post(WALLET_PATHS.providerBalance, body, { signature: 'nothex' }),
      await post(WALLET_PATHS.providerBalance, body, { secret: SECRETS.other }),
      await post(WALLET_PATHS.providerBalance, body, { provider: 'nobody' }),
      await post(WALLET_PATHS.providerBalance, body, { provider: 'constructor' }),
      await app.inject({ method: 'POST', url: `/api${WALLET_PATHS.providerBalance}`, payload: body }),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(INVALID_SIGNATURE);
    }
  });

  it('refuses a body changed after signing', async () => {
    const id = await player();
    const res = await post(
      WALLET_PATHS.providerBet,
      { accountId: id, gameCode: 'WNF_AZTEC_X', roundId: 'r', transactionId: 't', amount: 1 },
      {
        tamper: JSON.stringify({
          accountId: id,
          gameCode: 'WNF_AZTEC_X',
          roundId: 'r',
          transactionId: 't',
          amount: 99,
        }),
      },
    );
    expect(res.statusCode).toBe(401);
    expect((await wallet.balance(id)).balance).toBe(100);
  });

  it('refuses a stale or future timestamp (±300 s) and accepts one inside the window', async () => {
    const id = await player();
    const now = Number(nowSeconds());
    for (const ts of [now - 301, now + 301, 0]) {
      const res = await post(WALLET_PATHS.providerBalance, { accountId: id }, { timestamp: String(ts) });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(INVALID_SIGNATURE);
    }
    for (const ts of [now - 300, now + 300]) {
      expect(
        (await post(WALLET_PATHS.providerBalance, { accountId: id }, { timestamp: String(ts) })).statusCode,
      ).toBe(200);
    }
  });

  it('leaves sibling routes alone', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/echo', payload: { a: 1 } });
    expect(res.json()).toEqual({ body: { a: 1 } });
  });
});

describe('bet, win, rollback over HTTP', () => {
  it('plays a round; a replayed request returns the first result', async () => {
    const id = await player();
    const bet = {
      accountId: id,
      gameCode: 'WNF_AZTEC_X',
      roundId: 'h-r1',
      transactionId: 'h-b1',
      amount: 30,
      sessionId: 'sess-1',
    };
    const first = await post(WALLET_PATHS.providerBet, bet);
    expect(first.statusCode).toBe(200);
    expect(walletTransactionResponseSchema.parse(first.json())).toMatchObject({
      transactionId: 'h-b1',
      amount: -30,
      balance: 70,
      replayed: false,
    });
    const replay = await post(WALLET_PATHS.providerBet, bet);
    expect(replay.json()).toEqual({ ...first.json(), replayed: true });
    const win = await post(WALLET_PATHS.providerWin, { ...bet, transactionId: 'h-w1', amount: 50 });
    expect(win.json()).toMatchObject({ amount: 50, balance: 120 });
    expect((await wallet.balance(id)).balance).toBe(120);
  });

  it('ids are per provider: two providers may use the same transaction id', async () => {
    const id = await player();
    const bet = {
      accountId: id,
      gameCode: 'WNF_AZTEC_X',
      roundId: 'same-r',
      transactionId: 'same-t',
      amount: 10,
    };
    expect((await post(WALLET_PATHS.providerBet, bet)).json()).toMatchObject({
      balance: 90,
      replayed: false,
    });
    const theirs = { ...bet, gameCode: 'WNF_NEON_KOI' };
    expect((await post(WALLET_PATHS.providerBet, theirs, { provider: 'other' })).json()).toMatchObject({
      balance: 80,
      replayed: false,
    });
  });

  it('answers wallet errors with their code (and the balance for INSUFFICIENT_FUNDS)', async () => {
    const id = await player();
    const bet = { accountId: id, gameCode: 'WNF_AZTEC_X', roundId: 'e-r', transactionId: 'e-b', amount: 500 };
    const poor = await post(WALLET_PATHS.providerBet, bet);
    expect(poor.statusCode).toBe(409);
    expect(walletErrorResponseSchema.parse(poor.json())).toEqual({
      error: { code: 'INSUFFICIENT_FUNDS' },
      balance: 100,
    });
    const noRound = await post(WALLET_PATHS.providerWin, { ...bet, transactionId: 'e-w', amount: 1 });
    expect(noRound.statusCode).toBe(404);
    expect(noRound.json()).toEqual({ error: { code: 'ROUND_NOT_FOUND' } });
    await post(WALLET_PATHS.providerBet, { ...bet, amount: 5 });
    const reused = await post(WALLET_PATHS.providerBet, { ...bet, amount: 6 });
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toEqual({ error: { code: 'IDEMPOTENCY_KEY_REUSED' } });
    const early = await post(WALLET_PATHS.providerRollback, {
      accountId: id,
      roundId: 'e-r2',
      transactionId: 'e-rb',
      rollbackOf: 'e-late',
    });
    expect(early.json()).toMatchObject({ amount: 0, balance: 95 });
    const late = await post(WALLET_PATHS.providerBet, {
      ...bet,
      roundId: 'e-r2',
      transactionId: 'e-late',
      amount: 5,
    });
    expect(late.json()).toEqual({ error: { code: 'TRANSACTION_ROLLED_BACK' } });
    // An account nobody launched answers like one this provider never had: no enumeration.
    const unknown = await post(WALLET_PATHS.providerBalance, { accountId: randomUUID() });
    expect(unknown.statusCode).toBe(403);
    expect(unknown.json()).toEqual({ error: { code: 'SESSION_NOT_FOUND' } });
  });

  it('refuses a well-signed but invalid body with 400 INVALID_REQUEST', async () => {
    const id = await player();
    for (const body of [
      { accountId: id, gameCode: 'WNF_AZTEC_X', roundId: 'v', transactionId: 'v', amount: -1 },
      { accountId: 'nope' },
    ]) {
      const res = await post(WALLET_PATHS.providerBet, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: { code: 'INVALID_REQUEST' } });
    }
    const res = await post(WALLET_PATHS.providerBet, null, { tamper: '{not json' });
    expect(res.statusCode).toBe(401); // the signature is checked over the exact bytes first
  });
});

describe('balance cap (issue 17, hole 4)', () => {
  it("a win near 2^53 is refused (now first by the round's win cap, issue 24) and moves nothing", async () => {
    const id = await player();
    const bet = {
      accountId: id,
      gameCode: 'WNF_AZTEC_X',
      roundId: 'cap-r',
      transactionId: 'cap-b',
      amount: 1,
    };
    expect((await post(WALLET_PATHS.providerBet, bet)).statusCode).toBe(200);
    const ledgerBefore = await testDb.db
      .selectFrom('wallet_transactions')
      .select(({ fn }) => fn.countAll().as('n'))
      .where('account_id', '=', id)
      .executeTakeFirstOrThrow();
    const res = await post(WALLET_PATHS.providerWin, {
      ...bet,
      transactionId: 'cap-w',
      amount: Number.MAX_SAFE_INTEGER,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: { code: 'WIN_LIMIT_EXCEEDED' } });
    expect((await wallet.balance(id)).balance).toBe(99);
    const ledgerAfter = await testDb.db
      .selectFrom('wallet_transactions')
      .select(({ fn }) => fn.countAll().as('n'))
      .where('account_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(ledgerAfter.n).toEqual(ledgerBefore.n);
    // The same win, smaller, still pays: the refusal consumed nothing.
    const ok = await post(WALLET_PATHS.providerWin, { ...bet, transactionId: 'cap-w2', amount: 1 });
    expect(ok.json()).toMatchObject({ balance: 100 });
  });
});
