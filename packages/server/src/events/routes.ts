// What the site's error reporter and logger send (spec section 7): stored per site, capped so a
// noisy or hostile page cannot fill the database.
import { ERROR_REPORTS_PER_PAGE, ERROR_STACK_MAX_LENGTH } from '@tessera/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/database.ts';
import { newId } from '../db/ids.ts';
import type { AppContext } from '../http/context.ts';
import { badRequest, HttpError } from '../http/errors.ts';
import { parseInput, parseUntrustedJson } from '../http/input.ts';
import { siteOf } from '../http/site-request.ts';

/** Rows kept per site and kind; older ones are removed as new ones arrive. */
export const CLIENT_EVENTS_KEPT_PER_SITE = 1000;
const TRACE_ENTRIES_PER_REQUEST = 200;

const errorReport = z.object({
  event: z.string().max(100),
  data: z.record(z.string(), z.unknown()).default({}),
  timestamp: z.number().finite().optional(),
});

const errorReports = z
  .array(errorReport)
  .min(1)
  .max(ERROR_REPORTS_PER_PAGE, `At most ${ERROR_REPORTS_PER_PAGE} reports a request.`);

const traceEntry = z.object({
  pageUrl: z.string().max(2000).default(''),
  type: z.string().max(100),
  data: z.unknown().optional(),
});

const traceBody = z.object({ data: z.string().max(200_000) });

const MAX_PAYLOAD_LENGTH = 20_000;

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

async function store(
  db: Db,
  websiteId: string,
  kind: string,
  rows: { pageUrl: string; payload: unknown }[],
): Promise<void> {
  const now = Date.now();
  await db
    .insertInto('client_events')
    .values(
      rows.map((row) => ({
        website_id: websiteId,
        id: newId(),
        kind,
        page_url: row.pageUrl.slice(0, 2000),
        payload: boundedJson(row.payload),
        created_at: now,
      })),
    )
    .execute();
  // Exactly the rows beyond the cap: rows of one batch share a timestamp, so cutting by time would
  // remove a whole batch (or the batch just stored) rather than the few that overflow.
  const excess = await db
    .selectFrom('client_events')
    .select('id')
    .where('website_id', '=', websiteId)
    .where('kind', '=', kind)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(CLIENT_EVENTS_KEPT_PER_SITE)
    .limit(CLIENT_EVENTS_KEPT_PER_SITE)
    .execute();
  if (excess.length > 0) {
    await db
      .deleteFrom('client_events')
      .where('website_id', '=', websiteId)
      .where(
        'id',
        'in',
        excess.map((row) => row.id),
      )
      .execute();
  }
}

export function registerEventRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/events/RecordJavascriptErrors', async (request, reply) => {
    const website = siteOf(request);
    if (!website) throw new HttpError(404, 'Not found.');
    const reports = parseInput(errorReports, request.body);
    await store(
      ctx.db,
      website.id,
      'javascript-error',
      reports.map((r) => ({
        pageUrl: typeof r.data.url === 'string' ? r.data.url : '',
        payload: { event: r.event, data: truncateStrings(r.data), timestamp: r.timestamp ?? null },
      })),
    );
    return reply.code(204).send();
  });

  app.post('/api/events/Trace', async (request, reply) => {
    const website = siteOf(request);
    if (!website) throw new HttpError(404, 'Not found.');
    const { data } = parseInput(traceBody, parseBeaconBody(request.body));
    let entries: unknown;
    try {
      entries = parseUntrustedJson(data);
    } catch (error) {
      if (error instanceof HttpError) throw error;
      throw badRequest({ data: 'data must be a JSON list of log entries.' });
    }
    const parsed = parseInput(z.array(traceEntry).min(1).max(TRACE_ENTRIES_PER_REQUEST), entries);
    await store(
      ctx.db,
      website.id,
      'trace',
      parsed.map((e) => ({ pageUrl: e.pageUrl, payload: e })),
    );
    return reply.code(204).send();
  });
}

/** sendBeacon posts text/plain; accept a JSON text body as well as JSON and form bodies. */
function parseBeaconBody(body: unknown): unknown {
  if (typeof body !== 'string') return body ?? {};
  try {
    return parseUntrustedJson(body);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    return Object.fromEntries(new URLSearchParams(body));
  }
}
