import { Dots, Ring } from '../../shared/svg-repeat.tsx';
import { line, O, O2, type TitleArt } from './paint.ts';

const ICE = '#bfe8ff';

/** Frost Queen: ice blue, silver and winter white. */
export const FROST_QUEEN: TitleArt = {
  frost_queen: () => (
    <>
      {/* the queen: a crown of ice spires, long white hair, a cold blue gaze */}
      <path d="M24 30l6-24 8 18 12-22 12 22 8-18 6 24z" fill={ICE} {...O} />
      <path d="M50 8v18M30 10l4 16M70 10l-4 16" {...line('#ffffff', 2)} />
      <path d="M18 96c0-40 6-66 32-66s32 26 32 66z" fill="#e8f4ff" {...O} />
      <path d="M36 34h28v28c0 10-6 16-14 16s-14-6-14-16z" fill="#f4e8f0" {...O} />
      <path d="M40 46c2-2 6-2 8 0M52 46c2-2 6-2 8 0" {...line('#1b1230', 2)} />
      <circle cx="44" cy="48" r="1.8" fill="#3a9ae8" />
      <circle cx="56" cy="48" r="1.8" fill="#3a9ae8" />
      <path d="M46 64c2 1 6 1 8 0" {...line('#6a7ac8', 2.4)} />
      <path d="M30 92l10-14h20l10 14z" fill="#5a8ae8" {...O2} />
      <path d="M40 78l10 8 10-8" {...line('#ffffff', 2)} />
    </>
  ),
  ice_crystal: () => (
    <>
      {/* a cluster of hexagonal ice prisms */}
      <path d="M40 92V26l10-18 10 18v66z" fill={ICE} {...O} />
      <path d="M50 8v84" {...line('#6ab0e0', 1.6)} />
      <path d="M18 92V50l8-14 8 14v42zM66 92V42l9-16 9 16v50z" fill="#8ad0ff" {...O} />
      <path d="M26 36v56M75 26v66" {...line('#4a90c8', 1.4)} />
      <path d="M44 30v40M22 54v24M70 46v28" {...line('#ffffff', 2.4)} />
      <path d="M8 92h84" {...line('#e8f4ff', 4)} />
    </>
  ),
  white_wolf: () => (
    <>
      {/* a white wolf howling at the sky */}
      <path
        d="M30 96c-4-22 0-40 10-50L34 30l12 8c6-10 14-20 22-24l6 12 16 8-6 8c-6 2-12 2-16 0l-6 10c4 14 4 30-2 44z"
        fill="#eef4fb"
        {...O}
      />
      <path d="M34 30l6 14" {...line('#c3cde0', 2)} />
      <circle cx="64" cy="22" r="2.4" fill="#1b1230" />
      <path d="M90 28l-8 2" {...line('#1b1230', 2)} />
      <path d="M44 60c4 10 4 20 0 30M56 56c2 10 2 24-2 34" {...line('#c3cde0', 2)} />
      <path d="M84 10c2-2 4-2 6 0M80 4c4-2 8-2 12 0" {...line('#bfe8ff', 1.6)} />
    </>
  ),
  snow_owl: () => (
    <>
      {/* a snowy owl, white with black flecks, round gold eyes */}
      <path
        d="M50 10c22 0 34 18 34 40 0 26-14 44-34 44S16 76 16 50c0-22 12-40 34-40z"
        fill="#fbfcff"
        {...O}
      />
      <circle cx="38" cy="40" r="10" fill="#ffffff" {...O2} />
      <circle cx="62" cy="40" r="10" fill="#ffffff" {...O2} />
      <circle cx="38" cy="40" r="6" fill="#f2c14e" {...O2} />
      <circle cx="62" cy="40" r="6" fill="#f2c14e" {...O2} />
      <circle cx="38" cy="40" r="3" fill="#1b1230" />
      <circle cx="62" cy="40" r="3" fill="#1b1230" />
      <path d="M46 50l4 8 4-8z" fill="#2a2a34" />
      {(
        [
          [30, 64],
          [40, 72],
          [50, 66],
          [60, 72],
          [70, 64],
          [36, 82],
          [56, 84],
          [64, 80],
        ] as const
      ).map(([x, y]) => (
        <path key={`${x}${y}`} d={`M${x - 2} ${y}l4 -2`} {...line('#2a2a34', 2)} />
      ))}
      <path d="M40 88l-4 6M60 88l4 6" {...line('#2a2a34', 2.4)} />
    </>
  ),
  snowflake: () => (
    <>
      <Ring count={6} about={[50, 50]}>
        <path d="M50 50V6M50 22l-10-8M50 22l10-8M50 34l-8-6M50 34l8-6" {...line('#1b1230', 7)} />
        <path d="M50 50V6M50 22l-10-8M50 22l10-8M50 34l-8-6M50 34l8-6" {...line(ICE, 4)} />
      </Ring>
      <path d="M50 40l9 5v10l-9 5-9-5V45z" fill="#ffffff" {...O2} />
    </>
  ),
  icicle: () => (
    <>
      {/* icicles hanging from a snow-laden eave */}
      <path d="M4 10h92v12H4z" fill="#5a6a8a" {...O} />
      <path d="M4 10c10-6 24-4 30 0 8-6 20-6 30 0 8-4 22-6 32 0v6H4z" fill="#ffffff" {...O2} />
      {(
        [
          [14, 50],
          [30, 82],
          [46, 60],
          [62, 94],
          [78, 54],
          [90, 40],
        ] as const
      ).map(([x, len]) => (
        <path key={x} d={`M${x - 7} 22L${x} ${len}l7-${len - 22}z`} fill={ICE} {...O2} />
      ))}
      <path d="M28 26l2 40M60 26l2 50" {...line('#ffffff', 1.6)} />
      <circle cx="62" cy="97" r="2" fill={ICE} />
    </>
  ),
  mitten: () => (
    <>
      {/* a red knitted mitten with a white snowflake band and fluffy cuff */}
      <path d="M30 70V30c0-14 8-22 20-22s20 8 20 22v10l8-6c6-4 14 2 10 10L70 64v6z" fill="#d8302a" {...O} />
      <path d="M30 40h40" {...line('#fbf6ea', 6)} />
      {[36, 44, 52, 60].map((x) => (
        <path key={x} d={`M${x} 36l4 8M${x + 4} 36l-4 8`} {...line('#d8302a', 1.4)} />
      ))}
      <path d="M36 54l4 4M44 54l4 4M52 54l4 4M60 54l4 4" {...line('#a81818', 1.6)} />
      <rect x="24" y="70" width="52" height="20" rx="8" fill="#fbf6ea" {...O} />
      <path d="M30 76h4M40 80h4M50 76h4M60 80h4" {...line('#c3cde0', 2)} />
    </>
  ),
  blizzard: () => (
    <>
      {/* a whirling blizzard: wind spirals thick with snow */}
      <path
        d="M10 30c20-10 56-10 60 6 2 10-12 14-16 6M6 52c30-6 70-4 80 10 4 10-10 16-16 8M14 74c20-4 40-2 46 6"
        {...line('#1b1230', 8)}
      />
      <path
        d="M10 30c20-10 56-10 60 6 2 10-12 14-16 6M6 52c30-6 70-4 80 10 4 10-10 16-16 8M14 74c20-4 40-2 46 6"
        {...line(ICE, 4.6)}
      />
      <Dots
        at={[
          [20, 14],
          [84, 24],
          [30, 42],
          [76, 84],
          [44, 92],
          [90, 46],
        ]}
        r={3.4}
        fill="#ffffff"
        {...O2}
      />
    </>
  ),
  ice_palace: () => (
    <>
      {/* an ice palace: crystal spires on a frozen crag */}
      <path d="M6 96l10-20h68l10 20z" fill="#8ab0d8" {...O} />
      <path d="M20 76V40l8-14 8 14v36zM64 76V40l8-14 8 14v36z" fill={ICE} {...O} />
      <path d="M36 76V30l14-26 14 26v46z" fill="#e8f6ff" {...O} />
      <path d="M44 76V60c0-4 12-4 12 0v16z" fill="#3a6aa8" {...O2} />
      <path d="M50 4v72M28 26v50M72 26v50" {...line('#8ad0ff', 1.4)} />
      <path d="M44 40h4v6h-4zM52 40h4v6h-4zM26 50h4v6h-4zM70 50h4v6h-4z" fill="#3a6aa8" />
    </>
  ),
};
