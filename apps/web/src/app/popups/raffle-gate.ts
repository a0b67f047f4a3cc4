import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { withPopup, type PopupName } from '../../lib/popup.ts';
import { useSession } from '../../lib/session.tsx';

/** The raffle popup is a player's: an anonymous visitor who opens `?popup=raffle` gets the login popup. */
export function useRaffleLoginGate(popup: PopupName | null): void {
  const { isLoggedIn, isPending } = useSession();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (popup === 'raffle' && !isPending && !isLoggedIn) {
      void navigate({ pathname, search: withPopup(search, 'login') }, { replace: true });
    }
  }, [popup, isPending, isLoggedIn, navigate, pathname, search]);
}
