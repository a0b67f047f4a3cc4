import { Dots } from '../../shared/svg-repeat.tsx';
import { line, O, O2, type TitleArt } from './paint.ts';

/** Moon Rabbit: tsukimi night — indigo, silver moonlight, warm moon gold. */
export const MOON_RABBIT: TitleArt = {
  moon_rabbit: () => (
    <>
      {/* a white rabbit sitting before the moon */}
      <circle cx="62" cy="36" r="30" fill="#fff1b8" opacity="0.9" />
      <path d="M34 40c-6-16-6-32 0-34s10 14 10 30M48 38c0-16 4-32 10-32s4 18-2 32" fill="#fbf6ea" {...O} />
      <path d="M37 36c-3-10-3-20 0-24M51 34c1-10 3-18 6-22" {...line('#ffb3c0', 3)} />
      <path d="M20 84c0-18 10-30 24-30 6-12 26-12 30 2 8 6 10 18 6 28z" fill="#fbf6ea" {...O} />
      <ellipse cx="44" cy="50" rx="16" ry="14" fill="#fbf6ea" {...O} />
      <circle cx="50" cy="46" r="2.8" fill="#d8203a" />
      <path d="M58 52l2 2" {...line('#ff9ec0', 3)} />
      <circle cx="84" cy="80" r="6" fill="#fbf6ea" {...O2} />
      <path d="M30 86h44" {...line('#c3cde0', 2)} />
    </>
  ),
  mochi: () => (
    <>
      {/* soft round mochi on a lacquer plate, one dusted with kinako */}
      <ellipse cx="50" cy="78" rx="44" ry="12" fill="#b3262b" {...O} />
      <ellipse cx="50" cy="75" rx="36" ry="7" fill="#1b1230" />
      <path d="M14 72c0-14 8-22 20-22s20 8 20 22z" fill="#fbf6ea" {...O} />
      <path d="M46 72c0-14 8-22 20-22s20 8 20 22z" fill="#e8c878" {...O} />
      <path d="M30 58c0-14 8-22 20-22s20 8 20 22c-6 4-34 4-40 0z" fill="#fbf6ea" {...O} />
      <path d="M38 44c4-4 8-4 12-4M20 60c2-4 6-6 10-6" {...line('#ffffff', 3)} />
    </>
  ),
  full_moon: () => (
    <>
      <circle cx="50" cy="50" r="46" fill="#fff1b8" opacity="0.12" />
      <circle cx="50" cy="50" r="38" fill="#ffe27a" {...O} />
      <Dots
        at={[
          [36, 36, 7],
          [62, 32, 5],
          [58, 60, 9],
          [34, 62, 5],
          [72, 50, 4],
        ]}
        fill="#e8c050"
      />
      <path d="M24 36c4-10 12-16 22-18" {...line('#fffbe0', 3)} />
    </>
  ),
  susuki: () => (
    <>
      {/* pampas grass plumes bending in the night wind */}
      {(
        [
          [30, -14],
          [50, 0],
          [70, 12],
        ] as const
      ).map(([x, a]) => (
        <g key={x} transform={`rotate(${a} ${x} 96)`}>
          <path d={`M${x} 96V26`} {...line('#8a9a5a', 2.6)} />
          {Array.from({ length: 7 }, (_, i) => (
            <path
              key={i}
              d={`M${x} ${20 + i * 5}c${i % 2 ? 8 : -8} -2 ${i % 2 ? 10 : -10} -8 ${i % 2 ? 12 : -12} -10`}
              {...line('#f4ead0', 3)}
            />
          ))}
        </g>
      ))}
      <path d="M20 96c10-20 20-30 40-40" {...line('#6a7a3a', 2.4)} />
    </>
  ),
  tsukimi_dango: () => (
    <>
      {/* white moon-viewing dango piled in a pyramid on a sanbo stand */}
      <path d="M16 74h68l-6 8H22z" fill="#d8b56a" {...O} />
      <path d="M26 82h48l-4 14H30z" fill="#c8a040" {...O} />
      <path d="M44 86h12v6H44z" fill="#7a5a22" />
      <Dots
        at={[
          [28, 64],
          [44, 64],
          [60, 64],
          [72, 64],
          [36, 48],
          [52, 48],
          [66, 48],
          [44, 32],
          [58, 32],
          [51, 17],
        ]}
        r={9}
        fill="#fbf6ea"
        {...O2}
      />
    </>
  ),
  toro: () => (
    <>
      {/* a stone garden lantern with its light box glowing */}
      <circle cx="50" cy="40" r="20" fill="#ffd27a" opacity="0.35" />
      <path d="M50 4l6 6h-12z" fill="#9a96a8" {...O2} />
      <path d="M18 28c10-4 22-16 32-18 10 2 22 14 32 18z" fill="#9a96a8" {...O} />
      <rect x="30" y="28" width="40" height="24" fill="#b0acbc" {...O} />
      <rect x="40" y="32" width="20" height="16" fill="#ffd27a" {...O2} />
      <path d="M26 52h48v6H26z" fill="#9a96a8" {...O} />
      <rect x="42" y="58" width="16" height="24" fill="#b0acbc" {...O} />
      <path d="M24 82h52l4 12H20z" fill="#9a96a8" {...O} />
      <path d="M34 40h-2M68 40h-2" {...line('#7a7688', 1.4)} />
    </>
  ),
  night_cloud: () => (
    <>
      {/* a dark cloud drifting over a crescent, lined with moonlight */}
      <path d="M62 12a26 26 0 1 0 26 34 20 20 0 1 1-26-34z" fill="#ffe27a" {...O} />
      <path
        d="M8 72c0-10 10-16 18-12 4-12 22-16 30-4 8-6 22-2 22 10 8 0 14 6 12 14H12c-4 0-4-6-4-8z"
        fill="#3a3f6a"
        {...O}
      />
      <path d="M14 66c4-6 10-8 14-6M34 54c6-6 16-6 22 2M60 62c6-4 16-2 18 6" {...line('#c3cde0', 2.4)} />
    </>
  ),
  kine: () => (
    <>
      {/* the rabbit's kine mallet raised over a wooden usu mortar of mochi */}
      <path d="M18 70h64l-6 24H24z" fill="#8a5a2a" {...O} />
      <ellipse cx="50" cy="70" rx="32" ry="8" fill="#5a3212" {...O} />
      <ellipse cx="50" cy="68" rx="20" ry="5" fill="#fbf6ea" />
      <path d="M30 80h40" {...line('#5a3212', 1.6)} />
      <path d="M56 60L80 12" {...line('#1b1230', 7)} />
      <path d="M56 60L80 12" {...line('#c89a5a', 4)} />
      <rect x="60" y="4" width="40" height="16" rx="6" fill="#a06a3a" {...O} transform="rotate(28 80 12)" />
    </>
  ),
  moon_palace: (p) => (
    <>
      {/* the palace of the moon: gold roofs riding a crescent among clouds */}
      <circle cx="50" cy="50" r="46" fill="#fff1b8" opacity="0.3" />
      <path d="M50 6a44 44 0 1 0 40 62A36 36 0 1 1 50 6z" fill="#ffe27a" {...O} />
      <rect x="36" y="40" width="28" height="18" fill="#c8303a" {...O2} />
      <path d="M28 42c8-2 14-8 16-12h12c2 4 8 10 16 12z" fill={p.gold} {...O2} />
      <rect x="42" y="22" width="16" height="10" fill="#c8303a" {...O2} />
      <path d="M36 24c4-2 8-6 8-8h12c0 2 4 6 8 8z" fill={p.gold} {...O2} />
      <path d="M44 46h4v12h-4zM52 46h4v12h-4z" fill="#1b1230" />
      <path d="M20 64c6-4 14-4 20 0s14 4 20 0 14-4 20 0" {...line('#ffffff', 3)} />
    </>
  ),
};

/** Its feature symbols (the hold-and-win coin, the pick-bonus symbol): drawn once the title has them. */
export const MOON_RABBIT_FEATURES: TitleArt = {
  moonstone: (p) => (
    <>
      {/* a moonstone: a milky blue cabochon with its silver sheen, set in a silver bezel */}
      <ellipse cx="50" cy="52" rx="38" ry="32" fill={p.silver} {...O} />
      <ellipse cx="50" cy="52" rx="30" ry="25" fill="#cfe3ff" {...O2} />
      <ellipse cx="50" cy="52" rx="30" ry="25" fill="#8fb8ff" opacity="0.45" />
      <path d="M30 46c6-12 20-18 34-14" {...line('#ffffff', 5)} />
      <path d="M60 60a12 12 0 1 1-6-22 9 9 0 1 0 6 22z" fill="#fff8d6" opacity="0.85" />
      <circle cx="36" cy="62" r="2" fill="#ffffff" />
      <circle cx="66" cy="42" r="1.6" fill="#ffffff" />
    </>
  ),
};
