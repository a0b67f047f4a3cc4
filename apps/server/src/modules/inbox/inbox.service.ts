import { randomUUID } from 'node:crypto';
import {
  INBOX_LIST_LIMIT,
  inboxMessageInputSchema,
  type InboxClaimResponse,
  type InboxListResponse,
  type InboxMessage,
  type InboxMessageInput,
  type LanguageCode,
  type OperatorInboxMessage,
  type operatorInboxListQuerySchema,
} from '@casino/contract';
import type { z } from 'zod';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../errors.ts';
import type { Actor, AuditService } from '../operator/operator.audit.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import * as repo from './inbox.repository.ts';
import type { InboxMessageRow } from './inbox.table.ts';
import {
  raffleWinTexts,
  securityNoticeTexts,
  tournamentPrizeTexts,
  type CompetitionNames,
  type SecurityNoticeKind,
  type SystemMessageTexts,
} from './inbox.texts.ts';

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
  /** Told after messages were delivered (the live streams' `inbox` hint); undefined account = every player. */
  onDelivered?(accountId: string | undefined): void;
}

/** The ledger key of a message's reward to one player: at most one ledger row, ever. */
export const rewardKey = (messageId: string, accountId: string) => `inbox:${messageId}:${accountId}`;

type OperatorListQuery = z.infer<typeof operatorInboxListQuerySchema>;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function toOperatorMessage(row: repo.OperatorMessageRow | InboxMessageRow): OperatorInboxMessage {
  const counts = row as Partial<repo.OperatorMessageRow>;
  return {
    id: row.message_id,
    kind: row.kind,
    audience: row.audience,
    accountId: row.account_id,
    titleJa: row.title_ja,
    titleEn: row.title_en,
    bodyJa: row.body_ja,
    bodyEn: row.body_en,
    bodyFormat: row.body_format,
    reward: row.reward === null ? null : Number(row.reward),
    sendAt: row.send_at.toISOString(),
    expiresAt: iso(row.expires_at),
    state: row.cancelled_at ? 'CANCELLED' : row.sent_at ? 'SENT' : 'SCHEDULED',
    sentAt: iso(row.sent_at),
    createdBy: row.created_by,
    createdDate: row.created_at.toISOString(),
    recipients: Number(counts.recipients ?? 0),
    readCount: Number(counts.read_count ?? 0),
    claimedCount: Number(counts.claimed_count ?? 0),
  };
}

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
    if (sent) deps.onDelivered?.(sent.audience === 'PLAYER' ? (sent.account_id ?? undefined) : undefined);
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

  async function operatorGet(messageId: string): Promise<OperatorInboxMessage> {
    const { rows } = await repo.operatorPage(db, { page: 1, perPage: 1, messageId });
    if (!rows[0]) throw new ApiError(404, 'NOT_FOUND');
    return toOperatorMessage(rows[0]);
  }

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
      await repo.markRead(db, accountId, messageId, clock.now());
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

    // ------------------------------------------------------------------ messages the server writes

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

    // ------------------------------------------------------------------ the back office

    async operatorList(query: OperatorListQuery) {
      const { rows, total } = await repo.operatorPage(db, query);
      return { data: rows.map(toOperatorMessage), total };
    },

    operatorGet,

    /**
     * An operator's message: audited in its own transaction, sent now (send time missing or past) or
     * by the `inbox-send` job at its time. A reward needs the `inbox.reward` permission (checked by
     * the route); a PLAYER message to an account that does not exist is 404.
     */
    async create(raw: InboxMessageInput, actor: Actor): Promise<OperatorInboxMessage> {
      const input = inboxMessageInputSchema.parse(raw);
      const now = clock.now();
      const sendAt = input.sendAt ? new Date(input.sendAt) : now;
      const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
      if (expiresAt && expiresAt <= (sendAt > now ? sendAt : now)) {
        throw new ApiError(400, 'REQUEST_VALIDATION_ERROR');
      }
      if (input.audience === 'PLAYER' && !(await deps.languageOf(input.accountId!))) {
        throw new ApiError(404, 'NOT_FOUND');
      }
      const row = await db.transaction().execute(async (tx) => {
        const inserted = await repo.insertMessage(tx, {
          message_id: randomUUID(),
          kind: 'OPERATOR',
          audience: input.audience,
          account_id: input.audience === 'PLAYER' ? input.accountId! : null,
          title_ja: input.titleJa,
          title_en: input.titleEn,
          body_ja: input.bodyJa,
          body_en: input.bodyEn,
          body_format: input.bodyFormat,
          reward: input.reward ?? null,
          send_at: sendAt,
          expires_at: expiresAt,
          sent_at: null,
          cancelled_at: null,
          created_by: actor.email ?? actor.operatorId ?? 'operator',
          source_key: null,
          created_at: now,
        });
        await deps.audit.record(
          actor,
          'inbox.message_created',
          `inbox:${inserted.message_id}`,
          { after: toOperatorMessage(inserted) },
          tx,
        );
        return inserted;
      });
      if (sendAt <= now) await send(row.message_id);
      return operatorGet(row.message_id);
    },

    /** Cancels a scheduled message before it is sent (409 INBOX_MESSAGE_NOT_EDITABLE after). */
    async cancel(messageId: string, actor: Actor): Promise<OperatorInboxMessage> {
      const before = await repo.findMessage(db, messageId);
      if (!before) throw new ApiError(404, 'NOT_FOUND');
      await db.transaction().execute(async (tx) => {
        if (!(await repo.markCancelled(tx, messageId, clock.now())))
          throw new ApiError(409, 'INBOX_MESSAGE_NOT_EDITABLE');
        await deps.audit.record(actor, 'inbox.message_cancelled', `inbox:${messageId}`, {}, tx);
      });
      return operatorGet(messageId);
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
export type InboxService = ReturnType<typeof createInboxService>;
