/** Treasure and adventure motifs: house, pyramid, axe, gold bar, palm. (Split from motifs.ts by family; the drawing code is generated art.) */
import { darken, lighten, linear, mix, n, polar, sparkle, wedge, type ArtContext } from '../util.ts';
import { die } from './casino.ts';
import { GOLD_EDGE, type Motif, coinFace, sparkles } from './shared.ts';

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

export const house: Motif = (c) =>
  `<circle cy="-10" r="118" fill="${c.url('glowTo')}" opacity=".6"/>` +
  `<ellipse cx="0" cy="96" rx="130" ry="18" fill="#000" opacity=".3"/>` +
  building(-10, 70, 120, 70, 34, 60, '#d7263d') +
  building(-112, 100, 88, 64, 44, 46, '#1fa34a') +
  coinFace(c, 86, 84, 26, false) +
  coinFace(c, 110, 62, 20, false) +
  `<g transform="translate(-70 -70) rotate(-12)">${die(0, 0, 26, [5, 2, 3], ['#fff', '#e6e6ee', '#c4c7d6'], '#111', '#8e93ad')}</g>` +
  sparkles(c, 4, 128);

export const pyramid: Motif = (c) => {
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

export const axe: Motif = (c) => {
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

export const bar: Motif = (c) =>
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

export const palm: Motif = (c) => {
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
