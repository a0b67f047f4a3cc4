import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePopup } from '../../../lib/popup.ts';
import { useSession } from '../../../lib/session.tsx';
import { useCurrentRaffle } from '../api/get-current-raffle.ts';
import './raffle-button.css';

function TicketIcon() {
  return (
    <svg
      className="raffle-button__icon"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M3 7.5V5h18v2.5a2.5 2.5 0 0 0 0 5V19H3v-6.5a2.5 2.5 0 0 0 0-5z" />
      <path d="M9 5v14" strokeDasharray="2 2" />
    </svg>
  );
}

/** SPEC §2/§4: shown only to a logged-in player while a current raffle exists; opens the raffle popup. */
export function RaffleButton() {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  const { popupHref } = usePopup();
  const current = useCurrentRaffle();
  if (!isLoggedIn || !current.data?.raffleMetaData) return null;
  const tickets = current.data.numEntries;
  return (
    <Link
      to={popupHref('raffle')}
      className="raffle-button"
      data-testid="raffle-button"
      aria-label={t('raffle.buttonLabel', { tickets })}
    >
      <TicketIcon />
      <span className="raffle-button__text">{t('raffle.button')}</span>
      <span className="raffle-button__count" aria-hidden="true">
        {tickets}
      </span>
    </Link>
  );
}
