import { ANALYTICS_URL, type AnalyticsReport } from '@tessera/site/analytics-api.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { button, click, type Rendered, render, textOf, waitFor } from '../testing/dom.ts';
import { fakeApi, heldRoute } from '../testing/fake-api.ts';
import { AnalyticsScreen } from './AnalyticsScreen.tsx';

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
    ...overrides,
  };
}

async function renderScreen() {
  rendered = await render(<AnalyticsScreen onBack={() => {}} />);
  return rendered.container;
}

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
    fakeApi({ [`GET ${ANALYTICS_URL}`]: held.route });
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
    const api = fakeApi({ [`GET ${ANALYTICS_URL}`]: { body: report() } });
    const container = await renderScreen();
    await waitFor(() => container.querySelector('.analytics-totals'), 'the report');
    const radio = (label: string) =>
      [...container.querySelectorAll('label')].find((l) => textOf(l) === label)?.querySelector('input');
    await click(radio('7 days') ?? undefined);
    await waitFor(() => api.requested.length === 2, 'the 7 days');
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
    setDate(to, '2026-03-09');
    await click(button(container, 'Show'));
    await waitFor(() => api.requested.length === 3, 'the custom range');
    expect(api.requested).toEqual([
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
    fakeApi({ [`GET ${ANALYTICS_URL}`]: [{ status: 500, body: { error: 'Boom' } }, { body: empty }] });
    const container = await renderScreen();
    await waitFor(() => button(container, 'Try again'), 'the failure');
    await click(button(container, 'Try again'));
    await waitFor(() => textOf(container).includes('No visits yet'), 'the empty state');
    expect(container.querySelector('.analytics-totals')).toBeNull();
  });
});
