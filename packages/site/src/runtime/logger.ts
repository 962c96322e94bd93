// The site's trace logger (spec sections 7 and 9): entries are queued and flushed to the server
// every LOGGER_FLUSH_INTERVAL_MS and when the page is hidden or unloaded.
import { admitTraceSample, LOGGER_FLUSH_INTERVAL_MS } from '@tessera/core';
import type { BodyOf } from '../api/call.ts';
import { ensureCrumbCookie, withCrumb } from './crumb.ts';
import { onDemand } from './on-demand.ts';

export interface LogEntry {
  pageUrl: string;
  type: string;
  data: unknown;
}

export const TRACE_URL = '/api/events/Trace';

/** The data layer, loaded by a page's first entry so that a flush as the page goes away finds it at hand. */
export const traceClient = onDemand(() => import('./data-layer.ts'));

let entries: LogEntry[] = [];
/** When the last samples were taken (spec 1 §9: "Page tracing keeps 22 samples for throttle"). */
let sampleTimes: number[] = [];

/** Queues one entry, unless the page has already traced 22 within the throttle's window. */
export function log(type: string, data: unknown): void {
  const admitted = admitTraceSample(sampleTimes, Date.now());
  if (!admitted) return;
  sampleTimes = admitted;
  // The first entry of a page with no crumb yet fetches one, so a flush at unload (a beacon, which
  // cannot retry a crumb failure) carries it.
  if (entries.length === 0) {
    void ensureCrumbCookie();
    void traceClient.load();
  }
  entries.push({ pageUrl: location.href, type, data });
}

/**
 * Sends the queued entries. `unloading` uses a beacon (or a keepalive fetch), which survives
 * the page going away.
 */
export function flushLog(unloading = false): void {
  if (entries.length === 0) return;
  const body = { data: JSON.stringify(entries) } satisfies BodyOf<`POST ${typeof TRACE_URL}`>;
  entries = [];
  if (unloading && navigator.sendBeacon?.(withCrumb(TRACE_URL), new URLSearchParams(body))) return;
  // Failures are dropped: the trace is best effort and must never bother the visitor.
  traceClient.use(({ request }) => {
    request({ method: 'POST', url: TRACE_URL, data: body, silent: true, keepalive: unloading }).catch(
      () => {},
    );
  });
}

/** Starts the periodic and unload flushes; returns the function that stops them. */
export function installLogger(target: Window = window): () => void {
  sampleTimes = [];
  const interval = setInterval(() => flushLog(), LOGGER_FLUSH_INTERVAL_MS);
  const flushOnUnload = () => flushLog(true);
  const flushWhenHidden = () => {
    if (target.document.visibilityState === 'hidden') flushLog(true);
  };
  target.addEventListener('pagehide', flushOnUnload);
  target.document.addEventListener('visibilitychange', flushWhenHidden);
  return () => {
    clearInterval(interval);
    target.removeEventListener('pagehide', flushOnUnload);
    target.document.removeEventListener('visibilitychange', flushWhenHidden);
  };
}
