/** Casino motifs: coin, wheel, dice, crown, roulette, cards. (Split from motifs.ts by family; the drawing code is generated art.) */
import { darken, hsl, hueOf, linear, n, polar, radial, starPath, wedge, type ArtContext } from '../util.ts';
import { GOLD_EDGE, INK, type Motif, coinFace, sparkles } from './shared.ts';

export const coin: Motif = (c) => {
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
export const wheel: Motif = (c) => {
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
export function die(
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

export function boltPath(scale = 1, dx = 0, dy = 0): string {
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

export const dice: Motif = (c) => {
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

/** A white pearl's shine (a radial paint lit from the upper left): the crown's pearls, the roulette ball. */
function defPearl(
  c: ArtContext,
  name: string,
  [midAt, mid]: [number, string],
  edge: string,
  cx: number,
  cy: number,
): void {
  c.def(
    radial(
      c.id(name),
      [
        [0, '#ffffff'],
        [midAt, mid],
        [1, edge],
      ],
      cx,
      cy,
      0.7,
    ),
  );
}

export const crown: Motif = (c) => {
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
  defPearl(c, 'pearl', [0.6, '#f3e9dc'], '#b9a48a', 0.38, 0.35);
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

export const roulette: Motif = (c) => {
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
  defPearl(c, 'pearlBall', [0.7, '#e6e6ee'], '#9a9aa8', 0.35, 0.3);
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

export const cards: Motif = (c) => {
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
