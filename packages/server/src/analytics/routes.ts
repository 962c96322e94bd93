// The analytics calls' entries in the route table (second spec document, section 7): RecordEvent
// (form-encoded crumb, event, data), the events service's JSON event (200 or 202) and the Track image.
import {
  ANALYTICS_AUTOMATIC_FIELDS,
  ANALYTICS_COMMON_FIELDS,
  ANALYTICS_EVENTS_URL,
  ANALYTICS_ID_PATTERN,
  ANALYTICS_MESSAGES,
  RECORD_EVENT_URL,
  TRACK_URL,
} from '@tessera/core';
import { z } from 'zod';
import { badRequest } from '../http/errors.ts';
import { parseInput, parseJsonField } from '../http/input.ts';
import { type AnyRoute, defineRoute, PUBLIC } from '../http/route.ts';
import { recordAnalyticsEvent, recordLanding, recordLegacyEvent } from './service.ts';

/** As the census's calls: a page sends a few; an address sending more than this is a script. */
const EVENT_RATE = { max: 600, windowMs: 60_000 };

/** The smallest transparent GIF: Track's answer. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

const scalar = z.union([z.string().max(2000), z.number().finite(), z.boolean(), z.null()]);
const fieldsOf = (names: readonly string[]) =>
  Object.fromEntries(names.map((name) => [name, scalar.optional()])) as Record<
    string,
    z.ZodOptional<typeof scalar>
  >;
const MAX_CUSTOM_FIELDS = 50;
const fieldName = z.string().max(100);

/** The spec's common fields and those the runtime adds; any other key is refused by name. */
const commonData = z
  .strictObject(fieldsOf([...ANALYTICS_COMMON_FIELDS, ...ANALYTICS_AUTOMATIC_FIELDS]))
  .default({});
const customData = z
  .record(fieldName, scalar)
  .refine((data) => Object.keys(data).length <= MAX_CUSTOM_FIELDS, {
    message: `customData holds at most ${MAX_CUSTOM_FIELDS} fields.`,
  })
  .default({});

const legacyPayload = z
  .record(fieldName, scalar)
  .refine((data) => Object.keys(data).length <= MAX_CUSTOM_FIELDS, {
    message: `data holds at most ${MAX_CUSTOM_FIELDS} fields.`,
  });

const trackValue = z.string().max(200).optional();

const EVENT_CRUMB_REASON =
  'Sent by published pages, which are cached and hold no crumb; an event acts on no one’s authority and only counts what the browser sending it saw';

export const analyticsRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    path: RECORD_EVENT_URL,
    host: 'site',
    tag: 'analytics',
    summary:
      'Records a named event: form-encoded crumb, event and data (JSON of the legacy event payload: websiteId, memberAccountId, website_locale, member_locale, templateId, variantId, pagePath, pageHash). The crumb is the one in the visitor’s `crumb` cookie when there is one; it is not required (see withoutCrumb)',
    body: z.object({
      crumb: z.string().max(200).optional(),
      event: z
        .string({ error: 'Send the event’s name.' })
        .min(1, 'Send the event’s name.')
        .max(100, 'The event’s name is at most 100 characters.'),
      data: z.string({ error: 'Send the event’s data.' }).max(20_000),
    }),
    bodyType: 'form',
    answer: { kind: 'empty', description: 'Recorded, skipped or dropped: the same answer (spec: not shown)' },
    access: PUBLIC,
    crumb: false,
    withoutCrumb:
      'The spec’s crumb is “read from a cookie”, and a published page is cached and sets no cookie, so a first visit has none to send; asking for one would cost every first visit a crumb request and a cookie. The crumb guards a call made on someone’s authority; an event has none and only counts what the sending browser saw, so a forged one is no different from one anyone may post. It is taken when sent and not checked',
    readsAccount: true,
    rateLimit: EVENT_RATE,
    handler: async ({ ctx, site, request, account, roles, body }) => {
      const data = parseJsonField(body.data, 'data', 'data must be JSON of the event’s payload.');
      await recordLegacyEvent(
        { ctx, site, request, signedIn: account !== null, roles },
        body.event,
        parseInput(legacyPayload, data),
      );
    },
  }),
  defineRoute({
    method: 'POST',
    path: ANALYTICS_EVENTS_URL,
    host: 'site',
    tag: 'analytics',
    summary:
      'Records an analytics event: JSON of analyticsId (kept only where consent allows tracking cookies), commonData (the spec’s analytics event fields), customData and customSchemaName',
    body: z.object({
      analyticsId: z
        .string()
        .regex(ANALYTICS_ID_PATTERN, 'analyticsId must be 32 hexadecimal digits.')
        .nullable()
        .optional(),
      commonData,
      customData,
      customSchemaName: z
        .string({ error: 'Send the event’s schema name.' })
        .regex(/^[\w.:-]{1,100}$/, 'customSchemaName is up to 100 letters, digits and . _ : -'),
    }),
    answer: {
      kind: 'json',
      status: 202,
      schema: z.object({}),
      description: 'Accepted: recorded, skipped or dropped (the runtime reads only the status)',
    },
    access: PUBLIC,
    crumb: false,
    withoutCrumb: EVENT_CRUMB_REASON,
    readsAccount: true,
    rateLimit: EVENT_RATE,
    handler: async ({ ctx, site, request, reply, account, roles, body }) => {
      if (Object.keys(body.commonData).length === 0 && Object.keys(body.customData).length === 0)
        throw badRequest({ customData: ANALYTICS_MESSAGES.noPayload });
      await recordAnalyticsEvent({ ctx, site, request, signedIn: account !== null, roles }, reply, {
        analyticsId: body.analyticsId ?? undefined,
        commonData: body.commonData,
        customData: body.customData,
        customSchemaName: body.customSchemaName,
      });
      reply.code(202);
      return {};
    },
  }),
  defineRoute({
    method: 'GET',
    path: TRACK_URL,
    host: 'site',
    tag: 'analytics',
    summary:
      'Records a visit’s landing (an image request, once per browser session): landing, refer, rk (a random number), lang, screen, and optionally source, campaign, subcampaign, channel, subchannel, variation, mkwid',
    query: z.object({
      landing: z.string({ error: 'Send the landing page’s address.' }).max(2000),
      refer: z.string().max(2000).default(''),
      rk: z.string().max(40).optional(),
      lang: z.string().max(35).default(''),
      screen: z
        .string()
        .regex(/^(\d{1,6}x\d{1,6})?$/, 'screen is width x height, e.g. 1280x800.')
        .default(''),
      source: trackValue,
      campaign: trackValue,
      subcampaign: trackValue,
      channel: trackValue,
      subchannel: trackValue,
      variation: trackValue,
      mkwid: trackValue,
    }),
    answer: { kind: 'file', contentType: 'image/gif', description: 'A transparent 1×1 GIF, never cached' },
    access: PUBLIC,
    crumb: false,
    readsAccount: true,
    rateLimit: EVENT_RATE,
    handler: async ({ ctx, site, request, reply, account, roles, query }) => {
      const { rk: _, ...landing } = query;
      await recordLanding({ ctx, site, request, signedIn: account !== null, roles }, landing);
      return reply.type('image/gif').header('cache-control', 'no-store, max-age=0').send(PIXEL);
    },
  }),
];
