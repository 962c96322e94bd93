// The site's header, footer and basic settings as the config API takes and gives them
// (GET/PUT /api/site-header-footer, GET/PUT /api/config/site-settings): the server checks input with
// these schemas, the published site reads what is stored through readHeaderFooter, and the config
// area edits the header and footer as the same types. Bounds and wording are core's (site-design.ts).
import {
  DEFAULT_LOOK,
  FOOTER_LINKS_MAX,
  FOOTER_LINKS_TOO_MANY,
  FOOTER_TEXT_MAX,
  FOOTER_TEXT_TOO_LONG,
  HEADER_FOOTER_LABEL_MAX,
  isCommentProviderShortname,
  isValidLink,
  isValidSocialLink,
  LINK_INVALID,
  LINK_LABEL_MISSING,
  LINK_LABEL_TOO_LONG,
  LOOK_COLOUR_MESSAGE,
  LOOK_COLOUR_PATTERN,
  LOOK_FONT_IDS,
  LOOK_RADIUS_IDS,
  NAVIGATION_STYLE_UNKNOWN,
  NAVIGATION_STYLES,
  type NavigationStyle,
  SHORTNAME_MESSAGE,
  SITE_DESCRIPTION_MAX,
  SITE_TAGLINE_MAX,
  SITE_TITLE_MAX,
  type SiteLook,
  SOCIAL_LINK_INVALID,
  SOCIAL_LINKS_MAX,
  SOCIAL_LINKS_TOO_MANY,
  SOCIAL_NETWORK_IDS,
  SOCIAL_NETWORK_UNKNOWN,
  type SocialNetwork,
} from '@tessera/core';
import { z } from 'zod';
import { type AssetRef, assetRefSchema } from './blocks/values.ts';

export interface ChromeLink {
  label: string;
  href: string;
}

export interface SocialLink {
  network: SocialNetwork;
  url: string;
}

export interface SiteHeaderSettings {
  /** One of the site's uploaded images, or none */
  logo: AssetRef | null;
  /** Whether the site's title is shown beside (or instead of) the logo */
  showTitle: boolean;
  navigationStyle: NavigationStyle;
  /** The call-to-action button at the header's end, or none */
  cta: ChromeLink | null;
}

export interface SiteFooterSettings {
  /** Plain text; line breaks are kept */
  text: string;
  links: ChromeLink[];
  social: SocialLink[];
}

/** The body of PUT /api/site-header-footer and the answer of both methods (spec: header, footer). */
export interface HeaderFooter {
  header: SiteHeaderSettings;
  footer: SiteFooterSettings;
}

export const DEFAULT_HEADER: SiteHeaderSettings = {
  logo: null,
  showTitle: true,
  navigationStyle: 'inline',
  cta: null,
};
export const DEFAULT_FOOTER: SiteFooterSettings = { text: '', links: [], social: [] };

const label = z
  .string({ error: LINK_LABEL_MISSING })
  .trim()
  .min(1, LINK_LABEL_MISSING)
  .max(HEADER_FOOTER_LABEL_MAX, LINK_LABEL_TOO_LONG);
const chromeLink = z.strictObject({
  label,
  href: z
    .string({ error: LINK_INVALID })
    .trim()
    .refine((href) => isValidLink(href), LINK_INVALID),
});
const socialLink = z.strictObject({
  network: z.enum(SOCIAL_NETWORK_IDS as [SocialNetwork, ...SocialNetwork[]], {
    error: SOCIAL_NETWORK_UNKNOWN,
  }),
  url: z
    .string({ error: SOCIAL_LINK_INVALID })
    .trim()
    .refine((url) => isValidSocialLink(url), SOCIAL_LINK_INVALID),
});

export const siteHeaderSchema = z.strictObject({
  logo: assetRefSchema.nullable().default(null),
  showTitle: z.boolean({ error: 'Say whether the title is shown: true or false.' }).default(true),
  navigationStyle: z.enum(NAVIGATION_STYLES, { error: NAVIGATION_STYLE_UNKNOWN }).default('inline'),
  cta: chromeLink.nullable().default(null),
});

export const siteFooterSchema = z.strictObject({
  text: z
    .string({ error: 'Footer text must be text.' })
    .trim()
    .max(FOOTER_TEXT_MAX, FOOTER_TEXT_TOO_LONG)
    .default(''),
  links: z.array(chromeLink).max(FOOTER_LINKS_MAX, FOOTER_LINKS_TOO_MANY).default([]),
  social: z.array(socialLink).max(SOCIAL_LINKS_MAX, SOCIAL_LINKS_TOO_MANY).default([]),
});

export const headerFooterSchema = z.strictObject({
  header: siteHeaderSchema,
  footer: siteFooterSchema,
});

/** Keeps the items of a stored list that are still valid, so one bad entry loses only itself. */
function validItems<T>(schema: z.ZodType<T>, max: number) {
  return z
    .array(z.unknown())
    .catch([])
    .transform((items) =>
      items.flatMap((item) => {
        const parsed = schema.safeParse(item);
        return parsed.success ? [parsed.data] : [];
      }),
    )
    .transform((items) => items.slice(0, max));
}

// Stored values are read leniently: a field written by an older version, or missing, takes its default.
const storedHeader = z.object({
  logo: assetRefSchema.nullable().catch(null),
  showTitle: z.boolean().catch(true),
  navigationStyle: z.enum(NAVIGATION_STYLES).catch('inline'),
  cta: chromeLink.nullable().catch(null),
});
const storedFooter = z.object({
  text: z.string().catch(''),
  links: validItems(chromeLink, FOOTER_LINKS_MAX),
  social: validItems(socialLink, SOCIAL_LINKS_MAX),
});

/** The header and footer as stored (parsed JSON, or anything else), every field at a valid value. */
export function readHeaderFooter(header: unknown, footer: unknown): HeaderFooter {
  const asObject = (value: unknown) => (typeof value === 'object' && value !== null ? value : {});
  return {
    header: storedHeader.parse(asObject(header)) as SiteHeaderSettings,
    footer: storedFooter.parse(asObject(footer)) as SiteFooterSettings,
  };
}

// --- Site settings (GET/PUT /api/config/site-settings) ---

export const SITE_PASSWORD_MAX = 200;

export const siteSettingsUpdateSchema = z.strictObject({
  title: z
    .string({ error: 'Please enter a title.' })
    .trim()
    .min(1, 'Please enter a title.')
    .max(SITE_TITLE_MAX, `Titles are at most ${SITE_TITLE_MAX} characters.`)
    .optional(),
  tagline: z
    .string({ error: 'The tagline must be text.' })
    .trim()
    .max(SITE_TAGLINE_MAX, `A tagline is at most ${SITE_TAGLINE_MAX} characters.`)
    .optional(),
  description: z
    .string({ error: 'The description must be text.' })
    .trim()
    .max(SITE_DESCRIPTION_MAX, `A description is at most ${SITE_DESCRIPTION_MAX} characters.`)
    .optional(),
  logo: assetRefSchema.nullable().optional(),
  favicon: assetRefSchema.nullable().optional(),
  useEscapeKeyToLogin: z
    .boolean({ error: 'Say whether Escape opens the sign-in: true or false.' })
    .optional(),
  censusEnabled: z.boolean({ error: 'Say whether the census counts visits: true or false.' }).optional(),
  commentsEnabled: z.boolean({ error: 'Say whether posts take comments: true or false.' }).optional(),
  commentsModerated: z
    .boolean({ error: 'Say whether comments wait for approval: true or false.' })
    .optional(),
  commentsCaptcha: z
    .boolean({ error: 'Say whether comments ask for the captcha: true or false.' })
    .optional(),
  commentProviderShortname: z
    .string({ error: SHORTNAME_MESSAGE })
    .trim()
    .toLowerCase()
    .refine((name) => name === '' || isCommentProviderShortname(name), SHORTNAME_MESSAGE)
    .transform((name) => name || null)
    .nullable()
    .optional(),
  password: z
    .string({ error: 'Please enter a password.' })
    .min(1, 'Please enter a password.')
    .max(SITE_PASSWORD_MAX, `Passwords must be at most ${SITE_PASSWORD_MAX} characters.`)
    .refine((value) => value.trim() !== '', 'Please enter a password.')
    .nullable()
    .optional(),
});

/** A colour of the look's palette: #rrggbb, any case as typed, stored in lowercase. */
const lookColour = z
  .string({ error: LOOK_COLOUR_MESSAGE })
  .trim()
  .toLowerCase()
  .regex(LOOK_COLOUR_PATTERN, LOOK_COLOUR_MESSAGE);

/** The body of PUT /api/config/site-look: the site's palette, fonts and corners (core's site-look.ts). */
export const siteLookSchema = z.strictObject({
  palette: z.strictObject({
    background: lookColour,
    text: lookColour,
    accent: lookColour,
    darkBackground: lookColour,
    darkAccent: lookColour,
  }),
  headingFont: z.enum(LOOK_FONT_IDS, { error: 'Choose a heading font from the list.' }),
  bodyFont: z.enum(LOOK_FONT_IDS, { error: 'Choose a body font from the list.' }),
  radius: z.enum(LOOK_RADIUS_IDS, { error: 'Choose corners from the list.' }),
});

/** The stored look, or the default for a site that has none (or one an older version wrote badly). */
export function readSiteLook(stored: unknown): SiteLook {
  const parsed = siteLookSchema.safeParse(stored);
  return parsed.success ? parsed.data : DEFAULT_LOOK;
}
