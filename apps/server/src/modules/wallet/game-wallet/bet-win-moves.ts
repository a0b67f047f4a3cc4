import {
  providerIdSchema,
  walletBetRequestSchema,
  walletRollbackRequestSchema,
  walletWinRequestSchema,
  type WalletTransactionResponse,
} from '@casino/contract';
import type { z } from 'zod';
import { WalletError } from '../wallet.errors.ts';
import { fingerprint, toGameResult, type LockedWallet, type Movement } from '../ledger/ledger-rows.ts';
import type { GatedMovement } from '../coin-moves/play-gate.ts';
import * as repo from '../ledger/ledger.repository.ts';
import type { WalletTransactionRow } from '../wallet.table.ts';

/**
 * The game wallet's inputs are the contract's provider requests (packages/contract wallet.ts), plus
 * the provider code: outside providers have it from their signature, in-process callers (the studio)
 * leave it to the service's default.
 */
const withProvider = { provider: providerIdSchema.optional() };
export const betInputSchema = walletBetRequestSchema.extend(withProvider);
export const winInputSchema = walletWinRequestSchema.extend(withProvider);
export const rollbackInputSchema = walletRollbackRequestSchema.extend(withProvider);
/** Who plays: a provider code (`studio` for the in-house engines) and its ids (a rollback's, less the bet it names). */
const gameCallSchema = rollbackInputSchema.omit({ rollbackOf: true });
export const gameCallShape = gameCallSchema.shape;
export type GameCall = z.input<typeof gameCallSchema>;
export type BetInput = z.input<typeof betInputSchema>;
/** A win; `closeRound` (default true) closes the round: a win of 0 settles a losing round. */
export type WinInput = z.input<typeof winInputSchema>;
export type RollbackInput = z.input<typeof rollbackInputSchema>;

/** What a bet or a win needs of the wallet service, inside a transaction holding the wallet lock. */
export interface MoveContext {
  defaultProvider: string;
  now(): Date;
  move(tx: repo.WalletTx, wallet: LockedWallet, m: Movement): Promise<WalletTransactionRow>;
  replayOf(tx: repo.WalletTx, key: string, print: string): Promise<WalletTransactionRow | undefined>;
  /** The play gate, for rows written without move() (coin-moves/play-gate.ts). */
  admit(tx: repo.WalletTx, movement: GatedMovement): Promise<void>;
  /** Tells the game-movement observers of a row written without move() (coin-moves/game-movement.ts). */
  notify(tx: repo.WalletTx, row: WalletTransactionRow, features?: readonly string[]): Promise<void>;
}

/** What defines a bet: a replay of its transaction id must carry the same. */
export function betFingerprint(input: {
  accountId: string;
  gameCode: string;
  roundId: string;
  amount: number;
}) {
  return fingerprint({
    op: 'BET',
    accountId: input.accountId,
    gameCode: input.gameCode,
    roundId: input.roundId,
    amount: input.amount,
  });
}

/** What defines a win (and whether it closed its round). */
export function winFingerprint(
  input: { accountId: string; gameCode: string; roundId: string; amount: number },
  closeRound: boolean,
) {
  return fingerprint({
    op: 'WIN',
    accountId: input.accountId,
    gameCode: input.gameCode,
    roundId: input.roundId,
    amount: input.amount,
    closeRound,
  });
}

export function gameKey(provider: string, transactionId: string) {
  return `game:${provider}:${transactionId}`;
}

/** The ledger movement of a bet or a win: its provider ids, game, round and trace. */
export function gameMovement(
  type: 'BET' | 'WIN',
  amount: number,
  key: string,
  print: string,
  provider: string,
  input: z.output<typeof betInputSchema>,
): Movement {
  return {
    type,
    amount,
    key,
    fingerprint: print,
    provider,
    providerTransactionId: input.transactionId,
    gameCode: input.gameCode,
    roundId: input.roundId,
    sessionId: input.sessionId,
    traceId: input.traceId,
  };
}

/**
 * A bet (a checked BetInput) in `tx`, which holds the account's wallet lock: replays the first result
 * of its transaction id, refuses a bet a rollback already named, opens (or re-opens) its round.
 * `authorize` (outside providers: game-wallet/provider-access.ts) runs after the replay check, so a replay
 * of an accepted bet still returns its first result.
 */
export async function betMove(
  ctx: MoveContext,
  tx: repo.WalletTx,
  wallet: LockedWallet,
  input: z.output<typeof betInputSchema>,
  authorize?: () => Promise<void>,
): Promise<WalletTransactionResponse> {
  const provider = input.provider ?? ctx.defaultProvider;
  const key = gameKey(provider, input.transactionId);
  const print = betFingerprint(input);
  const first = await ctx.replayOf(tx, key, print);
  if (first) return toGameResult(first, true);
  await authorize?.();
  if (await repo.isNamedByRollback(tx, provider, input.transactionId)) {
    throw new WalletError('TRANSACTION_ROLLED_BACK');
  }
  const round = await repo.lockRound(tx, provider, input.roundId);
  if (round) {
    if (round.account_id !== input.accountId || round.game_code !== input.gameCode) {
      throw new WalletError('ROUND_MISMATCH');
    }
    if (round.status !== 'OPEN') throw new WalletError('ROUND_CLOSED');
  }
  const row = await ctx.move(tx, wallet, gameMovement('BET', -input.amount, key, print, provider, input));
  if (round) {
    await repo.updateRound(tx, provider, input.roundId, 'OPEN', ctx.now());
  } else {
    const created = await repo.insertRound(tx, {
      provider,
      roundId: input.roundId,
      accountId: input.accountId,
      gameCode: input.gameCode,
      now: ctx.now(),
    });
    // Another account opened a round with this id at the same moment.
    if (!created) throw new WalletError('ROUND_MISMATCH');
  }
  return toGameResult(row, false);
}

/**
 * A win (a checked WinInput) in `tx`, which holds the wallet lock; 0 settles a lost round. With
 * `maxWin` (outside providers), the round's wins may add up to at most `maxWin(its unrefunded stake)`:
 * WIN_LIMIT_EXCEEDED otherwise, before anything moves (a replay is answered before the check).
 */
export async function winMove(
  ctx: MoveContext,
  tx: repo.WalletTx,
  wallet: LockedWallet,
  input: z.output<typeof winInputSchema>,
  maxWin?: (stake: number) => number,
): Promise<WalletTransactionResponse> {
  const provider = input.provider ?? ctx.defaultProvider;
  const closeRound = input.closeRound ?? true;
  const key = gameKey(provider, input.transactionId);
  const print = winFingerprint(input, closeRound);
  // No session check: a win is accepted after the player's session has ended.
  const first = await ctx.replayOf(tx, key, print);
  if (first) return toGameResult(first, true);
  const round = await repo.lockRound(tx, provider, input.roundId);
  if (!round) throw new WalletError('ROUND_NOT_FOUND');
  if (round.account_id !== input.accountId || round.game_code !== input.gameCode) {
    throw new WalletError('ROUND_MISMATCH');
  }
  if (round.status !== 'OPEN') throw new WalletError('ROUND_CLOSED');
  if (maxWin && input.amount > 0) {
    const money = await repo.roundMoney(tx, provider, input.roundId);
    const stake = money.openBets.reduce((sum, bet) => sum - bet.amount, 0);
    if (money.won + input.amount > maxWin(stake)) throw new WalletError('WIN_LIMIT_EXCEEDED');
  }
  const row = await ctx.move(tx, wallet, gameMovement('WIN', input.amount, key, print, provider, input));
  await repo.updateRound(tx, provider, input.roundId, closeRound ? 'CLOSED' : 'OPEN', ctx.now());
  return toGameResult(row, false);
}
