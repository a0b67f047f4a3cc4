import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { usePhoneStatus } from '../../lib/phone-status.ts';
import { UNCLOSABLE_POPUPS, withPopup, type PopupName } from '../../lib/popup.ts';
import { useSession } from '../../lib/session.tsx';

/**
 * SPEC §4: a signed-in player whose phone is not verified gets the phone popup, at sign-in and whenever a
 * signed-in session loads: `phone-number` (step 2) when a number is on file, else `set-phone-number`.
 * The popup cannot be closed, so it is also taken away once the phone is verified.
 */
export function usePhoneGate(popup: PopupName | null): void {
  const { player } = useSession();
  // Only with a session the server confirmed: a stale display cookie must not cause a 401 → logout.
  const status = usePhoneStatus({ enabled: player !== null });
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const data = player ? status.data : undefined;
  const isPhonePopup = popup !== null && UNCLOSABLE_POPUPS.has(popup);

  useEffect(() => {
    if (!data) return;
    if (!data.isVerified && !isPhonePopup) {
      const target: PopupName = data.phoneNumber ? 'phone-number' : 'set-phone-number';
      void navigate({ pathname, search: withPopup(search, target) }, { replace: true });
    } else if (data.isVerified && isPhonePopup) {
      void navigate({ pathname, search: withPopup(search, null) }, { replace: true });
    }
  }, [data, isPhonePopup, navigate, pathname, search]);
}
