// The census's entries in the route table (spec section 7): RecordHit, form-encoded `event` and
// `data` (the page-event fields as JSON), with the ss_cvr cookie; the answer is not shown.
import { CENSUS_HIT_URL } from '@tessera/core';
import { z } from 'zod';
import { ID_PATTERN } from '../db/ids.ts';
import { parseInput, parseJsonField } from '../http/input.ts';
import { type AnyRoute, defineRoute, PUBLIC } from '../http/route.ts';
import { type CensusEventKind, recordCensusEvent } from './events.ts';
import { HIT_RATE } from './ingest.ts';
import { type PageEvent, recordHit } from './service.ts';

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

/** The spec's button event fields. */
const buttonEvent = z.object({
  id: z.string().max(100).default(''),
  buttonText: z.string().max(200).default(''),
  clickthroughUrl: z.string().max(2000).default(''),
  alignment: z.string().max(20).optional(),
  size: z.string().max(20).optional(),
  newWindow: z.boolean().optional(),
  context: z.string().max(100).optional(),
});
/** The spec names no fields: the form's ids as its submission names them. */
const formEvent = z.object({
  formId: id,
  collectionId: id.nullable().optional(),
  isOverlayForm: z.boolean().optional(),
});
/** The spec names no fields: what happened to the popup overlay, and its version. */
const overlayEvent = z.object({
  event: z.enum(['shown', 'closed', 'submitted'], { error: 'The event is shown, closed or submitted.' }),
  version: z.number().int().min(0).max(1_000_000).optional(),
});

const EVENT_CRUMB_REASON =
  'Sent by published pages, which are cached and hold no crumb; an event acts on no one’s authority and only counts what the browser sending it saw';

function censusEventRoute<S extends z.ZodType<Record<string, unknown>>>(
  path: string,
  kind: CensusEventKind,
  summary: string,
  body: S,
  subjectOf: (event: z.output<S>) => string,
): AnyRoute {
  return defineRoute({
    method: 'POST',
    path,
    host: 'site',
    tag: 'census',
    summary,
    body,
    answer: {
      kind: 'empty',
      description: 'Counted, skipped or dropped: the same answer (the runtime ignores it)',
    },
    access: PUBLIC,
    crumb: false,
    withoutCrumb: EVENT_CRUMB_REASON,
    readsAccount: true,
    rateLimit: HIT_RATE,
    handler: async ({ ctx, site, request, account, roles, body: event }) => {
      await recordCensusEvent({
        ctx,
        site,
        request,
        signedIn: account !== null,
        roles,
        kind,
        subjectId: subjectOf(event as z.output<S>),
        payload: event as Record<string, unknown>,
      });
    },
  });
}

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
      description:
        'Counted (answered once written) or skipped (spec section 6): the same answer. A hit the census could not take is not acknowledged: 429 (full buffer) or 503 (the database refused it), with Retry-After',
    },
    access: PUBLIC,
    crumb: false,
    withoutCrumb:
      'Sent by every published page, which is cached and holds no crumb; a hit acts on no one’s authority and only counts the page view of the browser sending it',
    readsAccount: true,
    rateLimit: HIT_RATE,
    handler: async ({ ctx, site, request, reply, account, roles, body }) => {
      const data = parseJsonField(body.data, 'data', 'data must be JSON of the page-event fields.');
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
  censusEventRoute(
    '/api/census/button-click',
    'button-click',
    "Counts a button's click: JSON of the spec's button event fields (id, buttonText, clickthroughUrl, alignment, size, newWindow, context)",
    buttonEvent,
    (event) => event.id,
  ),
  censusEventRoute(
    '/api/census/button-render',
    'button-render',
    "Counts a button shown on a page: JSON of the spec's button event fields",
    buttonEvent,
    (event) => event.id,
  ),
  censusEventRoute(
    '/api/census/form-render',
    'form-render',
    'Counts a form shown on a page: JSON { formId, collectionId, isOverlayForm }',
    formEvent,
    (event) => event.formId,
  ),
  censusEventRoute(
    '/api/census/overlay',
    'overlay',
    'Counts what happened to the popup overlay: JSON { event: shown, closed or submitted; version }',
    overlayEvent,
    () => '',
  ),
  defineRoute({
    method: 'POST',
    path: '/api/census/RecordQuickView/:id',
    host: 'site',
    tag: 'census',
    summary: "Counts a product's quick view (the spec shows no body)",
    params: z.object({ id: z.string().regex(ID_PATTERN, 'Unknown item.') }),
    answer: {
      kind: 'empty',
      description: 'Counted, skipped or dropped: the same answer (the runtime ignores it)',
    },
    access: PUBLIC,
    crumb: false,
    withoutCrumb: EVENT_CRUMB_REASON,
    readsAccount: true,
    rateLimit: HIT_RATE,
    handler: async ({ ctx, site, request, account, roles, params }) => {
      await recordCensusEvent({
        ctx,
        site,
        request,
        signedIn: account !== null,
        roles,
        kind: 'quick-view',
        subjectId: params.id,
        payload: {},
      });
    },
  }),
];
