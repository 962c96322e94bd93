import { Permission } from '@tessera/core';
import type { AnalyticsReport, ExperimentResults } from '@tessera/site/api/routes.gen.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { button, click, type Rendered, render, textOf, waitFor } from '../testing/dom.ts';
import { fakeApi, heldRoute } from '../testing/fake-api.ts';
import { AnalyticsScreen } from './AnalyticsScreen.tsx';

const ANALYTICS_URL = '/api/config/analytics';
const EXPERIMENT_RESULTS_URL = '/api/config/experiments/results';

let rendered: Rendered | undefined;
afterEach(() => {
  rendered?.unmount();
  vi.unstubAllGlobals();
});

const totals = (visitors: number, visits: number) => ({
  visitors,
  pageviews: visitors * 2,
  visits,
  bounceRate: visits ? 0.25 : null,
  visitDurationSeconds: visits ? 125 : null,
});

function report(overrides: Partial<AnalyticsReport> = {}): AnalyticsReport {
  return {
    range: {
      from: '2026-03-09',
      to: '2026-03-15',
      previousFrom: '2026-03-02',
      previousTo: '2026-03-08',
      bucket: 'day',
    },
    totals: { current: totals(120, 100), previous: totals(100, 80) },
    trend: [
      { bucket: '2026-03-09', visitors: 20, pageviews: 40, visits: 18 },
      { bucket: '2026-03-10', visitors: 100, pageviews: 200, visits: 82 },
    ],
    tables: [
      {
        id: 'pages',
        title: 'Top pages',
        valueLabel: 'Page',
        columns: ['Pageviews'],
        rows: [{ value: '/shop', counts: [150] }],
      },
      {
        id: 'countries',
        title: 'Countries',
        valueLabel: 'Country',
        columns: ['Visitors', 'Visits'],
        rows: [
          { value: 'DE', counts: [70, 60] },
          { value: '', counts: [1, 1] },
        ],
      },
      {
        id: 'referrers',
        title: 'Referrers',
        valueLabel: 'Referrer',
        columns: ['Visitors', 'Visits'],
        rows: [],
      },
    ],
    conversions: [{ id: 'orders', label: 'Orders', count: 3, previous: 2 }],
    webVitals: {
      pages: [
        {
          path: '/shop',
          metrics: {
            LCP: { p75: 2612.4, samples: 40, rating: 'needs-improvement' },
            CLS: { p75: 0.0512, samples: 40, rating: 'good' },
            FCP: { p75: 1200, samples: 41, rating: 'good' },
            TTFB: { p75: 1900, samples: 41, rating: 'poor' },
          },
        },
      ],
    },
    ...overrides,
  };
}

const READER = [Permission.activity];

async function renderScreen(permissions: Permission[] = READER) {
  rendered = await render(<AnalyticsScreen permissions={permissions} onBack={() => {}} />);
  return rendered.container;
}

const splitTest: ExperimentResults = {
  experiment: {
    id: 'aaaaaaaaaaaaaaaaaaaaaaaa',
    layoutId: 'l1',
    name: 'Home page quote',
    state: 'running',
    winner: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    startedAt: '2026-03-02T10:00:00.000Z',
    endedAt: null,
  },
  variants: [
    { variant: 'A', visitors: 400, conversions: 16, conversionRate: 0.04 },
    { variant: 'B', visitors: 410, conversions: 29, conversionRate: 29 / 410 },
  ],
};
const NO_SPLIT_TESTS = { [`GET ${EXPERIMENT_RESULTS_URL}`]: { body: { results: [] } } };

const rowsOf = (table: Element | null | undefined) =>
  [...(table?.querySelectorAll('tbody tr') ?? [])].map((row) =>
    [...row.querySelectorAll('th, td')].map((cell) => textOf(cell)),
  );
const tableCaptioned = (container: HTMLElement, caption: string) =>
  [...container.querySelectorAll('table')].find((table) =>
    textOf(table.querySelector('caption')).startsWith(caption),
  );

describe('Analytics', () => {
  it('shows the totals against the previous period, the trend as a table, the breakdowns and their CSV', async () => {
    const held = heldRoute({ body: report() });
    fakeApi({ [`GET ${ANALYTICS_URL}`]: held.route, ...NO_SPLIT_TESTS });
    const container = await renderScreen();
    expect(document.activeElement?.textContent).toBe('Analytics');
    expect(textOf(container)).toContain('Loading analytics…');
    held.release();
    await waitFor(() => container.querySelector('.analytics-totals'), 'the report');

    const figures = [...container.querySelectorAll('.analytics-totals li')].map((li) => textOf(li));
    expect(figures).toEqual([
      'Visitors120+20% against the previous period',
      'Pageviews240+20% against the previous period',
      'Visits100+25% against the previous period',
      'Bounce rate25%no change against the previous period',
      'Visit duration2m 05sno change against the previous period',
    ]);

    // The chart's figures are a table one button away, for the keyboard and screen readers.
    const toggle = button(container, 'Show as table');
    expect(toggle?.getAttribute('aria-pressed')).toBe('false');
    const trendTable = tableCaptioned(container, 'Visitors, pageviews and visits by day');
    expect(trendTable?.parentElement?.hidden).toBe(true);
    await click(toggle);
    expect(toggle?.getAttribute('aria-pressed')).toBe('true');
    expect(trendTable?.parentElement?.hidden).toBe(false);
    expect(rowsOf(trendTable)[1]).toEqual(['Mar 10', '100', '200', '82']);

    expect(rowsOf(tableCaptioned(container, 'Top pages'))).toEqual([['/shop', '150']]);
    expect(rowsOf(tableCaptioned(container, 'Countries'))).toEqual([
      ['Germany', '70', '60'],
      ['Unknown', '1', '1'],
    ]);
    expect(rowsOf(tableCaptioned(container, 'Referrers'))).toEqual([['None in this range']]);
    const exports = [...container.querySelectorAll('a.analytics-export')].map((a) => [
      textOf(a),
      a.getAttribute('href'),
    ]);
    expect(exports).toContainEqual([
      'Export CSV of Countries',
      '/api/config/analytics/csv/countries?period=30d',
    ]);
    expect(exports).toContainEqual([
      'Export CSV of Conversions',
      '/api/config/analytics/csv/conversions?period=30d',
    ]);
    expect(rowsOf(tableCaptioned(container, 'Conversions'))).toEqual([['Orders', '3', '2', '+50%']]);
  });

  it('asks again for another range, and for a custom one only with two dates in order', async () => {
    const api = fakeApi({ [`GET ${ANALYTICS_URL}`]: { body: report() }, ...NO_SPLIT_TESTS });
    const reports = () => api.requested.filter((url) => url.startsWith(`GET ${ANALYTICS_URL}?`));
    const container = await renderScreen();
    await waitFor(() => container.querySelector('.analytics-totals'), 'the report');
    const radio = (label: string) =>
      [...container.querySelectorAll('label')].find((l) => textOf(l) === label)?.querySelector('input');
    await click(radio('7 days') ?? undefined);
    await waitFor(() => reports().length === 2, 'the 7 days');
    await click(radio('Custom') ?? undefined);
    const [from, to] = [...container.querySelectorAll<HTMLInputElement>('input[type="date"]')];
    const setDate = (input: HTMLInputElement | undefined, value: string) => {
      if (!input) throw new Error('no date field');
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    };
    setDate(from, '2026-03-05');
    setDate(to, '2026-03-01');
    await click(button(container, 'Show'));
    await waitFor(() => container.querySelector('[role="alert"]'), 'the refusal');
    expect(textOf(container.querySelector('[role="alert"]'))).toBe(
      'The to date is on or after the from date.',
    );
    // Longer than the route takes: said here, never sent.
    setDate(from, '2023-01-01');
    await click(button(container, 'Show'));
    await waitFor(
      () => textOf(container.querySelector('[role="alert"]')) === 'A custom range is at most 800 days.',
      'the length refused',
    );
    setDate(from, '2026-03-05');
    setDate(to, '2026-03-09');
    await click(button(container, 'Show'));
    await waitFor(() => reports().length === 3, 'the custom range');
    expect(reports()).toEqual([
      `GET ${ANALYTICS_URL}?period=30d`,
      `GET ${ANALYTICS_URL}?period=7d`,
      `GET ${ANALYTICS_URL}?period=custom&from=2026-03-05&to=2026-03-09`,
    ]);
  });

  it('says so when there are no visits yet, and offers to try again after a failure', async () => {
    const empty = report({
      totals: { current: totals(0, 0), previous: totals(0, 0) },
      trend: [{ bucket: '2026-03-09', visitors: 0, pageviews: 0, visits: 0 }],
    });
    fakeApi({
      [`GET ${ANALYTICS_URL}`]: [{ status: 500, body: { error: 'Boom' } }, { body: empty }],
      ...NO_SPLIT_TESTS,
    });
    const container = await renderScreen();
    await waitFor(() => button(container, 'Try again'), 'the failure');
    await click(button(container, 'Try again'));
    await waitFor(() => textOf(container).includes('No visits yet'), 'the empty state');
    expect(container.querySelector('.analytics-totals')).toBeNull();
  });

  it('shows each page’s Core Web Vitals with units and the rating in words, and its CSV', async () => {
    fakeApi({ [`GET ${ANALYTICS_URL}`]: { body: report() }, ...NO_SPLIT_TESTS });
    const container = await renderScreen();
    const table = await waitFor(() => tableCaptioned(container, 'Core Web Vitals per page'), 'the table');
    expect([...table.querySelectorAll('thead th')].map((th) => textOf(th))).toEqual([
      'Page',
      'LCP',
      'INP',
      'CLS',
      'FCP',
      'TTFB',
      'Samples',
    ]);
    expect(table.querySelector('abbr')?.getAttribute('title')).toBe('Largest Contentful Paint');
    expect(rowsOf(table)).toEqual([
      ['/shop', '2,612 msNeeds improvement', '—', '0.051Good', '1,200 msGood', '1,900 msPoor', '41'],
    ]);
    const link = [...container.querySelectorAll('a.analytics-export')].find(
      (a) => textOf(a) === 'Export CSV of Core Web Vitals',
    );
    expect(link?.getAttribute('href')).toBe('/api/config/analytics/csv/web-vitals?period=30d');
  });

  it('says when there is no page speed yet', async () => {
    const longer = report({ webVitals: { pages: [] } });
    fakeApi({ [`GET ${ANALYTICS_URL}`]: { body: longer }, ...NO_SPLIT_TESTS });
    const container = await renderScreen();
    const table = await waitFor(() => tableCaptioned(container, 'Core Web Vitals per page'), 'the table');
    expect(rowsOf(table)).toEqual([['No page speed records in this range yet']]);
  });

  it('shows the site’s split tests side by side, with actions only for those who may publish', async () => {
    const api = fakeApi({
      [`GET ${ANALYTICS_URL}`]: { body: report() },
      [`GET ${EXPERIMENT_RESULTS_URL}`]: { body: { results: [splitTest] } },
    });
    const container = await renderScreen();
    const table = await waitFor(() => tableCaptioned(container, 'Home page quote'), 'the split test');
    expect(rowsOf(table)).toEqual([
      ['A (original)', '400', '16', '4%'],
      ['B (copy)', '410', '29', '7.1%'],
    ]);
    // Every test of the site: no layout asked for.
    expect(api.requested).toContain(`GET ${EXPERIMENT_RESULTS_URL}`);
    expect(button(container, 'Stop “Home page quote”')).toBeUndefined();
    rendered?.unmount();

    fakeApi({
      [`GET ${ANALYTICS_URL}`]: { body: report() },
      [`GET ${EXPERIMENT_RESULTS_URL}`]: { body: { results: [splitTest] } },
    });
    const publisher = await renderScreen([Permission.activity, Permission.publish]);
    await waitFor(() => button(publisher, 'Stop “Home page quote”'), 'the publisher’s actions');
  });

  it('says quietly when the site has no split tests', async () => {
    fakeApi({ [`GET ${ANALYTICS_URL}`]: { body: report() }, ...NO_SPLIT_TESTS });
    const container = await renderScreen();
    await waitFor(() => textOf(container).includes('No split tests yet.'), 'the empty state');
  });
});
