import { Ring } from '../../shared/svg-repeat.tsx';
import { line, O, O2, type TitleArt } from './paint.ts';

/** Aztec-X: jungle stone, gold and turquoise. */
export const AZTEC_X: TitleArt = {
  sun_mask: (p) => (
    <>
      {/* Tonatiuh: a gold face in a ring of rays, turquoise eyes, the tongue a flint blade */}
      <Ring count={12} about={[50, 50]}>
        <path d="M50 2l7 16H43z" fill={p.gold} {...O2} />
      </Ring>
      <circle cx="50" cy="50" r="32" fill={p.gold} {...O} />
      <circle cx="50" cy="50" r="26" fill="none" stroke="#a8700c" strokeWidth="2" strokeDasharray="4 3" />
      <path d="M34 42h10l-2 6h-8zM56 42h10l-2 6h-8z" fill="#2bb3a3" {...O2} />
      <path d="M38 60c4 4 20 4 24 0" {...line('#5a3b06', 2.5)} />
      <path d="M46 62l4 14 4-14z" fill="#c8303a" {...O2} />
      <circle cx="30" cy="54" r="4" fill="#2bb3a3" {...O2} />
      <circle cx="70" cy="54" r="4" fill="#2bb3a3" {...O2} />
    </>
  ),
  jaguar: () => (
    <>
      {/* a jaguar's head: rosettes, round ears, a heavy muzzle */}
      <circle cx="24" cy="24" r="11" fill="#e0a030" {...O} />
      <circle cx="76" cy="24" r="11" fill="#e0a030" {...O} />
      <circle cx="24" cy="24" r="5" fill="#3a2210" />
      <circle cx="76" cy="24" r="5" fill="#3a2210" />
      <path
        d="M50 16c22 0 36 14 36 34 0 22-16 40-36 40S14 72 14 50c0-20 14-34 36-34z"
        fill="#e8a93a"
        {...O}
      />
      <path d="M30 64c0-8 8-12 20-12s20 4 20 12c0 12-8 20-20 20s-20-8-20-20z" fill="#f6e2b8" {...O2} />
      {(
        [
          [30, 32],
          [50, 26],
          [70, 32],
          [22, 50],
          [78, 50],
        ] as const
      ).map(([x, y]) => (
        <g key={`${x}${y}`}>
          <circle
            cx={x}
            cy={y}
            r="5"
            fill="none"
            stroke="#3a2210"
            strokeWidth="2.4"
            strokeDasharray="5 2.6"
          />
          <circle cx={x} cy={y} r="1.6" fill="#3a2210" />
        </g>
      ))}
      <path d="M34 44c4-3 8-3 11 0-3 3-8 3-11 0zM55 44c3-3 7-3 11 0-4 3-8 3-11 0z" fill="#f2d24a" {...O2} />
      <path d="M44 58h12l-6 6z" fill="#3a2210" />
      <path d="M50 64v6M42 74c4 3 12 3 16 0" {...line('#3a2210', 2.2)} />
    </>
  ),
  serpent: () => (
    <>
      {/* Quetzalcoatl: a green serpent coiling up to a head ringed with red and green plumes */}
      <path d="M22 92c-12-16 4-28 26-28s30-12 22-24" {...line('#1b1230', 16)} />
      <path d="M22 92c-12-16 4-28 26-28s30-12 22-24" {...line('#2fa35a', 11)} />
      <path d="M26 80c6-6 14-8 22-8M56 62c6-2 10-8 12-14" {...line('#f2c14e', 2.4)} />
      <Ring count={9} step={20} from={-80} about={[64, 28]}>
        {(i) => (
          <path d="M62 26c-4-12-2-20 2-24 4 4 6 12 2 24z" fill={i % 2 ? '#c8303a' : '#2bb3a3'} {...O2} />
        )}
      </Ring>
      <path d="M48 26c4-8 16-10 24-4s6 16-2 20c-8 4-20 0-22-6z" fill="#2fa35a" {...O} />
      <circle cx="64" cy="26" r="3" fill="#f2d24a" {...O2} />
      <path d="M48 30l-10 2 6 4M40 32l-4-2" {...line('#c8303a', 2)} />
    </>
  ),
  idol: (p) => (
    <>
      {/* a squat seated gold figure under a stepped headdress, with earspools and jade eyes */}
      <path d="M24 30h52l-6-14H30z" fill={p.gold} {...O} />
      <path d="M30 16l6-10h28l6 10" fill={p.gold} {...O} />
      <rect x="28" y="30" width="44" height="30" rx="3" fill={p.gold} {...O} />
      <circle cx="22" cy="44" r="7" fill={p.gold} {...O} />
      <circle cx="78" cy="44" r="7" fill={p.gold} {...O} />
      <circle cx="22" cy="44" r="3" fill="#2bb3a3" />
      <circle cx="78" cy="44" r="3" fill="#2bb3a3" />
      <path d="M34 38h12v6H34zM54 38h12v6H54z" fill="#2bb3a3" {...O2} />
      <path d="M40 52h20" {...line('#5a3b06', 3)} />
      <path d="M26 60h48l6 30H20z" fill={p.gold} {...O} />
      <path d="M34 70c6 6 26 6 32 0M30 84h40" {...line('#a8700c', 2.4)} />
      <path d="M36 22h28" {...line('#fff4c2', 2)} />
    </>
  ),
  cacao: () => (
    <>
      {/* a ribbed cacao pod, one bean beside it */}
      <path d="M50 6c20 8 30 26 28 46s-12 36-28 42C34 88 22 72 22 52S30 14 50 6z" fill="#c0622a" {...O} />
      <path d="M50 8c-8 20-8 64 0 84M36 16c-8 18-8 56 4 72M64 16c8 18 8 56-4 72" {...line('#7a3212', 2.2)} />
      <path d="M44 16c-4 10-6 20-6 30" {...line('#f0a060', 2.4)} />
      <path d="M50 6l-2-6" {...line('#4a7a2a', 3)} />
      <ellipse cx="80" cy="82" rx="9" ry="12" transform="rotate(25 80 82)" fill="#5a2a12" {...O} />
      <path d="M76 74c2 6 4 12 8 16" {...line('#a0603a', 1.8)} />
    </>
  ),
  obsidian: () => (
    <>
      {/* a knapped obsidian blade: black volcanic glass with a violet sheen */}
      <path d="M50 4L76 30 66 82 50 96 34 82 24 30z" fill="#16121f" {...O} />
      <path d="M50 4L24 30l18 8zM50 4l26 26-18 8zM42 38h16L50 96z" fill="#2c2340" />
      <path d="M24 30l18 8 8 58M76 30l-18 8" {...line('#4d3c74', 1.6)} />
      <path d="M32 30L48 10M36 44l-4 30" {...line('#b9a8ff', 2.2)} />
      <path d="M66 40l-6 34" {...line('#6d5aa8', 1.6)} />
    </>
  ),
  feather: () => (
    <>
      {/* a quetzal tail plume: long, curved, emerald to blue */}
      <path d="M22 94C34 70 40 40 74 6c4 14 2 30-8 46S40 84 22 94z" fill="#1f9a6a" {...O} />
      <path d="M74 6c-2 16-8 30-22 46" {...line('#44c9a0', 3)} />
      <path d="M22 94C40 68 56 36 74 6" {...line('#d8e8c0', 1.8)} />
      {[20, 32, 44, 56, 68].map((t) => (
        <path key={t} d={`M${74 - t * 0.7} ${6 + t * 1.1}l-10 8`} {...line('#0f5a3c', 1.6)} />
      ))}
      <path d="M60 34c6 0 10-4 10-10" {...line('#3b7be0', 3)} />
    </>
  ),
  pyramid: (p) => (
    <>
      {/* a stepped temple-pyramid with a central stair and a shrine on top */}
      <path d="M6 92h88l-8-14H14z" fill="#8d8060" {...O} />
      <path d="M14 78h72l-8-14H22z" fill="#9e9170" {...O} />
      <path d="M22 64h56l-8-14H30z" fill="#aea180" {...O} />
      <path d="M30 50h40l-8-14H38z" fill="#bfb290" {...O} />
      <path d="M42 92l4-56h8l4 56z" fill="#7a6e50" {...O2} />
      <path d="M44 84h12M45 72h10M46 60h8M47 48h6" {...line('#5a5038', 1.4)} />
      <rect x="38" y="20" width="24" height="16" fill="#c8303a" {...O} />
      <path d="M36 20h28l-4-8H40z" fill={p.gold} {...O} />
      <rect x="46" y="26" width="8" height="10" fill="#1b1230" />
    </>
  ),
  sun_stone: (p) => (
    <>
      {/* the sun stone: ringed calendar disc with day-sign panels round a central face */}
      <circle cx="50" cy="50" r="46" fill="#b8a47c" {...O} />
      <circle cx="50" cy="50" r="36" fill="#cdb98f" {...O2} />
      <Ring count={20} about={[50, 50]}>
        <rect x="47" y="6" width="6" height="7" fill="#8d7a52" />
      </Ring>
      <Ring count={8} about={[50, 50]}>
        <path d="M50 16l5 10h-10z" fill="#8d7a52" />
      </Ring>
      <circle cx="50" cy="50" r="20" fill={p.gold} {...O} />
      <path d="M42 46h5M53 46h5" {...line('#5a3b06', 3)} />
      <path d="M47 56l3 8 3-8z" fill="#c8303a" {...O2} />
    </>
  ),
};
