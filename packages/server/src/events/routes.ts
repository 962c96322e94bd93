// The events feature's entries in the route table (spec section 7: RecordJavascriptErrors, Trace).
import { ERROR_REPORTS_PER_PAGE } from '@tessera/core';
import { z } from 'zod';
import { HttpError } from '../http/errors.ts';
import { parseFormBody } from '../http/form-body.ts';
import { parseInput, parseJsonField, parseUntrustedJson } from '../http/input.ts';
import { type AnyRoute, defineRoute, PUBLIC } from '../http/route.ts';
import { recordErrorReports, recordTrace } from './service.ts';

const TRACE_ENTRIES_PER_REQUEST = 200;
/** A page sends at most 20 reports and a trace every 30 s: far more is a flood. */
const EVENTS_RATE = { max: 120, windowMs: 60_000 };

const errorReports = z
  .array(
    z.object({
      event: z.string().max(100),
      data: z.record(z.string(), z.unknown()).default({}),
      timestamp: z.number().finite().optional(),
    }),
  )
  .min(1)
  .max(ERROR_REPORTS_PER_PAGE, `At most ${ERROR_REPORTS_PER_PAGE} reports a request.`);

const traceEntries = z
  .array(
    z.object({
      pageUrl: z.string().max(2000).default(''),
      type: z.string().max(100),
      data: z.unknown().optional(),
    }),
  )
  .min(1)
  .max(TRACE_ENTRIES_PER_REQUEST);

/** sendBeacon posts text/plain; a JSON text body, JSON and form bodies all carry { data }. */
const traceBody = z.preprocess(parseBeaconBody, z.object({ data: z.string().max(200_000) }));

export const eventRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    path: '/api/events/RecordJavascriptErrors',
    host: 'site',
    tag: 'events',
    summary: "Stores the site's error reports (JSON array of { event, data, timestamp })",
    body: errorReports,
    answer: { kind: 'empty', description: 'Stored' },
    access: PUBLIC,
    crumb: true,
    rateLimit: EVENTS_RATE,
    handler: ({ ctx, site, body }) => recordErrorReports(ctx.db, site.id, body),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/events/Trace',
    host: 'site',
    tag: 'events',
    summary: "Stores the logger's entries: data is a JSON list of { pageUrl, type, data }",
    body: traceBody,
    answer: { kind: 'empty', description: 'Stored' },
    access: PUBLIC,
    crumb: true,
    rateLimit: EVENTS_RATE,
    handler: async ({ ctx, site, body }) => {
      const entries = parseJsonField(body.data, 'data', 'data must be a JSON list of log entries.');
      await recordTrace(ctx.db, site.id, parseInput(traceEntries, entries));
    },
  }),
];

function parseBeaconBody(body: unknown): unknown {
  if (typeof body !== 'string') return body ?? {};
  try {
    return parseUntrustedJson(body);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // Form fields sent as text: read as every form body is (http/form-body.ts).
    return parseFormBody(body);
  }
}
