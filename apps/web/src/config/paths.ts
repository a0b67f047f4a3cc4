import type { PopupName } from '../lib/popup.ts';

/**
 * Every route of the site (SPEC §2), once. Routers use `path`; links use `getHref()`; no route string is
 * typed anywhere else.
 */
const enc = encodeURIComponent;

export const paths = {
  home: { path: '/', getHref: (popup?: PopupName) => (popup ? `/?popup=${popup}` : '/') },
  category: {
    path: '/category/:gameTag',
    /** `filter`: only the player's favourites or recently played games of the category (issue 29). */
    getHref: (gameTag: string, filter?: 'favourites' | 'recent') =>
      `/category/${enc(gameTag)}${filter ? `?filter=${filter}` : ''}`,
  },
  /** Issue 29: search the catalogue; `q` is what was typed. */
  search: {
    path: '/search',
    getHref: (q?: string) => (q ? `/search?q=${enc(q)}` : '/search'),
  },
  gameLaunch: {
    path: '/game-launch/:gameCode',
    getHref: (gameCode: string) => `/game-launch/${enc(gameCode)}`,
  },
  promotion: {
    path: '/promotions/:promoslug',
    getHref: (promoslug: string) => `/promotions/${enc(promoslug)}`,
  },
  raffleHistory: { path: '/transactions/raffle', getHref: () => '/transactions/raffle' },
  /** The public results page of a drawn raffle (issue 13; the contract's RAFFLE_RESULTS_PAGE). */
  raffleResults: {
    path: '/raffles/:raffleId/results',
    getHref: (raffleId: number) => `/raffles/${raffleId}/results`,
  },
  settings: { path: '/settings', getHref: () => '/settings' },
  tournaments: { path: '/tournaments', getHref: () => '/tournaments' },
  resetPassword: { path: '/reset-password', getHref: () => '/reset-password' },
  betHistory: { path: '/bet-history', getHref: () => '/bet-history' },
  /** Issue 30: the player's level and VIP tier, and their rules. */
  vip: { path: '/vip', getHref: () => '/vip' },
  /** Issue 30: the player's daily and weekly missions. */
  missions: { path: '/missions', getHref: () => '/missions' },
  about: { path: '/about', getHref: () => '/about' },
  termsOfUse: { path: '/terms-of-use', getHref: () => '/terms-of-use' },
  privacyPolicy: { path: '/privacy-policy', getHref: () => '/privacy-policy' },
  contactUs: { path: '/contact-us', getHref: () => '/contact-us' },
  kyc: { path: '/kyc', getHref: () => '/kyc' },
  appAbout: { path: '/app-about', getHref: () => '/app-about' },
  appTerms: { path: '/app-terms', getHref: () => '/app-terms' },
  appPrivacyPolicy: { path: '/app-privacy-policy', getHref: () => '/app-privacy-policy' },
  appContactUs: { path: '/app-contact-us', getHref: () => '/app-contact-us' },
  passwordReset: { path: '/password_reset', getHref: () => '/password_reset' },
  appPasswordReset: { path: '/app-password-reset', getHref: () => '/app-password-reset' },
  /** Anything else: the page-not-found screen. */
  notFound: { path: '*' },
} as const;

export type RouteName = keyof typeof paths;
