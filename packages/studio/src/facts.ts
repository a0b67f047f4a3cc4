import type { GameFacts, GameFeature } from '@casino/contract';
import { gameDefinition, STUDIO_GAMES, type GameDefinition } from './catalogue.ts';
import type { SlotConfig } from './games/slot-config.ts';

/**
 * Issue 29: the facts a lobby tile shows and its filters match, read off the definitions the engines
 * run (never a hand-kept list): the mechanics a title composes, its volatility label and its top prize.
 *
 * `maxWin` is the largest single award the game's tables list, as a multiple of the total bet:
 * - slots: the best of a window full of the best symbol (its five-of-a-kind pay on every line, or on
 *   all 243 ways), one such line with the largest wild multiplier on each of reels 2–5 (when wilds
 *   carry one), either × the top cascade and free-spin multipliers; the five-scatter pay, the Grand
 *   jackpot of hold-and-win and the best pick-bonus prize;
 * - tables: the best total return of one winning bet (roulette 36, a baccarat pair 12, a coin-flip
 *   side's top multiplier, a dice total's top lightning value × the top chilli);
 * - money wheels: null — a bonus game's respins and re-drops have no finite top.
 */
function slotFeatures(cfg: SlotConfig): GameFeature[] {
  const f = cfg.features ?? {};
  const found: GameFeature[] = [];
  if (cfg.freeSpins.spins > 0 && cfg.symbols.some((s) => s.kind === 'scatter')) found.push('free-spins');
  if (f.cascade) found.push('cascades');
  if (f.holdAndWin) found.push('hold-and-win');
  if (f.pick) found.push('pick-bonus');
  return found;
}

function slotMaxWin(cfg: SlotConfig): number {
  const f = cfg.features ?? {};
  const topPay = Math.max(...cfg.symbols.filter((s) => s.kind === 'regular').map((s) => s.pays[2]));
  const wildX = f.wildMultipliers ? Math.max(...f.wildMultipliers.values) ** 4 : 1;
  const cascadeX = f.cascade ? Math.max(...f.cascade.multipliers) : 1;
  const paths = cfg.mode === 'ways' ? 3 ** 5 : cfg.lines.length;
  const boost = cascadeX * Math.max(1, cfg.freeSpins.multiplier);
  const line = (topPay * Math.max(wildX, paths) * boost) / cfg.credits;
  const scatter = Math.max(0, ...cfg.symbols.filter((s) => s.kind === 'scatter').map((s) => s.pays[2]));
  const grand = f.holdAndWin ? f.holdAndWin.jackpots.grand : 0;
  const pick = f.pick ? Math.max(...f.pick.prizes) / cfg.credits : 0;
  return Math.floor(Math.max(line, scatter, grand, pick));
}

function tableMaxWin(d: GameDefinition): number | null {
  switch (d.engine) {
    case 'roulette':
      return 36;
    case 'baccarat':
      return 12;
    case 'coin-flip':
      return Math.max(...d.config.multipliers.map((m) => m.value));
    case 'dice': {
      const lightning = Math.max(...d.config.lightningPays.flat(), ...d.config.basePays);
      const chilli = d.config.chilli ? Math.max(...d.config.chilli.map((c) => c.value)) : 1;
      return lightning * chilli;
    }
    default:
      return null;
  }
}

export function gameFacts(gameCode: string): GameFacts {
  const d = gameDefinition(gameCode);
  if (d.engine === 'slot') {
    return {
      volatility: d.config.volatility,
      maxWin: slotMaxWin(d.config),
      features: slotFeatures(d.config),
    };
  }
  return { volatility: null, maxWin: tableMaxWin(d), features: [] };
}

/** Whether the studio runs this code (a code of an outside provider has no facts of ours). */
export function hasStudioFacts(gameCode: string): boolean {
  return Object.hasOwn(STUDIO_GAMES, gameCode);
}
