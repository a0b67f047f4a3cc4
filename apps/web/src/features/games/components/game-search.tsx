import { GAME_SEARCH_QUERY_MAX, type Game } from '@casino/contract';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { SearchIcon } from '../../../components/ui/icons.tsx';
import { paths } from '../../../config/paths.ts';
import { toLanguageCode } from '../../../lib/i18n.ts';
import { rememberPendingLaunch } from '../../../lib/pending-launch.ts';
import { usePopup } from '../../../lib/popup.ts';
import { useSession } from '../../../lib/session.tsx';
import { useSearchGames } from '../api/search-games.ts';
import { gameArt, GRID_TILE_SIZES } from '../art/game-art.ts';
import { GameArtPicture } from '../art/game-art-picture.tsx';
import { gameImageSources, gameTileTitle, localIconPath } from '../utils/tile-title.ts';
import { GameTile } from './game-tile.tsx';
import './game-search.css';

/** Typing settles this long before the server is asked. */
const DEBOUNCE_MS = 150;

function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

function ResultTile({ game, title }: { game: Game; title: string }) {
  const [src] = gameImageSources(game);
  const art = src === localIconPath(game.gameCode) ? gameArt(game.gameCode) : null;
  return (
    <span className="game-tile" aria-hidden="true">
      <span className="game-tile__art">
        {art ? (
          <GameArtPicture art={art} className="game-tile__image" alt="" sizes={GRID_TILE_SIZES} eager />
        ) : src ? (
          <img className="game-tile__image" src={src} alt="" width="300" height="300" decoding="async" />
        ) : null}
      </span>
      <span className="game-search__title">{title}</span>
    </span>
  );
}

/** Opens a game as a tile would: signed out and no demo → the login popup, and the game after login (SPEC §2). */
function useOpenGame() {
  const navigate = useNavigate();
  const { isLoggedIn } = useSession();
  const { openPopup } = usePopup();
  return (game: Game) => {
    if (!isLoggedIn && !game.isDemoAvailable) {
      rememberPendingLaunch(game.gameCode);
      void openPopup('login');
    } else void navigate(paths.gameLaunch.getHref(game.gameCode));
  };
}

/** Nothing found: what was asked, what to try, and a few games to play instead. */
function SearchEmpty({
  query,
  suggestions,
  labelledBy,
}: {
  query: string;
  suggestions: readonly Game[];
  labelledBy: string;
}) {
  const { t } = useTranslation();
  return (
    <section className="game-search__empty" data-testid="game-search-empty" aria-labelledby={labelledBy}>
      <p className="game-search__empty-title">{t('search.none', { query })}</p>
      <p>{t('search.try')}</p>
      {suggestions.length > 0 ? (
        <>
          <h2 className="game-search__suggest-title">{t('search.suggestions')}</h2>
          <ul className="game-grid" data-testid="game-search-suggestions">
            {suggestions.map((game) => (
              <li key={game.gameCode} className="game-collection__item">
                <GameTile game={game} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

/**
 * Search over the catalogue (issue 29), the combobox pattern of WAI-ARIA: the input owns a listbox
 * of result tiles; ↓/↑ move the active result (aria-activedescendant), Enter opens it, Escape clears.
 * Results follow the typing (debounced); the query stays in the address (?q=) so it can be shared.
 * Nothing found: a message, what to try, and a few games to play instead.
 */
export function GameSearch() {
  const { t, i18n } = useTranslation();
  const language = toLanguageCode(i18n.resolvedLanguage ?? i18n.language);
  const open = useOpenGame();
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(params.get('q') ?? '');
  const [active, setActive] = useState(-1);
  const query = useDebounced(text.trim(), DEBOUNCE_MS);
  const search = useSearchGames(query);
  const ids = { input: useId(), listbox: useId(), hint: useId(), status: useId() };

  useEffect(() => {
    setParams(query ? { q: query } : {}, { replace: true });
  }, [query, setParams]);

  const results = query && search.data ? search.data.games : [];
  const suggestions = query && search.data ? search.data.suggestions : [];
  const expanded = results.length > 0;
  const optionId = (index: number) => `${ids.listbox}-option-${index}`;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && expanded) {
      event.preventDefault();
      setActive((index) => (index + 1) % results.length);
    } else if (event.key === 'ArrowUp' && expanded) {
      event.preventDefault();
      setActive((index) => (index <= 0 ? results.length - 1 : index - 1));
    } else if (event.key === 'Enter' && expanded) {
      event.preventDefault();
      open(results[Math.max(active, 0)]!);
    } else if (event.key === 'Escape') {
      setText('');
      setActive(-1);
    }
  };

  let status = '';
  if (query && search.data && !search.isPlaceholderData)
    status = results.length > 0 ? t('search.count', { count: results.length }) : t('search.none', { query });

  return (
    <div className="game-search" data-testid="game-search">
      <label htmlFor={ids.input} className="game-search__label">
        {t('search.label')}
      </label>
      <div className="game-search__field">
        <SearchIcon />
        <input
          id={ids.input}
          type="search"
          role="combobox"
          className="game-search__input"
          data-testid="game-search-input"
          autoComplete="off"
          autoFocus
          enterKeyHint="search"
          maxLength={GAME_SEARCH_QUERY_MAX}
          placeholder={t('search.placeholder')}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={ids.listbox}
          aria-describedby={ids.hint}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
        />
      </div>
      <p id={ids.hint} className="game-search__hint">
        {t('search.hint')}
      </p>
      <p id={ids.status} className="visually-hidden" role="status">
        {status}
      </p>
      <ul
        id={ids.listbox}
        role="listbox"
        className="game-grid game-search__results"
        data-testid="game-search-results"
        aria-label={t('search.results')}
        hidden={!expanded}
      >
        {results.map((game, index) => {
          const title = gameTileTitle(game, language);
          return (
            <li
              key={game.gameCode}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              aria-label={title}
              className="game-search__option"
              data-testid="game-search-result"
              data-game-code={game.gameCode}
              onClick={() => open(game)}
            >
              <ResultTile game={game} title={title} />
            </li>
          );
        })}
      </ul>
      {query && search.data && !search.isPlaceholderData && results.length === 0 ? (
        <SearchEmpty query={query} suggestions={suggestions} labelledBy={ids.status} />
      ) : null}
    </div>
  );
}
