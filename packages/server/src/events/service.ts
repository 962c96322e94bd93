// What the site's error reporter and logger send (spec section 7): stored per site, capped so a
// noisy or hostile page cannot fill the database.
import { ERROR_STACK_MAX_LENGTH } from '@tessera/core';
import type { Db } from '../db/database.ts';
import { siteScoped } from '../db/site-scoped.ts';
import { insertEvents, trimEvents } from './repository.ts';

/** Rows kept per site and kind; older ones are removed as new ones arrive. */
export const CLIENT_EVENTS_KEPT_PER_SITE = 1000;
const MAX_PAYLOAD_LENGTH = 20_000;

export interface ErrorReport {
  event: string;
  data: Record<string, unknown>;
  timestamp?: number | undefined;
}

export interface TraceEntry {
  pageUrl: string;
  type: string;
  data?: unknown;
}

export async function recordErrorReports(db: Db, websiteId: string, reports: ErrorReport[]): Promise<void> {
  await store(
    db,
    websiteId,
    'javascript-error',
    reports.map((r) => ({
      pageUrl: typeof r.data.url === 'string' ? r.data.url : '',
      payload: { event: r.event, data: truncateStrings(r.data), timestamp: r.timestamp ?? null },
    })),
  );
}

export async function recordTrace(db: Db, websiteId: string, entries: TraceEntry[]): Promise<void> {
  await store(
    db,
    websiteId,
    'trace',
    entries.map((e) => ({ pageUrl: e.pageUrl, payload: e })),
  );
}

async function store(
  db: Db,
  websiteId: string,
  kind: string,
  rows: { pageUrl: string; payload: unknown }[],
): Promise<void> {
  const scope = siteScoped(db, websiteId);
  await insertEvents(
    scope,
    kind,
    rows.map((row) => ({ pageUrl: row.pageUrl.slice(0, 2000), payload: boundedJson(row.payload) })),
    Date.now(),
  );
  await trimEvents(scope, kind, CLIENT_EVENTS_KEPT_PER_SITE);
}

/** The payload as JSON; one too large to keep whole is replaced by a preview that is still JSON. */
function boundedJson(payload: unknown): string {
  const json = JSON.stringify(payload);
  if (json.length <= MAX_PAYLOAD_LENGTH) return json;
  // A preview of an eighth of the limit stays within it even if every character needs escaping.
  return JSON.stringify({
    truncated: true,
    length: json.length,
    preview: json.slice(0, MAX_PAYLOAD_LENGTH / 8),
  });
}

function truncateStrings(value: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [
      k,
      typeof v === 'string' ? v.slice(0, ERROR_STACK_MAX_LENGTH) : v,
    ]),
  );
}
