import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { paths, type RouteName } from '../config/paths.ts';
import { FrameLayout } from './layouts/frame-layout.tsx';
import { FramelessLayout } from './layouts/frameless-layout.tsx';
import { RootLayout } from './layouts/root-layout.tsx';
import { RouteError } from './routes/route-error.tsx';
import { lazyPage, type LazyPage } from './lazy-page.tsx';

const HomePage = lazyPage(() => import('./routes/home.tsx'));
const CategoryPage = lazyPage(() => import('./routes/category.tsx'));
const GameLaunchPage = lazyPage(() => import('./routes/game-launch.tsx'));
const PromotionPage = lazyPage(() => import('./routes/promotion.tsx'));
const RaffleHistoryPage = lazyPage(() => import('./routes/raffle-history.tsx'));
const RaffleResultsPage = lazyPage(() => import('./routes/raffle-results.tsx'));
const SettingsPage = lazyPage(() => import('./routes/settings.tsx'));
const TournamentsPage = lazyPage(() => import('./routes/tournaments.tsx'));
const ResetPasswordPage = lazyPage(() => import('./routes/reset-password.tsx'));
const BetHistoryPage = lazyPage(() => import('./routes/bet-history.tsx'));
const VipPage = lazyPage(() => import('./routes/vip.tsx'));
const AboutPage = lazyPage(() => import('./routes/about.tsx'));
const TermsPage = lazyPage(() => import('./routes/terms.tsx'));
const ContactPage = lazyPage(() => import('./routes/contact.tsx'));
const KycPage = lazyPage(() => import('./routes/kyc.tsx'));
const NotFoundPage = lazyPage(() => import('./routes/not-found.tsx'));
const SearchPage = lazyPage(() => import('./routes/search.tsx'));
const MissionsPage = lazyPage(() => import('./routes/missions.tsx'));

/**
 * Which page each route of paths.ts shows, and whether it sits inside the common frame (SPEC §2). The
 * type asks for every route once, so a path added to paths.ts without a page fails the typecheck.
 */
const PAGES: Record<RouteName, { page: LazyPage; frame: boolean }> = {
  home: { page: HomePage, frame: true },
  gameLaunch: { page: GameLaunchPage, frame: true },
  promotion: { page: PromotionPage, frame: true },
  raffleHistory: { page: RaffleHistoryPage, frame: true },
  raffleResults: { page: RaffleResultsPage, frame: true },
  settings: { page: SettingsPage, frame: true },
  tournaments: { page: TournamentsPage, frame: true },
  category: { page: CategoryPage, frame: true },
  search: { page: SearchPage, frame: true },
  resetPassword: { page: ResetPasswordPage, frame: true },
  betHistory: { page: BetHistoryPage, frame: true },
  vip: { page: VipPage, frame: true },
  missions: { page: MissionsPage, frame: true },
  about: { page: AboutPage, frame: true },
  termsOfUse: { page: TermsPage, frame: true },
  privacyPolicy: { page: TermsPage, frame: true },
  contactUs: { page: ContactPage, frame: true },
  kyc: { page: KycPage, frame: false },
  appAbout: { page: AboutPage, frame: false },
  appTerms: { page: TermsPage, frame: false },
  appPrivacyPolicy: { page: TermsPage, frame: false },
  appContactUs: { page: ContactPage, frame: false },
  passwordReset: { page: ContactPage, frame: false },
  appPasswordReset: { page: ContactPage, frame: false },
  notFound: { page: NotFoundPage, frame: false },
};

/** The routes of PAGES inside (frame = true) or outside the common frame, in the table's order. */
function pageRoutes(frame: boolean): RouteObject[] {
  return Object.entries(PAGES)
    .filter(([, route]) => route.frame === frame)
    .map(([name, { page: Page }]) => ({
      path: paths[name as RouteName].path,
      element: <Page />,
      handle: { preload: Page.preload },
    }));
}

/** The route tree of SPEC §2: which pages sit inside the common frame and which do not. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { element: <FrameLayout />, children: pageRoutes(true) },
      { element: <FramelessLayout />, children: pageRoutes(false) },
    ],
  },
];

/**
 * Loads the page module of `pathname` (the server has already modulepreloaded it for the main pages), so
 * the first render draws the page rather than a spinner. Never fails: a page that cannot load shows its
 * error through the route as before.
 */
export function preloadRoute(pathname: string): Promise<void> {
  const leaf = matchRoutes(routes, pathname)?.at(-1)?.route;
  const preload = (leaf?.handle as { preload?: () => Promise<unknown> } | undefined)?.preload;
  return preload
    ? preload().then(
        () => undefined,
        () => undefined,
      )
    : Promise.resolve();
}

export function createAppRouter() {
  return createBrowserRouter(routes);
}
