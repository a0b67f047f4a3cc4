import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { CHROMIUM_FLAGS } from '../../../../e2e/support/chromium.ts';

export interface LighthouseRow {
  page: string;
  formFactor: 'mobile' | 'desktop';
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Milliseconds; CLS unitless. */
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}

// The browser suite's flags (one list for both), headless.
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

/**
 * Lighthouse 12 (its default simulated throttling: a mid-range phone on slow 4G for mobile, the desktop
 * preset for desktop) on each page, once per form factor, in one Chromium (CHROME_PATH, default
 * /usr/bin/chromium). Scores are 0–100.
 */
export async function runLighthouse(pages: { name: string; url: string }[]): Promise<LighthouseRow[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  const rows: LighthouseRow[] = [];
  try {
    for (const formFactor of ['mobile', 'desktop'] as const) {
      for (const page of pages) {
        process.stderr.write(`lighthouse ${formFactor} ${page.name}…\n`);
        const result = await lighthouse(
          page.url,
          { port: chrome.port, output: 'json', logLevel: 'error' },
          formFactor === 'desktop' ? desktopConfig : undefined,
        );
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`lighthouse returned nothing for ${page.url}`);
        const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        rows.push({
          page: page.name,
          formFactor,
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          fcp: audit('first-contentful-paint'),
          lcp: audit('largest-contentful-paint'),
          tbt: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
        });
      }
    }
  } finally {
    chrome.kill();
  }
  return rows;
}
