import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProgression } from '../../features/progression/api/get-progression.ts';
import { PROGRESSION_QUERY_KEY } from '../../features/progression/api/progression-keys.ts';
import { LevelUpDialog } from '../../features/progression/components/level-up-dialog.tsx';
import { BALANCE_QUERY_KEY, useBalance } from '../../features/wallet/api/get-balance.ts';
import { usePlayNews } from '../../features/wallet/utils/play-news.ts';
import { showRewardToast } from '../../features/wallet/components/reward-toast.tsx';
import { toLanguageCode } from '../../lib/i18n.ts';
import { usePopup } from '../../lib/popup.ts';

/** The highest level already shown to the player in this tab (so "Later" is not asked again). */
const SHOWN_KEY = 'levelUpShown';

function shownLevel(): number {
  return Number(sessionStorage.getItem(SHOWN_KEY) ?? 0);
}

/**
 * Issue 30: a level reached is shown to the player. The experience is asked again whenever play is news
 * (the balance moved, or a game reported a round: a bet back leaves the balance where it was), so a
 * level-up after play opens the "Level up!" dialog —
 * over the game, as the social casinos do — with its rewards to claim. Only a level reached while the
 * page is open: rewards already waiting when it opened wait on the VIP page instead (a page opened for
 * something else — the bet history, say — is not covered by a modal the player did not just earn).
 * Closed with "Later", it stays closed in this tab until a higher level. Never over another popup.
 */
export function LevelUpWatcher() {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  const balance = useBalance();
  const progression = useProgression();
  const { popup } = usePopup();
  const [shown, setShown] = useState(shownLevel);
  // The highest level waiting when this page first knew the player's experience.
  const [waitingAtOpen, setWaitingAtOpen] = useState<number | undefined>(undefined);
  const amount = balance.data?.balance;
  // The balance this page first knew: once it has moved, the page has seen play.
  const [firstAmount, setFirstAmount] = useState<number | undefined>(undefined);
  if (amount !== undefined && firstAmount === undefined) setFirstAmount(amount);

  const news = usePlayNews();
  useEffect(() => {
    if (news !== undefined) void queryClient.invalidateQueries({ queryKey: PROGRESSION_QUERY_KEY });
  }, [news, queryClient]);

  const data = progression.data;
  const top = data?.unclaimedLevels.at(-1)?.level ?? 0;
  if (data && waitingAtOpen === undefined) {
    // A first answer that came after play on this page (a slow request, a busy server) may already
    // hold the level that play reached: only the levels below the current one were waiting before.
    const playedFirst = firstAmount !== undefined && amount !== firstAmount;
    const before = data.unclaimedLevels.filter((l) => l.level < data.level).at(-1)?.level ?? 0;
    setWaitingAtOpen(playedFirst ? before : top);
  }
  const baseline = Math.max(shown, waitingAtOpen ?? top);
  if (!data || top === 0 || top <= baseline || popup !== null) return null;
  const close = () => {
    sessionStorage.setItem(SHOWN_KEY, String(top));
    setShown(top);
  };
  return (
    <LevelUpDialog
      progression={data}
      onClose={close}
      onClaimed={(result) => {
        void queryClient.invalidateQueries({ queryKey: BALANCE_QUERY_KEY });
        const coins = result.paid.reduce((sum, p) => sum + p.reward, 0);
        showRewardToast(coins, toLanguageCode(i18n.resolvedLanguage ?? i18n.language));
      }}
    />
  );
}
