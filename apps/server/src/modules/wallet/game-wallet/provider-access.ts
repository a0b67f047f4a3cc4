import {
  WALLET_CURRENCY,
  accountIdSchema,
  gameCodeSchema,
  providerIdSchema,
  type WalletBalanceResponse,
  type WalletTransactionResponse,
} from '@casino/contract';
import { moveContext, rollbackMove } from './game-moves.service.ts';
import * as ledger from '../ledger/ledger-moves.ts';
import * as sessions from './provider-sessions.repository.ts';
import { isWalletError, WalletError } from '../wallet.errors.ts';
import {
  betInputSchema,
  betMove,
  rollbackInputSchema,
  winInputSchema,
  winMove,
  type BetInput,
  type RollbackInput,
  type WinInput,
} from './bet-win-moves.ts';
import { parse } from '../ledger/ledger-rows.ts';
import type * as repo from '../ledger/ledger.repository.ts';

/**
 * What an outside provider may touch (issue 24, hole 4; docs/wallet.md "What a provider may touch").
 * A provider's secret alone used to debit any account, for any game code, and pay any win:
 * - a provider session is opened when the provider trades a launch token of one of ITS games
 *   (launch.service.ts providerSession); it lasts `sessionMinutes` and is renewed by every trade;
 * - balance: only of an account the provider holds a live session of (any of its games);
 * - bet: only of a game the provider runs (GAME_PROVIDER_URLS, SPORTSBOOK_URL), for an account it
 *   holds a live session of IN THAT GAME; a "rollback before bet" no-op needs a session it ever held;
 * - win: the round's wins add up to at most min(stake × maxWinMultiple, the provider's maxWin).
 * Every refusal is a 4xx wallet code, checked inside the movement's transaction after the replay
 * check: nothing moves, nothing is written, and a replay of an accepted call returns its first result.
 */
export interface ProviderAccessOptions {
  /** Game code → the provider code that runs it (config.gameProviderCodes). */
  providerGames: Readonly<Record<string, string>>;
  sessionMinutes: number;
  maxWinMultiple: number;
  maxWin: { default: number; byProvider: Readonly<Record<string, number>> };
}

export const DEFAULT_PROVIDER_ACCESS: ProviderAccessOptions = {
  providerGames: {},
  sessionMinutes: 1440,
  maxWinMultiple: 10_000,
  maxWin: { default: 100_000_000, byProvider: {} },
};

/** The wallet as an outside provider's signed requests reach it (wallet-provider.routes.ts). */
export interface ProviderWalletService {
  /** Opens (or renews) the provider's session of the player in a game it runs; the launch service calls it. */
  openProviderSession(input: { provider: string; accountId: string; gameCode: string }): Promise<void>;
  providerBalance(provider: string, accountId: string): Promise<WalletBalanceResponse>;
  providerBet(provider: string, input: BetInput): Promise<WalletTransactionResponse>;
  providerWin(provider: string, input: WinInput): Promise<WalletTransactionResponse>;
  providerRollback(provider: string, input: RollbackInput): Promise<WalletTransactionResponse>;
}

const MINUTE = 60_000;

/** A wallet without the account answers like one the provider has no session of: no enumeration. */
async function asProvider<T>(
  work: () => Promise<T>,
  unknownAccount: 'SESSION_NOT_FOUND' | 'ROUND_NOT_FOUND',
) {
  try {
    return await work();
  } catch (error) {
    if (isWalletError(error) && error.walletCode === 'ACCOUNT_NOT_FOUND')
      throw new WalletError(unknownAccount);
    throw error;
  }
}

export function createProviderWalletService(
  db: repo.WalletDb,
  ctx: ledger.LedgerContext,
  defaultProvider: string,
  options: ProviderAccessOptions,
): ProviderWalletService {
  const moves = moveContext(ctx, defaultProvider);
  const ownsGame = (provider: string, gameCode: string) =>
    Object.hasOwn(options.providerGames, gameCode) && options.providerGames[gameCode] === provider;
  const maxWinOf = (provider: string) =>
    Object.hasOwn(options.maxWin.byProvider, provider)
      ? (options.maxWin.byProvider[provider] as number)
      : options.maxWin.default;

  return {
    async openProviderSession({ provider, accountId, gameCode }) {
      parse(providerIdSchema, provider);
      parse(accountIdSchema, accountId);
      parse(gameCodeSchema, gameCode);
      if (!ownsGame(provider, gameCode)) throw new WalletError('GAME_NOT_ALLOWED');
      const now = ctx.now();
      await ledger.openWallet(db, accountId, now);
      const expiresAt = new Date(now.getTime() + options.sessionMinutes * MINUTE);
      await sessions.upsertSession(db, { provider, accountId, gameCode, now, expiresAt });
    },

    async providerBalance(provider, accountId) {
      parse(accountIdSchema, accountId);
      if (!(await sessions.hasSession(db, { provider, accountId, liveAt: ctx.now() })))
        throw new WalletError('SESSION_NOT_FOUND');
      return { balance: await ledger.balanceOf(db, accountId), currency: WALLET_CURRENCY };
    },

    async providerBet(provider, raw) {
      const input = parse(betInputSchema, { ...raw, provider });
      const authorize = (tx: repo.WalletTx) => async () => {
        if (!ownsGame(provider, input.gameCode)) throw new WalletError('GAME_NOT_ALLOWED');
        const live = await sessions.hasSession(tx, {
          provider,
          accountId: input.accountId,
          gameCode: input.gameCode,
          liveAt: ctx.now(),
        });
        if (!live) throw new WalletError('SESSION_NOT_FOUND');
      };
      return asProvider(
        () =>
          ledger.withLockedWallet(db, input.accountId, (tx, wallet) =>
            betMove(moves, tx, wallet, input, authorize(tx)),
          ),
        'SESSION_NOT_FOUND',
      );
    },

    async providerWin(provider, raw) {
      const input = parse(winInputSchema, { ...raw, provider });
      // The round was opened by a bet that passed the checks above; its wins are capped.
      const maxWin = (stake: number) => Math.min(stake * options.maxWinMultiple, maxWinOf(provider));
      return asProvider(
        () =>
          ledger.withLockedWallet(db, input.accountId, (tx, wallet) =>
            winMove(moves, tx, wallet, input, maxWin),
          ),
        'ROUND_NOT_FOUND',
      );
    },

    async providerRollback(provider, raw) {
      const input = parse(rollbackInputSchema, { ...raw, provider });
      const authorizeNoop = (tx: repo.WalletTx) => async () => {
        if (!(await sessions.hasSession(tx, { provider, accountId: input.accountId })))
          throw new WalletError('SESSION_NOT_FOUND');
      };
      return asProvider(
        () =>
          ledger.withLockedWallet(db, input.accountId, (tx, wallet) =>
            rollbackMove(ctx, moves.defaultProvider, tx, wallet, input, authorizeNoop(tx)),
          ),
        'SESSION_NOT_FOUND',
      );
    },
  };
}
