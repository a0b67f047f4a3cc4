import type { MissionDefinitionInput, OperatorMission, OperatorPlayerMission } from '@casino/contract';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import * as repo from './missions.repository.ts';
import type { MissionDefinitionRow } from './missions.table.ts';

export const toOperatorMission = (row: MissionDefinitionRow): OperatorMission => ({
  id: row.mission_id,
  nameJa: row.name_ja,
  nameEn: row.name_en,
  cadence: row.cadence,
  tier: row.tier,
  ladder: row.ladder,
  goal: row.goal,
  gameScope: row.game_scope,
  target: Number(row.target),
  reward: Number(row.reward),
  claimHours: row.claim_hours,
  isActive: row.is_active,
});

const toColumns = (input: Partial<MissionDefinitionInput>) => {
  const columns = {
    name_ja: input.nameJa,
    name_en: input.nameEn,
    cadence: input.cadence,
    tier: input.tier,
    ladder: input.ladder,
    goal: input.goal,
    game_scope: input.gameScope,
    target: input.target,
    reward: input.reward,
    claim_hours: input.claimHours,
    is_active: input.isActive,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined)) as Partial<
    typeof columns
  >;
};

/**
 * The console's side of missions (issue 30): define and schedule missions (a mission is never deleted
 * — players' rows point at it — it is made inactive), and read one player's missions and rewards.
 * A change is told through `onChanged` (the wiring publishes `missions.changed` on the event bus, which
 * clears the active-missions cache of every process at once).
 * A change applies from the next period a player starts: a row already written keeps its target and reward.
 */
export function createMissionsAdmin(deps: { db: Db; clock: Clock; onChanged: () => void }) {
  const { db, clock, onChanged } = deps;
  return {
    async list(): Promise<OperatorMission[]> {
      return (await repo.allDefinitions(db)).map(toOperatorMission);
    },
    async get(id: number): Promise<OperatorMission | undefined> {
      const row = await repo.findDefinition(db, id);
      return row && toOperatorMission(row);
    },
    async create(input: MissionDefinitionInput): Promise<OperatorMission> {
      const now = clock.now();
      const [row] = await repo.insertDefinitions(db, [
        { ...(toColumns(input) as Required<ReturnType<typeof toColumns>>), created_at: now, updated_at: now },
      ]);
      onChanged();
      return toOperatorMission(row!);
    },
    async update(id: number, input: Partial<MissionDefinitionInput>) {
      const before = await repo.findDefinition(db, id);
      if (!before) return undefined;
      const after = await repo.updateDefinition(db, id, { ...toColumns(input), updated_at: clock.now() });
      onChanged();
      return { before: toOperatorMission(before), after: toOperatorMission(after!) };
    },
    async playerMissions(accountId: string, page: number, perPage: number) {
      const { rows, total } = await repo.playerRows(db, accountId, page, perPage);
      const data: OperatorPlayerMission[] = rows.map((r) => ({
        id: `${r.mission_id}:${r.period_start.toISOString()}`,
        missionId: r.mission_id,
        nameJa: r.name_ja,
        nameEn: r.name_en,
        cadence: r.cadence,
        tier: r.tier,
        periodStart: r.period_start.toISOString(),
        progress: Number(r.progress),
        target: Number(r.target),
        reward: Number(r.reward),
        completedDate: r.completed_at?.toISOString() ?? null,
        claimedDate: r.claimed_at?.toISOString() ?? null,
        claimTransactionId: r.claim_transaction_id === null ? null : String(r.claim_transaction_id),
      }));
      return { data, total };
    },
  };
}
export type MissionsAdmin = ReturnType<typeof createMissionsAdmin>;
