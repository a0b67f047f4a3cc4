import type {
  Approval,
  MissionDefinitionInput,
  OperatorMission,
  OperatorPlayerMission,
} from '@casino/contract';
import type { Clock } from '../../clock.ts';
import type { Db, DbOrTx } from '../../db/database.ts';
import type { ApprovalsService, Proposer } from '../approvals/approvals.service.ts';
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
  termsApproved: row.terms_approved,
});

/** The approval subject of a mission's terms (liability: one reward, paid once per player and period). */
export const missionSubject = (row: MissionDefinitionRow) => ({
  kind: 'mission' as const,
  subjectId: String(row.mission_id),
  label: `${row.ladder}:${row.tier.toLowerCase()}`,
  terms: { ...repo.termsOf(row) },
  liability: Number(row.reward),
});

const canonical = (terms: repo.MissionTerms) => JSON.stringify(terms);

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
 * Four eyes (issue 30): a new mission's terms, and changed ones (cadence, goal, games, target,
 * reward), are proposed to modules/approvals (kind `mission`) in the same transaction; the mission
 * counts and pays only while its terms are the approved ones (`terms_approved`, set by the approvals'
 * applier, `approveTerms`): at once within the proposer's threshold, else when a second operator approves.
 */
/**
 * The approvals' applier of kind `mission` (wiring): marks the mission's terms approved, in the
 * approval's transaction, when they are still the approved ones. True when it changed the mission.
 */
export function applyApprovedMissionTerms(tx: DbOrTx, approval: Approval): Promise<boolean> {
  return repo.approveTerms(tx, Number(approval.subjectId), approval.terms as unknown as repo.MissionTerms);
}

export function createMissionsAdmin(deps: {
  db: Db;
  clock: Clock;
  onChanged: () => void;
  approvals: Pick<ApprovalsService, 'propose'>;
}) {
  const { db, clock, onChanged, approvals } = deps;
  return {
    async list(): Promise<OperatorMission[]> {
      return (await repo.allDefinitions(db)).map(toOperatorMission);
    },
    async get(id: number): Promise<OperatorMission | undefined> {
      const row = await repo.findDefinition(db, id);
      return row && toOperatorMission(row);
    },
    async create(input: MissionDefinitionInput, by: Proposer): Promise<OperatorMission> {
      const now = clock.now();
      const row = await db.transaction().execute(async (tx) => {
        const [inserted] = await repo.insertDefinitions(tx, [
          {
            ...(toColumns(input) as Required<ReturnType<typeof toColumns>>),
            terms_approved: false,
            created_at: now,
            updated_at: now,
          },
        ]);
        await approvals.propose(tx, by, missionSubject(inserted!));
        return repo.findDefinition(tx, inserted!.mission_id);
      });
      onChanged();
      return toOperatorMission(row!);
    },
    async update(id: number, input: Partial<MissionDefinitionInput>, by: Proposer) {
      const changed = await db.transaction().execute(async (tx) => {
        const before = await repo.findDefinition(tx, id);
        if (!before) return undefined;
        let after = await repo.updateDefinition(tx, id, { ...toColumns(input), updated_at: clock.now() });
        if (canonical(repo.termsOf(after!)) !== canonical(repo.termsOf(before))) {
          await repo.updateDefinition(tx, id, { terms_approved: false });
          await approvals.propose(tx, by, missionSubject(after!));
          after = await repo.findDefinition(tx, id);
        }
        return { before: toOperatorMission(before), after: toOperatorMission(after!) };
      });
      if (changed) onChanged();
      return changed;
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
