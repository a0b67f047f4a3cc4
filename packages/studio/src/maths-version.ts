import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { configure } from 'safe-stable-stringify';
import { PUBLISHED_MATHS_FORMAT } from '@casino/contract';
import { STUDIO_GAMES, type EngineKind, type GameDefinition } from './catalogue.ts';
import { mathsRules } from './maths-rules.ts';

/**
 * The maths version of a game (issue 18, docs/decisions/023-maths-version.md; issue 32,
 * docs/decisions/031-published-maths.md): which maths a round was played under. Derived, never
 * hand-maintained: the first 12 hex digits of SHA-256 of the game's PUBLISHED MATHS DOCUMENT
 * (`mathsDocumentText`, served byte for byte at GET /studio/maths/{gameCode}/{version}) — the engine
 * kind, the game's config, the engine-code rules (maths-rules.ts) and the code versions below. So the
 * published maths of a title hashes, by construction, to the version recorded on its rounds.
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

/** The published document's format (contract published-maths.ts); it goes up when the layout changes. */
export const MATHS_FORMAT = PUBLISHED_MATHS_FORMAT;

/**
 * Config fields that describe a game without deciding any draw (a slot's measured volatility label and
 * its simulated RTP estimate, rewritten by each tuning run): left out so re-measuring is not a new maths.
 */
const DESCRIPTIVE_KEYS: ReadonlySet<string> = new Set(['volatility', 'rtpEstimate']);

/** Hex characters kept of the SHA-256 (48 bits: collisions between a game's versions are negligible). */
export const MATHS_VERSION_LENGTH = 12;

// Keys sorted at every depth, no whitespace; anything JSON cannot carry exactly (NaN, Infinity,
// functions, bigints, undefined in arrays, cycles) throws instead of being silently written otherwise.
const canonicalJson = configure({ deterministic: true, strict: true, bigint: false, circularValue: Error });

function canonical(value: unknown): string {
  const text = canonicalJson(value);
  if (text === undefined) throw new TypeError('a game definition must be plain JSON data');
  return text;
}

const shortHash = (text: string): string =>
  bytesToHex(sha256(utf8ToBytes(text))).slice(0, MATHS_VERSION_LENGTH);

type Definition = Pick<GameDefinition, 'engine' | 'config'>;

function drawConfig(definition: Definition): Record<string, unknown> {
  return Object.fromEntries(Object.entries(definition.config).filter(([key]) => !DESCRIPTIVE_KEYS.has(key)));
}

/**
 * Rounds recorded from 2026-11-27 to the publication of the maths (scheme 1) carry this hash: the same
 * canonical JSON and SHA-256, of `{ config, engine, engineCode, fairRngCode }` only. Every field of it
 * is in the published document, so anyone can recompute it from the document; the document states it
 * (`scheme1Version`) so such an old round is matched to the maths that decided it.
 */
export function scheme1VersionOf(definition: Definition): string {
  return shortHash(
    canonical({
      engine: definition.engine,
      engineCode: ENGINE_CODE_VERSIONS[definition.engine],
      fairRngCode: FAIR_RNG_CODE_VERSION,
      config: drawConfig(definition),
    }),
  );
}

/** The published maths document of a game (its fields are described in docs/provably-fair-maths.md). */
export interface MathsDocument {
  format: typeof MATHS_FORMAT;
  engine: EngineKind;
  engineCode: number;
  fairRngCode: number;
  config: Record<string, unknown>;
  rules: Record<string, unknown>;
  scheme1Version: string;
}

export function mathsDocument(definition: Definition): MathsDocument {
  return {
    format: MATHS_FORMAT,
    engine: definition.engine,
    engineCode: ENGINE_CODE_VERSIONS[definition.engine],
    fairRngCode: FAIR_RNG_CODE_VERSION,
    config: drawConfig(definition),
    rules: mathsRules(definition.engine, definition.config),
    scheme1Version: scheme1VersionOf(definition),
  };
}

/** The document as published: canonical JSON (keys sorted at every depth, no whitespace), UTF-8. */
export function mathsVersionSource(definition: Definition): string {
  return canonical(mathsDocument(definition));
}

/** The first MATHS_VERSION_LENGTH hex digits of sha256(mathsVersionSource(definition)). */
export function mathsVersionOf(definition: Definition): string {
  return shortHash(mathsVersionSource(definition));
}

const cache = new Map<string, { version: string; scheme1: string; text: string }>();

function published(gameCode: string) {
  if (!Object.hasOwn(STUDIO_GAMES, gameCode)) return undefined;
  let hit = cache.get(gameCode);
  if (hit === undefined) {
    const definition = STUDIO_GAMES[gameCode]!;
    const text = mathsVersionSource(definition);
    hit = { version: shortHash(text), scheme1: scheme1VersionOf(definition), text };
    cache.set(gameCode, hit);
  }
  return hit;
}

/** The current maths version of a studio game; undefined for a code the studio does not have (any more). */
export function mathsVersion(gameCode: string): string | undefined {
  return published(gameCode)?.version;
}

/** The published maths document of a studio game's current maths, as its canonical JSON text. */
export function publishedMaths(gameCode: string): { version: string; text: string } | undefined {
  const hit = published(gameCode);
  return hit && { version: hit.version, text: hit.text };
}

/**
 * Was a round recorded with this version decided by the game's current maths? Its version is the
 * current one, or the scheme-1 hash of the same maths (a round recorded before the maths was published).
 */
export function isCurrentMaths(gameCode: string, recorded: string | null): boolean {
  const hit = published(gameCode);
  return hit !== undefined && recorded !== null && (recorded === hit.version || recorded === hit.scheme1);
}

/** The scheme-1 version of a game's current maths (what rounds recorded before publication carry). */
export function scheme1Version(gameCode: string): string | undefined {
  return published(gameCode)?.scheme1;
}
