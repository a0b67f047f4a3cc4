import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/ui/dialog.tsx';
import { LanguageSwitcher } from '../../components/ui/language-switcher.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { BALANCE_QUERY_KEY } from '../../features/wallet/api/get-balance.ts';
import { showRewardToast } from '../../features/wallet/components/reward-toast.tsx';
import { toLanguageCode } from '../../lib/i18n.ts';
import { dropPendingLaunch } from '../../lib/pending-launch.ts';
import { UNCLOSABLE_POPUPS, usePopup, type PopupName } from '../../lib/popup.ts';
import { useSession } from '../../lib/session.tsx';
import { usePhoneGate } from './phone-gate.ts';
import { useRaffleLoginGate } from './raffle-gate.ts';

// The forms (react-hook-form, zod, the contract's field rules) load when a popup opens, not with the
// first page: most visits never open one, and the home page's script stays small.
const LoginForm = lazy(() =>
  import('../../features/auth/components/login-form.tsx').then((m) => ({ default: m.LoginForm })),
);
const SignupFlow = lazy(() =>
  import('../../features/auth/components/signup-flow.tsx').then((m) => ({ default: m.SignupFlow })),
);
const ForgotPasswordForm = lazy(() =>
  import('../../features/auth/components/forgot-password-form.tsx').then((m) => ({
    default: m.ForgotPasswordForm,
  })),
);
const PhoneVerification = lazy(() =>
  import('../../features/phone/components/phone-verification.tsx').then((m) => ({
    default: m.PhoneVerification,
  })),
);
const RafflePopup = lazy(() =>
  import('../../features/raffles/components/raffle-popup.tsx').then((m) => ({ default: m.RafflePopup })),
);
const InboxPanel = lazy(() =>
  import('../../features/inbox/components/inbox-panel.tsx').then((m) => ({ default: m.InboxPanel })),
);
const LoginCalendarPanel = lazy(() =>
  import('../../features/wallet/components/login-calendar.tsx').then((m) => ({
    default: m.LoginCalendarPanel,
  })),
);
const ChangePasswordForm = lazy(() =>
  import('../../features/settings/components/change-password-form.tsx').then((m) => ({
    default: m.ChangePasswordForm,
  })),
);

/** Popups that only make sense for a signed-in player; the phone ones cannot be closed, so never show them to anyone else. */
const LOGGED_IN_ONLY: ReadonlySet<PopupName> = new Set<PopupName>([
  'raffle',
  'phone-number',
  'set-phone-number',
  'change-password',
  'inbox',
  'daily-bonus',
]);

function PopupContent({
  popup,
  onPhoneVerified,
  onRewardClaimed,
}: {
  popup: PopupName;
  onPhoneVerified: () => void;
  onRewardClaimed: (reward: number) => void;
}) {
  const { t } = useTranslation();
  switch (popup) {
    case 'login':
      return <LoginForm />;
    case 'signup':
      return <SignupFlow stage="form" />;
    case 'captcha':
      // The captcha is the sign-up flow's step 1 at its own address; one component, one implementation.
      return <SignupFlow stage="captcha" />;
    case 'reset-password':
      return <ForgotPasswordForm />;
    case 'phone-number':
    case 'set-phone-number':
      return <PhoneVerification onVerified={onPhoneVerified} />;
    case 'change-password':
      return <ChangePasswordForm />;
    case 'raffle':
      return <RafflePopup />;
    case 'daily-bonus':
      return <LoginCalendarPanel />;
    case 'inbox':
      return <InboxPanel onClaimed={(result) => onRewardClaimed(result.reward)} />;
    default:
      return <Notice>{t('popup.comingSoon')}</Notice>;
  }
}

/** Shows the popup named by the `popup` query parameter over the current page (SPEC §2). */
export function PopupHost() {
  const { t, i18n } = useTranslation();
  const { popup, closePopup } = usePopup();
  const { isLoggedIn } = useSession();
  usePhoneGate(popup);
  useRaffleLoginGate(popup);
  // A game launch deferred until login is dropped when the popups close without a login (the login
  // form takes it first when it succeeds).
  const previous = useRef(popup);
  useEffect(() => {
    if (previous.current !== null && popup === null) dropPendingLaunch();
    previous.current = popup;
  }, [popup]);
  // Verifying the phone earns a promotional bonus on the server (PHONE_VERIFIED): the fresh balance
  // reports it and PendingBonusCollector (root layout) collects it.
  const queryClient = useQueryClient();
  const refreshBalance = () => void queryClient.invalidateQueries({ queryKey: BALANCE_QUERY_KEY });
  // An inbox reward claimed: the balance is asked again and the reward moment plays (features/wallet).
  const rewardClaimed = (reward: number) => {
    refreshBalance();
    showRewardToast(reward, toLanguageCode(i18n.resolvedLanguage ?? i18n.language));
  };
  if (!popup || (LOGGED_IN_ONLY.has(popup) && !isLoggedIn)) return null;
  // The dialog opens once its form has loaded: whole, without a spinner that its form then replaces.
  return (
    <Suspense fallback={null}>
      <Dialog
        key={popup}
        title={t(`popup.${popup}`)}
        testId={`popup-${popup}`}
        onClose={UNCLOSABLE_POPUPS.has(popup) ? undefined : () => void closePopup()}
        toolbar={<LanguageSwitcher className="language-switcher--compact" testId="popup-language-switcher" />}
      >
        <PopupContent popup={popup} onPhoneVerified={refreshBalance} onRewardClaimed={rewardClaimed} />
      </Dialog>
    </Suspense>
  );
}
