import { paths } from '../../config/paths.ts';

/** Home, slot, live, tournaments: shared by the header navigation and the bottom tab bar (SPEC §2). */
export const MAIN_NAV_ITEMS = [
  { key: 'home', to: paths.home.getHref(), end: true },
  { key: 'slot', to: paths.category.getHref('slot'), end: false },
  { key: 'live', to: paths.category.getHref('live'), end: false },
  { key: 'tournaments', to: paths.tournaments.getHref(), end: false },
] as const;
