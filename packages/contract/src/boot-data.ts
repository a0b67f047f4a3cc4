/**
 * The site's page carries the anonymous answers of its first GETs in a JSON data block (the server
 * writes it, the site's API client reads each answer once instead of asking): its element id, and the
 * key an answer is filed under — the URL's path and its query sorted by name.
 */
export const BOOT_DATA_ID = 'casino-boot';

export function bootKey(url: string): string {
  const [pathname = '', search = ''] = url.split('?', 2);
  const params = new URLSearchParams(search);
  params.sort();
  const sorted = params.toString();
  return sorted ? `${pathname}?${sorted}` : pathname;
}
