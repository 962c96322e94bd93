// The overlays feature's entries in the route table: the popup overlay's, the announcement bar's and
// the mobile information bar's settings (the settings permission, each saved from its revision), and
// the announcement bar's close button (a plain form on cached pages, kept in a cookie).
import {
  ANNOUNCEMENT_BAR_LIMITS,
  ANNOUNCEMENT_DISMISSED_COOKIE,
  ANNOUNCEMENT_DISMISSED_MAX_AGE_SECONDS,
  InfoBarStyle,
  isSiteOrWebLink,
  MOBILE_INFO_BAR_LIMITS,
  Permission,
  POPUP_OVERLAY_CONTENTS,
  POPUP_OVERLAY_LIMITS,
  POPUP_OVERLAY_POSITIONS,
  POPUP_OVERLAY_STYLES,
} from '@tessera/core';
import { z } from 'zod';
import { publishSiteChange } from '../content/publish.ts';
import { setCookie } from '../http/cookies.ts';
import { referringPage } from '../http/referring-page.ts';
import { type AnyRoute, defineRoute, PUBLIC, requires } from '../http/route.ts';
import { Tags } from '../shared/cache-tags.ts';
import {
  ANNOUNCEMENT_BAR,
  MOBILE_INFO_BAR,
  POPUP_OVERLAY,
  readOverlayPart,
  saveAnnouncementBar,
  saveMobileInfoBar,
  savePopupOverlay,
} from './service.ts';

const POPUP_OVERLAY_SETTINGS_URL = '/api/config/popup-overlay';
const ANNOUNCEMENT_BAR_SETTINGS_URL = '/api/config/announcement-bar';
const MOBILE_INFO_BAR_SETTINGS_URL = '/api/config/mobile-info-bar';

const SETTINGS = requires(Permission.settings);
/** A visitor closes the bar once; more from one address is a flood. */
const DISMISS_RATE = { max: 20, windowMs: 60_000 };

const oneOf = <T extends readonly [string, ...string[]]>(values: T, name: string) =>
  z.enum(values, { error: `The ${name} is one of ${values.join(', ')}.` });
const text = (name: string, max: number) =>
  z.string({ error: `Enter the ${name}.` }).max(max, `The ${name} is at most ${max} characters.`);
const link = (name: string) =>
  z
    .string({ error: `Enter the ${name}.` })
    .trim()
    .max(2000, `The ${name} is at most 2,000 characters.`)
    .refine(
      (value) => value === '' || isSiteOrWebLink(value),
      `The ${name} is a path on this site (/shop) or a web address (https://…).`,
    );
const revision = z.number({ error: 'Send the revision you read.' }).int().min(1);

const popupForm = z.object({
  enabled: z.boolean(),
  style: oneOf(POPUP_OVERLAY_STYLES, 'style'),
  position: oneOf(POPUP_OVERLAY_POSITIONS, 'position'),
  enableMobile: z.boolean(),
  version: z
    .number({ error: 'Enter the version.' })
    .int('The version is a whole number.')
    .min(1, 'The version is 1 or more.')
    .max(1_000_000, 'The version is at most 1,000,000.'),
  showUntilSignup: z.boolean(),
  displayFrequency: z
    .number({ error: 'Enter the display frequency.' })
    .int('The display frequency is a whole number of days.')
    .min(-1, 'The display frequency is a number of days, or -1 for never again.')
    .max(3650, 'The display frequency is at most 3,650 days.'),
  title: text('title', POPUP_OVERLAY_LIMITS.title),
  text: text('text', POPUP_OVERLAY_LIMITS.text),
  content: oneOf(POPUP_OVERLAY_CONTENTS, 'content'),
  listId: z.string({ error: 'A List must be selected' }).max(100),
  buttonText: text('button text', POPUP_OVERLAY_LIMITS.buttonText).trim().min(1, 'Enter the button text.'),
  buttonUrl: link('button’s link'),
});

const announcementForm = z
  .object({
    enabled: z.boolean(),
    text: text('announcement', ANNOUNCEMENT_BAR_LIMITS.text),
    linkUrl: link('link'),
    linkText: text('link text', ANNOUNCEMENT_BAR_LIMITS.linkText),
    dismissible: z.boolean(),
    revision,
  })
  .refine((form) => !form.enabled || form.text.trim() !== '', {
    message: 'Enter the announcement.',
    path: ['text'],
  });

const mobileInfoBarForm = z.object({
  style: z.union(
    [z.literal(InfoBarStyle.none), z.literal(InfoBarStyle.light), z.literal(InfoBarStyle.dark)],
    {
      error: 'The style is 1 (none), 2 (light) or 3 (dark).',
    },
  ),
  phone: text('phone', MOBILE_INFO_BAR_LIMITS.phone),
  email: z
    .string({ error: 'Enter the email.' })
    .trim()
    .max(MOBILE_INFO_BAR_LIMITS.email, 'The email is at most 254 characters.')
    .refine((value) => value === '' || z.email().safeParse(value).success, 'Enter a valid email address.'),
  location: text('location', MOBILE_INFO_BAR_LIMITS.location),
  hours: text('hours', MOBILE_INFO_BAR_LIMITS.hours),
  hoursUrl: link('hours’ link'),
});

// Each screen's settings with the revision a save must start from.
const popupView = popupForm.extend({ revision }).meta({ id: 'PopupOverlaySettingsView' });
const announcementView = announcementForm.meta({ id: 'AnnouncementBarSettingsView' });
const mobileInfoBarView = mobileInfoBarForm.extend({ revision }).meta({ id: 'MobileInfoBarSettingsView' });
export type PopupOverlaySettingsView = z.output<typeof popupView>;
export type AnnouncementBarSettingsView = z.output<typeof announcementView>;
export type MobileInfoBarSettingsView = z.output<typeof mobileInfoBarView>;

export const overlayRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    path: POPUP_OVERLAY_SETTINGS_URL,
    host: 'site',
    tag: 'overlays',
    summary:
      "The popup overlay's settings (style, position, enableMobile, version, showUntilSignup, displayFrequency, its words and content) with their revision",
    answer: { kind: 'json', schema: popupView, description: 'The settings, every default applied' },
    access: SETTINGS,
    crumb: false,
    rateLimit: null,
    handler: ({ ctx, site }) => readOverlayPart(ctx.db, site.id, POPUP_OVERLAY),
  }),
  defineRoute({
    method: 'PUT',
    path: POPUP_OVERLAY_SETTINGS_URL,
    host: 'site',
    tag: 'overlays',
    summary:
      "Saves the popup overlay's settings from the revision they were read at (409 when changed since); raise `version` to show it again to visitors who closed it",
    body: popupView,
    answer: {
      kind: 'json',
      schema: popupView,
      description: 'The settings as saved, with their new revision',
    },
    access: SETTINGS,
    crumb: true,
    rateLimit: null,
    handler: async ({ ctx, site, body }) => {
      const saved = await savePopupOverlay(ctx.db, site.id, body, ctx.now());
      await publishSiteChange(ctx, site.id, [Tags.site]);
      return saved;
    },
  }),
  defineRoute({
    method: 'GET',
    path: ANNOUNCEMENT_BAR_SETTINGS_URL,
    host: 'site',
    tag: 'overlays',
    summary: "The announcement bar's settings (text, link, dismissible) with their revision",
    answer: { kind: 'json', schema: announcementView, description: 'The settings' },
    access: SETTINGS,
    crumb: false,
    rateLimit: null,
    handler: ({ ctx, site }) => readOverlayPart(ctx.db, site.id, ANNOUNCEMENT_BAR),
  }),
  defineRoute({
    method: 'PUT',
    path: ANNOUNCEMENT_BAR_SETTINGS_URL,
    host: 'site',
    tag: 'overlays',
    summary:
      'Saves the announcement bar from the revision it was read at (409 when changed since); visitors who closed it see it again',
    body: announcementView,
    answer: { kind: 'json', schema: announcementView, description: 'The settings as saved' },
    access: SETTINGS,
    crumb: true,
    rateLimit: null,
    handler: async ({ ctx, site, body }) => {
      const saved = await saveAnnouncementBar(ctx.db, site.id, body, ctx.now());
      await publishSiteChange(ctx, site.id, [Tags.site]);
      return saved;
    },
  }),
  defineRoute({
    method: 'GET',
    path: MOBILE_INFO_BAR_SETTINGS_URL,
    host: 'site',
    tag: 'overlays',
    summary:
      "The mobile information bar's settings (style none 1, light 2, dark 3; phone, email, location, hours)",
    answer: { kind: 'json', schema: mobileInfoBarView, description: 'The settings' },
    access: SETTINGS,
    crumb: false,
    rateLimit: null,
    handler: ({ ctx, site }) => readOverlayPart(ctx.db, site.id, MOBILE_INFO_BAR),
  }),
  defineRoute({
    method: 'PUT',
    path: MOBILE_INFO_BAR_SETTINGS_URL,
    host: 'site',
    tag: 'overlays',
    summary: 'Saves the mobile information bar from the revision it was read at (409 when changed since)',
    body: mobileInfoBarView,
    answer: { kind: 'json', schema: mobileInfoBarView, description: 'The settings as saved' },
    access: SETTINGS,
    crumb: true,
    rateLimit: null,
    handler: async ({ ctx, site, body }) => {
      const saved = await saveMobileInfoBar(ctx.db, site.id, body, ctx.now());
      await publishSiteChange(ctx, site.id, [Tags.site]);
      return saved;
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/api/announcement-bar/dismiss',
    host: 'site',
    tag: 'overlays',
    summary:
      'A visitor closes the announcement bar: kept in a cookie naming the bar’s revision, and back to the page, which no longer shows it',
    body: z.object({
      revision: z
        .string({ error: 'Name the bar’s revision.' })
        .regex(/^[1-9]\d{0,8}$/, 'Name the bar’s revision.'),
    }),
    bodyType: 'form',
    answer: { kind: 'redirect', description: 'Back to the page the bar was on' },
    access: PUBLIC,
    crumb: false,
    withoutCrumb:
      'The bar sits on cached pages, which hold no crumb; closing it acts on nothing but the visitor’s own browser',
    rateLimit: DISMISS_RATE,
    handler: async ({ request, reply, body }) => {
      setCookie(reply, request, ANNOUNCEMENT_DISMISSED_COOKIE, body.revision, {
        httpOnly: true,
        maxAgeSeconds: ANNOUNCEMENT_DISMISSED_MAX_AGE_SECONDS,
      });
      return reply.redirect(referringPage(request), 303);
    },
  }),
];
