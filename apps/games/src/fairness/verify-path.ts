import { VERIFY_PAGE_PATH } from '@casino/contract';

/** The verify page's path (`/studio/play/verify`, trailing slash allowed): 'verify' is not a game code. */
export function isVerifyPath(pathname: string): boolean {
  return pathname.replace(/\/+$/, '') === VERIFY_PAGE_PATH;
}
