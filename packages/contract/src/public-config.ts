import { z } from 'zod';

/**
 * The settings the site needs at run time (SPEC §9: brand reference, account reference, API and
 * lobby/CDN base URLs are configuration). The server writes them, as JSON, into the content of
 * `<meta name="casino-config">` in index.html when it serves the site; the site reads them once at
 * start. A meta tag rather than an inline script keeps the Content-Security-Policy strict.
 */
export const PUBLIC_CONFIG_META_NAME = 'casino-config';

/** The operator's facts the footer and the content pages show (settings COMPANY_*, SUPPORT_EMAIL). */
export const companyInfoSchema = z.object({
  name: z.string(),
  number: z.string(),
  address: z.string(),
  supportEmail: z.string(),
});
export type CompanyInfo = z.infer<typeof companyInfoSchema>;

export const DEFAULT_COMPANY_INFO: CompanyInfo = {
  name: 'Sakura Social Gaming Ltd.',
  number: '123456',
  address: 'Suite 7, Ocean Village Business Centre, Gibraltar GX11 1AA',
  supportEmail: 'support@sakurasocialgaming.gi',
};

export const publicConfigSchema = z.object({
  apiBasePath: z.string(),
  channelCode: z.string(),
  siteRef: z.string(),
  brandRef: z.string(),
  accountRef: z.string(),
  lobbyLauncherUrl: z.string(),
  contentCdnUrl: z.string(),
  analyticsUrl: z.string(),
  company: companyInfoSchema.default(DEFAULT_COMPANY_INFO),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

/** What the site assumes when no server filled the meta tag (the Vite dev server proxies /api). */
export const DEFAULT_PUBLIC_CONFIG: PublicConfig = {
  apiBasePath: '/api',
  channelCode: 'WEB',
  siteRef: 'casino-web',
  brandRef: 'casino',
  accountRef: 'casino-account',
  lobbyLauncherUrl: '/lobby/launcher.js',
  contentCdnUrl: '/cdn',
  analyticsUrl: '/api/analytics/events',
  company: DEFAULT_COMPANY_INFO,
};
