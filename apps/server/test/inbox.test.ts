import { describe, expect, it, vi } from 'vitest';
import {
  inboxListResponseSchema,
  operatorInboxMessageSchema,
  type InboxMessageInput,
} from '@casino/contract';
import { AUTH_ENV, Browser, ERROR, PASSWORD, signedUp } from './auth-helpers.ts';
import { manualClock, ON_POSTGRES, setupTestApp } from './helper.ts';
import { newOperator, operatorSignin } from './operator-helpers.ts';

/**
 * The inbox (issue 29) through HTTP: an operator's message to one player or to all, now or at its
 * time, in the player's language; unread count, mark read; a reward claimed exactly once under 50
 * concurrent claims (a real race on PostgreSQL: `PG_PORT=… bash scripts/with-postgres.sh npx vitest
 * run --project server apps/server/test/inbox*.test.ts`), refused once expired or self-excluded;
 * another player's message is 404; a password change leaves a security notice.
 */

const ADMIN_EMAIL = 'inbox.boss@casino.test';
const ADMIN_PASSWORD = 'first-admin-password';
const HOUR = 3_600_000;
const clock = manualClock(new Date());
const ctx = setupTestApp({
  clock,
  env: { ...AUTH_ENV, OPERATOR_EMAIL: ADMIN_EMAIL, OPERATOR_PASSWORD: ADMIN_PASSWORD },
});

/** A fresh admin session (the clock moves by hours here: an old one would have idled out). */
async function admin() {
  await ctx.app.operators.ensureFirstOperator();
  return operatorSignin(ctx.app, ADMIN_EMAIL, ADMIN_PASSWORD);
}

const message = (overrides: Partial<InboxMessageInput> = {}): InboxMessageInput => ({
  audience: 'PLAYER',
  titleJa: 'ささやかな贈り物',
  titleEn: 'A small gift',
  bodyJa: 'いつもありがとうございます。',
  bodyEn: 'Thank you for playing with us.',
  bodyFormat: 'TEXT',
  reward: 2_500,
  ...overrides,
});

async function send(overrides: Partial<InboxMessageInput>) {
  const res = await (await admin()).post('/operator/inbox-messages', message(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return operatorInboxMessageSchema.parse(res.json());
}

type Player = Awaited<ReturnType<typeof signedUp>>;

async function inbox(player: Player, languageCode?: 'ja' | 'en') {
  const res = await player.browser.get(
    `/inbox/messages${languageCode ? `?languageCode=${languageCode}` : ''}`,
  );
  expect(res.statusCode).toBe(200);
  return inboxListResponseSchema.parse(res.json());
}

const balanceOf = async (player: Player) => (await player.browser.get('/balance')).json().balance as number;

async function rewardRows(accountId: string, messageId: string) {
  return ctx.db
    .selectFrom('wallet_transactions')
    .select(['amount', 'transaction_type', 'idempotency_key'])
    .where('account_id', '=', accountId)
    .where('idempotency_key', 'like', `%inbox:${messageId}:%`)
    .execute();
}

async function ledgerSum(accountId: string) {
  const row = await ctx.db
    .selectFrom('wallet_transactions')
    .select((eb) => eb.fn.sum<string | number>('amount').as('sum'))
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return Number(row.sum);
}

describe('an operator message to one player', () => {
  it('arrives in the player’s language (ja by default, en when asked), counts as unread until read', async () => {
    const player = await signedUp(ctx.app);
    const other = await signedUp(ctx.app);
    const sent = await send({ accountId: player.accountId });
    expect(sent).toMatchObject({ state: 'SENT', recipients: 1, reward: 2_500, createdBy: ADMIN_EMAIL });

    const ja = await inbox(player);
    expect(ja.unread).toBe(1);
    expect(ja.messages).toEqual([
      expect.objectContaining({
        messageId: sent.id,
        kind: 'OPERATOR',
        title: 'ささやかな贈り物',
        body: 'いつもありがとうございます。',
        bodyHtml: null,
        reward: 2_500,
        read: false,
        expired: false,
        claimedDate: null,
      }),
    ]);
    const en = await inbox(player, 'en');
    expect(en.messages[0]).toMatchObject({ title: 'A small gift', body: 'Thank you for playing with us.' });
    expect((await player.browser.get('/inbox/unread')).json()).toEqual({ unread: 1 });
    // Nobody else receives it.
    expect(await inbox(other)).toEqual({ messages: [], unread: 0 });

    const read = await player.browser.post(`/inbox/messages/${sent.id}/read`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ unread: 0 });
    expect((await player.browser.post(`/inbox/messages/${sent.id}/read`)).json()).toEqual({ unread: 0 });
    expect((await inbox(player)).messages[0]?.read).toBe(true);

    // Audited, with who sent what to whom.
    const audit = await (await admin()).get('/operator/audit?action=inbox.message_created');
    expect(audit.json().data.some((e: { target: string }) => e.target === `inbox:${sent.id}`)).toBe(true);
  });

  it('without English texts shows the Japanese ones; a Markdown body comes rendered and sanitised', async () => {
    const player = await signedUp(ctx.app);
    await send({
      accountId: player.accountId,
      titleEn: null,
      bodyEn: null,
      bodyFormat: 'MARKDOWN',
      bodyJa: '**大当たり** <script>alert(1)</script>',
      reward: null,
    });
    const [shown] = (await inbox(player, 'en')).messages;
    expect(shown?.title).toBe('ささやかな贈り物');
    expect(shown?.bodyHtml).toContain('<strong>大当たり</strong>');
    expect(shown?.bodyHtml).not.toContain('<script>');
  });

  it('is 404 to another player: read and claim alike', async () => {
    const player = await signedUp(ctx.app);
    const stranger = await signedUp(ctx.app);
    const sent = await send({ accountId: player.accountId });
    for (const path of ['read', 'claim']) {
      const res = await stranger.browser.post(`/inbox/messages/${sent.id}/${path}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(ERROR('NOT_FOUND'));
    }
    expect((await stranger.browser.post('/inbox/messages/not-a-uuid/claim')).statusCode).toBe(400);
    expect(await rewardRows(stranger.accountId, sent.id)).toEqual([]);
  });
});

describe(`a reward claimed (${ON_POSTGRES ? 'PostgreSQL: a real race' : 'PGlite: serialised'})`, () => {
  it('50 concurrent claims pay exactly once: one 200, 49 INBOX_REWARD_ALREADY_CLAIMED', async () => {
    const player = await signedUp(ctx.app);
    const sent = await send({ accountId: player.accountId, reward: 7_777 });
    const before = await balanceOf(player);

    const results = await Promise.all(
      Array.from({ length: 50 }, () => player.browser.post(`/inbox/messages/${sent.id}/claim`)),
    );
    const ok = results.filter((r) => r.statusCode === 200);
    const refused = results.filter((r) => r.statusCode === 409);
    expect(ok).toHaveLength(1);
    expect(ok[0]!.json()).toMatchObject({ messageId: sent.id, reward: 7_777, newBalance: before + 7_777 });
    expect(refused).toHaveLength(49);
    expect(refused.every((r) => r.json().error.code === 'INBOX_REWARD_ALREADY_CLAIMED')).toBe(true);

    expect(await balanceOf(player)).toBe(before + 7_777);
    expect(await ledgerSum(player.accountId)).toBe(before + 7_777);
    const rows = await rewardRows(player.accountId, sent.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ transaction_type: 'PROMO_BONUS' });
    expect(Number(rows[0]!.amount)).toBe(7_777);

    const [shown] = (await inbox(player)).messages;
    expect(shown?.claimedDate).not.toBeNull();
    expect(shown?.read).toBe(true);
    // Later, the answer stays the same and nothing moves.
    const again = await player.browser.post(`/inbox/messages/${sent.id}/claim`);
    expect(again.json()).toEqual(ERROR('INBOX_REWARD_ALREADY_CLAIMED'));
    expect(await balanceOf(player)).toBe(before + 7_777);
  });

  it('a message without a reward has nothing to claim', async () => {
    const player = await signedUp(ctx.app);
    const sent = await send({ accountId: player.accountId, reward: null });
    const res = await player.browser.post(`/inbox/messages/${sent.id}/claim`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(ERROR('INBOX_NO_REWARD'));
  });

  it('an expired message’s reward is refused with INBOX_MESSAGE_EXPIRED and moves nothing', async () => {
    const player = await signedUp(ctx.app);
    const expiresAt = new Date(clock.now().getTime() + HOUR).toISOString();
    const sent = await send({ accountId: player.accountId, expiresAt });
    const before = await balanceOf(player);
    clock.advance(HOUR + 1_000);
    const [shown] = (await inbox(player)).messages;
    expect(shown).toMatchObject({ expired: true, expiresDate: expiresAt.replace(/\.\d+Z$/, (m) => m) });
    const res = await player.browser.post(`/inbox/messages/${sent.id}/claim`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(ERROR('INBOX_MESSAGE_EXPIRED'));
    expect(await balanceOf(player)).toBe(before);
    expect(await rewardRows(player.accountId, sent.id)).toEqual([]);
  });

  it('a self-excluded player cannot claim (responsible play’s gate: PLAY_SELF_EXCLUDED)', async () => {
    const player = await signedUp(ctx.app);
    const sent = await send({ accountId: player.accountId });
    const excluded = await player.browser.post('/responsible-play/self-exclusion', {
      period: '1y',
      password: PASSWORD,
    });
    expect(excluded.statusCode).toBe(200);
    const before = await balanceOf(player);
    const res = await player.browser.post(`/inbox/messages/${sent.id}/claim`);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('PLAY_SELF_EXCLUDED');
    expect(await balanceOf(player)).toBe(before);
    expect(await rewardRows(player.accountId, sent.id)).toEqual([]);
  });
});

describe('a scheduled message to every player', () => {
  it('appears only after its time, once, to every player; it can be cancelled before', async () => {
    const a = await signedUp(ctx.app);
    const b = await signedUp(ctx.app);
    // A player who deleted their account before the send gets nothing (no row for a closed account).
    const gone = await signedUp(ctx.app);
    const deleted = await gone.browser.post('/auth/delete-account', { password: PASSWORD });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    const sendAt = new Date(clock.now().getTime() + 2 * HOUR).toISOString();
    const scheduled = await send({ audience: 'ALL', sendAt, reward: null, titleJa: '定期メンテナンス' });
    expect(scheduled).toMatchObject({ state: 'SCHEDULED', recipients: 0, sentAt: null });
    const cancelled = await send({ audience: 'ALL', sendAt, reward: null, titleJa: '取り消し' });
    const cancel = await (await admin()).post(`/operator/inbox-messages/${cancelled.id}/cancel`);
    expect(cancel.json()).toMatchObject({ state: 'CANCELLED' });

    await ctx.app.jobs.runOnce();
    expect((await inbox(a)).messages.map((m) => m.title)).not.toContain('定期メンテナンス');

    clock.advance(2 * HOUR + 1_000);
    await ctx.app.jobs.runOnce();
    await ctx.app.jobs.runOnce(); // a second run (or another process) sends nothing again
    for (const player of [a, b]) {
      const titles = (await inbox(player)).messages.map((m) => m.title);
      expect(titles.filter((t) => t === '定期メンテナンス')).toHaveLength(1);
      expect(titles).not.toContain('取り消し');
    }
    const toGone = await ctx.db
      .selectFrom('inbox_deliveries')
      .select('message_id')
      .where('account_id', '=', gone.accountId)
      .execute();
    expect(toGone).toEqual([]);
    const after = await (await admin()).get(`/operator/inbox-messages/${scheduled.id}`);
    expect(after.json()).toMatchObject({ state: 'SENT' });
    expect(after.json().recipients).toBeGreaterThanOrEqual(2);
    // Sent: it can no longer be cancelled.
    const late = await (await admin()).post(`/operator/inbox-messages/${scheduled.id}/cancel`);
    expect(late.json()).toEqual(ERROR('INBOX_MESSAGE_NOT_EDITABLE'));
  });
});

describe('who may send', () => {
  it('support writes messages but not coins; a player or a stranger cannot write at all', async () => {
    const player = await signedUp(ctx.app);
    const { browser: support } = await newOperator(await admin(), 'support');
    const coins = await support.post('/operator/inbox-messages', message({ accountId: player.accountId }));
    expect(coins.statusCode).toBe(403);
    expect(coins.json()).toEqual(ERROR('FORBIDDEN'));
    const words = await support.post(
      '/operator/inbox-messages',
      message({ accountId: player.accountId, reward: null }),
    );
    expect(words.statusCode).toBe(201);
    const { browser: content } = await newOperator(await admin(), 'content');
    expect((await content.get('/operator/inbox-messages')).statusCode).toBe(403);
    const asPlayer = await player.browser.post(
      '/operator/inbox-messages',
      message({ accountId: player.accountId }),
    );
    expect(asPlayer.statusCode).toBe(401);
    // To an account that does not exist: 404, nothing written.
    const ghost = await (
      await admin()
    ).post('/operator/inbox-messages', message({ accountId: '00000000-0000-4000-8000-000000000000' }));
    expect(ghost.statusCode).toBe(404);
  });
});

describe('messages the server writes', () => {
  it('a password change leaves a security notice in the inbox (and no reward)', async () => {
    const player = await signedUp(ctx.app);
    const res = await player.browser.post('/auth/change-password', {
      currentPassword: PASSWORD,
      newPassword: `${PASSWORD}-2`,
    });
    expect(res.statusCode).toBe(204);
    await vi.waitFor(async () => {
      const { messages } = await inbox(player, 'en');
      expect(messages).toEqual([
        expect.objectContaining({
          kind: 'SECURITY_NOTICE',
          title: 'Your password was changed',
          reward: null,
        }),
      ]);
    });
  });
});

describe('a message to a segment', () => {
  it('reaches the open accounts matching every criterion at the time it is sent', async () => {
    const idle = await signedUp(ctx.app, { languageCode: 'en' });
    clock.advance(3 * 24 * HOUR);
    const active = await signedUp(ctx.app, { languageCode: 'en' });
    const otherLanguage = await signedUp(ctx.app, { languageCode: 'ja' });
    const sent = await send({
      audience: 'SEGMENT',
      segment: { language: 'en', activeWithinDays: 2 },
      reward: null,
      titleJa: 'セグメント宛て',
      titleEn: 'To a segment',
    });
    expect(sent).toMatchObject({
      audience: 'SEGMENT',
      accountId: null,
      segment: { language: 'en', activeWithinDays: 2, phoneVerified: null },
      state: 'SENT',
    });
    const got = async (player: Player) =>
      (await inbox(player, 'en')).messages.some((m) => m.title === 'To a segment');
    expect(await got(active)).toBe(true);
    expect(await got(otherLanguage)).toBe(false); // another language
    const idleRows = await ctx.db
      .selectFrom('inbox_deliveries')
      .select('account_id')
      .where('message_id', '=', sent.id)
      .where('account_id', '=', idle.accountId)
      .execute();
    expect(idleRows).toEqual([]); // not signed in for three days

    // A segment needs at least one criterion, and SEGMENT needs a segment.
    const boss = await admin();
    for (const body of [
      message({ audience: 'SEGMENT', reward: null }),
      message({ audience: 'SEGMENT', reward: null, segment: {} }),
      message({ audience: 'SEGMENT', reward: null, segment: { activeWithinDays: 0 } }),
    ]) {
      const res = await boss.post('/operator/inbox-messages', body);
      expect(res.statusCode, res.body).toBe(400);
    }
  });
});

describe('the daily bonus is ready', () => {
  it('tells a player who claimed it once when it opens again, once per claim cycle', async () => {
    const player = await signedUp(ctx.app);
    const claim = await player.browser.post('/claimDailyBonus');
    expect(claim.statusCode, claim.body).toBe(200);
    const ready = async () => {
      const again = new Browser(ctx.app);
      const signin = await again.post('/auth/signin', { email: player.email, password: player.password });
      expect(signin.statusCode, signin.body).toBe(200);
      const res = await again.get('/inbox/messages?languageCode=ja');
      return inboxListResponseSchema.parse(res.json()).messages.filter((m) => m.kind === 'DAILY_BONUS_READY');
    };

    await ctx.app.jobs.runOnce(); // claimed just now: nothing to tell
    expect(await ready()).toEqual([]);
    clock.advance(25 * HOUR); // past the next reset (00:00 JST)
    await ctx.app.jobs.runOnce();
    await ctx.app.jobs.runOnce(); // a second run (or process) tells nothing again
    const told = await ready();
    expect(told).toHaveLength(1);
    expect(told[0]!.title).toBe('デイリーボーナスを受け取れます');
    expect(told[0]!.reward).toBeNull();

    // Claimed again, then open again a day later: a second message, for the new cycle.
    const again = new Browser(ctx.app);
    await again.post('/auth/signin', { email: player.email, password: player.password });
    expect((await again.post('/claimDailyBonus')).statusCode).toBe(200);
    clock.advance(25 * HOUR);
    await ctx.app.jobs.runOnce();
    expect(await ready()).toHaveLength(2);
  });
});
