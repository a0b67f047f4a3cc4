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
