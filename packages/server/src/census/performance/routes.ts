// Real-user performance's entries in the route table (spec section 7): the page load's settings
// (its pageLoadId) and its records, a JSON array sent as text by navigator.sendBeacon (or an XHR).
import {
  PAGE_LOAD_ID_PATTERN,
  PERFORMANCE_RECORDS_URL,
  PERFORMANCE_SETTINGS_URL,
  PERFORMANCE_USER_MARK_PREFIX,
  type PerformanceRecord,
  WEB_VITALS,
} from '@tessera/core';
import { z } from 'zod';
import { HttpError } from '../../http/errors.ts';
import { parseUntrustedJson } from '../../http/input.ts';
import { type AnyRoute, defineRoute, PUBLIC } from '../../http/route.ts';
import { HIT_RATE } from '../ingest.ts';
import { pageLoadSettings, recordPerformance } from './service.ts';

/** A page sends a few metrics, its rum- measures and its images: far fewer than this. */
const RECORDS_PER_REQUEST = 200;
/** A day: a page left open longer has measured all it will. */
const milliseconds = z.number().finite().min(0).max(86_400_000);
const pixels = z.number().int().min(0).max(100_000);

const pageLoadId = z
  .string()
  .regex(PAGE_LOAD_ID_PATTERN, 'pageLoadId must be the one the settings call gave.');

const record = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('metric'),
      pageLoadId,
      name: z.enum(WEB_VITALS, { error: `A metric is one of ${WEB_VITALS.join(', ')}.` }),
      // CLS is a score; the rest are milliseconds
      value: milliseconds,
    }),
    z.object({
      type: z.literal('measure'),
      pageLoadId,
      name: z
        .string()
        .max(100)
        .startsWith(
          PERFORMANCE_USER_MARK_PREFIX,
          `Only user timings named ${PERFORMANCE_USER_MARK_PREFIX}… are kept.`,
        ),
      value: milliseconds,
      startTime: milliseconds,
    }),
    z.object({
      type: z.literal('image'),
      pageLoadId,
      name: z.string().max(2000),
      visibleOnLoad: z.boolean(),
      observationTime: milliseconds,
      intersectionRatio: z.number().min(0).max(1),
      squarespaceSize: pixels.nullable(),
      naturalWidth: pixels,
      naturalHeight: pixels,
      renderedWidth: pixels,
      renderedHeight: pixels,
      loadedBeforeLCP: z.boolean(),
    }),
  ],
  { error: 'Each record is a metric, a measure or an image.' },
) satisfies z.ZodType<PerformanceRecord, unknown>;

/** sendBeacon posts the JSON as text/plain: parsed here (a JSON body passes through as it is). */
function parseRecordsText(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return parseUntrustedJson(body);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    return body; // refused by the schema below, with its message
  }
}

const records = z.preprocess(
  parseRecordsText,
  z
    .array(record, { error: 'Send a JSON array of performance records.' })
    .min(1, 'Send at least one record.')
    .max(RECORDS_PER_REQUEST, `At most ${RECORDS_PER_REQUEST} records a request.`),
);

export const performanceRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    path: PERFORMANCE_SETTINGS_URL,
    host: 'site',
    tag: 'census',
    summary: "Gives a page load its pageLoadId, which names the page load's performance records",
    answer: {
      kind: 'json',
      schema: z.object({ pageLoadId: z.string() }),
      description: 'A new pageLoadId, signed for this site',
    },
    access: PUBLIC,
    crumb: false,
    rateLimit: HIT_RATE,
    handler: async ({ ctx, site }) => pageLoadSettings(ctx, site),
  }),
  defineRoute({
    method: 'POST',
    path: PERFORMANCE_RECORDS_URL,
    host: 'site',
    tag: 'census',
    summary:
      "Stores a page load's performance records: a JSON array (sent as text) of page speed metrics (LCP, CLS, INP, FCP, TTFB), rum- user timings and images",
    body: records,
    answer: {
      kind: 'empty',
      description: 'Recorded, skipped (the census skip rules) or dropped under load: the same answer',
    },
    access: PUBLIC,
    crumb: false,
    withoutCrumb:
      'Sent by published pages, which are cached and hold no crumb, with navigator.sendBeacon, which can neither add a header nor retry; a record acts on no one’s authority and only describes the page load of the browser sending it',
    readsAccount: true,
    rateLimit: HIT_RATE,
    handler: async ({ ctx, site, request, account, roles, body }) => {
      await recordPerformance({ ctx, site, request, signedIn: account !== null, roles, records: body });
    },
  }),
];
