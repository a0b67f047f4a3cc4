import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InboxIcon } from '../../../components/ui/icons.tsx';
import { usePopup } from '../../../lib/popup.ts';
import { useSession } from '../../../lib/session.tsx';
import { useUnread } from '../api/get-unread.ts';
import './inbox.css';

/**
 * The header's inbox button (issue 29): opens the inbox popup; a gold badge counts unread messages.
 * Its accessible name carries the count ("Inbox, 2 unread"), the badge itself is decoration.
 */
export function InboxButton() {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  const { popupHref } = usePopup();
  const unread = useUnread().data?.unread ?? 0;
  if (!isLoggedIn) return null;
  return (
    <Link
      to={popupHref('inbox')}
      className="inbox-button"
      data-testid="inbox-button"
      data-unread={unread}
      aria-label={unread > 0 ? t('inbox.buttonLabelUnread', { count: unread }) : t('inbox.buttonLabel')}
    >
      <InboxIcon />
      {unread > 0 ? (
        <span className="count-badge" aria-hidden="true" data-testid="inbox-badge">
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </Link>
  );
}
