import { STUDIO_GAMES } from '@casino/studio';
import type { MissionGameScope, MissionGoal } from '@casino/contract';
import type { Clock } from '../../clock.ts';
import type { DbOrTx } from '../../db/database.ts';
import type { GameMovement, GameMovementObserver } from '../wallet/coin-moves/game-movement.ts';
import { periodOf } from './missions.periods.ts';
import * as repo from './missions.repository.ts';
import type { MissionDefinitionRow } from './missions.table.ts';

/**
 * How long the active missions are kept in memory at most. A console change clears the cache of every
 * process at once (`missions.changed` on the event bus); this bound is the fallback for a notification
 * lost while a listener reconnects unnoticed.
 */
export const MISSION_CACHE_MS = 30_000;

/**
 * The active missions, kept in memory so that a round costs no read of them: a round's observer reads
 * them at most once per MISSION_CACHE_MS; a console change in any process clears it (the event bus).
 */
export function createMissionCatalogue(clock: Clock, ttlMs = MISSION_CACHE_MS) {
  let cached: { rows: MissionDefinitionRow[]; at: number } | undefined;
  return {
    async active(db: DbOrTx): Promise<MissionDefinitionRow[]> {
      const now = clock.now().getTime();
      if (cached && now - cached.at < ttlMs && now >= cached.at) return cached.rows;
      const rows = await repo.activeDefinitions(db);
      cached = { rows, at: now };
      return rows;
    },
    invalidate() {
      cached = undefined;
    },
  };
}
export type MissionCatalogue = ReturnType<typeof createMissionCatalogue>;

/** The kind of an in-house game (slot, roulette, …); undefined for an outside provider's game. */
function engineOf(gameCode: string): string | undefined {
  return Object.hasOwn(STUDIO_GAMES, gameCode) ? STUDIO_GAMES[gameCode]!.engine : undefined;
}

export const scopeMatches = (scope: MissionGameScope, gameCode: string) =>
  scope === 'any' || engineOf(gameCode) === scope;

/** The feature a FREE_SPINS goal counts (the studio's name for it on the round's bet). */
export const FREE_SPINS_FEATURE = 'free-spins';

/**
 * What a movement counts towards a goal: a bet is a round and its stake (and, when the round triggered
 * free spins, one such round); a win is a win.
 */
function counted(goal: MissionGoal, movement: GameMovement): number {
  const stake = Math.abs(movement.amount);
  switch (goal) {
    case 'ROUNDS':
      return movement.type === 'WIN' ? 0 : 1;
    case 'WAGER':
      return movement.type === 'WIN' ? 0 : stake;
    case 'WINS':
      return movement.type === 'WIN' ? 1 : 0;
    case 'FREE_SPINS':
      return movement.type === 'BET' && movement.features?.includes(FREE_SPINS_FEATURE) ? 1 : 0;
  }
}

/**
 * Counts play into missions (issue 30), in the movement's own transaction (coin-moves/game-movement.ts):
 * a BET adds a round and its stake (and a free-spins trigger when the game said so with the bet), a
 * WIN adds a win, to every active mission whose games it is, in
 * the period it happened; a ROLLBACK takes its bet's round and stake back from the bet's period. One
 * statement per movement that touches a mission, none otherwise (the active missions come from the
 * catalogue in memory). Replays move nothing and are never told, so nothing counts twice.
 */
export function createMissionsObserver(catalogue: MissionCatalogue, resetHour: number): GameMovementObserver {
  return {
    name: 'missions',
    async onGameMovement(tx, movement) {
      const definitions = await catalogue.active(tx);
      if (definitions.length === 0) return;
      const at = movement.type === 'ROLLBACK' ? (movement.refundedBetAt ?? movement.at) : movement.at;
      const deltas: repo.ProgressDelta[] = [];
      for (const d of definitions) {
        if (!scopeMatches(d.game_scope, movement.gameCode)) continue;
        const delta = counted(d.goal, movement);
        if (delta === 0) continue;
        deltas.push({
          missionId: d.mission_id,
          periodStart: periodOf(d.cadence, at, resetHour).start,
          target: Number(d.target),
          reward: Number(d.reward),
          delta,
        });
      }
      if (movement.type === 'ROLLBACK')
        await repo.takeBackProgress(tx, movement.accountId, movement.at, deltas);
      else await repo.addProgress(tx, movement.accountId, movement.at, deltas);
    },
  };
}
