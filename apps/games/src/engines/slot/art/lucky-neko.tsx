import { line, O, O2, type TitleArt } from './paint.ts';

/** Lucky Neko: white porcelain cats, red and gold charms. */
export const LUCKY_NEKO: TitleArt = {
  maneki_neko: (p) => (
    <>
      {/* the beckoning cat: raised left paw, red bib and bell, a koban held to the chest */}
      <path d="M72 40l6-26c6 0 10 6 10 14l-4 16z" fill="#fbf6ea" {...O} />
      <path d="M74 20c2-2 6-2 8 0" {...line('#ffb3c0', 2.4)} />
      <path d="M26 56c0-6 10-10 24-10s24 4 24 10v30c0 6-10 8-24 8s-24-2-24-8z" fill="#fbf6ea" {...O} />
      <path d="M22 20l6 14M78 20l-6 14" {...line('#1b1230', 2)} />
      <path d="M24 36l2-20 14 10h20l14-10 2 20c2 14-10 22-26 22S22 50 24 36z" fill="#fbf6ea" {...O} />
      <path d="M28 20l6 8M72 20l-6 8" {...line('#ffb3c0', 3)} />
      <path d="M36 36c2-3 6-3 8 0M56 36c2-3 6-3 8 0" {...line('#1b1230', 2.4)} />
      <path d="M48 42h4l-2 2z" fill="#ff6f91" />
      <path d="M26 28h-8M26 32h-8M74 28h8M74 32h8" {...line('#1b1230', 1.2)} />
      <path d="M28 54c8 6 36 6 44 0" {...line('#d8202a', 5)} />
      <circle cx="50" cy="60" r="5" fill={p.gold} {...O2} />
      <ellipse cx="50" cy="78" rx="12" ry="8" fill={p.gold} {...O2} />
      <path d="M44 78h12" {...line('#a8700c', 1.6)} />
      <circle cx="36" cy="44" r="3" fill="#ff9ec0" opacity="0.7" />
      <circle cx="64" cy="44" r="3" fill="#ff9ec0" opacity="0.7" />
    </>
  ),
  koban: (p) => (
    <>
      {/* an oval Edo gold koban, hammered lines and stamped marks */}
      <ellipse cx="50" cy="50" rx="30" ry="44" fill={p.gold} {...O} />
      <ellipse cx="50" cy="50" rx="24" ry="37" fill="none" stroke="#a8700c" strokeWidth="1.6" />
      {[20, 26, 32, 38, 62, 68, 74, 80].map((y) => (
        <path
          key={y}
          d={`M${34 + Math.abs(50 - y) / 4} ${y}h${32 - Math.abs(50 - y) / 2}`}
          {...line('#c8901c', 1.2)}
        />
      ))}
      <rect x="40" y="40" width="20" height="20" rx="3" fill="#f8d878" {...O2} />
      <path d="M45 46h10M50 44v12M45 54h10" {...line('#7a4a08', 2)} />
      <path d="M34 18c-4 8-6 16-6 24" {...line('#fff8d8', 2.6)} />
    </>
  ),
  suzu: (p) => (
    <>
      {/* a round shrine bell on a red cord with a tassel */}
      <path d="M50 22c-14-4-14-18 0-18s14 14 0 18" {...line('#d8202a', 4)} />
      <circle cx="50" cy="54" r="32" fill={p.gold} {...O} />
      <path d="M20 50h60" {...line('#a8700c', 2.4)} />
      <path d="M50 62v22" {...line('#1b1230', 3)} />
      <circle cx="50" cy="64" r="5" fill="#1b1230" />
      <path d="M32 36c4-6 10-10 16-10" {...line('#fff8d8', 3)} />
    </>
  ),
  fish: () => (
    <>
      {/* a red sea bream (tai), a lucky catch */}
      <path d="M8 52c14-26 52-32 70-10l14-14-2 24 2 24-14-14c-18 22-56 16-70-10z" fill="#e8503a" {...O} />
      <path d="M26 32c10-8 26-10 40-6l-6 6" fill="#c83020" {...O2} />
      <path d="M8 52c16 8 40 10 60 2" {...line('#ffd0b8', 2)} />
      <circle cx="22" cy="46" r="4.5" fill="#ffffff" {...O2} />
      <circle cx="22" cy="46" r="2" fill="#1b1230" />
      <path d="M34 36c4 10 4 22 0 32" {...line('#a81a10', 2)} />
      {(
        [
          [46, 44],
          [56, 42],
          [46, 56],
          [56, 54],
          [66, 48],
        ] as const
      ).map(([x, y]) => (
        <path key={`${x}${y}`} d={`M${x} ${y}c3 2 3 4 0 6`} {...line('#ffb0a0', 1.6)} />
      ))}
      <circle cx="58" cy="36" r="2" fill="#5ac8e8" />
    </>
  ),
  yarn: () => (
    <>
      <path d="M70 74c8 8 14 10 22 8" {...line('#1b1230', 4.5)} />
      <path d="M70 74c8 8 14 10 22 8" {...line('#ff7fa8', 2.5)} />
      <circle cx="46" cy="48" r="34" fill="#ff7fa8" {...O} />
      <path
        d="M20 34c16 4 34 18 40 42M16 52c16-2 36 8 44 30M30 20c12 10 20 30 18 60M58 16c-6 16-8 40 2 62M74 30c-14 6-30 22-36 48"
        {...line('#c83a6a', 2)}
      />
      <path d="M28 26c6-6 14-8 20-8" {...line('#ffd0e0', 3)} />
    </>
  ),
  rice_bale: (p) => (
    <>
      {/* a straw tawara rice bale tied with rope, a gold coin tucked in */}
      <path d="M18 28c10-6 54-6 64 0 8 6 8 38 0 44-10 6-54 6-64 0-8-6-8-38 0-44z" fill="#e0c070" {...O} />
      <ellipse cx="16" cy="50" rx="8" ry="22" fill="#c8a040" {...O} />
      <ellipse cx="84" cy="50" rx="8" ry="22" fill="#c8a040" {...O} />
      <path d="M32 24c-4 16-4 36 0 52M50 22v56M68 24c4 16 4 36 0 52" {...line('#7a3b22', 4)} />
      {[36, 44, 56, 64].map((y) => (
        <path key={y} d={`M24 ${y}h52`} {...line('#b8903a', 1)} />
      ))}
      <ellipse cx="60" cy="84" rx="10" ry="7" fill={p.gold} {...O2} />
    </>
  ),
  chochin: () => (
    <>
      {/* a white festival lantern with red bands and a lucky-cat paw mark */}
      <rect x="34" y="8" width="32" height="8" rx="2" fill="#1b1230" />
      <path
        d="M34 16h32c10 8 14 20 14 34s-4 26-14 34H34C24 76 20 64 20 50s4-26 14-34z"
        fill="#fbf6ea"
        {...O}
      />
      <path d="M24 28h52M24 72h52" {...line('#d8202a', 6)} />
      {[40, 50, 60].map((y) => (
        <path key={y} d={`M21 ${y}h58`} {...line('#d8c8b0', 1)} />
      ))}
      <ellipse cx="50" cy="54" rx="7" ry="6" fill="#d8202a" />
      {[-8, -3, 3, 8].map((dx, i) => (
        <circle key={dx} cx={50 + dx} cy={i === 0 || i === 3 ? 46 : 43} r="2.6" fill="#d8202a" />
      ))}
      <rect x="34" y="84" width="32" height="8" rx="2" fill="#1b1230" />
    </>
  ),
  paw: () => (
    <>
      <ellipse cx="50" cy="62" rx="22" ry="18" fill="#ff9ec0" {...O} />
      {(
        [
          [24, 36],
          [40, 22],
          [60, 22],
          [76, 36],
        ] as const
      ).map(([x, y]) => (
        <ellipse key={x} cx={x} cy={y} rx="9" ry="11" fill="#ff9ec0" {...O} />
      ))}
      <path d="M38 56c4-6 10-8 16-6" {...line('#ffd6e6', 3)} />
    </>
  ),
  omamori: (p) => (
    <>
      {/* drawn smaller and lower: the cord's loop reached the top edge, under the symbol frame */}
      <g transform="translate(50 54) scale(0.84) translate(-50 -50)">
        {/* a silk omamori charm pouch with its knotted cord */}
        <path d="M40 14c-4-10 6-14 10-4 4-10 14-6 10 4" {...line('#ffffff', 3)} />
        <path d="M26 26l10-10h28l10 10v62H26z" fill="#d8202a" {...O} />
        <path d="M26 32h48" {...line('#f2c14e', 2)} />
        <path d="M36 18h28" {...line('#1b1230', 2)} />
        <rect x="36" y="40" width="28" height="40" rx="2" fill="#fbf6ea" {...O2} />
        <circle cx="50" cy="52" r="6" fill={p.gold} {...O2} />
        <path d="M42 66h16M44 72h12" {...line('#d8202a', 2.4)} />
        {Array.from({ length: 4 }, (_, i) => (
          <path key={i} d={`M${30 + i * 13} 90l4 4`} {...line('#f2c14e', 1.6)} />
        ))}
      </g>
    </>
  ),
};

/** Its feature symbols (the hold-and-win coin, the pick-bonus symbol): drawn once the title has them. */
export const LUCKY_NEKO_FEATURES: TitleArt = {
  lucky_bag: (p) => (
    <>
      {/* a fukubukuro: a red lucky bag gathered with a gold cord, a plum-blossom crest on its front */}
      <path d="M24 40c-10 16-10 40 4 48h44c14-8 14-32 4-48z" fill="#d8202a" {...O} />
      <path d="M34 40c-6-10-4-22 6-26l10 10 10-10c10 4 12 16 6 26z" fill="#e8403a" {...O} />
      <path d="M26 40c16 6 32 6 48 0" {...line('#1b1230', 7)} />
      <path d="M26 40c16 6 32 6 48 0" stroke={p.gold} strokeWidth="4" fill="none" strokeLinecap="round" />
      <path d="M50 44c-6 10-12 12-16 10M50 44c6 10 12 12 16 10" {...line('#f2c14e', 3)} />
      <circle cx="50" cy="68" r="12" fill={p.gold} {...O2} />
      {[0, 72, 144, 216, 288].map((a) => (
        <circle
          key={a}
          cx={50 + 6 * Math.sin((a * Math.PI) / 180)}
          cy={68 - 6 * Math.cos((a * Math.PI) / 180)}
          r="4"
          fill="#fff4f0"
          {...O2}
        />
      ))}
      <circle cx="50" cy="68" r="2.4" fill="#d8202a" />
    </>
  ),
};
