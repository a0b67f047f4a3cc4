import { z } from 'zod';
import type { TrustProxy } from './config.ts';

/** The parsers of config.ts's settings that need more than a zod one-liner. */

export const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

export const ref = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9._-]+$/, 'letters, digits, dot, dash and underscore only');

/** An absolute http(s) URL or a same-origin path starting with "/". */
export const urlOrPath = z.string().refine((value) => {
  if (value.startsWith('/')) return !value.startsWith('//');
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}, 'must be an http(s) URL or a path starting with /');

export const databaseUrl = z.string().refine((value) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'postgres:' || url.protocol === 'postgresql:') && url.hostname !== '';
  } catch {
    return false;
  }
}, 'must be a postgres:// or postgresql:// URL with a host');

export const trustProxy = z.string().transform((value, ctx): TrustProxy => {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  const list = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (list.length === 0 || list.some((part) => !/^[0-9A-Fa-f.:/]+$/.test(part))) {
    ctx.addIssue({
      code: 'custom',
      message: 'must be true, false, a hop count or a comma-separated list of proxy addresses',
    });
    return z.NEVER;
  }
  return list;
});

export const booleanSetting = z.enum(['true', 'false']).transform((v) => v === 'true');

/** Whether `value` parses as an http: or https: URL. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

export const httpUrl = z.string().refine(isHttpUrl, 'must be an http(s) URL');

/** Comma-separated http(s) origins (LOBBY_URL_ORIGINS): each becomes its URL's origin. */
export function originList(value: string, ctx: z.RefinementCtx): string[] {
  const parts = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.every((part) => httpUrl.safeParse(part).success)) return parts.map((p) => new URL(p).origin);
  ctx.addIssue({ code: 'custom', message: 'must be comma-separated http(s) origins' });
  return [];
}

export const smtpUrl = z.string().refine((value) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
  } catch {
    return false;
  }
}, 'must be an smtp:// or smtps:// URL with a host');

/** `code:secret,code:secret`: the seamless-wallet providers and their shared secrets. */
export const walletProviders = z.string().transform((value, ctx): Record<string, string> => {
  const providers: Record<string, string> = {};
  for (const part of value
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const colon = part.indexOf(':');
    const code = colon > 0 ? part.slice(0, colon) : '';
    const secret = colon > 0 ? part.slice(colon + 1) : '';
    if (!/^[A-Za-z0-9._-]{1,64}$/.test(code)) {
      ctx.addIssue({ code: 'custom', message: 'must be code:secret pairs separated by commas' });
      return z.NEVER;
    }
    if (code === 'studio') {
      ctx.addIssue({
        code: 'custom',
        message: 'the provider code studio is reserved for the in-house studio',
      });
      return z.NEVER;
    }
    if (secret.length < 32) {
      ctx.addIssue({
        code: 'custom',
        message: `the secret of provider ${code} must have at least 32 characters`,
      });
      return z.NEVER;
    }
    if (Object.hasOwn(providers, code)) {
      ctx.addIssue({ code: 'custom', message: `provider ${code} is listed twice` });
      return z.NEVER;
    }
    providers[code] = secret;
  }
  return providers;
});

/**
 * `GAMECODE=provider@https://provider/launch?…,GAMECODE2=…`: games launched at an outside provider, each
 * with the WALLET_PROVIDERS code of the provider that runs it (only that provider may trade the game's
 * launch tokens for the player). A comma only separates entries when a game code and "=" follow it, so
 * provider URLs may contain commas.
 */
export const gameProviderUrls = z
  .string()
  .transform((value, ctx): Record<string, { provider: string; url: string }> => {
    const games: Record<string, { provider: string; url: string }> = {};
    for (const part of value
      .split(/,(?=\s*[A-Z0-9_]{3,64}=)/)
      .map((p) => p.trim())
      .filter(Boolean)) {
      const match = /^([A-Z0-9_]{3,64})=([A-Za-z0-9._-]{1,64})@(.+)$/.exec(part);
      if (!match || !isHttpUrl(match[3] as string)) {
        ctx.addIssue({
          code: 'custom',
          message: 'must be GAMECODE=provider@http(s) URL entries separated by commas',
        });
        return z.NEVER;
      }
      games[match[1] as string] = { provider: match[2] as string, url: match[3] as string };
    }
    return games;
  });

/** `provider@https://sportsbook/launch?…`: the outside sportsbook (SPEC §7) and its WALLET_PROVIDERS code. */
export const providerLaunchUrl = z.string().transform((value, ctx): { provider: string; url: string } => {
  const match = /^([A-Za-z0-9._-]{1,64})@(.+)$/.exec(value.trim());
  if (!match || !isHttpUrl(match[2] as string)) {
    ctx.addIssue({ code: 'custom', message: 'must be provider@http(s) URL' });
    return z.NEVER;
  }
  return { provider: match[1] as string, url: match[2] as string };
});

/** `code:amount,code:amount` (WALLET_PROVIDER_MAX_WIN): a whole number of coins per provider code. */
export const providerAmounts = z.string().transform((value, ctx): Record<string, number> => {
  const amounts: Record<string, number> = {};
  for (const part of value
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const match = /^([A-Za-z0-9._-]{1,64}):(\d{1,16})$/.exec(part);
    const amount = match ? Number(match[2]) : NaN;
    if (!match || !Number.isSafeInteger(amount) || amount < 1 || Object.hasOwn(amounts, match[1] as string)) {
      ctx.addIssue({ code: 'custom', message: 'must be code:coins pairs (coins ≥ 1) separated by commas' });
      return z.NEVER;
    }
    amounts[match[1] as string] = amount;
  }
  return amounts;
});
