import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/ui/dialog.tsx';
import { LanguageSwitcher } from '../../components/ui/language-switcher.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { LoginForm } from '../../features/auth/components/login-form.tsx';
import { SignupForm } from '../../features/auth/components/signup-form.tsx';
import { UNCLOSABLE_POPUPS, usePopup, type PopupName } from '../../lib/popup.ts';
import { logout, useSession } from '../../lib/session.tsx';

/** Phone verification only makes sense for a signed-in player; it cannot be closed, so never show it to anyone else. */
const LOGGED_IN_ONLY: ReadonlySet<PopupName> = new Set<PopupName>(['phone-number', 'set-phone-number']);

function PopupContent({ popup }: { popup: PopupName }) {
  const { t } = useTranslation();
  switch (popup) {
    case 'login':
      return <LoginForm />;
    case 'signup':
      return <SignupForm />;
    case 'phone-number':
    case 'set-phone-number':
      return (
        <Notice
          action={
            <button type="button" className="btn btn-secondary" onClick={() => void logout()}>
              {t('header.logout')}
            </button>
          }
        >
          {t('popup.comingSoon')}
        </Notice>
      );
    default:
      return <Notice>{t('popup.comingSoon')}</Notice>;
  }
}

/** Shows the popup named by the `popup` query parameter over the current page (SPEC §2). */
export function PopupHost() {
  const { t } = useTranslation();
  const { popup, closePopup } = usePopup();
  const { isLoggedIn } = useSession();
  if (!popup || (LOGGED_IN_ONLY.has(popup) && !isLoggedIn)) return null;
  return (
    <Dialog
      key={popup}
      title={t(`popup.${popup}`)}
      testId={`popup-${popup}`}
      onClose={UNCLOSABLE_POPUPS.has(popup) ? undefined : () => void closePopup()}
      toolbar={<LanguageSwitcher className="language-switcher--compact" testId="popup-language-switcher" />}
    >
      <PopupContent popup={popup} />
    </Dialog>
  );
}
