import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '../config/paths.ts';
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
const AboutPage = lazy(() => import('./routes/about.tsx'));
const TermsPage = lazy(() => import('./routes/terms.tsx'));
const ContactPage = lazy(() => import('./routes/contact.tsx'));
const KycPage = lazy(() => import('./routes/kyc.tsx'));
const NotFoundPage = lazy(() => import('./routes/not-found.tsx'));

/** The route tree of SPEC §2: which pages sit inside the common frame and which do not. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        element: <FrameLayout />,
        children: [
          { path: paths.home.path, element: <HomePage /> },
          { path: paths.gameLaunch.path, element: <GameLaunchPage /> },
          { path: paths.promotion.path, element: <PromotionPage /> },
          { path: paths.raffleHistory.path, element: <RaffleHistoryPage /> },
          { path: paths.raffleResults.path, element: <RaffleResultsPage /> },
          { path: paths.settings.path, element: <SettingsPage /> },
          { path: paths.tournaments.path, element: <TournamentsPage /> },
          { path: paths.category.path, element: <CategoryPage /> },
          { path: paths.resetPassword.path, element: <ResetPasswordPage /> },
          { path: paths.betHistory.path, element: <BetHistoryPage /> },
          { path: paths.about.path, element: <AboutPage /> },
          { path: paths.termsOfUse.path, element: <TermsPage /> },
          { path: paths.privacyPolicy.path, element: <TermsPage /> },
          { path: paths.contactUs.path, element: <ContactPage /> },
        ],
      },
      {
        element: <FramelessLayout />,
        children: [
          { path: paths.kyc.path, element: <KycPage /> },
          { path: paths.appAbout.path, element: <AboutPage /> },
          { path: paths.appTerms.path, element: <TermsPage /> },
          { path: paths.appPrivacyPolicy.path, element: <TermsPage /> },
          { path: paths.appContactUs.path, element: <ContactPage /> },
          { path: paths.passwordReset.path, element: <ContactPage /> },
          { path: paths.appPasswordReset.path, element: <ContactPage /> },
          { path: paths.notFound.path, element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
