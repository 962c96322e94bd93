// The census's entries in the route table (spec section 7): RecordHit, form-encoded `event` and
// `data` (the page-event fields as JSON), with the ss_cvr cookie; the answer is not shown.
import { CENSUS_HIT_URL } from '@tessera/core';
import { z } from 'zod';
import { badRequest, HttpError } from '../http/errors.ts';
import { parseInput, parseUntrustedJson } from '../http/input.ts';
import { type AnyRoute, defineRoute, PUBLIC } from '../routes/define.ts';
import { type PageEvent, recordHit } from './service.ts';

/** One hit a page view: an address sending more than this is a script, not a reader (a shared office is far below). */
const HIT_RATE = { max: 600, windowMs: 60_000 };

const id = z.string().max(100);
const pixels = z.number().int().min(0).max(100_000).optional();

const pageEvent = z.object({
  userAgent: z.string().max(1000).default(''),
  clientDate: z.number().finite().optional(),
  viewportInnerWidth: pixels,
  viewportInnerHeight: pixels,
  screenWidth: pixels,
  screenHeight: pixels,
  websiteId: id,
  templateId: id.nullable().optional(),
  website_locale: z.string().max(35).default(''),
  url: z.string().max(2000),
  title: z.string().max(500).default(''),
  itemId: id.nullable().optional(),
  recordType: z.number().int().min(0).max(1000).nullable().optional(),
  collectionId: id.nullable().optional(),
  localStorageSupported: z.boolean().optional(),
  queryString: z.string().max(2000).default(''),
  referrer: z.string().max(2000).default(''),
}) satisfies z.ZodType<PageEvent, unknown>;

export const censusRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    path: CENSUS_HIT_URL,
    host: 'site',
    tag: 'census',
    summary:
      'Counts a page view: form-encoded event (1, a page view) and data (JSON of the page-event fields); sets ss_cvr (2 years) and ss_cvt (30 minutes) where consent allows, clears them where it does not',
    body: z.object({
      event: z
        .string({ error: 'Send the event type.' })
        .regex(/^\d{1,3}$/, 'The event type is a number.')
        .transform(Number),
      data: z.string({ error: 'Send the page’s data.' }).max(20_000),
    }),
    bodyType: 'form',
    answer: {
      kind: 'empty',
      description: 'Counted, skipped (spec section 6) or dropped under load: the same answer',
    },
    access: PUBLIC,
    crumb: false,
    withoutCrumb:
      'Sent by every published page, which is cached and holds no crumb; a hit acts on no one’s authority and only counts the page view of the browser sending it',
    readsAccount: true,
    rateLimit: HIT_RATE,
    handler: async ({ ctx, site, request, reply, account, roles, body }) => {
      let data: unknown;
      try {
        data = parseUntrustedJson(body.data);
      } catch (error) {
        if (error instanceof HttpError) throw error;
        throw badRequest({ data: 'data must be JSON of the page-event fields.' });
      }
      await recordHit({
        ctx,
        site,
        request,
        reply,
        signedIn: account !== null,
        roles,
        event: body.event,
        data: parseInput(pageEvent, data),
      });
    },
  }),
];
