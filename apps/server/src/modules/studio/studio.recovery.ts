import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { isWalletError } from '../wallet/wallet.errors.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import * as repo from './studio.repository.ts';
import { STUDIO_PROVIDER } from './studio.deps.ts';

/** A decided round whose win has not arrived this long after its start is taken as crashed. */
export const DECIDED_ROUND_GRACE_MS = 60_000;
const BATCH = 100;

export interface StudioRecovery {
  /**
   * Pays the recorded win of every real-mode studio round that was decided (its outcome is stored)
   * but never settled, because the process died between the outcome and the win (issue 17, hole 8).
   * Before, the stale-round sweeper refunded the stake an hour later whatever the outcome: a player
   * who had won lost the win. Undecided rounds are left to the sweeper, which refunds them. Rounds
   * waiting for the player's pick (DECIDING) are not touched: their outcome is partial, and the
   * expiry paths of studio.decisions.ts settle them with the auto-pick. Returns how many rounds were paid.
   */
  settleDecidedRounds(now: Date, olderThanMs?: number): Promise<number>;
}

export interface StudioRecoveryDeps {
  db: Db;
  clock: Clock;
  wallet: Pick<WalletService, 'win'>;
  log: FastifyBaseLogger;
}

export function createStudioRecovery({ db, clock, wallet, log }: StudioRecoveryDeps): StudioRecovery {
  async function decidedUnsettled(cutoff: Date, afterRoundId: string) {
    return db
      .selectFrom('studio_rounds as r')
      .innerJoin('studio_sessions as s', 's.session_hash', 'r.session_hash')
      .select(['r.session_hash', 'r.round_key', 'r.round_id', 'r.win', 's.account_id', 's.game_code'])
      .where('r.status', '=', 'PENDING')
      .where('r.outcome', 'is not', null)
      .where('s.mode', '=', 'real')
      .where('r.created_at', '<', cutoff)
      .where('r.round_id', '>', afterRoundId)
      .orderBy('r.round_id')
      .limit(BATCH)
      .execute();
  }

  return {
    async settleDecidedRounds(now, olderThanMs = DECIDED_ROUND_GRACE_MS) {
      const cutoff = new Date(now.getTime() - olderThanMs);
      let paid = 0;
      let after = '';
      for (;;) {
        const rounds = await decidedUnsettled(cutoff, after);
        for (const round of rounds) {
          after = round.round_id;
          if (round.account_id === null) continue;
          // Exactly the win the round itself would have sent (same transaction id, same data): if it
          // did arrive meanwhile, the wallet replays it instead of paying twice.
          try {
            const credited = await wallet.win({
              provider: STUDIO_PROVIDER,
              accountId: round.account_id,
              roundId: round.round_id,
              sessionId: `gs-${round.session_hash.slice(0, 32)}`,
              gameCode: round.game_code,
              transactionId: `${round.round_id}:win`,
              amount: Number(round.win),
              closeRound: true,
            });
            await repo.settleRound(db, round.session_hash, round.round_key, credited.balance, clock.now());
            if (!credited.replayed) paid += 1;
          } catch (error) {
            // The bet was refunded meanwhile (ROUND_CLOSED…): the round stays refunded.
            if (isWalletError(error)) {
              await repo.markRolledBack(db, round.session_hash, round.round_key, clock.now());
            } else {
              log.error({ err: error, roundId: round.round_id }, 'decided studio round not settled');
            }
          }
        }
        if (rounds.length < BATCH) return paid;
      }
    },
  };
}
