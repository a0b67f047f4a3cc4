import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Spinner } from '../../components/ui/spinner.tsx';
import { SiteFooter } from '../frame/site-footer.tsx';
import { LevelUpWatcher } from '../frame/level-up-watcher.tsx';
import { SiteHeader } from '../frame/site-header.tsx';
import { TabBar } from '../frame/tab-bar.tsx';
import './layouts.css';

/** The common frame of SPEC §2: header, page, footer and (under 768 px) the bottom tab bar. */
export function FrameLayout() {
  const { t } = useTranslation();
  return (
    <div className="frame">
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <SiteHeader />
      {/*
       * The footer waits for the page: rendered before a lazy page arrives it would sit in view and
       * then jump down (layout shift). The page area is at least a screen tall, so the footer starts
       * below the fold whatever the page's data does.
       */}
      <Suspense
        fallback={
          <main id="main" className="frame__main" tabIndex={-1}>
            <Spinner />
          </main>
        }
      >
        <main id="main" className="frame__main" tabIndex={-1}>
          <Outlet />
        </main>
        <SiteFooter />
      </Suspense>
      <TabBar />
      {/* Issue 30: a level reached after play is shown (and its rewards offered) on every framed page. */}
      <LevelUpWatcher />
    </div>
  );
}
