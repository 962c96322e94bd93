// Times in the config area: the server speaks UTC (ISO 8601); the owner reads and types their own
// local time. `datetime-local` fields hold a local wall-clock time without a zone ('2030-03-12T09:30').

const pad = (value: number) => String(value).padStart(2, '0');

/** A time for people, in the browser's time zone and language: 'Mar 12, 2030, 9:30 AM'. */
export function formatLocalTime(iso: string, locale?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** A UTC time as a `datetime-local` value in the browser's time zone, to the minute. */
export function toLocalInputValue(iso: string | null): string {
  if (iso === null) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * A `datetime-local` value, read in the browser's time zone, as an ISO time in UTC; null when it is
 * empty or not a time. (A date-time string without an offset is local time in JavaScript.)
 */
export function localInputToIso(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** The browser's time zone, to say which one a time field is in ('Europe/Paris'). */
export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
