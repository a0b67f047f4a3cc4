import { randomUUID } from 'node:crypto';
import {
  inboxMessageInputSchema,
  type InboxMessageInput,
  type OperatorInboxMessage,
  type operatorInboxListQuerySchema,
} from '@casino/contract';
import type { z } from 'zod';
import { ApiError } from '../../errors.ts';
import type { Actor } from '../operator/operator.audit.ts';
import type { InboxServiceDeps } from './inbox.service.ts';
import * as repo from './inbox.repository.ts';
import type { InboxMessageRow } from './inbox.table.ts';

type OperatorListQuery = z.infer<typeof operatorInboxListQuerySchema>;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function toOperatorMessage(row: repo.OperatorMessageRow | InboxMessageRow): OperatorInboxMessage {
  const counts = row as Partial<repo.OperatorMessageRow>;
  return {
    id: row.message_id,
    kind: row.kind,
    audience: row.audience,
    accountId: row.account_id,
    segment:
      row.audience === 'SEGMENT'
        ? {
            language: row.segment_language,
            activeWithinDays: row.segment_active_days,
            phoneVerified: row.segment_phone_verified,
          }
        : null,
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
 * The back office's side of the inbox: the list with delivery counts, one message, writing one (sent
 * at once through `send`, or left for the `inbox-send` job) and cancelling a scheduled one. Every
 * write is audited in the transaction that makes it.
 */
export function createInboxOperator(
  deps: Pick<InboxServiceDeps, 'db' | 'clock' | 'audit' | 'languageOf'>,
  send: (messageId: string) => Promise<boolean>,
) {
  const { db, clock } = deps;

  async function operatorGet(messageId: string): Promise<OperatorInboxMessage> {
    const { rows } = await repo.operatorPage(db, { page: 1, perPage: 1, messageId });
    if (!rows[0]) throw new ApiError(404, 'NOT_FOUND');
    return toOperatorMessage(rows[0]);
  }

  return {
    operatorGet,

    async operatorList(query: OperatorListQuery) {
      const { rows, total } = await repo.operatorPage(db, query);
      return { data: rows.map(toOperatorMessage), total };
    },

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
          ...(input.audience === 'SEGMENT' && input.segment
            ? {
                segment_language: input.segment.language,
                segment_active_days: input.segment.activeWithinDays,
                segment_phone_verified: input.segment.phoneVerified,
              }
            : {}),
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
  };
}
