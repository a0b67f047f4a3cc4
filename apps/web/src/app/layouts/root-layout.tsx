import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageViewTracker } from '../../features/analytics/components/page-view-tracker.tsx';
import { MaintenanceBanner } from '../../features/auth/components/maintenance-banner.tsx';
import { MaintenanceGate } from '../../features/auth/components/maintenance-screen.tsx';
import { LiveUpdates } from '../frame/live-updates.ts';
import { PendingBonusCollector } from '../../features/wallet/components/pending-bonus-collector.tsx';
import { PopupHost } from '../popups/popup-host.tsx';

/** Scrolls to the top whenever the path changes (not when only a popup opens or closes). */
function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/** Wraps both the framed and the frameless pages: popups can open over either. */
export function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <PageViewTracker />
      <MaintenanceBanner />
      <MaintenanceGate>
        <Outlet />
      </MaintenanceGate>
      <PopupHost />
      <PendingBonusCollector />
      <LiveUpdates />
    </>
  );
}
