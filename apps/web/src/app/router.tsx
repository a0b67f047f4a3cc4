import { lazy, type ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths, type RouteName } from '../config/paths.ts';
import { FrameLayout } from './layouts/frame-layout.tsx';
import { FramelessLayout } from './layouts/frameless-layout.tsx';
import { RootLayout } from './layouts/root-layout.tsx';
import { RouteError } from './routes/route-error.tsx';

const HomePage = lazy(() => import('./routes/home.tsx'));
const CategoryPage = lazy(() => import('./routes/category.tsx'));
const GameLaunchPage = lazy(() => import('./routes/game-launch.tsx'));
const PromotionPage = lazy(() => import('./routes/promotion.tsx'));
const RaffleHistoryPage = lazy(() => import('./routes/raffle-history.tsx'));
const RaffleResultsPage = lazy(() => import('./routes/raffle-results.tsx'));
const SettingsPage = lazy(() => import('./routes/settings.tsx'));
const TournamentsPage = lazy(() => import('./routes/tournaments.tsx'));
const ResetPasswordPage = lazy(() => import('./routes/reset-password.tsx'));
const BetHistoryPage = lazy(() => import('./routes/bet-history.tsx'));
const VipPage = lazy(() => import('./routes/vip.tsx'));
const AboutPage = lazy(() => import('./routes/about.tsx'));
const TermsPage = lazy(() => import('./routes/terms.tsx'));
const ContactPage = lazy(() => import('./routes/contact.tsx'));
const KycPage = lazy(() => import('./routes/kyc.tsx'));
const NotFoundPage = lazy(() => import('./routes/not-found.tsx'));
const SearchPage = lazy(() => import('./routes/search.tsx'));
const MissionsPage = lazy(() => import('./routes/missions.tsx'));

/**
 * Which page each route of paths.ts shows, and whether it sits inside the common frame (SPEC §2). The
 * type asks for every route once, so a path added to paths.ts without a page fails the typecheck.
 */
const PAGES: Record<RouteName, { page: ComponentType; frame: boolean }> = {
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
    .map(([name, { page: Page }]) => ({ path: paths[name as RouteName].path, element: <Page /> }));
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

export function createAppRouter() {
  return createBrowserRouter(routes);
}
