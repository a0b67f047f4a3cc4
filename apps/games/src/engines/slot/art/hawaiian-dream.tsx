import { Dots, Ring } from '../../shared/svg-repeat.tsx';
import { line, O, O2, type TitleArt } from './paint.ts';

/** Hawaiian Dream: lagoon teal, sunset coral, hibiscus red. */
export const HAWAIIAN_DREAM: TitleArt = {
  hula: () => (
    <>
      {/* a hula dancer: long black hair, a flower in it, a lei, swaying arms and a grass skirt */}
      <path
        d="M50 18c-12 0-16 10-16 22 0 10-4 20-8 26 10 0 16-6 18-12h12c2 6 8 12 18 12-4-6-8-16-8-26 0-12-4-22-16-22z"
        fill="#1b1230"
      />
      <ellipse cx="50" cy="30" rx="10" ry="12" fill="#c98a5a" {...O} />
      <circle cx="40" cy="22" r="5" fill="#e8344a" {...O2} />
      <path d="M46 30h2M53 30h2M46 36c2 2 6 2 8 0" {...line('#1b1230', 1.8)} />
      <path d="M40 46c4 6 16 6 20 0l2 20H38z" fill="#c98a5a" {...O} />
      <path d="M40 46C30 40 22 44 12 36M60 46c10-8 18-2 28-10" {...line('#1b1230', 7)} />
      <path d="M40 46C30 40 22 44 12 36M60 46c10-8 18-2 28-10" {...line('#c98a5a', 4)} />
      {[36, 41, 46, 51, 56, 61, 64].map((x, i) => (
        <circle
          key={x}
          cx={x}
          cy={46 + Math.sin(i) * 2 + (i > 2 && i < 5 ? 4 : 0)}
          r="3.2"
          fill={i % 2 ? '#ffd23f' : '#ff6f91'}
          {...O2}
        />
      ))}
      <path d="M36 64h28l10 30H26z" fill="#7fbf4a" {...O} />
      {[32, 38, 44, 50, 56, 62, 68].map((x) => (
        <path key={x} d={`M${x} 66l${(x - 50) / 5} 26`} {...line('#3f7a22', 1.8)} />
      ))}
      <path d="M36 66h28" {...line('#ff6f91', 3)} />
    </>
  ),
  ukulele: () => (
    <>
      <path d="M58 36L84 10l6 6-26 26z" fill="#7a4a22" {...O} />
      <path d="M84 10l4-6 8 8-6 4z" fill="#5a3212" {...O} />
      <path
        d="M40 30c10-6 22 2 22 12 0 6-4 8-4 12 0 10 2 18-8 28-12 12-34 10-40-2s0-24 10-26c6-2 8-2 12-8s2-12 8-16z"
        fill="#d89a52"
        {...O}
      />
      <circle cx="42" cy="56" r="7" fill="#3a2210" {...O2} />
      <path d="M22 76l8 6" {...line('#5a3212', 4)} />
      <path d="M26 80L86 14M28 82L88 16" {...line('#f4ecd8', 1)} />
      <path d="M24 50c4-6 10-8 14-16" {...line('#f0c890', 2)} />
    </>
  ),
  surfboard: () => (
    <>
      {/* a longboard against a curling wave */}
      <path
        d="M4 80c14-22 34-30 56-26-10 4-16 12-14 22 8-8 22-8 30 0 6 6 16 6 20 2v18H4z"
        fill="#2bb3c8"
        {...O}
      />
      <path d="M46 76c8-8 22-8 30 0" {...line('#ffffff', 2.5)} />
      <path d="M30 92C22 70 40 26 70 6c10 14 4 54-20 82-8 8-16 10-20 4z" fill="#ffd23f" {...O} />
      <path d="M38 86C36 64 50 32 68 12" {...line('#e8344a', 5)} />
      <path d="M36 90C34 68 48 34 66 10" {...line('#ffffff', 1.6)} />
    </>
  ),
  hibiscus: () => (
    <>
      <Ring count={5} about={[50, 50]}>
        <path d="M50 50C34 40 30 16 44 8c6 4 10 2 12 0 14 8 8 32-6 42z" fill="#e8344a" {...O} />
      </Ring>
      <Ring count={5} about={[50, 50]}>
        <path d="M50 50l0-26" {...line('#a81a30', 2)} />
      </Ring>
      <circle cx="50" cy="50" r="8" fill="#7a0f22" />
      <path d="M50 50l20-26" {...line('#ffd23f', 3)} />
      {[0, 1, 2, 3].map((k) => (
        <circle key={k} cx={64 + k * 2} cy={32 - k * 3} r="2.4" fill="#ffd23f" {...O2} />
      ))}
    </>
  ),
  pineapple: () => (
    <>
      {[-30, -12, 0, 12, 30].map((a) => (
        <path
          key={a}
          d="M50 34C44 24 44 12 50 2c6 10 6 22 0 32z"
          fill="#3f9a3a"
          {...O2}
          transform={`rotate(${a} 50 36)`}
        />
      ))}
      <ellipse cx="50" cy="64" rx="24" ry="30" fill="#f2b233" {...O} />
      <path
        d="M30 46l36 36M26 62l26 26M38 38l34 34M70 46L34 82M74 62L48 88M62 38L28 72"
        {...line('#a8700c', 1.8)}
      />
      <path d="M36 48c-4 8-4 18 0 26" {...line('#fff1b8', 2.6)} />
    </>
  ),
  coconut: () => (
    <>
      {/* a whole husked coconut and a cracked half with white flesh */}
      <circle cx="38" cy="42" r="28" fill="#7a4a22" {...O} />
      <path d="M20 30c6-8 14-10 20-10M18 44c4-4 8-4 10-2" {...line('#a06a3a', 2)} />
      <circle cx="32" cy="36" r="3.5" fill="#3a2210" />
      <circle cx="44" cy="36" r="3.5" fill="#3a2210" />
      <circle cx="38" cy="46" r="3.5" fill="#3a2210" />
      <path d="M44 70c0-14 10-24 24-24s24 10 24 24z" fill="#7a4a22" {...O} />
      <path d="M49 70c0-11 8-19 19-19s19 8 19 19z" fill="#fbf6ea" {...O2} />
      <path d="M44 70l4 4 4-4 4 4 4-4 4 4 4-4 4 4 4-4 4 4 4-4 4 4" {...line('#1b1230', 2)} />
    </>
  ),
  shell: () => (
    <>
      {/* a scallop shell, fanned ribs, coral to cream */}
      <path d="M50 88L12 40c4-20 20-32 38-32s34 12 38 32z" fill="#ff9e7a" {...O} />
      {[-36, -24, -12, 0, 12, 24, 36].map((a) => (
        <path key={a} d="M50 86L50 30" {...line('#d8603a', 2)} transform={`rotate(${a} 50 88)`} />
      ))}
      <path d="M38 88h24l-4 8H42z" fill="#ffc6a8" {...O} />
      <path d="M24 30c6-10 14-14 22-16" {...line('#fff1e0', 3)} />
    </>
  ),
  volcano: () => (
    <>
      {/* an island volcano erupting: lava fountain, glowing rivers, a plume of smoke */}
      <path d="M30 22c-8-4-6-14 4-14 2-6 14-6 16 0 8-2 14 6 8 12z" fill="#5a5068" {...O2} />
      <path d="M4 94l30-50h32l30 50z" fill="#4a3a3a" {...O} />
      <path d="M34 44h32l-6-6H40z" fill="#ff6a1a" {...O2} />
      <path d="M42 44l-8 20 6 8-4 22M58 44l6 18-6 10 8 22" {...line('#ff8a1a', 4)} />
      <Dots
        at={[
          [40, 28],
          [50, 20],
          [60, 28],
          [46, 32],
          [56, 34],
        ]}
        r={4}
        fill="#ffb21a"
        {...O2}
      />
      <path d="M44 40c2-8 10-8 12 0" fill="#ffd23f" />
      <path d="M2 94c10-4 20-4 30 0s20 4 30 0 20-4 36 0" {...line('#2bb3c8', 4)} />
    </>
  ),
  rainbow: () => (
    <>
      {['#e8344a', '#ff8a1a', '#ffd23f', '#4cc04a', '#3b7be0', '#7a4ad8'].map((c, i) => (
        <path
          key={c}
          d={`M${10 + i * 5} 72a${40 - i * 5} ${40 - i * 5} 0 0 1 ${80 - i * 10} 0`}
          {...line(c, 5)}
        />
      ))}
      <path d="M4 74c0-8 10-10 14-6 2-8 16-8 18 0 6-2 10 4 6 8H6z" fill="#ffffff" {...O2} />
      <path d="M62 76c0-8 10-10 14-6 2-8 16-8 18 0 4 0 6 6 2 8H64z" fill="#ffffff" {...O2} />
      <path d="M8 90c10-4 20-4 30 0s20 4 30 0 20-4 28 0" {...line('#2bb3c8', 4)} />
    </>
  ),
};
