import { Dots } from '../../shared/svg-repeat.tsx';
import { line, O, O2, type TitleArt } from './paint.ts';

/** Battle Dwarf: forge fire, bronze, iron and braided beards. */
export const BATTLE_DWARF: TitleArt = {
  dwarf_king: (p) => (
    <>
      {/* a dwarf king: a gold crown on a broad brow, a great braided beard with gold rings */}
      <path d="M26 30l4-20 10 10 10-14 10 14 10-10 4 20z" fill={p.gold} {...O} />
      <circle cx="50" cy="16" r="3" fill="#c8303a" />
      <path d="M24 30h52v12H24z" fill="#e8b890" {...O} />
      <path d="M30 36h14M56 36h14" {...line('#5a3212', 4)} />
      <circle cx="38" cy="42" r="2.6" fill="#1b1230" />
      <circle cx="62" cy="42" r="2.6" fill="#1b1230" />
      <path d="M42 46c0 4 16 4 16 0l-2 6h-12z" fill="#d89870" {...O2} />
      <path
        d="M18 40c-2 24 10 52 32 56 22-4 34-32 32-56-6 10-18 14-32 14s-26-4-32-14z"
        fill="#b8682a"
        {...O}
      />
      <path d="M38 62c-2 10 0 20 4 28M62 62c2 10 0 20-4 28M50 62v32" {...line('#7a3a12', 2.4)} />
      <path d="M36 70h8M56 70h8M46 84h8" stroke={p.gold} strokeWidth="4" />
      <path d="M40 56c6 2 14 2 20 0" {...line('#1b1230', 2)} />
    </>
  ),
  battle_axe: (p) => (
    <>
      {/* a double-bitted battle axe on a banded haft */}
      <path d="M50 6v90" {...line('#1b1230', 9)} />
      <path d="M50 6v90" {...line('#8a5a2a', 5.6)} />
      <path
        d="M46 24C30 12 14 14 8 20c6 10 6 26 0 36 6 6 22 8 38-4zM54 24c16-12 32-10 38-4-6 10-6 26 0 36-6 6-22 8-38-4z"
        fill={p.silver}
        {...O}
      />
      <path d="M14 22c4 10 4 22 0 32M86 22c-4 10-4 22 0 32" {...line('#ffffff', 2)} />
      <rect x="44" y="26" width="12" height="24" rx="2" fill="#6a7288" {...O2} />
      <path d="M46 66h8M46 78h8" stroke={p.gold} strokeWidth="4" />
      <circle cx="50" cy="94" r="4" fill={p.gold} {...O2} />
    </>
  ),
  war_hammer: (p) => (
    <>
      {/* a long war hammer: a flat striking face and a back spike on a tall haft */}
      <path d="M22 94L62 30" {...line('#1b1230', 9)} />
      <path d="M22 94L62 30" {...line('#8a5a2a', 5.6)} />
      <g transform="rotate(32 62 24)">
        <rect x="52" y="10" width="22" height="28" rx="3" fill={p.silver} {...O} />
        <path d="M74 16l20 8-20 8z" fill={p.silver} {...O} />
        <path d="M38 14h14v20H38z" fill="#6a7288" {...O} />
        <path d="M56 16v16" {...line('#ffffff', 2)} />
      </g>
      <path d="M32 78l6 4M38 68l6 4" stroke={p.gold} strokeWidth="4" />
    </>
  ),
  helmet: (p) => (
    <>
      {/* a dwarven bronze helm: rivets, cheek plates and short curled ram horns */}
      <path
        d="M24 40c-14-4-18 10-12 18 4 4 10 2 10-4-4 0-6-4-2-6M76 40c14-4 18 10 12 18-4 4-10 2-10-4 4 0 6-4 2-6"
        fill="none"
        stroke="#1b1230"
        strokeWidth="9"
        strokeLinecap="round"
      />
      <path
        d="M24 40c-14-4-18 10-12 18 4 4 10 2 10-4-4 0-6-4-2-6M76 40c14-4 18 10 12 18-4 4-10 2-10-4 4 0 6-4 2-6"
        fill="none"
        stroke="#e8d4a0"
        strokeWidth="5"
        strokeLinecap="round"
      />
      <path d="M22 58c0-26 12-42 28-42s28 16 28 42z" fill={p.gold} {...O} />
      <path d="M24 50h52" {...line('#a8700c', 4)} />
      {[30, 40, 50, 60, 70].map((x) => (
        <circle key={x} cx={x} cy="50" r="2" fill="#5a3b06" />
      ))}
      <path d="M24 58h14v24l-10-4zM76 58H62v24l10-4z" fill={p.silver} {...O} />
      <path d="M46 58h8v20h-8z" fill={p.silver} {...O2} />
      <path d="M34 26c4-4 8-6 12-6" {...line('#fff8d8', 3)} />
    </>
  ),
  ale: () => (
    <>
      {/* a wooden tankard of ale, hooped in iron, foam spilling over */}
      <path d="M70 38c16 0 18 30 0 30" {...line('#1b1230', 9)} />
      <path d="M70 38c16 0 18 30 0 30" {...line('#8a5a2a', 5)} />
      <path d="M24 30h48v58c0 4-4 6-8 6H32c-4 0-8-2-8-6z" fill="#b8783a" {...O} />
      <path d="M36 32v60M48 32v62M60 32v60" {...line('#7a4a1a', 1.6)} />
      <path d="M24 44h48M24 78h48" {...line('#6a7288', 4)} />
      <path
        d="M20 32c-4-10 6-16 12-12 2-10 18-10 20-2 6-6 18-2 18 6 6 0 8 8 2 10-4 8-10 2-12 6H28c-4-2-8-4-8-8z"
        fill="#fbf6ea"
        {...O}
      />
      <path d="M72 38c2 6-2 10-4 14" {...line('#fbf6ea', 4)} />
    </>
  ),
  pickaxe: (p) => (
    <>
      <path d="M30 94L62 26" {...line('#1b1230', 9)} />
      <path d="M30 94L62 26" {...line('#8a5a2a', 5.6)} />
      <path d="M10 28C30 10 60 6 90 20c-24-2-34 0-40 8-6-6-20-4-40 0z" fill={p.silver} {...O} />
      <path d="M18 24c16-8 40-12 60-6" {...line('#ffffff', 2)} />
      <circle cx="60" cy="26" r="5" fill="#6a7288" {...O2} />
      <path d="M16 80l6-6M76 84l6 6M80 74l4-6" {...line('#f2c14e', 2.4)} />
    </>
  ),
  anvil: () => (
    <>
      {/* a smith's anvil: horn, face and heel, sparks flying off it */}
      <path
        d="M4 30c14 0 20 4 24 4h60v12c-8 0-14 4-16 12H36c-4-10-12-14-22-16C8 40 4 36 4 30z"
        fill="#5a6278"
        {...O}
      />
      <path d="M28 34h60" {...line('#a8b2c8', 3)} />
      <path d="M40 58h28l6 16H34z" fill="#4a5268" {...O} />
      <path d="M26 74h56v14H26z" fill="#3a4258" {...O} />
      <path d="M56 24l6-12M66 26l12-10M70 30l16-4" {...line('#ffb21a', 2.6)} />
      <circle cx="62" cy="10" r="2" fill="#ffd23f" />
    </>
  ),
  rune: (p) => (
    <>
      {/* a forged hexagonal rune plate glowing from within */}
      <path d="M50 4l40 22v46L50 96 10 72V26z" fill="#3a4258" {...O} />
      <path d="M50 12l33 18v38L50 88 17 68V30z" fill="none" stroke={p.gold} strokeWidth="2.4" />
      <path d="M40 26v48M40 30l18 12-18 12M58 56l-8 18" {...line('#7af0ff', 8)} opacity="0.3" />
      <path d="M40 26v48M40 30l18 12-18 12M58 56l-8 18" {...line('#7af0ff', 4)} />
    </>
  ),
  gold_chest: (p) => (
    <>
      {/* an iron-bound chest heaped with gold and gems */}
      <path d="M14 50h72v40H14z" fill="#8a4a22" {...O} />
      <path
        d="M14 50c0-20 12-26 36-26s36 6 36 26z"
        fill="#7a3a1a"
        {...O}
        transform="rotate(-12 14 50) translate(0 -6)"
      />
      <Dots
        at={[
          [30, 46],
          [42, 40],
          [54, 42],
          [66, 46],
          [36, 50],
          [60, 50],
          [48, 48],
        ]}
        r={7}
        fill={p.gold}
        {...O2}
      />
      <path d="M44 36l6-6 6 6-6 6z" fill="#3fb0ff" {...O2} />
      <path d="M14 60h72M30 50v40M70 50v40" {...line('#5a6278', 4)} />
      <rect x="44" y="62" width="12" height="12" rx="2" fill={p.gold} {...O2} />
    </>
  ),
};

/** Its feature symbols (the hold-and-win coin, the pick-bonus symbol): drawn once the title has them. */
export const BATTLE_DWARF_FEATURES: TitleArt = {
  vault_key: (p) => (
    <>
      {/* the vault key: a heavy gold key, a rune-cut bow and a toothed bit */}
      <circle cx="30" cy="34" r="22" fill={p.gold} {...O} />
      <circle cx="30" cy="34" r="10" fill="#3a2a1a" {...O2} />
      <path d="M24 30l6-6 6 6-6 12z" fill="#7fd1ff" {...O2} />
      <path d="M46 48l40 40" {...line('#1b1230', 13)} />
      <path d="M46 48l40 40" {...line('#d9a531', 8)} />
      <path d="M66 68l-10 10 6 6 10-10M78 80l-8 8 6 6 8-8" fill={p.gold} {...O} />
      <path d="M14 26c2-8 8-12 14-14" {...line('#fff4c2', 3)} />
      <path d="M52 50l30 30" {...line('#fff4c2', 1.6)} />
    </>
  ),
};
