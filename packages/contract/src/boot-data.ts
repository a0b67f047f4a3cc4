/**
 * The site's page carries the anonymous answers of its first GETs in a JSON data block (the server
 * writes it, the site's API client reads each answer once instead of asking): its element id, and the
 * key an answer is filed under — the URL's path and its query's pairs sorted (as written: both sides
 * encode the same plain values alike).
 */
export const BOOT_DATA_ID = 'casino-boot';

export function bootKey(url: string): string {
  const [pathname = '', search = ''] = url.split('?', 2);
  const sorted = search
    .split('&')
    .filter((pair) => pair !== '')
    .sort()
    .join('&');
  return sorted ? `${pathname}?${sorted}` : pathname;
}

/**
 * How wide the site shows a category grid's tile (its CSS: 16 px padding under 768 px, 32 px from it,
 * content at most 1440 px; 3/5/7 columns, gaps 12/16/16 px). The site's `<img sizes>` and the server's
 * preload of a category page's first row use this one value, so the browser picks the same file for both.
 */
export const GRID_TILE_SIZES =
  '(min-width: 1440px) 183px, (min-width: 1280px) calc((100vw - 160px) / 7), (min-width: 768px) calc((100vw - 128px) / 5), calc((100vw - 56px) / 3)';

/**
 * The tiles of a category grid whose art loads with the page (at once, high priority, and preloaded from
 * the page's HTML by the server): its first row at the widest (7 columns), about the first screen on a
 * phone (3 columns). The other tiles' art is asked for once that screen is painted.
 */
export const FIRST_SCREEN_TILES = 7;

/** A `srcset` of a game's generated art: `/game-icons/{CODE}.{hash}.{width}.{ext} {width}w, …`. */
export function gameArtSrcset(
  gameCode: string,
  hash: string,
  widths: readonly number[],
  ext: string,
): string {
  return widths.map((w) => `/game-icons/${gameCode}.${hash}.${w}.${ext} ${w}w`).join(', ');
}
