// Lighthouse figures for published pages: the four category scores and the three metrics that weigh
// most in the performance score (LCP, CLS, TBT). The design's budget is 100 in all four categories on
// every demo page, on mobile, so this runs Lighthouse's default configuration: mobile form factor and
// simulated throttling (a mid-range phone on slow 4G), the setting PageSpeed Insights reports.
//
// One Chromium (Debian's, with the flags the e2e tests use) is launched through chrome-launcher,
// Lighthouse's own launcher, so figures match `npx lighthouse`; Lighthouse opens a fresh tab for each
// page. Pages run one after another: runs side by side would share the CPU and skew each other.
// Besides the scores, a row names the audits that cost points, so a shortfall says where to look.
//
// Alone: npx tsx bench/lighthouse.ts http://demo.localhost:3000 [/path ...]   (default: the demo pages)
import { resolve } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium.ts';
import { DEMO_PAGES } from './demo-pages.ts';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

export interface LighthouseRow {
  path: string;
  /** Category scores, 0–100. */
  scores: Record<Category, number>;
  /** Largest Contentful Paint, ms (simulated). */
  lcp: number;
  /** Cumulative Layout Shift (unitless). */
  cls: number;
  /** Total Blocking Time, ms (simulated). */
  tbt: number;
  /** Audits that cost points, as `category: audit-id`; empty when every category scores 100. */
  shortfalls: string[];
}

export async function lighthouseScores(baseUrl: string, paths: readonly string[]): Promise<LighthouseRow[]> {
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    logLevel: 'silent',
  });
  try {
    const rows: LighthouseRow[] = [];
    for (const path of paths) {
      const url = new URL(path, baseUrl).href;
      const result = await lighthouse(url, {
        port: chrome.port,
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
      const scores = {} as Record<Category, number>;
      const shortfalls: string[] = [];
      for (const id of CATEGORIES) {
        const category = lhr.categories[id];
        if (category?.score == null) throw new Error(`Lighthouse on ${url}: no ${id} score`);
        scores[id] = Math.round(category.score * 100);
        for (const ref of category.auditRefs) {
          const audit = lhr.audits[ref.id];
          if (ref.weight > 0 && audit?.score != null && audit.score < 1) shortfalls.push(`${id}: ${ref.id}`);
        }
      }
      const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      rows.push({
        path,
        scores,
        lcp: Math.round(metric('largest-contentful-paint')),
        cls: Number(metric('cumulative-layout-shift').toFixed(3)),
        tbt: Math.round(metric('total-blocking-time')),
        shortfalls,
      });
    }
    return rows;
  } finally {
    chrome.kill();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) {
  const [baseUrl, ...paths] = process.argv.slice(2);
  if (!baseUrl) {
    console.error('usage: npx tsx bench/lighthouse.ts http://demo.localhost:PORT [/path ...]');
    process.exit(2);
  }
  const started = performance.now();
  const rows = await lighthouseScores(baseUrl, paths.length > 0 ? paths : DEMO_PAGES);
  const table = [
    ['page', 'perf', 'a11y', 'best', 'seo', 'LCP ms', 'CLS', 'TBT ms'],
    ...rows.map((r) => [
      r.path,
      ...CATEGORIES.map((id) => String(r.scores[id])),
      String(r.lcp),
      r.cls.toFixed(3),
      String(r.tbt),
    ]),
  ];
  const widths = table.reduce(
    (w, line) => line.map((cell, i) => Math.max(w[i] ?? 0, cell.length)),
    [] as number[],
  );
  const pad = (cell: string, i: number) =>
    i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0);
  for (const line of table) console.log(line.map(pad).join('  '));
  for (const r of rows) if (r.shortfalls.length > 0) console.log(`${r.path}: ${r.shortfalls.join(', ')}`);
  console.log(`${rows.length} pages in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
