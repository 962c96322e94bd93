// The dashboard's range: today, 7 days, 30 days, 12 months, or two dates of the owner's choosing.
import { customRangeProblem, type DashboardPeriod } from '@tessera/core';
import type { AnalyticsQuery } from '@tessera/site/analytics-api.ts';
import { type FormEvent, useState } from 'react';
import { Choices, type Option } from '../ui/Choices.tsx';

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
