import { Dots, Ring } from '../../shared/svg-repeat.tsx';
import { line, O, O2, type TitleArt } from './paint.ts';

/** Pirates Bounty: sea blue, weathered wood, brass and blood red. */
export const PIRATES_BOUNTY: TitleArt = {
  captain: (p) => (
    <>
      {/* a pirate captain: tricorn with a skull, an eye patch, a black curled beard */}
      <path d="M6 34c10-20 30-28 44-28s34 8 44 28c-14-6-28-6-44 0-16-6-30-6-44 0z" fill="#23202e" {...O} />
      <path d="M10 32c12-4 26-4 40 2 14-6 28-6 40-2" stroke={p.gold} strokeWidth="2.4" fill="none" />
      <circle cx="50" cy="20" r="5" fill="#fbf6ea" />
      <path d="M47 24h6" {...line('#1b1230', 1.6)} />
      <path d="M30 36h40c2 20-6 34-20 34S28 56 30 36z" fill="#e8b890" {...O} />
      <path d="M30 42l40-6" {...line('#1b1230', 2)} />
      <circle cx="40" cy="46" r="5" fill="#1b1230" />
      <circle cx="60" cy="46" r="2.6" fill="#1b1230" />
      <path d="M26 56c0 20 12 36 24 36s24-16 24-36c-6 8-14 10-24 10s-18-2-24-10z" fill="#23202e" {...O} />
      <path d="M42 62c4-4 12-4 16 0" {...line('#c8303a', 2.4)} />
      <circle cx="70" cy="56" r="3" fill={p.gold} />
    </>
  ),
  galleon: () => (
    <>
      {/* a three-masted galleon under full sail, a black flag at the main */}
      <path d="M30 10v56M52 4v62M72 14v52" {...line('#5a3212', 3)} />
      <path
        d="M20 18c6 4 14 4 20 0v16c-6 4-14 4-20 0zM40 12c8 4 16 4 24 0v22c-8 4-16 4-24 0zM62 22c6 4 14 4 20 0v14c-6 4-14 4-20 0z"
        fill="#f4ead0"
        {...O2}
      />
      <path
        d="M20 40c6 4 14 4 20 0v12c-6 4-14 4-20 0zM40 40c8 4 16 4 24 0v14c-8 4-16 4-24 0zM62 42c6 4 14 4 20 0v10c-6 4-14 4-20 0z"
        fill="#f4ead0"
        {...O2}
      />
      <path d="M52 4h12v7H52z" fill="#1b1230" />
      <path d="M6 64h88l-10 20H18z" fill="#7a4a22" {...O} />
      <path d="M82 64l8-12" {...line('#5a3212', 3)} />
      <path d="M20 72h60" {...line('#f2c14e', 2)} />
      {[28, 40, 52, 64].map((x) => (
        <circle key={x} cx={x} cy="77" r="2.4" fill="#1b1230" />
      ))}
      <path d="M2 90c10-4 20-4 30 0s20 4 30 0 20-4 36 0" {...line('#4f9be8', 3.4)} />
    </>
  ),
  parrot: () => (
    <>
      {/* a green ship's parrot on a perch, a red bandana and an eye patch */}
      <path d="M12 86h76" {...line('#5a3212', 6)} />
      <path d="M62 84c10 0 12 10 10 12M54 84c-2 6 0 10 2 12" {...line('#ffd23f', 3)} />
      <path d="M58 92C74 96 78 86 72 70L46 76c2 8 6 14 12 16z" fill="#2a6ae8" {...O} />
      <path d="M40 30c-14 6-16 30-4 48 8 8 28 6 36-8 6-14-2-36-14-40z" fill="#3ac04a" {...O} />
      <path d="M46 52c6 6 14 8 20 6" {...line('#1f7a2a', 2.4)} />
      <path d="M34 30c0-14 10-22 22-22 10 0 16 8 14 18-2 6-8 8-12 8H38z" fill="#3ac04a" {...O} />
      <path d="M34 22c6-12 24-16 36-4l-4 4c-10-6-22-6-30 2z" fill="#d8202a" {...O2} />
      <path d="M70 20l10 10" {...line('#d8202a', 3)} />
      <path d="M58 26l4-6M52 26h10" {...line('#1b1230', 3)} />
      <path d="M68 24c10 0 14 8 10 16-4 2-6 0-8-4-2 2-4 0-4-2z" fill="#ffd23f" {...O2} />
    </>
  ),
  treasure_map: () => (
    <>
      {/* a torn treasure map: an island, a dotted trail and the X */}
      <path d="M10 14l22 6 22-8 24 8 12-4-4 74-22-8-22 8-22-8-12 4z" fill="#e8d4a0" {...O} />
      <path d="M32 20l-2 72M54 12l-2 72M78 20l-2 72" {...line('#c8b078', 1.2)} />
      <path d="M22 44c4-10 18-14 30-10s24 2 26 12-6 22-18 24-28 4-34-6-6-14-4-20z" fill="#8ac06a" {...O2} />
      <path
        d="M26 70c6-8 12-14 20-16s12-8 14-14"
        fill="none"
        stroke="#8a3a1a"
        strokeWidth="2.4"
        strokeDasharray="3 4"
        strokeLinecap="round"
      />
      <path d="M56 36l10 10M66 36L56 46" {...line('#d8202a', 4)} />
      <path d="M78 74l6-6M81 66v12M75 72h12" {...line('#3a2210', 1.6)} />
    </>
  ),
  compass: (p) => (
    <>
      {/* a brass compass: rose, north needle, a hinged lid ring */}
      <circle cx="50" cy="10" r="6" fill="none" stroke="#1b1230" strokeWidth="6" />
      <circle cx="50" cy="10" r="6" fill="none" stroke="#c8a040" strokeWidth="3" />
      <circle cx="50" cy="54" r="40" fill={p.gold} {...O} />
      <circle cx="50" cy="54" r="32" fill="#f4ead0" {...O2} />
      <Ring count={16} about={[50, 54]}>
        {(i) => <path d="M50 24v4" {...line('#7a5a22', i % 4 ? 1 : 2.4)} />}
      </Ring>
      <path d="M50 30l6 24-6 24-6-24z" fill="#3a3a4a" {...O2} />
      <path d="M50 30l6 24h-12z" fill="#d8202a" {...O2} />
      <path d="M26 54l24-5 24 5-24 5z" fill="#c8b890" opacity="0.8" />
      <circle cx="50" cy="54" r="3" fill={p.gold} {...O2} />
    </>
  ),
  rum: () => (
    <>
      {/* a squat dark bottle of rum, corked, with a skull label */}
      <path d="M42 6h16v8H42z" fill="#c8a070" {...O} />
      <path
        d="M42 14h16v14c14 6 22 16 22 30v28c0 6-4 8-8 8H28c-4 0-8-2-8-8V58c0-14 8-24 22-30z"
        fill="#6a2a12"
        {...O}
      />
      <path d="M28 50c0-8 4-14 10-18" {...line('#b8603a', 3)} />
      <path d="M26 56h48v26H26z" fill="#e8d4a0" {...O2} />
      <circle cx="50" cy="66" r="6" fill="#1b1230" />
      <path d="M46 66h2M52 66h2" {...line('#e8d4a0', 2)} />
      <path d="M40 76l20 0M42 72l16 8M58 72l-16 8" {...line('#1b1230', 2)} />
    </>
  ),
  cannon: () => (
    <>
      {/* a ship's cannon on its wooden carriage, a wisp of smoke at the muzzle */}
      <path d="M16 50L78 30l6 18-62 20z" fill="#3a3a4a" {...O} />
      <path d="M20 58l62-20" {...line('#8a8aa0', 2)} />
      <path d="M78 28l8-2 6 18-8 4z" fill="#2a2a36" {...O} />
      <circle cx="16" cy="60" r="9" fill="#3a3a4a" {...O} />
      <path d="M40 52l-6 0v-6" {...line('#c8a040', 3)} />
      <path d="M20 66h44l6 10H14z" fill="#8a5a2a" {...O} />
      <circle cx="26" cy="80" r="9" fill="#6a4222" {...O} />
      <circle cx="60" cy="80" r="9" fill="#6a4222" {...O} />
      <circle cx="26" cy="80" r="2.4" fill="#1b1230" />
      <circle cx="60" cy="80" r="2.4" fill="#1b1230" />
      <path d="M90 20c4-6 0-10 4-14" {...line('#c3cde0', 3)} />
    </>
  ),
  jolly_roger: () => (
    <>
      {/* the Jolly Roger: a black flag, skull and crossed bones, flying from its staff */}
      <path d="M10 6v90" {...line('#8a5a2a', 4)} />
      <path
        d="M12 10c20-6 40 6 80 0-6 20-6 40 0 60-40 6-60-6-80 0z"
        fill="#1b1230"
        stroke="#8a8aa0"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path d="M34 58l36-14M34 44l36 14" {...line('#fbf6ea', 5)} />
      <path d="M38 30c0-8 6-14 14-14s14 6 14 14c0 6-4 8-4 12H42c0-4-4-6-4-12z" fill="#fbf6ea" />
      <circle cx="46" cy="30" r="3.6" fill="#1b1230" />
      <circle cx="58" cy="30" r="3.6" fill="#1b1230" />
      <path d="M48 42v4M52 42v4M56 42v4" {...line('#1b1230', 1.4)} />
    </>
  ),
  bounty_chest: (p) => (
    <>
      {/* drawn smaller and lower: the open lid reached the top edge, under the symbol frame */}
      <g transform="translate(50 54) scale(0.84) translate(-50 -50)">
        {/* a sea-chest thrown open: pearls, gold coins and a jewelled goblet */}
        <path d="M14 30h72l-6-22H20z" fill="#7a4a22" {...O} />
        <path d="M14 30h72" {...line('#c8a040', 4)} />
        <path d="M28 44l6-18 8 18z" fill={p.gold} {...O2} />
        <Dots
          at={[
            [24, 46],
            [40, 42],
            [56, 40],
            [72, 46],
            [32, 50],
            [64, 50],
            [48, 48],
          ]}
          r={7}
          fill={p.gold}
          {...O2}
        />
        <path
          d="M58 30c4 4 12 4 16 0M60 30v6M72 30v6"
          fill="none"
          stroke="#fbf6ea"
          strokeWidth="3"
          strokeLinecap="round"
        />
        <path d="M12 50h76v40H12z" fill="#8a5a2a" {...O} />
        <path d="M12 62h76M26 50v40M74 50v40" {...line('#c8a040', 4)} />
        <path d="M44 66h12v12H44z" fill={p.gold} {...O2} />
        <circle cx="50" cy="71" r="2" fill="#1b1230" />
      </g>
    </>
  ),
};

/** Its feature symbols (the hold-and-win coin, the pick-bonus symbol): drawn once the title has them. */
export const PIRATES_BOUNTY_FEATURES: TitleArt = {
  x_marks: () => (
    <g transform="translate(0 -8)">
      {/* X marks the spot: a red cross painted on a mound of sand, a spade stuck beside it */}
      <path d="M6 80c10-20 30-28 44-28s34 8 44 28z" fill="#e8c27a" {...O} />
      <path d="M18 74c6-2 12-2 16 0M60 70c6-2 12 0 16 2" {...line('#c89a4a', 1.8)} />
      <path d="M30 58l40 20M70 58L30 78" {...line('#1b1230', 11)} />
      <path d="M30 58l40 20M70 58L30 78" {...line('#d8202a', 7)} />
      <path d="M78 12v40" {...line('#6a4a2a', 4)} />
      <path d="M70 50h16l-2 14c-2 4-10 4-12 0z" fill="#b8c2d0" {...O} />
      <path d="M72 8h12" {...line('#6a4a2a', 4)} />
      <path d="M20 30l4 4M24 22l-2 6M14 40h6" {...line('#fff2c8', 1.6)} />
    </g>
  ),
};
