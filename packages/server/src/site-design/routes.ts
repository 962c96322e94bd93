// The site-design feature's entries in the route table: the header and footer (spec section 7:
// GET/PUT /api/site-header-footer, body header and footer, the answer's data read back) and the
// site's basic settings for the config area.
import {
  LOOK_FONT_IDS,
  LOOK_RADIUS_IDS,
  NAVIGATION_STYLES,
  Permission,
  type SiteLook,
  SOCIAL_NETWORK_IDS,
  type SocialNetwork,
} from '@tessera/core';
import {
  type HeaderFooter,
  headerFooterSchema,
  siteLookSchema,
  siteSettingsUpdateSchema,
} from '@tessera/site/site-design.ts';
import { z } from 'zod';
import { type AnyRoute, defineRoute, requires } from '../http/route.ts';
import { readSiteLookView, saveSiteLook } from './look.ts';
import { readSiteHeaderFooter, readSiteSettings, saveSiteHeaderFooter, saveSiteSettings } from './service.ts';

// Answer schemas for the OpenAPI document and the clients' contract; the header and footer's is
// checked against the type the published site reads them as.
const imageAnswer = z.object({ src: z.string(), width: z.number(), height: z.number() }).nullable();
const linkAnswer = z.object({ label: z.string(), href: z.string() });
const headerFooterAnswer = z.object({
  header: z.object({
    logo: imageAnswer,
    showTitle: z.boolean(),
    navigationStyle: z.enum(NAVIGATION_STYLES),
    cta: linkAnswer.nullable(),
  }),
  footer: z.object({
    text: z.string(),
    links: z.array(linkAnswer),
    social: z.array(
      z.object({
        network: z.enum(SOCIAL_NETWORK_IDS as [SocialNetwork, ...SocialNetwork[]]),
        url: z.string(),
      }),
    ),
  }),
}) satisfies z.ZodType<HeaderFooter>;
/** The site's basic settings as GET /api/config/site-settings answers them. */
const siteSettingsAnswer = z
  .object({
    title: z.string(),
    tagline: z.string(),
    /** The default meta description of pages without their own */
    description: z.string(),
    /** The site's logo: the one the header shows (the same value as the header's logo) */
    logo: imageAnswer,
    favicon: imageAnswer,
    /** Escape on the published site takes visitors to the sign-in too, not only signed-in owners */
    useEscapeKeyToLogin: z.boolean(),
    /** The visitor census (page views, button and form events, analytics): on by default */
    censusEnabled: z.boolean(),
    /** Comments on blog posts */
    commentsEnabled: z.boolean(),
    /** New comments wait for a moderator's approval (on by default) */
    commentsModerated: z.boolean(),
    /** Comments ask for the site's captcha (the forms' choice) */
    commentsCaptcha: z.boolean(),
    /** The comment provider (Disqus) whose thread replaces ours; null for ours */
    commentProviderShortname: z.string().nullable(),
    /** Whether visitors must enter the site's password; the password itself is never given back */
    hasPassword: z.boolean(),
  })
  .meta({ id: 'SiteSettings' });
export type SiteSettings = z.output<typeof siteSettingsAnswer>;
/** The body of PUT /api/config/site-settings, as checked: only the fields sent change. */
export type SiteSettingsUpdate = z.output<typeof siteSettingsUpdateSchema>;

/** The site's look with its contrast warnings, as GET and PUT /api/config/site-look answer. */
const siteLookAnswer = z
  .object({
    look: z.object({
      palette: z.object({
        background: z.string(),
        text: z.string(),
        accent: z.string(),
        darkBackground: z.string(),
        darkAccent: z.string(),
      }),
      headingFont: z.enum(LOOK_FONT_IDS),
      bodyFont: z.enum(LOOK_FONT_IDS),
      radius: z.enum(LOOK_RADIUS_IDS),
    }) satisfies z.ZodType<SiteLook>,
    /** Pairs of the palette below WCAG AA, in words; a save is not refused for them */
    warnings: z.array(z.string()),
  })
  .meta({ id: 'SiteLook' });

const SETTINGS = requires(Permission.settings);

export const siteDesignRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    path: '/api/site-header-footer',
    host: 'site',
    tag: 'site-design',
    summary:
      "The site's header (logo, title shown, navigation style, call-to-action) and footer (text, links, social links)",
    answer: { kind: 'json', schema: headerFooterAnswer, description: 'The header and footer as stored' },
    access: SETTINGS,
    crumb: false,
    rateLimit: null,
    handler: ({ ctx, site }) => readSiteHeaderFooter(ctx, site),
  }),
  defineRoute({
    method: 'PUT',
    path: '/api/site-header-footer',
    host: 'site',
    tag: 'site-design',
    summary:
      "Replaces the site's header and footer; visitors see them at once. The logo is one of the site's uploaded images (or null); links follow core's link rules, without javascript:",
    body: headerFooterSchema,
    answer: { kind: 'json', schema: headerFooterAnswer, description: 'The header and footer as stored' },
    access: SETTINGS,
    crumb: true,
    rateLimit: null,
    handler: ({ ctx, site, body }) => saveSiteHeaderFooter(ctx, site, body),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/config/site-settings',
    host: 'site',
    tag: 'site-design',
    summary:
      "The site's title, tagline, description, logo, favicon, useEscapeKeyToLogin, censusEnabled, the comment settings (commentsEnabled, commentsModerated, commentsCaptcha, commentProviderShortname), and whether it has a password (never the password)",
    answer: { kind: 'json', schema: siteSettingsAnswer, description: 'The site settings' },
    access: SETTINGS,
    crumb: false,
    rateLimit: null,
    handler: ({ ctx, site }) => readSiteSettings(ctx, site),
  }),
  defineRoute({
    method: 'PUT',
    path: '/api/config/site-settings',
    host: 'site',
    tag: 'site-design',
    summary:
      'Changes the site settings sent (the others stay). A password locks the whole site behind the lock screen for visitors; null takes the lock away',
    body: siteSettingsUpdateSchema,
    answer: { kind: 'json', schema: siteSettingsAnswer, description: 'The site settings as saved' },
    access: SETTINGS,
    crumb: true,
    rateLimit: null,
    handler: ({ ctx, site, body }) => saveSiteSettings(ctx, site, body),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/config/site-look',
    host: 'site',
    tag: 'site-design',
    summary:
      "The site's look: a palette of five colours, heading and body fonts, corners; with the palette's pairs below WCAG AA",
    answer: { kind: 'json', schema: siteLookAnswer, description: 'The look and its warnings' },
    access: SETTINGS,
    crumb: false,
    rateLimit: null,
    handler: async ({ site }) => readSiteLookView(site),
  }),
  defineRoute({
    method: 'PUT',
    path: '/api/config/site-look',
    host: 'site',
    tag: 'site-design',
    summary: "Replaces the site's look; visitors see it at once. Contrast below AA is warned of, not refused",
    body: siteLookSchema,
    answer: { kind: 'json', schema: siteLookAnswer, description: 'The look as saved and its warnings' },
    access: SETTINGS,
    crumb: true,
    rateLimit: null,
    handler: ({ ctx, site, body }) => saveSiteLook(ctx, site, body),
  }),
];
