import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { HomeIcon, LiveIcon, SearchIcon, SlotIcon, TrophyIcon } from '../../components/ui/icons.tsx';
import { paths } from '../../config/paths.ts';
import { useSession } from '../../lib/session.tsx';
import { DailyBonusButton } from '../../features/wallet/components/daily-bonus-button.tsx';
import { MAIN_NAV_ITEMS } from './main-nav-items.ts';
import './tab-bar.css';

const ICONS = { home: HomeIcon, slot: SlotIcon, live: LiveIcon, tournaments: TrophyIcon } as const;

/** The bottom tab bar under 768 px (hidden by CSS from 768 px up). */
export function TabBar() {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  const [first, second, ...rest] = MAIN_NAV_ITEMS;

  const item = (entry: (typeof MAIN_NAV_ITEMS)[number]) => {
    const Icon = ICONS[entry.key];
    return (
      <li key={entry.key}>
        <NavLink to={entry.to} end={entry.end} className="tab-bar__link">
          <Icon />
          <span>{t(`nav.${entry.key}`)}</span>
        </NavLink>
      </li>
    );
  };

  return (
    <nav className="tab-bar" data-testid="tab-bar" aria-label={t('nav.tabBar')}>
      <ul>
        {item(first)}
        {item(second)}
        {/* Daily-bonus button slot: the centre of the bar, logged in only. */}
        {isLoggedIn ? (
          <li className="tab-bar__bonus-slot" data-slot="daily-bonus">
            <DailyBonusButton variant="tab" />
          </li>
        ) : null}
        {rest.map(item)}
        <li>
          <NavLink to={paths.search.getHref()} className="tab-bar__link" data-testid="tab-bar-search">
            <SearchIcon />
            <span>{t('search.tab')}</span>
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
