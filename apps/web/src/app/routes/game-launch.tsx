import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useGames } from '../../features/games/api/get-games.ts';
import { gameTileTitle } from '../../features/games/utils/tile-title.ts';
import { toLanguageCode } from '../../lib/i18n.ts';
import { ComingSoonPage } from './coming-soon-page.tsx';

export default function GameLaunchPage() {
  const { t, i18n } = useTranslation();
  const gameCode = useParams().gameCode ?? '';
  const games = useGames();
  const game = games.data?.find((g) => g.gameCode === gameCode);
  const title = gameTileTitle(
    game ?? { gameCode, title: '', translations: [] },
    toLanguageCode(i18n.resolvedLanguage ?? i18n.language),
  );
  return (
    <ComingSoonPage
      title={title}
      metaTitle={t('meta.gameLaunch.title', { title })}
      text={t('pages.gameLaunch.text')}
    />
  );
}
