import { memo, type ReactNode } from 'react';
import type { SlotSymbol } from './titles.ts';

/**
 * Generated symbol art: every slot symbol is a themed tile drawn from a small library of glyphs (a
 * keyword of its id picks the glyph) in a colour of its own; wilds sit on gold, scatters on a radiant
 * burst. One viewBox of 100 × 100 for every glyph.
 */
interface Ink {
  main: string;
  light: string;
  dark: string;
}

type Glyph = (c: Ink) => ReactNode;

const stroke = (c: Ink) => ({ stroke: c.dark, strokeWidth: 3, strokeLinejoin: 'round' as const });

const GLYPHS: Record<string, Glyph> = {
  person: (c) => (
    <>
      <path d="M16 94c2-20 14-32 34-32s32 12 34 32z" fill={c.main} {...stroke(c)} />
      <path d="M38 63l12 16 12-16" fill="none" stroke={c.light} strokeWidth="5" strokeLinejoin="round" />
      <circle cx="50" cy="44" r="20" fill="#f6dcc2" {...stroke(c)} />
      <path d="M28 44c0-18 10-28 22-28s22 10 22 28c-4-8-12-12-22-12s-18 4-22 12z" fill={c.dark} />
      <path d="M32 18l6-12 12 8 12-8 6 12z" fill={c.light} {...stroke(c)} />
      <path d="M40 46h6M54 46h6" stroke={c.dark} strokeWidth="3" strokeLinecap="round" />
      <circle cx="50" cy="55" r="2.6" fill="#e0475b" />
    </>
  ),
  kimono: (c) => (
    <>
      <path d="M34 10h32l28 20-10 16-12-8v52H28V38l-12 8L6 30z" fill={c.main} {...stroke(c)} />
      <path d="M40 10l10 22 10-22" fill="none" stroke={c.light} strokeWidth="5" strokeLinejoin="round" />
      <rect x="28" y="50" width="44" height="10" fill={c.light} stroke={c.dark} strokeWidth="2" />
      <path d="M36 72c6-6 10 6 16 0s10 6 16 0" fill="none" stroke={c.light} strokeWidth="3" />
    </>
  ),
  cat: (c) => (
    <>
      <path
        d="M20 30l8-20 16 14h12l16-14 8 20c4 10 4 22-2 32-7 13-19 20-28 20s-21-7-28-20c-6-10-6-22-2-32z"
        fill={c.main}
        {...stroke(c)}
      />
      <path d="M36 50a5 6 0 1 0 0.1 0zM64 50a5 6 0 1 0 0.1 0z" fill={c.dark} />
      <path d="M44 64l6 5 6-5z" fill={c.dark} />
      <path
        d="M20 60l14 2M20 68l14-2M80 60l-14 2M80 68l-14-2"
        stroke={c.light}
        strokeWidth="2.5"
        strokeLinecap="round"
      />
    </>
  ),
  rabbit: (c) => (
    <>
      <path
        d="M36 42c-6-14-6-30 0-34s10 16 8 32M64 42c6-14 6-30 0-34s-10 16-8 32"
        fill={c.light}
        {...stroke(c)}
      />
      <ellipse cx="50" cy="62" rx="26" ry="24" fill={c.main} {...stroke(c)} />
      <circle cx="40" cy="58" r="4" fill={c.dark} />
      <circle cx="60" cy="58" r="4" fill={c.dark} />
      <path d="M46 68h8l-4 4z" fill={c.dark} />
    </>
  ),
  bird: (c) => (
    <>
      <path
        d="M16 56c12-30 50-40 66-16-8-2-16 2-18 8 10 10 8 30-12 38-18 6-34-6-36-30z"
        fill={c.main}
        {...stroke(c)}
      />
      <path d="M30 58c12 6 24 4 30-6" fill="none" stroke={c.light} strokeWidth="4" strokeLinecap="round" />
      <circle cx="62" cy="38" r="4" fill={c.dark} />
      <path d="M78 40l12 4-12 6z" fill="#f2c14e" {...stroke(c)} />
    </>
  ),
  fish: (c) => (
    <>
      <path d="M12 50c14-22 44-26 62-8l14-14v44l-14-14c-18 18-48 14-62-8z" fill={c.main} {...stroke(c)} />
      <path d="M36 38c6 8 6 16 0 24" fill="none" stroke={c.light} strokeWidth="3" />
      <circle cx="26" cy="47" r="4" fill={c.dark} />
      <path d="M50 32c4 6 8 8 14 8" fill="none" stroke={c.light} strokeWidth="3" strokeLinecap="round" />
    </>
  ),
  serpent: (c) => (
    <>
      <path
        d="M24 84c-10-14 6-26 22-26s30-10 22-24-26-8-24 2"
        fill="none"
        stroke={c.dark}
        strokeWidth="17"
        strokeLinecap="round"
      />
      <path
        d="M24 84c-10-14 6-26 22-26s30-10 22-24-26-8-24 2"
        fill="none"
        stroke={c.main}
        strokeWidth="11"
        strokeLinecap="round"
      />
      <ellipse cx="47" cy="26" rx="14" ry="10" fill={c.main} {...stroke(c)} />
      <circle cx="52" cy="23" r="3" fill={c.dark} />
      <path d="M34 26l-10 2 8 4" fill="none" stroke="#e0475b" strokeWidth="2.5" />
      <path d="M38 62l4 6M54 56l2 7M64 44l6 3" stroke={c.light} strokeWidth="3" strokeLinecap="round" />
    </>
  ),
  sword: (c) => (
    <>
      <path d="M70 12l10 8-42 46-8-6z" fill="#dfe6f2" {...stroke(c)} />
      <path d="M72 16l4 3-38 42" stroke="#ffffff" strokeWidth="2" />
      <path d="M22 54l22 18" stroke={c.dark} strokeWidth="12" strokeLinecap="round" />
      <path d="M22 54l22 18" stroke={c.light} strokeWidth="7" strokeLinecap="round" />
      <path d="M30 66l-14 16" stroke={c.main} strokeWidth="9" strokeLinecap="round" />
      <circle cx="14" cy="85" r="6" fill={c.light} {...stroke(c)} />
    </>
  ),
  axe: (c) => (
    <>
      <path d="M30 88l34-66" stroke={c.dark} strokeWidth="10" strokeLinecap="round" />
      <path d="M30 88l34-66" stroke="#a9713a" strokeWidth="6" strokeLinecap="round" />
      <path d="M56 18c14-8 28-4 34 6-10 2-16 12-14 26-10-2-20-10-26-18z" fill="#dfe6f2" {...stroke(c)} />
      <path d="M58 22c-12-8-26-6-34 4 10 2 14 12 12 24 10-2 18-8 24-16z" fill={c.main} {...stroke(c)} />
    </>
  ),
  hammer: (c) => (
    <>
      <path d="M50 40v48" stroke={c.dark} strokeWidth="11" strokeLinecap="round" />
      <path d="M50 40v48" stroke="#a9713a" strokeWidth="6" strokeLinecap="round" />
      <rect x="18" y="14" width="64" height="30" rx="6" fill={c.main} {...stroke(c)} />
      <path d="M24 22h52" stroke={c.light} strokeWidth="4" strokeLinecap="round" />
    </>
  ),
  shuriken: (c) => (
    <>
      <path d="M50 6l10 34 34 10-34 10-10 34-10-34-34-10 34-10z" fill="#dfe6f2" {...stroke(c)} />
      <circle cx="50" cy="50" r="9" fill={c.main} {...stroke(c)} />
    </>
  ),
  gem: (c) => (
    <>
      <path d="M26 18h48l18 22-42 48-42-48z" fill={c.main} {...stroke(c)} />
      <path
        d="M8 40h84M26 18l12 22 12-22 12 22 12-22M38 40l12 48 12-48"
        fill="none"
        stroke={c.dark}
        strokeWidth="2"
      />
      <path d="M30 22l-8 14h14z" fill={c.light} opacity="0.9" />
    </>
  ),
  coin: (c) => (
    <>
      <ellipse cx="50" cy="50" rx="38" ry="38" fill="#f2c14e" {...stroke(c)} />
      <ellipse cx="50" cy="50" rx="29" ry="29" fill="none" stroke="#9a6a12" strokeWidth="3" />
      <rect x="41" y="41" width="18" height="18" fill={c.main} stroke="#9a6a12" strokeWidth="3" />
      <path d="M26 34c6-10 14-14 24-15" fill="none" stroke="#fff1b8" strokeWidth="4" strokeLinecap="round" />
    </>
  ),
  ingot: (c) => (
    <>
      <path d="M10 76l14-36h52l14 36z" fill="#f2c14e" {...stroke(c)} />
      <path d="M24 40l8-16h36l8 16z" fill="#ffe08a" {...stroke(c)} />
      <path d="M32 60h36" stroke="#9a6a12" strokeWidth="4" strokeLinecap="round" />
      <circle cx="50" cy="32" r="4" fill={c.main} />
    </>
  ),
  flower: (c) => (
    <>
      {[0, 72, 144, 216, 288].map((a) => (
        <ellipse
          key={a}
          cx="50"
          cy="28"
          rx="15"
          ry="22"
          fill={c.main}
          {...stroke(c)}
          transform={`rotate(${a} 50 50)`}
        />
      ))}
      <circle cx="50" cy="50" r="11" fill="#ffe08a" {...stroke(c)} />
      {[0, 72, 144, 216, 288].map((a) => (
        <path
          key={a}
          d="M50 36v-12"
          stroke={c.light}
          strokeWidth="3"
          strokeLinecap="round"
          transform={`rotate(${a} 50 50)`}
        />
      ))}
    </>
  ),
  snowflake: (c) => (
    <g stroke={c.main} strokeWidth="6" strokeLinecap="round">
      {[0, 60, 120].map((a) => (
        <path
          key={a}
          d="M50 8v84M40 16l10 10 10-10M40 84l10-10 10 10"
          fill="none"
          transform={`rotate(${a} 50 50)`}
        />
      ))}
      <circle cx="50" cy="50" r="7" fill={c.light} />
    </g>
  ),
  lantern: (c) => (
    <>
      <path d="M50 4v10" stroke={c.dark} strokeWidth="4" />
      <rect x="34" y="12" width="32" height="8" rx="2" fill={c.dark} />
      <ellipse cx="50" cy="50" rx="30" ry="32" fill={c.main} {...stroke(c)} />
      <path d="M24 38h52M22 50h56M24 62h52" stroke={c.dark} strokeWidth="2" opacity="0.6" />
      <ellipse cx="42" cy="42" rx="8" ry="14" fill={c.light} opacity="0.55" />
      <rect x="34" y="80" width="32" height="8" rx="2" fill={c.dark} />
      <path d="M46 88v8M54 88v8" stroke={c.light} strokeWidth="3" />
    </>
  ),
  cup: (c) => (
    <>
      <path d="M22 20h50l-6 66H28z" fill={c.main} {...stroke(c)} />
      <path d="M72 32c14 0 14 28-2 28" fill="none" stroke={c.dark} strokeWidth="6" />
      <path d="M18 22c6-10 18-12 26-6 8-8 24-6 30 4z" fill="#fff6d6" {...stroke(c)} />
      <path d="M34 34l-2 42" stroke={c.light} strokeWidth="5" strokeLinecap="round" />
    </>
  ),
  temple: (c) => (
    <>
      <path d="M50 8l40 72H10z" fill={c.main} {...stroke(c)} />
      <path d="M22 58h56M32 40h36M42 24h16" stroke={c.dark} strokeWidth="3" />
      <rect x="42" y="64" width="16" height="16" fill={c.dark} />
      <rect x="6" y="80" width="88" height="8" rx="2" fill={c.light} {...stroke(c)} />
    </>
  ),
  torii: (c) => (
    <>
      <path d="M8 18c20 6 64 6 84 0l-4 12H12z" fill={c.main} {...stroke(c)} />
      <rect x="18" y="40" width="64" height="8" fill={c.main} {...stroke(c)} />
      <path d="M28 30l-4 62M72 30l4 62" stroke={c.dark} strokeWidth="11" />
      <path d="M28 30l-4 62M72 30l4 62" stroke={c.main} strokeWidth="6" />
    </>
  ),
  mountain: (c) => (
    <>
      <path d="M6 88l30-52h28l30 52z" fill={c.dark} {...stroke(c)} />
      <path d="M36 36h28l-6 14-8-6-8 8z" fill={c.main} />
      <path d="M44 30c-4-10 2-20 8-24 0 8 10 12 6 24" fill="#ff8c42" {...stroke(c)} />
    </>
  ),
  star: (c) => (
    <>
      <path d="M50 6l13 28 31 4-23 21 6 31-27-15-27 15 6-31L6 38l31-4z" fill={c.main} {...stroke(c)} />
      <path d="M50 22l6 14 15 2" fill="none" stroke={c.light} strokeWidth="4" strokeLinecap="round" />
      <circle cx="50" cy="52" r="8" fill={c.light} />
    </>
  ),
  sun: (c) => (
    <>
      {Array.from({ length: 12 }, (_, i) => (
        <path
          key={i}
          d="M50 2l7 16H43z"
          fill={c.light}
          stroke={c.dark}
          strokeWidth="2"
          transform={`rotate(${i * 30} 50 50)`}
        />
      ))}
      <circle cx="50" cy="50" r="28" fill={c.main} {...stroke(c)} />
      <circle cx="50" cy="50" r="18" fill="none" stroke={c.dark} strokeWidth="2.5" />
      <path d="M42 46h4M54 46h4M44 58c4 3 8 3 12 0" stroke={c.dark} strokeWidth="3" strokeLinecap="round" />
    </>
  ),
  mask: (c) => (
    <>
      <path d="M16 20h68v30c0 22-16 38-34 38S16 72 16 50z" fill={c.main} {...stroke(c)} />
      <path d="M26 42l14-4 4 8-16 2zM74 42l-14-4-4 8 16 2z" fill={c.dark} />
      <path d="M38 68h24l-4 8H42z" fill={c.dark} />
      <path
        d="M16 26h68M24 14l6 10M50 8v14M76 14l-6 10"
        stroke={c.light}
        strokeWidth="4"
        strokeLinecap="round"
      />
      <path d="M50 44v16" stroke={c.light} strokeWidth="4" />
    </>
  ),
  moon: (c) => (
    <>
      <circle cx="50" cy="50" r="38" fill={c.main} {...stroke(c)} />
      <circle cx="38" cy="40" r="7" fill={c.dark} opacity="0.25" />
      <circle cx="60" cy="62" r="10" fill={c.dark} opacity="0.2" />
      <circle cx="64" cy="32" r="4" fill={c.dark} opacity="0.25" />
    </>
  ),
  crest: (c) => (
    <>
      <circle cx="50" cy="50" r="40" fill={c.main} {...stroke(c)} />
      <circle cx="50" cy="50" r="31" fill="none" stroke={c.light} strokeWidth="3" />
      {[0, 120, 240].map((a) => (
        <path
          key={a}
          d="M50 50c-12-6-14-20-2-26 8 6 10 16 2 26z"
          fill={c.light}
          stroke={c.dark}
          strokeWidth="2"
          transform={`rotate(${a} 50 50)`}
        />
      ))}
      <circle cx="50" cy="50" r="5" fill={c.dark} />
    </>
  ),
  eye: (c) => (
    <>
      <path d="M6 50c20-26 68-26 88 0-20 26-68 26-88 0z" fill="#fff6d6" {...stroke(c)} />
      <circle cx="50" cy="50" r="14" fill={c.main} {...stroke(c)} />
      <circle cx="50" cy="50" r="6" fill={c.dark} />
      <path
        d="M36 66l-6 22M60 64c6 8 14 10 20 6"
        fill="none"
        stroke={c.dark}
        strokeWidth="5"
        strokeLinecap="round"
      />
    </>
  ),
  ankh: (c) => (
    <>
      <ellipse cx="50" cy="26" rx="14" ry="18" fill="none" stroke={c.dark} strokeWidth="13" />
      <ellipse cx="50" cy="26" rx="14" ry="18" fill="none" stroke={c.main} strokeWidth="8" />
      <path d="M22 48h56M50 46v46" stroke={c.dark} strokeWidth="13" strokeLinecap="round" />
      <path d="M22 48h56M50 46v46" stroke={c.main} strokeWidth="8" strokeLinecap="round" />
    </>
  ),
  scroll: (c) => (
    <>
      <rect x="22" y="18" width="56" height="64" fill="#f4e2b8" {...stroke(c)} />
      <rect x="14" y="10" width="72" height="12" rx="6" fill={c.main} {...stroke(c)} />
      <rect x="14" y="78" width="72" height="12" rx="6" fill={c.main} {...stroke(c)} />
      <path
        d="M32 34h36M32 46h36M32 58h24"
        stroke={c.dark}
        strokeWidth="4"
        strokeLinecap="round"
        opacity="0.7"
      />
    </>
  ),
  fruit: (c) => (
    <>
      <circle cx="50" cy="56" r="32" fill={c.main} {...stroke(c)} />
      <path d="M50 24c0-10 4-16 10-18" fill="none" stroke="#6b4a22" strokeWidth="5" strokeLinecap="round" />
      <path d="M54 22c8-10 22-8 26 0-8 8-20 8-26 0z" fill="#6cc070" {...stroke(c)} />
      <ellipse cx="38" cy="46" rx="8" ry="12" fill={c.light} opacity="0.6" />
    </>
  ),
  cherry: (c) => (
    <>
      <path
        d="M34 60c4-20 12-36 30-48M66 62c-2-20-2-34-2-50"
        fill="none"
        stroke="#3f7d3a"
        strokeWidth="5"
        strokeLinecap="round"
      />
      <path d="M64 12c10-6 22-2 26 6-12 4-20 2-26-6z" fill="#6cc070" {...stroke(c)} />
      <circle cx="32" cy="70" r="18" fill={c.main} {...stroke(c)} />
      <circle cx="68" cy="72" r="18" fill={c.main} {...stroke(c)} />
      <circle cx="26" cy="64" r="5" fill={c.light} />
      <circle cx="62" cy="66" r="5" fill={c.light} />
    </>
  ),
  dango: (c) => (
    <>
      <path d="M50 4v92" stroke="#a9713a" strokeWidth="5" strokeLinecap="round" />
      <circle cx="50" cy="24" r="15" fill="#f7b2c4" {...stroke(c)} />
      <circle cx="50" cy="50" r="15" fill="#fff6d6" {...stroke(c)} />
      <circle cx="50" cy="76" r="15" fill={c.main} {...stroke(c)} />
    </>
  ),
  cloud: (c) => (
    <>
      <path
        d="M20 70c-12 0-14-20 0-22 0-16 20-22 28-10 6-14 30-12 30 6 14 0 16 26 0 26z"
        fill={c.main}
        {...stroke(c)}
      />
      <path
        d="M34 56c6-6 14-6 18 0s12 6 16 0"
        fill="none"
        stroke={c.light}
        strokeWidth="4"
        strokeLinecap="round"
      />
    </>
  ),
  bolt: (c) => <path d="M58 4L18 56h26l-8 40 44-56H54z" fill={c.main} {...stroke(c)} />,
  flame: (c) => (
    <>
      <path
        d="M50 94c-22 0-34-16-30-36 4-18 18-22 20-44 14 10 16 24 14 34 6-4 8-12 8-18 12 12 18 26 16 38-2 16-14 26-28 26z"
        fill={c.main}
        {...stroke(c)}
      />
      <path d="M50 88c-10 0-16-8-14-18 2-8 10-12 12-22 10 10 16 18 14 28-2 8-6 12-12 12z" fill="#ffe08a" />
    </>
  ),
  fan: (c) => (
    <>
      <path d="M50 86L10 40c20-28 60-28 80 0z" fill={c.main} {...stroke(c)} />
      {[-40, -20, 0, 20, 40].map((a) => (
        <path key={a} d="M50 86V18" stroke={c.dark} strokeWidth="2" transform={`rotate(${a} 50 86)`} />
      ))}
      <path d="M18 36c18-18 46-18 64 0" fill="none" stroke={c.light} strokeWidth="4" />
      <circle cx="50" cy="84" r="5" fill={c.light} {...stroke(c)} />
    </>
  ),
  bell: (c) => (
    <>
      <path
        d="M50 10c-18 0-26 16-26 34 0 16-8 22-12 28h76c-4-6-12-12-12-28 0-18-8-34-26-34z"
        fill={c.main}
        {...stroke(c)}
      />
      <circle cx="50" cy="82" r="9" fill={c.light} {...stroke(c)} />
      <path d="M34 40c0-10 4-16 10-18" fill="none" stroke={c.light} strokeWidth="4" strokeLinecap="round" />
    </>
  ),
  chest: (c) => (
    <>
      <path d="M12 44c0-24 76-24 76 0z" fill={c.main} {...stroke(c)} />
      <rect x="12" y="44" width="76" height="42" fill={c.main} {...stroke(c)} />
      <path d="M12 44h76M30 30v56M70 30v56" stroke={c.dark} strokeWidth="5" />
      <rect x="42" y="40" width="16" height="18" rx="3" fill="#f2c14e" {...stroke(c)} />
      <path d="M22 28l-4-10M50 22v-12M78 28l4-10" stroke="#ffe08a" strokeWidth="4" strokeLinecap="round" />
    </>
  ),
  shield: (c) => (
    <>
      <path d="M50 8l36 12v26c0 22-16 38-36 46-20-8-36-24-36-46V20z" fill={c.main} {...stroke(c)} />
      <path d="M50 18v66M24 42h52" stroke={c.light} strokeWidth="7" />
      <path d="M50 18v66M24 42h52" stroke={c.dark} strokeWidth="2" />
    </>
  ),
  helmet: (c) => (
    <>
      <path d="M16 60c0-26 14-40 34-40s34 14 34 40v10H16z" fill={c.main} {...stroke(c)} />
      <path
        d="M16 44C6 36 6 20 14 10c2 14 8 20 16 22M84 44c10-8 10-24 2-34-2 14-8 20-16 22"
        fill="#fff6d6"
        {...stroke(c)}
      />
      <path d="M46 62h8v26h-8z" fill={c.dark} />
      <path d="M16 66h68" stroke={c.light} strokeWidth="5" />
    </>
  ),
  leaf: (c) => (
    <>
      <path d="M20 86C18 46 40 14 84 10c0 46-24 74-64 76z" fill={c.main} {...stroke(c)} />
      <path d="M20 86C38 62 54 42 80 14" stroke={c.dark} strokeWidth="3" />
      <path
        d="M40 62l-6-16M52 48l-4-16M46 56l16 2M58 42l14 2"
        stroke={c.light}
        strokeWidth="3"
        strokeLinecap="round"
      />
    </>
  ),
  tree: (c) => (
    <>
      <path d="M44 90l2-30h8l2 30z" fill="#8a5a2b" {...stroke(c)} />
      <circle cx="50" cy="38" r="26" fill={c.main} {...stroke(c)} />
      <circle cx="28" cy="52" r="14" fill={c.main} {...stroke(c)} />
      <circle cx="72" cy="52" r="14" fill={c.main} {...stroke(c)} />
      <circle cx="42" cy="32" r="5" fill="#f2c14e" />
      <circle cx="60" cy="44" r="5" fill="#f2c14e" />
      <circle cx="30" cy="52" r="4" fill="#f2c14e" />
    </>
  ),
  ship: (c) => (
    <>
      <path d="M8 62h84l-12 22H20z" fill="#8a5a2b" {...stroke(c)} />
      <path d="M50 8v54" stroke={c.dark} strokeWidth="4" />
      <path d="M52 12c18 8 24 26 22 44H52z" fill={c.main} {...stroke(c)} />
      <path d="M48 20c-12 8-18 22-18 36h18z" fill={c.light} {...stroke(c)} />
    </>
  ),
  boot: (c) => (
    <>
      <path d="M30 10h30v46l26 12c6 4 6 20-4 20H24c-4 0-6-4-6-8l12-32z" fill={c.main} {...stroke(c)} />
      <path d="M30 24h30M18 82h70" stroke={c.dark} strokeWidth="4" />
      <circle cx="68" cy="66" r="4" fill={c.light} />
    </>
  ),
  lute: (c) => (
    <>
      <path d="M56 44l28-34 6 6-30 32" fill="#8a5a2b" {...stroke(c)} />
      <ellipse cx="38" cy="64" rx="26" ry="24" fill={c.main} {...stroke(c)} transform="rotate(-40 38 64)" />
      <circle cx="40" cy="62" r="8" fill={c.dark} />
      <path d="M24 80l46-48" stroke={c.light} strokeWidth="1.5" />
    </>
  ),
  paw: (c) => (
    <>
      <ellipse cx="50" cy="66" rx="22" ry="18" fill={c.main} {...stroke(c)} />
      <circle cx="24" cy="42" r="9" fill={c.main} {...stroke(c)} />
      <circle cx="40" cy="26" r="9" fill={c.main} {...stroke(c)} />
      <circle cx="60" cy="26" r="9" fill={c.main} {...stroke(c)} />
      <circle cx="76" cy="42" r="9" fill={c.main} {...stroke(c)} />
    </>
  ),
  skull: (c) => (
    <>
      <path d="M16 86l68-60M16 26l68 60" stroke={c.dark} strokeWidth="11" strokeLinecap="round" />
      <path d="M16 86l68-60M16 26l68 60" stroke="#fff6d6" strokeWidth="6" strokeLinecap="round" />
      <path
        d="M24 44c0-20 12-32 26-32s26 12 26 32c0 10-6 14-8 16v10H32V60c-2-2-8-6-8-16z"
        fill="#fff6d6"
        {...stroke(c)}
      />
      <circle cx="40" cy="44" r="7" fill={c.dark} />
      <circle cx="60" cy="44" r="7" fill={c.dark} />
    </>
  ),
  seven: (c) => (
    <text
      x="50"
      y="82"
      textAnchor="middle"
      fontSize="86"
      fontWeight="900"
      fontFamily="Georgia, serif"
      fill={c.main}
      stroke={c.dark}
      strokeWidth="3"
    >
      7
    </text>
  ),
  bar: (c) => (
    <>
      <rect x="8" y="30" width="84" height="40" rx="8" fill={c.main} {...stroke(c)} />
      <text
        x="50"
        y="61"
        textAnchor="middle"
        fontSize="30"
        fontWeight="900"
        fontFamily="system-ui, sans-serif"
        fill={c.dark}
      >
        BAR
      </text>
    </>
  ),
};

/** Keywords of symbol ids → glyph; the first match wins (so `sun_mask` is a mask, `koi_pond` a fish). */
const KEYWORDS: [RegExp, string][] = [
  [/seven/, 'seven'],
  [/^bar$/, 'bar'],
  [/mask|daruma/, 'mask'],
  [/oiran|samurai|knight|angel|pharaoh|captain|queen|maiko|king|god|hula|ronin|dwarf|^idol$/, 'person'],
  [/rabbit/, 'rabbit'],
  [/jaguar|tiger|neko|wolf|horse|frog|cat/, 'cat'],
  [/owl|parrot|phoenix/, 'bird'],
  [/koi|fish/, 'fish'],
  [/serpent|dragon$|cobra|dragon/, 'serpent'],
  [/^kimono$/, 'kimono'],
  [/katana|sword|revolver|icicle/, 'sword'],
  [/axe/, 'axe'],
  [/hammer|kine|anvil|cannon/, 'hammer'],
  [/shuriken/, 'shuriken'],
  [/diamond|emerald|ruby|sapphire|topaz|amethyst|jade|obsidian|crystal|pebble|scarab/, 'gem'],
  [/coin|koban|pouch/, 'coin'],
  [/gold_bar|ingot|rice/, 'ingot'],
  [/snow|blizzard/, 'snowflake'],
  [/hibiscus|sakura|lotus|lily|bloom|kanzashi/, 'flower'],
  [/lantern|chochin|toro/, 'lantern'],
  [/ale|sake|whiskey|rum|goblet|horn$|drinking|jar|mug/, 'cup'],
  [/torii|bridge/, 'torii'],
  [/volcano/, 'mountain'],
  [/pyramid|pagoda|castle|palace|valhalla|sarcophagus/, 'temple'],
  [/sun|compass/, 'sun'],
  [/moon/, 'moon'],
  [/star/, 'star'],
  [/eye/, 'eye'],
  [/ankh/, 'ankh'],
  [/crest|rune|omamori|tsuba|halo|orb|jolly|wild/, 'crest'],
  [/scroll|makimono|papyrus|wanted|map/, 'scroll'],
  [/cherry/, 'cherry'],
  [/dango|mochi/, 'dango'],
  [/apple|pineapple|coconut|acorn|cacao|yarn|bubble|seed|pearl|mushroom/, 'fruit'],
  [/cloud|rainbow/, 'cloud'],
  [/bolt|thunder/, 'bolt'],
  [/ember|fire/, 'flame'],
  [/fan|uchiwa|wagasa|shell/, 'fan'],
  [/bell|suzu/, 'bell'],
  [/chest|treasure|bounty/, 'chest'],
  [/shield/, 'shield'],
  [/kabuto|helm/, 'helmet'],
  [/feather|leaf|susuki|reed|surfboard/, 'leaf'],
  [/tree|roots|cactus/, 'tree'],
  [/ship|galleon|longship/, 'ship'],
  [/boot|geta|waraji|mitten/, 'boot'],
  [/ukulele|koto/, 'lute'],
  [/paw/, 'paw'],
  [/roger|skull/, 'skull'],
];

export function glyphOf(id: string): string {
  return KEYWORDS.find(([re]) => re.test(id))?.[1] ?? 'gem';
}

/** Distinct, saturated symbol colours; each title starts the wheel at its own place. */
const PALETTE: Ink[] = [
  { main: '#e0475b', light: '#ffb3bd', dark: '#5a0f1c' },
  { main: '#3fb6a8', light: '#b8f0e8', dark: '#0d3d38' },
  { main: '#7a6cf0', light: '#d3cdff', dark: '#231a66' },
  { main: '#e8833a', light: '#ffd2ad', dark: '#5a2a08' },
  { main: '#4f9be8', light: '#c5e1ff', dark: '#0f2f5a' },
  { main: '#6cc070', light: '#d2f5cf', dark: '#1b4a1e' },
  { main: '#d86bc4', light: '#ffd0f3', dark: '#4f1246' },
];

const GOLD: Ink = { main: '#f2c14e', light: '#fff1b8', dark: '#5a3b06' };

export function inkOf(index: number, seed: number, themeTo: string, kind: SlotSymbol['kind']): Ink {
  if (kind === 'wild') return GOLD;
  if (index === 0) return { main: themeTo, light: '#fff6d6', dark: '#1a1030' };
  return PALETTE[(index + seed) % PALETTE.length]!;
}

export function seedOf(text: string): number {
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return h;
}

interface SymbolArtProps {
  symbol: SlotSymbol;
  index: number;
  seed: number;
  themeFrom: string;
  themeTo: string;
}

/** One symbol tile (decorative: the cell around it carries the name). */
export const SymbolArt = memo(function SymbolArt({
  symbol,
  index,
  seed,
  themeFrom,
  themeTo,
}: SymbolArtProps) {
  const ink = inkOf(index, seed, themeTo, symbol.kind);
  const glyph = GLYPHS[glyphOf(symbol.id)] ?? GLYPHS.gem!;
  const premium = symbol.kind === 'regular' && index < 3;
  return (
    <svg className="slot-symbol" viewBox="0 0 100 100" aria-hidden="true" focusable="false">
      <rect x="2" y="2" width="96" height="96" rx="14" fill="#070a1f" />
      <circle cx="50" cy="42" r="44" fill={symbol.kind === 'wild' ? '#7a5208' : themeFrom} opacity="0.75" />
      {symbol.kind === 'scatter'
        ? Array.from({ length: 16 }, (_, i) => (
            <path
              key={i}
              d="M50 50L46 2h8z"
              fill={themeTo}
              opacity="0.35"
              transform={`rotate(${i * 22.5} 50 50)`}
            />
          ))
        : null}
      <g transform={symbol.kind === 'regular' ? 'translate(10 8) scale(0.8)' : 'translate(17 6) scale(0.66)'}>
        {glyph(ink)}
      </g>
      {symbol.kind !== 'regular' ? (
        <g>
          <rect
            x="12"
            y="72"
            width="76"
            height="20"
            rx="10"
            fill={symbol.kind === 'wild' ? '#f2c14e' : themeTo}
            stroke="#1a1030"
            strokeWidth="2"
          />
          <text
            x="50"
            y="87"
            textAnchor="middle"
            fontSize={symbol.kind === 'wild' ? 15 : 11.5}
            fontWeight="900"
            fontFamily="system-ui, sans-serif"
            fill="#1a1030"
            letterSpacing="1"
          >
            {symbol.kind === 'wild' ? 'WILD' : 'SCATTER'}
          </text>
        </g>
      ) : null}
      <rect
        x="2.5"
        y="2.5"
        width="95"
        height="95"
        rx="14"
        fill="none"
        stroke={symbol.kind === 'regular' ? ink.main : '#f2c14e'}
        strokeOpacity={symbol.kind === 'regular' ? 0.5 : 0.9}
        strokeWidth={premium || symbol.kind !== 'regular' ? 3 : 1.5}
      />
    </svg>
  );
});
