import { Dots, Ring } from '../../shared/svg-repeat.tsx';
import { line, O, O2, type TitleArt } from './paint.ts';

/** Dreams of Gold: the classic fruit machine made precious — gold, ruby red, diamond white. */
export const DREAMS_OF_GOLD: TitleArt = {
  gold_bar: (p) => (
    <>
      {/* a pyramid of three stamped gold bars */}
      <path d="M8 88l6-18h30l6 18zM50 88l6-18h30l6 18z" fill={p.gold} {...O} />
      <path d="M29 66l6-18h30l6 18z" fill={p.gold} {...O} />
      <path d="M14 70h30l-3 6H17zM56 70h30l-3 6H59zM35 48h30l-3 6H38z" fill="#fff4c2" opacity="0.7" />
      <path d="M24 80h12M66 80h12M45 58h10" {...line('#a8700c', 2)} />
      {(
        [
          [20, 24],
          [80, 30],
          [50, 28],
        ] as const
      ).map(([x, y]) => (
        <path key={`${x}${y}`} d={`M${x} ${y - 7}l2 5 5 2-5 2-2 5-2-5-5-2 5-2z`} fill="#fffbe0" />
      ))}
    </>
  ),
  crown: (p) => (
    <>
      {/* a king's crown: pearl-tipped arches, a velvet cap, a jewelled band */}
      <path d="M18 62c0-28 14-44 32-44s32 16 32 44z" fill="#6a1a8a" {...O} />
      <path
        d="M18 62c4-22 14-34 22-38M82 62c-4-22-14-34-22-38M50 18v44"
        stroke={p.gold}
        strokeWidth="6"
        fill="none"
        strokeLinecap="round"
      />
      <circle cx="50" cy="12" r="6" fill={p.gold} {...O2} />
      <path d="M47 6h6M50 3v6" {...line('#a8700c', 1.6)} />
      <rect x="14" y="60" width="72" height="22" rx="4" fill={p.gold} {...O} />
      {[24, 37, 63, 76].map((x) => (
        <circle key={x} cx={x} cy="71" r="4" fill="#fbf6ea" {...O2} />
      ))}
      <path d="M50 62l7 9-7 9-7-9z" fill="#d8203a" {...O2} />
    </>
  ),
  diamond: () => (
    <>
      {/* a brilliant-cut diamond, white fire and blue shadow */}
      <path d="M24 22h52l20 22-46 50L4 44z" fill="#e8f4ff" {...O} />
      <path
        d="M4 44h92M24 22l12 22 14-22 14 22 12-22M36 44l14 50 14-50"
        fill="none"
        stroke="#7aa8d8"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
      <path d="M4 44l20-22 12 22zM64 44l12-22 20 22z" fill="#c8e0f8" />
      <path d="M36 44h28L50 94z" fill="#a8d0f8" opacity="0.6" />
      <path d="M30 28h12" {...line('#ffffff', 3)} />
      <path d="M84 10l2 5 5 2-5 2-2 5-2-5-5-2 5-2z" fill="#ffffff" />
    </>
  ),
  seven: (p) => (
    <>
      {/* the lucky seven: a red 7 in a gold outline */}
      <path
        d="M14 10h72v16C66 44 54 64 50 92H28c4-24 16-44 32-62H14z"
        fill="#1b1230"
        stroke="#1b1230"
        strokeWidth="10"
        strokeLinejoin="round"
      />
      <path
        d="M14 10h72v16C66 44 54 64 50 92H28c4-24 16-44 32-62H14z"
        fill="#e8203a"
        stroke={p.gold}
        strokeWidth="4"
        strokeLinejoin="round"
      />
      <path d="M20 16h50" {...line('#ff8a9a', 3)} />
    </>
  ),
  bar: (p) => (
    <>
      {/* the BAR plate of the fruit machine (a symbol, like a card rank) */}
      <rect x="6" y="28" width="88" height="44" rx="8" fill="#1b1230" stroke={p.gold} strokeWidth="4" />
      <rect x="12" y="34" width="76" height="32" rx="5" fill="#fbf6ea" />
      <text
        x="50"
        y="61"
        textAnchor="middle"
        fontSize="28"
        fontWeight="900"
        fontFamily="Georgia, serif"
        fill="#1b1230"
      >
        BAR
      </text>
    </>
  ),
  bell: (p) => (
    <>
      {/* a classic liberty bell in gold, clapper and bow */}
      <path d="M44 10c0-6 12-6 12 0v6H44z" fill={p.gold} {...O2} />
      <path
        d="M50 14c-18 0-24 16-24 32 0 14-6 22-14 30h76c-8-8-14-16-14-30 0-16-6-32-24-32z"
        fill={p.gold}
        {...O}
      />
      <path d="M12 76h76v6H12z" fill={p.gold} {...O} />
      <circle cx="50" cy="88" r="7" fill={p.gold} {...O} />
      <path d="M34 30c-2 8-2 20-2 28" {...line('#fffbe0', 4)} />
      <path d="M26 62h48" {...line('#a8700c', 2)} />
    </>
  ),
  cherry: () => (
    <>
      <path d="M34 62c4-20 14-38 28-50M66 66c0-20-2-38-4-54" {...line('#3a7a2a', 4)} />
      <path d="M62 12c10-8 24-6 30 2-10 6-22 6-30-2z" fill="#4aa83a" {...O2} />
      <circle cx="32" cy="70" r="20" fill="#d8102a" {...O} />
      <circle cx="68" cy="72" r="20" fill="#e8203a" {...O} />
      <path d="M22 62c2-4 6-6 10-6M58 64c2-4 6-6 10-6" {...line('#ffb8c0', 4)} />
    </>
  ),
  gold_wild: (p) => (
    <>
      {/* a gold medallion burst, a great diamond at its heart */}
      <Ring count={12} about={[50, 46]}>
        <path d="M50 6l6 20H44z" fill={p.gold} {...O2} />
      </Ring>
      <circle cx="50" cy="46" r="26" fill={p.gold} {...O} />
      <path d="M38 38h24l6 8-18 20-18-20z" fill="#e8f4ff" {...O2} />
      <path d="M32 46h36M44 38l6 8 6-8M44 46l6 20 6-20" fill="none" stroke="#7aa8d8" strokeWidth="1.2" />
    </>
  ),
  dream_star: (p) => (
    <>
      {/* a shooting star trailing stardust */}
      <path d="M8 92L44 56M18 96l30-30M4 80l34-30" {...line('#c8a0ff', 4)} opacity="0.7" />
      <path
        d="M62 6l9 20 22 3-16 15 4 22-19-11-19 11 4-22-16-15 22-3z"
        fill={p.gold}
        {...O}
        transform="translate(-4 6)"
      />
      <path d="M52 22l4-8" {...line('#fffbe0', 3)} />
      <Dots
        at={[
          [20, 30],
          [84, 80],
          [30, 60],
        ]}
        r={2.4}
        fill="#fffbe0"
      />
    </>
  ),
};

/** Its feature symbols (the hold-and-win coin, the pick-bonus symbol): drawn once the title has them. */
export const DREAMS_OF_GOLD_FEATURES: TitleArt = {
  gold_coin: (p) => (
    <>
      {/* a minted gold coin: beaded rim, a crown struck in the middle */}
      <circle cx="50" cy="50" r="42" fill="#a8700c" {...O} />
      <circle cx="50" cy="47" r="40" fill={p.gold} {...O} />
      {Array.from({ length: 24 }, (_, i) => (
        <circle
          key={i}
          cx={50 + 34 * Math.cos((i * Math.PI) / 12)}
          cy={47 + 34 * Math.sin((i * Math.PI) / 12)}
          r="1.8"
          fill="#fff4c2"
        />
      ))}
      <path d="M30 58l-4-22 13 10 11-16 11 16 13-10-4 22z" fill="#f8d878" {...O} />
      <path d="M30 58h40v6H30z" fill="#c8901c" {...O2} />
      <path d="M22 34c4-8 10-14 18-16" {...line('#fffbe6', 3)} />
    </>
  ),
};
