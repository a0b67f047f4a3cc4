import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UserIcon } from '../../components/ui/icons.tsx';
import { paths } from '../../config/paths.ts';
import { logout, useSession } from '../../lib/session.tsx';
import { useRewardsWaiting } from './rewards-waiting.ts';
import './account-menu.css';

/**
 * The logged-in account menu (SPEC §2). Raffle history is listed only when the player has at least one
 * entry (the header asks the raffle feature's history). A gold badge on the button counts the rewards
 * waiting (issue 30: unclaimed level rewards and completed, unclaimed missions); the button's
 * accessible name carries the count, the badge itself is decoration; the VIP and missions entries say
 * which.
 */
export function AccountMenu({ hasRaffleHistory = false }: { hasRaffleHistory?: boolean }) {
  const { t } = useTranslation();
  const { displayName } = useSession();
  const waiting = useRewardsWaiting();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const close = () => setOpen(false);

  return (
    <div className="account-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="account-menu__button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={
          waiting.total > 0
            ? t('header.accountMenuRewards', { count: waiting.total })
            : t('header.accountMenu')
        }
        data-testid="account-menu-button"
        onClick={() => setOpen((value) => !value)}
      >
        <UserIcon />
        <span className="account-menu__name">{displayName}</span>
        {waiting.total > 0 ? (
          <span className="count-badge" aria-hidden="true" data-testid="rewards-badge">
            {waiting.total > 9 ? '9+' : waiting.total}
          </span>
        ) : null}
      </button>
      <ul id={menuId} className="account-menu__list" hidden={!open}>
        <li>
          <Link to={paths.vip.getHref()} onClick={close} data-testid="account-menu-vip">
            {t('header.vip')}
            {waiting.levels > 0 ? (
              <span className="count-badge count-badge--inline">
                {t('header.rewardsWaiting', { count: waiting.levels })}
              </span>
            ) : null}
          </Link>
        </li>
        {hasRaffleHistory ? (
          <li>
            <Link to={paths.raffleHistory.getHref()} onClick={close}>
              {t('header.raffleHistory')}
            </Link>
          </li>
        ) : null}
        <li>
          <Link to={paths.missions.getHref()} onClick={close} data-testid="account-menu-missions">
            {t('header.missions')}
            {waiting.missions > 0 ? (
              <span className="count-badge count-badge--inline">
                {t('header.rewardsWaiting', { count: waiting.missions })}
              </span>
            ) : null}
          </Link>
        </li>
        <li>
          <Link to={paths.betHistory.getHref()} onClick={close}>
            {t('header.betHistory')}
          </Link>
        </li>
        <li>
          <Link to={paths.settings.getHref()} onClick={close}>
            {t('header.settings')}
          </Link>
        </li>
        <li>
          <button type="button" data-testid="logout-button" onClick={() => void logout()}>
            {t('header.logout')}
          </button>
        </li>
      </ul>
    </div>
  );
}
