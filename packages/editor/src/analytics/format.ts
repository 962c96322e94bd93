// How the dashboard writes its figures: counts, shares, durations, change against the previous
// period, and the values of its tables (country codes as names, '' as Unknown).
import type { BreakdownTable } from '@tessera/site/api/routes.gen.ts';

const countFormat = new Intl.NumberFormat(undefined);
const percentFormat = new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 0 });

const rateFormat = new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 1 });

export const formatCount = (value: number) => countFormat.format(value);
export const formatShare = (value: number | null) => (value === null ? '—' : percentFormat.format(value));
/** A conversion rate, one decimal: split-test variants differ by less than a whole percent */
export const formatRate = (value: number) => rateFormat.format(value);

/** '2m 05s', '45s'; '—' without visits */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return '—';
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return minutes ? `${minutes}m ${String(rest).padStart(2, '0')}s` : `${rest}s`;
}

/** The change from the previous period in words a screen reader says well: '+12%', '−3%', 'new', 'no change'. */
export function formatChange(current: number | null, previous: number | null, share = false): string {
  if (current === null || previous === null) return '';
  if (share) {
    const points = Math.round((current - previous) * 100);
    return points === 0 ? 'no change' : `${points > 0 ? '+' : '−'}${Math.abs(points)} pts`;
  }
  if (previous === 0) return current === 0 ? 'no change' : 'new';
  const percent = Math.round(((current - previous) / previous) * 100);
  return percent === 0 ? 'no change' : `${percent > 0 ? '+' : '−'}${Math.abs(percent)}%`;
}

let countryNames: Intl.DisplayNames | undefined;

/** A table's value as people read it. */
export function valueLabel(table: Pick<BreakdownTable, 'id'>, value: string): string {
  if (value === '') return 'Unknown';
  if (table.id === 'countries') {
    countryNames ??= new Intl.DisplayNames(undefined, { type: 'region' });
    return countryNames.of(value) ?? value;
  }
  if (table.id === 'devices') return value.charAt(0).toUpperCase() + value.slice(1);
  return value;
}

/** A trend bucket as a label: '14:00' (UTC hour), 'Mar 3', 'Mar 2026' */
export function bucketLabel(bucket: string): string {
  if (bucket.length === 13) return `${bucket.slice(11)}:00 UTC`;
  const date = new Date(`${bucket.length === 7 ? `${bucket}-01` : bucket}T00:00:00Z`);
  return new Intl.DateTimeFormat(undefined, {
    timeZone: 'UTC',
    ...(bucket.length === 7 ? { month: 'short', year: 'numeric' } : { month: 'short', day: 'numeric' }),
  }).format(date);
}

/** A bucket's start in seconds, for the chart's time axis */
export function bucketSeconds(bucket: string): number {
  if (bucket.length === 13) return Date.parse(`${bucket}:00:00Z`) / 1000;
  return Date.parse(`${bucket.length === 7 ? `${bucket}-01` : bucket}T00:00:00Z`) / 1000;
}
