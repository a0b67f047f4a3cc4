import { Dots } from '../../shared/svg-repeat.tsx';
import { line, O, O2, type TitleArt } from './paint.ts';

/** Million Tree: an enchanted forest — moss green, bark brown, coin gold. */
export const MILLION_TREE: TitleArt = {
  money_tree: (p) => (
    <>
      {/* a tree whose leaves are gold coins */}
      <path d="M44 96c4-16 2-30-6-40M56 96c-2-18 2-32 12-40M50 70V44" {...line('#6a4222', 7)} />
      <path d="M12 44c0-20 16-34 38-34s38 14 38 34c0 14-12 20-38 20S12 58 12 44z" fill="#3a9a4a" {...O} />
      {(
        [
          [28, 30],
          [46, 22],
          [66, 28],
          [20, 46],
          [40, 42],
          [60, 44],
          [78, 46],
          [50, 56],
          [32, 56],
          [70, 58],
        ] as const
      ).map(([x, y]) => (
        <g key={`${x}${y}`}>
          <circle cx={x} cy={y} r="6.4" fill={p.gold} {...O2} />
          <path d={`M${x} ${y - 3}v6`} {...line('#a8700c', 1.4)} />
        </g>
      ))}
      <path d="M30 96h40" {...line('#3a6a2a', 4)} />
    </>
  ),
  owl: () => (
    <>
      {/* a brown forest owl with ear tufts on a branch */}
      <path d="M8 88h84" {...line('#6a4222', 6)} />
      <path d="M22 20l10 10M78 20L68 30" {...line('#6a4222', 6)} />
      <path
        d="M50 16c20 0 32 16 32 36 0 22-12 36-32 36S18 74 18 52c0-20 12-36 32-36z"
        fill="#9a6a3a"
        {...O}
      />
      <path d="M34 60c4 14 28 14 32 0-4 20-28 20-32 0z" fill="#e8d0a8" />
      <circle cx="38" cy="40" r="11" fill="#f4e8d0" {...O2} />
      <circle cx="62" cy="40" r="11" fill="#f4e8d0" {...O2} />
      <circle cx="38" cy="40" r="6" fill="#ff9a1a" />
      <circle cx="62" cy="40" r="6" fill="#ff9a1a" />
      <circle cx="38" cy="40" r="3" fill="#1b1230" />
      <circle cx="62" cy="40" r="3" fill="#1b1230" />
      <path d="M46 50l4 8 4-8z" fill="#f2c14e" {...O2} />
      <path d="M40 70l4 4 4-4M52 70l4 4 4-4" {...line('#9a6a3a', 1.6)} />
    </>
  ),
  golden_apple: (p) => (
    <>
      <path d="M50 26c-4-10-2-18 4-22" {...line('#6a4222', 4)} />
      <path d="M54 18c10-10 22-8 28-2-10 8-20 8-28 2z" fill="#3a9a4a" {...O2} />
      <path
        d="M50 28c-10-6-34-6-38 18-4 24 12 48 26 48 6 0 8-2 12-2s6 2 12 2c14 0 30-24 26-48-4-24-28-24-38-18z"
        fill={p.gold}
        {...O}
      />
      <path d="M24 40c2-8 8-12 14-12" {...line('#fffbe0', 4)} />
      {(
        [
          [70, 30],
          [80, 52],
          [20, 70],
        ] as const
      ).map(([x, y]) => (
        <path key={`${x}${y}`} d={`M${x} ${y - 5}v10M${x - 5} ${y}h10`} {...line('#ffffff', 2)} />
      ))}
    </>
  ),
  acorn: () => (
    <>
      <path d="M52 12c0-6 4-8 8-8" {...line('#6a4222', 4)} />
      <path d="M26 46c0 28 12 46 24 46s24-18 24-46z" fill="#c8823a" {...O} />
      <path d="M34 52c0 14 4 26 10 32" {...line('#f0b870', 3)} />
      <path d="M18 44c0-20 14-32 32-32s32 12 32 32z" fill="#8a5a2a" {...O} />
      <path d="M26 30l44 12M22 40l36-24M78 40L42 16M32 20l30 22M40 44L70 22" {...line('#5a3212', 1.4)} />
    </>
  ),
  leaf: () => (
    <>
      {/* a broad oak leaf with its veins */}
      <path
        d="M50 94V80C30 78 18 66 20 56c-10-2-10-12-2-16-8-8-2-18 8-16-2-10 8-16 16-10 2-8 14-8 16 0 8-6 18 0 16 10 10-2 16 8 8 16 8 4 8 14-2 16 2 10-10 22-30 24"
        fill="#4aa83a"
        {...O}
      />
      <path
        d="M50 88V14M50 30l-16-6M50 30l16-6M50 46l-22-4M50 46l22-4M50 62l-20 0M50 62l20 0"
        {...line('#2a6a1a', 2)}
      />
      <path d="M36 24c-4 4-6 10-6 16" {...line('#a8e090', 2.4)} />
    </>
  ),
  mushroom: () => (
    <>
      <path d="M38 52c-2 16-4 28-6 40h36c-2-12-4-24-6-40z" fill="#fbf3e0" {...O} />
      <path d="M8 52C8 28 28 10 50 10s42 18 42 42c-10 4-24 6-42 6S18 56 8 52z" fill="#d8302a" {...O} />
      <Dots
        at={[
          [30, 30, 6],
          [52, 22, 5],
          [72, 34, 6],
          [44, 42, 4],
          [20, 46, 3.6],
          [82, 48, 3.4],
        ]}
        fill="#fbf3e0"
      />
      <path d="M24 92h52" {...line('#3a9a4a', 4)} />
    </>
  ),
  coin_pouch: (p) => (
    <>
      {/* a leather purse tied with a cord, coins spilling out */}
      <path
        d="M36 30c-20 10-26 30-22 46 4 14 18 18 36 18s32-4 36-18c4-16-2-36-22-46z"
        fill="#a8683a"
        {...O}
      />
      <path d="M36 30c-6-8-8-16-4-20 6 4 12 4 18 2 6 2 12 2 18-2 4 4 2 12-4 20z" fill="#a8683a" {...O} />
      <path d="M34 30c10 4 22 4 32 0" {...line('#f2c14e', 3)} />
      <circle cx="50" cy="62" r="12" fill={p.gold} {...O2} />
      <path d="M50 54v16M46 58h8M46 66h8" {...line('#a8700c', 2)} />
      <circle cx="84" cy="86" r="7" fill={p.gold} {...O2} />
      <circle cx="14" cy="88" r="6" fill={p.gold} {...O2} />
    </>
  ),
  roots: (p) => (
    <>
      {/* ancient roots knotted round a glowing heart of gold */}
      <circle cx="50" cy="50" r="22" fill={p.glow} />
      <path
        d="M50 4c-4 14 4 24-2 36M30 10c6 12 16 16 16 30M70 10c-6 12-16 16-16 30M46 60c-12 10-24 6-36 20M54 60c12 10 24 6 36 20M50 62c-2 12 4 22 0 34M40 56c-14 0-20 8-30 6M60 56c14 0 20 8 30 6"
        {...line('#1b1230', 8)}
      />
      <path
        d="M50 4c-4 14 4 24-2 36M30 10c6 12 16 16 16 30M70 10c-6 12-16 16-16 30M46 60c-12 10-24 6-36 20M54 60c12 10 24 6 36 20M50 62c-2 12 4 22 0 34M40 56c-14 0-20 8-30 6M60 56c14 0 20 8 30 6"
        {...line('#8a5a2a', 4.6)}
      />
      <circle cx="50" cy="50" r="11" fill={p.gold} {...O} />
      <path d="M46 46c2-2 4-3 6-3" {...line('#ffffff', 2)} />
    </>
  ),
  magic_seed: (p) => (
    <>
      {/* a shining seed splitting open, a sprout rising, sparkles round it */}
      <circle cx="50" cy="62" r="30" fill={p.glow} opacity="0.7" />
      <path
        d="M50 50c0-16 4-26 10-32M50 36c-10-2-18-10-18-18 10 0 18 8 18 18zM56 26c4-10 14-14 22-12-2 8-12 14-22 12z"
        fill="#5ad84a"
        {...O}
      />
      <path d="M50 50c18 0 26 12 26 24S64 94 50 94 24 86 24 74s8-24 26-24z" fill={p.gold} {...O} />
      <path d="M50 52c-4 10-4 30 0 40" {...line('#a8700c', 2)} />
      <path d="M34 64c2-4 6-6 10-6" {...line('#ffffff', 3)} />
      {(
        [
          [18, 30],
          [84, 44],
          [24, 88],
          [82, 84],
        ] as const
      ).map(([x, y]) => (
        <path key={`${x}${y}`} d={`M${x} ${y - 6}l2 4 4 2-4 2-2 4-2-4-4-2 4-2z`} fill="#fffbe0" />
      ))}
    </>
  ),
};

/** Its feature symbols (the hold-and-win coin, the pick-bonus symbol): drawn once the title has them. */
export const MILLION_TREE_FEATURES: TitleArt = {
  fortune_coin: (p) => (
    <>
      {/* an old square-holed coin with a sprig of the money tree growing through it */}
      <circle cx="50" cy="54" r="36" fill={p.gold} {...O} />
      <circle cx="50" cy="54" r="28" fill="none" stroke="#a8700c" strokeWidth="1.8" />
      <rect x="42" y="46" width="16" height="16" fill="#2a3a1a" {...O2} />
      <path d="M50 60c0-20 4-34 10-46" {...line('#5a3a1a', 3.5)} />
      <path d="M58 22c8-8 20-6 24 0-8 6-18 6-24 0z" fill="#5fbf4a" {...O2} />
      <path d="M54 34c-8-8-20-6-22 0 6 6 16 6 22 0z" fill="#7ed957" {...O2} />
      <path d="M24 44c2-8 8-14 14-16" {...line('#fff4c2', 3)} />
    </>
  ),
  tree_spirit: () => (
    <>
      {/* a kodama: the pale little tree spirit, hollow eyes and mouth, a leaf on its head */}
      <path d="M30 88c-2-16 2-30 6-38h28c4 8 8 22 6 38z" fill="#e9f2dc" {...O} />
      <ellipse cx="50" cy="38" rx="26" ry="24" fill="#f3f8ea" {...O} />
      <ellipse cx="40" cy="36" rx="4" ry="5" fill="#1b1230" />
      <ellipse cx="60" cy="36" rx="4" ry="5" fill="#1b1230" />
      <ellipse cx="50" cy="48" rx="3" ry="4" fill="#1b1230" />
      <path d="M50 14c4-8 14-10 20-6-4 8-14 10-20 6z" fill="#5fbf4a" {...O2} />
      <path d="M38 62l-10 12M62 62l10 12" {...line('#1b1230', 2.5)} />
      <circle cx="20" cy="20" r="2" fill="#d7ff9a" />
      <circle cx="82" cy="28" r="2.5" fill="#d7ff9a" />
    </>
  ),
};
