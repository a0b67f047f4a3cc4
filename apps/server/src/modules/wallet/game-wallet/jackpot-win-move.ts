import { accountIdSchema, coinsSchema, gameCodeSchema, providerIdSchema } from '@casino/contract';
import { z } from 'zod';
import * as ledger from '../ledger/ledger-moves.ts';
import { fingerprint, toGameResult, type LockedWallet } from '../ledger/ledger-rows.ts';
import type * as repo from '../ledger/ledger.repository.ts';
import { gameKey } from './bet-win-moves.ts';

/** A progressive jackpot won by a round of the in-house studio (modules/jackpots decides it). */
export const jackpotWinInputSchema = z.object({
  accountId: accountIdSchema,
  provider: providerIdSchema.optional(),
  roundId: providerIdSchema,
  gameCode: gameCodeSchema,
  sessionId: providerIdSchema.optional(),
  jackpotId: z.string().regex(/^[a-z0-9-]{1,32}$/),
  amount: coinsSchema.refine((n) => n > 0),
});
export type JackpotWinInput = z.input<typeof jackpotWinInputSchema>;

/**
 * The JACKPOT movement of a round in `tx` (which holds the wallet lock): one ledger row with the
 * round's provider id `<roundId>:jackpot` (key `game:<provider>:<roundId>:jackpot`, unique), its
 * reason `jackpot:<jackpotId>` and author `jackpots`. Not a game movement: the game-movement observers
 * (tournaments, raffles, missions, progression) count the round's bet and win, not the pool it won.
 * A replay of the same round finds the first row and moves nothing.
 */
export async function jackpotWinMove(
  ctx: ledger.LedgerContext,
  defaultProvider: string,
  tx: repo.WalletTx,
  wallet: LockedWallet,
  input: z.output<typeof jackpotWinInputSchema>,
) {
  const provider = input.provider ?? defaultProvider;
  const transactionId = `${input.roundId}:jackpot`;
  const { row, replayed } = await ledger.moveOnce(ctx, tx, wallet, {
    type: 'JACKPOT',
    amount: input.amount,
    key: gameKey(provider, transactionId),
    fingerprint: fingerprint({
      op: 'JACKPOT',
      accountId: input.accountId,
      roundId: input.roundId,
      jackpotId: input.jackpotId,
      amount: input.amount,
    }),
    provider,
    providerTransactionId: transactionId,
    gameCode: input.gameCode,
    roundId: input.roundId,
    sessionId: input.sessionId,
    reason: `jackpot:${input.jackpotId}`,
    actor: 'jackpots',
  });
  return toGameResult(row, replayed);
}
