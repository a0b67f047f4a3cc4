import type { Db } from '../../src/db/database.ts';
import { insertTournament } from '../../src/modules/tournaments/tournaments.repository.ts';
import type { TournamentRow } from '../../src/modules/tournaments/tournaments.table.ts';

type Row = Parameters<typeof insertTournament>[1];

/**
 * Inserts a tournament row straight into the table (tests of scoring and settlement, not of the
 * console): ACTIVE on AZTEC-X from a second ago for an hour, one point a round, a 1-coin prize;
 * `overrides` changes any column.
 */
export async function insertTestTournament(
  db: Db,
  overrides: Partial<Row> & Pick<Row, 'tournament_ref'>,
  now = new Date(),
): Promise<TournamentRow> {
  const row = await insertTournament(db, {
    series_ref: null,
    recurrence: 'NONE',
    state: 'ACTIVE',
    start_at: new Date(now.getTime() - 1000),
    end_at: new Date(now.getTime() + 3_600_000),
    games: JSON.stringify(['WNF_AZTEC_X']),
    translations: JSON.stringify([]),
    prizes: JSON.stringify([{ fromRank: 1, toRank: 1, amount: 1 }]),
    scoring_rule: 'ROUNDS_PLAYED',
    coins_per_point: 1,
    min_bet: 0,
    banner_file_name: null,
    created_at: now,
    updated_at: now,
    settled_at: null,
    cancelled_at: null,
    ...overrides,
  });
  return row!;
}
