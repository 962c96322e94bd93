// The site-design feature's entries in the route table: the header and footer (spec section 7:
// GET/PUT /api/site-header-footer, body header and footer, the answer's data read back) and the
// site's basic settings for the config area.
import { NAVIGATION_STYLES, Permission, SOCIAL_NETWORK_IDS, type SocialNetwork } from '@tessera/core';
import {
  type HeaderFooter,
  headerFooterSchema,
  type SiteSettings,
  siteSettingsUpdateSchema,
} from '@tessera/site/site-design.ts';
import { z } from 'zod';
import { type AnyRoute, defineRoute, requires } from '../routes/define.ts';
import { readSiteHeaderFooter, readSiteSettings, saveSiteHeaderFooter, saveSiteSettings } from './service.ts';

// Answer schemas for the OpenAPI document, checked against the types the config area reads.
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
const siteSettingsAnswer = z.object({
  title: z.string(),
  tagline: z.string(),
  description: z.string(),
  logo: imageAnswer,
  favicon: imageAnswer,
  useEscapeKeyToLogin: z.boolean(),
  censusEnabled: z.boolean(),
  commentsEnabled: z.boolean(),
  commentsModerated: z.boolean(),
  commentsCaptcha: z.boolean(),
  commentProviderShortname: z.string().nullable(),
  hasPassword: z.boolean(),
}) satisfies z.ZodType<SiteSettings>;

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
];
