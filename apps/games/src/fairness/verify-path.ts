import { VERIFY_PAGE_PATH } from '@casino/contract';

/** The verify page's path (`/studio/play/verify`, trailing slash allowed): 'verify' is not a game code. */
export function isVerifyPath(pathname: string): boolean {
  return pathname.replace(/\/+$/, '') === VERIFY_PAGE_PATH;
}

/** The verify page's address for a round (relative to the site), in the game's language. */
export function verifyUrl(verifyPath: string, roundId: string, language?: string): string {
  const query = new URLSearchParams({ roundId });
  if (language) query.set('lang', language);
  return `${verifyPath}?${query.toString()}`;
}
