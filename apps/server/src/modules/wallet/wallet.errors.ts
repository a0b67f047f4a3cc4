import type { ErrorCode, WalletErrorCode } from '@casino/contract';
import { ApiError } from '../../errors.ts';

/** The largest balance a wallet may hold: the CHECK of `wallets.balance` (migration 20251210100000). */
export const MAX_BALANCE = Number.MAX_SAFE_INTEGER;

/** HTTP status and player-catalogue code of each provider-facing wallet error. */
const MAPPING: Record<WalletErrorCode, { status: number; code: ErrorCode }> = {
  INVALID_REQUEST: { status: 400, code: 'REQUEST_VALIDATION_ERROR' },
  INVALID_SIGNATURE: { status: 401, code: 'UNAUTHORIZED' },
  INVALID_TOKEN: { status: 401, code: 'UNAUTHORIZED' },
  ACCOUNT_NOT_FOUND: { status: 404, code: 'NOT_FOUND' },
  INSUFFICIENT_FUNDS: { status: 409, code: 'INSUFFICIENT_FUNDS' },
  BALANCE_LIMIT_EXCEEDED: { status: 409, code: 'BALANCE_LIMIT_EXCEEDED' },
  IDEMPOTENCY_KEY_REUSED: { status: 409, code: 'IDEMPOTENCY_KEY_REUSED' },
  ROUND_NOT_FOUND: { status: 404, code: 'NOT_FOUND' },
  ROUND_CLOSED: { status: 409, code: 'REQUEST_VALIDATION_ERROR' },
  ROUND_MISMATCH: { status: 409, code: 'REQUEST_VALIDATION_ERROR' },
  TRANSACTION_ROLLED_BACK: { status: 409, code: 'REQUEST_VALIDATION_ERROR' },
  TRANSACTION_NOT_ROLLBACKABLE: { status: 409, code: 'REQUEST_VALIDATION_ERROR' },
  SESSION_NOT_FOUND: { status: 403, code: 'FORBIDDEN' },
  GAME_NOT_ALLOWED: { status: 403, code: 'FORBIDDEN' },
  WIN_LIMIT_EXCEEDED: { status: 409, code: 'WIN_LIMIT_EXCEEDED' },
  PLAY_LIMIT_REACHED: { status: 409, code: 'PLAY_LIMIT_REACHED' },
  PLAY_ON_BREAK: { status: 403, code: 'PLAY_ON_BREAK' },
  PLAY_SELF_EXCLUDED: { status: 403, code: 'PLAY_SELF_EXCLUDED' },
  TECHNICAL_ERROR: { status: 500, code: 'TECHNICAL_ERROR' },
};

/**
 * An expected wallet failure. It is an ApiError (status + player-catalogue code, so the app's error
 * handler answers players with `{ error: { code } }`); `walletCode` is the precise code the provider
 * API returns, and `balance` the current balance with INSUFFICIENT_FUNDS.
 */
export class WalletError extends ApiError {
  override name = 'WalletError';

  constructor(
    readonly walletCode: WalletErrorCode,
    readonly balance?: number,
    /** Added to the error body beside the code (a refused play movement: which limit, until when). */
    details?: Record<string, unknown>,
  ) {
    super(MAPPING[walletCode].status, MAPPING[walletCode].code, { details });
    this.message = walletCode;
  }
}

export function isWalletError(value: unknown): value is WalletError {
  return value instanceof WalletError;
}
