import type { Generated, Insertable, Selectable } from 'kysely';
import type { FeatureFlags } from '@casino/contract';

export interface BrandTable {
  brand_id: Generated<number>;
  brand_ref: string;
  account_ref: string;
  name: string;
  created_at: Generated<Date>;
}

export interface ChannelTable {
  channel_id: Generated<number>;
  /** Upper-case code sent by clients in the CHANNEL header, e.g. WEB. */
  code: string;
  name: string;
  brand_id: number;
  captcha_enabled: boolean;
  created_at: Generated<Date>;
}

export type FeatureFlagKey = keyof FeatureFlags;

/** A feature flag for one channel, or for all channels when channel_id is null. */
export interface FeatureFlagTable {
  feature_flag_id: Generated<number>;
  channel_id: number | null;
  key: FeatureFlagKey;
  value: boolean;
}

export interface LanguageTable {
  code: string;
  country_code: string;
  english_name: string;
  name: string;
  sort_order: number;
}

export type ChannelRow = Selectable<ChannelTable>;
export type LanguageRow = Selectable<LanguageTable>;
export type NewLanguage = Insertable<LanguageTable>;
