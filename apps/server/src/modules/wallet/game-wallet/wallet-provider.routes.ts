import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyError, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  WALLET_PATHS,
  WALLET_SIGNATURE_HEADERS,
  walletBalanceRequestSchema,
  walletBalanceResponseSchema,
  walletBetRequestSchema,
  walletErrorResponseSchema,
  walletRollbackRequestSchema,
  walletTransactionResponseSchema,
  walletSessionRequestSchema,
  walletSessionResponseSchema,
  walletWinRequestSchema,
  type WalletErrorCode,
  type WalletErrorResponse,
} from '@casino/contract';
import type { Clock } from '../../../clock.ts';
import { isWalletError, WalletError } from '../wallet.errors.ts';
import type { WalletService } from '../wallet.service.ts';
import type { LaunchService } from '../../launch/launch.service.ts';

export interface WalletProviderRoutesOptions {
  /** The provider-facing wallet: each call checked against the provider's sessions, games and caps. */
  service: Pick<WalletService, 'providerBalance' | 'providerBet' | 'providerWin' | 'providerRollback'>;
  /** Trades a launch token for the player (the launch service, which signs and reads those tokens). */
  sessions: Pick<LaunchService, 'providerSession'>;
  /** Provider code → shared secret (at least 32 characters). */
  providers: Readonly<Record<string, string>>;
  clock: Clock;
  /** How far X-Timestamp may be from our clock, in seconds. Default 300. */
  toleranceSeconds?: number;
}

/** `hex(HMAC-SHA256(secret, "<timestamp>.<raw body>"))`: what a provider puts in X-Signature. */
export function signWalletRequest(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

const HEX_SHA256 = /^[0-9a-f]{64}$/;
const UNIX_SECONDS = /^\d{1,12}$/;
/** Compared against when the provider is unknown, so that case takes the same time as a bad signature. */
const NO_SECRET = 'x'.repeat(64);

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

function statusOf(error: unknown): number | undefined {
  const status = (error as Partial<FastifyError> | null)?.statusCode;
  return typeof status === 'number' ? status : undefined;
}

/** Every status a provider call may answer besides 200 (403: issue 24, hole 4). */
const errors = {
  400: walletErrorResponseSchema,
  401: walletErrorResponseSchema,
  403: walletErrorResponseSchema,
  404: walletErrorResponseSchema,
  409: walletErrorResponseSchema,
  500: walletErrorResponseSchema,
};

/**
 * The seamless-wallet API for outside game providers (docs/wallet.md): session (launch token →
 * player), balance, bet, win and rollback, each a POST with a JSON body signed by the provider. Register it OUTSIDE the CHANNEL
 * guard (providers are servers, not the site), under the API base path.
 *
 * Every request carries X-Provider, X-Timestamp (unix seconds) and X-Signature; a request whose
 * signature does not verify with that provider's secret, or whose timestamp is more than
 * `toleranceSeconds` away, is refused with 401 before its body is looked at. Replays inside the
 * window are harmless: every movement is idempotent by the provider's transaction id.
 */
export const walletProviderRoutes: FastifyPluginAsyncZod<WalletProviderRoutesOptions> = async (
  app,
  options,
) => {
  const { service, sessions, providers, clock } = options;
  const tolerance = options.toleranceSeconds ?? 300;
  for (const [code, secret] of Object.entries(providers)) {
    if (!/^[A-Za-z0-9._-]{1,64}$/.test(code)) throw new Error(`wallet provider code ${code} is not valid`);
    if (secret.length < 32)
      throw new Error(`wallet provider ${code}: the secret must have at least 32 characters`);
  }

  /** The provider whose signature verified, per request. */
  const providerOf = new WeakMap<FastifyRequest, string>();

  /** Checks X-Provider / X-Timestamp / X-Signature against the exact bytes of the body. */
  function verify(request: FastifyRequest, rawBody: string): void {
    const provider = header(request, WALLET_SIGNATURE_HEADERS.provider) ?? '';
    const timestamp = header(request, WALLET_SIGNATURE_HEADERS.timestamp) ?? '';
    const signature = (header(request, WALLET_SIGNATURE_HEADERS.signature) ?? '').toLowerCase();
    const known = Object.hasOwn(providers, provider);
    const secret = known ? (providers[provider] as string) : NO_SECRET;
    const wellFormed = HEX_SHA256.test(signature);
    const expected = Buffer.from(signWalletRequest(secret, timestamp, rawBody), 'hex');
    const given = Buffer.from(wellFormed ? signature : '0'.repeat(64), 'hex');
    const signatureOk = timingSafeEqual(expected, given) && wellFormed;
    const fresh =
      UNIX_SECONDS.test(timestamp) && Math.abs(clock.now().getTime() / 1000 - Number(timestamp)) <= tolerance;
    if (!known || !signatureOk || !fresh) throw new WalletError('INVALID_SIGNATURE');
    providerOf.set(request, provider);
  }

  // The signature covers the exact bytes sent: verify them before parsing anything.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    try {
      verify(request, body as string);
    } catch (error) {
      done(error as Error, undefined);
      return;
    }
    void parseJson(request, body as string, done); // typed callback-or-promise; this one calls done
  });

  // Requests without a JSON body (another content type is refused with 415 before this).
  app.addHook('preValidation', async (request) => {
    if (!providerOf.has(request)) verify(request, '');
  });

  app.setErrorHandler((error: unknown, request, reply) => {
    let status: number;
    let code: WalletErrorCode;
    let balance: number | undefined;
    if (isWalletError(error)) {
      status = error.statusCode;
      code = error.walletCode;
      balance = error.balance;
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      status = 400;
      code = 'INVALID_REQUEST';
    } else {
      const s = statusOf(error);
      status = s !== undefined && s >= 400 && s < 500 ? s : 500;
      code = status === 500 ? 'TECHNICAL_ERROR' : 'INVALID_REQUEST';
    }
    if (status >= 500) request.log.error({ err: error }, 'wallet provider request failed');
    else request.log.info({ statusCode: status, walletCode: code }, 'wallet provider request rejected');
    const body: WalletErrorResponse = { error: { code }, ...(balance !== undefined ? { balance } : {}) };
    return reply.code(status).type('application/json; charset=utf-8').send(body);
  });

  const provider = (request: FastifyRequest) => providerOf.get(request) as string;

  app.post(
    WALLET_PATHS.providerSession,
    {
      schema: { body: walletSessionRequestSchema, response: { 200: walletSessionResponseSchema, ...errors } },
    },
    async (request) => sessions.providerSession(provider(request), request.body.launchToken),
  );
  app.post(
    WALLET_PATHS.providerBalance,
    {
      schema: { body: walletBalanceRequestSchema, response: { 200: walletBalanceResponseSchema, ...errors } },
    },
    async (request) => service.providerBalance(provider(request), request.body.accountId),
  );
  app.post(
    WALLET_PATHS.providerBet,
    {
      schema: { body: walletBetRequestSchema, response: { 200: walletTransactionResponseSchema, ...errors } },
    },
    async (request) => service.providerBet(provider(request), request.body),
  );
  app.post(
    WALLET_PATHS.providerWin,
    {
      schema: { body: walletWinRequestSchema, response: { 200: walletTransactionResponseSchema, ...errors } },
    },
    async (request) => service.providerWin(provider(request), request.body),
  );
  app.post(
    WALLET_PATHS.providerRollback,
    {
      schema: {
        body: walletRollbackRequestSchema,
        response: { 200: walletTransactionResponseSchema, ...errors },
      },
    },
    async (request) => service.providerRollback(provider(request), request.body),
  );
};
