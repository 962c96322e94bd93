// The range's five figures, each with its change from the period before.
import type { AnalyticsTotals } from '@tessera/site/api/routes.gen.ts';
import { formatChange, formatCount, formatDuration, formatShare } from './format.ts';

interface Figure {
  label: string;
  value: (totals: AnalyticsTotals) => number | null;
  format: (value: number | null) => string;
  /** A share, whose change is in percentage points */
  share?: boolean;
}

const count = (value: number | null) => formatCount(value ?? 0);

const FIGURES: Figure[] = [
  { label: 'Visitors', value: (t) => t.visitors, format: count },
  { label: 'Pageviews', value: (t) => t.pageviews, format: count },
  { label: 'Visits', value: (t) => t.visits, format: count },
  { label: 'Bounce rate', value: (t) => t.bounceRate, format: formatShare, share: true },
  { label: 'Visit duration', value: (t) => t.visitDurationSeconds, format: formatDuration },
];

export function Totals({ current, previous }: { current: AnalyticsTotals; previous: AnalyticsTotals }) {
  return (
    <ul className="analytics-totals" aria-label="Totals">
      {FIGURES.map((figure) => {
        const change = formatChange(figure.value(current), figure.value(previous), figure.share);
        return (
          <li key={figure.label}>
            <span className="analytics-total-label">{figure.label}</span>
            <span className="analytics-total-value">{figure.format(figure.value(current))}</span>
            {change && (
              <span className="analytics-total-change">
                {change} <span className="visually-hidden">against the previous period</span>
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
