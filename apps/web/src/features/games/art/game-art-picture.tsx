import type { GameArt } from './game-art.ts';

interface GameArtPictureProps {
  art: GameArt;
  alt: string;
  className: string;
  /** The `sizes` attribute: how wide the tile is shown (GRID_TILE_SIZES, ROW_TILE_SIZES). */
  sizes: string;
  /** In the first screen: fetched at once with high priority; otherwise lazily. */
  eager?: boolean;
  onError?: () => void;
}

/**
 * A tile's art: AVIF, then WebP, then PNG, each at the width the tile is shown at on this screen.
 * width/height give the box its square before a byte arrives (the CSS sizes it).
 */
export function GameArtPicture({ art, alt, className, sizes, eager = false, onError }: GameArtPictureProps) {
  return (
    <picture>
      <source type="image/avif" srcSet={art.avif} sizes={sizes} />
      <source type="image/webp" srcSet={art.webp} sizes={sizes} />
      <img
        className={className}
        src={art.src}
        srcSet={art.png}
        sizes={sizes}
        alt={alt}
        width="240"
        height="240"
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : 'auto'}
        decoding="async"
        onError={onError}
      />
    </picture>
  );
}
