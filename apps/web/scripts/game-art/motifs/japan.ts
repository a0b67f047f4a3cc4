/** Japanese and nature motifs: lantern, tree, sword, star, pearl, koi, blossom, lucky cat. (Split from motifs.ts by family; the drawing code is generated art.) */
import { darken, lighten, linear, n, polar, radial, sparkle, starPath, type ArtContext } from '../util.ts';
import { GOLD_EDGE, INK, type Motif, coinFace, sparkles } from './shared.ts';

function lanternShape(c: ArtContext, x: number, y: number, s: number, tone: string): string {
  const rx = 50;
  const ry = 64;
  let ribs = '';
  for (let k = -4; k <= 4; k++) {
    const yy = (k / 5) * ry;
    const half = rx * Math.sqrt(1 - (yy / ry) ** 2);
    ribs += `M${n(-half)} ${n(yy)}Q0 ${n(yy + 6)} ${n(half)} ${n(yy)}`;
  }
  const crest = [0, 60, 120, 180, 240, 300]
    .map((a) => `<ellipse cy="-9" rx="6" ry="10" transform="rotate(${a})" fill="#1a0b12"/>`)
    .join('');
  return (
    `<g transform="translate(${x} ${y}) scale(${s})">` +
    `<path d="M0 ${-ry - 70}V${-ry}" stroke="#2a1a10" stroke-width="3"/>` +
    `<circle r="86" fill="${tone}" opacity=".55" filter="${c.url('blur')}"/>` +
    `<ellipse rx="${rx}" ry="${ry}" fill="${c.url('lanternBody')}"/>` +
    `<ellipse rx="${rx}" ry="${ry}" fill="${tone}" opacity=".35"/>` +
    `<path d="${ribs}" stroke="#6a0f24" stroke-opacity=".55" stroke-width="2" fill="none"/>` +
    `<circle r="24" fill="#fff2d6" opacity=".85"/><circle r="20" fill="none" stroke="#1a0b12" stroke-width="3"/>${crest}` +
    `<rect x="-28" y="${-ry - 8}" width="56" height="14" rx="3" fill="#1a0b12" stroke="${c.url('gold')}" stroke-width="2"/>` +
    `<rect x="-28" y="${ry - 6}" width="56" height="14" rx="3" fill="#1a0b12" stroke="${c.url('gold')}" stroke-width="2"/>` +
    `<path d="M0 ${ry + 8}v10" stroke="${c.url('gold')}" stroke-width="3"/>` +
    `<path d="M-6 ${ry + 18}h12l4 26h-20z" fill="#c8102e"/>` +
    `<ellipse cx="-20" cy="-22" rx="9" ry="24" fill="#fff" opacity=".22"/>` +
    `</g>`
  );
}

export const lantern: Motif = (c) => {
  c.def(
    radial(
      c.id('oiranMoon'),
      [
        [0, '#fffbea'],
        [1, '#f3d9a8'],
      ],
      0.4,
      0.4,
      0.7,
    ),
  );
  c.def(
    radial(
      c.id('lanternBody'),
      [
        [0, '#fff2c0'],
        [0.45, '#ff7a59'],
        [0.85, '#d7263d'],
        [1, '#7a0f24'],
      ],
      0.45,
      0.42,
      0.62,
    ),
  );
  const petals = Array.from({ length: 7 }, () => {
    const x = -120 + c.rand() * 240;
    const y = -110 + c.rand() * 210;
    return `<ellipse cx="${n(x)}" cy="${n(y)}" rx="6" ry="3.5" transform="rotate(${n(c.rand() * 180)} ${n(x)} ${n(y)})" fill="#ffc4d6" opacity=".85"/>`;
  }).join('');
  return (
    `<path d="M-140 -118Q0 -84 140 -118" stroke="#2a1a10" stroke-width="3" fill="none"/>` +
    `<circle cx="-92" cy="-78" r="46" fill="#ffe9c4" opacity=".35" filter="${c.url('blur')}"/>` +
    `<circle cx="-92" cy="-78" r="32" fill="${c.url('oiranMoon')}"/>` +
    lanternShape(c, -88, 6, 0.66, c.to) +
    lanternShape(c, 92, -8, 0.66, c.to) +
    lanternShape(c, 0, 10, 1.05, '#ffb347') +
    petals
  );
};

export const tree: Motif = (c) => {
  const blobs: [number, number, number][] = [
    [0, -60, 56],
    [-58, -38, 46],
    [58, -38, 46],
    [-80, 8, 36],
    [80, 8, 36],
    [-34, -4, 44],
    [34, -4, 44],
    [0, -100, 34],
  ];
  const leaves = blobs
    .map(
      ([x, y, r]) =>
        `<circle cx="${x}" cy="${y}" r="${r}" fill="${c.url('leaf')}" stroke="#0b3a1a" stroke-width="2"/>`,
    )
    .join('');
  c.def(
    radial(
      c.id('leaf'),
      [
        [0, lighten(c.to, 0.35)],
        [0.6, c.to],
        [1, darken(c.to, 0.55)],
      ],
      0.35,
      0.3,
      0.75,
    ),
  );
  let coins = '';
  for (let i = 0; i < 12; i++) {
    const [x, y] = polar(30 + c.rand() * 70, c.rand() * 360, 0, -40);
    coins += coinFace(c, x, y * 0.95, 11 + c.rand() * 5, false);
  }
  const falling = [
    [-96, 64, 12],
    [102, 56, 10],
    [-60, 96, 9],
  ]
    .map(([x, y, r]) => coinFace(c, x!, y!, r!, false))
    .join('');
  return (
    `<circle cy="-30" r="124" fill="${c.url('glowTo')}" opacity=".55"/>` +
    `<path d="M-14 120C-10 80 -8 50 -20 20L-4 22C2 40 6 54 8 60C14 40 24 24 40 10L48 18C26 40 18 70 16 120Z" fill="${c.url('wood')}" stroke="#2b1608" stroke-width="2.5"/>` +
    leaves +
    coins +
    falling +
    `<ellipse cy="122" rx="70" ry="10" fill="#000" opacity=".3"/>` +
    coinFace(c, -36, 110, 16, false) +
    coinFace(c, 32, 112, 16, false) +
    coinFace(c, 0, 104, 18, false) +
    sparkles(c, 4, 128)
  );
};

export const sword: Motif = (c) => {
  const ring = Array.from({ length: 8 }, (_, i) => {
    const [x, y] = polar(98, i * 45);
    return `<path d="M${n(x)} ${n(y - 7)}L${n(x + 5)} ${n(y)}L${n(x)} ${n(y + 7)}L${n(x - 5)} ${n(y)}Z" fill="${c.url('gold')}"/>`;
  }).join('');
  return (
    `<circle cy="-10" r="122" fill="${c.url('glowTo')}" opacity=".9"/>` +
    `<g transform="translate(0 -10)"><circle r="98" fill="none" stroke="${c.url('gold')}" stroke-width="4" opacity=".85"/>` +
    `<circle r="88" fill="none" stroke="${c.url('gold')}" stroke-width="1.5" opacity=".6" stroke-dasharray="2 6"/>${ring}</g>` +
    `<path d="M0 -132L18 -108V44H-18V-108Z" fill="#dfe6ef"/>` +
    `<path d="M0 -132L18 -108V44H0Z" fill="#8d99ab"/>` +
    `<path d="M0 -112V36" stroke="#5d6a7d" stroke-width="4"/><path d="M-2 -112V36" stroke="#fff" stroke-width="1.5" opacity=".8"/>` +
    `<path d="M-78 44C-70 40 -50 38 -20 42H20C50 38 70 40 78 44C86 48 90 60 80 62C70 56 50 56 20 58H-20C-50 56 -70 56 -80 62C-90 60 -86 48 -78 44Z" fill="${c.url('gold')}" stroke="${GOLD_EDGE}" stroke-width="2.5"/>` +
    `<circle cx="-84" cy="54" r="7" fill="${c.url('gold')}" stroke="${GOLD_EDGE}" stroke-width="2"/><circle cx="84" cy="54" r="7" fill="${c.url('gold')}" stroke="${GOLD_EDGE}" stroke-width="2"/>` +
    `<path d="M0 38L14 50L0 62L-14 50Z" fill="${c.to}" stroke="#fff" stroke-width="2"/>` +
    `<rect x="-10" y="60" width="20" height="46" rx="4" fill="#2a1a3a"/>` +
    `<path d="M-10 66L10 74M-10 76L10 84M-10 86L10 94M-10 96L10 104" stroke="${c.url('gold')}" stroke-width="2.5"/>` +
    `<circle cy="116" r="13" fill="${c.url('gold')}" stroke="${GOLD_EDGE}" stroke-width="2.5"/><circle cy="116" r="6" fill="${c.to}"/>` +
    `<path d="${sparkle(10, -118, 22)}" fill="#fff"/>` +
    sparkles(c, 4, 126)
  );
};

export const star: Motif = (c) => {
  const feathers = (side: number) => {
    let out = '';
    const rows: [number, number, number][] = [
      [0, 118, 26],
      [1, 96, 22],
      [2, 72, 18],
    ];
    for (const [row, len, w] of rows) {
      for (let i = 0; i < 6; i++) {
        const a = -70 + i * 20 + row * 6;
        const col = row === 0 ? '#fff8ec' : row === 1 ? '#ffe9c7' : '#ffd79a';
        out += `<path d="M0 0C${w} ${-len * 0.3} ${w * 0.6} ${-len * 0.8} 0 ${-len}C${-w * 0.6} ${-len * 0.8} ${-w} ${-len * 0.3} 0 0Z" transform="rotate(${n(side * (a + 90))})" fill="${col}" stroke="#b98a3e" stroke-width="1.5"/>`;
      }
    }
    return `<g transform="translate(${side * 40} -14)">${out}</g>`;
  };
  const tips = Array.from({ length: 6 }, (_, i) => {
    const [x, y] = polar(84, i * 60);
    return `<circle cx="${n(x)}" cy="${n(y)}" r="10" fill="${c.url('gold')}" stroke="${GOLD_EDGE}" stroke-width="2.5"/>`;
  }).join('');
  return (
    `<circle r="120" fill="${c.url('glowTo')}" opacity=".7"/>` +
    feathers(-1) +
    feathers(1) +
    `<ellipse cy="-108" rx="42" ry="11" fill="none" stroke="#fff4b0" stroke-width="7" filter="${c.url('glow')}"/>` +
    `<g transform="translate(0 8)">` +
    `<path d="${starPath(6, 84, 44)}" fill="${GOLD_EDGE}" transform="translate(0 5)"/>` +
    `<path d="${starPath(6, 84, 44)}" fill="${c.url('gold')}" stroke="${GOLD_EDGE}" stroke-width="3" stroke-linejoin="round"/>` +
    tips +
    `<circle r="38" fill="${c.url('goldRev')}" stroke="${GOLD_EDGE}" stroke-width="3"/>` +
    `<circle r="30" fill="none" stroke="${GOLD_EDGE}" stroke-width="1.5" stroke-dasharray="3 4"/>` +
    `<path d="${starPath(5, 22, 9)}" fill="${c.url('gold')}" stroke="${GOLD_EDGE}" stroke-width="2" stroke-linejoin="round"/>` +
    `</g>` +
    sparkles(c, 3, 130)
  );
};

export const pearl: Motif = (c) => {
  c.def(
    radial(
      c.id('pearlGlow'),
      [
        [0, '#ffffff'],
        [0.45, '#ffe8ee'],
        [0.8, lighten(c.to, 0.35)],
        [1, darken(c.to, 0.2)],
      ],
      0.38,
      0.34,
      0.7,
    ),
  );
  c.def(
    linear(
      c.id('flame'),
      [
        [0, '#fff3a0'],
        [0.4, '#ffb020'],
        [1, '#e0261a'],
      ],
      0,
      1,
      0,
      0,
    ),
  );
  let flames = '';
  for (let i = 0; i < 12; i++) {
    const a = i * 30 + (c.rand() - 0.5) * 10;
    const len = 100 + c.rand() * 22;
    flames += `<path d="M-16 -60C-24 -${n(len * 0.78)} 0 -${n(len * 0.9)} 6 -${n(len)}C10 -${n(len * 0.82)} 24 -${n(len * 0.7)} 16 -60Z" transform="rotate(${n(a)})" fill="${c.url('flame')}"/>`;
  }
  const talon = (a: number, s: number) =>
    `<g transform="translate(0 40) rotate(${a}) scale(${s})"><path d="M-13 12C-18 -24 -10 -56 10 -84C2 -56 4 -26 13 12Z" fill="${c.url('gold')}" stroke="${GOLD_EDGE}" stroke-width="2.5" stroke-linejoin="round"/><path d="M-6 4C-9 -24 -4 -48 6 -68" stroke="#fff6c9" stroke-width="2" fill="none" opacity=".7"/></g>`;
  const cloud = (x: number, y: number, flip: number) =>
    `<g transform="translate(${x} ${y}) scale(${flip} 1)"><path d="M-40 10C-56 10 -56 -12 -40 -12C-40 -30 -14 -32 -8 -16C0 -34 30 -30 28 -8C44 -8 44 10 30 10Z" fill="${c.url('gold')}" stroke="${GOLD_EDGE}" stroke-width="2.5"/>` +
    `<path d="M-8 -16C-2 -6 -8 2 -18 0M28 -8C20 -6 18 2 24 6" stroke="${GOLD_EDGE}" stroke-width="2" fill="none"/></g>`;
  return (
    `<g transform="translate(0 -14)"><g filter="${c.url('blur')}" opacity=".9">${flames}</g>${flames}</g>` +
    talon(-62, 1) +
    talon(62, 1) +
    `<circle cy="-14" r="72" fill="#fff" opacity=".35" filter="${c.url('blur')}"/>` +
    `<circle cy="-14" r="62" fill="${c.url('pearlGlow')}"/>` +
    `<ellipse cx="-22" cy="-40" rx="18" ry="11" transform="rotate(-30 -22 -40)" fill="#fff" opacity=".9"/>` +
    talon(-26, 0.9) +
    talon(26, 0.9) +
    `<path d="M-58 56C-40 40 40 40 58 56L50 86H-50Z" fill="#b51d1d" stroke="#3a0606" stroke-width="3" stroke-linejoin="round"/>` +
    `<path d="M-46 62Q-34 72 -22 62Q-10 72 2 62Q14 72 26 62Q38 72 48 62M-44 76Q-32 86 -20 76Q-8 86 4 76Q16 86 28 76Q40 86 46 76" stroke="#ff8a7a" stroke-width="2" fill="none" opacity=".7"/>` +
    `<rect x="-62" y="84" width="124" height="14" rx="5" fill="${c.url('gold')}" stroke="${GOLD_EDGE}" stroke-width="2.5"/>` +
    cloud(-86, 92, 1) +
    cloud(86, 92, -1) +
    sparkles(c, 4, 128)
  );
};

function koi(c: ArtContext, body: string, spots: string, x: number, y: number, a: number): string {
  const bodyPath = 'M62 0C58 -24 22 -30 -16 -20C-44 -12 -60 -5 -72 0C-60 5 -44 12 -16 20C22 30 58 24 62 0Z';
  const tail = 'M-68 0C-84 -18 -100 -30 -118 -32C-106 -12 -106 12 -118 32C-100 30 -84 18 -68 0Z';
  const id = c.id(`koiClip${Math.round(a)}`);
  c.def(`<clipPath id="${id}"><path d="${bodyPath}"/></clipPath>`);
  return (
    `<g transform="translate(${x} ${y}) rotate(${a})">` +
    `<path d="${tail}" fill="${spots}" opacity=".85" stroke="${c.to}" stroke-width="3"/>` +
    `<path d="M8 -18C-8 -44 -34 -44 -44 -30C-30 -24 -14 -20 0 -16Z" fill="${spots}" opacity=".8"/>` +
    `<ellipse cx="22" cy="24" rx="22" ry="9" transform="rotate(30 22 24)" fill="${spots}" opacity=".8"/>` +
    `<ellipse cx="22" cy="-24" rx="22" ry="9" transform="rotate(-30 22 -24)" fill="${spots}" opacity=".8"/>` +
    `<path d="${bodyPath}" fill="${body}" stroke="${c.to}" stroke-width="4" filter="${c.url('glow')}"/>` +
    `<g clip-path="url(#${id})"><ellipse cx="34" cy="-10" rx="26" ry="16" fill="${spots}"/><ellipse cx="-10" cy="8" rx="24" ry="16" fill="${spots}"/><ellipse cx="-46" cy="-6" rx="14" ry="10" fill="${spots}"/></g>` +
    `<circle cx="44" cy="-9" r="4.5" fill="#111"/><circle cx="44" cy="9" r="4.5" fill="#111"/>` +
    `<path d="M62 -4C70 -8 74 -12 78 -10M62 4C70 8 74 12 78 10" stroke="${c.to}" stroke-width="2" fill="none"/>` +
    `</g>`
  );
}

export const fish: Motif = (c) => {
  const ripples = [40, 78, 116]
    .map(
      (r, i) =>
        `<circle r="${r}" fill="none" stroke="${c.to}" stroke-opacity="${0.45 - i * 0.12}" stroke-width="2.5"/>`,
    )
    .join('');
  const pads = `<g transform="translate(-96 84)"><path d="M0 0L26 -10A28 28 0 1 1 24 6Z" fill="#1f8a5a" stroke="#0c3b26" stroke-width="2"/></g><g transform="translate(104 -90) scale(.7)"><path d="M0 0L26 -10A28 28 0 1 1 24 6Z" fill="#1f8a5a" stroke="#0c3b26" stroke-width="2"/></g>`;
  return (
    `<circle r="122" fill="${c.url('glowTo')}" opacity=".45"/>` +
    ripples +
    pads +
    koi(c, '#fff6ee', '#ff5a1f', -8, -46, 180 + 12) +
    koi(c, '#ffb347', '#20110a', 8, 48, 12) +
    `<circle cx="70" cy="-20" r="5" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="2"/><circle cx="82" cy="-34" r="3.5" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="2"/>`
  );
};

function flower(c: ArtContext, x: number, y: number, s: number, rot: number): string {
  const petal = 'M0 0C-20 -12 -26 -40 -12 -56L0 -48L12 -56C26 -40 20 -12 0 0Z';
  const petals = [0, 72, 144, 216, 288]
    .map(
      (a) =>
        `<path d="${petal}" transform="rotate(${a + rot})" fill="${c.url('petal')}" stroke="#c2557a" stroke-width="1.5"/>`,
    )
    .join('');
  const stamens = Array.from({ length: 10 }, (_, i) => {
    const [sx, sy] = polar(15, i * 36 + rot);
    return `<path d="M0 0L${n(sx)} ${n(sy)}" stroke="#c2185b" stroke-width="1.5"/><circle cx="${n(sx)}" cy="${n(sy)}" r="2.6" fill="#ffd34d"/>`;
  }).join('');
  return `<g transform="translate(${x} ${y}) scale(${s})">${petals}<circle r="9" fill="#e2487a"/>${stamens}</g>`;
}

export const blossom: Motif = (c) => {
  c.def(
    radial(
      c.id('petal'),
      [
        [0, '#ff8fb0'],
        [0.35, '#ffd1de'],
        [1, lighten(c.to, 0.2)],
      ],
      0.5,
      0.95,
      0.9,
    ),
  );
  const fallen = Array.from({ length: 7 }, () => {
    const x = -120 + c.rand() * 240;
    const y = -100 + c.rand() * 200;
    return `<path d="M0 0C-6 -4 -8 -13 -4 -18L0 -15L4 -18C8 -13 6 -4 0 0Z" transform="translate(${n(x)} ${n(y)}) rotate(${n(c.rand() * 360)}) scale(1.3)" fill="#ffc1d3" opacity=".9"/>`;
  }).join('');
  return (
    `<circle cx="-10" cy="-6" r="120" fill="${c.url('glowTo')}" opacity=".45"/>` +
    `<path d="M-140 100C-90 70 -40 52 10 30C50 12 90 -20 140 -80" stroke="#3a1a14" stroke-width="12" fill="none" stroke-linecap="round"/>` +
    `<path d="M40 16C70 20 100 40 120 70M-60 64C-70 30 -66 0 -50 -30" stroke="#3a1a14" stroke-width="7" fill="none" stroke-linecap="round"/>` +
    flower(c, 96, -64, 0.72, 20) +
    flower(c, 110, 64, 0.6, 40) +
    flower(c, -54, -36, 0.64, 8) +
    flower(c, 0, 12, 1.42, 0) +
    `<circle cx="-88" cy="60" r="8" fill="#ff8fb0" stroke="#c2557a"/><circle cx="126" cy="-96" r="7" fill="#ff8fb0" stroke="#c2557a"/>` +
    coinFace(c, -100, 94, 20) +
    fallen
  );
};

export const cat: Motif = (c) => {
  const O = `stroke="${INK}" stroke-width="3.5" stroke-linejoin="round"`;
  c.def(
    linear(c.id('catFur'), [
      [0, '#ffffff'],
      [1, '#f1e2cc'],
    ]),
  );
  return (
    `<circle cy="-6" r="122" fill="${c.url('glowTo')}" opacity=".7"/>` +
    `<ellipse cy="118" rx="90" ry="10" fill="#000" opacity=".3"/>` +
    // body
    `<path d="M-74 118C-86 70 -70 24 -40 10H40C70 24 86 70 74 118Z" fill="${c.url('catFur')}" ${O}/>` +
    // raised arm + paw
    `<path d="M-62 40C-86 20 -96 -10 -92 -44L-66 -50C-66 -20 -56 4 -40 18Z" fill="${c.url('catFur')}" ${O}/>` +
    `<circle cx="-80" cy="-58" r="24" fill="#fffaf2" ${O}/>` +
    `<ellipse cx="-80" cy="-54" rx="8" ry="6" fill="#ff9fb0"/><circle cx="-92" cy="-68" r="3.5" fill="#ff9fb0"/><circle cx="-80" cy="-73" r="3.5" fill="#ff9fb0"/><circle cx="-68" cy="-68" r="3.5" fill="#ff9fb0"/>` +
    // ears
    `<path d="M-66 -86L-58 -140L-22 -104Z" fill="#fffaf2" ${O}/><path d="M-56 -96L-54 -124L-34 -104Z" fill="#ff9fb0"/>` +
    `<path d="M66 -86L58 -140L22 -104Z" fill="#fffaf2" ${O}/><path d="M56 -96L54 -124L34 -104Z" fill="#ff9fb0"/>` +
    // head
    `<ellipse cy="-60" rx="74" ry="58" fill="${c.url('catFur')}" ${O}/>` +
    `<path d="M30 -112C50 -112 66 -96 70 -78C56 -84 40 -92 30 -112Z" fill="#f08a24"/>` +
    `<path d="M-70 -70C-62 -92 -48 -104 -34 -110C-40 -96 -50 -80 -70 -70Z" fill="#2a2a2a"/>` +
    // face
    `<path d="M-44 -62Q-32 -76 -20 -62M20 -62Q32 -76 44 -62" stroke="${INK}" stroke-width="5" fill="none" stroke-linecap="round"/>` +
    `<ellipse cx="-46" cy="-42" rx="12" ry="7" fill="#ff8fa3" opacity=".7"/><ellipse cx="46" cy="-42" rx="12" ry="7" fill="#ff8fa3" opacity=".7"/>` +
    `<path d="M-6 -48H6L0 -41Z" fill="#ff6b81" stroke="${INK}" stroke-width="2" stroke-linejoin="round"/>` +
    `<path d="M0 -41V-36M-12 -32Q-6 -28 0 -36Q6 -28 12 -32" stroke="${INK}" stroke-width="2.5" fill="none" stroke-linecap="round"/>` +
    `<path d="M-30 -44L-68 -50M-30 -38L-66 -34M30 -44L68 -50M30 -38L66 -34" stroke="${INK}" stroke-width="2" stroke-linecap="round"/>` +
    // collar + bell
    `<path d="M-52 -12Q0 14 52 -12L54 0Q0 28 -54 0Z" fill="#d7263d" ${O}/>` +
    `<circle cy="18" r="14" fill="${c.url('gold')}" stroke="${GOLD_EDGE}" stroke-width="2.5"/><path d="M-13 16H13M0 20V31" stroke="${GOLD_EDGE}" stroke-width="2.5"/>` +
    // koban
    `<g transform="translate(34 66) rotate(10)"><ellipse rx="30" ry="42" fill="${c.url('gold')}" stroke="${GOLD_EDGE}" stroke-width="3"/>` +
    `<path d="M-20 -24H20M-22 -12H22M-22 12H22M-20 24H20" stroke="${GOLD_EDGE}" stroke-width="1.5" opacity=".6"/>` +
    `<rect x="-10" y="-6" width="20" height="12" rx="2" fill="none" stroke="${GOLD_EDGE}" stroke-width="2"/></g>` +
    `<path d="M60 48C74 56 76 76 62 84C52 86 44 80 44 72C44 62 52 54 60 48Z" fill="#fffaf2" ${O}/>` +
    sparkles(c, 4, 128)
  );
};
