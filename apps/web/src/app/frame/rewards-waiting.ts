import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMissions } from '../../features/missions/api/get-missions.ts';
import { MISSIONS_QUERY_KEY } from '../../features/missions/api/missions-keys.ts';
import { useProgression } from '../../features/progression/api/get-progression.ts';
import { usePlayNews } from '../../features/wallet/utils/play-news.ts';
import { toLanguageCode } from '../../lib/i18n.ts';

/**
 * Issue 30: how many rewards wait for the player — levels reached whose reward is unclaimed, and
 * missions completed and not claimed (the list holds only those still within their claim deadline).
 * Asked again on the header's own signals: whenever play is news (the balance moved, or a game
 * reported a round; the level-up watcher refreshes the progression on the same signal), on a claim (the
 * claims refresh their lists) and when the window regains focus.
 */
export function useRewardsWaiting(): { levels: number; missions: number; total: number } {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  const news = usePlayNews();
  const progression = useProgression();
  const missions = useMissions(toLanguageCode(i18n.resolvedLanguage ?? i18n.language));

  useEffect(() => {
    if (news !== undefined) void queryClient.invalidateQueries({ queryKey: MISSIONS_QUERY_KEY });
  }, [news, queryClient]);

  const levels = progression.data?.unclaimedLevels.length ?? 0;
  const completed = (missions.data?.missions ?? []).filter((m) => m.completed && m.claimedDate === null);
  return { levels, missions: completed.length, total: levels + completed.length };
}
