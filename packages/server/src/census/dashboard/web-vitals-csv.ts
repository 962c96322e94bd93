// The Core Web Vitals table as CSV lines: a page a line, each metric's p75, rating and samples.
import {
  roundWebVital,
  WEB_VITAL_COLUMNS,
  WEB_VITAL_RATING_TEXT,
} from '@tessera/site/performance/web-vitals-report.ts';
import type { PageWebVitals } from './schemas.ts';

export function webVitalsCsv(pages: PageWebVitals[]): string[][] {
  const header = [
    'Page',
    ...WEB_VITAL_COLUMNS.flatMap((name) => [
      `${name} p75${name === 'CLS' ? '' : ' (ms)'}`,
      `${name} rating`,
      `${name} samples`,
    ]),
  ];
  const cells = (page: PageWebVitals) =>
    WEB_VITAL_COLUMNS.flatMap((name) => {
      const metric = page.metrics[name];
      if (!metric) return ['', '', ''];
      return [
        String(roundWebVital(name, metric.p75)),
        WEB_VITAL_RATING_TEXT[metric.rating],
        String(metric.samples),
      ];
    });
  return [header, ...pages.map((page) => [page.path, ...cells(page)])];
}
