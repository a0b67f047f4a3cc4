import type { Game } from '@casino/contract';
import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PlayIcon } from '../../../components/ui/icons.tsx';
import { paths } from '../../../config/paths.ts';
import { useAfterFirstPaint } from '../../../lib/first-paint.ts';
import { toLanguageCode } from '../../../lib/i18n.ts';
import { rememberPendingLaunch } from '../../../lib/pending-launch.ts';
import { usePopup } from '../../../lib/popup.ts';
import { useSession } from '../../../lib/session.tsx';
import { gameKind } from '../utils/game-kind.ts';
import { factsText } from '../utils/facts-text.ts';
import { rtpText } from '../utils/rtp-text.ts';
import { gameImageSources, gameTileTitle, localIconPath } from '../utils/tile-title.ts';
import { gameArt, GRID_TILE_SIZES } from '../art/game-art.ts';
import { GameArtPicture } from '../art/game-art-picture.tsx';
import { FavouriteButton } from './favourite-button.tsx';
import { useTileJackpot } from './jackpot-meter.tsx';
import './game-tile.css';

/** The game's kind (LIVE, table…) in the art's corner. */
function KindBadge({ text }: { text: string }) {
  return (
    <span className="game-tile__kind" data-testid="game-tile-kind">
      {text}
    </span>
  );
}

interface TileArtProps {
  game: Game;
  title: string;
  eager: boolean;
  afterFirstPaint: boolean;
  sizes: string;
}

/** The tile's picture: its sources in turn (the next when one fails), else its title on a plate. */
function TileArt({ game, title, eager, afterFirstPaint, sizes }: TileArtProps) {
  const sources = gameImageSources(game);
  const [sourceIndex, setSourceIndex] = useState(0);
  const src = sources[sourceIndex];
  // The generated icon comes sized and in modern formats when the build drew it (art/game-art.ts).
  const art = src === localIconPath(game.gameCode) ? gameArt(game.gameCode) : null;
  const nextSource = () => setSourceIndex((index) => index + 1);
  // Art below a grid's first screen is asked for once that screen is painted, not with it (issue 31).
  const showArt = useAfterFirstPaint(afterFirstPaint);

  if (!showArt && src) return null;
  if (art) {
    return (
      <GameArtPicture
        key={src}
        art={art}
        className="game-tile__image"
        alt={title}
        sizes={sizes}
        eager={eager}
        onError={nextSource}
      />
    );
  }
  if (src) {
    return (
      <img
        key={src}
        className="game-tile__image"
        src={src}
        alt={title}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : 'auto'}
        decoding="async"
        width="300"
        height="300"
        onError={nextSource}
      />
    );
  }
  return (
    <span className="game-tile__plate" aria-hidden="true">
      {title}
    </span>
  );
}

/**
 * `eager`: the tile is in the first screen (the first row of a category grid): its art loads at once
 * with high priority instead of lazily, since it is what the page's largest paint waits for.
 * `afterFirstPaint`: a grid's tile below that: its art is not asked for with the first screen's.
 * `sizes`: how wide the tile is shown (a grid's by default; a home row passes ROW_TILE_SIZES).
 */
export function GameTile({
  game,
  eager = false,
  afterFirstPaint = false,
  sizes = GRID_TILE_SIZES,
}: {
  game: Game;
  eager?: boolean;
  afterFirstPaint?: boolean;
  sizes?: string;
}) {
  const { t, i18n } = useTranslation();
  const { isLoggedIn } = useSession();
  const { openPopup } = usePopup();
  const language = toLanguageCode(i18n.resolvedLanguage ?? i18n.language);
  const title = gameTileTitle(game, language);
  const jackpot = useTileJackpot(game.gameCode);
  // A participating title's published RTP includes its share of the progressive jackpot (issue 30).
  const rtp = rtpText(game.rtp, t, language, jackpot.rtpShare);
  const facts = factsText(game.facts, t, language);
  const label = [t('games.play', { title }), jackpot.text, rtp?.full, facts?.full].filter(Boolean).join('. ');
  const kind = gameKind(game);

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // SPEC §2: logged out and no demo → stay here, open the login popup, launch after login.
    if (!isLoggedIn && !game.isDemoAvailable) {
      event.preventDefault();
      rememberPendingLaunch(game.gameCode);
      void openPopup('login');
    }
  };

  return (
    // The heart is a sibling of the link (a button inside a link is not allowed), over its corner.
    <div className="game-tile-box">
      <Link
        to={paths.gameLaunch.getHref(game.gameCode)}
        className="game-tile"
        data-testid="game-tile"
        data-game-code={game.gameCode}
        aria-label={label}
        onClick={onClick}
      >
        <span className="game-tile__art">
          <TileArt game={game} title={title} eager={eager} afterFirstPaint={afterFirstPaint} sizes={sizes} />
          {kind ? <KindBadge text={t(`games.kind.${kind}`)} /> : null}
          {/* Issue 30: a title that feeds a progressive jackpot shows its live pool on the art. */}
          {jackpot.meter}
          <span className="game-tile__overlay" aria-hidden="true">
            <span className="game-tile__play">
              <PlayIcon />
            </span>
            <span className="game-tile__title">{title}</span>
            {rtp ? <span className="game-tile__rtp-full">{rtp.full}</span> : null}
          </span>
        </span>
        {/* Always there (a blank line without an RTP), so every tile and the loading placeholders of
          game-collection.tsx have one height: nothing moves when the catalogue arrives. */}
        <span className="game-tile__rtp" data-testid={rtp ? 'game-tile-rtp' : undefined} aria-hidden="true">
          {rtp ? rtp.badge : '\u00a0'}
        </span>
        {/* Issue 29: volatility and top prize, one line, always there for the same reason; the word
          "Max" gives way on a narrow tile (game-tile.css). */}
        <span
          className="game-tile__facts"
          data-testid={facts ? 'game-tile-facts' : undefined}
          aria-hidden="true"
        >
          {facts ? (
            <>
              {facts.volatility}
              {facts.volatility && facts.maxWin ? <span className="game-tile__facts-sep">·</span> : null}
              {facts.maxWin ? (
                <>
                  <span className="game-tile__facts-word">{t('games.facts.max')}</span>
                  {facts.maxWin}
                </>
              ) : null}
            </>
          ) : (
            '\u00a0'
          )}
        </span>
      </Link>
      <FavouriteButton gameCode={game.gameCode} title={title} />
    </div>
  );
}
