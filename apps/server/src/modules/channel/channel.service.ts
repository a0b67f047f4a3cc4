import type { ChannelResponse, FeatureFlags } from '@casino/contract';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../errors.ts';
import * as repo from './channel.repository.ts';
import type { FeatureFlagKey } from './channel.table.ts';

export interface ChannelService {
  getChannel(code: string): Promise<ChannelResponse>;
  /** Whether the CHANNEL header names a known channel; answered from a short-lived in-memory cache. */
  isKnownChannel(code: string): Promise<boolean>;
  /** Whether sign-up on this channel must pass a captcha (the `captcha` of GET /channel). */
  isCaptchaRequired(code: string): Promise<boolean>;
  /**
   * The channel's feature flags as they apply to it (channel value, else global, else false). Read on
   * every round by the maintenance guard, so answered from the same short-lived cache: a change in
   * this process forgets it at once, another process's change through the event bus (`invalidate`).
   */
  getFlags(code: string): Promise<FeatureFlags>;
  /** Sets the channel's own flag values (the back office); takes effect on the next request. */
  setFlags(
    code: string,
    change: Partial<FeatureFlags>,
  ): Promise<{ before: FeatureFlags; after: FeatureFlags }>;
  /** Forgets the cached channel codes and flags (another process changed them: the event bus says so). */
  invalidate(): void;
}

export interface ChannelServiceOptions {
  /**
   * How long the set of channel codes and each channel's flags are kept in memory (every API request
   * asks for the codes, every round for the flags). A safety net only: changes invalidate at once.
   */
  cacheTtlMs?: number;
  now?: () => number;
  /** Told after a change commits (the wiring publishes `channels.changed` on the event bus). */
  onChanged?: (channelCode: string) => void;
}

const DEFAULT_FLAGS: FeatureFlags = { maintenence: false, captcha: false };

/**
 * A channel-specific flag wins over the global one (channel_id null); unset flags are false.
 */
export function resolveFeatureFlags(
  rows: ReadonlyArray<{ channel_id: number | null; key: FeatureFlagKey; value: boolean }>,
): FeatureFlags {
  const flags = { ...DEFAULT_FLAGS };
  for (const row of rows) if (row.channel_id === null) flags[row.key] = row.value;
  for (const row of rows) if (row.channel_id !== null) flags[row.key] = row.value;
  return flags;
}

export function createChannelService(db: Db, options: ChannelServiceOptions = {}): ChannelService {
  const ttl = options.cacheTtlMs ?? 10_000;
  const now = options.now ?? Date.now;
  let cache: { codes: Set<string>; expiresAt: number } | undefined;
  // One refresh at a time: concurrent requests share the pending query.
  let refreshing: Promise<Set<string>> | undefined;

  async function knownCodes(): Promise<Set<string>> {
    if (cache && cache.expiresAt > now()) return cache.codes;
    refreshing ??= repo
      .listChannelCodes(db)
      .then((codes) => {
        const set = new Set(codes);
        cache = { codes: set, expiresAt: now() + ttl };
        return set;
      })
      .finally(() => {
        refreshing = undefined;
      });
    return refreshing;
  }

  // code → flags; a pending read is shared so a burst of rounds sends one query, not one each.
  const flagsCache = new Map<string, { flags: Promise<FeatureFlags>; expiresAt: number }>();

  async function readFlags(code: string): Promise<FeatureFlags> {
    const channel = await repo.findChannelByCode(db, code);
    if (!channel) throw new ApiError(404, 'NOT_FOUND');
    return resolveFeatureFlags(await repo.listFeatureFlags(db, channel.channel_id));
  }

  return {
    async isKnownChannel(code) {
      return (await knownCodes()).has(code);
    },

    async isCaptchaRequired(code) {
      const channel = await repo.findChannelByCode(db, code);
      if (!channel) return true;
      const featureFlags = resolveFeatureFlags(await repo.listFeatureFlags(db, channel.channel_id));
      return channel.captcha_enabled && featureFlags.captcha;
    },

    async getFlags(code) {
      const hit = flagsCache.get(code);
      if (hit && hit.expiresAt > now()) return hit.flags;
      const flags = readFlags(code);
      flagsCache.set(code, { flags, expiresAt: now() + ttl });
      // A failed read (an unknown code, a lost connection) is not remembered.
      flags.catch(() => {
        if (flagsCache.get(code)?.flags === flags) flagsCache.delete(code);
      });
      return flags;
    },

    async setFlags(code, change) {
      const channel = await repo.findChannelByCode(db, code);
      if (!channel) throw new ApiError(404, 'NOT_FOUND');
      const before = resolveFeatureFlags(await repo.listFeatureFlags(db, channel.channel_id));
      await db.transaction().execute(async (tx) => {
        for (const key of ['maintenence', 'captcha'] as const) {
          const value = change[key];
          if (value !== undefined) await repo.upsertChannelFlag(tx, channel.channel_id, key, value);
        }
      });
      const after = resolveFeatureFlags(await repo.listFeatureFlags(db, channel.channel_id));
      flagsCache.delete(code);
      options.onChanged?.(code);
      return { before, after };
    },

    invalidate() {
      cache = undefined;
      flagsCache.clear();
    },

    async getChannel(code) {
      const channel = await repo.findChannelByCode(db, code);
      if (!channel) throw new ApiError(404, 'NOT_FOUND');
      const [flagRows, languageRows] = await Promise.all([
        repo.listFeatureFlags(db, channel.channel_id),
        repo.listLanguages(db),
      ]);
      const featureFlags = resolveFeatureFlags(flagRows);
      return {
        channelCode: channel.code,
        name: channel.name,
        // The channel asks for captcha on sign-up; the captcha feature flag can switch it off everywhere.
        captcha: channel.captcha_enabled && featureFlags.captcha,
        brandRef: channel.brand_ref,
        featureFlags,
        languages: languageRows.map((l) => ({
          code: l.code,
          countryCode: l.country_code,
          englishName: l.english_name,
          name: l.name,
        })),
      };
    },
  };
}
