import {
  INBOX_LIST_LIMIT,
  type InboxClaimResponse,
  type InboxListResponse,
  type InboxMessage,
  type LanguageCode,
} from '@casino/contract';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../errors.ts';
import type { AuditService } from '../operator/operator.audit.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { createInboxDelivery } from './inbox.delivery.ts';
import { createInboxOperator } from './inbox.operator.ts';
import * as repo from './inbox.repository.ts';

export interface InboxServiceDeps {
  db: Db;
  clock: Clock;
  /** Pays a claimed reward: one PROMO_BONUS ledger row, idempotent by key (responsible play's gate refuses a self-excluded player). */
  wallet: Pick<WalletService, 'creditBonus'>;
  audit: Pick<AuditService, 'record'>;
  /** The account's language (the default of the list's language). */
  languageOf(accountId: string): Promise<LanguageCode | undefined>;
  /** Markdown → sanitised HTML (the content store's renderer). */
  renderMarkdown(text: string): string;
  /**
   * Told after a player's inbox changed — messages delivered, one read — (the live streams' `inbox`
   * hint: the badge of every open tab follows); undefined account = every player.
   */
  onChanged?(accountId: string | undefined): void;
  /**
   * The daily bonus (the wallet's policy, from the wiring): the instant a last claim must be before for
   * it to be claimable again at `now`. Without it no "ready" message is written.
   */
  dailyBonus?: { claimableIfClaimedBefore(now: Date): Date };
}

/** The ledger key of a message's reward to one player: at most one ledger row, ever. */
export const rewardKey = (messageId: string, accountId: string) => `inbox:${messageId}:${accountId}`;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * The inbox (README.md here): messages delivered to players, read and claimed; operators' messages
 * sent now or at their time (the `inbox-send` job); messages the server writes when something
 * happened to the player (a prize, a security change), each once per event (`source_key`).
 *
 * A claim pays through the wallet with the key `inbox:<message>:<account>` (unique in the ledger):
 * of any number of concurrent claims exactly one moves coins; the others replay and answer
 * INBOX_REWARD_ALREADY_CLAIMED. A crash between the payment and `markClaimed` leaves a paid,
 * unmarked delivery: the next claim replays, marks it and answers "already claimed".
 */
export function createInboxService(deps: InboxServiceDeps) {
  const { db, clock } = deps;

  function toMessage(row: repo.DeliveryRow, language: LanguageCode, now: Date): InboxMessage {
    const en = language === 'en';
    const body = (en && row.body_en) || row.body_ja;
    return {
      messageId: row.message_id,
      kind: row.kind,
      title: (en && row.title_en) || row.title_ja,
      body,
      bodyHtml: row.body_format === 'MARKDOWN' ? deps.renderMarkdown(body) : null,
      reward: row.reward === null ? null : Number(row.reward),
      sentDate: row.delivered_at.toISOString(),
      expiresDate: iso(row.expires_at),
      expired: row.expires_at !== null && row.expires_at <= now,
      read: row.read_at !== null,
      claimedDate: iso(row.claimed_at),
    };
  }

  const delivery = createInboxDelivery(deps);

  return {
    async list(accountId: string, languageCode?: LanguageCode): Promise<InboxListResponse> {
      const language = languageCode ?? (await deps.languageOf(accountId)) ?? 'ja';
      const now = clock.now();
      const [rows, unread] = await Promise.all([
        repo.listDeliveries(db, accountId, INBOX_LIST_LIMIT),
        repo.countUnread(db, accountId),
      ]);
      return { messages: rows.map((row) => toMessage(row, language, now)), unread };
    },

    unread: async (accountId: string) => ({ unread: await repo.countUnread(db, accountId) }),

    /** Marks one of the player's messages read (idempotent); another player's is 404. */
    async markRead(accountId: string, messageId: string) {
      if (!(await repo.findDelivery(db, accountId, messageId))) throw new ApiError(404, 'NOT_FOUND');
      // The player's other tabs hear of it (their badges), only when this read changed something.
      if (await repo.markRead(db, accountId, messageId, clock.now())) deps.onChanged?.(accountId);
      return { unread: await repo.countUnread(db, accountId) };
    },

    /**
     * Claims a message's reward, once. 404 NOT_FOUND (not this player's, or not sent yet), 409
     * INBOX_NO_REWARD, 409 INBOX_MESSAGE_EXPIRED, 409 INBOX_REWARD_ALREADY_CLAIMED, and the wallet's
     * refusals (403 PLAY_SELF_EXCLUDED / PLAY_ON_BREAK: a reward is a `reward` movement for the gate).
     */
    async claim(accountId: string, messageId: string): Promise<InboxClaimResponse> {
      const row = await repo.findDelivery(db, accountId, messageId);
      if (!row) throw new ApiError(404, 'NOT_FOUND');
      if (row.reward === null) throw new ApiError(409, 'INBOX_NO_REWARD');
      if (row.claimed_at !== null) throw new ApiError(409, 'INBOX_REWARD_ALREADY_CLAIMED');
      const now = clock.now();
      if (row.expires_at !== null && row.expires_at <= now) throw new ApiError(409, 'INBOX_MESSAGE_EXPIRED');
      const paid = await deps.wallet.creditBonus({
        accountId,
        amount: Number(row.reward),
        reason: `inbox:${messageId}`,
        key: rewardKey(messageId, accountId),
      });
      await repo.markClaimed(db, accountId, messageId, Number(paid.transactionId), now);
      if (paid.replayed) throw new ApiError(409, 'INBOX_REWARD_ALREADY_CLAIMED');
      return {
        messageId,
        reward: paid.amount,
        newBalance: paid.newBalance,
        claimedDate: now.toISOString(),
      };
    },

    ...delivery,
    ...createInboxOperator(deps, delivery.send),
  };
}
export type InboxService = ReturnType<typeof createInboxService>;
