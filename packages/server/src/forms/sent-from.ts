// The page a form was sent from without JavaScript: its title (for the inbox and the mail) and the
// way back. The address the browser was on is the way back (a blog post's form names its blog as
// collectionId); the posted collectionId (the contract's) serves when the browser sent no referer,
// so such a visitor still lands on their page's success message, not the home page. A page that is
// not public is named by neither.
import { isPubliclyVisible } from '@tessera/core';
import { findCollectionById } from '../content/index.ts';
import type { Db } from '../db/database.ts';
import { ID_PATTERN } from '../db/ids.ts';
import type { Website } from '../db/schema.ts';
import { collectionPath } from '../shared/page-paths.ts';
import { readWebsiteSettings } from '../websites/settings.ts';

// A page of this site the form was sent from, for the way back without JavaScript.
const refererPath = (referer: string | undefined, host: string): string | null => {
  try {
    const url = new URL(referer ?? '');
    return url.host === host ? url.pathname : null;
  } catch {
    return null;
  }
};

export async function sentFromPage(
  db: Db,
  site: Website,
  {
    collectionId,
    referer,
    host,
    now,
  }: { collectionId: string; referer: string | undefined; host: string; now: number },
): Promise<{ title: string; path: string }> {
  const back = refererPath(referer, host);
  const page = ID_PATTERN.test(collectionId)
    ? await findCollectionById(db, site.id, collectionId)
    : undefined;
  if (!page || page.deleted_at !== null || !isPubliclyVisible(page.publication_state, page.published_at, now))
    return { title: '', path: back ?? '/' };
  return { title: page.title, path: back ?? collectionPath(page, readWebsiteSettings(site.settings)) };
}
