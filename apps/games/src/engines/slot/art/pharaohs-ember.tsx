import { Dots } from '../../shared/svg-repeat.tsx';
import { line, O, O2, type TitleArt } from './paint.ts';

/** Pharaoh's Ember: lapis blue, gold leaf and firelight. */
export const PHARAOHS_EMBER: TitleArt = {
  pharaoh: (p) => (
    <>
      {/* the nemes headdress striped lapis and gold, the uraeus at the brow, the false beard */}
      <path d="M50 6C28 6 18 20 16 40l-4 44h22l2-40h28l2 40h22l-4-44C82 20 72 6 50 6z" fill={p.gold} {...O} />
      {[18, 26, 34, 42, 50, 58, 66, 74].map((y) => (
        <path key={y} d={`M14 ${y + 10}h14M72 ${y + 10}h14`} {...line('#1f3f9a', 3.4)} />
      ))}
      <path d="M30 20c6-6 14-8 20-8s14 2 20 8" {...line('#1f3f9a', 4)} />
      <path d="M34 30h32v26c0 12-8 18-16 18s-16-6-16-18z" fill="#c98a5a" {...O} />
      <path d="M38 40h9M53 40h9" {...line('#1b1230', 3)} />
      <path d="M36 40l-2 3M64 40l2 3" {...line('#1b1230', 2)} />
      <path d="M46 62h8" {...line('#7a3b22', 2)} />
      <path d="M46 72h8l-1 18h-6z" fill="#1f3f9a" {...O2} />
      <path d="M50 14c-3 0-4 4-2 6v8h4v-8c2-2 1-6-2-6z" fill="#e8503a" {...O2} />
    </>
  ),
  eye_of_horus: (p) => (
    <>
      {/* the wedjat: the lined eye, the brow, the falcon's teardrop and curl */}
      <path d="M10 40c10-8 24-12 40-12s30 6 40 12c-10 10-24 16-40 16S20 50 10 40z" fill="#fbf6ea" {...O} />
      <circle cx="50" cy="40" r="11" fill="#1f3f9a" {...O2} />
      <circle cx="50" cy="40" r="5" fill="#1b1230" />
      <path d="M8 40h84" {...line('#1b1230', 3)} />
      <path d="M12 22c14-8 50-12 78-2" {...line('#1f3f9a', 6)} />
      <path d="M44 56l-6 28" {...line('#f2c14e', 5)} />
      <path d="M58 54c4 14 14 22 24 16 6-4 2-12-4-10" {...line('#f2c14e', 5)} />
      <path d="M12 22c14-8 50-12 78-2" stroke={p.gold} strokeWidth="2" fill="none" />
    </>
  ),
  scarab: (p) => (
    <>
      {/* a winged scarab of turquoise and gold holding up the sun */}
      <circle cx="50" cy="14" r="10" fill="#e8503a" {...O} />
      <path
        d="M40 48C24 34 10 36 2 44c10 2 16 8 22 16 6-4 12-8 16-12zM60 48c16-14 30-12 38-4-10 2-16 8-22 16-6-4-12-8-16-12z"
        fill={p.gold}
        {...O}
      />
      <path d="M10 44c8 0 14 4 18 10M90 44c-8 0-14 4-18 10" {...line('#1f3f9a', 2.4)} />
      <ellipse cx="50" cy="30" rx="10" ry="7" fill="#2bb3a3" {...O} />
      <path d="M36 44c0-8 6-12 14-12s14 4 14 12v20c0 14-6 24-14 24s-14-10-14-24z" fill="#1f8a8a" {...O} />
      <path d="M50 40v46" {...line('#0b3a3a', 2)} />
      <path d="M40 50c2-4 4-6 6-6" {...line('#8af0e0', 2.4)} />
      <path d="M36 56l-10 6M36 70l-10 8M64 56l10 6M64 70l10 8" {...line('#1b1230', 2.6)} />
    </>
  ),
  ankh: (p) => (
    <>
      <path
        d="M50 6c-14 0-20 12-20 22 0 8 6 16 12 20H18v14h24v34h16V62h24V48H58c6-4 12-12 12-20 0-10-6-22-20-22zm0 12c4 0 6 4 6 10 0 8-4 14-6 16-2-2-6-8-6-16 0-6 2-10 6-10z"
        fill={p.gold}
        {...O}
        fillRule="evenodd"
      />
      <path d="M22 52h20M46 66v26" {...line('#fff8d8', 2.4)} />
      <circle cx="50" cy="55" r="3.4" fill="#1f3f9a" />
    </>
  ),
  cobra: (p) => (
    <>
      {/* an uraeus cobra reared up, its hood spread */}
      <path d="M20 94c-6-10 6-16 20-16s28-4 28-14" {...line('#1b1230', 14)} />
      <path d="M20 94c-6-10 6-16 20-16s28-4 28-14" {...line('#c8a040', 9)} />
      <path
        d="M50 70C30 66 26 44 32 28 36 16 44 10 50 10s14 6 18 18c6 16 2 38-18 42z"
        fill="#c8a040"
        {...O}
      />
      <path d="M50 20c-8 0-10 8-10 16s4 20 10 24c6-4 10-16 10-24s-2-16-10-16z" fill="#e8d08a" {...O2} />
      {[28, 36, 44, 52].map((y) => (
        <path key={y} d={`M44 ${y}h12`} {...line('#8a6a20', 1.4)} />
      ))}
      <circle cx="44" cy="22" r="2.4" fill="#e8343a" />
      <circle cx="56" cy="22" r="2.4" fill="#e8343a" />
      <path d="M32 30c-4 10-2 24 4 32M68 30c4 10 2 24-4 32" stroke={p.gold} strokeWidth="2" fill="none" />
    </>
  ),
  canopic_jar: (p) => (
    <>
      {/* an alabaster canopic jar with the jackal head of Duamutef as its lid */}
      <path
        d="M38 30l-6-24 12 12h12l12-12-6 24"
        fill="#4a4266"
        stroke="#f2c14e"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path
        d="M32 30c0-8 8-14 18-14s18 6 18 14l-6 10H38z"
        fill="#4a4266"
        stroke="#f2c14e"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path d="M50 36l-4 10h8z" fill="#1b1230" />
      <circle cx="43" cy="28" r="2" fill={p.gold} />
      <circle cx="57" cy="28" r="2" fill={p.gold} />
      <path d="M30 40h40c8 10 8 36 2 50H28c-6-14-6-40 2-50z" fill="#efe4cc" {...O} />
      <path d="M30 46h40" stroke={p.gold} strokeWidth="4" />
      <path d="M44 54v30M56 54v30M46 60h8M46 70h8M46 80h8" {...line('#1f3f9a', 2)} />
    </>
  ),
  papyrus: () => (
    <>
      {/* a papyrus sheet covered in hieroglyphs, its ends curling */}
      <path d="M16 12h68c-4 26-4 50 0 76H16c4-26 4-50 0-76z" fill="#e8d4a0" {...O} />
      <path d="M16 12c-6 0-8 6-4 8M84 88c6 0 8-6 4-8" {...line('#1b1230', 2.5)} />
      <path d="M32 14v72M50 14v72M68 14v72" {...line('#c8b078', 1)} />
      <circle cx="26" cy="24" r="3.6" fill="none" stroke="#1f3f9a" strokeWidth="2" />
      <path
        d="M22 36h8M26 44l-4 8h8zM24 60c4-4 8 0 4 4M26 70v10M40 22c4 0 6 4 6 8M38 40h8v8h-8zM40 58l4-6 4 6M42 68c0 6 4 8 6 6M58 24h8M62 24v12M58 44c4-4 8-4 8 2M60 58h6v10M76 22v14M72 44h8M76 56l-4 6h8zM74 72c2-4 6-4 6 0"
        {...line('#1b1230', 2)}
      />
      <path d="M38 80h8M58 80h10" {...line('#e8503a', 2)} />
    </>
  ),
  ember: (p) => (
    <>
      {/* a bronze brazier holding a living flame, sparks rising */}
      <path
        d="M50 6c8 12 22 20 20 38-2 14-10 18-20 18S30 58 30 44c0-8 4-12 8-16 0 6 2 10 6 12-2-12 2-24 6-34z"
        fill="#ff6a1a"
        {...O}
      />
      <path
        d="M50 28c4 8 10 12 8 22-2 6-4 8-8 8s-8-2-8-8c0-4 2-6 4-8 0 4 2 4 2 4-2-6 0-12 2-18z"
        fill="#ffd23f"
      />
      <Dots
        at={[
          [24, 20],
          [76, 16],
          [70, 36],
          [28, 38],
        ]}
        r={2}
        fill="#ffb21a"
      />
      <path d="M22 60h56l-8 14H30z" fill={p.gold} {...O} />
      <path d="M40 74h20l-4 12h-12z" fill={p.gold} {...O} />
      <path d="M30 90h40" {...line('#a8700c', 5)} />
      <path d="M30 66h40" {...line('#1f3f9a', 2.4)} />
    </>
  ),
  sarcophagus: (p) => (
    <>
      {/* an anthropoid gold coffin: striped headdress, crossed arms with crook and flail */}
      <path
        d="M50 4c-16 0-22 12-22 24 0 10-6 18-6 34 0 18 10 34 28 34s28-16 28-34c0-16-6-24-6-34 0-12-6-24-22-24z"
        fill={p.gold}
        {...O}
      />
      <path d="M30 24v26M36 22v30M64 22v30M70 24v26" {...line('#1f3f9a', 3)} />
      <path d="M38 18h24v22c0 8-6 12-12 12s-12-4-12-12z" fill="#c98a5a" {...O2} />
      <path d="M42 28h6M52 28h6" {...line('#1b1230', 2.4)} />
      <path d="M32 60l36 10M68 60L32 70" {...line('#1b1230', 5)} />
      <path d="M32 60l36 10M68 60L32 70" {...line('#2bb3a3', 2.6)} />
      <path d="M38 80h24M40 88h20" {...line('#1f3f9a', 2.4)} />
    </>
  ),
};
