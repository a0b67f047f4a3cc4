import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { channelQueryOptions } from '../api/get-channel.ts';
import './maintenance-banner.css';

/** How often the site asks whether the operator switched maintenance on or off (no restart, no reload). */
export const MAINTENANCE_POLL_MS = 30_000;

/**
 * The channel's `maintenence` flag (SPEC §3), switched by an operator in the back office: while it is on,
 * a banner says so on every page and the server refuses new game launches. Polled, and refetched when
 * the tab regains focus, so the site follows the switch without a reload.
 */
export function MaintenanceBanner() {
  const { t } = useTranslation();
  const { data } = useQuery({
    ...channelQueryOptions(),
    refetchInterval: MAINTENANCE_POLL_MS,
    // 'always': the channel's own stale time (5 min) must not hold back a switch the player returns to.
    refetchOnWindowFocus: 'always',
  });
  if (!data?.featureFlags.maintenence) return null;
  return (
    <div className="maintenance-banner" role="status" data-testid="maintenance-banner">
      <strong className="maintenance-banner__title">{t('maintenance.title')}</strong>{' '}
      <span>{t('maintenance.body')}</span>
    </div>
  );
}
