// The pages panel's schemas: what its routes take and answer, and so what its service works with.
// Their ids name them in the OpenAPI document and in the clients' contract (routes.gen.ts).
import {
  PAGE_PASSWORD_MAX_LENGTH,
  SEO_DESCRIPTION_MAX_LENGTH,
  SEO_TITLE_MAX_LENGTH,
  URL_ID_MAX_LENGTH,
} from '@tessera/core';
import { assetRefSchema } from '@tessera/site/blocks/values.ts';
import { PAGE_TEMPLATE_IDS } from '@tessera/site/page-templates.ts';
import { z } from 'zod';
import { ID_PATTERN } from '../../db/ids.ts';

export const TITLE_MAX_LENGTH = 200;

const imageAnswer = z.object({ src: z.string(), width: z.number(), height: z.number() });

/** A page's settings: GET and PUT /api/config/pages/:id/settings */
export const pageSettings = z
  .object({
    title: z.string(),
    /** Its URL on the site: /{urlId} (the home page also answers at /) */
    urlId: z.string(),
    /** What search engines and the browser tab show instead of the title; empty: the title */
    seoTitle: z.string(),
    /** The page's meta description; empty: the site's description */
    seoDescription: z.string(),
    /** The image shared with the page on social networks (og:image); null: none */
    socialImage: imageAnswer.nullable(),
    /** Whether visitors must enter a password (never given back) */
    hasPassword: z.boolean(),
  })
  .meta({ id: 'PageSettings' });
export type PageSettings = z.output<typeof pageSettings>;

/** One link of the navigation: a page of the site, or a link the template or owner added. */
const navigationLink = z
  .discriminatedUnion('kind', [
    z.object({
      kind: z.literal('page'),
      id: z.string(),
      label: z.string(),
      pageId: z.string(),
      title: z.string(),
      publicationLabel: z.string(),
    }),
    z.object({ kind: z.literal('link'), id: z.string(), label: z.string(), url: z.string() }),
  ])
  .meta({ id: 'NavigationLink' });
export type NavigationLink = z.output<typeof navigationLink>;

/** The two navigations in order, and the pages in neither. */
export const siteNavigation = z
  .object({
    /** Raised by every change; a save names the version it started from (409 when stale) */
    version: z.number().int(),
    main: z.array(navigationLink),
    footer: z.array(navigationLink),
    /** The site's pages in neither navigation (not in the trash), in the site's order */
    notLinked: z.array(z.object({ id: z.string(), title: z.string(), publicationLabel: z.string() })),
  })
  .meta({ id: 'SiteNavigation' });
export type SiteNavigation = z.output<typeof siteNavigation>;

/** A page in the trash. */
export const trashedPage = z
  .object({
    id: z.string(),
    title: z.string(),
    urlId: z.string(),
    /** ISO 8601, UTC: when it went to the trash */
    trashedAt: z.string(),
    /** Whole days before it is deleted for good (0: at the next daily purge) */
    daysLeft: z.number().int(),
  })
  .meta({ id: 'TrashedPage' });
export type TrashedPage = z.output<typeof trashedPage>;

const title = z
  .string({ error: 'Please enter a title.' })
  .trim()
  .min(1, 'Please enter a title.')
  .max(TITLE_MAX_LENGTH, `Titles are at most ${TITLE_MAX_LENGTH} characters.`);

/** The body of POST /api/config/pages */
export const newPage = z.strictObject({
  title,
  template: z.enum(PAGE_TEMPLATE_IDS, { error: 'Choose one of the templates to start from.' }),
  /** Where it is linked; 'none' (not linked) unless chosen */
  navigation: z
    .enum(['main', 'footer', 'none'], { error: 'Choose main, footer or none for the navigation.' })
    .optional(),
});
export type NewPage = z.output<typeof newPage>;

/** The body of PUT /api/config/pages/:id/settings: what is sent changes, the rest stays. */
export const settingsUpdate = z.strictObject({
  title: title.optional(),
  // Checked by core's rule in the service, so the message names the value ('{val} is not a valid page URL').
  urlId: z
    .string({ error: 'Please enter a URL.' })
    .max(URL_ID_MAX_LENGTH * 2, `A page URL is at most ${URL_ID_MAX_LENGTH} characters.`)
    .optional(),
  seoTitle: z
    .string({ error: 'The SEO title must be text.' })
    .trim()
    .max(SEO_TITLE_MAX_LENGTH, `An SEO title is at most ${SEO_TITLE_MAX_LENGTH} characters.`)
    .optional(),
  seoDescription: z
    .string({ error: 'The SEO description must be text.' })
    .trim()
    .max(
      SEO_DESCRIPTION_MAX_LENGTH,
      `An SEO description is at most ${SEO_DESCRIPTION_MAX_LENGTH} characters.`,
    )
    .optional(),
  socialImage: assetRefSchema.nullable().optional(),
  /** A new password locks the page; null takes the lock away */
  password: z
    .string({ error: 'Please enter a password.' })
    .max(PAGE_PASSWORD_MAX_LENGTH, `Passwords must be at most ${PAGE_PASSWORD_MAX_LENGTH} characters.`)
    .refine((value) => value.trim() !== '', 'Please enter a password.')
    .nullable()
    .optional(),
});
export type PageSettingsUpdate = z.output<typeof settingsUpdate>;

/** A navigation entry a save names: a page by its id, a link by its navigation id. */
const navigationRef = z.strictObject({
  kind: z.enum(['page', 'link'], { error: 'Each entry is a page or a link.' }),
  id: z.string().regex(ID_PATTERN, 'Not a page or link id.'),
});
export const navigationSave = z.strictObject({
  version: z
    .number({ error: 'Send the version of the navigation you started from.' })
    .int('Send the version of the navigation you started from.')
    .min(1, 'Send the version of the navigation you started from.'),
  main: z.array(navigationRef).max(200, 'A navigation holds at most 200 links.'),
  footer: z.array(navigationRef).max(200, 'A navigation holds at most 200 links.'),
});
export type NavigationSave = z.output<typeof navigationSave>;
