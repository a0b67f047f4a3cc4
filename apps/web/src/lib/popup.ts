import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

/** The values of the `popup` query parameter (SPEC §2). */
export const POPUP_NAMES = [
  'login',
  'signup',
  'reset-password',
  'raffle',
  'set-phone-number',
  'change-password',
  'phone-number',
  'captcha',
  /** Issue 29: the player's inbox (messages, rewards). */
  'inbox',
  /** Issue 30: the daily bonus's login calendar. */
  'daily-bonus',
] as const;
export type PopupName = (typeof POPUP_NAMES)[number];

export const POPUP_PARAM = 'popup';

/** Phone verification cannot be closed (SPEC §2). */
export const UNCLOSABLE_POPUPS: ReadonlySet<PopupName> = new Set<PopupName>([
  'phone-number',
  'set-phone-number',
]);

export function isPopupName(value: string | null): value is PopupName {
  return value !== null && (POPUP_NAMES as readonly string[]).includes(value);
}

/** The search string of the current address with `popup` set (or removed with null). */
export function withPopup(search: string, popup: PopupName | null): string {
  const params = new URLSearchParams(search);
  if (popup) params.set(POPUP_PARAM, popup);
  else params.delete(POPUP_PARAM);
  const result = params.toString();
  return result ? `?${result}` : '';
}

export function usePopup() {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const value = searchParams.get(POPUP_PARAM);
  const popup = isPopupName(value) ? value : null;

  /** A link target that opens a popup over the current path. */
  const popupHref = useCallback(
    (name: PopupName) => ({ pathname: location.pathname, search: withPopup(location.search, name) }),
    [location.pathname, location.search],
  );
  const openPopup = useCallback((name: PopupName) => navigate(popupHref(name)), [navigate, popupHref]);
  const closePopup = useCallback(
    () =>
      navigate({ pathname: location.pathname, search: withPopup(location.search, null) }, { replace: true }),
    [navigate, location.pathname, location.search],
  );

  return { popup, popupHref, openPopup, closePopup };
}
