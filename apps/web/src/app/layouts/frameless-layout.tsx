import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Spinner } from '../../components/ui/spinner.tsx';
import './layouts.css';

/** Pages outside the common frame: kyc, the embedded-app variants and the not-found screen. */
export function FramelessLayout() {
  return (
    <main id="main" className="frameless" tabIndex={-1}>
      <Suspense fallback={<Spinner />}>
        <Outlet />
      </Suspense>
    </main>
  );
}
