import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { STUDIO_GAMES, type GameDefinition } from './catalogue.ts';
import type { mathsDocument } from './maths-version.ts';
import {
  ENGINE_CODE_VERSIONS,
  FAIR_RNG_CODE_VERSION,
  MATHS_FORMAT,
  MATHS_VERSION_LENGTH,
  isCurrentMaths,
  mathsVersion,
  mathsVersionOf,
  mathsVersionSource,
  publishedMaths,
  scheme1Version,
  scheme1VersionOf,
} from './maths-version.ts';

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
const slotCode = Object.keys(STUDIO_GAMES).find((code) => STUDIO_GAMES[code]!.engine === 'slot')!;
const wheelCode = Object.keys(STUDIO_GAMES).find((code) => STUDIO_GAMES[code]!.engine === 'wheel')!;

describe('maths version', () => {
  it('scheme 1 (rounds recorded before publication) is sha256 of the canonical JSON, cut to 12 hex digits', () => {
    // Pinned: the algorithm of 2026-11-27 (docs/decisions/023) must keep matching the rounds it stamped.
    const definition = { engine: 'roulette', config: { variant: 'japanese', b: [2, { z: 1, a: 0 }] } };
    const source =
      `{"config":{"b":[2,{"a":0,"z":1}],"variant":"japanese"},"engine":"roulette",` +
      `"engineCode":${ENGINE_CODE_VERSIONS.roulette},"fairRngCode":${FAIR_RNG_CODE_VERSION}}`;
    const expected = createHash('sha256').update(source).digest('hex').slice(0, MATHS_VERSION_LENGTH);
    expect(scheme1VersionOf(definition as unknown as GameDefinition)).toBe(expected);
    // The version roulette rounds were stamped with before the maths was published: it must stay current.
    expect(scheme1Version('EVO_LIVE_JAPANESE_ROULETTE')).toBe('151e2e84cfa3');
  });

  it('is sha256 of the published document, byte for byte, for every title (issue 32)', () => {
    expect(Object.keys(STUDIO_GAMES)).toHaveLength(29);
    for (const [code, definition] of Object.entries(STUDIO_GAMES)) {
      const published = publishedMaths(code)!;
      const sha = createHash('sha256').update(Buffer.from(published.text, 'utf8')).digest('hex');
      expect(published.version).toBe(sha.slice(0, MATHS_VERSION_LENGTH));
      expect(mathsVersion(code)).toBe(published.version);
      // The document is canonical JSON: parsing and re-writing it with sorted keys gives the same bytes.
      const doc = JSON.parse(published.text) as ReturnType<typeof mathsDocument>;
      expect(doc.format).toBe(MATHS_FORMAT);
      expect(doc.engine).toBe(definition.engine);
      // It carries what scheme 1 hashed, so an older round's version is recomputable from it.
      const { config, engine, engineCode, fairRngCode } = doc;
      const scheme1 = createHash('sha256')
        .update(canonicalSorted({ config, engine, engineCode, fairRngCode }))
        .digest('hex')
        .slice(0, MATHS_VERSION_LENGTH);
      expect(doc.scheme1Version).toBe(scheme1);
      expect(canonicalSorted(doc)).toBe(published.text);
    }
  });

  it('matches a recorded round to the current maths by its version or the scheme-1 hash of the same maths', () => {
    const code = 'EVO_LIVE_JAPANESE_ROULETTE';
    expect(isCurrentMaths(code, mathsVersion(code)!)).toBe(true);
    expect(isCurrentMaths(code, scheme1Version(code)!)).toBe(true);
    expect(isCurrentMaths(code, '0123456789ab')).toBe(false);
    expect(isCurrentMaths(code, null)).toBe(false);
    expect(isCurrentMaths('NO_SUCH_GAME', mathsVersion(code)!)).toBe(false);
  });

  it('is stable: the same definition gives the same version, whatever its key order or object identity', () => {
    for (const [code, definition] of Object.entries(STUDIO_GAMES)) {
      const version = mathsVersion(code)!;
      expect(version).toMatch(/^[0-9a-f]{12}$/);
      expect(mathsVersionOf(clone(definition))).toBe(version);
      const reordered = Object.fromEntries(Object.entries(definition.config).reverse());
      expect(mathsVersionOf({ engine: definition.engine, config: reordered } as GameDefinition)).toBe(
        version,
      );
    }
  });

  it('differs between games with different maths (themed twins share the maths, and so the version)', () => {
    const byVersion = new Map<string, string[]>();
    for (const code of Object.keys(STUDIO_GAMES)) {
      const version = mathsVersion(code)!;
      byVersion.set(version, [...(byVersion.get(version) ?? []), code]);
    }
    for (const codes of byVersion.values()) {
      const sources = new Set(codes.map((code) => mathsVersionSource(STUDIO_GAMES[code]!)));
      expect(sources.size).toBe(1);
    }
    expect(byVersion.size).toBeGreaterThan(Object.keys(STUDIO_GAMES).length - 3);
  });

  it('changes when a config changes anything that decides a draw', () => {
    const slot = STUDIO_GAMES[slotCode]!;
    const before = mathsVersion(slotCode);
    const reels = clone(slot.config) as Extract<GameDefinition, { engine: 'slot' }>['config'];
    const strip = [...reels.reels[0]!];
    [strip[0], strip[1]] = [strip[1]!, strip[0]!];
    const swapped = { ...reels, reels: [strip, ...reels.reels.slice(1)] };
    expect(strip[0]).not.toBe(strip[1]);
    expect(mathsVersionOf({ engine: 'slot', config: swapped })).not.toBe(before);

    const wheel = clone(STUDIO_GAMES[wheelCode]!);
    const segments = (wheel.config as unknown as { segments: unknown[] }).segments;
    segments.push(segments.shift());
    expect(mathsVersionOf(wheel)).not.toBe(mathsVersion(wheelCode));

    const fewerDecks = { engine: 'baccarat', config: { decks: 6, pacing: 'speed' } } as GameDefinition;
    expect(mathsVersionOf(fewerDecks)).not.toBe(mathsVersion('EVO_LIVE_JAPANESE_SPEED_BACCARAT'));
    expect(mathsVersionOf({ ...slot, engine: 'wheel' } as GameDefinition)).not.toBe(before);
  });

  it('ignores what only describes a game (measured volatility, simulated RTP estimate)', () => {
    const slot = clone(STUDIO_GAMES[slotCode]!) as Extract<GameDefinition, { engine: 'slot' }>;
    slot.config = {
      ...slot.config,
      volatility: 'high',
      rtpEstimate: { rtp: 0.9, halfWidth: 0.1, rounds: 1 },
    };
    expect(mathsVersionOf(slot)).toBe(mathsVersion(slotCode));
  });

  it('refuses what JSON cannot carry exactly, and has no version for an unknown game', () => {
    const bad = { engine: 'dice', config: { chilli: Number.POSITIVE_INFINITY } } as unknown as GameDefinition;
    expect(() => mathsVersionOf(bad)).toThrow();
    expect(mathsVersion('NO_SUCH_GAME')).toBeUndefined();
    expect(mathsVersion('constructor')).toBeUndefined();
  });
});

/** Canonical JSON written independently of the studio (sorted keys, no whitespace), as a verifier would. */
function canonicalSorted(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalSorted).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalSorted((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}
