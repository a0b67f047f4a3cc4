/*
 * `npm run art:sheet`: one page per slot title with every symbol drawn large (and at reel size), rendered
 * to PNG through Chromium into the git-ignored art-sheet/ folder, for a person to look at title by title.
 *   npm run art:sheet                 every title
 *   npm run art:sheet -- WNF_AZTEC_X  the named titles only
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { chromium } from 'playwright-core';
import { GAME_CATALOGUE } from '@casino/contract';
import { SymbolArt } from '../src/engines/slot/art/frame.tsx';
import { SLOT_TITLES } from '@casino/studio';
import { CHROMIUM_FLAGS } from '../../../e2e/support/chromium.ts';
import ja from '../src/locales/ja.json' with { type: 'json' };

/** The badges as a Japanese player sees them (the default language). */
const LABELS = {
  wild: ja.slot.badgeWild,
  scatter: ja.slot.badgeScatter,
  coin: ja.slot.badgeCoin,
  bonus: ja.slot.badgeBonus,
};
const OUT = resolve(import.meta.dirname, '../../../art-sheet');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function page(code: string): string {
  const cfg = SLOT_TITLES[code]!;
  const game = GAME_CATALOGUE.find((g) => g.gameCode === code);
  const theme = game?.theme ?? { from: '#141b40', to: '#f2c14e' };
  const tiles = cfg.symbols
    .map(
      (s, i) =>
        `<figure><div class="big">${renderToStaticMarkup(
          <SymbolArt
            labels={LABELS}
            gameCode={code}
            symbol={s}
            index={i}
            themeFrom={theme.from}
            themeTo={theme.to}
          />,
        )}</div><div class="small">${renderToStaticMarkup(
          <SymbolArt
            labels={LABELS}
            gameCode={code}
            symbol={s}
            index={i}
            themeFrom={theme.from}
            themeTo={theme.to}
          />,
        )}</div><figcaption>${s.id}<br>${s.en} / ${s.ja} <i>${s.kind}</i></figcaption></figure>`,
    )
    .join('');
  return `<!doctype html><html lang="ja"><meta charset="utf-8"><style>
    body{margin:0;padding:16px;background:#0b1030;color:#e8ecff;font:13px system-ui,"Noto Sans CJK JP",sans-serif}
    h1{font-size:18px;margin:0 0 12px} main{display:grid;grid-template-columns:repeat(5,200px);gap:14px}
    figure{margin:0;display:grid;gap:6px;justify-items:center} .big{width:180px;height:180px} .small{width:56px;height:56px}
    .slot-symbol{display:block;width:100%;height:100%} figcaption{text-align:center} i{color:#f2c14e}
  </style><h1>${game?.title.en ?? code} — ${code}</h1><main>${tiles}</main></html>`;
}

const only = process.argv.slice(2);
const codes = Object.keys(SLOT_TITLES).filter((c) => only.length === 0 || only.includes(c));
mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: CHROMIUM_FLAGS,
});
const tab = await browser.newPage({ viewport: { width: 1080, height: 900 } });
for (const code of codes) {
  const html = page(code);
  writeFileSync(join(OUT, `${code}.html`), html);
  await tab.setContent(html);
  await tab.screenshot({ path: join(OUT, `${code}.png`), fullPage: true });
  console.log(join(OUT, `${code}.png`));
}
await browser.close();
