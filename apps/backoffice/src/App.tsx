import { useMemo } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { BonusSettingsPage } from './bonuses/BonusSettingsPage.tsx';
import { Route, RouterProvider, createBrowserRouter } from 'react-router';
import { approvalsResource } from './approvals/resource.ts';
import { auditResource } from './audit/resource.ts';
import { contentResource } from './content/resource.ts';
import { Dashboard } from './dashboard/Dashboard.tsx';
import { FlagsPage } from './flags/FlagsPage.tsx';
import { collectionsResource } from './collections/resource.ts';
import { missionsResource } from './missions/resource.ts';
import { jackpotsResource } from './jackpots/resource.ts';
import { gamesResource } from './games/resource.ts';
import { kycResource } from './kyc/resource.ts';
import { pageviewsResource } from './pageviews/resource.ts';
import { createI18nProvider } from './i18n/i18nProvider.ts';
import { ChangePasswordPage } from './layout/ChangePasswordPage.tsx';
import { Layout } from './layout/Layout.tsx';
import { LoginPage } from './layout/LoginPage.tsx';
import { createCasinoTheme } from './layout/theme.ts';
import { CHANGE_PASSWORD_ROUTE, createAuthProvider } from './lib/authProvider.ts';
import { createDataProvider } from './lib/dataProvider.ts';
import { createConsoleStore } from './lib/store.ts';
import { inboxMessagesResource } from './inbox/resource.ts';
import { messagesResource } from './messages/resource.ts';
import { operatorsResource } from './operators/resource.ts';
import { playersResource } from './players/resource.ts';
import { promoCodesResource, promotionsResource } from './promotions/resource.ts';
import { reportsResource } from './reports/resource.ts';
import { ProgressionRulesPage } from './progression/ProgressionRulesPage.tsx';
import { ResponsiblePlayReport } from './responsible-play/ResponsiblePlayReport.tsx';
import { withRaffles } from './raffles/dataProvider.ts';
import { QuickSchedulePage } from './raffles/QuickSchedulePage.tsx';
import { rafflesResource } from './raffles/resource.ts';
import { TournamentsPage } from './tournaments/TournamentsPage.tsx';

const authProvider = createAuthProvider();
const dataProvider = withRaffles(createDataProvider());
const i18nProvider = createI18nProvider();
const store = createConsoleStore();

function Console() {
  const theme = useMemo(() => createCasinoTheme(), []);
  return (
    <Admin
      title="app.title"
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      store={store}
      theme={theme}
      layout={Layout}
      loginPage={LoginPage}
      dashboard={Dashboard}
      requireAuth
      disableTelemetry
    >
      <CustomRoutes noLayout>
        <Route path={CHANGE_PASSWORD_ROUTE} element={<ChangePasswordPage />} />
      </CustomRoutes>
      <CustomRoutes>
        <Route path="/flags" element={<FlagsPage />} />
        <Route path="/bonuses" element={<BonusSettingsPage />} />
        <Route path="/responsible-play" element={<ResponsiblePlayReport />} />
        <Route path="/progression" element={<ProgressionRulesPage />} />
        <Route path="/tournaments" element={<TournamentsPage />} />
        <Route path="/raffle-quick-schedule" element={<QuickSchedulePage />} />
      </CustomRoutes>
      <Resource {...messagesResource} />
      <Resource {...playersResource} />
      <Resource {...inboxMessagesResource} />
      <Resource {...gamesResource} />
      <Resource {...collectionsResource} />
      <Resource {...missionsResource} />
      <Resource {...jackpotsResource} />
      <Resource {...rafflesResource} />
      <Resource {...auditResource} />
      <Resource {...reportsResource} />
      <Resource {...kycResource} />
      <Resource {...pageviewsResource} />
      <Resource {...operatorsResource} />
      <Resource {...contentResource} />
      <Resource {...promotionsResource} />
      <Resource {...promoCodesResource} />
      <Resource {...approvalsResource} />
      {/* A player's own lists, read in the player page's tabs: registered for their labels only. */}
      <Resource name="ledger" />
      <Resource name="rounds" />
      <Resource name="sessions" />
      <Resource name="raffleEntries" />
    </Admin>
  );
}

// The console lives at /operator (Vite's `base`): react-admin builds every link under that basename, and the
// server answers index.html for any path below it, so deep links survive a reload.
const router = createBrowserRouter([{ path: '*', element: <Console /> }], {
  basename: import.meta.env.BASE_URL.replace(/\/$/, ''),
});

export function App() {
  return <RouterProvider router={router} />;
}
