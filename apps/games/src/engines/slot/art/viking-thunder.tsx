import { line, O, O2, type TitleArt } from './paint.ts';

/** Viking Thunder: storm grey, ice blue, iron and lightning gold. */
export const VIKING_THUNDER: TitleArt = {
  thunder_god: (p) => (
    <>
      {/* the thunder god: a winged helm, a red braided beard, lightning in the eyes */}
      <path
        d="M28 30C14 24 8 14 6 4c10 6 18 8 24 16M72 30c14-6 20-16 22-26-10 6-18 8-24 16"
        fill="#e8eef8"
        {...O}
      />
      <path d="M28 36c0-16 10-26 22-26s22 10 22 26z" fill={p.silver} {...O} />
      <path d="M50 10v26" {...line('#66738c', 2.4)} />
      <path d="M30 36h40c0 12-8 20-20 20s-20-8-20-20z" fill="#f0c8a0" {...O} />
      <path d="M38 42h8M54 42h8" {...line('#3df0ff', 3)} />
      <path
        d="M26 44c-2 26 10 48 24 50 14-2 26-24 24-50-4 8-10 12-24 12s-20-4-24-12z"
        fill="#d8602a"
        {...O}
      />
      <path d="M40 60v24M50 62v30M60 60v24" {...line('#a8401a', 2)} />
      <path d="M42 56c4 2 12 2 16 0" {...line('#1b1230', 2.4)} />
      <path d="M40 76h4M48 84h4M58 76h4" {...line(p.gold, 3)} />
    </>
  ),
  longship: (p) => (
    <>
      {/* a dragon-prowed longship: striped square sail, a row of round shields */}
      <path d="M50 8v62" {...line('#5a3212', 4)} />
      <path d="M28 14h44v40H28z" fill="#fbf6ea" {...O} />
      <path d="M36 14v40M50 14v40M64 14v40" {...line('#c8303a', 6)} />
      <path d="M6 62c8 2 80 2 88 0-4 16-20 24-44 24S10 78 6 62z" fill="#8a5a2a" {...O} />
      <path d="M6 62C2 50 4 40 12 36c4 2 4 6 0 8 4 6 2 12-6 18zM94 62c4-8 4-16 0-22" fill="#8a5a2a" {...O} />
      {[22, 36, 50, 64, 78].map((x, i) => (
        <circle key={x} cx={x} cy="66" r="6" fill={i % 2 ? '#1f5fa8' : p.gold} {...O2} />
      ))}
      <path d="M10 90c10-4 20-4 30 0s20 4 30 0 16-4 24 0" {...line('#4f9be8', 3)} />
    </>
  ),
  war_hammer: (p) => (
    <>
      {/* Mjölnir: the short-hafted hammer with a knotwork head, crackling with lightning */}
      <path d="M14 14h72v30H14z" fill={p.silver} {...O} />
      <path d="M14 14l6-6h60l6 6" fill="#e8eef8" {...O2} />
      <path d="M40 22c6 8 14 8 20 0M40 36c6-8 14-8 20 0M38 29h24" {...line('#4a5670', 2)} />
      <path d="M44 44h12v38H44z" fill="#6a4222" {...O} />
      <path d="M44 52l12 6M44 62l12 6M44 72l12 6" {...line('#3a2210', 2)} />
      <path d="M46 84h8l-4 10z" fill={p.gold} {...O2} />
      <path d="M8 54l8 8-4 2 8 10M92 54l-8 8 4 2-8 10" {...line('#7ad8ff', 2.6)} />
    </>
  ),
  horned_helm: (p) => (
    <>
      {/* an iron spangenhelm with a nasal guard and tall white bull horns */}
      <path
        d="M26 50C14 42 8 26 10 8c6 14 14 22 24 28M74 50c12-8 18-24 16-42-6 14-14 22-24 28"
        fill="#f4ead0"
        {...O}
      />
      <path d="M14 20l6 4M86 20l-6 4M12 30l8 4M88 30l-8 4" {...line('#c8b890', 2)} />
      <path d="M22 62c0-24 12-38 28-38s28 14 28 38z" fill={p.silver} {...O} />
      <path d="M50 24v38M24 48h52" {...line('#4a5670', 3)} />
      <path d="M20 62h60v8H20z" fill="#8a96ac" {...O} />
      <path d="M46 62h8v28l-4 4-4-4z" fill="#8a96ac" {...O} />
      {[28, 38, 62, 72].map((x) => (
        <circle key={x} cx={x} cy="66" r="1.6" fill="#2a3040" />
      ))}
    </>
  ),
  round_shield: (p) => (
    <>
      {/* a round linden shield: painted quarters, iron rim, a domed boss */}
      <circle cx="50" cy="50" r="44" fill="#8a96ac" {...O} />
      <circle cx="50" cy="50" r="38" fill="#c8303a" {...O2} />
      <path d="M50 12a38 38 0 0 1 38 38H50zM50 88a38 38 0 0 1-38-38h38z" fill="#fbf6ea" />
      {[20, 30, 40, 60, 70, 80].map((x) => (
        <path key={x} d={`M${x} 14v72`} {...line('#1b1230', 0.8)} opacity="0.3" />
      ))}
      <circle cx="50" cy="50" r="12" fill={p.silver} {...O} />
      <circle cx="46" cy="46" r="3" fill="#ffffff" />
    </>
  ),
  drinking_horn: (p) => (
    <>
      {/* an ox-horn cup curving down to a silver-capped tip, mead foaming at the brim */}
      <path
        d="M16 26C30 16 54 14 64 22c6 22 16 44 28 66-8 0-14-4-18-8C58 60 40 42 16 26z"
        fill="#f4ead0"
        {...O}
      />
      <path d="M30 30c14 10 28 26 40 46" {...line('#c8b890', 2.4)} />
      <path d="M26 36c12-6 30-8 42-4M52 62c6-4 14-6 20-4" stroke={p.silver} strokeWidth="5" fill="none" />
      <ellipse cx="40" cy="22" rx="25" ry="8" transform="rotate(-6 40 22)" fill="#ffd27a" {...O} />
      <path d="M24 20c6-4 16-6 24-4M46 24c6 0 12-2 16-4" {...line('#fff8e0', 3)} />
      <circle cx="88" cy="86" r="5" fill={p.silver} {...O2} />
    </>
  ),
  rune_stone: () => (
    <>
      {/* a standing rune stone, its carved serpent band and runes painted red */}
      <path d="M30 94c-4-30-4-56 4-76 6-14 28-14 34 0 8 20 8 46 4 76z" fill="#8a8a96" {...O} />
      <path d="M34 88c-2-24-2-48 6-64 4-8 16-8 20 0 8 16 8 40 6 64" {...line('#c8303a', 3)} />
      <path
        d="M44 34v14M44 36l6 4M56 34v14l-6-6M44 58v14M44 60l6 6-6 6M56 58v14M56 64l-4-4"
        {...line('#c8303a', 2.6)}
      />
      <path d="M36 24c4-6 10-8 14-8" {...line('#b8b8c4', 2.6)} />
      <path d="M20 94h60" {...line('#3a6a2a', 4)} />
    </>
  ),
  bolt: (p) => (
    <>
      {/* a forked bolt striking out of a storm cloud */}
      <path d="M12 34c-8 0-8-14 2-14 2-12 18-14 24-6 6-10 24-8 26 4 12-2 18 14 8 16z" fill="#4a5670" {...O} />
      <path d="M48 34L30 66h16l-8 30 30-40H52l12-22z" fill={p.gold} {...O} />
      <path d="M64 34l10 14-4 2 8 12" {...line('#7ad8ff', 2.4)} />
    </>
  ),
  valhalla: (p) => (
    <>
      {/* the hall of the slain: a gold-roofed longhouse with crossed dragon gables, shields on the walls */}
      <circle cx="50" cy="40" r="30" fill={p.glow} opacity="0.4" />
      <path d="M4 56L50 18l46 38z" fill={p.gold} {...O} />
      <path d="M40 26L30 8c6 0 8 4 8 4M60 26L70 8c-6 0-8 4-8 4" {...line('#1b1230', 4)} />
      <path d="M14 56h72v32H14z" fill="#6a4222" {...O} />
      <path d="M42 64h16v24H42z" fill="#ffd27a" {...O2} />
      {[22, 34, 66, 78].map((x, i) => (
        <circle key={x} cx={x} cy="66" r="5" fill={i % 2 ? '#c8303a' : '#fbf6ea'} {...O2} />
      ))}
      <path d="M18 48h64M26 40h48M34 32h32" {...line('#a8700c', 1.6)} />
    </>
  ),
};
