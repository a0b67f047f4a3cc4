import { useTranslation } from 'react-i18next';
import { HeartIcon } from '../../../components/ui/icons.tsx';
import { usePopup } from '../../../lib/popup.ts';
import { useSession } from '../../../lib/session.tsx';
import { useFavourites, useSetFavourite } from '../api/favourites.ts';
import './favourite-button.css';

/**
 * The heart of a game (issue 29): on every tile and in the game frame. A toggle button (aria-pressed)
 * named by the game; signed out, it opens the login popup instead (favourites belong to an account).
 */
export function FavouriteButton({
  gameCode,
  title,
  variant = 'tile',
}: {
  gameCode: string;
  title: string;
  variant?: 'tile' | 'frame';
}) {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  const { openPopup } = usePopup();
  const favourites = useFavourites();
  const setFavourite = useSetFavourite();
  const on = favourites.data?.gameCodes.includes(gameCode) ?? false;

  return (
    <button
      type="button"
      className={`favourite-button favourite-button--${variant}${on ? ' favourite-button--on' : ''}`}
      data-testid="favourite-button"
      data-game-code={gameCode}
      aria-pressed={isLoggedIn ? on : undefined}
      aria-label={t('favourites.toggle', { title })}
      onClick={() => {
        if (!isLoggedIn) {
          void openPopup('login');
          return;
        }
        setFavourite.mutate({ gameCode, favourite: !on });
      }}
    >
      <HeartIcon filled={on} />
      {variant === 'frame' ? (
        <span className="favourite-button__text">{on ? t('favourites.saved') : t('favourites.save')}</span>
      ) : null}
    </button>
  );
}
