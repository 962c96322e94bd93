// Real-user performance (spec: "Performance record", sections 7 to 9), loaded after the page's load:
// page speed metrics (vitals.ts), the page's own user timings named rum-…, and its images. The
// records are flushed 30 s after load or when the page is hidden, whichever comes first, and again
// on each later hiding if there is more. LCP, CLS and INP change while the visitor stays, so they
// wait for the page to be hidden, up to 60 s after load; FCP and TTFB are final when first reported.
import {
  type MeasureRecord,
  type MetricRecord,
  PERFORMANCE_FLUSH_DELAY_MS,
  PERFORMANCE_METRICS_MAX_WAIT_MS,
  PERFORMANCE_USER_MARK_PREFIX,
  type PerformanceRecord,
  WEB_VITALS,
  type WebVitalName,
} from '@tessera/core';
import { observeImages } from './images.ts';
import { fetchPageLoadId } from './page-load.ts';
import { sendRecords } from './send.ts';
import { observeVitals, type Vitals } from './vitals.ts';

type Unsent = Omit<PerformanceRecord, 'pageLoadId'>;

const FINAL_AT_ONCE: readonly WebVitalName[] = ['FCP', 'TTFB'];

/**
 * The page's rum- marks and measures not sent yet, as the server takes them: at most 100 a flush
 * (with 50 images and 5 metrics, within its 200 records a request), names cut to 100 characters,
 * none with a negative duration (a measure whose end came before its start).
 */
function userTimings(sent: Set<PerformanceEntry>): Omit<MeasureRecord, 'pageLoadId'>[] {
  return [...performance.getEntriesByType('mark'), ...performance.getEntriesByType('measure')]
    .filter(
      (entry) =>
        entry.name.startsWith(PERFORMANCE_USER_MARK_PREFIX) &&
        entry.duration >= 0 &&
        !sent.has(entry) &&
        sent.add(entry),
    )
    .slice(0, 100)
    .map((entry) => ({
      type: 'measure',
      name: entry.name.slice(0, 100),
      value: entry.duration,
      startTime: entry.startTime,
    }));
}

export function collectPerformance(target: Window = window): void {
  const pageLoadId = fetchPageLoadId();
  const readVitals = observeVitals(target);
  const sentMetrics = new Set<WebVitalName>();
  const sentTimings = new Set<PerformanceEntry>();
  const takeImages = observeImages();
  let metricsDue = false;
  let flushed = false;

  // LCP, CLS and INP go with the first flush that ends the metrics, never later; FCP and TTFB once.
  const takeMetrics = (vitals: Vitals, endMetrics: boolean): Omit<MetricRecord, 'pageLoadId'>[] =>
    WEB_VITALS.filter(
      (name) =>
        vitals[name] !== undefined &&
        !sentMetrics.has(name) &&
        (FINAL_AT_ONCE.includes(name) || (endMetrics && !metricsDue)) &&
        sentMetrics.add(name),
    ).map((name) => ({ type: 'metric', name, value: vitals[name] as number }));
  const flush = (endMetrics: boolean) => {
    const vitals = readVitals();
    const records: Unsent[] = [
      ...takeMetrics(vitals, endMetrics),
      ...userTimings(sentTimings),
      ...takeImages(vitals.LCP),
    ];
    if (endMetrics) metricsDue = true;
    // The first flush always goes (an empty one is reported: a loaded page has measured something);
    // later ones only when there is something new.
    if (flushed && records.length === 0) return;
    flushed = true;
    void pageLoadId.then((id) => {
      if (id) sendRecords(records.map((record) => ({ ...record, pageLoadId: id }) as PerformanceRecord));
    });
  };

  setTimeout(() => flush(false), PERFORMANCE_FLUSH_DELAY_MS);
  setTimeout(() => flush(true), PERFORMANCE_METRICS_MAX_WAIT_MS);
  const flushWhenHidden = () => {
    if (target.document.visibilityState === 'hidden') flush(true);
  };
  target.document.addEventListener('visibilitychange', flushWhenHidden);
  target.addEventListener('pagehide', () => flush(true));
}
