import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { STUDIO_GAMES, type GameDefinition } from './catalogue.ts';
import {
  ENGINE_CODE_VERSIONS,
  FAIR_RNG_CODE_VERSION,
  MATHS_VERSION_LENGTH,
  mathsVersion,
  mathsVersionOf,
  mathsVersionSource,
} from './maths-version.ts';

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
const slotCode = Object.keys(STUDIO_GAMES).find((code) => STUDIO_GAMES[code]!.engine === 'slot')!;
const wheelCode = Object.keys(STUDIO_GAMES).find((code) => STUDIO_GAMES[code]!.engine === 'wheel')!;

describe('maths version', () => {
  it('is sha256 of the canonical JSON (keys sorted at every depth), cut to 12 hex digits', () => {
    const definition = { engine: 'roulette', config: { variant: 'japanese', b: [2, { z: 1, a: 0 }] } };
    const source = mathsVersionSource(definition as unknown as GameDefinition);
    expect(source).toBe(
      `{"config":{"b":[2,{"a":0,"z":1}],"variant":"japanese"},"engine":"roulette",` +
        `"engineCode":${ENGINE_CODE_VERSIONS.roulette},"fairRngCode":${FAIR_RNG_CODE_VERSION}}`,
    );
    const expected = createHash('sha256').update(source).digest('hex').slice(0, MATHS_VERSION_LENGTH);
    expect(mathsVersionOf(definition as unknown as GameDefinition)).toBe(expected);
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
