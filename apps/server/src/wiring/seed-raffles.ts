import { GAME_CATALOGUE, type RaffleInput } from '@casino/contract';
import type { Clock } from '../clock.ts';
import type { RafflesAdmin } from '../modules/raffles/raffles.admin.ts';
import type { RaffleDrawer } from '../modules/raffles/raffles.draw.ts';
import { entrantRefOf } from '../modules/raffles/raffles.mapper.ts';
import type { Db } from '../db/database.ts';

const DAY = 24 * 3_600_000;
/** Seeded prizes are approved by the system, recorded as such (audit: system:seed; issue 24). */
const SEED = { system: 'seed' };

/**
 * Raffles for a new install (issue 13), in ja and en: one upcoming. With `demo` (SEED_DEMO=true) also
 * one running and one already drawn, whose demo entrants (testers without a usable password, e-mails on
 * the reserved example.invalid domain) were drawn by the real drawer, so its results page verifies.
 * Runs once: a database that has any raffle is left alone.
 */
export async function seedRaffles(
  db: Db,
  deps: { clock: Clock; admin: Pick<RafflesAdmin, 'create'>; drawer: Pick<RaffleDrawer, 'runDue'> },
  options: { demo: boolean } = { demo: false },
): Promise<number> {
  const existing = await db.selectFrom('raffles').select('raffle_id').limit(1).executeTakeFirst();
  if (existing) return 0;
  const now = deps.clock.now().getTime();
  const gameCodes = GAME_CATALOGUE.filter((g) => g.tags.includes('SLOT')).map((g) => g.gameCode);
  const at = (days: number) => new Date(now + days * DAY).toISOString();
  const raffle = (
    ref: string,
    from: number,
    to: number,
    texts: RaffleInput['translations'],
  ): RaffleInput => ({
    tournamentRef: ref,
    startDateUtc: at(from),
    endDateUtc: at(to),
    raffleDrawDate: at(to),
    wagerPerEntry: 1_000,
    prizes: [50_000, 20_000, 10_000],
    gameCodes,
    translations: texts,
    bannerFileName: `${ref}.svg`,
  });
  const texts = (ja: string, en: string): RaffleInput['translations'] => [
    {
      languageCode: 'ja',
      title: ja,
      description: 'スロットで 1,000 コイン賭けるごとにチケット 1 枚。抽選は誰でも検証できます。',
      termsAndConditions: 'コインに換金価値はありません。1 人 1 賞まで。抽選方法は結果ページをご覧ください。',
    },
    {
      languageCode: 'en',
      title: en,
      description: 'One ticket for every 1,000 coins wagered on slots. Anyone can verify the draw.',
      termsAndConditions:
        'Coins have no cash value. One prize per player. See the results page for the draw method.',
    },
  ];

  // Two processes starting together: the second one's insert of the same reference fails; it stops here.
  try {
    await deps.admin.create(
      raffle('winter-raffle', 7, 14, texts('冬のコインラッフル', 'Winter Coin Raffle')),
      SEED,
    );
  } catch (error) {
    if ((error as { statusCode?: unknown }).statusCode === 400) return 0;
    throw error;
  }
  // Without SEED_DEMO (production): one upcoming raffle, no players, no coins paid.
  if (!options.demo) return 1;
  const drawn = await deps.admin.create(
    raffle('autumn-raffle-drawn', -14, -7, texts('秋のコインラッフル', 'Autumn Coin Raffle')),
    SEED,
  );
  await deps.admin.create(
    raffle('weekly-raffle', -1, 6, texts('週間コインラッフル', 'Weekly Coin Raffle')),
    SEED,
  );

  const entrants = [
    ['さくら', 7_400],
    ['Kenji', 3_000],
    ['はなこ', 12_250],
    ['Mika', 1_000],
    ['たろう', 5_900],
  ] as const;
  const created = new Date(now - 14 * DAY);
  for (const [index, [name, wagered]] of entrants.entries()) {
    const accountId = `00000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`;
    await db
      .insertInto('accounts')
      .values({
        account_id: accountId,
        email: `raffle-demo-${index + 1}@example.invalid`,
        display_name: name,
        password_hash: '!',
        language_code: 'ja',
        is_age_over_18: true,
        is_tester: true, // demo players stay out of every report
        phone_number: null,
        phone_verified_at: null,
        deleted_at: null,
      })
      // A name taken by a real player (or a second run) leaves that demo entrant out.
      .onConflict((oc) => oc.doNothing())
      .execute();
    const account = await db
      .selectFrom('accounts')
      .select('account_id')
      .where('account_id', '=', accountId)
      .executeTakeFirst();
    if (!account) continue;
    await db
      .insertInto('raffle_entries')
      .values({
        raffle_id: drawn.id,
        account_id: accountId,
        entrant_ref: entrantRefOf(drawn.id, accountId),
        wagered,
        created_at: created,
        updated_at: created,
      })
      .execute();
  }
  await deps.drawer.runDue(); // closes and draws the past raffle, pays its winners
  return 3;
}
