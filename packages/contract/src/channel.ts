import { z } from 'zod';

/** Name of the header every API call carries (SPEC §7). */
export const CHANNEL_HEADER = 'channel';
/** The web platform's channel code (SPEC §9). */
export const WEB_CHANNEL_CODE = 'WEB';

export const featureFlagsSchema = z.object({
  /** Spelled as in SPEC §3. */
  maintenence: z.boolean(),
  captcha: z.boolean(),
});
export type FeatureFlags = z.infer<typeof featureFlagsSchema>;

export const channelQuerySchema = z.object({
  channelCode: z.string().min(1).max(32),
});

/** GET /channel?channelCode= (SPEC §7: "response has the captcha flag, rest not shown"). */
export const channelResponseSchema = z.object({
  channelCode: z.string(),
  name: z.string(),
  captcha: z.boolean(),
  brandRef: z.string(),
  featureFlags: featureFlagsSchema,
  languages: z.array(
    z.object({
      code: z.string(),
      countryCode: z.string(),
      englishName: z.string(),
      name: z.string(),
    }),
  ),
});
export type ChannelResponse = z.infer<typeof channelResponseSchema>;
