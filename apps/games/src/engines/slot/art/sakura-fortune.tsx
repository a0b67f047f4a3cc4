import { Dots, Ring, Scatter } from '../../shared/svg-repeat.tsx';
import { line, O, O2, type TitleArt } from './paint.ts';

const petals = (r: number, fill: string) => (
  <Ring count={5}>
    <path
      d={`M0 0C${-r * 0.7} ${-r * 0.4} ${-r * 0.6} ${-r} ${-r * 0.18} ${-r}L0 ${-r * 0.82}L${r * 0.18} ${-r}C${r * 0.6} ${-r} ${r * 0.7} ${-r * 0.4} 0 0z`}
      fill={fill}
      {...O2}
    />
  </Ring>
);

/** Sakura Fortune: spring pinks, vermilion and festival colours. */
export const SAKURA_FORTUNE: TitleArt = {
  maiko: () => (
    <>
      {/* an apprentice geiko: wareshinobu hair, dangling blossom kanzashi, a red-collared kimono */}
      <path d="M22 40c0-20 12-30 28-30s28 10 28 30c0 8-6 10-10 8H32c-4 2-10 0-10-8z" fill="#15121c" {...O} />
      <path d="M42 14c0-8 16-8 16 0" fill="#15121c" {...O2} />
      <path d="M44 16h12" {...line('#e8344a', 3)} />
      <g transform="translate(26 30)">{petals(8, '#ff9ec0')}</g>
      {[0, 1, 2].map((k) => (
        <circle key={k} cx="24" cy={42 + k * 7} r="3" fill="#ffc0d8" {...O2} />
      ))}
      <path d="M16 96c4-16 14-24 34-24s30 8 34 24z" fill="#ff7fa8" {...O} />
      <path d="M36 74l14 16 14-16" fill="#d8203a" {...O2} />
      <path d="M36 42c0 18 6 30 14 30s14-12 14-30z" fill="#fbf3ee" {...O} />
      <path d="M40 50c2-2 5-2 7 0M53 50c2-2 5-2 7 0" {...line('#1b1230', 2)} />
      <path d="M47 62c1 1.5 5 1.5 6 0z" fill="#d8203a" {...O2} />
    </>
  ),
  sakura: () => (
    <>
      <g transform="translate(50 52)">{petals(42, '#ffb3cc')}</g>
      <g transform="translate(50 52)">
        <Ring count={5} from={36}>
          <path d="M0 0L0 -18" {...line('#d8406a', 1.6)} />
        </Ring>
      </g>
      <circle cx="50" cy="52" r="7" fill="#ffd23f" {...O2} />
    </>
  ),
  pagoda: () => (
    <>
      {/* a five-storey pagoda: stacked red bays under sweeping roofs and a bronze sorin spire */}
      <path d="M50 2v18" {...line('#a8700c', 3)} />
      {[18, 21, 24, 27].map((y) => (
        <circle key={y} cx="50" cy={y - 10} r="2" fill="#f2c14e" />
      ))}
      {[0, 1, 2, 3, 4].map((k) => {
        const w = 18 + k * 5;
        const y = 22 + k * 15;
        return (
          <g key={k}>
            <rect x={50 - w / 2 + 4} y={y + 4} width={w - 8} height="10" fill="#c8303a" {...O2} />
            <path
              d={`M${50 - w} ${y + 6}c6-2 ${w / 2}-6 ${w / 2 + 4}-8h${w - 8}c4 2 ${w / 2 - 2} 6 ${w / 2 + 4} 8z`}
              fill="#2a2733"
              {...O2}
            />
          </g>
        );
      })}
      <path d="M26 96h48" {...line('#5b566b', 4)} />
    </>
  ),
  daruma: () => (
    <>
      {/* a red daruma: one eye painted in for a wish, gold brows and beard */}
      <path d="M50 8c24 0 38 18 38 44 0 24-16 40-38 40S12 76 12 52C12 26 26 8 50 8z" fill="#d8202a" {...O} />
      <path
        d="M50 24c14 0 22 10 22 22 0 14-10 22-22 22s-22-8-22-22c0-12 8-22 22-22z"
        fill="#fbf3ee"
        {...O2}
      />
      <circle cx="41" cy="44" r="7" fill="#ffffff" {...O2} />
      <circle cx="41" cy="44" r="3.6" fill="#1b1230" />
      <circle cx="59" cy="44" r="7" fill="#ffffff" {...O2} />
      <path d="M32 34c4-4 10-4 14 0M54 34c4-4 10-4 14 0" {...line('#1b1230', 3)} />
      <path d="M36 58c6 8 22 8 28 0" {...line('#1b1230', 2.5)} />
      <path d="M30 76c10 8 30 8 40 0" {...line('#f2c14e', 4)} />
      <path d="M22 30c4-10 12-16 20-18" {...line('#ff8a8a', 3)} />
    </>
  ),
  dango: () => (
    <>
      {/* hanami dango: pink, white and green on a bamboo skewer */}
      <path d="M22 92L84 10" {...line('#1b1230', 5)} />
      <path d="M22 92L84 10" {...line('#d8b56a', 3)} />
      <circle cx="36" cy="72" r="14" fill="#9bd07a" {...O} />
      <circle cx="52" cy="52" r="14" fill="#fbf6ea" {...O} />
      <circle cx="68" cy="32" r="14" fill="#ff9ec0" {...O} />
      <path d="M28 66c2-4 6-6 10-6M44 46c2-4 6-6 10-6M60 26c2-4 6-6 10-6" {...line('#ffffff', 2.6)} />
    </>
  ),
  wagasa: () => (
    <>
      {/* an opened janome paper umbrella: red canopy, white ring, bamboo ribs */}
      <path
        d="M6 50A44 44 0 0 1 94 50c-6-4-10-4-15 0-5-4-10-4-14.5 0-5-4-10-4-14.5 0-5-4-10-4-14.5 0-5-4-10-4-15 0-5-4-10-4-15 0z"
        fill="#d8302a"
        {...O}
      />
      <path d="M24 40a30 30 0 0 1 52 0" {...line('#f4f0e6', 6)} />
      {[-70, -42, -14, 14, 42, 70].map((a) => (
        <path key={a} d="M50 50V8" {...line('#7a1818', 1.4)} transform={`rotate(${a} 50 50)`} />
      ))}
      <path d="M50 6v86" {...line('#1b1230', 5)} />
      <path d="M50 6v86" {...line('#d8b56a', 2.6)} />
      <path d="M50 92c0 4-6 4-6 0" {...line('#1b1230', 3)} />
    </>
  ),
  uchiwa: () => (
    <>
      {/* a round uchiwa fan with a goldfish and ripples, a bamboo handle */}
      <path d="M50 64v32" {...line('#1b1230', 7)} />
      <path d="M50 64v32" {...line('#d8b56a', 4)} />
      <circle cx="50" cy="38" r="32" fill="#eaf4ff" {...O} />
      <Ring count={9} step={15} from={-60} about={[50, 68]}>
        <path d="M50 68L50 6" {...line('#c3cde0', 0.8)} />
      </Ring>
      <path d="M30 40c6-8 18-8 24 0-6 8-18 8-24 0zM54 40l10-8-2 8 2 8z" fill="#ff5a3a" {...O2} />
      <circle cx="35" cy="39" r="1.6" fill="#1b1230" />
      <path d="M24 54c6-3 10 3 16 0M50 58c6-3 10 3 16 0" {...line('#4a90d8', 2)} />
    </>
  ),
  torii: () => (
    <>
      {/* a vermilion torii: the curved kasagi, the tie beam, the plaque and two posts */}
      <path
        d="M4 16c16 4 76 4 92 0l-4 12c-14 2-70 2-84 0z"
        fill="#3a3040"
        stroke="#f2c14e"
        strokeWidth="1.6"
      />
      <path d="M10 28h80v8H10z" fill="#e0402a" {...O} />
      <path d="M16 46h68v7H16z" fill="#e0402a" {...O} />
      <path d="M44 36h12v10H44z" fill="#1b1230" />
      <path d="M24 36h10v58H24zM66 36h10v58H66z" fill="#e0402a" {...O} />
      <path d="M20 90h18v6H20zM62 90h18v6H62z" fill="#3a3040" />
    </>
  ),
  full_bloom: () => (
    <>
      {/* a weeping cherry in full bloom */}
      <path d="M46 96c2-20 0-34-8-44M50 60c6-10 16-14 26-14M42 66c-8-6-18-6-26-2" {...line('#5a3212', 6)} />
      <Dots
        at={[
          [30, 30, 16],
          [52, 22, 18],
          [74, 32, 15],
          [20, 50, 12],
          [80, 52, 12],
          [50, 44, 14],
        ]}
        fill="#ffb3cc"
        {...O2}
      />
      <Scatter
        at={[
          [26, 26],
          [48, 18],
          [70, 28],
          [56, 42],
          [34, 44],
          [78, 48],
          [18, 48],
        ]}
      >
        <Ring count={5}>
          <circle cx="0" cy="-3" r="2.6" fill="#fff0f6" />
        </Ring>
        <circle r="1.4" fill="#d8406a" />
      </Scatter>
    </>
  ),
};
