import { line, O, O2, type TitleArt } from './paint.ts';

/** Sword of Fortune: a knightly romance — royal blue, crimson, steel and gold. */
export const SWORD_OF_FORTUNE: TitleArt = {
  knight: (p) => (
    <>
      {/* a knight's great helm: eye slit, breaths, a crimson plume */}
      <path d="M56 14c10-12 30-12 36 0-10-2-18 2-22 10-2-4-8-8-14-10z" fill="#c8203a" {...O} />
      <path d="M22 36c0-18 12-28 28-28s28 10 28 28v44c0 8-12 14-28 14S22 88 22 80z" fill={p.silver} {...O} />
      <path d="M50 8v86" {...line('#66738c', 2.4)} />
      <path d="M24 42h52v8H24z" fill="#1b1230" />
      <path d="M28 46h16M56 46h16" {...line('#3a4258', 2)} />
      {[60, 68, 76].map((y) => (
        <path key={y} d={`M56 ${y}h4M64 ${y}h4`} {...line('#1b1230', 2.6)} />
      ))}
      <path d="M22 80c10 4 46 4 56 0" stroke={p.gold} strokeWidth="3" fill="none" />
      <path d="M30 20c4-6 10-8 14-8" {...line('#ffffff', 2.6)} />
    </>
  ),
  holy_sword: (p) => (
    <>
      {/* an upright longsword radiating light, a sapphire in the pommel */}
      <circle cx="50" cy="36" r="30" fill={p.glow} opacity="0.55" />
      <path d="M44 62V12l6-8 6 8v50z" fill={p.silver} {...O} />
      <path d="M50 8v52" {...line('#8a96ac', 1.6)} />
      <path d="M22 62h56l-4 8H26z" fill={p.gold} {...O} />
      <path d="M45 70h10v18H45z" fill="#3a2a6a" {...O} />
      <path d="M45 76l10 4M45 82l10 4" {...line('#f2c14e', 1.6)} />
      <circle cx="50" cy="92" r="6" fill="#2a6ae8" {...O2} />
      <circle cx="50" cy="66" r="3" fill="#c8203a" />
    </>
  ),
  shield: (p) => (
    <>
      {/* a heater shield quartered crimson and blue, a gold lion-less cross and rim */}
      <path d="M14 12h72v30c0 26-16 44-36 52-20-8-36-26-36-52z" fill="#c8203a" {...O} />
      <path d="M50 12h36v30c0 4 0 8-1 12H50zM50 54v40c-10-4-20-12-26-22-4-6-8-12-9-18z" fill="#1f4fa8" />
      <path d="M50 14v78M16 54h68" stroke={p.gold} strokeWidth="6" />
      <path d="M14 12h72v30c0 26-16 44-36 52-20-8-36-26-36-52z" fill="none" stroke={p.gold} strokeWidth="3" />
      <path d="M14 12h72v30c0 26-16 44-36 52-20-8-36-26-36-52z" fill="none" {...O} />
    </>
  ),
  crown: (p) => (
    <>
      {/* a medieval crown: fleur-de-lis points on a jewelled band, crimson cap */}
      <path d="M22 56c0-20 12-34 28-34s28 14 28 34z" fill="#a8182a" {...O} />
      <path d="M14 60l6-26 12 14 8-24 10 18 10-18 8 24 12-14 6 26z" fill={p.gold} {...O} />
      <rect x="12" y="60" width="76" height="20" rx="3" fill={p.gold} {...O} />
      <circle cx="30" cy="70" r="4.6" fill="#2a6ae8" {...O2} />
      <path d="M50 63l6 7-6 7-6-7z" fill="#c8203a" {...O2} />
      <circle cx="70" cy="70" r="4.6" fill="#1fae5a" {...O2} />
      {[20, 32, 40, 50, 60, 68, 80].map((x, i) => (
        <circle key={x} cx={x} cy={[34, 48, 24, 42, 24, 48, 34][i]} r="2.6" fill="#fbf6ea" />
      ))}
      <circle cx="50" cy="18" r="4" fill={p.gold} {...O2} />
    </>
  ),
  goblet: (p) => (
    <>
      {/* the grail: a gold chalice set with gems */}
      <path d="M22 12h56c0 26-12 40-28 40S22 38 22 12z" fill={p.gold} {...O} />
      <ellipse cx="50" cy="12" rx="28" ry="5" fill="#8a1a2a" {...O2} />
      <circle cx="38" cy="28" r="4" fill="#c8203a" {...O2} />
      <circle cx="62" cy="28" r="4" fill="#2a6ae8" {...O2} />
      <path d="M46 40l4 6 4-6-4-4z" fill="#1fae5a" {...O2} />
      <path d="M46 52h8v22h-8z" fill={p.gold} {...O} />
      <circle cx="50" cy="62" r="5" fill={p.gold} {...O2} />
      <path d="M28 90c0-10 10-16 22-16s22 6 22 16z" fill={p.gold} {...O} />
      <path d="M28 18c2 8 6 14 10 18" {...line('#fffbe0', 3)} />
    </>
  ),
  scroll: () => (
    <>
      {/* a rolled parchment charter tied with a ribbon and a red wax seal */}
      <path d="M24 14h52v72H24z" fill="#f0dfb0" {...O} />
      <ellipse cx="50" cy="14" rx="30" ry="7" fill="#e0c88a" {...O} />
      <ellipse cx="50" cy="86" rx="30" ry="7" fill="#e0c88a" {...O} />
      <path d="M32 30h36M32 38h30M32 46h36M32 54h24" {...line('#8a6a3a', 1.8)} />
      <path d="M50 62l-8 28M50 62l8 28" {...line('#2a4aa8', 4)} />
      <circle cx="50" cy="66" r="10" fill="#b3202a" {...O} />
      <path d="M46 62l8 8M54 62l-8 8" {...line('#e8606a', 2)} />
    </>
  ),
  ring: (p) => (
    <>
      {/* a gold signet ring crowned with a faceted ruby */}
      <ellipse cx="50" cy="62" rx="32" ry="30" fill="none" stroke="#1b1230" strokeWidth="15" />
      <ellipse cx="50" cy="62" rx="32" ry="30" fill="none" stroke={p.gold} strokeWidth="10" />
      <path d="M26 44c6-8 14-12 24-12" {...line('#fffbe0', 2.4)} />
      <path d="M36 30l6-14h16l6 14-14 10z" fill="#c8203a" {...O} />
      <path d="M42 16l8 24 8-24M36 30h28" {...line('#7a0a1a', 1.4)} />
      <path d="M44 20l4 0" {...line('#ffd0d8', 2.4)} />
    </>
  ),
  legend_blade: (p) => (
    <>
      {/* the sword in the stone */}
      <path d="M44 60V14l6-10 6 10v46z" fill={p.silver} {...O} />
      <path d="M50 8v50" {...line('#8a96ac', 1.6)} />
      <path d="M28 20h44l-4 7H32z" fill={p.gold} {...O} />
      <path d="M45 6h10" {...line('#1b1230', 1)} />
      <path d="M8 96c0-20 10-38 24-40 6-8 30-8 36 0 14 2 24 20 24 40z" fill="#8a8a96" {...O} />
      <path d="M20 80c6-6 14-8 20-6M60 74c8-2 14 2 18 8" {...line('#5a5a66', 2)} />
      <path d="M44 56h12" {...line('#1b1230', 3)} />
    </>
  ),
  fortune_orb: (p) => (
    <>
      {/* a crystal orb swirling with fortune, on a gold claw stand */}
      <circle cx="50" cy="42" r="34" fill="#5a3ab8" {...O} />
      <path d="M26 44c8-14 24-10 26 0s20 12 24-4" {...line('#c8b0ff', 3)} />
      <path d="M30 56c10 6 26 6 36-6" {...line('#8ad0ff', 2)} />
      <circle cx="50" cy="42" r="34" fill={p.glow} opacity="0.35" />
      <path d="M30 26c4-6 10-10 18-10" {...line('#ffffff', 3.4)} />
      <path d="M26 70c6 6 14 8 24 8s18-2 24-8l6 20H20z" fill={p.gold} {...O} />
    </>
  ),
};
