import type { Generated, Selectable } from 'kysely';
import type { MissionCadence, MissionGameScope, MissionGoal, MissionTier } from '@casino/contract';
import type { Int8 } from '../../db/int8.ts';

/** A mission as the console defines it (issue 30): daily or weekly, one tier of a ladder, names in ja and en. */
export interface MissionDefinitionTable {
  mission_id: Generated<number>;
  name_ja: string;
  name_en: string;
  cadence: MissionCadence;
  tier: MissionTier;
  ladder: string;
  goal: MissionGoal;
  game_scope: MissionGameScope;
  target: Int8;
  reward: Int8;
  claim_hours: number;
  is_active: boolean;
  /** The current goal, target and reward are the approved ones (modules/approvals, kind `mission`). */
  terms_approved: Generated<boolean>;
  created_at: Date;
  updated_at: Date;
}

/** One player's mission in one period: written by the game-movement observer, claimed once. */
export interface MissionProgressTable {
  account_id: string;
  mission_id: number;
  period_start: Date;
  /** The definition's target and reward when the period's row was first written. */
  target: Int8;
  reward: Int8;
  progress: Int8;
  completed_at: Date | null;
  claimed_at: Date | null;
  claim_transaction_id: Int8 | null;
  updated_at: Date;
}

export interface MissionTables {
  mission_definitions: MissionDefinitionTable;
  mission_progress: MissionProgressTable;
}

export type MissionDefinitionRow = Selectable<MissionDefinitionTable>;
export type MissionProgressRow = Selectable<MissionProgressTable>;
