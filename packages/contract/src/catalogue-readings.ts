/**
 * The Japanese reading of every title of the catalogue (issue 29), in hiragana with the words apart:
 * what the search matches kana, katakana and romaji queries against (「くれいじー」, 「クレイジー」 and
 * "kureiji" all find Crazy Time). The seed writes them into `games.reading` where it was never set;
 * the console edits them per title from then on.
 */
export const CATALOGUE_READINGS: Readonly<Record<string, string>> = {
  EVO_LIVE_CRAZY_COIN_FLIP: 'くれいじー こいん ふりっぷ',
  EVO_LIVE_CRAZY_TIME: 'くれいじー たいむ',
  EVO_LIVE_DREAM_CATCHER: 'どりーむ きゃっちゃー',
  EVO_LIVE_EXTRA_CHILLI_LIGHTNING_DICE: 'えくすとら ちり らいとにんぐ だいす',
  EVO_LIVE_FUNKY_TIME: 'ふぁんきー たいむ',
  EVO_LIVE_IMPERIAL_QUEST: 'いんぺりある くえすと',
  EVO_LIVE_JAPANESE_ROULETTE: 'にほんご るーれっと',
  EVO_LIVE_JAPANESE_SPEED_BACCARAT: 'にほんご すぴーど ばから',
  EVO_LIVE_LIGHTNING_DICE: 'らいとにんぐ だいす',
  EVO_LIVE_MONOPOLY: 'ものぽりー らいぶ',
  WNF_AZTEC_X: 'あすてか えっくす',
  WNF_BATTLE_DWARF: 'ばとる どわーふ',
  WNF_DREAMS_OF_GOLD: 'どりーむず おぶ ごーるど',
  WNF_HAWAIIAN_DREAM: 'はわいあん どりーむ',
  WNF_OIRAN_DREAMS: 'おいらん どりーむず',
  WNF_MILLION_TREE: 'みりおん つりー',
  WNF_SWORD_OF_FORTUNE: 'そーど おぶ ふぉーちゅん',
  WNF_WILD_WEST_ANGEL: 'わいるど うえすと えんじぇる',
  WNF_DRAGON_PEARL: 'どらごん ぱーる',
  WNF_NEON_KOI: 'ねおん こい',
  WNF_SAKURA_FORTUNE: 'さくら ふぉーちゅん',
  WNF_LUCKY_NEKO: 'らっきー ねこ',
  WNF_PHARAOHS_EMBER: 'ふぁらお の のこりび',
  WNF_VIKING_THUNDER: 'ばいきんぐ さんだー',
  WNF_JUNGLE_JEWELS: 'じゃんぐる じゅえる',
  WNF_MOON_RABBIT: 'つき うさぎ',
  WNF_PIRATES_BOUNTY: 'ぱいれーつ ばうんてぃ',
  WNF_FROST_QUEEN: 'ふろすと くいーん',
  JPL_FIGHTING_SAMURAI: 'ふぁいてぃんぐ さむらい',
};
