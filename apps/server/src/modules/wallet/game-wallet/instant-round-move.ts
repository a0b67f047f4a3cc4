import type { WalletTransactionResponse } from '@casino/contract';
import { z } from 'zod';
import { MAX_BALANCE, WalletError } from '../wallet.errors.ts';
import {
  betFingerprint,
  gameCallShape,
  gameKey,
  gameMovement,
  winFingerprint,
  type MoveContext,
} from './bet-win-moves.ts';
import { KeyTaken, ledgerRow, toGameResult, type LockedWallet } from '../ledger/ledger-rows.ts';
import { gated } from '../coin-moves/play-gate.ts';
import * as repo from '../ledger/ledger.repository.ts';
import { coinsSchema, gameCodeSchema, providerIdSchema } from '@casino/contract';

/** A new instant round's bet and its win, known together (the studio decided the outcome in the same transaction). */
export const betAndWinInputSchema = z.object({
  ...gameCallShape,
  gameCode: gameCodeSchema,
  /** The bet's transaction id (`transactionId` is the win's). */
  betTransactionId: providerIdSchema,
  stake: coinsSchema,
  win: coinsSchema,
  /** What the round triggered (e.g. `free-spins`): told to the observers with the bet, once per round. */
  features: z
    .array(
      z
        .string()
        .max(40)
        .regex(/^[a-z0-9-]+$/),
    )
    .max(10)
    .optional(),
});
export type BetAndWinInput = z.input<typeof betAndWinInputSchema>;

export interface BetAndWinResult {
  bet: WalletTransactionResponse;
  win: WalletTransactionResponse;
}

/**
 * Bet and win of a NEW round in `tx` (which holds the wallet lock), in three statements: one balance
 * update (conditional on the stake being covered), both ledger rows in one insert, the round inserted
 * closed. The rows, keys and fingerprints are exactly those of bet() then win(closeRound) — a later
 * replay of either transaction id through bet()/win() finds them. A round id or key that exists already
 * aborts the transaction (ROUND_MISMATCH / KeyTaken → retry), so nothing half-done is ever committed.
 */
export async function betAndWinMove(
  ctx: MoveContext,
  tx: repo.WalletTx,
  wallet: LockedWallet,
  input: z.output<typeof betAndWinInputSchema>,
): Promise<BetAndWinResult> {
  const provider = input.provider ?? ctx.defaultProvider;
  const now = ctx.now();
  // What happens when coins move, before the rows: limitAccounting, responsible play's one gate
  // (registry: coin-moves/coin-move-effects.ts, app entries: wiring/coin-move-effects.ts), as move()
  // asks it: the stake, then its win.
  await ctx.admit(tx, gated(wallet.accountId, 'BET', -input.stake, now));
  await ctx.admit(tx, gated(wallet.accountId, 'WIN', input.win, now));
  if (wallet.balance < input.stake) throw new WalletError('INSUFFICIENT_FUNDS', wallet.balance);
  // The balance's CHECK caps it at 2^53 − 1: refuse before the database does (it would be a 500).
  if (wallet.balance - input.stake + input.win > MAX_BALANCE) {
    throw new WalletError('BALANCE_LIMIT_EXCEEDED', wallet.balance);
  }
  const updated = await repo.applyBetAndWin(tx, wallet.accountId, input.stake, input.win, now);
  if (updated === undefined) throw new WalletError('INSUFFICIENT_FUNDS', wallet.balance);
  const afterBet = wallet.balance - input.stake;
  const betCall = { ...input, transactionId: input.betTransactionId, amount: input.stake };
  const winCall = { ...input, amount: input.win };
  const bet = gameMovement(
    'BET',
    -input.stake,
    gameKey(provider, input.betTransactionId),
    betFingerprint(betCall),
    provider,
    betCall,
  );
  const win = gameMovement(
    'WIN',
    input.win,
    gameKey(provider, input.transactionId),
    winFingerprint(winCall, true),
    provider,
    winCall,
  );
  const rows = await repo.insertTransactions(tx, [
    ledgerRow(wallet.accountId, bet, afterBet, now),
    ledgerRow(wallet.accountId, win, updated, now),
  ]);
  if (rows.length !== 2) throw new KeyTaken();
  const round = {
    provider,
    roundId: input.roundId,
    accountId: input.accountId,
    gameCode: input.gameCode,
    now,
  };
  if (!(await repo.insertRound(tx, round, 'CLOSED'))) throw new WalletError('ROUND_MISMATCH');
  wallet.balance = updated;
  wallet.written.push({ type: 'BET', amount: -input.stake }, { type: 'WIN', amount: input.win });
  const [betRow, winRow] = rows[0]!.transaction_type === 'BET' ? rows : [rows[1]!, rows[0]!];
  // ...and after them, in this transaction: raffle tickets, tournament scores, the slots to come
  // (the same registry, in its order).
  await ctx.notify(tx, betRow!, input.features);
  await ctx.notify(tx, winRow!);
  return { bet: toGameResult(betRow!, false), win: toGameResult(winRow!, false) };
}
