import { line, type TitleArt } from './paint.ts';

/** A neon tube: a wide soft glow under a bright core line. */
const neon = (d: string, color: string, width = 3) => (
  <>
    <path d={d} {...line(color, width * 3.2)} opacity="0.25" />
    <path d={d} {...line(color, width)} />
    <path d={d} {...line('#ffffff', width * 0.35)} opacity="0.8" />
  </>
);

/** Neon Koi: night-city neon tubes over black water — magenta, cyan, lime. */
export const NEON_KOI: TitleArt = {
  koi: () => (
    <>
      <path
        d="M50 10c14 10 18 30 10 50l10 18-14-6c-4 8-8 10-12 0l-14 6 10-18c-8-20-4-40 10-50z"
        fill="#ff3d8b"
        opacity="0.25"
      />
      {neon('M50 10c14 10 18 30 10 50l10 18-14-6c-4 8-8 10-12 0l-14 6 10-18c-8-20-4-40 10-50z', '#ff3d8b')}
      {neon('M44 30c4 4 8 4 12 0M42 44c6 6 10 6 16 0', '#ffa23d', 2.4)}
      {neon('M40 34l-10 6M60 34l10 6', '#3df0ff', 2)}
      <circle cx="45" cy="20" r="2" fill="#ffffff" />
      <circle cx="55" cy="20" r="2" fill="#ffffff" />
    </>
  ),
  neon_lotus: () => (
    <>
      {[-56, -28, 0, 28, 56].map((a) => (
        <g key={a} transform={`rotate(${a} 50 78)`}>
          {neon('M50 78C38 64 38 40 50 22c12 18 12 42 0 56z', a === 0 ? '#ff3d8b' : '#c03dff', 2.4)}
        </g>
      ))}
      {neon('M18 86h64', '#3df0ff', 2.6)}
    </>
  ),
  drum_bridge: () => (
    <>
      {/* a taikobashi arching high over the water, its reflection completing the circle */}
      {neon('M8 58C24 20 76 20 92 58', '#ff5a3d', 3.4)}
      {neon('M14 52v10M30 36v22M50 30v28M70 36v22M86 52v10', '#ff5a3d', 2.4)}
      <g opacity="0.45">{neon('M8 66C24 96 76 96 92 66', '#ff5a3d', 2.4)}</g>
      {neon('M4 64h92', '#3df0ff', 2)}
    </>
  ),
  water_lily: () => (
    <>
      {neon('M50 60L86 52A38 20 0 1 1 80 46z', '#7dff3d', 2.6)}
      {neon('M50 58c-8-6-10-16-6-24 2 6 4 8 6 10 2-2 4-4 6-10 4 8 2 18-6 24z', '#ff9ef0', 2.4)}
      {neon('M40 50c-6-2-10-8-10-14 6 2 8 6 10 10M60 50c6-2 10-8 10-14-6 2-8 6-10 10', '#ff9ef0', 2)}
    </>
  ),
  bubble: () => (
    <>
      {neon('M56 54a26 26 0 1 0 0.1 0z', '#3df0ff', 2.8)}
      {neon('M28 30a12 12 0 1 0 0.1 0z', '#3dc8ff', 2.4)}
      {neon('M74 16a8 8 0 1 0 0.1 0z', '#3dc8ff', 2)}
      {neon('M22 70a7 7 0 1 0 0.1 0z', '#3dc8ff', 2)}
      {neon('M44 44c4-6 10-8 16-8', '#ffffff', 1.6)}
    </>
  ),
  reed: () => (
    <>
      {neon('M30 96C30 60 26 40 20 12M50 96c0-30 2-50 8-74M70 96c0-20 6-36 14-50', '#7dff3d', 2.4)}
      {neon('M20 12c-4 8-4 16 2 22M58 22c-4 8-2 16 4 20', '#ffd23d', 3.4)}
      {neon('M30 70c-8-6-14-6-20-2M52 60c8-8 16-8 22-4', '#7dff3d', 2)}
    </>
  ),
  pebble: () => (
    <>
      {/* a balanced stack of river stones */}
      {neon('M16 84c0-10 16-14 34-14s34 4 34 14-16 10-34 10-34 0-34-10z', '#3df0ff', 2.6)}
      {neon('M26 62c0-8 12-12 24-12s24 4 24 12-10 8-24 8-24 0-24-8z', '#c03dff', 2.6)}
      {neon('M36 42c0-6 6-10 14-10s14 4 14 10-6 6-14 6-14 0-14-6z', '#ff3d8b', 2.6)}
      {neon('M44 24c0-4 2-8 6-8s6 4 6 8-2 4-6 4-6 0-6-4z', '#ffd23d', 2.4)}
    </>
  ),
  neon_wild: () => (
    <>
      {/* a neon sign: a diamond frame round a spark */}
      {neon('M50 4L94 48 50 92 6 48z', '#ff3d8b', 3)}
      {neon('M50 16L82 48 50 80 18 48z', '#3df0ff', 2)}
      {neon('M50 26l6 16 16 6-16 6-6 16-6-16-16-6 16-6z', '#ffd23d', 2.6)}
    </>
  ),
  koi_pond: () => (
    <>
      {/* two koi circling in a round pond, head to tail */}
      {neon('M50 6a44 44 0 1 0 0.1 0z', '#3df0ff', 2.6)}
      {neon('M50 20c16 0 26 12 24 28-4-6-10-8-14-6l2-8c-4-6-10-10-18-8z', '#ff3d8b', 2.4)}
      {neon('M50 80c-16 0-26-12-24-28 4 6 10 8 14 6l-2 8c4 6 10 10 18 8z', '#ffa23d', 2.4)}
      {neon('M30 30c4-4 8-6 12-6M70 70c-4 4-8 6-12 6', '#ffffff', 1.4)}
    </>
  ),
};
