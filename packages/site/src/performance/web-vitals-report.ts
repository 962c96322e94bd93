// How the census dashboard writes the Core Web Vitals, on the config area's screen and in the CSV the
// server makes: in the same order, with the same words for a rating and the same rounding.
import type { WebVitalName, WebVitalRating } from '@tessera/core';

/** The Core Web Vitals in the dashboard's order: the three Core ones, then the two that explain them */
export const WEB_VITAL_COLUMNS = [
  'LCP',
  'INP',
  'CLS',
  'FCP',
  'TTFB',
] as const satisfies readonly WebVitalName[];

/** A rating in words, so it is never told by colour alone */
export const WEB_VITAL_RATING_TEXT: Record<WebVitalRating, string> = {
  good: 'Good',
  'needs-improvement': 'Needs improvement',
  poor: 'Poor',
};

/** A p75 as the dashboard and its CSV write it: whole milliseconds, CLS to three decimals */
export const roundWebVital = (name: WebVitalName, p75: number) =>
  name === 'CLS' ? Math.round(p75 * 1000) / 1000 : Math.round(p75);
