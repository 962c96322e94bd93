// The consent feature's entries in the route table: the cookie banner's settings in the spec's API
// form (the settings permission, saved from their version), the visitor's choice (the banner's form
// and its island), and the owner's log of choices, page by page and as CSV.

import { Readable } from 'node:stream';
import {
  CONSENT_CHOICES,
  COOKIE_BANNER_ACCEPT_TYPES,
  COOKIE_BANNER_CTA_VARIANTS,
  COOKIE_BANNER_POSITIONS,
  COOKIE_BANNER_THEMES,
  COOKIE_BANNER_VARIANTS,
  Permission,
} from '@tessera/core';
import { z } from 'zod';
import { publishSiteChange } from '../content/publish.ts';
import { pagePositionPattern } from '../db/newest-first.ts';
import { referringPage } from '../http/referring-page.ts';
import { type AnyRoute, defineRoute, PUBLIC, requires } from '../http/route.ts';
import { Tags } from '../shared/cache-tags.ts';
import { answerConsentCookies } from './cookies.ts';
import {
  consentRecordPage,
  consentRecordsCsv,
  cookieBannerOf,
  readCookieBanner,
  recordConsent,
  saveCookieBanner,
} from './service.ts';

const SETTINGS = requires(Permission.settings);
/** A visitor chooses once or twice; more from one address is a flood. */
const CHOICE_RATE = { max: 20, windowMs: 60_000 };

const oneOf = <T extends readonly [string, ...string[]]>(values: T, name: string) =>
  z.enum(values, { error: `The ${name} is one of ${values.join(', ')}.` });
const buttonText = (name: string) =>
  z.string({ error: `Enter the ${name} text.` }).max(60, `The ${name} text is at most 60 characters.`);

/** The spec's API form: isRestrictiveCookiePolicyEnabled, and isVisitorDataRestricted for the activity log. */
const apiForm = z.object({
  isCookieBannerEnabled: z.boolean(),
  cookieBannerText: z
    .string({ error: 'Enter the banner text.' })
    .max(5000, 'The banner text is at most 5,000 characters of formatted text.'),
  cookieBannerCtaText: buttonText('Accept button'),
  cookieBannerOptOutCtaText: buttonText('Decline button'),
  cookieBannerPosition: oneOf(COOKIE_BANNER_POSITIONS, 'position'),
  cookieBannerTheme: oneOf(COOKIE_BANNER_THEMES, 'theme'),
  cookieBannerVariant: oneOf(COOKIE_BANNER_VARIANTS, 'variant'),
  cookieBannerCtaVariant: oneOf(COOKIE_BANNER_CTA_VARIANTS, 'button style'),
  cookieBannerAcceptType: oneOf(COOKIE_BANNER_ACCEPT_TYPES, 'accept type'),
  isAnalyticsCookiesDisabled: z.boolean(),
  isRestrictiveCookiePolicyEnabled: z.boolean(),
  isVisitorDataRestricted: z.boolean(),
});
/** The banner's settings in the spec's API form, with the version a save must start from. */
const view = apiForm.extend({ version: z.number().int() }).meta({ id: 'CookieBannerSettingsView' });
export type CookieBannerSettingsView = z.output<typeof view>;

/** One visitor's choice, as kept for proof of consent. */
const record = z
  .object({
    id: z.string(),
    /** ISO 8601, UTC */
    time: z.string(),
    choice: z.enum(CONSENT_CHOICES),
    /** The banner version the choice was given to (spec: banner version 2) */
    bannerVersion: z.number().int(),
    /** Which saved version of the owner's banner settings the visitor was shown */
    revision: z.number().int(),
    /** The banner's message as the visitor read it, and the buttons it offered */
    text: z.string(),
    acceptText: z.string(),
    /** '' when the banner offered no Decline */
    declineText: z.string(),
    /** The visitor, hashed with the day's salt: the same browser on the same day, nothing more */
    visitorHash: z.string(),
  })
  .meta({ id: 'ConsentRecord' });
export type ConsentRecord = z.output<typeof record>;

const recordPage = z.object({
  records: z.array(record),
  /** Pass as `before` for the next page; null on the last */
  next: z.string().nullable(),
});
export type ConsentRecordPage = z.output<typeof recordPage>;

export const consentRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    path: '/api/config/cookie-banner',
    host: 'site',
    tag: 'consent',
    summary:
      "The cookie banner's settings in the spec's API form (isRestrictiveCookiePolicyEnabled; isVisitorDataRestricted, the inverse of isActivityLogEnabled), with their version",
    answer: { kind: 'json', schema: view, description: 'The settings, every default applied' },
    access: SETTINGS,
    crumb: false,
    rateLimit: null,
    handler: ({ ctx, site }) => readCookieBanner(ctx.db, site.id),
  }),
  defineRoute({
    method: 'PUT',
    path: '/api/config/cookie-banner',
    host: 'site',
    tag: 'consent',
    summary:
      "Saves the cookie banner's settings from the version they were read at (409 when changed since); visitors see them at once. Empty texts take the defaults, a position its variant's mapping",
    body: apiForm.extend({ version: z.number({ error: 'Send the version you read.' }).int().min(1) }),
    answer: { kind: 'json', schema: view, description: 'The settings as saved, with their new version' },
    access: SETTINGS,
    crumb: true,
    rateLimit: null,
    handler: async ({ ctx, site, body }) => {
      const saved = await saveCookieBanner(ctx.db, site.id, body, ctx.now());
      await publishSiteChange(ctx, site.id, [Tags.site]);
      return saved;
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/api/cookie-consent',
    host: 'site',
    tag: 'consent',
    summary:
      "A visitor's choice on the cookie banner: kept in the consent cookie for 30 days (tracking cookies cleared where no longer allowed) and recorded as proof of consent",
    body: z.object({
      choice: z.enum(CONSENT_CHOICES, { error: 'Choose accepted or declined.' }),
      revision: z
        .string({ error: 'Name the banner’s revision.' })
        .regex(/^[1-9]\d{0,8}$/, 'Name the banner’s revision.')
        .transform(Number),
    }),
    bodyType: 'form',
    answer: { kind: 'redirect', description: 'Back to the page the banner was on, which no longer shows it' },
    access: PUBLIC,
    crumb: false,
    withoutCrumb:
      'The banner sits on cached pages, which hold no crumb; a choice acts on no one’s authority but the visitor’s own browser',
    rateLimit: CHOICE_RATE,
    handler: async ({ ctx, site, request, reply, body }) => {
      await recordConsent(ctx.db, {
        websiteId: site.id,
        choice: body.choice,
        revision: body.revision,
        address: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
        now: ctx.now(),
      });
      answerConsentCookies(request, reply, body.choice, cookieBannerOf(site.settings).settings);
      return reply.redirect(referringPage(request), 303);
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/api/config/consent-records',
    host: 'site',
    tag: 'consent',
    summary: "Visitors' choices on the cookie banner, newest first, 50 a page, with the words each was shown",
    query: z.object({ before: z.string().regex(pagePositionPattern(), 'Unknown page.').optional() }),
    answer: { kind: 'json', schema: recordPage, description: 'One page of the consent log; times in UTC' },
    access: SETTINGS,
    crumb: false,
    rateLimit: null,
    handler: ({ ctx, site, query }) => consentRecordPage(ctx.db, site.id, query.before),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/config/consent-records.csv',
    host: 'site',
    tag: 'consent',
    summary: 'The whole consent log as CSV, newest first, streamed',
    answer: { kind: 'file', contentType: 'text/csv', description: 'The CSV file' },
    access: SETTINGS,
    crumb: false,
    rateLimit: null,
    handler: async ({ ctx, site, reply }) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="consent-log.csv"')
        .send(Readable.from(consentRecordsCsv(ctx.db, site.id))),
  }),
];
