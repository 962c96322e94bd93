// The census dashboard's rules (issue 12, section 4): where a visit came from (its source, referring
// host and UTM campaign), read once at ingest; and the dashboard's ranges, each with the period
// before it for comparison.

/** Where a visit came from, as the dashboard groups sources. */
export const TRAFFIC_SOURCES = ['Direct', 'Search', 'Social', 'Email', 'Paid', 'Referral'] as const;
export type TrafficSource = (typeof TRAFFIC_SOURCES)[number];

/** Hosts (their registrable part, without "www.") whose referrals are searches. */
const SEARCH_HOSTS = [
  'google',
  'bing.com',
  'duckduckgo.com',
  'yahoo.com',
  'yandex',
  'baidu.com',
  'ecosia.org',
  'qwant.com',
  'startpage.com',
  'search.brave.com',
  'kagi.com',
];
const SOCIAL_HOSTS = [
  'facebook.com',
  'instagram.com',
  't.co',
  'twitter.com',
  'x.com',
  'linkedin.com',
  'lnkd.in',
  'pinterest.com',
  'reddit.com',
  'youtube.com',
  'tiktok.com',
  'threads.net',
  'bsky.app',
  'mastodon.social',
];
const PAID_MEDIA = ['cpc', 'ppc', 'paid', 'paidsearch', 'paid_social', 'display', 'cpm'];

/** The longest UTM value kept: longer ones are cut (they come from anyone's links). */
const UTM_MAX = 100;

export interface Utm {
  source: string;
  medium: string;
  campaign: string;
}

/** Control characters, which a decoded query can hold (%00) and PostgreSQL's text refuses (NUL). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/** At most `max` UTF-16 units, never ending in half of a surrogate pair (a cut emoji). */
function cut(text: string, max: number): string {
  const end = text.length > max && /[\ud800-\udbff]/.test(text.charAt(max - 1)) ? max - 1 : max;
  return text.slice(0, end);
}

/** The page's utm_source, utm_medium and utm_campaign ('' where absent), without control characters. */
export function utmOf(queryString: string): Utm {
  const query = new URLSearchParams(queryString.startsWith('?') ? queryString.slice(1) : queryString);
  const value = (name: string) =>
    cut((query.get(name) ?? '').replace(CONTROL_CHARACTERS, '').trim(), UTM_MAX);
  return { source: value('utm_source'), medium: value('utm_medium'), campaign: value('utm_campaign') };
}

/** The referring page's host without "www.", or '' when there is none or it is a page of this site. */
export function referrerHostOf(referrer: string, host: string): string {
  if (!referrer) return '';
  let referring: URL;
  try {
    referring = new URL(referrer);
  } catch {
    return '';
  }
  if (referring.host === host) return '';
  return referring.hostname.replace(/^www\./, '').toLowerCase();
}

const matches = (host: string, known: string) =>
  host === known ||
  host.endsWith(`.${known}`) ||
  // 'google' and 'yandex' stand for every country's domain (google.de, yandex.ru)
  (!known.includes('.') && (host.startsWith(`${known}.`) || host.includes(`.${known}.`)));

/** A visit's source: UTM medium first (email, paid), then the referring host, else Direct. */
export function trafficSourceOf(referrerHost: string, utm: Utm): TrafficSource {
  const medium = utm.medium.toLowerCase();
  if (medium === 'email' || medium === 'newsletter') return 'Email';
  if (PAID_MEDIA.includes(medium)) return 'Paid';
  const host = referrerHost || utm.source.toLowerCase();
  if (!host) return 'Direct';
  if (SEARCH_HOSTS.some((known) => matches(host, known))) return 'Search';
  if (SOCIAL_HOSTS.some((known) => matches(host, known)) || medium === 'social') return 'Social';
  return 'Referral';
}

/** The dashboard's ranges: today by hour, the last 7 or 30 days by day, 12 months by month, or two dates. */
export const DASHBOARD_PERIODS = ['today', '7d', '30d', '12mo', 'custom'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
export type DashboardBucket = 'hour' | 'day' | 'month';

/** The longest custom range: a little over two years of daily roll-ups. */
export const DASHBOARD_MAX_DAYS = 800;

export interface DashboardRange {
  /** First and last UTC day, 'YYYY-MM-DD', both included */
  from: string;
  to: string;
  /** The same number of days just before */
  previousFrom: string;
  previousTo: string;
  bucket: DashboardBucket;
}

const DAY_MS = 86_400_000;
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);
const timeOf = (day: string) => Date.parse(`${day}T00:00:00Z`);
export const addDays = (day: string, days: number) => dayOf(timeOf(day) + days * DAY_MS);
/** Days from `from` to `to`, both counted */
export const daysBetween = (from: string, to: string) => Math.round((timeOf(to) - timeOf(from)) / DAY_MS) + 1;

const isDay = (value: string | undefined): value is string =>
  value !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(timeOf(value));

/**
 * What is wrong with a custom range, by field, or null: two real dates 'YYYY-MM-DD', in order, at most
 * DASHBOARD_MAX_DAYS apart. The dashboard's route refuses with it; the range picker says it first.
 */
export function customRangeProblem(
  from: string | undefined,
  to: string | undefined,
): { field: 'from' | 'to'; message: string } | null {
  if (!isDay(from) || !isDay(to))
    return { field: 'from', message: 'A custom range needs a from and a to date, each YYYY-MM-DD.' };
  if (from > to) return { field: 'to', message: 'The to date is on or after the from date.' };
  if (daysBetween(from, to) > DASHBOARD_MAX_DAYS)
    return { field: 'to', message: `A custom range is at most ${DASHBOARD_MAX_DAYS} days.` };
  return null;
}

function withPrevious(from: string, to: string, bucket: DashboardBucket): DashboardRange {
  const length = daysBetween(from, to);
  return { from, to, previousFrom: addDays(from, -length), previousTo: addDays(from, -1), bucket };
}

/**
 * The range a period names at `now`. Custom takes `from` and `to` as given (checked by the route);
 * a custom range over 62 days is shown by month, a shorter one by day.
 */
export function dashboardRange(
  period: DashboardPeriod,
  now: number,
  custom?: { from: string; to: string },
): DashboardRange {
  const today = dayOf(now);
  switch (period) {
    case 'today':
      return withPrevious(today, today, 'hour');
    case '7d':
      return withPrevious(addDays(today, -6), today, 'day');
    case '30d':
      return withPrevious(addDays(today, -29), today, 'day');
    case '12mo': {
      // From the first of the month eleven months back: twelve whole bars, the last one this month.
      const date = new Date(now);
      const first = dayOf(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - 11, 1));
      return withPrevious(first, today, 'month');
    }
    case 'custom': {
      const { from, to } = custom ?? { from: today, to: today };
      return withPrevious(from, to, daysBetween(from, to) > 62 ? 'month' : 'day');
    }
  }
}

/** The buckets of a range in order: 'YYYY-MM-DDTHH' hours, 'YYYY-MM-DD' days or 'YYYY-MM' months. */
export function dashboardBuckets(range: DashboardRange): string[] {
  if (range.bucket === 'hour')
    return Array.from({ length: 24 }, (_, hour) => `${range.from}T${String(hour).padStart(2, '0')}`);
  const days = Array.from({ length: daysBetween(range.from, range.to) }, (_, i) => addDays(range.from, i));
  if (range.bucket === 'day') return days;
  return [...new Set(days.map((day) => day.slice(0, 7)))];
}

export interface RangeParts {
  /** The calendar months wholly inside the range, 'YYYY-MM', first and last; null when none */
  months: { from: string; to: string } | null;
  /** The days outside those months: at most one span before them and one after */
  days: { from: string; to: string }[];
}

/** A range as whole months and the days at its edges, so a long range reads monthly roll-ups. */
export function rangeParts(from: string, to: string): RangeParts {
  const firstWhole = from.endsWith('-01') ? from : `${addDays(`${from.slice(0, 7)}-01`, 32).slice(0, 7)}-01`;
  // The first day of the month after `to`, less one day: the end of to's month
  const endOfToMonth = addDays(`${addDays(`${to.slice(0, 7)}-01`, 32).slice(0, 7)}-01`, -1);
  const lastWhole = to === endOfToMonth ? to : addDays(`${to.slice(0, 7)}-01`, -1);
  if (firstWhole > lastWhole) return { months: null, days: [{ from, to }] };
  const days = [];
  if (from < firstWhole) days.push({ from, to: addDays(firstWhole, -1) });
  if (lastWhole < to) days.push({ from: addDays(lastWhole, 1), to });
  return { months: { from: firstWhole.slice(0, 7), to: lastWhole.slice(0, 7) }, days };
}
