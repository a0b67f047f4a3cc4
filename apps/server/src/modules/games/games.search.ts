import { toHiragana } from 'wanakana';
import type { Game } from '@casino/contract';

/**
 * The catalogue's search (issue 29): Japanese in any script and its reading, romaji, English words,
 * prefixes and small typos. Text on both sides is normalised the same way (NFKC, lower case, the
 * long-vowel mark dropped, katakana → hiragana); a latin query is also read as romaji (wanakana), so
 * 「くれいじー」, 「クレイジー」 and "kureiji" meet the reading 'くれいじー たいむ' of Crazy Time.
 * Every word of the query must match one of the game's words: exactly, as a prefix, inside a
 * Japanese title, or within a small edit distance (transpositions count one). Pure functions: the
 * games service builds the index once per catalogue load.
 */

export interface SearchableGame {
  game: Game;
  /** The title's reading in hiragana, words apart ('' or null: none). */
  reading: string | null;
}

interface Entry {
  game: Game;
  order: number;
  /** Normalised words of every title and the reading. */
  words: string[];
  /** Each title and the reading with its words run together (Japanese titles have no spaces). */
  runs: string[];
}

export interface SearchIndex {
  entries: Entry[];
}

const LATIN = /^[a-z0-9]+$/;
const KANA = /^[\p{Script=Hiragana}]+$/u;

/** NFKC, lower case, no long-vowel marks, katakana → hiragana (latin letters stay as they are). */
export function normalise(text: string): string {
  const folded = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[ーｰ〜~]/g, '');
  return toHiragana(folded, { passRomaji: true, convertLongVowelMark: false });
}

/** Words: runs of letters, digits and kana/kanji; apostrophes vanish ("pharaoh's" → "pharaohs"). */
function words(text: string): string[] {
  return normalise(text)
    .replace(/['’]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0);
}

/**
 * The romaji reading of a latin word, when it reads as kana throughout. A trailing consonant may wait
 * for its vowel ("kureij" → くれい) when at least two kana come before it: "dog" is not 「ど」.
 */
function romajiAsKana(word: string): string | undefined {
  if (!LATIN.test(word) || /^\d+$/.test(word)) return undefined;
  const converted = toHiragana(word);
  const kana = converted.replace(/[a-z]+$/, '');
  if (kana.length === 0 || !KANA.test(kana)) return undefined;
  return kana === converted || kana.length >= 2 ? kana : undefined;
}

export function buildSearchIndex(games: readonly SearchableGame[]): SearchIndex {
  return {
    entries: games.map(({ game, reading }, order) => {
      const titles = [game.title, ...game.translations.map((t) => t.title), reading ?? ''];
      const all = new Set<string>();
      const runs = new Set<string>();
      for (const title of titles) {
        const own = words(title);
        own.forEach((w) => all.add(w));
        if (own.length > 0) runs.add(own.join(''));
      }
      return { game, order, words: [...all], runs: [...runs] };
    }),
  };
}

/** Three rolling rows of the distance table, reused by every call (the search is synchronous). */
let rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/**
 * Optimal string alignment distance (Levenshtein plus adjacent transpositions) of `a` to `b` or, with
 * `prefix`, to `b` or its start as long as `a` or one longer (a word still being typed); `max + 1` as
 * soon as it must exceed `max`. One table per call: the prefixes are read off its last row.
 */
export function editDistance(a: string, b: string, max: number, prefix = false): number {
  if (!prefix && Math.abs(a.length - b.length) > max) return max + 1;
  if (b.length + 1 > rows[0]!.length) rows = rows.map(() => new Int32Array(b.length + 1));
  let [older, previous, current] = rows as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, older[j - 2]! + 1);
      current[j] = value;
      if (value < best) best = value;
    }
    if (best > max) return max + 1;
    [older, previous, current] = [previous, current, older];
  }
  // `previous` now holds the last row.
  let distance = previous[b.length]!;
  if (prefix)
    for (const j of [a.length, a.length + 1]) if (j < b.length) distance = Math.min(distance, previous[j]!);
  return Math.min(distance, max + 1);
}

/** Typos allowed in a query word: none when short (a latin word under 4 letters, kana under 3). */
function typosAllowed(form: string): number {
  const latin = LATIN.test(form);
  if (form.length < (latin ? 4 : 3)) return 0;
  return form.length >= (latin ? 8 : 6) ? 2 : 1;
}

/** How well one form of a query word matches an entry: 0 = not at all. */
function formScore(form: string, entry: Entry): number {
  let best = 0;
  const typos = typosAllowed(form);
  for (const word of entry.words) {
    if (word === form) return 100;
    if (word.startsWith(form)) best = Math.max(best, 80);
    else if (typos > 0 && best < 40) {
      // The word, or its start as long as the query word or one longer (a typo in a prefix while
      // typing). Not one shorter: "neko" would then be "neo" (Neon) with one letter too many.
      const distance = editDistance(form, word, typos, true);
      if (distance <= typos) best = Math.max(best, 40 - 10 * distance);
    }
  }
  // Inside a title written without spaces (「ドリーム」 in 花魁ドリームズ, 「侍」): not for latin words.
  if (best < 60 && !LATIN.test(form) && entry.runs.some((run) => run.includes(form))) best = 60;
  return best;
}

/** The forms of a query word: itself and, for a latin word, its romaji reading. */
function forms(word: string): string[] {
  const kana = romajiAsKana(word);
  return kana && kana !== word ? [word, kana] : [word];
}

export function queryWords(query: string): string[] {
  return words(query).slice(0, 8);
}

/** The games every query word matches, best first (catalogue order between equals). */
export function searchGames(index: SearchIndex, query: string, limit: number): Game[] {
  const wordsOfQuery = queryWords(query).map(forms);
  if (wordsOfQuery.length === 0) return [];
  const scored: { entry: Entry; score: number }[] = [];
  for (const entry of index.entries) {
    let total = 0;
    for (const wordForms of wordsOfQuery) {
      const score = Math.max(...wordForms.map((form) => formScore(form, entry)));
      if (score === 0) {
        total = 0;
        break;
      }
      total += score;
    }
    if (total > 0) scored.push({ entry, score: total });
  }
  scored.sort((a, b) => b.score - a.score || a.entry.order - b.entry.order);
  return scored.slice(0, limit).map((s) => s.entry.game);
}

/**
 * What to offer when nothing matched: the games whose words are nearest the query's (a larger
 * distance than a match allows), else the featured games.
 */
export function suggestGames(index: SearchIndex, query: string, limit: number): Game[] {
  const joined = queryWords(query).join('');
  const candidates = joined ? [joined, ...forms(joined).slice(1)] : [];
  const near = index.entries
    .map((entry) => {
      let distance = Infinity;
      for (const form of candidates) {
        const max = Math.max(2, Math.floor(form.length / 2));
        for (const word of [...entry.words, ...entry.runs])
          distance = Math.min(distance, editDistance(form, word, max, true));
        if (distance > max) distance = Infinity;
      }
      return { entry, distance };
    })
    .filter((n) => Number.isFinite(n.distance))
    .sort((a, b) => a.distance - b.distance || a.entry.order - b.entry.order)
    .map((n) => n.entry.game);
  if (near.length > 0) return near.slice(0, limit);
  return index.entries
    .map((e) => e.game)
    .filter((game) => game.tags.includes('FEATURED'))
    .slice(0, limit);
}
