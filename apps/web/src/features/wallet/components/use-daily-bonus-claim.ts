import { useIsMutating, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify/unstyled';
import { errorText } from '../../../lib/error-text.ts';
import { toLanguageCode } from '../../../lib/i18n.ts';
import { usePopup } from '../../../lib/popup.ts';
import { CLAIM_DAILY_BONUS_MUTATION_KEY, useClaimDailyBonus } from '../api/claim-daily-bonus.ts';
import { BONUS_CLICK_GUARD_MS } from '../utils/bonus-timing.ts';
import { showRewardToast } from './reward-toast.tsx';

/**
 * The click guard, one per app (query client): the bonus button's two copies (header and tab bar) and
 * the calendar popup's claim button share it, so no sequence of clicks sends a second claim while one
 * is under way (SPEC §4: released when the request settles, or after 5 minutes).
 */
const guards = new WeakMap<QueryClient, number>();

function takeGuard(client: QueryClient): (() => void) | null {
  if (guards.has(client)) return null;
  const release = () => {
    window.clearTimeout(guards.get(client));
    guards.delete(client);
  };
  guards.set(client, window.setTimeout(release, BONUS_CLICK_GUARD_MS));
  return release;
}

/**
 * Claims the daily bonus once: the reward toast, then the login calendar's popup showing the day just
 * claimed (issue 30); a refusal's text as an error toast. `claiming` is true while any claim runs.
 */
export function useDailyBonusClaim(): { claim: () => void; claiming: boolean } {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const mutation = useClaimDailyBonus();
  const { popup, openPopup } = usePopup();
  const claiming = useIsMutating({ mutationKey: CLAIM_DAILY_BONUS_MUTATION_KEY }) > 0;

  const claim = () => {
    const release = takeGuard(queryClient);
    if (!release) return;
    const language = toLanguageCode(i18n.resolvedLanguage ?? i18n.language);
    mutation
      .mutateAsync()
      .then(
        ({ bonus }) => {
          showRewardToast(bonus, language);
          if (popup !== 'daily-bonus') void openPopup('daily-bonus');
        },
        (error: unknown) => {
          toast.error(errorText(t, error), { toastId: 'daily-bonus-error' });
        },
      )
      .finally(release);
  };
  return { claim, claiming };
}
