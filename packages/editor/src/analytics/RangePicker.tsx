// The dashboard's range: today, 7 days, 30 days, 12 months, or two dates of the owner's choosing.
import { customRangeProblem, type DashboardPeriod } from '@tessera/core';
import { type ApiRoutes, type QueryOf, routeUrl } from '@tessera/site/api/call.ts';
import { type FormEvent, useState } from 'react';
import { Choices, type Option } from '../ui/Choices.tsx';

/** The range asked for: a period, and for a custom one its first and last days ('YYYY-MM-DD', both included). */
export type AnalyticsQuery = QueryOf<'GET /api/config/analytics'> & { period: DashboardPeriod };

/** The range as the report and its CSV links send it: the days only with a custom period that has both. */
export function rangeParams({
  period,
  from,
  to,
}: AnalyticsQuery): { period: DashboardPeriod } | { period: 'custom'; from: string; to: string } {
  return period === 'custom' && from && to ? { period, from, to } : { period };
}

type CsvTable = ApiRoutes['GET /api/config/analytics/csv/:table']['params']['table'];

/** A table's CSV for the range: a plain link, which the browser downloads. */
export function analyticsCsvUrl(table: CsvTable, query: AnalyticsQuery): string {
  return `${routeUrl('GET /api/config/analytics/csv/:table', { table })}?${new URLSearchParams(rangeParams(query))}`;
}

const PERIODS: Option<DashboardPeriod>[] = [
  { value: 'today', label: 'Today' },
  { value: '7d', label: '7 days' },
  { value: '30d', label: '30 days' },
  { value: '12mo', label: '12 months' },
  { value: 'custom', label: 'Custom' },
];

export function RangePicker({
  query,
  onChange,
}: {
  query: AnalyticsQuery;
  onChange: (query: AnalyticsQuery) => void;
}) {
  const [period, setPeriod] = useState<DashboardPeriod>(query.period);
  const [from, setFrom] = useState(query.from ?? '');
  const [to, setTo] = useState(query.to ?? '');
  const [error, setError] = useState('');

  function choose(next: DashboardPeriod) {
    setPeriod(next);
    setError('');
    // A custom range waits for its two dates; the others show at once.
    if (next !== 'custom') onChange({ period: next });
  }

  function applyCustom(event: FormEvent) {
    event.preventDefault();
    if (!from || !to) return setError('Choose a from and a to date.');
    // The route's own rule (core), so a range it would refuse is never sent.
    const problem = customRangeProblem(from, to);
    if (problem) return setError(problem.message);
    setError('');
    onChange({ period: 'custom', from, to });
  }

  return (
    <form className="analytics-range" onSubmit={applyCustom}>
      <Choices legend="Range" options={PERIODS} value={period} error={undefined} onChange={choose} />
      {period === 'custom' && (
        <div className="analytics-custom">
          <label>
            From
            <input type="date" value={from} onChange={(event) => setFrom(event.target.value)} />
          </label>
          <label>
            To
            <input type="date" value={to} onChange={(event) => setTo(event.target.value)} />
          </label>
          <button type="submit">Show</button>
          {error && (
            <p role="alert" className="field-error">
              {error}
            </p>
          )}
        </div>
      )}
    </form>
  );
}
