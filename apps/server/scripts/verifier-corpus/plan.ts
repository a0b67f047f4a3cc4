import { createHash } from 'node:crypto';
import { STUDIO_GAMES, Xoshiro128, computeOutcome, type BetInput } from '@casino/studio';
import { ROULETTE_KINDS, featuresOf, required } from './features.ts';

/**
 * The corpus plan, computed offline with @casino/studio's computeOutcome (the engine the server plays):
 * per title a fixed server seed, filler rounds at successive nonces, then for every feature the fillers
 * did not show a client seed found by search (cached in the seeds file, so CI does not search) under
 * which the next nonce shows it. The plan is then played through the server (verifier-corpus.ts).
 */
export interface PlannedRound {
  clientSeed: string;
  nonce: number;
  betInput: BetInput;
  /** The pick to answer with (a pending round), or 'auto': let the deadline pass (the server picks 0). */
  choice: number | 'auto';
  /** The features this round was chosen for (empty for a filler round). */
  target: string[];
}

export interface TitlePlan {
  gameCode: string;
  serverSeed: string;
  rounds: PlannedRound[];
}

export type SeedCache = Record<string, string>;

export const serverSeedOf = (code: string): string =>
  createHash('sha256').update(`verifier-corpus:${code}`).digest('hex');

const pickOne = <T>(rng: Xoshiro128, items: readonly T[]): T => items[rng.int(items.length)]!;

function rouletteSlip(rng: Xoshiro128): Record<string, number> {
  const n = (lo: number, hi: number) => lo + rng.int(hi - lo + 1);
  const street = 1 + 3 * rng.int(12);
  const corner = pickOne(
    rng,
    Array.from({ length: 32 }, (_, i) => i + 1).filter((x) => x % 3 !== 0),
  );
  const a = n(1, 33);
  const slip: Record<string, number> = {
    [`straight-${n(0, 36)}`]: 1,
    [`split-${a}-${a + 3}`]: 1,
    [pickOne(rng, ['trio-0-1-2', 'trio-0-2-3'])]: 1,
    [`street-${street}`]: 1,
    [`corner-${corner}`]: 1,
    [`line-${1 + 3 * rng.int(11)}`]: 1,
    [`dozen-${n(1, 3)}`]: 1,
    [`column-${n(1, 3)}`]: 1,
  };
  for (const k of ROULETTE_KINDS.slice(8)) slip[k] = 1;
  return slip;
}

/** A deterministic bet of the title (varied between rounds); `without` leaves a wheel spot unbet. */
export function betFor(code: string, rng: Xoshiro128, without?: string): BetInput {
  const d = STUDIO_GAMES[code]!;
  const steps = d.limits.betSteps.slice(0, 3);
  switch (d.engine) {
    case 'slot':
      return { bet: pickOne(rng, steps) };
    case 'wheel':
      return {
        bets: Object.fromEntries(
          Object.keys(d.config.spots)
            .filter((s) => s !== without)
            .map((s) => [s, 1 + rng.int(3)]),
        ),
      };
    case 'dice':
      return {
        bets: Object.fromEntries(Array.from({ length: 16 }, (_, i) => [String(i + 3), 1 + rng.int(2)])),
      };
    case 'coin-flip':
      return { bets: { red: 1 + rng.int(5), blue: 1 + rng.int(5) } };
    case 'roulette':
      return { bets: rouletteSlip(rng) };
    case 'baccarat':
      return {
        bets: { player: 20, banker: 20 * (1 + rng.int(2)), tie: 20, player_pair: 20, banker_pair: 20 },
      };
  }
}

const played = (code: string, serverSeed: string, r: Omit<PlannedRound, 'target'>) => {
  const choices = r.choice === 'auto' ? [0] : [r.choice];
  const o = computeOutcome(
    code,
    { serverSeed, clientSeed: r.clientSeed, nonce: r.nonce },
    r.betInput,
    choices,
  );
  const { fair: _fair, ...outcome } = o;
  const features = featuresOf({
    gameCode: code,
    betInput: r.betInput,
    outcome,
    choices,
    autoPickedFrom: null,
    pending: false,
  });
  // The server picks only where the round asks the player (a player-pick bonus with a stake on it).
  const asks = features.some((f) => f === 'pick-bonus' || f.endsWith(':player'));
  return r.choice === 'auto' && asks ? [...features, 'auto-pick'] : features;
};

/** Player-pick bonuses of a wheel title: the '…:drawn' feature needs a slip without that spot. */
function unbetSpotFor(code: string, feature: string): string | undefined {
  const d = STUDIO_GAMES[code]!;
  if (d.engine !== 'wheel' || !feature.endsWith(':drawn')) return undefined;
  const name = feature.split(':')[1];
  return Object.entries(d.config.spots).find(([, s]) => s.kind === 'bonus' && s.bonus.name === name)?.[0];
}

export interface PlanOptions {
  fillers: number;
  /** Search budget per feature (client seeds tried). */
  searchLimit: number;
  cache: SeedCache;
  /** The title that also shows the automatic pick after a timeout (one is enough: it is the server's rule). */
  autoPickTitle: string;
  log: (line: string) => void;
}

export function planTitle(code: string, options: PlanOptions): TitlePlan {
  const serverSeed = serverSeedOf(code);
  const rng = new Xoshiro128(`verifier-corpus:${code}`);
  const rounds: PlannedRound[] = [];
  const seen = new Set<string>();
  const base = `cv-${code.toLowerCase().replaceAll('_', '-')}`.slice(0, 40);
  for (let nonce = 0; nonce < options.fillers; nonce++) {
    const r = { clientSeed: base, nonce, betInput: betFor(code, rng), choice: nonce % 2 };
    for (const f of played(code, serverSeed, r)) seen.add(f);
    rounds.push({ ...r, target: [] });
  }
  const wanted = [...required(code), ...(code === options.autoPickTitle ? ['auto-pick'] : [])];
  for (const feature of wanted) {
    if (seen.has(feature)) continue;
    const nonce = rounds.length;
    const betInput = betFor(code, rng, unbetSpotFor(code, feature));
    const choice: number | 'auto' = feature === 'auto-pick' ? 'auto' : nonce % 2;
    const key = `${code}|${feature}|${nonce}`;
    let found: PlannedRound | undefined;
    const started = Date.now();
    // The cached seed first (-1), then base-0, base-1, … (made one at a time: the budget is millions).
    for (let i = -1; i < options.searchLimit; i++) {
      const clientSeed = i < 0 ? options.cache[key] : `${base}-${i}`;
      if (clientSeed === undefined) continue;
      const r = { clientSeed, nonce, betInput, choice };
      const features = played(code, serverSeed, r);
      if (features.includes(feature)) {
        found = { ...r, target: [feature] };
        for (const f of features) seen.add(f);
        break;
      }
    }
    if (!found) throw new Error(`${code}: no client seed in ${options.searchLimit} shows ${feature}`);
    if (options.cache[key] !== found.clientSeed) {
      options.cache[key] = found.clientSeed;
      options.log(`searched ${key} → ${found.clientSeed} (${Date.now() - started} ms)`);
    }
    rounds.push(found);
  }
  return { gameCode: code, serverSeed, rounds };
}
