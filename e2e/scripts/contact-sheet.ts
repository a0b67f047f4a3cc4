/**
 * Contact sheets of the every-title screenshots (issue 18): one PNG per catalogue title with its base
 * round, feature and rules at 1440×900, 812×375 and 375×667, each labelled, laid out as a 3×3 grid by
 * Chromium (the same browser and flags the suite uses). Reads e2e/screenshots/w1440/
 * <lang>-<CODE>-<state>-<size>.png (written by every-title.spec.ts and slot-features.spec.ts) and writes
 * e2e/screenshots/sheets/<CODE>.png. A missing screenshot is drawn as an empty, labelled cell.
 *
 *   npm run shots:sheet -w e2e
 */
import { chromium } from '@playwright/test';
import { GAME_CATALOGUE } from '@casino/contract';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_FLAGS } from '../support/chromium.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');
const source = join(root, 'w1440');
const target = join(root, 'sheets');

const STATES = ['base', 'feature', 'rules'] as const;
/** Each size is drawn at its own scale so that a phone screenshot stays legible next to the desktop. */
const SIZES = [
  { name: '1440x900', scale: 0.4 },
  { name: '812x375', scale: 0.6 },
  { name: '375x667', scale: 0.8 },
] as const;

const escape = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** The screenshot of one cell, either language (a title is shot in one). */
function findShot(files: string[], code: string, state: string, size: string): string | undefined {
  return files.find(
    (f) => f === `ja-${code}-${state}-${size}.png` || f === `en-${code}-${state}-${size}.png`,
  );
}

function sheetHtml(code: string, title: string, files: string[]): string {
  const head = SIZES.map((s) => `<th>${s.name} <small>(×${s.scale})</small></th>`).join('');
  const rows = STATES.map((state) => {
    const cells = SIZES.map((size) => {
      const file = findShot(files, code, state, size.name);
      const width = Number(size.name.split('x')[0]) * size.scale;
      if (!file) return `<td><div class="missing" style="width:${width}px">—</div></td>`;
      const data = readFileSync(join(source, file)).toString('base64');
      return `<td><div class="label">${escape(file)}</div><img style="width:${width}px" src="data:image/png;base64,${data}"></td>`;
    }).join('');
    return `<tr><th class="state">${state}</th>${cells}</tr>`;
  }).join('');
  return `<!doctype html><html><head><meta charset="utf-8"><style>
    body { margin: 16px; background: #11131c; color: #e8e8f0; font: 14px system-ui, "Noto Sans CJK JP", sans-serif; }
    h1 { font-size: 20px; margin: 0 0 12px; }
    table { border-collapse: separate; border-spacing: 12px 8px; }
    th { text-align: left; font-weight: 600; color: #f3c969; }
    th.state { writing-mode: vertical-rl; transform: rotate(180deg); vertical-align: middle; }
    td { vertical-align: top; }
    img { display: block; border: 1px solid #3a3f55; }
    .label { font-size: 11px; color: #9aa0b8; margin-bottom: 4px; }
    .missing { height: 120px; display: grid; place-items: center; border: 1px dashed #555; color: #777; }
  </style></head><body><h1>${escape(title)} — ${escape(code)}</h1>
  <table><tr><th></th>${head}</tr>${rows}</table></body></html>`;
}

async function main(): Promise<void> {
  if (!existsSync(source)) throw new Error(`no screenshots in ${source}: run the every-title specs first`);
  const files = readdirSync(source).filter((f) => f.endsWith('.png'));
  mkdirSync(target, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_FLAGS,
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1400, height: 800 } });
    let written = 0;
    for (const game of GAME_CATALOGUE) {
      const found = STATES.flatMap((s) => SIZES.map((z) => findShot(files, game.gameCode, s, z.name))).filter(
        Boolean,
      ).length;
      if (found === 0) {
        console.warn(`shots:sheet: no screenshots of ${game.gameCode}`);
        continue;
      }
      await page.setContent(sheetHtml(game.gameCode, `${game.title.ja} / ${game.title.en}`, files));
      await page.screenshot({ path: join(target, `${game.gameCode}.png`), fullPage: true });
      written++;
      console.log(`shots:sheet: ${game.gameCode} (${found}/9 screenshots)`);
    }
    console.log(`shots:sheet: ${written} sheets → ${target}`);
  } finally {
    await browser.close();
  }
}

await main();
