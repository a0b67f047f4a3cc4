import { Ring, Scatter } from '../../shared/svg-repeat.tsx';
import { line, O, O2, type TitleArt } from './paint.ts';

/** Oiran Dreams: Edo night, red lacquer, lantern light and gold. */
export const OIRAN_DREAMS: TitleArt = {
  oiran: (p) => (
    <>
      {/* a courtesan: the great hyogo-mage hair with a halo of tortoiseshell pins and gold combs */}
      <Ring count={8} step={20} from={-70} about={[50, 30]}>
        <path d="M50 30L50 0" {...line('#c87a2a', 3)} />
      </Ring>
      <Ring count={8} step={20} from={-70} about={[50, 30]}>
        <circle cx="50" cy="2" r="2.6" fill={p.gold} />
      </Ring>
      <path d="M20 34c0-18 12-26 30-26s30 8 30 26c0 6-6 10-12 8H32c-6 2-12-2-12-8z" fill="#15121c" {...O} />
      <path d="M34 22h32l-3 6H37z" fill={p.gold} {...O2} />
      <path d="M14 96c4-16 16-26 36-26s32 10 36 26z" fill="#b3262b" {...O} />
      <path d="M36 72l14 18 14-18" fill="#f4f0e6" {...O2} />
      <path d="M30 82l10 14M70 82L60 96" {...line('#f2c14e', 2)} />
      <path d="M34 40c0 18 6 30 16 30s16-12 16-30z" fill="#fbf3ee" {...O} />
      <path d="M38 48c3-2 6-2 8 0M54 48c2-2 5-2 8 0" {...line('#1b1230', 2)} />
      <path d="M36 44l10-2M64 44l-10-2" {...line('#c8303a', 1.4)} />
      <path d="M46 60c2 2 6 2 8 0-2-2-6-2-8 0z" fill="#d8203a" />
    </>
  ),
  lantern: (p) => (
    <>
      {/* an Edo red chochin, hung from its hook, glowing, with a gold crest */}
      <path d="M50 2v8" {...line('#1b1230', 3)} />
      <circle cx="50" cy="54" r="44" fill={p.glow} opacity="0.35" />
      <rect x="32" y="10" width="36" height="8" rx="2" fill="#1b1230" />
      <path
        d="M30 18h40c12 8 16 20 16 32s-4 24-16 32H30C18 74 14 62 14 50s4-24 16-32z"
        fill="#d8302a"
        {...O}
      />
      {[28, 38, 50, 62, 72].map((y) => (
        <path
          key={y}
          d={`M${18 + Math.abs(50 - y) / 3} ${y}h${64 - (Math.abs(50 - y) * 2) / 3}`}
          {...line('#8a1818', 1.4)}
        />
      ))}
      <circle cx="50" cy="50" r="11" fill="#f4e0b0" {...O2} />
      <path d="M50 42l3 6 6 2-6 2-3 6-3-6-6-2 6-2z" fill="#b3262b" />
      <rect x="32" y="82" width="36" height="8" rx="2" fill="#1b1230" />
      <path d="M44 90v8M50 90v8M56 90v8" {...line('#f2c14e', 2)} />
    </>
  ),
  fan: (p) => (
    <>
      {/* a folding sensu opened on gold leaf, a wave and moon on it */}
      <path d="M50 86L8 44A58 58 0 0 1 92 44z" fill={p.gold} {...O} />
      <path d="M50 86L26 62A34 34 0 0 1 74 62z" fill="#3a1a2a" {...O2} />
      <Ring count={11} step={9} from={-45} about={[50, 86]}>
        <path d="M50 86L50 28" {...line('#a8700c', 1.2)} />
      </Ring>
      <circle cx="64" cy="30" r="7" fill="#fff4e0" />
      <path d="M16 46c8-4 14 2 20-2s12-8 20-2 14 4 20-2 10-2 10-2" {...line('#b3262b', 3)} />
      <circle cx="50" cy="86" r="4" fill="#1b1230" />
    </>
  ),
  kimono: (p) => (
    <>
      {/* a furisode hung to show it: long sleeves, a broad gold obi, scattered blossoms */}
      <path d="M34 8h32l30 18-6 26-14-6v46H24V46l-14 6-6-26z" fill="#7a1f4a" {...O} />
      <path d="M40 8l10 24 10-24" fill="#f4f0e6" {...O2} />
      <rect x="24" y="48" width="52" height="14" fill={p.gold} {...O2} />
      <path d="M50 48v14M44 52h12" {...line('#b3262b', 2.4)} />
      <Scatter
        at={[
          [30, 72],
          [62, 78],
          [46, 86],
          [14, 34],
          [86, 34],
        ]}
      >
        <Ring count={5}>
          <circle cx="0" cy="-3" r="2.4" fill="#ffc0d8" />
        </Ring>
      </Scatter>
    </>
  ),
  geta: () => (
    <>
      {/* a pair of lacquered geta seen from above: wooden soles, red velvet hanao in a V */}
      {[0, 1].map((i) => (
        <g key={i} transform={`translate(${i * 36} ${i * 6}) rotate(${i ? 8 : -8} 32 50)`}>
          <rect x="16" y="10" width="32" height="80" rx="10" fill="#8a4a22" {...O} />
          <rect x="20" y="14" width="24" height="72" rx="8" fill="#a8602e" />
          <path d="M22 30h20M22 70h20" {...line('#6a3212', 1.4)} />
          <path d="M32 24L20 54M32 24l12 30" {...line('#1b1230', 6)} />
          <path d="M32 24L20 54M32 24l12 30" {...line('#d8302a', 3.6)} />
          <circle cx="32" cy="24" r="3" fill="#f2c14e" {...O2} />
        </g>
      ))}
    </>
  ),
  sake: () => (
    <>
      {/* a tokkuri flask and a small cup of warm sake */}
      <path
        d="M38 6h16v10c0 6 14 14 14 34 0 24-10 42-22 42S24 74 24 50c0-20 14-28 14-34z"
        fill="#f4f0e6"
        {...O}
      />
      <path d="M26 52h40" {...line('#2a4a8a', 5)} />
      <path d="M28 62h36" {...line('#2a4a8a', 2)} />
      <path d="M36 10h20" {...line('#2a4a8a', 3)} />
      <path d="M32 26c-4 8-4 18-2 24" {...line('#ffffff', 3)} />
      <path d="M66 74h26l-4 16H70z" fill="#f4f0e6" {...O} />
      <ellipse cx="79" cy="74" rx="13" ry="3" fill="#f8e8b8" {...O2} />
      <path d="M76 66c2-3-2-5 0-8M82 66c2-3-2-5 0-8" {...line('#c3cde0', 1.6)} />
    </>
  ),
  kanzashi: (p) => (
    <>
      {/* a hairpin: a gold stem, a silk flower and dangling bira-bira chains */}
      <path d="M16 10L62 56" {...line('#1b1230', 6)} />
      <path d="M16 10L62 56" stroke={p.gold} strokeWidth="3.5" strokeLinecap="round" />
      <Ring count={6} about={[64, 58]}>
        {(i) => <ellipse cx="64" cy="44" rx="7" ry="12" fill={i % 2 ? '#ff8ab0' : '#ffc0d8'} {...O2} />}
      </Ring>
      <circle cx="64" cy="58" r="6" fill={p.gold} {...O2} />
      {[52, 58, 64, 70, 76].map((x, i) => (
        <g key={x}>
          <path d={`M${x} 68v${14 + (i % 2) * 8}`} {...line('#f2c14e', 1.4)} />
          <circle cx={x} cy={84 + (i % 2) * 8} r="2.6" fill={p.gold} {...O2} />
        </g>
      ))}
    </>
  ),
  crest: (p) => (
    <>
      {/* a family mon: a ring round a five-petalled bellflower */}
      <circle cx="50" cy="50" r="44" fill={p.gold} {...O} />
      <circle cx="50" cy="50" r="36" fill="#5a0f1c" {...O2} />
      <Ring count={5} about={[50, 50]}>
        <path d="M50 50L40 22c4-4 8 0 10 4 2-4 6-8 10-4z" fill={p.gold} {...O2} />
      </Ring>
      <circle cx="50" cy="50" r="5" fill="#5a0f1c" />
    </>
  ),
  koto: (p) => (
    <>
      {/* a long koto zither laid on the diagonal, thirteen strings on white bridges */}
      <path d="M6 70L72 8c8-6 18 4 12 12L18 86c-6 6-16-8-12-16z" fill="#8a4a22" {...O} />
      <path d="M12 74L74 14M16 80L80 20" {...line('#5a2a12', 1.2)} />
      {Array.from({ length: 7 }, (_, i) => (
        <path key={i} d={`M${20 + i * 8} ${62 - i * 7}l6 6`} {...line('#f4f0e6', 3)} />
      ))}
      {Array.from({ length: 5 }, (_, i) => (
        <path
          key={i}
          d={`M${10 + i * 2} ${74 + i * 2}L${74 + i * 2} ${12 + i * 2}`}
          {...line('#fff4d0', 0.8)}
        />
      ))}
      <path d="M66 84l20-20" stroke={p.gold} strokeWidth="6" strokeLinecap="round" />
    </>
  ),
};

/** Its feature symbols (the hold-and-win coin, the pick-bonus symbol): drawn once the title has them. */
export const OIRAN_DREAMS_FEATURES: TitleArt = {
  love_letter: () => (
    <>
      {/* a folded love letter on washi, tied with a red cord, a plum blossom tucked in */}
      <path d="M16 30l56-14 14 52-56 14z" fill="#fbf3e0" {...O} />
      <path d="M16 30l42 22 28-36" {...line('#c9b48a', 2)} />
      <path d="M30 80l20-26" {...line('#c9b48a', 1.6)} />
      <path d="M40 22l12 58" {...line('#d8202a', 4)} />
      <path d="M46 50c-8-6-14-2-10 4 4 4 10 0 10-4 0 4 6 8 10 4 4-6-2-10-10-4z" fill="#d8202a" {...O2} />
      {[0, 72, 144, 216, 288].map((a) => (
        <circle
          key={a}
          cx={70 + 7 * Math.cos((a * Math.PI) / 180)}
          cy={34 + 7 * Math.sin((a * Math.PI) / 180)}
          r="5"
          fill="#ff9ec0"
          {...O2}
        />
      ))}
      <circle cx="70" cy="34" r="3" fill="#f2c14e" />
      <path d="M22 40c8-2 16-2 22 2" {...line('#4a3a6a', 1.4)} />
    </>
  ),
};
