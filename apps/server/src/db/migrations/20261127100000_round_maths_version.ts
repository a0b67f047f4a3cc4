import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * The maths version a round was decided under (issue 18, docs/decisions/023-maths-version.md): a short
 * hex hash from @casino/studio's mathsVersion, written on the provably fair record of every round (and
 * again when a pick settles it, since the whole round is replayed then). Rounds recorded before this
 * migration keep NULL: "before versions were kept" — the verify page then shows the recorded outcome
 * instead of claiming a mismatch. Metadata only: no ledger or balance change.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('studio_fair_rounds').addColumn('maths_version', 'text').execute();
  await sql`alter table studio_fair_rounds add constraint studio_fair_rounds_maths_version_check
    check (maths_version is null or maths_version ~ '^[0-9a-f]{8,64}$')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table studio_fair_rounds drop constraint studio_fair_rounds_maths_version_check`.execute(
    db,
  );
  await db.schema.alterTable('studio_fair_rounds').dropColumn('maths_version').execute();
}
