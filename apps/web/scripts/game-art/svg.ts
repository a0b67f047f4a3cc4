/**
 * gameTileSvg(game): one square lobby tile per catalogue game, as a standalone SVG string.
 * Pure and deterministic (seeded from the game code), so the build script, tests and a game client
 * can all call it and get the same bytes.
 */
import type { CatalogueGame } from '@casino/contract';
import { drawMotif } from './motifs.ts';
import {
  darken,
  hash,
  lighten,
  linear,
  luminance,
  mix,
  n,
  radial,
  rng,
  sparkle,
  wedge,
  type ArtContext,
} from './util.ts';

export const TILE_SIZE = 400;

/** Fonts that exist on a stock Debian (DejaVu ships with fontconfig), then generic fallbacks. */
export const TITLE_FONT = "'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif";

export type TileGame = Pick<CatalogueGame, 'gameCode' | 'title' | 'gameType' | 'theme'>;

type Pattern = 'rays' | 'stars' | 'waves' | 'grid' | 'bokeh' | 'seigaiha';

/** Which background patterns suit each motif; the game code picks one of them. */
const PATTERNS: Record<string, Pattern[]> = {
  coin: ['rays', 'bokeh'],
  wheel: ['rays', 'bokeh', 'stars'],
  dice: ['rays', 'bokeh', 'grid'],
  crown: ['rays', 'grid'],
  roulette: ['grid', 'bokeh', 'seigaiha'],
  cards: ['grid', 'bokeh'],
  house: ['grid', 'rays'],
  pyramid: ['rays', 'grid'],
  axe: ['rays', 'grid'],
  bar: ['rays', 'bokeh'],
  palm: ['waves', 'bokeh'],
  lantern: ['seigaiha', 'stars'],
  tree: ['bokeh', 'rays'],
  sword: ['rays', 'stars'],
  star: ['rays', 'stars'],
  pearl: ['waves', 'bokeh'],
  fish: ['waves', 'seigaiha'],
  blossom: ['seigaiha', 'bokeh'],
  cat: ['rays', 'seigaiha'],
  eye: ['rays', 'stars'],
  bolt: ['stars', 'rays'],
  gem: ['bokeh', 'grid'],
  moon: ['stars'],
  anchor: ['waves', 'grid'],
  snowflake: ['stars', 'bokeh'],
  katana: ['seigaiha', 'waves'],
};

const CENTER_Y = 158;

function pattern(kind: Pattern, c: ArtContext): string {
  const ink = lighten(c.to, 0.4);
  switch (kind) {
    case 'rays': {
      const count = 14 + Math.floor(c.rand() * 3) * 4;
      const spin = c.rand() * 360;
      let d = '';
      for (let i = 0; i < count; i++)
        d += wedge(0, 330, spin + (i * 360) / count, spin + (i * 360) / count + 180 / count);
      return `<path d="${d}" transform="translate(200 ${CENTER_Y})" fill="${c.url('rayFade')}"/>`;
    }
    case 'stars': {
      let out = '';
      for (let i = 0; i < 70; i++) {
        const x = c.rand() * TILE_SIZE;
        const y = c.rand() * 300;
        out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(0.6 + c.rand() * 1.6)}" fill="#fff" opacity="${n(0.25 + c.rand() * 0.6)}"/>`;
      }
      for (let i = 0; i < 6; i++)
        out += `<path d="${sparkle(c.rand() * TILE_SIZE, c.rand() * 280, 4 + c.rand() * 5)}" fill="#fff" opacity=".8"/>`;
      return out;
    }
    case 'waves': {
      let d = '';
      const amp = 6 + c.rand() * 6;
      const len = 50 + c.rand() * 30;
      for (let y = 12; y < TILE_SIZE; y += 22) {
        d += `M-20 ${n(y)}`;
        for (let x = -20; x < TILE_SIZE + 40; x += len)
          d += `q${n(len / 4)} ${n(-amp)} ${n(len / 2)} 0t${n(len / 2)} 0`;
      }
      return `<path d="${d}" fill="none" stroke="${ink}" stroke-opacity=".12" stroke-width="2"/>`;
    }
    case 'grid': {
      const s = 28 + Math.floor(c.rand() * 3) * 6;
      let d = '';
      for (let k = -TILE_SIZE; k < TILE_SIZE * 2; k += s)
        d += `M${k} 0L${k + TILE_SIZE} ${TILE_SIZE}M${k} ${TILE_SIZE}L${k + TILE_SIZE} 0`;
      return `<path d="${d}" stroke="${ink}" stroke-opacity=".09" stroke-width="1.5"/>`;
    }
    case 'bokeh': {
      let out = '';
      for (let i = 0; i < 16; i++) {
        const x = c.rand() * TILE_SIZE;
        const y = c.rand() * 320;
        const r = 8 + c.rand() * 34;
        out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${i % 3 ? ink : '#ffd76a'}" opacity="${n(0.06 + c.rand() * 0.12)}"/>`;
      }
      return out;
    }
    case 'seigaiha': {
      const r = 30;
      let d = '';
      for (let row = 0; row * (r / 2) < TILE_SIZE + r; row++) {
        const y = row * (r / 2);
        const off = row % 2 ? r : 0;
        for (let x = -r + off; x < TILE_SIZE + r; x += r * 2) {
          for (const k of [1, 0.6])
            d += `M${n(x - r * k)} ${n(y)}a${n(r * k)} ${n(r * k)} 0 0 1 ${n(r * 2 * k)} 0`;
        }
      }
      return `<path d="${d}" fill="none" stroke="${ink}" stroke-opacity=".1" stroke-width="1.5"/>`;
    }
  }
}

/** Approximate advance widths of DejaVu Sans Bold, in em, for fitting the title. */
const WIDE = 'MWmw';
const NARROW = "iIjlft'.,:;!|-";
export function textWidth(text: string, size: number): number {
  let em = 0;
  for (const ch of text) {
    if (ch === ' ') em += 0.35;
    else if (WIDE.includes(ch)) em += 0.97;
    else if (NARROW.includes(ch)) em += 0.38;
    else if (ch >= 'A' && ch <= 'Z') em += 0.75;
    else em += 0.66;
  }
  return em * size;
}

/** Keeps the title on one line down to 32 px; longer titles split into two balanced lines. */
export function layoutTitle(title: string, maxWidth = 328): { lines: string[]; size: number } {
  const oneLine = Math.min(38, Math.floor(maxWidth / textWidth(title, 1)));
  const words = title.split(' ');
  if (oneLine >= 32 || words.length === 1) return { lines: [title], size: Math.max(20, oneLine) };
  let lines = [title];
  let best = Infinity;
  for (let i = 1; i < words.length; i++) {
    const a = words.slice(0, i).join(' ');
    const b = words.slice(i).join(' ');
    const w = Math.max(textWidth(a, 1), textWidth(b, 1));
    if (w < best) {
      best = w;
      lines = [a, b];
    }
  }
  return { lines, size: Math.max(20, Math.min(34, Math.floor(maxWidth / best))) };
}

const escapeXml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** The theme's own paints: background, halo, glows, vignette (from the game's two theme colours). */
function defineThemePaints(c: ArtContext): void {
  // Base: a deep version of the theme's first colour, so every tile sits on the night-time lobby.
  const bright = luminance(c.from) > 0.18;
  const deep = darken(c.from, bright ? 0.55 : 0.25);
  const top = bright ? darken(c.from, 0.1) : mix(c.from, c.to, 0.22);
  c.def(
    linear(
      c.id('bg'),
      [
        [0, top],
        [0.55, deep],
        [1, darken(deep, 0.55)],
      ],
      0.2,
      0,
      0.8,
      1,
    ),
  );
  c.def(
    radial(c.id('halo'), [
      [0, lighten(c.to, 0.2), 0.75],
      [0.45, c.to, 0.28],
      [1, c.to, 0],
    ]),
  );
  c.def(
    radial(c.id('glowTo'), [
      [0, lighten(c.to, 0.35), 0.85],
      [0.5, c.to, 0.35],
      [1, c.to, 0],
    ]),
  );
  c.def(
    radial(
      c.id('rayFade'),
      [
        [0, lighten(c.to, 0.5), 0.22],
        [0.6, c.to, 0.08],
        [1, c.to, 0],
      ],
      0.5,
      0.5,
      0.5,
    ),
  );
  c.def(
    radial(
      c.id('vignette'),
      [
        [0.55, '#000', 0],
        [1, '#000', 0.6],
      ],
      0.5,
      0.45,
      0.75,
    ),
  );
}

/** Paints every motif may use (motifs.ts): gold, silver, wood, the title band and ink, frame, gloss. */
function defineMaterialPaints(c: ArtContext): void {
  c.def(
    linear(c.id('gold'), [
      [0, '#fff6c9'],
      [0.28, '#f8d25a'],
      [0.52, '#c98a1e'],
      [0.78, '#f4c752'],
      [1, '#8f5c12'],
    ]),
  );
  c.def(
    linear(c.id('goldRev'), [
      [0, '#a86b12'],
      [0.5, '#e6a92c'],
      [1, '#ffe58f'],
    ]),
  );
  c.def(
    linear(
      c.id('silver'),
      [
        [0, '#ffffff'],
        [0.35, '#d3d9e2'],
        [0.55, '#8a95a5'],
        [0.8, '#e6ebf1'],
        [1, '#6b7482'],
      ],
      0,
      0,
      1,
      1,
    ),
  );
  c.def(
    linear(
      c.id('wood'),
      [
        [0, '#a4632e'],
        [0.5, '#7a4419'],
        [1, '#4e2a0e'],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  c.def(
    radial(c.id('woodDark'), [
      [0, '#5a3214'],
      [1, '#2a1406'],
    ]),
  );
  c.def(
    linear(c.id('band'), [
      [0, '#000', 0],
      [0.45, '#000', 0.55],
      [1, '#000', 0.85],
    ]),
  );
  c.def(
    linear(c.id('titleInk'), [
      [0, '#fffdf4'],
      [0.55, '#ffe9a8'],
      [1, '#f5c24a'],
    ]),
  );
  c.def(
    linear(
      c.id('frame'),
      [
        [0, '#fff1b8', 0.9],
        [0.5, '#c9962c', 0.55],
        [1, '#fff1b8', 0.9],
      ],
      0,
      0,
      1,
      1,
    ),
  );
  c.def(
    linear(c.id('gloss'), [
      [0, '#fff', 0.16],
      [1, '#fff', 0],
    ]),
  );
}

/** Shadow, glow, blur and the title's shadow. */
function defineFilters(c: ArtContext): void {
  c.def(
    `<filter id="${c.id('shadow')}" x="-20%" y="-20%" width="140%" height="150%"><feDropShadow dx="0" dy="7" stdDeviation="7" flood-color="#000" flood-opacity=".55"/></filter>`,
  );
  c.def(
    `<filter id="${c.id('glow')}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="3" result="b"/><feMerge><feMergeNode in="b"/><feMergeNode in="SourceGraphic"/></feMerge></filter>`,
  );
  c.def(
    `<filter id="${c.id('blur')}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="8"/></filter>`,
  );
  c.def(
    `<filter id="${c.id('textShadow')}" x="-10%" y="-30%" width="120%" height="170%"><feDropShadow dx="0" dy="3" stdDeviation="2.5" flood-color="#000" flood-opacity=".8"/></filter>`,
  );
}

export interface TileOptions {
  /** Prefix for element ids; defaults to a slug of the game code. */
  idPrefix?: string;
}

export function gameTileSvg(game: TileGame, options: TileOptions = {}): string {
  const prefix = options.idPrefix ?? `g${game.gameCode.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  const defs: string[] = [];
  const { from, to, motif } = game.theme;
  const c: ArtContext = {
    id: (name) => `${prefix}-${name}`,
    url: (name) => `url(#${prefix}-${name})`,
    def: (markup) => void defs.push(markup),
    rand: rng(hash(game.gameCode)),
    from,
    to,
    title: game.title.en,
    code: game.gameCode,
  };

  defineThemePaints(c);
  defineMaterialPaints(c);
  defineFilters(c);

  const patternKinds = PATTERNS[motif] ?? ['rays', 'bokeh'];
  const kind = patternKinds[hash(`${game.gameCode}:pattern`) % patternKinds.length]!;
  const bg = pattern(kind, c);
  const art = drawMotif(motif, c);

  // Title block.
  const { lines, size } = layoutTitle(game.title.en);
  const lineGap = size * 1.08;
  const baseY = 372 - (lines.length - 1) * lineGap;
  const title = lines
    .map(
      (line, i) =>
        `<text x="200" y="${n(baseY + i * lineGap)}" text-anchor="middle" font-family="${TITLE_FONT}" font-size="${size}" font-weight="700" letter-spacing=".5" fill="${c.url('titleInk')}" stroke="#1a0e04" stroke-width="${n(size * 0.16)}" stroke-linejoin="round" paint-order="stroke">${escapeXml(line)}</text>`,
    )
    .join('');
  const ornamentY = n(baseY - size - 6);
  const ornament =
    `<path d="M128 ${ornamentY}H186M214 ${ornamentY}H272" stroke="${c.url('gold')}" stroke-width="2" stroke-linecap="round" opacity=".85"/>` +
    `<path d="M200 ${n(+ornamentY - 6)}L206 ${ornamentY}L200 ${n(+ornamentY + 6)}L194 ${ornamentY}Z" fill="${c.url('gold')}"/>`;

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE_SIZE}" height="${TILE_SIZE}" viewBox="0 0 ${TILE_SIZE} ${TILE_SIZE}" role="img" aria-label="${escapeXml(game.title.en)}">` +
    `<title>${escapeXml(game.title.en)}</title>` +
    `<defs>${defs.join('')}</defs>` +
    `<rect width="${TILE_SIZE}" height="${TILE_SIZE}" fill="${c.url('bg')}"/>` +
    bg +
    `<circle cx="200" cy="${CENTER_Y}" r="190" fill="${c.url('halo')}"/>` +
    `<g transform="translate(200 ${CENTER_Y}) scale(.98)" filter="${c.url('shadow')}">${art}</g>` +
    `<rect y="236" width="${TILE_SIZE}" height="164" fill="${c.url('band')}"/>` +
    `<rect width="${TILE_SIZE}" height="${TILE_SIZE}" fill="${c.url('vignette')}"/>` +
    `<path d="M0 0H400V120Q200 170 0 120Z" fill="${c.url('gloss')}"/>` +
    ornament +
    `<g filter="${c.url('textShadow')}">${title}</g>` +
    `<rect x="7" y="7" width="386" height="386" rx="22" fill="none" stroke="${c.url('frame')}" stroke-width="2.5"/>` +
    `<rect x="12" y="12" width="376" height="376" rx="18" fill="none" stroke="#fff" stroke-opacity=".08" stroke-width="1"/>` +
    `</svg>`
  );
}
