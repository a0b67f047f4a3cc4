import { randomUUID } from 'node:crypto';
import * as repo from './inbox.repository.ts';
import type { InboxServiceDeps } from './inbox.service.ts';
import {
  dailyBonusReadyTexts,
  raffleWinTexts,
  securityNoticeTexts,
  tournamentPrizeTexts,
  type CompetitionNames,
  type SecurityNoticeKind,
  type SystemMessageTexts,
} from './inbox.texts.ts';

/**
 * Sending: a due message's deliveries are written under its row lock with a conditional `sent_at`
 * (a second process or a retry finds it sent), then open pages are told (`onChanged`, after the
 * commit). Messages the server writes itself exist once per event (`source_key`) and go out at once.
 */
/** Players told their daily bonus is ready: those who signed in within this many days. */
const DAILY_BONUS_ACTIVE_DAYS = 7;
/** At most this many "ready" messages a run (the next run, minutes later, takes the rest). */
const DAILY_BONUS_BATCH = 500;

export function createInboxDelivery(
  deps: Pick<InboxServiceDeps, 'db' | 'clock' | 'onChanged' | 'dailyBonus'>,
) {
  const { db, clock } = deps;

  /** Writes the deliveries of a message that is due, marks it sent, and tells open pages. */
  async function send(messageId: string): Promise<boolean> {
    const sent = await db.transaction().execute(async (tx) => {
      const row = await repo.lockUnsent(tx, messageId);
      if (!row) return undefined; // sent by another process, or cancelled
      const now = clock.now();
      await repo.insertDeliveries(tx, row, now);
      await repo.markSent(tx, messageId, now);
      return row;
    });
    if (sent) deps.onChanged?.(sent.audience === 'PLAYER' ? (sent.account_id ?? undefined) : undefined);
    return sent !== undefined;
  }

  /** A message the server writes for one player, sent at once; once per `sourceKey`. */
  async function deliverSystem(accountId: string, sourceKey: string, texts: SystemMessageTexts) {
    const now = clock.now();
    const row = await repo.insertMessage(db, {
      message_id: randomUUID(),
      kind: texts.kind,
      audience: 'PLAYER',
      account_id: accountId,
      title_ja: texts.titleJa,
      title_en: texts.titleEn,
      body_ja: texts.bodyJa,
      body_en: texts.bodyEn,
      reward: null,
      send_at: now,
      expires_at: null,
      sent_at: null,
      cancelled_at: null,
      created_by: 'system',
      source_key: sourceKey,
      created_at: now,
    });
    await send(row.message_id);
  }

  return {
    send,

    /** A tournament prize was paid (tournaments' settlement, wired in src/wiring). */
    tournamentPrize: (p: {
      accountId: string;
      tournamentId: number;
      rank: number;
      prize: number;
      names: CompetitionNames;
    }) =>
      deliverSystem(
        p.accountId,
        `tournament:${p.tournamentId}:rank:${p.rank}`,
        tournamentPrizeTexts(p.names, p.rank, p.prize),
      ),

    /** A raffle prize was paid (the raffle draw, wired in src/wiring). */
    rafflePrize: (p: {
      accountId: string;
      raffleId: number;
      place: number;
      prize: number;
      names: CompetitionNames;
    }) =>
      deliverSystem(
        p.accountId,
        `raffle:${p.raffleId}:${p.place}`,
        raffleWinTexts(p.names, p.place, p.prize),
      ),

    /** Something changed on the account's security (auth's notices); one message per event. */
    securityNotice: (accountId: string, kind: SecurityNoticeKind) =>
      deliverSystem(accountId, `security:${kind}:${accountId}:${randomUUID()}`, securityNoticeTexts(kind)),

    /**
     * The job: a "daily bonus ready" message to each player whose bonus opened again and who signed in
     * within the last 7 days; once per claim cycle (the source key names the last claim). Returns how many.
     */
    async dailyBonusReadyDue(): Promise<number> {
      if (!deps.dailyBonus) return 0;
      const now = clock.now();
      const ready = await repo.dailyBonusReadyAccounts(db, {
        claimedBefore: deps.dailyBonus.claimableIfClaimedBefore(now),
        activeSince: new Date(now.getTime() - DAILY_BONUS_ACTIVE_DAYS * 86_400_000),
        limit: DAILY_BONUS_BATCH,
      });
      const texts = dailyBonusReadyTexts();
      for (const { accountId, lastClaimAt } of ready)
        await deliverSystem(accountId, repo.dailyBonusSourceKey(accountId, lastClaimAt), texts);
      return ready.length;
    },

    /** The job: sends every message whose time has come; returns how many. */
    async sendDue(): Promise<number> {
      let sent = 0;
      for (const { message_id } of await repo.dueMessages(db, clock.now())) {
        if (await send(message_id)) sent++;
      }
      return sent;
    },
  };
}
