import { exactRtp, STUDIO_GAMES } from './catalogue.ts';
import * as slot from './games/slot.ts';
import { jackpotRtp, MILLI, type JackpotTerms } from './jackpot.ts';

/**
 * The default progressive jackpot (issue 30): ONE constant read by the server (which seeds its pool
 * row at first start) and by `npm run rtp` (which prints every participating title's RTP including
 * the jackpot share). The console may change the terms afterwards; the server refuses terms that put
 * any participating title outside the published range (`jackpotRtpProblems`).
 */
export const DEFAULT_JACKPOT = {
  id: 'grand',
  name: { ja: 'グランドジャックポット', en: 'Grand Jackpot' },
  /** 10,000 coins: the operator funds it after every drop. */
  seed: 10_000 * MILLI,
  /** The pool always drops before it passes 100,000 coins. */
  mustDropBy: 100_000 * MILLI,
  /** 0.5 % of every real stake on the titles below. */
  shareBp: 50,
  gameCodes: [
    'WNF_DREAMS_OF_GOLD',
    'WNF_MILLION_TREE',
    'WNF_PHARAOHS_EMBER',
    'WNF_LUCKY_NEKO',
    'WNF_DRAGON_PEARL',
  ],
} as const satisfies JackpotTerms & {
  id: string;
  name: { ja: string; en: string };
  gameCodes: readonly string[];
};

/** The published RTP range of every slot title, jackpot share included. */
export const RTP_RANGE = { min: 0.94, max: 0.97 } as const;

export interface TitleRtpWithJackpot {
  gameCode: string;
  /** The title's own RTP (exact, or its stated simulated value). */
  base: number;
  /** Its stated simulated RTP's 95 % half-width (0 for an exact title). */
  halfWidth: number;
  /** jackpotRtp(terms). */
  jackpot: number;
  total: number;
  inRange: boolean;
}

const baseCache = new Map<string, { base: number; halfWidth: number }>();

/** A title's own RTP (cached: the exact maths of a slot takes a moment). */
function baseRtp(gameCode: string): { base: number; halfWidth: number } {
  let known = baseCache.get(gameCode);
  if (!known) {
    const def = STUDIO_GAMES[gameCode];
    if (!def) throw new RangeError(`unknown game code ${gameCode}`);
    const halfWidth = def.engine === 'slot' ? slot.slotExact(def.config).halfWidth : 0;
    known = { base: exactRtp(gameCode).reference, halfWidth };
    baseCache.set(gameCode, known);
  }
  return known;
}

/** A participating title's RTP with the jackpot's share: base + jackpotRtp(terms), and whether it is in range. */
export function titleRtpWithJackpot(gameCode: string, terms: JackpotTerms): TitleRtpWithJackpot {
  const { base, halfWidth } = baseRtp(gameCode);
  const jackpot = jackpotRtp(terms);
  const total = base + jackpot;
  return {
    gameCode,
    base,
    halfWidth,
    jackpot,
    total,
    inRange: total - halfWidth >= RTP_RANGE.min && total + halfWidth <= RTP_RANGE.max,
  };
}

/** The titles these terms would put outside the range (unknown titles count as outside). */
export function jackpotRtpProblems(gameCodes: readonly string[], terms: JackpotTerms): string[] {
  return gameCodes.filter((code) => !STUDIO_GAMES[code] || !titleRtpWithJackpot(code, terms).inRange);
}
