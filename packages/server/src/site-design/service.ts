// The site's header, footer and basic settings: read for the config area, checked and stored, and
// every change sent to the page caches at once (Tags.site drops every page of the site, and the
// host cache forgets the site's record, so a new title or password applies to the next request).
import type { AssetRef } from '@tessera/site';
import { DEFAULT_FOOTER, DEFAULT_HEADER, type HeaderFooter } from '@tessera/site/site-design.ts';
import { publishSiteChange } from '../content/publish.ts';
import type { Db } from '../db/database.ts';
import { parseJsonColumn } from '../db/json.ts';
import type { Website } from '../db/schema.ts';
import type { AppContext } from '../http/context.ts';
import { badRequest } from '../http/errors.ts';
import { hashPassword } from '../identity/passwords.ts';
import { Tags } from '../shared/cache-tags.ts';
import { updateWebsiteBasics } from '../websites/index.ts';
import { websiteSettingsSchema } from '../websites/settings.ts';
import { findAssetByName, loadHeaderFooter, loadWebsiteBasics, updateHeaderFooter } from './repository.ts';
import type { SiteSettings, SiteSettingsUpdate } from './routes.ts';

export const NOT_AN_UPLOADED_IMAGE = 'Choose one of the site’s uploaded images.';

type Ctx = Pick<AppContext, 'db' | 'changes' | 'now'>;

export function readSiteHeaderFooter(ctx: Pick<AppContext, 'db'>, site: Website): Promise<HeaderFooter> {
  return loadHeaderFooter(ctx.db, site.id);
}

/**
 * Stores the header and footer (already checked by the route's schema) once the logo is found among
 * the site's uploads; the logo's size is taken from the upload, so the header reserves its space.
 */
export async function saveSiteHeaderFooter(
  ctx: Ctx,
  site: Website,
  input: HeaderFooter,
): Promise<HeaderFooter> {
  const logo = await uploadedImage(ctx.db, site.id, input.header.logo, 'header.logo');
  // Fields this version does not know (written by a newer one) are kept.
  await updateHeaderFooter(ctx.db, site.id, (stored) => ({
    header: { ...asRecord(stored.header), ...DEFAULT_HEADER, ...input.header, logo },
    footer: { ...asRecord(stored.footer), ...DEFAULT_FOOTER, ...input.footer },
  }));
  await publishSiteChange(ctx, site.id, [Tags.site]);
  return loadHeaderFooter(ctx.db, site.id);
}

export async function readSiteSettings(ctx: Pick<AppContext, 'db'>, site: Website): Promise<SiteSettings> {
  const [basics, headerFooter] = await Promise.all([
    loadWebsiteBasics(ctx.db, site.id),
    loadHeaderFooter(ctx.db, site.id),
  ]);
  // The stored description as written: readWebsiteSettings would put the tagline in its place.
  const settings = websiteSettingsSchema.parse(parseObject(basics.settings));
  return {
    title: basics.title,
    tagline: settings.tagline,
    description: settings.description,
    logo: headerFooter.header.logo,
    favicon: settings.favicon,
    useEscapeKeyToLogin: settings.useEscapeKeyToLogin,
    censusEnabled: settings.censusEnabled,
    commentsEnabled: settings.commentsEnabled,
    commentsModerated: settings.commentsModerated,
    commentsCaptcha: settings.commentsCaptcha,
    commentProviderShortname: settings.commentProviderShortname,
    hasPassword: basics.password_hash !== null,
  };
}

const COMMENT_SETTINGS = [
  'commentsEnabled',
  'commentsModerated',
  'commentsCaptcha',
  'commentProviderShortname',
] as const;

/** Changes the settings sent (and only those); a password is stored hashed, null takes it away. */
export async function saveSiteSettings(
  ctx: Ctx,
  site: Website,
  input: SiteSettingsUpdate,
): Promise<SiteSettings> {
  const [favicon, logo] = await Promise.all([
    input.favicon === undefined ? undefined : uploadedImage(ctx.db, site.id, input.favicon, 'favicon'),
    input.logo === undefined ? undefined : uploadedImage(ctx.db, site.id, input.logo, 'logo'),
  ]);
  const settings: Record<string, unknown> = {};
  if (input.tagline !== undefined) settings.tagline = input.tagline;
  if (input.description !== undefined) settings.description = input.description;
  if (input.useEscapeKeyToLogin !== undefined) settings.useEscapeKeyToLogin = input.useEscapeKeyToLogin;
  if (input.censusEnabled !== undefined) settings.censusEnabled = input.censusEnabled;
  for (const key of COMMENT_SETTINGS) if (input[key] !== undefined) settings[key] = input[key];
  if (favicon !== undefined) settings.favicon = favicon;
  const passwordHash =
    input.password === undefined
      ? undefined
      : input.password === null
        ? null
        : await hashPassword(input.password);
  await updateWebsiteBasics(
    ctx.db,
    site.id,
    {
      settings,
      ...(input.title !== undefined ? { title: input.title } : {}),
      ...(passwordHash !== undefined ? { passwordHash } : {}),
    },
    ctx.now(),
  );
  if (logo !== undefined) {
    // The site's logo is the header's: one value, whichever form sets it.
    await updateHeaderFooter(ctx.db, site.id, (stored) => ({
      header: { ...asRecord(stored.header), logo },
      footer: stored.footer,
    }));
  }
  await publishSiteChange(ctx, site.id, [Tags.site]);
  return readSiteSettings(ctx, site);
}

/** The image as the site stores it (its current size), or a 400 naming `field` when it is no upload of the site's. */
async function uploadedImage(db: Db, websiteId: string, ref: AssetRef | null, field: string) {
  if (ref === null) return null;
  const asset = await findAssetByName(db, websiteId, ref.src.slice('/s/'.length));
  if (!asset?.content_type.startsWith('image/')) throw badRequest({ [field]: NOT_AN_UPLOADED_IMAGE });
  return { src: `/s/${asset.name}`, width: asset.width ?? ref.width, height: asset.height ?? ref.height };
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function parseObject(json: string): Record<string, unknown> {
  return asRecord(parseJsonColumn<unknown>(json, {}));
}
