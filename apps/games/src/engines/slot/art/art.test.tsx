import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SLOT_TITLES } from '@casino/studio';
import { SymbolArt, SymbolSprite, SymbolUse } from './frame.tsx';
import { artOf, FEATURE_ART, TITLE_ART } from './index.ts';

const paint = { gold: 'url(#g)', silver: 'url(#s)', gloss: 'url(#l)', glow: 'url(#w)' };

describe('slot symbol art', () => {
  it('draws every symbol of every slot title, and nothing the titles do not have', () => {
    for (const [code, cfg] of Object.entries(SLOT_TITLES)) {
      const ids = cfg.symbols.map((s) => s.id).sort();
      expect(Object.keys(TITLE_ART[code] ?? {}).sort(), code).toEqual(ids);
    }
    expect(Object.keys(TITLE_ART).sort()).toEqual(Object.keys(SLOT_TITLES).sort());
  });

  it('shares no drawing between titles (the BAR plate is the only card-rank-like symbol)', () => {
    const seen = new Map<string, string>();
    for (const [code, cfg] of Object.entries(SLOT_TITLES)) {
      for (const s of cfg.symbols) {
        const svg = renderToStaticMarkup(<>{artOf(code, s.id)!(paint)}</>);
        const other = seen.get(svg);
        expect(other, `${code}/${s.id} looks the same as ${other}`).toBeUndefined();
        seen.set(svg, `${code}/${s.id}`);
      }
    }
  });

  it('draws the feature symbols (coins, pick symbols) unlike any other drawing', () => {
    const seen = new Set<string>();
    for (const [code, cfg] of Object.entries(SLOT_TITLES))
      for (const s of cfg.symbols) seen.add(renderToStaticMarkup(<>{artOf(code, s.id)!(paint)}</>));
    const features = Object.values(FEATURE_ART).flatMap((art) => Object.values(art));
    expect(features).toHaveLength(10);
    for (const glyph of features) {
      const svg = renderToStaticMarkup(<>{glyph(paint)}</>);
      expect(svg).toContain('<path');
      if (!seen.has(svg)) seen.add(svg);
      else expect(Object.values(TITLE_ART).some((art) => Object.values(art).includes(glyph))).toBe(true);
    }
  });

  it('renders a tile whose gradient ids are its own', () => {
    const cfg = SLOT_TITLES.JPL_FIGHTING_SAMURAI!;
    const kabuto = cfg.symbols.find((s) => s.id === 'kabuto')!;
    const html = renderToStaticMarkup(
      <>
        <SymbolArt
          gameCode="JPL_FIGHTING_SAMURAI"
          symbol={kabuto}
          index={2}
          themeFrom="#111"
          themeTo="#b22"
        />
        <SymbolArt
          gameCode="JPL_FIGHTING_SAMURAI"
          symbol={kabuto}
          index={2}
          themeFrom="#111"
          themeTo="#b22"
        />
      </>,
    );
    const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids.length).toBe(10);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('points each reel cell at its drawing in the title sprite', () => {
    const cfg = SLOT_TITLES.WNF_AZTEC_X!;
    const html = renderToStaticMarkup(
      <>
        <SymbolSprite gameCode="WNF_AZTEC_X" symbols={cfg.symbols} themeFrom="#1f4d2b" themeTo="#e3b448" />
        <SymbolUse gameCode="WNF_AZTEC_X" symbolId="jaguar" />
      </>,
    );
    expect(html).toContain('<symbol id="slotart-WNF_AZTEC_X-jaguar"');
    expect(html).toContain('href="#slotart-WNF_AZTEC_X-jaguar"');
    expect(html).toContain('data-art="drawn"');
    expect(renderToStaticMarkup(<SymbolUse gameCode="WNF_AZTEC_X" symbolId="kabuto" />)).toContain(
      'data-art="missing"',
    );
  });
});
