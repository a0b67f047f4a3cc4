import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { CHROMIUM_FLAGS } from '../../../../e2e/support/chromium.ts';

/** One Lighthouse run of one page. */
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

/**
 * The runs of one page and form factor: the performance score's median and spread; FCP/LCP/TBT medians;
 * CLS and the other three scores the worst run (each should be 0 and 100).
 */
export type LighthouseSummary = Omit<LighthouseRow, 'performance'> & {
  runs: number;
  performance: { median: number; min: number; max: number };
};

export interface LighthouseOptions {
  /** Runs per page on the simulated phone (default 3). */
  mobileRuns?: number;
  /** Runs per page with the desktop preset (default 0: the target is mobile). */
  desktopRuns?: number;
  /** When set, every run's full report is written there as `{page}-{formFactor}-{n}.json`. */
  reportDir?: string;
}

// The browser suite's flags (one list for both), headless.
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

/**
 * Lighthouse 12 (its default simulated throttling: a mid-range phone on slow 4G for mobile, the desktop
 * preset for desktop) on each page, `mobileRuns` (and `desktopRuns`) times, pages interleaved so that a
 * burst of load on the machine spreads over all pages, in one Chromium (CHROME_PATH, default
 * /usr/bin/chromium). Scores are 0–100; a run Lighthouse could not score gives NaN.
 */
export async function runLighthouse(
  pages: { name: string; url: string }[],
  options: LighthouseOptions = {},
): Promise<LighthouseRow[]> {
  const { mobileRuns = 3, desktopRuns = 0, reportDir } = options;
  if (reportDir) mkdirSync(reportDir, { recursive: true });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  const rows: LighthouseRow[] = [];
  try {
    for (const [formFactor, runs] of [
      ['mobile', mobileRuns],
      ['desktop', desktopRuns],
    ] as const) {
      for (let run = 1; run <= runs; run++) {
        for (const page of pages) {
          process.stderr.write(`lighthouse ${formFactor} ${page.name} (${run}/${runs})…\n`);
          // A run whose trace Lighthouse could not read (NO_NAVSTART under load) is repeated once.
          let lhr = await audit(chrome.port, page.url, formFactor);
          if (lhr.runtimeError) lhr = await audit(chrome.port, page.url, formFactor);
          if (reportDir) {
            const file = `${page.name.replace(/[^A-Za-z0-9]+/g, '-')}-${formFactor}-${run}.json`;
            writeFileSync(path.join(reportDir, file), JSON.stringify(lhr));
          }
          const score = (id: string) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);
          const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
          rows.push({
            page: page.name,
            formFactor,
            performance: score('performance'),
            accessibility: score('accessibility'),
            bestPractices: score('best-practices'),
            seo: score('seo'),
            fcp: metric('first-contentful-paint'),
            lcp: metric('largest-contentful-paint'),
            tbt: metric('total-blocking-time'),
            cls: metric('cumulative-layout-shift'),
          });
        }
      }
    }
  } finally {
    chrome.kill();
  }
  return rows;
}

async function audit(port: number, url: string, formFactor: 'mobile' | 'desktop') {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error' },
    formFactor === 'desktop' ? desktopConfig : undefined,
  );
  if (!result?.lhr) throw new Error(`lighthouse returned nothing for ${url}`);
  return result.lhr;
}

function median(values: number[]): number {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function finite(values: number[]): number[] {
  const kept = values.filter((value) => Number.isFinite(value));
  return kept.length > 0 ? kept : [Number.NaN];
}

/** Groups runs by page and form factor, in first-seen order. */
export function summarizeLighthouse(rows: LighthouseRow[]): LighthouseSummary[] {
  const groups = new Map<string, LighthouseRow[]>();
  for (const row of rows) {
    const key = `${row.formFactor}\u0000${row.page}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups.values()].map((runs) => {
    const pick = (key: keyof LighthouseRow) => runs.map((run) => run[key] as number);
    return {
      page: runs[0]!.page,
      formFactor: runs[0]!.formFactor,
      runs: runs.length,
      performance: {
        median: Math.round(median(pick('performance'))),
        min: Math.min(...finite(pick('performance'))),
        max: Math.max(...finite(pick('performance'))),
      },
      accessibility: Math.min(...finite(pick('accessibility'))),
      bestPractices: Math.min(...finite(pick('bestPractices'))),
      seo: Math.min(...finite(pick('seo'))),
      fcp: median(pick('fcp')),
      lcp: median(pick('lcp')),
      tbt: median(pick('tbt')),
      cls: Math.max(...finite(pick('cls'))),
    };
  });
}
