import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { configure } from 'safe-stable-stringify';
import { STUDIO_GAMES, type EngineKind, type GameDefinition } from './catalogue.ts';

/**
 * The maths version of a game (issue 18, docs/decisions/023-maths-version.md): which maths a round was
 * played under, so the verify page can tell an honest round played before a change of the maths from a
 * mismatch. Derived, never hand-maintained: a short hash of the canonical JSON of what decides the
 * draw — the engine kind, the game's config, and the code versions below.
 *
 * THE RULE: when a change of engine code makes the same seeds, nonce, bet and picks give a different
 * outcome (a new draw, a draw in another order, another mapping of a draw, another pay), bump that
 * engine's number in ENGINE_CODE_VERSIONS in the same commit (or FAIR_RNG_CODE_VERSION when the shared
 * generator — fair.ts, rng.ts — changes, which touches every game). A config change needs nothing: it
 * changes the hash by itself. A pure refactor that keeps every outcome bit for bit changes nothing.
 */
export const FAIR_RNG_CODE_VERSION = 1;

/** One number per engine family; bump per the rule above (never reuse or lower a number). */
export const ENGINE_CODE_VERSIONS: Readonly<Record<EngineKind, number>> = {
  slot: 1,
  'coin-flip': 1,
  dice: 1,
  wheel: 1,
  roulette: 1,
  baccarat: 1,
};

/**
 * Config fields that describe a game without deciding any draw (a slot's measured volatility label and
 * its simulated RTP estimate, rewritten by each tuning run): left out so re-measuring is not a new maths.
 */
const DESCRIPTIVE_KEYS: ReadonlySet<string> = new Set(['volatility', 'rtpEstimate']);

/** Hex characters kept of the SHA-256 (48 bits: collisions between a game's versions are negligible). */
export const MATHS_VERSION_LENGTH = 12;

// Keys sorted at every depth; anything JSON cannot carry exactly (NaN, Infinity, functions, bigints,
// undefined in arrays, cycles) throws instead of being silently written some other way.
const canonicalJson = configure({ deterministic: true, strict: true, bigint: false, circularValue: Error });

/** The canonical JSON text the version hashes (exported for the README's "recompute it by hand"). */
export function mathsVersionSource(definition: Pick<GameDefinition, 'engine' | 'config'>): string {
  const config = Object.fromEntries(
    Object.entries(definition.config).filter(([key]) => !DESCRIPTIVE_KEYS.has(key)),
  );
  const text = canonicalJson({
    engine: definition.engine,
    engineCode: ENGINE_CODE_VERSIONS[definition.engine],
    fairRngCode: FAIR_RNG_CODE_VERSION,
    config,
  });
  if (text === undefined) throw new TypeError('a game definition must be plain JSON data');
  return text;
}

/** The first MATHS_VERSION_LENGTH hex digits of sha256(mathsVersionSource(definition)). */
export function mathsVersionOf(definition: Pick<GameDefinition, 'engine' | 'config'>): string {
  return bytesToHex(sha256(utf8ToBytes(mathsVersionSource(definition)))).slice(0, MATHS_VERSION_LENGTH);
}

const cache = new Map<string, string>();

/** The current maths version of a studio game; undefined for a code the studio does not have (any more). */
export function mathsVersion(gameCode: string): string | undefined {
  if (!Object.hasOwn(STUDIO_GAMES, gameCode)) return undefined;
  let version = cache.get(gameCode);
  if (version === undefined) {
    version = mathsVersionOf(STUDIO_GAMES[gameCode]!);
    cache.set(gameCode, version);
  }
  return version;
}
