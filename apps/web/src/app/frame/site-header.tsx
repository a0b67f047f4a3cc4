import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { SearchIcon } from '../../components/ui/icons.tsx';
import { LogoCompact, LogoFull } from '../../components/ui/logo.tsx';
import { paths } from '../../config/paths.ts';
import { usePopup } from '../../lib/popup.ts';
import { useSession } from '../../lib/session.tsx';
import { AccountMenu } from './account-menu.tsx';
import { BalancePill } from '../../features/wallet/components/balance-pill.tsx';
import { RefillButton } from '../../features/wallet/components/refill-button.tsx';
import { DailyBonusButton } from '../../features/wallet/components/daily-bonus-button.tsx';
import { RaffleButton } from '../../features/raffles/components/raffle-button.tsx';
import { InboxButton } from '../../features/inbox/components/inbox-button.tsx';
import { useRaffleHistory } from '../../features/raffles/api/get-raffle-history.ts';
import { useRaffleRefresh } from './raffle-refresh.ts';
import { MAIN_NAV_ITEMS } from './main-nav-items.ts';
import './site-header.css';

export function SiteHeader() {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  const { popupHref } = usePopup();
  useRaffleRefresh();
  const raffleHistory = useRaffleHistory();
  const hasRaffleHistory = (raffleHistory.data?.items.length ?? 0) > 0;

  return (
    <header className={`site-header${isLoggedIn ? ' site-header--player' : ''}`} data-testid="site-header">
      <div className="container site-header__inner">
        <Link to={paths.home.getHref()} className="site-header__logo" aria-label={t('brand.logoLabel')}>
          <LogoFull />
          <LogoCompact />
        </Link>
        <nav className="site-header__nav" aria-label={t('nav.main')}>
          <ul>
            {MAIN_NAV_ITEMS.map((item) => (
              <li key={item.key}>
                <NavLink to={item.to} end={item.end} className="site-header__nav-link">
                  {t(`nav.${item.key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-header__actions">
          {/* Issue 29: search; on phones the tab bar carries it. */}
          <NavLink
            to={paths.search.getHref()}
            className="site-header__search"
            data-testid="header-search"
            aria-label={t('search.open')}
          >
            <SearchIcon />
          </NavLink>
          {isLoggedIn ? (
            <>
              <RaffleButton />
              <InboxButton />
              <RefillButton />
              <BalancePill />
              {/* The daily-bonus button: logged in only; hidden at ≤768 px where the tab bar has it. */}
              <div className="site-header__bonus-slot" data-slot="daily-bonus">
                <DailyBonusButton variant="header" />
              </div>
              <AccountMenu hasRaffleHistory={hasRaffleHistory} />
            </>
          ) : (
            <>
              <Link to={popupHref('login')} className="btn btn-secondary" data-testid="login-button">
                {t('header.login')}
              </Link>
              <Link to={popupHref('signup')} className="btn btn-primary" data-testid="register-button">
                {t('header.register')}
              </Link>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
