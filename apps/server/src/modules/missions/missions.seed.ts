import type { Insertable } from 'kysely';
import type { MissionCadence, MissionGameScope, MissionGoal, MissionTier } from '@casino/contract';
import type { DbOrTx } from '../../db/database.ts';
import { countDefinitions, insertDefinitions } from './missions.repository.ts';
import type { MissionDefinitionTable } from './missions.table.ts';

type Step = [tier: MissionTier, target: number, reward: number];
interface Ladder {
  cadence: MissionCadence;
  ladder: string;
  goal: MissionGoal;
  gameScope: MissionGameScope;
  /** The names with `{n}` for the target. */
  ja: string;
  en: string;
  steps: Step[];
}

/**
 * A fresh site's missions (issue 30): three daily and four weekly ladders, bronze → silver → gold.
 * Every goal is play the player controls (rounds, wins, coins staked, free spins triggered); none is
 * a set of random items.
 */
export const DEFAULT_LADDERS: Ladder[] = [
  {
    cadence: 'DAILY',
    ladder: 'daily-slot-rounds',
    goal: 'ROUNDS',
    gameScope: 'slot',
    ja: 'スロットを{n}回プレイ',
    en: 'Play {n} rounds of any slot',
    steps: [
      ['BRONZE', 10, 100],
      ['SILVER', 20, 250],
      ['GOLD', 50, 600],
    ],
  },
  {
    cadence: 'DAILY',
    ladder: 'daily-wins',
    goal: 'WINS',
    gameScope: 'any',
    ja: 'どのゲームでも{n}回勝つ',
    en: 'Win {n} times on any game',
    steps: [
      ['BRONZE', 3, 100],
      ['SILVER', 10, 300],
      ['GOLD', 25, 700],
    ],
  },
  {
    cadence: 'DAILY',
    ladder: 'daily-wager',
    goal: 'WAGER',
    gameScope: 'any',
    ja: '合計{n}コインをベット',
    en: 'Wager {n} coins in total',
    steps: [
      ['BRONZE', 1_000, 100],
      ['SILVER', 5_000, 400],
      ['GOLD', 20_000, 1_200],
    ],
  },
  {
    cadence: 'WEEKLY',
    ladder: 'weekly-slot-rounds',
    goal: 'ROUNDS',
    gameScope: 'slot',
    ja: 'スロットを{n}回プレイ',
    en: 'Play {n} rounds of any slot',
    steps: [
      ['BRONZE', 100, 1_000],
      ['SILVER', 300, 2_500],
      ['GOLD', 700, 6_000],
    ],
  },
  {
    cadence: 'WEEKLY',
    ladder: 'weekly-roulette-wins',
    goal: 'WINS',
    gameScope: 'roulette',
    ja: 'ルーレットで{n}回勝つ',
    en: 'Win {n} times on roulette',
    steps: [
      ['BRONZE', 5, 500],
      ['SILVER', 20, 1_500],
      ['GOLD', 50, 4_000],
    ],
  },
  {
    cadence: 'WEEKLY',
    ladder: 'weekly-wager',
    goal: 'WAGER',
    gameScope: 'any',
    ja: '合計{n}コインをベット',
    en: 'Wager {n} coins in total',
    steps: [
      ['BRONZE', 20_000, 1_000],
      ['SILVER', 100_000, 4_000],
      ['GOLD', 300_000, 10_000],
    ],
  },
  {
    cadence: 'WEEKLY',
    ladder: 'weekly-free-spins',
    goal: 'FREE_SPINS',
    gameScope: 'slot',
    ja: 'スロットでフリースピンを{n}回発動',
    en: 'Trigger free spins on any slot ×{n}',
    steps: [
      ['BRONZE', 1, 500],
      ['SILVER', 3, 1_500],
      ['GOLD', 10, 5_000],
    ],
  },
];

export function defaultMissions(now: Date): Insertable<MissionDefinitionTable>[] {
  return DEFAULT_LADDERS.flatMap((l) =>
    l.steps.map(([tier, target, reward]) => ({
      // The tier is shown beside the name (its badge), so the name says only what to do.
      name_ja: l.ja.replace('{n}', target.toLocaleString('ja-JP')),
      name_en: l.en.replace('{n}', target.toLocaleString('en-US')),
      cadence: l.cadence,
      tier,
      ladder: l.ladder,
      goal: l.goal,
      game_scope: l.gameScope,
      target,
      reward,
      claim_hours: l.cadence === 'DAILY' ? 24 : 72,
      is_active: true,
      created_at: now,
      updated_at: now,
    })),
  );
}

/** Seeds the default missions into a database that has none (the console changes them from there). */
export async function seedMissions(tx: DbOrTx, now: Date): Promise<number> {
  if ((await countDefinitions(tx)) > 0) return 0;
  return (await insertDefinitions(tx, defaultMissions(now))).length;
}
