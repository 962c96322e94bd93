// The page trace's throttle (spec 1 §9: "Page tracing keeps 22 samples for throttle"): the trace
// logger remembers when it took its last 22 samples and takes no new one while all 22 fall within
// the window. The spec gives no window; it is the logger's flush interval (30 s), so one flush sends
// at most 22 entries in steady use and a page stuck in a loop cannot flood the server.
import { LOGGER_FLUSH_INTERVAL_MS, PAGE_TRACE_THROTTLE_SAMPLES } from './limits.ts';

/** The span within which at most PAGE_TRACE_THROTTLE_SAMPLES samples are taken. */
export const PAGE_TRACE_THROTTLE_WINDOW_MS = LOGGER_FLUSH_INTERVAL_MS;

/**
 * Whether a sample may be taken at `now`, given the times of the samples kept (oldest first). When it
 * may, answers the times to keep afterwards (at most `samples` of them, `now` last); else null.
 */
export function admitTraceSample(
  kept: readonly number[],
  now: number,
  samples: number = PAGE_TRACE_THROTTLE_SAMPLES,
  windowMs: number = PAGE_TRACE_THROTTLE_WINDOW_MS,
): number[] | null {
  // A time after `now` (the clock was set back) no longer counts.
  const recent = kept.filter((time) => time <= now && now - time < windowMs);
  if (recent.length >= samples) return null;
  return [...recent, now].slice(-samples);
}
