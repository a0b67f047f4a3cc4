import {
  type LanguageCode,
  type MissionClaimAllResponse,
  type MissionClaimResponse,
  type MissionListResponse,
} from '@casino/contract';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../errors.ts';
import type { ResponsiblePlayService } from '../responsible-play/responsible-play.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import type { MissionCatalogue } from './missions.observer.ts';
import { createMissionOffer, type Entry } from './missions.offer.ts';
import * as repo from './missions.repository.ts';

export interface MissionsServiceDeps {
  db: Db;
  clock: Clock;
  /** The Japan-time hour a day starts (the daily bonus's reset hour). */
  resetHour: number;
  catalogue: MissionCatalogue;
  /** Pays a reward: one PROMO_BONUS ledger row, idempotent by key; the play gate refuses a player on a break or excluded. */
  wallet: Pick<WalletService, 'creditBonus' | 'getBalance'>;
  /** Breaks, exclusions and the player's own wager limits. */
  responsiblePlay: Pick<ResponsiblePlayService, 'status' | 'limits' | 'assertMayPlay'>;
}

/** The ledger key of one mission's reward to one player in one period: at most one ledger row, ever. */
export const rewardKey = (accountId: string, missionId: number, periodStart: Date) =>
  `mission:${accountId}:${missionId}:${periodStart.toISOString()}`;

/**
 * Missions (issue 30; README.md here): the player's daily and weekly missions with their progress, and
 * the claim of a completed one, paid through the wallet with the key
 * `mission:<account>:<mission>:<period>` (unique in the ledger): of any number of concurrent claims
 * exactly one moves coins; the others replay and answer MISSION_ALREADY_CLAIMED.
 */
export function createMissionsService(deps: MissionsServiceDeps) {
  const { db, clock } = deps;
  const { offered, toMission, claimable } = createMissionOffer(deps);

  /** A player on a break or excluded: responsible play's own refusal (403 with its `until`). */
  async function refused(accountId: string): Promise<never> {
    await deps.responsiblePlay.assertMayPlay(accountId);
    throw new ApiError(403, 'PLAY_SELF_EXCLUDED');
  }

  async function pay(accountId: string, e: Entry, now: Date) {
    const row = e.row!;
    const paid = await deps.wallet.creditBonus({
      accountId,
      amount: Number(row.reward),
      reason: `mission:${e.definition.mission_id}:${e.periodStart.toISOString()}`,
      key: rewardKey(accountId, e.definition.mission_id, e.periodStart),
    });
    await repo.markClaimed(
      db,
      accountId,
      e.definition.mission_id,
      e.periodStart,
      Number(paid.transactionId),
      now,
    );
    return {
      paid,
      claim: {
        missionId: e.definition.mission_id,
        periodStart: e.periodStart.toISOString(),
        reward: paid.amount,
        newBalance: paid.newBalance,
      } satisfies MissionClaimResponse,
    };
  }

  return {
    async list(accountId: string, language: LanguageCode): Promise<MissionListResponse> {
      const offer = await offered(accountId, clock.now());
      if (!offer) return { available: false, missions: [], hiddenByLimit: 0 };
      return {
        available: true,
        missions: offer.entries.map((e) => toMission(e, language)),
        hiddenByLimit: offer.hidden,
      };
    },

    /**
     * Claims a completed mission's reward (the oldest claimable period of it), once. 404
     * MISSION_NOT_FOUND (not offered to this player), 409 MISSION_NOT_COMPLETED, MISSION_CLAIM_EXPIRED,
     * MISSION_ALREADY_CLAIMED; 403 PLAY_ON_BREAK / PLAY_SELF_EXCLUDED (a reward is a `reward` movement).
     */
    async claim(accountId: string, missionId: number): Promise<MissionClaimResponse> {
      const now = clock.now();
      const offer = await offered(accountId, now);
      if (!offer) return refused(accountId);
      const mine = offer.entries.filter((e) => e.definition.mission_id === missionId);
      if (mine.length === 0) throw new ApiError(404, 'MISSION_NOT_FOUND');
      const open = mine.find((e) => claimable(e, now));
      if (!open) {
        const current = mine[mine.length - 1]!;
        if (current.row?.claimed_at) throw new ApiError(409, 'MISSION_ALREADY_CLAIMED');
        if (current.row?.completed_at) throw new ApiError(409, 'MISSION_CLAIM_EXPIRED');
        throw new ApiError(409, 'MISSION_NOT_COMPLETED');
      }
      const { paid, claim } = await pay(accountId, open, now);
      if (paid.replayed) throw new ApiError(409, 'MISSION_ALREADY_CLAIMED');
      return claim;
    },

    /** Claims every claimable mission, oldest first; one already paid by a concurrent claim is skipped. */
    async claimAll(accountId: string): Promise<MissionClaimAllResponse> {
      const now = clock.now();
      const offer = await offered(accountId, now);
      if (!offer) return refused(accountId);
      const claimed: MissionClaimResponse[] = [];
      for (const entry of offer.entries.filter((e) => claimable(e, now))) {
        const { paid, claim } = await pay(accountId, entry, now);
        if (!paid.replayed) claimed.push(claim);
      }
      const newBalance = (await deps.wallet.getBalance(accountId, now)).balance;
      return { claimed, total: claimed.reduce((sum, c) => sum + c.reward, 0), newBalance };
    },
  };
}
export type MissionsService = ReturnType<typeof createMissionsService>;
