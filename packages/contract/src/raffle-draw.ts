/**
 * The raffle draw (docs/raffles.md), written once with WebCrypto so the server draws with it and the
 * public results page recomputes it in the browser. Pure: the same inputs give the same winners.
 *
 * - The ticket list: entrants sorted by `entrantRef`, each holding a contiguous range of tickets
 *   starting at 0; its canonical text is one line per entrant, `${entrantRef} ${firstTicket} ${tickets}`,
 *   joined by "\n"; T = SHA-256(text) in hex; N = the number of tickets.
 * - For prize k (1 = largest) and attempt j = 0, 1, …: h = HMAC-SHA256(key = serverSeed bytes,
 *   message = `${T}:${raffleId}:${k}:${j}` (scheme 1) or `${T}:${B}:${raffleId}:${k}:${j}` (scheme 2,
 *   B = the value of the beacon round fixed at creation, 64 hex); x = h's first 8 bytes as an unsigned
 *   big-endian integer;
 *   x ≥ floor(2^64 / N) · N is rejected (no modulo bias), else ticket = x mod N. An entrant who already
 *   won is skipped (next j). Places stay empty when every entrant has won.
 */

export interface DrawEntrant {
  entrantRef: string;
  tickets: number;
}

export interface TicketRange {
  entrantRef: string;
  firstTicket: number;
  tickets: number;
}

export interface DrawInput {
  raffleId: number;
  /** Hex. */
  serverSeed: string;
  ticketListHash: string;
  ranges: readonly TicketRange[];
  /** How many places to draw. */
  places: number;
  /**
   * Scheme 2 (docs/raffles.md): the value of the raffle's beacon round, 64 lower-case hex, mixed into
   * every message. Absent for scheme-1 raffles (drawn before issue 32).
   */
  beaconValue?: string | null;
}

export interface DrawnPlace {
  place: number;
  entrantRef: string;
  ticket: number;
  attempt: number;
}

/**
 * The part of WebCrypto used here (browsers and Node ≥ 20 have it as `globalThis.crypto`), typed
 * locally: the contract compiles without the DOM or Node libraries.
 */
type HmacKey = { readonly type: string };
interface Subtle {
  digest(algorithm: 'SHA-256', data: Uint8Array): Promise<ArrayBuffer>;
  importKey(
    format: 'raw',
    key: Uint8Array,
    algorithm: { name: 'HMAC'; hash: 'SHA-256' },
    extractable: false,
    usages: ['sign'],
  ): Promise<HmacKey>;
  sign(algorithm: 'HMAC', key: HmacKey, data: Uint8Array): Promise<ArrayBuffer>;
}
const platform = globalThis as unknown as {
  crypto: { subtle: Subtle };
  TextEncoder: new () => { encode(text: string): Uint8Array };
};
const subtle = () => platform.crypto.subtle;
const utf8 = (text: string) => new platform.TextEncoder().encode(text);

const TWO_64 = 1n << 64n;
/** Attempts per place before giving up: the chance of reaching it is below 2^-1000. */
const MAX_ATTEMPTS = 10_000;

/** Canonical order and ranges; entrants without tickets are left out. */
export function ticketRanges(entrants: readonly DrawEntrant[]): TicketRange[] {
  const sorted = entrants
    .filter((e) => e.tickets > 0)
    .slice()
    .sort((a, b) => (a.entrantRef < b.entrantRef ? -1 : a.entrantRef > b.entrantRef ? 1 : 0));
  let next = 0;
  return sorted.map((e) => {
    const range = { entrantRef: e.entrantRef, firstTicket: next, tickets: e.tickets };
    next += e.tickets;
    return range;
  });
}

export function ticketListText(ranges: readonly TicketRange[]): string {
  return ranges.map((r) => `${r.entrantRef} ${r.firstTicket} ${r.tickets}`).join('\n');
}

export function ticketCount(ranges: readonly TicketRange[]): number {
  return ranges.reduce((sum, r) => sum + r.tickets, 0);
}

function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function hexToBytes(hex: string): Uint8Array {
  if (!/^(?:[0-9a-f]{2})+$/.test(hex)) throw new Error('not a hex string');
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = await subtle().digest('SHA-256', utf8(text));
  return toHex(new Uint8Array(digest));
}

export async function ticketListHash(ranges: readonly TicketRange[]): Promise<string> {
  return sha256Hex(ticketListText(ranges));
}

/** The entrant holding `ticket` (ranges in canonical order). */
export function ownerOf(ranges: readonly TicketRange[], ticket: number): TicketRange {
  let lo = 0;
  let hi = ranges.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const r = ranges[mid]!;
    if (ticket < r.firstTicket) hi = mid - 1;
    else if (ticket >= r.firstTicket + r.tickets) lo = mid + 1;
    else return r;
  }
  throw new Error(`ticket ${ticket} has no owner`);
}

/** The ticket of one (k, j), or null when x falls in the rejected tail. */
export async function ticketFor(
  key: HmacKey,
  ticketListHashHex: string,
  raffleId: number,
  k: number,
  j: number,
  n: number,
  beaconValue?: string | null,
): Promise<number | null> {
  const prefix = beaconValue ? `${ticketListHashHex}:${beaconValue}` : ticketListHashHex;
  const message = utf8(`${prefix}:${raffleId}:${k}:${j}`);
  const h = new Uint8Array(await subtle().sign('HMAC', key, message));
  let x = 0n;
  for (let i = 0; i < 8; i++) x = (x << 8n) | BigInt(h[i]!);
  const bigN = BigInt(n);
  if (x >= (TWO_64 / bigN) * bigN) return null;
  return Number(x % bigN);
}

export function importSeed(serverSeedHex: string): Promise<HmacKey> {
  return subtle().importKey('raw', hexToBytes(serverSeedHex), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
}

/** Draws `places` winners, one place per entrant at most. */
export async function drawRaffle(input: DrawInput): Promise<DrawnPlace[]> {
  const n = ticketCount(input.ranges);
  if (n === 0) return [];
  if (
    input.beaconValue !== undefined &&
    input.beaconValue !== null &&
    !/^[0-9a-f]{64}$/.test(input.beaconValue)
  )
    throw new Error('a beacon value is 64 lower-case hex digits');
  const key = await importSeed(input.serverSeed);
  const won = new Set<string>();
  const result: DrawnPlace[] = [];
  const places = Math.min(input.places, input.ranges.length);
  for (let k = 1; k <= places; k++) {
    for (let j = 0; ; j++) {
      if (j >= MAX_ATTEMPTS) throw new Error('raffle draw: too many attempts');
      const ticket = await ticketFor(key, input.ticketListHash, input.raffleId, k, j, n, input.beaconValue);
      if (ticket === null) continue;
      const owner = ownerOf(input.ranges, ticket);
      if (won.has(owner.entrantRef)) continue;
      won.add(owner.entrantRef);
      result.push({ place: k, entrantRef: owner.entrantRef, ticket, attempt: j });
      break;
    }
  }
  return result;
}
