import { randomUUID } from 'node:crypto';
import type { CompetitionTranslation, PrizeTier } from '@casino/contract';
import type { Db } from '../../db/database.ts';
import type { ApprovalsService } from '../approvals/approvals.service.ts';
import { tournamentSubject } from './tournaments.approval.ts';
import { jstDay } from './tournaments.service.ts';
import type { TournamentTable } from './tournaments.table.ts';
import type { Insertable } from 'kysely';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Days start at midnight in Japan (UTC+9). */
const JST = 9 * HOUR;

const SLOTS = [
  'WNF_AZTEC_X',
  'WNF_MILLION_TREE',
  'WNF_OIRAN_DREAMS',
  'WNF_WILD_WEST_ANGEL',
  'WNF_FIGHTING_SAMURAI',
];

function texts(ja: [string, string], en: [string, string]): CompetitionTranslation[] {
  return [
    {
      languageCode: 'ja',
      languageDisplayName: '日本語',
      title: ja[0],
      description: ja[1],
      termsAndConditions:
        '対象ゲームでのコインを使ったプレイだけが集計されます。同点の場合は先にそのスコアに達したプレイヤーが上位です。賞品のコインは終了後に自動で付与されます。コインに換金価値はありません。',
    },
    {
      languageCode: 'en',
      languageDisplayName: 'English',
      title: en[0],
      description: en[1],
      termsAndConditions:
        'Only coin play in the eligible games counts. Ties go to whoever reached the score first. Prize coins are credited automatically after the end. Coins have no cash value.',
    },
  ];
}

/** A seeded tournament: `days` long from `start`, on the five slots, without a banner, ACTIVE. */
function row(
  now: Date,
  start: Date,
  days: number,
  values: Omit<
    Insertable<TournamentTable>,
    | 'created_at'
    | 'updated_at'
    | 'state'
    | 'settled_at'
    | 'cancelled_at'
    | 'start_at'
    | 'end_at'
    | 'games'
    | 'banner_file_name'
    | 'translations'
    | 'prizes'
  > & {
    translations: CompetitionTranslation[];
    prizes: PrizeTier[];
  },
): Insertable<TournamentTable> {
  return {
    ...values,
    start_at: start,
    end_at: new Date(start.getTime() + days * DAY),
    games: JSON.stringify(SLOTS),
    banner_file_name: null,
    translations: JSON.stringify(values.translations),
    prizes: JSON.stringify(values.prizes),
    state: 'ACTIVE',
    created_at: now,
    updated_at: now,
    settled_at: null,
    cancelled_at: null,
  };
}

/**
 * First start only (the tournaments table is empty): a weekly tournament starting next Monday; with
 * `demo` (SEED_DEMO=true) also a daily one running today (Japan time) and last week's launch cup, ended,
 * with three seeded tester players' scores.
 * The launch cup is left ACTIVE past its end: the settlement job pays its winners through the wallet
 * like any other (server.ts runs the jobs once after seeding). Returns how many tournaments it created.
 */
export async function seedTournaments(
  db: Db,
  now: Date,
  approvals: Pick<ApprovalsService, 'propose'>,
  options: { demo: boolean } = { demo: false },
): Promise<number> {
  const any = await db.selectFrom('tournaments').select('tournament_id').limit(1).executeTakeFirst();
  if (any) return 0;
  const todayJst = new Date(Math.floor((now.getTime() + JST) / DAY) * DAY - JST);
  const dayOfWeek = new Date(todayJst.getTime() + JST).getUTCDay(); // 0 = Sunday
  const nextMonday = new Date(todayJst.getTime() + ((8 - dayOfWeek) % 7 || 7) * DAY);
  const lastWeek = new Date(todayJst.getTime() - 8 * DAY);

  const all = [
    row(now, todayJst, 1, {
      tournament_ref: `daily-cup-${jstDay(todayJst)}`,
      series_ref: 'daily-cup',
      recurrence: 'DAILY',
      translations: texts(
        ['デイリーカップ', '毎日開催。スロットで獲得したコイン1,000枚ごとに1ポイント。'],
        ['Daily Cup', 'Every day: 1 point for every 1,000 coins won on the slots.'],
      ),
      prizes: [
        { fromRank: 1, toRank: 1, amount: 50_000 },
        { fromRank: 2, toRank: 2, amount: 20_000 },
        { fromRank: 3, toRank: 10, amount: 5_000 },
      ],
      scoring_rule: 'COINS_WON',
      coins_per_point: 1000,
      min_bet: 10,
    }),
    row(now, nextMonday, 7, {
      tournament_ref: `weekly-multiplier-${jstDay(nextMonday)}`,
      series_ref: 'weekly-multiplier',
      recurrence: 'WEEKLY',
      translations: texts(
        ['ウィークリー倍率チャレンジ', '1週間で最高の1ラウンド倍率を競います。'],
        ['Weekly Multiplier Challenge', 'The best single-round win multiplier of the week wins.'],
      ),
      prizes: [
        { fromRank: 1, toRank: 1, amount: 200_000 },
        { fromRank: 2, toRank: 5, amount: 30_000 },
      ],
      scoring_rule: 'BEST_MULTIPLIER',
      coins_per_point: 1,
      min_bet: 100,
    }),
    row(now, lastWeek, 7, {
      tournament_ref: 'launch-cup',
      series_ref: null,
      recurrence: 'NONE',
      translations: texts(
        ['ローンチカップ', 'オープン記念。賭けたコインの合計で競いました。'],
        ['Launch Cup', 'Our opening week: ranked by total coins wagered.'],
      ),
      prizes: [
        { fromRank: 1, toRank: 1, amount: 30_000 },
        { fromRank: 2, toRank: 3, amount: 10_000 },
      ],
      scoring_rule: 'COINS_WAGERED',
      coins_per_point: 100,
      min_bet: 10,
    }),
  ];

  // Without SEED_DEMO (production): only the upcoming weekly one; no players, nothing to pay.
  const tournaments = options.demo ? all : all.filter((t) => t.series_ref === 'weekly-multiplier');
  return db.transaction().execute(async (tx) => {
    // Two processes starting at once on one PostgreSQL: the references are unique, the second inserts nothing.
    const inserted = await tx
      .insertInto('tournaments')
      .values(tournaments)
      .onConflict((oc) => oc.doNothing())
      .returningAll()
      .execute();
    // Seeded prize tables are approved by the system, recorded as such (audit: system:seed).
    for (const seeded of inserted) await approvals.propose(tx, { system: 'seed' }, tournamentSubject(seeded));
    const launch = inserted.find((t) => t.tournament_ref === 'launch-cup');
    if (!launch) return inserted.length;
    const players = [
      { name: 'SakuraSeed', score: 1840 },
      { name: 'KenjiSeed', score: 1210 },
      { name: 'YunaSeed', score: 655 },
    ];
    for (const [index, player] of players.entries()) {
      const accountId = randomUUID();
      await tx
        .insertInto('accounts')
        .values({
          account_id: accountId,
          email: `${player.name.toLowerCase()}@players.invalid`,
          display_name: player.name,
          password_hash: '!', // matches no password: nobody signs in as a seeded player
          language_code: 'ja',
          is_age_over_18: true,
          is_tester: true,
          phone_number: null,
          phone_verified_at: null,
          deleted_at: null,
        })
        .onConflict((oc) => oc.doNothing())
        .execute();
      await tx
        .insertInto('tournament_scores')
        .values({
          tournament_id: Number(launch.tournament_id),
          account_id: accountId,
          score: player.score,
          rounds: 40 - index * 10,
          reached_at: new Date(lastWeek.getTime() + (index + 1) * DAY),
          reached_ledger_id: 0,
        })
        .execute();
    }
    return inserted.length;
  });
}
