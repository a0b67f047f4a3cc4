import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateTo, migrateToLatest } from '../src/db/migrate.ts';
import { createApprovalsService } from '../src/modules/approvals/approvals.service.ts';
import { promoCodeSubject } from '../src/modules/content/promotions.admin.ts';
import { createAuditService } from '../src/modules/operator/operator.audit.ts';
import { tournamentSubject } from '../src/modules/tournaments/tournaments.approval.ts';
import { createTestDatabase, manualClock, type TestDatabase } from './helper.ts';

/**
 * The approvals migration (issue 24): promo codes and tournaments that existed before it keep paying —
 * recorded as approved by `system:migration` with their liability — and the threshold starts at 100,000.
 */
let testDb: TestDatabase;
const clock = manualClock(new Date('2030-01-01T00:00:00Z'));

beforeAll(async () => {
  testDb = await createTestDatabase();
  await migrateTo(testDb.db, '20261127100000_round_maths_version');
});
afterAll(async () => {
  await testDb?.destroy();
});

describe('the approvals migration', () => {
  it('records existing coin-paying terms as approved by the system, with their liability', async () => {
    const db = testDb.db;
    const now = clock.now();
    const period = {
      starts_at: now,
      ends_at: new Date(now.getTime() + 86_400_000),
      created_at: now,
      updated_at: now,
    };
    await db
      .insertInto('promotions')
      .values({ slug: 'old', banner_url: null, cta_path: '/', published: true, ...period })
      .execute();
    const code = { code: 'OLDCODE', amount: 1_000_000_000, max_redemptions: 10_000_000 };
    await db
      .insertInto('promo_codes')
      .values({ ...code, promotion_slug: 'old', disabled: false, ...period })
      .execute();
    const prizes = [
      { fromRank: 1, toRank: 1, amount: 700 },
      { fromRank: 2, toRank: 3, amount: 300 },
    ];
    const tournament = await db
      .insertInto('tournaments')
      .values({
        tournament_ref: 'old-cup',
        series_ref: null,
        recurrence: 'NONE',
        state: 'ACTIVE',
        start_at: now,
        end_at: period.ends_at,
        games: JSON.stringify(['WNF_AZTEC_X']),
        translations: JSON.stringify([]),
        prizes: JSON.stringify(prizes),
        scoring_rule: 'COINS_WON',
        coins_per_point: 1,
        min_bet: 0,
        banner_file_name: null,
        created_at: now,
        updated_at: now,
        settled_at: null,
        cancelled_at: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();

    await migrateToLatest(db);
    const approvals = createApprovalsService({ db, clock, audit: createAuditService(db, clock) });
    const promo = promoCodeSubject(code);
    expect(await approvals.verdict(db, promo.kind, promo.subjectId, promo.terms)).toBe('APPROVED');
    expect(await approvals.get('promo_code:OLDCODE')).toMatchObject({
      status: 'APPROVED',
      proposedBy: 'system:migration',
      liability: Number.MAX_SAFE_INTEGER,
    });
    const cup = tournamentSubject(tournament);
    expect(await approvals.verdict(db, cup.kind, cup.subjectId, cup.terms)).toBe('APPROVED');
    expect((await approvals.get(`tournament:${cup.subjectId}`)).liability).toBe(1_300);
    // Other terms than the migrated ones are not approved.
    expect(await approvals.verdict(db, promo.kind, promo.subjectId, { ...promo.terms, amount: 1 })).toBe(
      'REFUSED',
    );
    expect(await approvals.settings()).toEqual({ id: 'money', fourEyesThreshold: 100_000 });
  });
});
