// Each page's Core Web Vitals (the 75th percentile of its real visitors' page loads), rated in words,
// with its CSV; the raw records behind it are kept fewer days than the visits, and the section says so.
import type { WebVitalName } from '@tessera/core';
import type { AnalyticsReport, PageWebVitals, WebVitalSummary } from '@tessera/site/api/routes.gen.ts';
import {
  roundWebVital,
  WEB_VITAL_COLUMNS,
  WEB_VITAL_RATING_TEXT,
} from '@tessera/site/performance/web-vitals-report.ts';
import { formatCount } from './format.ts';
import { type AnalyticsQuery, analyticsCsvUrl } from './RangePicker.tsx';

const VITAL_NAMES: Record<WebVitalName, string> = {
  LCP: 'Largest Contentful Paint',
  INP: 'Interaction to Next Paint',
  CLS: 'Cumulative Layout Shift',
  FCP: 'First Contentful Paint',
  TTFB: 'Time to First Byte',
};

/** A page's samples: the most of any metric (each page load reports TTFB, not always INP) */
const samplesOfPage = (page: PageWebVitals) =>
  Math.max(0, ...Object.values(page.metrics).map((metric) => metric?.samples ?? 0));

const clsFormat = new Intl.NumberFormat(undefined, { maximumFractionDigits: 3 });

/** '2,340 ms'; CLS is a score without a unit: '0.05' */
export function formatWebVital(name: WebVitalName, p75: number): string {
  const value = roundWebVital(name, p75);
  return name === 'CLS' ? clsFormat.format(value) : `${formatCount(value)} ms`;
}

function VitalCell({ name, metric }: { name: WebVitalName; metric: WebVitalSummary | undefined }) {
  if (!metric) return <td>—</td>;
  return (
    <td>
      {formatWebVital(name, metric.p75)}
      <span className="web-vital-rating" data-rating={metric.rating}>
        {WEB_VITAL_RATING_TEXT[metric.rating]}
      </span>
    </td>
  );
}

export function WebVitals({
  webVitals,
  query,
}: {
  webVitals: AnalyticsReport['webVitals'];
  query: AnalyticsQuery;
}) {
  return (
    <section className="analytics-group" aria-label="Core Web Vitals">
      <h3>Core Web Vitals</h3>
      <p className="panel-note">The 75th percentile of real visitors’ page loads.</p>
      {/* Seven columns do not fit a narrow panel: the table scrolls sideways, by keyboard too. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region has to be reachable by keyboard */}
      <section className="web-vitals-scroll" aria-label="Core Web Vitals per page" tabIndex={0}>
        <table className="analytics-table web-vitals-table">
          <caption className="visually-hidden">Core Web Vitals per page, 75th percentile</caption>
          <thead>
            <tr>
              <th scope="col">Page</th>
              {WEB_VITAL_COLUMNS.map((name) => (
                <th scope="col" key={name}>
                  <abbr title={VITAL_NAMES[name]}>{name}</abbr>
                </th>
              ))}
              <th scope="col">Samples</th>
            </tr>
          </thead>
          <tbody>
            {webVitals.pages.length === 0 && (
              <tr>
                <td colSpan={WEB_VITAL_COLUMNS.length + 2}>No page speed records in this range yet</td>
              </tr>
            )}
            {webVitals.pages.map((page) => (
              <tr key={page.path}>
                <th scope="row">{page.path}</th>
                {WEB_VITAL_COLUMNS.map((name) => (
                  <VitalCell key={name} name={name} metric={page.metrics[name]} />
                ))}
                <td>{formatCount(samplesOfPage(page))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <a className="analytics-export" href={analyticsCsvUrl('web-vitals', query)} download>
        Export CSV <span className="visually-hidden">of Core Web Vitals</span>
      </a>
    </section>
  );
}
