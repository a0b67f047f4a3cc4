import { friendlyTitle, type Game, type LanguageCode } from '@casino/contract';

/**
 * The tile title fallback chain (SPEC §2): the translation for the current language, else the game's
 * own title, else the known friendly title for its code, else the code itself.
 */
export function gameTileTitle(
  game: Pick<Game, 'gameCode' | 'title' | 'translations'>,
  language: LanguageCode,
): string {
  const translated = game.translations.find(
    (tr) => tr.language.toLowerCase().split(/[-_]/)[0] === language && tr.title.trim() !== '',
  );
  if (translated) return translated.title;
  if (game.title.trim() !== '') return game.title;
  return friendlyTitle(game.gameCode, language) ?? game.gameCode;
}

/** The generated icon's plain URL (the tile shows its sized set instead when there is one: art/game-art.ts). */
export function localIconPath(gameCode: string): string {
  return `/game-icons/${gameCode}.png`;
}

/** The tile art: the game's imagePath, else the generated icon under /game-icons. */
export function gameImageSources(game: Pick<Game, 'gameCode' | 'imagePath'>): string[] {
  const local = localIconPath(game.gameCode);
  return game.imagePath && game.imagePath !== local ? [game.imagePath, local] : [local];
}
