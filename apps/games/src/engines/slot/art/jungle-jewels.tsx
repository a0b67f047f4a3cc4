import { Dots, Ring } from '../../shared/svg-repeat.tsx';
import { line, O, O2, type TitleArt } from './paint.ts';

/** A cut stone: the outline, its facets and a gloss. */
const stone = (outline: string, facets: string, main: string, dark: string, light: string) => (
  <>
    <path d={outline} fill={main} {...O} />
    <path d={facets} fill="none" stroke={dark} strokeWidth="1.8" strokeLinejoin="round" />
    <path d={outline} fill="none" stroke={light} strokeWidth="1" opacity="0.6" />
  </>
);

/** Jungle Jewels: rain-forest greens and saturated gemstones. */
export const JUNGLE_JEWELS: TitleArt = {
  emerald: () => (
    <>
      {/* an emerald-cut (octagonal step-cut) green stone */}
      {stone(
        'M30 8h40l18 18v48L70 92H30L12 74V26z',
        'M38 20h24l12 12v36L62 80H38L26 68V32zM30 8l8 12M70 8l-8 12M88 26l-14 6M88 74l-14-6M70 92l-8-12M30 92l8-12M12 74l14-6M12 26l14 6',
        '#1fae5a',
        '#0a5a2a',
        '#b8ffd0',
      )}
      <path d="M40 26h18l8 8" {...line('#d8ffe8', 3)} />
    </>
  ),
  ruby: () => (
    <>
      {/* a heart-shaped ruby */}
      {stone(
        'M50 92L12 50C2 36 10 14 30 14c10 0 16 6 20 14 4-8 10-14 20-14 20 0 28 22 18 36z',
        'M50 92L32 44 50 30 68 44zM12 50l20-6M88 50l-20-6M30 14l2 30M70 14l-2 30',
        '#e8243a',
        '#7a0a1a',
        '#ffc0c8',
      )}
      <path d="M22 30c2-6 8-10 14-8" {...line('#ffe0e4', 3)} />
    </>
  ),
  sapphire: () => (
    <>
      {/* a round brilliant sapphire from the side: table, crown, pavilion */}
      {stone(
        'M24 28h52l18 18-44 48L6 46z',
        'M6 46h88M24 28l10 18 16-18 16 18 10-18M34 46l16 48 16-48',
        '#2a6ae8',
        '#0a2a7a',
        '#c0d8ff',
      )}
      <path d="M30 34h14" {...line('#e0ecff', 3)} />
    </>
  ),
  topaz: () => (
    <>
      {/* a pear-cut golden topaz */}
      {stone(
        'M50 6C64 26 82 44 82 64c0 18-14 30-32 30S18 82 18 64C18 44 36 26 50 6z',
        'M50 6v40M50 46L30 64l20 20 20-20zM18 64h12M70 64h12M50 84v10',
        '#f2a81a',
        '#8a5208',
        '#fff0b8',
      )}
      <path d="M34 52c2-8 6-14 10-18" {...line('#fff4d0', 3)} />
    </>
  ),
  amethyst: () => (
    <>
      {/* a cluster of amethyst crystal points growing from rock */}
      <path d="M8 92c4-8 20-12 42-12s38 4 42 12z" fill="#5a5068" {...O} />
      <path d="M40 84V30l10-20 10 20v54z" fill="#9a5ae8" {...O} />
      <path d="M50 10v74" {...line('#5a2aa8', 1.8)} />
      <path d="M20 86V48l8-14 8 14v38z" fill="#7a3ad8" {...O} />
      <path d="M64 86V42l9-14 9 14v44z" fill="#b07af0" {...O} />
      <path d="M44 34l4-8M24 52l3-6M68 46l4-8" {...line('#f0e0ff', 2.6)} />
    </>
  ),
  parrot: () => (
    <>
      {/* a scarlet macaw's head and shoulders: red, a white face, a hooked beak, blue and yellow wing */}
      <path d="M30 96c-6-20 0-44 10-56l30 16c4 18-2 32-12 40z" fill="#2a6ae8" {...O} />
      <path d="M40 60c10 4 20 6 30 4l-6 14c-10 2-20 0-28-4z" fill="#ffd23f" {...O2} />
      <path d="M30 48c-4-22 8-40 28-40 16 0 24 12 22 26l-10 24c-14 4-32 2-40-10z" fill="#e8243a" {...O} />
      <path d="M52 22c8-2 14 4 12 12-6 4-14 0-12-12z" fill="#fbf6ea" {...O2} />
      <circle cx="58" cy="28" r="3" fill="#1b1230" />
      <path d="M66 26c14 0 20 10 16 24-4 4-8 0-8-4-2 2-6 2-8-2z" fill="#2a2a34" {...O} />
      <path d="M68 34c6 0 8 4 8 8" {...line('#6a6a7a', 2)} />
    </>
  ),
  tree_frog: () => (
    <>
      {/* a red-eyed tree frog clinging to a leaf */}
      <path d="M6 86C20 60 60 50 94 62 70 76 40 90 6 86z" fill="#2f8a3a" {...O} />
      <path d="M16 82c24-10 48-16 72-18" {...line('#1f5a2a', 1.6)} />
      <path d="M28 62c0-16 10-28 22-28s22 12 22 28c0 10-10 14-22 14S28 72 28 62z" fill="#5ad84a" {...O} />
      <circle cx="36" cy="36" r="9" fill="#e8243a" {...O} />
      <circle cx="64" cy="36" r="9" fill="#e8243a" {...O} />
      <path d="M36 31v10M64 31v10" {...line('#1b1230', 3)} />
      <path d="M38 56c6 4 18 4 24 0" {...line('#1f5a2a', 2)} />
      <path d="M26 66l-10 6M74 66l10 6" {...line('#3a6ae8', 4)} />
      <Dots
        at={[
          [14, 74],
          [86, 74],
        ]}
        r={4}
        fill="#ff8a1a"
        {...O2}
      />
    </>
  ),
  jungle_idol: (p) => (
    <>
      {/* a moss-grown stone head with emerald eyes and vines */}
      <path d="M20 90V26c0-12 12-20 30-20s30 8 30 20v64z" fill="#7a7a6a" {...O} />
      <path d="M28 34h16v10H28zM56 34h16v10H56z" fill="#1b1230" />
      <path d="M31 36h10v6H31zM59 36h10v6H59z" fill="#3aff7a" />
      <path d="M44 48h12v18H44z" fill="#5a5a4a" {...O2} />
      <path d="M32 74h36v10H32z" fill="#3a3a30" {...O2} />
      {[38, 46, 54, 62].map((x) => (
        <path key={x} d={`M${x} 74v10`} {...line('#f4ead0', 2)} />
      ))}
      <path d="M20 30c8 4 6 14 0 18M80 20c-10 10-6 24 0 32M24 88c4-8 10-10 14-6" {...line('#2f8a3a', 4)} />
      <path d="M30 14h40" stroke={p.gold} strokeWidth="3" />
    </>
  ),
  lost_treasure: (p) => (
    <>
      {/* an ancient gold amulet set with a great emerald, tangled in jungle leaves */}
      <path d="M20 20c-10-4-16 6-10 12M80 20c10-4 16 6 10 12" {...line('#2f8a3a', 4)} />
      <ellipse cx="14" cy="40" rx="8" ry="4" transform="rotate(-40 14 40)" fill="#2f8a3a" {...O2} />
      <ellipse cx="86" cy="40" rx="8" ry="4" transform="rotate(40 86 40)" fill="#2f8a3a" {...O2} />
      <circle cx="50" cy="48" r="38" fill={p.gold} {...O} />
      <Ring count={12} about={[50, 48]}>
        {(i) => <circle cx="50" cy="16" r="3" fill={i % 2 ? '#e8243a' : '#2a6ae8'} {...O2} />}
      </Ring>
      <path d="M50 26l18 22-18 22-18-22z" fill="#1fae5a" {...O} />
      <path d="M50 26v44M32 48h36" {...line('#0a5a2a', 1.6)} />
      <path d="M42 38l6-6" {...line('#d8ffe8', 2.6)} />
    </>
  ),
};
