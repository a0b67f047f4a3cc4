import { describe, expect, it } from 'vitest';
import { CATALOGUE_READINGS, GAME_CATALOGUE, type Game } from '@casino/contract';
import {
  buildSearchIndex,
  editDistance,
  normalise,
  searchGames,
  suggestGames,
} from '../src/modules/games/games.search.ts';

/**
 * The search's matcher (issue 29) over the seeded catalogue: kana, katakana, romaji, English, kanji,
 * prefixes and small typos → the titles a player means. The first expected title must come first;
 * every expected title must be in the answer; `not` titles must not be.
 */
const games: Game[] = GAME_CATALOGUE.map((g, index) => ({
  gameId: index + 1,
  gameCode: g.gameCode,
  title: g.title.en,
  translations: [
    { gameId: index + 1, language: 'ja', title: g.title.ja },
    { gameId: index + 1, language: 'en', title: g.title.en },
  ],
  tags: [...g.tags],
  gameType: g.gameType,
  orientation: g.orientation,
  isDemoAvailable: g.isDemoAvailable,
  imagePath: null,
  gameStudioId: 1,
  gameStudioName: 'studio',
}));
const index = buildSearchIndex(games.map((game) => ({ game, reading: CATALOGUE_READINGS[game.gameCode]! })));
const codes = (query: string) => searchGames(index, query, 48).map((g) => g.gameCode);

const TABLE: { query: string; kind: string; first: string; also?: string[]; not?: string[] }[] = [
  // Japanese readings in hiragana, katakana and romaji
  { query: 'くれいじー', kind: 'hiragana', first: 'EVO_LIVE_CRAZY_COIN_FLIP', also: ['EVO_LIVE_CRAZY_TIME'] },
  { query: 'クレイジー', kind: 'katakana', first: 'EVO_LIVE_CRAZY_COIN_FLIP', also: ['EVO_LIVE_CRAZY_TIME'] },
  { query: 'kureiji', kind: 'romaji', first: 'EVO_LIVE_CRAZY_COIN_FLIP', also: ['EVO_LIVE_CRAZY_TIME'] },
  {
    query: 'くれいじー たいむ',
    kind: 'hiragana, two words',
    first: 'EVO_LIVE_CRAZY_TIME',
    not: ['EVO_LIVE_CRAZY_COIN_FLIP'],
  },
  { query: 'クレイジータイム', kind: 'katakana title', first: 'EVO_LIVE_CRAZY_TIME' },
  { query: 'kureiji taimu', kind: 'romaji, two words', first: 'EVO_LIVE_CRAZY_TIME' },
  { query: 'ねこ', kind: 'hiragana word', first: 'WNF_LUCKY_NEKO' },
  { query: 'ネコ', kind: 'katakana word', first: 'WNF_LUCKY_NEKO' },
  { query: 'ラッキーネコ', kind: 'katakana title', first: 'WNF_LUCKY_NEKO' },
  { query: 'ﾗｯｷｰ', kind: 'half-width katakana', first: 'WNF_LUCKY_NEKO' },
  { query: 'neko', kind: 'romaji = English word', first: 'WNF_LUCKY_NEKO', not: ['WNF_NEON_KOI'] },
  { query: 'rakki', kind: 'romaji of katakana', first: 'WNF_LUCKY_NEKO' },
  { query: 'さむらい', kind: 'reading of kanji', first: 'JPL_FIGHTING_SAMURAI' },
  { query: '侍', kind: 'kanji', first: 'JPL_FIGHTING_SAMURAI' },
  { query: '花魁', kind: 'kanji', first: 'WNF_OIRAN_DREAMS' },
  { query: 'おいらん', kind: 'reading of kanji', first: 'WNF_OIRAN_DREAMS' },
  { query: 'tsuki', kind: 'romaji of kanji reading', first: 'WNF_MOON_RABBIT' },
  { query: 'うさぎ', kind: 'kana inside a title', first: 'WNF_MOON_RABBIT' },
  {
    query: 'ドリーム',
    kind: 'katakana word',
    first: 'EVO_LIVE_DREAM_CATCHER',
    also: ['WNF_HAWAIIAN_DREAM', 'WNF_OIRAN_DREAMS', 'WNF_DREAMS_OF_GOLD'],
  },
  {
    query: 'にほんご',
    kind: 'reading',
    first: 'EVO_LIVE_JAPANESE_ROULETTE',
    also: ['EVO_LIVE_JAPANESE_SPEED_BACCARAT'],
  },
  { query: '鯉', kind: 'kanji', first: 'WNF_NEON_KOI' },
  // English words and prefixes
  { query: 'Crazy Time', kind: 'English', first: 'EVO_LIVE_CRAZY_TIME', not: ['EVO_LIVE_CRAZY_COIN_FLIP'] },
  { query: 'time', kind: 'English word', first: 'EVO_LIVE_CRAZY_TIME', also: ['EVO_LIVE_FUNKY_TIME'] },
  { query: 'cra', kind: 'prefix', first: 'EVO_LIVE_CRAZY_COIN_FLIP', also: ['EVO_LIVE_CRAZY_TIME'] },
  {
    query: 'light dice',
    kind: 'prefixes',
    first: 'EVO_LIVE_EXTRA_CHILLI_LIGHTNING_DICE',
    also: ['EVO_LIVE_LIGHTNING_DICE'],
  },
  { query: 'pharaohs', kind: 'apostrophe', first: 'WNF_PHARAOHS_EMBER' },
  { query: "Pirate's", kind: 'apostrophe', first: 'WNF_PIRATES_BOUNTY' },
  { query: 'AZTEC-X', kind: 'upper case, hyphen', first: 'WNF_AZTEC_X' },
  { query: 'ＳＡＫＵＲＡ', kind: 'full-width latin', first: 'WNF_SAKURA_FORTUNE' },
  { query: 'samurai', kind: 'English = romaji', first: 'JPL_FIGHTING_SAMURAI' },
  // Small typos
  { query: 'crazt', kind: 'typo', first: 'EVO_LIVE_CRAZY_COIN_FLIP', also: ['EVO_LIVE_CRAZY_TIME'] },
  { query: 'lukcy', kind: 'transposition', first: 'WNF_LUCKY_NEKO' },
  { query: 'vikng', kind: 'missing letter', first: 'WNF_VIKING_THUNDER' },
  { query: 'monopolly', kind: 'extra letter', first: 'EVO_LIVE_MONOPOLY' },
  { query: 'samuria', kind: 'transposition', first: 'JPL_FIGHTING_SAMURAI' },
  { query: 'fotrune', kind: 'transposition', first: 'WNF_SWORD_OF_FORTUNE', also: ['WNF_SAKURA_FORTUNE'] },
  {
    query: 'くれいじい',
    kind: 'kana typo',
    first: 'EVO_LIVE_CRAZY_COIN_FLIP',
    also: ['EVO_LIVE_CRAZY_TIME'],
  },
];

describe('the catalogue search matcher', () => {
  it.each(TABLE)('$kind: "$query"', ({ query, first, also = [], not = [] }) => {
    const found = codes(query);
    expect(found[0], `${query} → ${found.join(', ')}`).toBe(first);
    for (const code of also) expect(found, query).toContain(code);
    for (const code of not) expect(found, query).not.toContain(code);
  });

  it('finds nothing for words of no title, and short words are not typos', () => {
    expect(codes('zzzz')).toEqual([]);
    expect(codes('poker')).toEqual([]);
    // A 3-letter latin word matches exactly or as a prefix only ("dog" is one letter from "dot").
    expect(codes('dog')).toEqual([]);
    expect(codes('cat')).toEqual(['EVO_LIVE_DREAM_CATCHER']);
    expect(codes('   ')).toEqual([]);
  });

  it('suggests the nearest titles when nothing matched, else the featured ones', () => {
    const near = suggestGames(index, 'crazzzy', 6).map((g) => g.gameCode);
    expect(near).toContain('EVO_LIVE_CRAZY_TIME');
    const featured = suggestGames(index, 'qqqqqqqq', 6);
    expect(featured.length).toBeGreaterThan(0);
    for (const game of featured) expect(game.tags).toContain('FEATURED');
  });

  it('normalises scripts and widths the same way on both sides', () => {
    expect(normalise('クレイジー')).toBe(normalise('くれいじー'));
    expect(normalise('ﾗｯｷｰ')).toBe('らっき');
    expect(normalise('ＡＢＣ')).toBe('abc');
  });

  it('counts an adjacent transposition as one edit and stops past the bound', () => {
    expect(editDistance('lukcy', 'lucky', 2)).toBe(1);
    expect(editDistance('kitten', 'sitting', 3)).toBe(3);
    expect(editDistance('abcdef', 'uvwxyz', 1)).toBe(2);
  });
});
