/** Mystic and elemental motifs: eye, bolt, gem, moon, anchor, snowflake, katana. (Split from motifs.ts by family; the drawing code is generated art.) */
import { darken, lighten, linear, n, polar, radial, sparkle, starPath, type ArtContext } from '../util.ts';
import { boltPath } from './casino.ts';
import { GOLD_EDGE, type Motif, sparkles } from './shared.ts';

export const eye: Motif = (c) => {
  const embers = Array.from({ length: 12 }, () => {
    const x = -120 + c.rand() * 240;
    const y = -110 + c.rand() * 220;
    return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(1.5 + c.rand() * 3)}" fill="#ffb347" opacity="${n(0.5 + c.rand() * 0.5)}"/>`;
  }).join('');
  const G = `stroke="${c.url('gold')}" stroke-linecap="round" stroke-linejoin="round" fill="none"`;
  return (
    `<circle r="122" fill="${c.url('glowTo')}" opacity=".7"/>` +
    `<path d="M0 -124L124 96H-124Z" fill="${darken(c.from, 0.35)}" stroke="${c.url('gold')}" stroke-width="5" stroke-linejoin="round" opacity=".95"/>` +
    `<path d="M0 -100L100 80H-100Z" fill="none" stroke="${c.url('gold')}" stroke-width="1.5" opacity=".6"/>` +
    `<g transform="translate(0 6) scale(.86)">` +
    `<path d="M-96 -58Q0 -96 100 -54L100 -42Q0 -80 -96 -44Z" fill="${c.url('gold')}" stroke="${GOLD_EDGE}" stroke-width="2"/>` +
    `<path d="M-100 0Q-40 -52 40 -34Q84 -24 116 -18" ${G} stroke-width="11"/>` +
    `<path d="M-100 0Q-40 36 40 14Q70 6 84 -22" ${G} stroke-width="8"/>` +
    `<path d="M-100 0Q-40 -52 40 -34Q70 -26 84 -22Q70 6 40 14Q-40 36 -100 0Z" fill="#f6ead0"/>` +
    `<circle cx="6" cy="-12" r="26" fill="${c.url('goldRev')}" stroke="${GOLD_EDGE}" stroke-width="2"/><circle cx="6" cy="-12" r="13" fill="#1a0f05"/><circle cx="0" cy="-18" r="5" fill="#fff"/>` +
    `<path d="M-100 0Q-40 -52 40 -34Q84 -24 116 -18" ${G} stroke-width="11"/>` +
    `<path d="M-100 0Q-40 36 40 14Q70 6 84 -22" ${G} stroke-width="8"/>` +
    `<path d="M-28 24L-40 96" ${G} stroke-width="11"/>` +
    `<path d="M14 22Q26 76 62 80Q88 80 88 58Q86 42 70 46" ${G} stroke-width="10"/>` +
    `</g>` +
    `<g filter="${c.url('glow')}">${embers}</g>`
  );
};

export const bolt: Motif = (c) => {
  const knot = `<circle r="16" fill="none" stroke="#3a4250" stroke-width="3"/><path d="M-11 -11L11 11M11 -11L-11 11" stroke="#3a4250" stroke-width="3"/>`;
  return (
    `<circle r="122" fill="${c.url('glowTo')}" opacity=".8"/>` +
    `<path d="${boltPath(1.15, 0, -4)}" fill="${c.to}" filter="${c.url('blur')}"/>` +
    `<path d="${boltPath(1.1, 0, -4)}" fill="#eaf7ff" stroke="${c.to}" stroke-width="4" stroke-linejoin="round"/>` +
    `<g transform="rotate(-18)">` +
    `<rect x="-10" y="-26" width="20" height="124" rx="6" fill="${c.url('wood')}" stroke="#2b1608" stroke-width="2"/>` +
    [20, 40, 60, 80]
      .map((y) => `<path d="M-10 ${y}L10 ${y + 8}" stroke="#1a0d05" stroke-width="4"/>`)
      .join('') +
    `<circle cy="106" r="9" fill="none" stroke="${c.url('gold')}" stroke-width="4"/>` +
    `<path d="M-80 -96H80L88 -84V-34L80 -24H-80L-88 -34V-84Z" fill="${c.url('silver')}" stroke="#2e3542" stroke-width="3" stroke-linejoin="round"/>` +
    `<path d="M-70 -86H70M-70 -34H70" stroke="${c.url('gold')}" stroke-width="3"/>` +
    `<g transform="translate(-44 -60)">${knot}</g><g transform="translate(44 -60)">${knot}</g>` +
    `<path d="M0 -74L10 -60L0 -46L-10 -60Z" fill="${c.url('gold')}" stroke="${GOLD_EDGE}" stroke-width="1.5"/>` +
    `<path d="M-80 -90H80" stroke="#fff" stroke-width="2" opacity=".8"/>` +
    `</g>` +
    `<path d="M96 -100L80 -70L94 -66L74 -30" stroke="#eaf7ff" stroke-width="3" fill="none" filter="${c.url('glow')}"/>` +
    `<path d="M-100 -20L-86 6L-100 10L-84 40" stroke="#eaf7ff" stroke-width="3" fill="none" filter="${c.url('glow')}"/>`
  );
};

function gemShape(base: string, s: number, x: number, y: number): string {
  const P: Record<string, [number, number]> = {
    A: [-60, -75],
    B: [-20, -75],
    C: [20, -75],
    D: [60, -75],
    E: [105, -25],
    F: [-105, -25],
    G: [-52, -25],
    H: [0, -25],
    I: [52, -25],
    P: [0, 95],
  };
  const facets: [string, number][] = [
    ['AGF', 0.25],
    ['ABG', 0.45],
    ['BHG', 0.15],
    ['BCH', 0.6],
    ['CIH', 0.3],
    ['CDI', 0.5],
    ['DEI', 0.1],
    ['FGP', -0.1],
    ['GHP', -0.3],
    ['HIP', -0.45],
    ['IEP', -0.6],
  ];
  const poly = (k: string) => `M${[...k].map((p) => P[p]!.map(n).join(' ')).join('L')}Z`;
  const faces = facets
    .map(
      ([k, t]) =>
        `<path d="${poly(k)}" fill="${t >= 0 ? lighten(base, t) : darken(base, -t)}" stroke="#fff" stroke-opacity=".35" stroke-width="1.5" stroke-linejoin="round"/>`,
    )
    .join('');
  return `<g transform="translate(${x} ${y}) scale(${s})">${faces}<path d="M-60 -75H60L105 -25L0 95L-105 -25Z" fill="none" stroke="${darken(base, 0.6)}" stroke-width="3" stroke-linejoin="round"/></g>`;
}

export const gem: Motif = (c) => {
  const leaf = (a: number, s: number) =>
    `<g transform="rotate(${a}) translate(0 -70) scale(${s})"><path d="M0 0C-40 -20 -44 -80 0 -110C44 -80 40 -20 0 0Z" fill="#0f6b3a" stroke="#063a1e" stroke-width="2"/><path d="M0 -4V-104" stroke="#2ee59d" stroke-opacity=".5" stroke-width="2"/></g>`;
  return (
    leaf(-60, 0.95) +
    leaf(-20, 0.9) +
    leaf(25, 1) +
    leaf(65, 0.9) +
    leaf(200, 0.7) +
    leaf(160, 0.7) +
    `<circle r="110" fill="${c.url('glowTo')}" opacity=".75"/>` +
    gemShape('#14b86a', 1, 0, -6) +
    gemShape('#e0264f', 0.38, -92, 70) +
    gemShape('#2d6cf0', 0.34, 96, 74) +
    `<path d="${sparkle(40, -78, 28)}" fill="#fff"/><path d="${sparkle(-58, 10, 14)}" fill="#fff" opacity=".8"/>` +
    sparkles(c, 4, 128)
  );
};

export const moon: Motif = (c) => {
  c.def(
    radial(
      c.id('moonFill'),
      [
        [0, '#fffdf0'],
        [0.7, c.to],
        [1, darken(c.to, 0.18)],
      ],
      0.4,
      0.4,
      0.7,
    ),
  );
  c.def(
    `<mask id="${c.id('crescent')}"><rect x="-200" y="-200" width="400" height="400" fill="#fff"/><circle cx="44" cy="-30" r="84" fill="#000"/></mask>`,
  );
  const cloud = (x: number, y: number, s: number) =>
    `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-60 10C-70 10 -70 -6 -58 -6C-56 -20 -38 -22 -32 -12C-28 -28 -4 -30 2 -14C8 -26 30 -24 32 -8C44 -10 50 10 36 10Z" fill="#e9e4ff" opacity=".9" stroke="#b9b0e8" stroke-width="2"/></g>`;
  const stars = Array.from({ length: 6 }, () => {
    const [x, y] = polar(70 + c.rand() * 50, 20 + c.rand() * 80);
    return `<path d="${sparkle(x, y - 20, 4 + c.rand() * 6)}" fill="#fffbe0"/>`;
  }).join('');
  return (
    `<circle r="116" fill="${c.to}" opacity=".25" filter="${c.url('blur')}"/>` +
    `<g mask="${c.url('crescent')}"><circle r="102" fill="${c.url('moonFill')}"/>` +
    `<circle cx="-50" cy="20" r="12" fill="#000" opacity=".06"/><circle cx="-30" cy="62" r="8" fill="#000" opacity=".06"/><circle cx="-70" cy="-20" r="7" fill="#000" opacity=".06"/></g>` +
    // rabbit sitting in the crescent, looking up at the stars
    `<g transform="translate(22 30)">` +
    `<ellipse cx="0" cy="20" rx="34" ry="28" fill="#fff" stroke="#c9c3e6" stroke-width="2"/>` +
    `<circle cx="-30" cy="32" r="9" fill="#fff" stroke="#c9c3e6" stroke-width="2"/>` +
    `<ellipse cx="22" cy="-14" rx="21" ry="18" fill="#fff" stroke="#c9c3e6" stroke-width="2"/>` +
    `<ellipse cx="16" cy="-52" rx="8" ry="26" transform="rotate(-14 16 -52)" fill="#fff" stroke="#c9c3e6" stroke-width="2"/>` +
    `<ellipse cx="16" cy="-52" rx="3.5" ry="18" transform="rotate(-14 16 -52)" fill="#ffb3c6"/>` +
    `<ellipse cx="32" cy="-48" rx="8" ry="24" transform="rotate(18 32 -48)" fill="#fff" stroke="#c9c3e6" stroke-width="2"/>` +
    `<ellipse cx="32" cy="-48" rx="3.5" ry="16" transform="rotate(18 32 -48)" fill="#ffb3c6"/>` +
    `<circle cx="31" cy="-17" r="3.5" fill="#c8102e"/><circle cx="41" cy="-10" r="2" fill="#ffb3c6"/>` +
    `<ellipse cx="14" cy="44" rx="14" ry="6" fill="#fff" stroke="#c9c3e6" stroke-width="2"/>` +
    `</g>` +
    cloud(-70, 96, 1) +
    cloud(80, 104, 0.7) +
    stars
  );
};

export const anchor: Motif = (c) => {
  let spokes = '';
  for (let i = 0; i < 8; i++) {
    const [x0, y0] = polar(20, i * 45 + 22.5);
    const [x1, y1] = polar(122, i * 45 + 22.5);
    const [hx, hy] = polar(116, i * 45 + 22.5);
    spokes += `<path d="M${n(x0)} ${n(y0)}L${n(x1)} ${n(y1)}" stroke="${c.url('wood')}" stroke-width="12" stroke-linecap="round"/><circle cx="${n(hx)}" cy="${n(hy)}" r="9" fill="${c.url('wood')}" stroke="#2b1608" stroke-width="2"/>`;
  }
  const rope = Array.from(
    { length: 7 },
    (_, i) => `M-14 ${-48 + i * 9}Q0 ${-42 + i * 9} 14 ${-46 + i * 9}`,
  ).join('');
  const A = `fill="${c.url('gold')}" stroke="${GOLD_EDGE}" stroke-width="3" stroke-linejoin="round"`;
  return (
    `<circle r="120" fill="${c.url('glowTo')}" opacity=".55"/>` +
    `<g opacity=".95">${spokes}<circle r="92" fill="none" stroke="#2b1608" stroke-width="20"/><circle r="92" fill="none" stroke="${c.url('wood')}" stroke-width="16"/>` +
    `<circle r="92" fill="none" stroke="${c.url('gold')}" stroke-width="2" stroke-dasharray="3 9"/><circle r="22" fill="${c.url('woodDark')}" stroke="${c.url('gold')}" stroke-width="4"/></g>` +
    `<circle cy="-100" r="16" fill="none" stroke="${GOLD_EDGE}" stroke-width="11"/><circle cy="-100" r="16" fill="none" stroke="${c.url('gold')}" stroke-width="7"/>` +
    `<rect x="-10" y="-86" width="20" height="178" rx="4" ${A}/>` +
    `<rect x="-58" y="-70" width="116" height="16" rx="8" ${A}/>` +
    `<circle cx="-62" cy="-62" r="10" ${A}/><circle cx="62" cy="-62" r="10" ${A}/>` +
    `<path d="M-84 22Q-84 100 0 106Q84 100 84 22L70 28Q70 86 0 88Q-70 86 -70 28Z" ${A}/>` +
    `<path d="M-84 4L-98 34L-70 30ZM84 4L98 34L70 30Z" ${A}/>` +
    `<path d="M0 92L-14 110H14Z" ${A}/>` +
    `<path d="${rope}" stroke="#e8cf9c" stroke-width="5" fill="none" stroke-linecap="round"/>` +
    `<path d="M-4 -84V86" stroke="#fff6c9" stroke-width="3" opacity=".6"/>` +
    sparkles(c, 4, 128)
  );
};

export const snowflake: Motif = (c) => {
  let arm = 'M0 -14V-112';
  for (const [d, l] of [
    [44, 30],
    [74, 22],
    [98, 12],
  ] as const) {
    const dx = l * Math.sin(Math.PI / 4);
    arm += `M0 ${-d}L${n(-dx)} ${n(-d - dx)}M0 ${-d}L${n(dx)} ${n(-d - dx)}`;
  }
  const arms = [0, 60, 120, 180, 240, 300].map((a) => `<path d="${arm}" transform="rotate(${a})"/>`).join('');
  const shards = Array.from({ length: 6 }, () => {
    const [x, y] = polar(104 + c.rand() * 18, c.rand() * 360);
    return `<path d="M${n(x)} ${n(y - 10)}L${n(x + 4)} ${n(y)}L${n(x)} ${n(y + 10)}L${n(x - 4)} ${n(y)}Z" fill="#e8f6ff" opacity=".8"/>`;
  }).join('');
  const tiara =
    `<g transform="translate(0 -4) scale(.5)"><path d="M-50 10L-56 -30L-26 -8L0 -46L26 -8L56 -30L50 10Z" fill="${c.url('ice')}" stroke="#fff" stroke-width="3" stroke-linejoin="round"/>` +
    `<circle cy="-12" r="8" fill="#5ab8ff" stroke="#fff" stroke-width="2"/></g>`;
  c.def(
    linear(
      c.id('ice'),
      [
        [0, '#ffffff'],
        [0.5, c.to],
        [1, '#5a8fd8'],
      ],
      0,
      0,
      1,
      1,
    ),
  );
  return (
    `<circle r="120" fill="${c.url('glowTo')}" opacity=".7"/>` +
    `<g stroke="${c.to}" stroke-width="20" stroke-linecap="round" fill="none" opacity=".45" filter="${c.url('blur')}">${arms}</g>` +
    `<g stroke="#3f7fc4" stroke-width="14" stroke-linecap="round" fill="none">${arms}</g>` +
    `<g stroke="${c.url('ice')}" stroke-width="9" stroke-linecap="round" fill="none">${arms}</g>` +
    `<g stroke="#fff" stroke-width="2.5" stroke-linecap="round" fill="none" opacity=".9">${arms}</g>` +
    `<path d="${starPath(6, 30, 22, 0, 0, 30)}" fill="#0a2342" stroke="${c.url('ice')}" stroke-width="4"/>` +
    tiara +
    shards
  );
};

function katanaShape(c: ArtContext): string {
  return (
    `<path d="M0 -8Q96 -15 186 -36L208 -43Q199 -25 188 -19Q96 8 0 8Z" fill="${c.url('silver')}" stroke="#20242c" stroke-width="2"/>` +
    `<path d="M0 -8Q96 -15 186 -36L208 -43Q150 -28 96 -10Q50 -2 0 0Z" fill="#fff" opacity=".35"/>` +
    `<path d="M4 2Q30 -2 60 0T120 -6T184 -22" stroke="#fff" stroke-width="2" fill="none" opacity=".9"/>` +
    `<rect x="-10" y="-8" width="12" height="16" rx="2" fill="${c.url('gold')}"/>` +
    `<ellipse cx="-14" rx="7" ry="24" fill="#1a1a1a" stroke="${c.url('gold')}" stroke-width="3"/>` +
    `<rect x="-104" y="-9" width="86" height="18" rx="6" fill="#1c1c22"/>` +
    Array.from({ length: 7 }, (_, i) => {
      const x = -98 + i * 11.5;
      return `<path d="M${x} -8L${x + 6} 0L${x} 8L${x - 6} 0Z" fill="#e8e0d0"/>`;
    }).join('') +
    `<rect x="-112" y="-10" width="10" height="20" rx="3" fill="${c.url('gold')}"/>`
  );
}

export const katana: Motif = (c) => {
  c.def(
    `<filter id="${c.id('ink')}" x="-20%" y="-20%" width="140%" height="140%"><feTurbulence type="fractalNoise" baseFrequency=".04" numOctaves="2" seed="7"/><feDisplacementMap in="SourceGraphic" scale="8"/></filter>`,
  );
  return (
    `<circle cy="-16" r="92" fill="${c.to}" filter="${c.url('ink')}"/>` +
    `<circle cy="-16" r="92" fill="#ff5a4a" opacity=".25"/>` +
    `<path d="M-134 78C-90 58 -30 52 30 58C76 62 112 56 140 42C118 66 84 78 40 80C-20 84 -90 84 -134 96C-122 88 -126 82 -134 78Z" fill="#0a0a0a" opacity=".85"/>` +
    `<path d="M-100 100C-40 90 40 96 110 86" stroke="#0a0a0a" stroke-width="5" fill="none" opacity=".6" stroke-linecap="round"/>` +
    `<g transform="translate(-8 12) rotate(-38) scale(1.1) translate(-46 0)">${katanaShape(c)}</g>` +
    `<g transform="translate(8 12) scale(-1 1) rotate(-38) scale(1.1) translate(-46 0)">${katanaShape(c)}</g>` +
    `<path d="${sparkle(60, -86, 16)}" fill="#fff"/>`
  );
};
