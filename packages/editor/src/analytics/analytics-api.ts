// The census dashboard over the API (the activity permission: admins and the reporting role).
import {
  ANALYTICS_CSV_URL,
  ANALYTICS_URL,
  type AnalyticsQuery,
  type AnalyticsReport,
  analyticsQueryString,
  type CsvTableId,
} from '@tessera/site/analytics-api.ts';
import { request } from '@tessera/site/runtime/data-layer.ts';

export function fetchAnalytics(query: AnalyticsQuery): Promise<AnalyticsReport> {
  return request<AnalyticsReport>({
    method: 'GET',
    url: `${ANALYTICS_URL}?${analyticsQueryString(query)}`,
    silent: true,
  });
}

/** A table's CSV: a plain link, which the browser downloads. */
export function analyticsCsvUrl(table: CsvTableId, query: AnalyticsQuery): string {
  return `${ANALYTICS_CSV_URL}/${table}?${analyticsQueryString(query)}`;
}
