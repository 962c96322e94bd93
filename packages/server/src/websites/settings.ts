// Website settings are stored as JSON and always read through this schema, so a missing or
// unknown field falls back to its default instead of breaking a page.
import {
  CAPTCHA_PROVIDERS,
  deepFreeze,
  isCommentProviderShortname,
  normalizeAnnouncementBarSettings,
  normalizeCookieBannerSettings,
  normalizeMobileInfoBarSettings,
  normalizePopupOverlayConfig,
} from '@tessera/core';
import { assetRefSchema } from '@tessera/site/blocks/values.ts';
import { readSiteLook } from '@tessera/site/site-design.ts';
import { z } from 'zod';
import { parseJsonColumn } from '../db/json.ts';
import { memoByText } from '../shared/text-memo.ts';

export const websiteSettingsSchema = z.object({
  /** Comments on blog posts (comments/) */
  commentsEnabled: z.boolean().catch(false),
  /** A new comment waits for a moderator's approval (core's commentStatusOnArrival): held by default */
  commentsModerated: z.boolean().catch(true),
  /** Comments ask for the site's captcha (the forms' choice, forms/captcha/) */
  commentsCaptcha: z.boolean().catch(false),
  /** The comment provider (Disqus) whose thread replaces ours; a host label, else none */
  commentProviderShortname: z
    .string()
    .nullable()
    .transform((name) => (name !== null && isCommentProviderShortname(name) ? name : null))
    .catch(null),
  pinterestOverlayOptions: z
    .object({ mode: z.enum(['auto', 'disabled']).catch('disabled') })
    .catch({ mode: 'disabled' }),
  /** The popup overlay (overlays/): whatever is stored, read through core's defaults */
  popupOverlaySettings: z.unknown().optional().transform(normalizePopupOverlayConfig),
  /** The mobile information bar (overlays/), read through core */
  mobileInfoBarSettings: z.unknown().optional().transform(normalizeMobileInfoBarSettings),
  /** The announcement bar (overlays/), read through core */
  announcementBarSettings: z.unknown().optional().transform(normalizeAnnouncementBarSettings),
  /** Raised by every save of each; a save names the one it started from (and a closed bar its bar's) */
  popupOverlayRevision: z.number().int().min(1).catch(1),
  announcementBarRevision: z.number().int().min(1).catch(1),
  mobileInfoBarRevision: z.number().int().min(1).catch(1),
  useEscapeKeyToLogin: z.boolean().catch(true),
  homeCollectionId: z.string().nullable().catch(null),
  tagline: z.string().max(300).catch(''),
  /** What search engines show under the site's pages that have no description of their own */
  description: z.string().max(500).catch(''),
  /** The browser tab's icon: one of the site's uploaded images (site-design/) */
  favicon: assetRefSchema.nullable().catch(null),
  /** The forms' captcha (forms/service.ts): a third party's is only a choice kept for later */
  captcha: z
    .object({
      provider: z.enum(CAPTCHA_PROVIDERS).catch('altcha'),
      siteKey: z.string().max(200).catch(''),
    })
    .catch({ provider: 'altcha', siteKey: '' }),
  /** The cookie banner (consent/): whatever is stored, read through core's defaults and mappings */
  cookieBanner: z.unknown().optional().transform(normalizeCookieBannerSettings),
  /** Raised by every save of the banner; a save names the version it started from */
  cookieBannerVersion: z.number().int().min(1).catch(1),
  /** The visitor census (census/): page views counted unless the owner turns it off */
  censusEnabled: z.boolean().catch(true),
  /** The site's palette, fonts and corners (site-design/; core's site-look.ts): the default unless set */
  look: z.unknown().optional().transform(readSiteLook),
});

export type WebsiteSettings = z.infer<typeof websiteSettingsSchema>;

/**
 * Settings read lately, by their stored JSON: every page rendered afresh reads its site's, and the
 * schema's parse was a seventh of an uncached render's time. Frozen, as every caller shares them.
 */
const SETTINGS_REMEMBERED = 256;

/** A site without a description of its own is described by its tagline. */
export const readWebsiteSettings: (json: string) => Readonly<WebsiteSettings> = memoByText((json) => {
  const raw = parseJsonColumn<Record<string, unknown>>(json, {});
  const settings = websiteSettingsSchema.parse(typeof raw === 'object' && raw ? raw : {});
  return deepFreeze(settings.description.trim() ? settings : { ...settings, description: settings.tagline });
}, SETTINGS_REMEMBERED);
