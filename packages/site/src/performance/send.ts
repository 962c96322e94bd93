// Sends records (spec: POST /api/1/performance/records, a JSON array sent as text): by beacon, which
// survives the page going away, or by XHR where the beacon is missing or refused. The answer is not
// read; an XHR's unexpected status and an empty batch are reported with the spec's texts.
import { PERFORMANCE_RECORDS_URL, PerformanceError, type PerformanceRecord } from '@tessera/core';
import { reportException } from '../runtime/report-exception.ts';

export function sendRecords(records: PerformanceRecord[]): void {
  if (records.length === 0) {
    reportException(new Error(PerformanceError.empty));
    return;
  }
  const body = JSON.stringify(records);
  // A string is sent as text/plain, which needs no preflight and no crumb.
  if (navigator.sendBeacon?.(PERFORMANCE_RECORDS_URL, body)) return;
  const xhr = new XMLHttpRequest();
  xhr.open('POST', PERFORMANCE_RECORDS_URL);
  xhr.setRequestHeader('Content-Type', 'text/plain;charset=UTF-8');
  xhr.onloadend = () => {
    if (xhr.status < 200 || xhr.status > 299) reportException(new Error(PerformanceError.xhrStatus));
  };
  xhr.send(body);
}
