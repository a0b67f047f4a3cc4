import { STUDIO_GAMES, type BetInput } from '@casino/studio';

/**
 * The mechanics and bonuses of each title that the verifier corpus must contain (issue 32): what a
 * round shows when it has one, read from the round's public record (the verify answer's outcome).
 * `required(code)` lists every feature a title can show; `featuresOf(record)` those a round shows.
 */
type Node = {
  step: string;
  win: number;
  totalWin: number;
  details: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  children: Node[];
};

export interface RoundRecord {
  gameCode: string;
  /** Null until the seed is rotated (the corpus rotates every seed before reading the rounds back). */
  serverSeed?: string | null;
  betInput: BetInput;
  outcome: Record<string, unknown>;
  choices: number[];
  autoPickedFrom: number | null;
  pending: boolean;
}

const defOf = (code: string) => {
  const d = STUDIO_GAMES[code];
  if (!d) throw new Error(`unknown game ${code}`);
  return d;
};

export const ROULETTE_KINDS = [
  'straight',
  'split',
  'trio',
  'street',
  'corner',
  'line',
  'dozen',
  'column',
  'red',
  'black',
  'odd',
  'even',
  'low',
  'high',
] as const;

export function required(code: string): string[] {
  const d = defOf(code);
  switch (d.engine) {
    case 'slot': {
      const c = d.config;
      const f = c.features ?? {};
      const out = [c.mode === 'lines' ? 'line-win' : 'ways-win', 'scatter-pay', 'free-spins'];
      if (c.freeSpins.retrigger) out.push('retrigger');
      if (f.wildMultipliers) out.push('wild-multiplier-win');
      if (f.expandingWilds === 'always') out.push('expanding-wild', 'expanding-wild-free-spin');
      if (f.expandingWilds === 'free-spins') out.push('expanding-wild-free-spin');
      if (f.stickyWilds) out.push('sticky-wild');
      if (f.cascade) out.push('cascade', 'cascade-ladder', 'cascade-in-free-spins');
      if (f.holdAndWin)
        out.push('hold-and-win', 'hold-and-win-jackpot', 'hold-and-win-in-free-spins', 'grand');
      if (f.pick) out.push('pick-bonus');
      return out;
    }
    case 'wheel': {
      const c = d.config;
      const out: string[] = [];
      for (const [id, spot] of Object.entries(c.spots)) {
        if (spot.kind === 'number') out.push(`result:${id}`);
        else if (spot.bonus.kind === 'pick' && spot.bonus.player)
          out.push(`bonus:${spot.bonus.name}:player`, `bonus:${spot.bonus.name}:drawn`);
        else out.push(`bonus:${spot.bonus.name}`);
      }
      for (const id of Object.keys(c.respins ?? {})) out.push(`respin:${id}`);
      if (c.chance) out.push('chance:cash', 'chance:multiplier');
      if (c.topSlot) out.push('top-slot-hit');
      return out;
    }
    case 'dice': {
      const out = ['lightning-hit', 'base-win'];
      for (const s of d.config.strikes) out.push(`strikes:${s.count}`);
      return out;
    }
    case 'coin-flip':
      return ['side:red', 'side:blue', 'multiplied'];
    case 'roulette':
      return ROULETTE_KINDS.map((k) => `win:${k}`);
    case 'baccarat':
      return [
        'result:player',
        'result:banker',
        'result:tie',
        'pair:player',
        'pair:banker',
        'natural',
        'third:player',
        'third:banker',
        'cut-card',
      ];
  }
}

function slotFeatures(code: string, root: Node): string[] {
  const d = defOf(code);
  if (d.engine !== 'slot') return [];
  const out = new Set<string>();
  const spins = [root, ...root.children];
  const base = root.details;
  if (base.lineWins.length > 0) out.add(d.config.mode === 'lines' ? 'line-win' : 'ways-win');
  if (base.scatterWin > 0) out.add('scatter-pay');
  if (root.children.length > 0) out.add('free-spins');
  if (base.expandedReels?.length > 0) out.add('expanding-wild');
  if (base.pick?.chosen?.length > 0) out.add('pick-bonus');
  for (const s of spins) {
    const x = s.details;
    const free = s !== root;
    const wins = [...x.lineWins, ...(x.cascades ?? []).flatMap((t: any) => t.lineWins)]; // eslint-disable-line @typescript-eslint/no-explicit-any
    if (wins.some((w) => (w.wildMultiplier ?? 1) > 1)) out.add('wild-multiplier-win');
    if (free && x.freeSpinsAwarded > 0) out.add('retrigger');
    if (free && x.expandedReels?.length > 0) out.add('expanding-wild-free-spin');
    if (free && x.stickyWilds?.length > 0) out.add('sticky-wild');
    if (x.cascades?.length > 0) out.add(free ? 'cascade-in-free-spins' : 'cascade');
    if (x.cascades?.length > 1) out.add('cascade-ladder');
    if (x.holdAndWin) {
      out.add(free ? 'hold-and-win-in-free-spins' : 'hold-and-win');
      if (x.holdAndWin.jackpots.length > 0) out.add('hold-and-win-jackpot');
      if (x.holdAndWin.fullScreen) out.add('grand');
    }
  }
  return [...out];
}

export function featuresOf(record: RoundRecord): string[] {
  const d = defOf(record.gameCode);
  const root = record.outcome as unknown as Node;
  const x = root.details;
  const out: string[] = [];
  if (record.autoPickedFrom !== null) out.push('auto-pick');
  switch (d.engine) {
    case 'slot':
      return [...out, ...slotFeatures(record.gameCode, root)];
    case 'wheel': {
      const c = d.config;
      for (const s of x.spins) {
        if (c.respins?.[s.id] !== undefined) out.push(`respin:${s.id}`);
        if (s.chanceCard) out.push(`chance:${s.chanceCard.kind}`);
      }
      const last = x.spins[x.spins.length - 1];
      if (last.topSlot && last.topSlot.spot === x.result && last.topSlot.multiplier > 1)
        out.push('top-slot-hit');
      const spot = c.spots[x.result];
      if (spot?.kind === 'number') out.push(`result:${x.result}`);
      const playerPick = new Set(
        Object.values(c.spots).flatMap((s) =>
          s.kind === 'bonus' && s.bonus.kind === 'pick' && s.bonus.player ? [s.bonus.name] : [],
        ),
      );
      for (const child of root.children) {
        const name = child.step.replace(/^bonus:/, '');
        const by = (child.details.trace as { by?: string }).by;
        out.push(
          playerPick.has(name) ? `bonus:${name}:${by === 'player' ? 'player' : 'drawn'}` : `bonus:${name}`,
        );
      }
      return out;
    }
    case 'dice': {
      if (x.lightning.some((l: { total: number }) => l.total === x.total)) out.push('lightning-hit');
      else out.push('base-win');
      out.push(`strikes:${x.lightning.length}`);
      return out;
    }
    case 'coin-flip':
      out.push(`side:${x.side}`);
      if ((x.side === 'red' ? x.redMultiplier : x.blueMultiplier) > 1) out.push('multiplied');
      return out;
    case 'roulette':
      for (const [spot, w] of Object.entries(x.spotWins as Record<string, number>))
        if (w > 0) out.push(`win:${spot.split('-')[0]}`);
      return out;
    case 'baccarat':
      out.push(`result:${x.result}`);
      if (x.playerPair) out.push('pair:player');
      if (x.bankerPair) out.push('pair:banker');
      if (x.natural) out.push('natural');
      if (x.player.length === 3) out.push('third:player');
      if (x.banker.length === 3) out.push('third:banker');
      if (x.shoe.cutCardOut) out.push('cut-card');
      return out;
  }
}

/**
 * What a set of recorded rounds lacks: every required feature of every title (the titles given), an
 * automatic pick, settled and revealed rounds. Empty when the corpus covers everything.
 */
export function missingFeatures(records: readonly RoundRecord[], codes: readonly string[]): string[] {
  const missing: string[] = [];
  for (const code of codes) {
    const seen = new Set(records.filter((r) => r.gameCode === code).flatMap((r) => featuresOf(r)));
    for (const f of required(code)) if (!seen.has(f)) missing.push(`${code}: ${f}`);
  }
  if (!records.some((r) => r.autoPickedFrom !== null)) missing.push('an automatic pick after its timeout');
  if (records.some((r) => r.pending || r.serverSeed === null))
    missing.push('every round settled and revealed');
  return missing;
}
