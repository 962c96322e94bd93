// The page load's id (spec: GET /api/1/performance/settings, 30 s time-out). A failure is reported
// with the spec's text and resolves null: the page's records are then not sent.
import { PERFORMANCE_SETTINGS_TIMEOUT_MS, PERFORMANCE_SETTINGS_URL, PerformanceError } from '@tessera/core';
import type { AnswerOf } from '../api/call.ts';
import { reportException } from '../runtime/report-exception.ts';

export async function fetchPageLoadId(): Promise<string | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), PERFORMANCE_SETTINGS_TIMEOUT_MS);
  try {
    const response = await fetch(PERFORMANCE_SETTINGS_URL, { signal: controller.signal });
    // The contract's field, checked all the same: a proxy in between may answer anything.
    const { pageLoadId } = (await response.json()) as Partial<
      AnswerOf<`GET ${typeof PERFORMANCE_SETTINGS_URL}`>
    >;
    if (typeof pageLoadId === 'string' && pageLoadId) return pageLoadId;
  } catch {
    if (controller.signal.aborted) {
      reportException(new Error(PerformanceError.settingsTimeout));
      return null;
    }
  } finally {
    clearTimeout(timer);
  }
  reportException(new Error(PerformanceError.noPageLoadId));
  return null;
}
