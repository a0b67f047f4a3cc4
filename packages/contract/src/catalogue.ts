import type { GameTag, GameType, Orientation } from './games.ts';

/**
 * The game catalogue of SPEC §3. The server seeds it into an empty database; the site uses the
 * titles as the "known friendly title by code" fallback (SPEC §2); the art script draws one icon per
 * code. One list, so the three can never disagree.
 */
export interface CatalogueStudio {
  id: number;
  code: 'AURORA_LIVE' | 'WONDER_REELS' | 'JAPAN_PLAY';
  name: string;
}

export const STUDIOS = {
  EVO: { id: 1, code: 'AURORA_LIVE', name: 'Aurora Live Studio' },
  WNF: { id: 2, code: 'WONDER_REELS', name: 'Wonder Reels' },
  JPL: { id: 3, code: 'JAPAN_PLAY', name: 'Japan Play' },
} as const satisfies Record<string, CatalogueStudio>;

export interface CatalogueGame {
  gameCode: string;
  title: { en: string; ja: string };
  gameType: GameType;
  tags: readonly GameTag[];
  orientation: Orientation;
  isDemoAvailable: boolean;
  studio: keyof typeof STUDIOS;
  /** Theme hints for generated art: two colours and a motif keyword. */
  theme: { from: string; to: string; motif: string };
}

/** What the titles of one family share unless their row says otherwise. */
type FamilyDefaults = Pick<CatalogueGame, 'gameType' | 'tags' | 'orientation' | 'isDemoAvailable' | 'studio'>;

/** The row writer of a family: code, English and Japanese titles, art theme, and what differs. */
const family =
  (defaults: FamilyDefaults) =>
  (
    gameCode: string,
    en: string,
    ja: string,
    theme: CatalogueGame['theme'],
    differs: Partial<Omit<FamilyDefaults, 'gameType'>> = {},
  ): CatalogueGame => ({ gameCode, title: { en, ja }, ...defaults, ...differs, theme });

const live = family({
  gameType: 'LIVE',
  tags: ['LIVE'],
  orientation: 'landscape',
  isDemoAvailable: false,
  studio: 'EVO',
});
const slot = family({
  gameType: 'SLOT',
  tags: ['SLOT'],
  orientation: 'landscape',
  isDemoAvailable: true,
  studio: 'WNF',
});

export const GAME_CATALOGUE: readonly CatalogueGame[] = [
  // EVO_LIVE_: live-style table and game-show titles (SPEC §3 names all ten).
  live(
    'EVO_LIVE_CRAZY_COIN_FLIP',
    'Crazy Coin Flip',
    'クレイジーコインフリップ',
    { from: '#1b3a8a', to: '#e0a825', motif: 'coin' },
    { isDemoAvailable: true, tags: ['LIVE', 'FEATURED'] },
  ),
  live(
    'EVO_LIVE_CRAZY_TIME',
    'Crazy Time',
    'クレイジータイム',
    { from: '#5b1a8c', to: '#ff4f9a', motif: 'wheel' },
    { tags: ['LIVE', 'FEATURED'] },
  ),
  live(
    'EVO_LIVE_DREAM_CATCHER',
    'Dream Catcher',
    'ドリームキャッチャー',
    { from: '#0f4c5c', to: '#7fd1ae', motif: 'wheel' },
    { isDemoAvailable: true },
  ),
  live(
    'EVO_LIVE_EXTRA_CHILLI_LIGHTNING_DICE',
    'Extra Chilli Lightning Dice',
    'エクストラチリ・ライトニングダイス',
    { from: '#7a0f0f', to: '#ff7a1a', motif: 'dice' },
  ),
  live('EVO_LIVE_FUNKY_TIME', 'Funky Time', 'ファンキータイム', {
    from: '#2b0f5c',
    to: '#19d3c5',
    motif: 'wheel',
  }),
  live('EVO_LIVE_IMPERIAL_QUEST', 'Imperial Quest', 'インペリアルクエスト', {
    from: '#3d1f08',
    to: '#d4a017',
    motif: 'crown',
  }),
  live(
    'EVO_LIVE_JAPANESE_ROULETTE',
    'Japanese Roulette',
    '日本語ルーレット',
    { from: '#0d3b24', to: '#c8102e', motif: 'roulette' },
    { isDemoAvailable: true, tags: ['LIVE', 'FEATURED'] },
  ),
  live(
    'EVO_LIVE_JAPANESE_SPEED_BACCARAT',
    'Japanese Speed Baccarat',
    '日本語スピードバカラ',
    { from: '#102a43', to: '#c9a227', motif: 'cards' },
    // Demo too, so that every engine family can be tried without an account.
    { isDemoAvailable: true, tags: ['LIVE', 'FEATURED'] },
  ),
  live(
    'EVO_LIVE_LIGHTNING_DICE',
    'Lightning Dice',
    'ライトニングダイス',
    { from: '#101c4a', to: '#ffd84d', motif: 'dice' },
    { isDemoAvailable: true },
  ),
  live('EVO_LIVE_MONOPOLY', 'Monopoly Live', 'モノポリーライブ', {
    from: '#0b5d1e',
    to: '#e63946',
    motif: 'house',
  }),
  // WNF_ slots (SPEC §3: about 18; eight are named there, the rest are our own titles).
  slot(
    'WNF_AZTEC_X',
    'Aztec-X',
    'アステカX',
    { from: '#1f4d2b', to: '#e3b448', motif: 'pyramid' },
    { tags: ['SLOT', 'FEATURED'] },
  ),
  slot('WNF_BATTLE_DWARF', 'Battle Dwarf', 'バトルドワーフ', {
    from: '#3b2a1a',
    to: '#c0c7d1',
    motif: 'axe',
  }),
  slot(
    'WNF_DREAMS_OF_GOLD',
    'Dreams of Gold',
    'ドリームズ・オブ・ゴールド',
    { from: '#2a1b00', to: '#ffd700', motif: 'bar' },
    { tags: ['SLOT', 'FEATURED'] },
  ),
  slot('WNF_HAWAIIAN_DREAM', 'Hawaiian Dream', 'ハワイアンドリーム', {
    from: '#ff7e5f',
    to: '#00a6c0',
    motif: 'palm',
  }),
  slot(
    'WNF_OIRAN_DREAMS',
    'Oiran Dreams',
    '花魁ドリームズ',
    { from: '#1a0b2e', to: '#e0457b', motif: 'lantern' },
    { tags: ['SLOT', 'FEATURED'] },
  ),
  slot(
    'WNF_MILLION_TREE',
    'Million Tree',
    'ミリオンツリー',
    { from: '#0f3d1f', to: '#9be15d', motif: 'tree' },
    { isDemoAvailable: false },
  ),
  slot('WNF_SWORD_OF_FORTUNE', 'Sword of Fortune', 'ソード・オブ・フォーチュン', {
    from: '#1c1c3a',
    to: '#8ab4f8',
    motif: 'sword',
  }),
  slot(
    'WNF_WILD_WEST_ANGEL',
    'Wild West Angel',
    'ワイルドウエスト・エンジェル',
    { from: '#5a2d0c', to: '#f4a259', motif: 'star' },
    { tags: ['SLOT', 'FEATURED'] },
  ),
  slot('WNF_DRAGON_PEARL', 'Dragon Pearl', 'ドラゴンパール', {
    from: '#3a0a0a',
    to: '#f25c54',
    motif: 'pearl',
  }),
  slot('WNF_NEON_KOI', 'Neon Koi', 'ネオン鯉', { from: '#04263a', to: '#ff8c42', motif: 'fish' }),
  slot('WNF_SAKURA_FORTUNE', 'Sakura Fortune', 'サクラフォーチュン', {
    from: '#3b1030',
    to: '#ffb7c5',
    motif: 'blossom',
  }),
  slot('WNF_LUCKY_NEKO', 'Lucky Neko', 'ラッキーネコ', { from: '#40120a', to: '#ffd166', motif: 'cat' }),
  slot('WNF_PHARAOHS_EMBER', "Pharaoh's Ember", 'ファラオの残り火', {
    from: '#2b1a05',
    to: '#f3a712',
    motif: 'eye',
  }),
  slot(
    'WNF_VIKING_THUNDER',
    'Viking Thunder',
    'バイキングサンダー',
    { from: '#0e1f33', to: '#6ec1e4', motif: 'bolt' },
    { isDemoAvailable: false },
  ),
  slot('WNF_JUNGLE_JEWELS', 'Jungle Jewels', 'ジャングルジュエル', {
    from: '#06361f',
    to: '#2ee59d',
    motif: 'gem',
  }),
  slot('WNF_MOON_RABBIT', 'Moon Rabbit', '月うさぎ', { from: '#0b0f2e', to: '#f5f3ce', motif: 'moon' }),
  slot('WNF_PIRATES_BOUNTY', "Pirate's Bounty", 'パイレーツバウンティ', {
    from: '#102436',
    to: '#d9a441',
    motif: 'anchor',
  }),
  slot('WNF_FROST_QUEEN', 'Frost Queen', 'フロストクイーン', {
    from: '#0a2342',
    to: '#b8e1ff',
    motif: 'snowflake',
  }),
  // JPL_: one code (SPEC §3).
  slot(
    'JPL_FIGHTING_SAMURAI',
    'Fighting Samurai',
    'ファイティング侍',
    { from: '#111111', to: '#b22222', motif: 'katana' },
    { studio: 'JPL', isDemoAvailable: false, tags: ['SLOT', 'FEATURED'] },
  ),
];

/** The "known friendly title by code" of SPEC §2's tile-title fallback chain. */
export function friendlyTitle(gameCode: string, language: 'ja' | 'en'): string | undefined {
  return GAME_CATALOGUE.find((g) => g.gameCode === gameCode)?.title[language];
}
