/**
 * Motif illustrations for the game tiles. Every function draws in local coordinates centred on
 * (0, 0), roughly within x ∈ [-130, 130], y ∈ [-120, 115], and may use the shared paints that
 * svg.ts always defines: gold, goldRev, goldRad, silver, wood, woodDark, glowTo, and the filters
 * shadow, glow and blur.
 */
import {
  darken,
  hsl,
  hueOf,
  lighten,
  linear,
  mix,
  n,
  polar,
  radial,
  sparkle,
  starPath,
  wedge,
  type ArtContext,
} from './util.ts';

export type Motif = (c: ArtContext) => string;

const GOLD_EDGE = '#7a4b0c';
const INK = '#2a1a10';

/** Scatter of gold sparkles (deterministic via c.rand). */
function sparkles(c: ArtContext, count: number, spread = 130, color = '#fff4c2'): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const [x, y] = polar(spread * (0.75 + c.rand() * 0.3), c.rand() * 360);
    out += `<path d="${sparkle(x, y * 0.9, 5 + c.rand() * 8)}" fill="${color}" opacity="${n(0.6 + c.rand() * 0.4)}"/>`;
  }
  return out;
}

/** A gold coin face-on, radius r. */
function coinFace(c: ArtContext, x: number, y: number, r: number, withStar = true): string {
  const count = Math.max(12, Math.round(r / 2.6));
  const beads = Array.from({ length: count }, (_, i) => {
    const [bx, by] = polar(r * 0.89, (i * 360) / count, x, y);
    return `<circle cx="${n(bx)}" cy="${n(by)}" r="${n(r * 0.028)}" fill="#fff3c4" opacity=".85"/>`;
  }).join('');
  return (
    `<circle cx="${n(x)}" cy="${n(y + r * 0.08)}" r="${n(r)}" fill="${GOLD_EDGE}"/>` +
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${c.url('gold')}"/>` +
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.8)}" fill="${c.url('goldRev')}" stroke="${GOLD_EDGE}" stroke-width="${n(Math.max(1.5, r * 0.03))}"/>` +
    beads +
    (withStar
      ? `<path d="${starPath(5, r * 0.52, r * 0.22, x, y)}" fill="${c.url('gold')}" stroke="${GOLD_EDGE}" stroke-width="${n(Math.max(1.2, r * 0.03))}" stroke-linejoin="round"/>`
      : '') +
    `<path d="M${n(x - r * 0.7)} ${n(y - r * 0.35)}A${n(r * 0.8)} ${n(r * 0.8)} 0 0 1 ${n(x + r * 0.2)} ${n(y - r * 0.78)}" fill="none" stroke="#fff" stroke-opacity=".55" stroke-width="${n(r * 0.06)}" stroke-linecap="round"/>`
  );
}

const coin: Motif = (c) => {
  const flip =
    `<g transform="translate(84 -70) rotate(28)">` +
    `<ellipse rx="22" ry="44" fill="${GOLD_EDGE}"/><ellipse cx="-6" rx="18" ry="44" fill="${c.url('gold')}"/>` +
    `<ellipse cx="-6" rx="12" ry="34" fill="none" stroke="${GOLD_EDGE}" stroke-width="2"/></g>`;
  const motion = [0, 1, 2]
    .map(
      (i) =>
        `<path d="M${-120 + i * 8} ${40 + i * 18}Q-60 ${110 + i * 10} 10 ${118 + i * 4}" fill="none" stroke="#fff" stroke-opacity="${0.18 - i * 0.04}" stroke-width="4" stroke-linecap="round"/>`,
    )
    .join('');
  return motion + flip + coinFace(c, -10, 8, 96) + sparkles(c, 5, 125);
};

/** Big money wheel (Crazy Time, Dream Catcher, Funky Time). */
const wheel: Motif = (c) => {
  const count = [16, 20, 24][Math.floor(c.rand() * 3)]!;
  const base = hueOf(c.to);
  const palette = [0, 55, 130, 200, 280].map((d, i) => hsl(base + d, 0.78, i % 2 ? 0.5 : 0.56));
  const labels = ['1', '2', '5', '10', '1', '2', '1', '20', '2', '5', '1', '40'];
  const step = 360 / count;
  let segs = '';
  for (let i = 0; i < count; i++) {
    const a0 = i * step - step / 2;
    const fill = i % 5 === 4 ? c.url('gold') : palette[(i * 3) % palette.length]!;
    segs += `<path d="${wedge(28, 98, a0, a0 + step)}" fill="${fill}"/>`;
    const [tx, ty] = polar(76, i * step);
    const label = labels[(i + Math.floor(c.rand() * 3)) % labels.length]!;
    segs += `<text x="${n(tx)}" y="${n(ty)}" transform="rotate(${n(i * step)} ${n(tx)} ${n(ty)})" font-size="${label.length > 1 ? 15 : 18}" font-weight="700" text-anchor="middle" dominant-baseline="central" fill="#fff" stroke="${INK}" stroke-width="2.5" paint-order="stroke">${label}</text>`;
  }
  let lines = '';
  let bulbs = '';
  for (let i = 0; i < count; i++) {
    const a = i * step - step / 2;
    const [x0, y0] = polar(28, a);
    const [x1, y1] = polar(98, a);
    lines += `M${n(x0)} ${n(y0)}L${n(x1)} ${n(y1)}`;
    const [bx, by] = polar(108, a);
    bulbs += `<circle cx="${n(bx)}" cy="${n(by)}" r="4" fill="#fffbe0"/>`;
  }
  return (
    `<circle r="122" fill="${c.url('glowTo')}" opacity=".7"/>` +
    `<path d="M-46 100L46 100L62 128L-62 128Z" fill="${c.url('gold')}" stroke="${GOLD_EDGE}" stroke-width="2"/>` +
    `<circle r="116" fill="${c.url('gold')}" stroke="${GOLD_EDGE}" stroke-width="3"/>` +
    `<circle r="101" fill="#1a1030"/>` +
    segs +
    `<path d="${lines}" stroke="${c.url('gold')}" stroke-width="2.5"/>` +
    `<g filter="${c.url('glow')}">${bulbs}</g>` +
    `<circle r="30" fill="${c.url('gold')}" stroke="${GOLD_EDGE}" stroke-width="2"/>` +
    `<circle r="21" fill="${darken(c.from, 0.3)}"/>` +
    `<path d="${starPath(5, 15, 6.5)}" fill="${c.url('gold')}"/>` +
    `<path d="M-17 -132L17 -132L0 -96Z" fill="${c.url('gold')}" stroke="${GOLD_EDGE}" stroke-width="3" stroke-linejoin="round"/>` +
    `<circle cy="-122" r="6" fill="#e0263a" stroke="#fff" stroke-width="1.5"/>`
  );
};

const PIPS: Record<number, [number, number][]> = {
  1: [[0.5, 0.5]],
  2: [
    [0.27, 0.27],
    [0.73, 0.73],
  ],
  3: [
    [0.26, 0.26],
    [0.5, 0.5],
    [0.74, 0.74],
  ],
  4: [
    [0.28, 0.28],
    [0.72, 0.28],
    [0.28, 0.72],
    [0.72, 0.72],
  ],
  5: [
    [0.26, 0.26],
    [0.74, 0.26],
    [0.5, 0.5],
    [0.26, 0.74],
    [0.74, 0.74],
  ],
  6: [
    [0.28, 0.24],
    [0.72, 0.24],
    [0.28, 0.5],
    [0.72, 0.5],
    [0.28, 0.76],
    [0.72, 0.76],
  ],
};

/** An isometric die; faces show top/left/right values. */
function die(
  x: number,
  y: number,
  s: number,
  values: [number, number, number],
  body: [string, string, string],
  pip: string,
  edge: string,
): string {
  const h = 0.866 * s;
  const faces: [number[], number][] = [
    [[h, s / 2, -h, s / 2, 0, -s], values[0]],
    [[h, s / 2, 0, s, -h, -s / 2], values[1]],
    [[h, -s / 2, 0, s, 0, 0], values[2]],
  ];
  const hex = `M0 ${-s}L${n(h)} ${n(-s / 2)}L${n(h)} ${n(s / 2)}L0 ${s}L${n(-h)} ${n(s / 2)}L${n(-h)} ${n(-s / 2)}Z`;
  let out = `<g transform="translate(${n(x)} ${n(y)})"><path d="${hex}" fill="${edge}" stroke="${edge}" stroke-width="${n(s * 0.16)}" stroke-linejoin="round"/>`;
  faces.forEach(([m, v], i) => {
    const pips = (PIPS[v] ?? [])
      .map(([u, w]) => `<circle cx="${u}" cy="${w}" r=".095" fill="${pip}"/>`)
      .join('');
    out += `<g transform="matrix(${m.map(n).join(' ')})"><rect x=".03" y=".03" width=".94" height=".94" rx=".16" fill="${body[i]}"/>${pips}</g>`;
  });
  return `${out}<path d="M${n(-h * 0.7)} ${n(-s * 0.55)}L0 ${n(-s * 0.9)}" stroke="#fff" stroke-opacity=".6" stroke-width="${n(s * 0.05)}" stroke-linecap="round"/></g>`;
}

function boltPath(scale = 1, dx = 0, dy = 0): string {
  const p = [
    [18, -120],
    [-42, 8],
    [-6, 8],
    [-26, 120],
    [46, -22],
    [8, -22],
    [34, -120],
  ];
  return `M${p.map(([x, y]) => `${n(x! * scale + dx)} ${n(y! * scale + dy)}`).join('L')}Z`;
}

const dice: Motif = (c) => {
  const chilli = /chilli/i.test(c.title);
  const body: [string, string, string] = chilli
    ? ['#ff4d3d', '#d3221a', '#a3140f']
    : ['#ffffff', '#e4e6f0', '#c3c7d8'];
  const pip = chilli ? '#fff6e0' : '#121a44';
  const edge = chilli ? '#7a0c08' : '#8e93ad';
  const bolt =
    `<path d="${boltPath(1.05, 0, -8)}" fill="${c.url('glowTo')}" filter="${c.url('blur')}" opacity=".9"/>` +
    `<path d="${boltPath(1, 0, -8)}" fill="${c.url('gold')}" stroke="#fff7c0" stroke-width="3" stroke-linejoin="round"/>`;
  const pepper = chilli
    ? `<g transform="translate(84 -70) rotate(-35)"><path d="M0 -40C26 -36 30 0 18 30C10 50 -4 66 -22 74C-8 52 -10 20 -12 0C-14 -22 -14 -38 0 -40Z" fill="#e3170a" stroke="#6e0a05" stroke-width="3"/>` +
      `<path d="M-4 -30C8 -28 12 -8 8 10" stroke="#ffb3a3" stroke-width="4" fill="none" stroke-linecap="round" opacity=".8"/>` +
      `<path d="M-8 -42C-4 -52 6 -54 12 -48L10 -38C4 -44 0 -42 -2 -36Z" fill="#3f9b25" stroke="#1d4d10" stroke-width="2"/>` +
      `<path d="M2 -48C4 -60 12 -66 20 -66" stroke="#3f9b25" stroke-width="5" fill="none" stroke-linecap="round"/></g>`
    : '';
  return (
    bolt +
    pepper +
    die(-66, 48, 50, [5, 3, 6], body, pip, edge) +
    die(66, 54, 50, [2, 4, 1], body, pip, edge) +
    die(-2, -30, 54, [6, 1, 3], body, pip, edge) +
    sparkles(c, 4, 125)
  );
};

const crown: Motif = (c) => {
  const tips: [number, number][] = [
    [-112, -40],
    [-58, -72],
    [0, -98],
    [58, -72],
    [112, -40],
  ];
  const valleys: [number, number][] = [
    [-84, 6],
    [-30, -12],
    [30, -12],
    [84, 6],
  ];
  let d = `M-100 44L${tips[0]![0]} ${tips[0]![1]}`;
  for (let i = 0; i < 4; i++)
    d += `L${valleys[i]![0]} ${valleys[i]![1]}L${tips[i + 1]![0]} ${tips[i + 1]![1]}`;
  d += 'L100 44Z';
  const balls = tips
    .map(
      ([x, y], i) =>
        `<circle cx="${x}" cy="${y - 8}" r="${i === 2 ? 12 : 9}" fill="${c.url('pearl')}" stroke="${GOLD_EDGE}" stroke-width="2"/>`,
    )
    .join('');
  const gem = (x: number, y: number, col: string, rx: number, ry: number) =>
    `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="${col}" stroke="${GOLD_EDGE}" stroke-width="2.5"/>` +
    `<ellipse cx="${n(x - rx * 0.3)}" cy="${n(y - ry * 0.35)}" rx="${n(rx * 0.3)}" ry="${n(ry * 0.22)}" fill="#fff" opacity=".75"/>`;
  c.def(
    radial(
      c.id('pearl'),
      [
        [0, '#ffffff'],
        [0.6, '#f3e9dc'],
        [1, '#b9a48a'],
      ],
      0.38,
      0.35,
      0.7,
    ),
  );
  return (
    `<circle cy="-10" r="120" fill="${c.url('glowTo')}" opacity=".8"/>` +
    `<path d="M-96 44C-90 -10 -40 -40 0 -40C40 -40 90 -10 96 44Z" fill="#6d0f2e"/>` +
    `<path d="${d}" fill="${c.url('gold')}" stroke="${GOLD_EDGE}" stroke-width="4" stroke-linejoin="round"/>` +
    `<path d="M-70 30L-60 -20M0 22L0 -60M70 30L60 -20" stroke="#fff6c9" stroke-opacity=".5" stroke-width="5" stroke-linecap="round"/>` +
    balls +
    `<rect x="-108" y="38" width="216" height="46" rx="10" fill="${c.url('goldRev')}" stroke="${GOLD_EDGE}" stroke-width="4"/>` +
    `<path d="M-100 48H100" stroke="#fff6c9" stroke-opacity=".6" stroke-width="3"/>` +
    gem(0, 61, '#d0103a', 20, 15) +
    gem(-62, 61, '#1f6fd6', 13, 11) +
    gem(62, 61, '#1f6fd6', 13, 11) +
    gem(0, -42, '#16a05a', 12, 15) +
    sparkles(c, 5, 128)
  );
};

const roulette: Motif = (c) => {
  const order = 37;
  let pockets = '';
  for (let i = 0; i < order; i++) {
    const a0 = (i * 360) / order;
    const col = i === 0 ? '#0f8a3c' : i % 2 ? '#c8102e' : '#15151a';
    pockets += `<path d="${wedge(70, 100, a0, a0 + 360 / order)}" fill="${col}"/>`;
  }
  let seps = '';
  for (let i = 0; i < order; i++) {
    const [x0, y0] = polar(70, (i * 360) / order);
    const [x1, y1] = polar(100, (i * 360) / order);
    seps += `M${n(x0)} ${n(y0)}L${n(x1)} ${n(y1)}`;
  }
  let diamonds = '';
  for (let i = 0; i < 8; i++) {
    const [x, y] = polar(110, i * 45 + 22.5);
    diamonds += `<path d="M${n(x)} ${n(y - 5)}L${n(x + 4)} ${n(y)}L${n(x)} ${n(y + 5)}L${n(x - 4)} ${n(y)}Z" fill="${c.url('gold')}"/>`;
  }
  const turret =
    [0, 90, 180, 270]
      .map((a) => {
        const [x, y] = polar(34, a);
        return `<path d="M0 0L${n(x)} ${n(y)}" stroke="${c.url('gold')}" stroke-width="7" stroke-linecap="round"/><circle cx="${n(x)}" cy="${n(y)}" r="7" fill="${c.url('gold')}" stroke="${GOLD_EDGE}"/>`;
      })
      .join('') + `<circle r="13" fill="${c.url('gold')}" stroke="${GOLD_EDGE}" stroke-width="2"/>`;
  const [bx, by] = polar(86, 118);
  c.def(
    radial(
      c.id('cone'),
      [
        [0, '#e6b86a'],
        [0.55, '#8a4b1c'],
        [1, '#3a1a08'],
      ],
      0.45,
      0.4,
      0.6,
    ),
  );
  c.def(
    radial(
      c.id('pearlBall'),
      [
        [0, '#ffffff'],
        [0.7, '#e6e6ee'],
        [1, '#9a9aa8'],
      ],
      0.35,
      0.3,
      0.7,
    ),
  );
  return (
    `<ellipse cy="24" rx="128" ry="${n(128 * 0.74)}" fill="#1b0c05"/>` +
    `<g transform="translate(0 8) scale(1 .74)">` +
    `<circle r="128" fill="${c.url('wood')}" stroke="#2b1608" stroke-width="3"/>` +
    `<circle r="118" fill="none" stroke="${c.url('gold')}" stroke-width="5"/>` +
    `<circle r="104" fill="${c.url('woodDark')}"/>` +
    pockets +
    `<path d="${seps}" stroke="#f3d27a" stroke-width="1.4"/>` +
    `<circle r="100" fill="none" stroke="${c.url('gold')}" stroke-width="3"/>` +
    `<circle r="70" fill="${c.url('cone')}" stroke="${c.url('gold')}" stroke-width="3"/>` +
    diamonds +
    turret +
    `</g>` +
    `<circle cx="${n(bx + 2)}" cy="${n(8 + by * 0.74 + 3)}" r="8" fill="#000" opacity=".35"/>` +
    `<circle cx="${n(bx)}" cy="${n(8 + by * 0.74)}" r="8" fill="${c.url('pearlBall')}"/>` +
    sparkles(c, 3, 130)
  );
};

const SUITS: Record<string, string> = {
  heart:
    'M0 .42C-.2 .22-.55 0-.55-.22C-.55-.45-.35-.55-.2-.55C-.08-.55 0-.45 0-.35C0-.45.08-.55.2-.55C.35-.55.55-.45.55-.22C.55 0 .2.22 0 .42Z',
  spade:
    'M0-.5C-.2-.3-.55-.1-.55.12C-.55.35-.35.42-.2.42C-.1.42-.04.36-.02.3L-.12.56H.12L.02.3C.04.36.1.42.2.42C.35.42.55.35.55.12C.55-.1.2-.3 0-.5Z',
  diamond: 'M0-.56Q.2-.25.42 0Q.2.25 0 .56Q-.2.25-.42 0Q-.2-.25 0-.56Z',
  club: 'M-.06.1L-.16.56H.16L.06.1ZM0-.28m-.22 0a.22 .22 0 1 0 .44 0a.22 .22 0 1 0-.44 0M-.25.08m-.22 0a.22 .22 0 1 0 .44 0a.22 .22 0 1 0-.44 0M.25.08m-.22 0a.22 .22 0 1 0 .44 0a.22 .22 0 1 0-.44 0',
};

function card(face: string, rank: string, suit: string, angle: number): string {
  const red = suit === 'heart' || suit === 'diamond';
  const ink = red ? '#c8102e' : '#15151a';
  const s = SUITS[suit]!;
  return (
    `<g transform="rotate(${angle} 0 150)"><g transform="translate(-48 -30)">` +
    `<rect x="3" y="5" width="96" height="136" rx="10" fill="#000" opacity=".35"/>` +
    `<rect width="96" height="136" rx="10" fill="${face}" stroke="#b8a77a" stroke-width="1.5"/>` +
    `<text x="12" y="30" font-size="24" font-weight="700" fill="${ink}" text-anchor="middle" transform="translate(2 0)">${rank}</text>` +
    `<path d="${s}" transform="translate(14 44) scale(18)" fill="${ink}"/>` +
    `<path d="${s}" transform="translate(52 80) scale(54)" fill="${ink}"/>` +
    `</g></g>`
  );
}

const cards: Motif = (c) => {
  c.def(
    linear(
      c.id('card'),
      [
        [0, '#ffffff'],
        [1, '#efe6d2'],
      ],
      0,
      0,
      1,
      1,
    ),
  );
  const chip = (x: number, y: number, col: string, h: number) => {
    let out = '';
    for (let i = 0; i < h; i++) {
      const yy = y - i * 7;
      out += `<ellipse cx="${x}" cy="${yy + 4}" rx="30" ry="11" fill="${darken(col, 0.45)}"/><ellipse cx="${x}" cy="${yy}" rx="30" ry="11" fill="${col}"/>`;
      out += `<ellipse cx="${x}" cy="${yy}" rx="30" ry="11" fill="none" stroke="#fff" stroke-width="4" stroke-dasharray="7 9"/>`;
    }
    const top = y - (h - 1) * 7;
    return `${out}<ellipse cx="${x}" cy="${top}" rx="18" ry="6.5" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="1.5"/>`;
  };
  const face = c.url('card');
  const fan = [
    card(face, 'Q', 'club', -30),
    card(face, '9', 'diamond', -10),
    card(face, 'A', 'spade', 10),
    card(face, 'K', 'heart', 30),
  ].join('');
  return (
    `<circle cy="-10" r="120" fill="${c.url('glowTo')}" opacity=".7"/>` +
    `<g transform="translate(0 -32)">${fan}</g>` +
    chip(-88, 96, '#c8102e', 4) +
    chip(92, 100, '#1b4fd6', 3) +
    chip(-52, 110, '#111', 2) +
    sparkles(c, 4, 128)
  );
};

/** Simple three-quarter house; origin at the bottom-left front corner. */
function building(
  x: number,
  y: number,
  w: number,
  h: number,
  roof: number,
  depth: number,
  col: string,
): string {
  const dx = depth * 0.62;
  const dy = -depth * 0.38;
  const front = `M0 0H${w}V${-h}L${w / 2} ${-h - roof}L0 ${-h}Z`;
  const side = `M${w} 0L${n(w + dx)} ${n(dy)}V${n(dy - h)}L${w} ${-h}Z`;
  const roofPlane = `M${w / 2} ${-h - roof}L${w} ${-h}L${n(w + dx)} ${n(dy - h)}L${n(w / 2 + dx)} ${n(dy - h - roof)}Z`;
  const wins: string[] = [];
  const cols = Math.max(1, Math.floor(w / 34));
  for (let i = 0; i < cols; i++) {
    const wx = ((i + 0.5) * w) / cols - 8;
    wins.push(
      `<rect x="${n(wx)}" y="${n(-h * 0.78)}" width="16" height="16" rx="2" fill="#fff2a8" stroke="${darken(col, 0.5)}" stroke-width="2"/>`,
    );
  }
  return (
    `<g transform="translate(${x} ${y})">` +
    `<path d="${side}" fill="${darken(col, 0.35)}" stroke="${darken(col, 0.6)}" stroke-width="2.5" stroke-linejoin="round"/>` +
    `<path d="${front}" fill="${col}" stroke="${darken(col, 0.6)}" stroke-width="2.5" stroke-linejoin="round"/>` +
    `<path d="${roofPlane}" fill="${lighten(col, 0.18)}" stroke="${darken(col, 0.6)}" stroke-width="2.5" stroke-linejoin="round"/>` +
    wins.join('') +
    `<rect x="${n(w / 2 - 10)}" y="${n(-h * 0.42)}" width="20" height="${n(h * 0.42)}" rx="3" fill="${darken(col, 0.55)}"/>` +
    `<path d="M0 ${-h}L${w / 2} ${-h - roof}" stroke="#fff" stroke-opacity=".4" stroke-width="3"/>` +
    `</g>`
  );
}

const house: Motif = (c) =>
  `<circle cy="-10" r="118" fill="${c.url('glowTo')}" opacity=".6"/>` +
  `<ellipse cx="0" cy="96" rx="130" ry="18" fill="#000" opacity=".3"/>` +
  building(-10, 70, 120, 70, 34, 60, '#d7263d') +
  building(-112, 100, 88, 64, 44, 46, '#1fa34a') +
  coinFace(c, 86, 84, 26, false) +
  coinFace(c, 110, 62, 20, false) +
  `<g transform="translate(-70 -70) rotate(-12)">${die(0, 0, 26, [5, 2, 3], ['#fff', '#e6e6ee', '#c4c7d6'], '#111', '#8e93ad')}</g>` +
  sparkles(c, 4, 128);

const pyramid: Motif = (c) => {
  const stone = mix(c.to, '#8a6a3a', 0.45);
  let tiers = '';
  for (let i = 0; i < 5; i++) {
    const wBot = 240 - i * 40;
    const wTop = wBot - 12;
    const y = 100 - i * 30;
    tiers +=
      `<path d="M${-wBot / 2} ${y}L${wBot / 2} ${y}L${wTop / 2} ${y - 30}L${-wTop / 2} ${y - 30}Z" fill="${i % 2 ? lighten(stone, 0.08) : stone}" stroke="${darken(stone, 0.55)}" stroke-width="2"/>` +
      `<path d="M${-wTop / 2} ${y - 29}H${wTop / 2}" stroke="${lighten(stone, 0.45)}" stroke-width="3"/>`;
    for (let k = -2; k <= 2; k++)
      tiers += `<path d="M${k * (wBot / 6)} ${y - 4}v-20" stroke="${darken(stone, 0.35)}" stroke-width="1.5"/>`;
  }
  let stairs = `<path d="M-22 100L22 100L14 -50L-14 -50Z" fill="${darken(stone, 0.25)}"/>`;
  for (let y = 96; y > -50; y -= 9)
    stairs += `<path d="M${n(-22 + (100 - y) * 0.053)} ${y}H${n(22 - (100 - y) * 0.053)}" stroke="${lighten(stone, 0.3)}" stroke-width="2"/>`;
  let rays = '';
  for (let i = 0; i < 16; i++)
    rays += `<path d="${wedge(62, 118, i * 22.5 - 4, i * 22.5 + 4)}" fill="${c.url('gold')}" opacity=".75"/>`;
  const leaf = (x: number, y: number, r: number, flip: number) =>
    `<g transform="translate(${x} ${y}) rotate(${r}) scale(${flip} 1)"><path d="M0 0C20 -30 60 -40 90 -30C60 -10 30 6 0 0Z" fill="#1d7a3a" stroke="#0b3a1a" stroke-width="2"/><path d="M4 -2C30 -18 60 -26 86 -29" stroke="#5fd27e" stroke-width="2" fill="none"/></g>`;
  return (
    `<g transform="translate(0 -52)">${rays}<circle r="56" fill="${c.url('gold')}" stroke="${GOLD_EDGE}" stroke-width="3"/><circle r="40" fill="none" stroke="${GOLD_EDGE}" stroke-width="2" stroke-dasharray="4 5"/></g>` +
    tiers +
    stairs +
    `<rect x="-30" y="-82" width="60" height="32" fill="${stone}" stroke="${darken(stone, 0.55)}" stroke-width="2"/>` +
    `<path d="M-36 -82H36L26 -96H-26Z" fill="${c.url('gold')}" stroke="${GOLD_EDGE}" stroke-width="2"/>` +
    `<rect x="-10" y="-74" width="20" height="24" rx="3" fill="#1a0f05"/>` +
    leaf(-120, 108, -30, 1) +
    leaf(-126, 90, -60, 1) +
    leaf(120, 108, 30, -1) +
    leaf(126, 90, 60, -1) +
    sparkles(c, 4, 130)
  );
};

function axeShape(c: ArtContext): string {
  const blade = 'M8 -92L22 -88C46 -104 70 -112 86 -124C98 -90 98 -54 86 -18C70 -30 46 -40 22 -56L8 -52Z';
  return (
    `<rect x="-7" y="-112" width="14" height="232" rx="6" fill="${c.url('wood')}" stroke="#2b1608" stroke-width="2"/>` +
    [20, 44, 68]
      .map((y) => `<rect x="-9" y="${y}" width="18" height="10" rx="2" fill="#3a2414" stroke="#1a0d05"/>`)
      .join('') +
    `<circle cy="122" r="10" fill="${c.url('gold')}" stroke="${GOLD_EDGE}" stroke-width="2"/>` +
    `<path d="${blade}" fill="${c.url('silver')}" stroke="#3a4250" stroke-width="3" stroke-linejoin="round"/>` +
    `<path d="${blade}" transform="scale(-1 1)" fill="${c.url('silver')}" stroke="#3a4250" stroke-width="3" stroke-linejoin="round"/>` +
    `<path d="M86 -120C96 -90 96 -54 86 -22M-86 -120C-96 -90 -96 -54 -86 -22" stroke="#fff" stroke-width="3" fill="none" opacity=".8"/>` +
    `<rect x="-14" y="-100" width="28" height="56" rx="5" fill="${c.url('gold')}" stroke="${GOLD_EDGE}" stroke-width="2.5"/>` +
    `<circle cy="-86" r="3.5" fill="${GOLD_EDGE}"/><circle cy="-58" r="3.5" fill="${GOLD_EDGE}"/>` +
    `<path d="M40 -86L60 -72L40 -58M-40 -86L-60 -72L-40 -58" stroke="#5b6576" stroke-width="2.5" fill="none"/>`
  );
}

const axe: Motif = (c) => {
  let planks = '';
  for (let x = -90; x < 90; x += 30)
    planks += `<rect x="${x}" y="-90" width="30" height="180" fill="${x % 60 === 0 ? '#7a4a22' : '#6a3d1a'}" stroke="#3a1f0a" stroke-width="2"/>`;
  c.def(`<clipPath id="${c.id('shieldClip')}"><circle r="82"/></clipPath>`);
  const rivets = Array.from({ length: 12 }, (_, i) => {
    const [x, y] = polar(76, i * 30);
    return `<circle cx="${n(x)}" cy="${n(y)}" r="3.5" fill="#d9dee6"/>`;
  }).join('');
  return (
    `<circle cy="4" r="120" fill="${c.url('glowTo')}" opacity=".55"/>` +
    `<g transform="translate(0 10)"><g clip-path="${c.url('shieldClip')}">${planks}</g>` +
    `<circle r="82" fill="none" stroke="${c.url('silver')}" stroke-width="10"/>${rivets}` +
    `<circle r="22" fill="${c.url('silver')}" stroke="#3a4250" stroke-width="2.5"/></g>` +
    `<g transform="translate(-6 6) rotate(-32) scale(.92)">${axeShape(c)}</g>` +
    `<g transform="translate(6 6) rotate(32) scale(.92)">${axeShape(c)}</g>` +
    sparkles(c, 3, 130)
  );
};

function ingot(c: ArtContext, x: number, y: number): string {
  return (
    `<g transform="translate(${x} ${y})">` +
    `<path d="M-50 0H50L38 -32H-38Z" fill="${c.url('gold')}" stroke="${GOLD_EDGE}" stroke-width="2.5" stroke-linejoin="round"/>` +
    `<path d="M-38 -32H38L30 -46H-30Z" fill="#fff0a6" stroke="${GOLD_EDGE}" stroke-width="2.5" stroke-linejoin="round"/>` +
    `<rect x="-22" y="-24" width="44" height="16" rx="3" fill="none" stroke="${GOLD_EDGE}" stroke-width="1.8" opacity=".7"/>` +
    `<path d="M-40 -6L-30 -28" stroke="#fff" stroke-opacity=".6" stroke-width="3" stroke-linecap="round"/>` +
    `</g>`
  );
}

const bar: Motif = (c) =>
  `<circle cy="-6" r="124" fill="${c.url('glowTo')}" opacity=".8"/>` +
  `<ellipse cy="104" rx="136" ry="14" fill="#000" opacity=".35"/>` +
  ingot(c, -100, 100) +
  ingot(c, 0, 100) +
  ingot(c, 100, 100) +
  ingot(c, -50, 54) +
  ingot(c, 50, 54) +
  ingot(c, 0, 8) +
  coinFace(c, -96, -50, 30) +
  coinFace(c, 100, -28, 24) +
  `<path d="${sparkle(20, -80, 26)}" fill="#fffbe6"/>` +
  sparkles(c, 6, 124);

const palm: Motif = (c) => {
  c.def(
    linear(c.id('sky'), [
      [0, '#3a1c5c'],
      [0.45, '#ff5f6d'],
      [0.75, '#ffb36b'],
      [1, '#ffd36b'],
    ]),
  );
  c.def(
    linear(c.id('sun'), [
      [0, '#fff3a0'],
      [1, '#ff6a3d'],
    ]),
  );
  c.def(
    linear(c.id('sea'), [
      [0, c.to],
      [1, '#04314a'],
    ]),
  );
  c.def(`<clipPath id="${c.id('disc')}"><circle r="112"/></clipPath>`);
  let stripes = '';
  for (let i = 0; i < 5; i++)
    stripes += `<rect x="-80" y="${n(8 + i * 9)}" width="160" height="${n(2 + i * 0.9)}" fill="${c.url('sky')}"/>`;
  let glints = '';
  for (let i = 0; i < 7; i++)
    glints += `<path d="M${-40 + (i % 3) * 12 - i * 2} ${52 + i * 8}h${70 - i * 6}" stroke="#ffe39a" stroke-width="3" stroke-linecap="round" opacity="${n(0.85 - i * 0.1)}"/>`;
  const frond = (a: number, len: number) =>
    `<path d="M0 0C${n(len * 0.3)} -24 ${n(len * 0.75)} -20 ${len} 14C${n(len * 0.7)} -6 ${n(len * 0.3)} -8 0 6Z" transform="rotate(${a})" fill="#1b0f2a"/>`;
  const fronds = [-160, -125, -95, -60, -25, 10, 35].map((a, i) => frond(a, 70 + (i % 3) * 10)).join('');
  return (
    `<circle r="118" fill="${c.url('gold')}"/>` +
    `<g clip-path="${c.url('disc')}">` +
    `<rect x="-120" y="-120" width="240" height="240" fill="${c.url('sky')}"/>` +
    `<circle cy="22" r="70" fill="${c.url('sun')}"/>${stripes}` +
    `<rect x="-120" y="46" width="240" height="80" fill="${c.url('sea')}"/>${glints}` +
    `<path d="M-120 62Q-80 52 -40 62T40 60T120 58V120H-120Z" fill="#1b0f2a" opacity=".25"/>` +
    `<path d="M34 130C40 70 38 10 14 -48L26 -50C52 12 56 72 54 130Z" fill="#1b0f2a"/>` +
    `<g transform="translate(20 -52)">${fronds}</g>` +
    `<path d="M-120 96C-80 84 -40 92 -10 110L-10 130H-120Z" fill="#1b0f2a"/>` +
    `<path d="M-104 96C-112 60 -106 40 -96 18L-90 20C-98 44 -100 66 -96 96Z" fill="#1b0f2a"/>` +
    `<g transform="translate(-93 18) scale(.55)">${fronds}</g>` +
    `</g>` +
    `<circle r="112" fill="none" stroke="${GOLD_EDGE}" stroke-width="3"/>` +
    `<g transform="translate(92 86)">` +
    [0, 72, 144, 216, 288]
      .map(
        (a) =>
          `<ellipse cx="0" cy="-16" rx="13" ry="19" transform="rotate(${a})" fill="#ff3d6e" stroke="#8a0f33" stroke-width="2"/>`,
      )
      .join('') +
    `<circle r="6" fill="#ffd34d"/><path d="M0 0L14 -22" stroke="#ffd34d" stroke-width="3"/></g>`
  );
};

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

const lantern: Motif = (c) => {
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

const tree: Motif = (c) => {
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

const sword: Motif = (c) => {
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

const star: Motif = (c) => {
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

const pearl: Motif = (c) => {
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

const fish: Motif = (c) => {
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

const blossom: Motif = (c) => {
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

const cat: Motif = (c) => {
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

const eye: Motif = (c) => {
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

const bolt: Motif = (c) => {
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

const gem: Motif = (c) => {
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

const moon: Motif = (c) => {
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

const anchor: Motif = (c) => {
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

const snowflake: Motif = (c) => {
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

const katana: Motif = (c) => {
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

export const MOTIFS: Record<string, Motif> = {
  coin,
  wheel,
  dice,
  crown,
  roulette,
  cards,
  house,
  pyramid,
  axe,
  bar,
  palm,
  lantern,
  tree,
  sword,
  star,
  pearl,
  fish,
  blossom,
  cat,
  eye,
  bolt,
  gem,
  moon,
  anchor,
  snowflake,
  katana,
};

/** Draws the named motif; unknown motifs fall back to a coin so a new catalogue entry still gets art. */
export function drawMotif(motif: string, c: ArtContext): string {
  return (MOTIFS[motif] ?? coin)(c);
}
