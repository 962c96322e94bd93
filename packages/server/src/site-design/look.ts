// The site's look (core's site-look.ts): read for the Design screen with the palette's contrast
// warnings, and saved whole; visitors see it at once, as the header and footer (Tags.site drops every
// page of the site from the caches).
import { lookWarnings, type SiteLook } from '@tessera/core';
import { publishSiteChange } from '../content/publish.ts';
import type { Website } from '../db/schema.ts';
import type { AppContext } from '../http/context.ts';
import { Tags } from '../shared/cache-tags.ts';
import { findWebsiteById, updateWebsiteBasics } from '../websites/index.ts';
import { readWebsiteSettings } from '../websites/settings.ts';

export interface SiteLookView {
  look: SiteLook;
  /** The palette's pairs below WCAG AA, said to the owner (a save is not refused for them) */
  warnings: string[];
}

function viewOf(settingsJson: string): SiteLookView {
  const { look } = readWebsiteSettings(settingsJson);
  return { look, warnings: lookWarnings(look.palette) };
}

export function readSiteLookView(site: Website): SiteLookView {
  return viewOf(site.settings);
}

export async function saveSiteLook(
  ctx: Pick<AppContext, 'db' | 'changes' | 'now'>,
  site: Website,
  look: SiteLook,
): Promise<SiteLookView> {
  await updateWebsiteBasics(ctx.db, site.id, { settings: { look } }, ctx.now());
  await publishSiteChange(ctx, site.id, [Tags.site]);
  const saved = await findWebsiteById(ctx.db, site.id);
  return viewOf(saved?.settings ?? '{}');
}
