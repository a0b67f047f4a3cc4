import { describe, expect, it } from 'vitest';
import { GAME_CATALOGUE, friendlyTitle } from './catalogue.ts';
import { gameCodeSchema } from './games.ts';
import { normalizeErrorCode } from './errors.ts';
import { CATALOGUE_READINGS } from './catalogue-readings.ts';
import { gameReadingSchema } from './game-lobby.ts';

describe('game catalogue', () => {
  it('names every SPEC §3 prefix: ten EVO_LIVE_, about eighteen WNF_, one JPL_', () => {
    const count = (p: string) => GAME_CATALOGUE.filter((g) => g.gameCode.startsWith(p)).length;
    expect(count('EVO_LIVE_')).toBe(10);
    expect(count('WNF_')).toBe(18);
    expect(count('JPL_')).toBe(1);
  });

  it('has unique, well-formed codes with both titles', () => {
    const codes = GAME_CATALOGUE.map((g) => g.gameCode);
    expect(new Set(codes).size).toBe(codes.length);
    for (const g of GAME_CATALOGUE) {
      expect(gameCodeSchema.safeParse(g.gameCode).success).toBe(true);
      expect(g.title.ja.length).toBeGreaterThan(0);
      expect(g.title.en.length).toBeGreaterThan(0);
    }
  });

  it('gives each family its defaults unless the row says otherwise', () => {
    const byCode = new Map(GAME_CATALOGUE.map((g) => [g.gameCode, g]));
    for (const g of GAME_CATALOGUE) {
      expect(g.tags[0], g.gameCode).toBe(g.gameType);
      expect(g.gameType, g.gameCode).toBe(g.gameCode.startsWith('EVO_LIVE_') ? 'LIVE' : 'SLOT');
    }
    expect(byCode.get('EVO_LIVE_CRAZY_TIME')).toMatchObject({
      studio: 'EVO',
      isDemoAvailable: false,
      tags: ['LIVE', 'FEATURED'],
    });
    expect(byCode.get('WNF_NEON_KOI')).toMatchObject({
      studio: 'WNF',
      isDemoAvailable: true,
      tags: ['SLOT'],
    });
    expect(byCode.get('JPL_FIGHTING_SAMURAI')).toMatchObject({ studio: 'JPL', isDemoAvailable: false });
  });

  it('includes the titles SPEC §3 names', () => {
    const en = GAME_CATALOGUE.map((g) => g.title.en);
    for (const t of [
      'Aztec-X',
      'Battle Dwarf',
      'Oiran Dreams',
      'Wild West Angel',
      'Fighting Samurai',
      'Crazy Time',
    ]) {
      expect(en).toContain(t);
    }
    expect(friendlyTitle('JPL_FIGHTING_SAMURAI', 'ja')).toBe('ファイティング侍');
    expect(friendlyTitle('NOPE', 'en')).toBeUndefined();
  });
});

describe('error codes', () => {
  it('maps unknown codes to TECHNICAL_ERROR', () => {
    expect(normalizeErrorCode('USER_LOCKED_OUT')).toBe('USER_LOCKED_OUT');
    expect(normalizeErrorCode('SOMETHING_ELSE')).toBe('TECHNICAL_ERROR');
    expect(normalizeErrorCode(undefined)).toBe('TECHNICAL_ERROR');
  });
});

describe('catalogue readings (issue 29)', () => {
  it('gives every title a hiragana reading and names no other code', () => {
    const codes = GAME_CATALOGUE.map((g) => g.gameCode).sort();
    expect(Object.keys(CATALOGUE_READINGS).sort()).toEqual(codes);
    for (const [code, reading] of Object.entries(CATALOGUE_READINGS)) {
      expect(gameReadingSchema.safeParse(reading).success, code).toBe(true);
      expect(reading, code).toMatch(/^[\p{Script=Hiragana}ー ]+$/u);
    }
  });
});
