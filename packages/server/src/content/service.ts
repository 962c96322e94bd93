// The config area's operations on a site's pages: list them, read one with its layout, change its
// title and publication, save its layout. Every change is live at once: publishSiteChange. Layouts
// are read through upgradeSections (every block at its type's current version, rich text sanitised)
// and saved through validateLayout (checked by each block's schema, migrated, sanitised), so a saved
// layout is always the latest version.
import { ItemPublicationState, type OwnerPublicationState, publicationStateLabel } from '@tessera/core';
import {
  type CollectionType,
  type Layout,
  type LayoutSave,
  loadBlockData,
  type PageDetail,
  type PageSummary,
  type Section,
  upgradeSections,
  validateLayout,
} from '@tessera/site';
import type { Db } from '../db/database.ts';
import type { Collection, Website } from '../db/schema.ts';
import type { AppContext } from '../http/context.ts';
import { badRequest, HttpError } from '../http/errors.ts';
import { schedulePublication } from '../jobs/publication/service.ts';
import { inTransaction } from '../jobs/service.ts';
import { Tags } from '../pages/define.ts';
import { collectionPath } from '../pages/paths.ts';
import { reindexCollection, reindexLayoutOwner } from '../search/service.ts';
import { readWebsiteSettings } from '../websites/settings.ts';
import { publishSiteChange } from './publish.ts';
import {
  findCollectionById,
  findLayoutOwner,
  followTitleInNavigation,
  listCollections,
  loadLayout,
  loadNavigation,
  type StoredLayout,
  saveLayoutIfVersion,
  updateCollection,
} from './repository.ts';
import { sanitizeRichText } from './rich-text.ts';

export const PAGE_NOT_FOUND = 'This page does not exist.';
export const LAYOUT_NOT_FOUND = 'This layout does not exist.';
export const STALE_LAYOUT =
  'This page was changed elsewhere since you opened it. Reload it to get the latest version; your changes were not saved.';
export const INVALID_LAYOUT = 'Some of this page’s content needs correcting; nothing was saved.';

export const PUBLISH_AT_MISSING = 'Choose when to publish this page.';
export const PUBLISH_AT_PAST = 'Choose a time in the future.';
export const PUBLISH_AT_NOT_SCHEDULED = 'A publication time goes with Scheduled (publicationState 2) only.';

export interface PageUpdate {
  title?: string | undefined;
  publicationState?: OwnerPublicationState | undefined;
  /** With publicationState 2 only: when it is published, an ISO 8601 time with its offset ('…Z') */
  publishAt?: string | undefined;
}

function summarize(
  collection: Collection,
  navigation: Map<string, string>,
  homeId: string | null,
): PageSummary {
  const area = navigation.get(collection.id);
  return {
    id: collection.id,
    title: collection.title,
    urlId: collection.url_id,
    type: collection.type as CollectionType,
    publicationState: collection.publication_state,
    publicationLabel: publicationStateLabel(collection.publication_state),
    publishAt:
      collection.publication_state === ItemPublicationState.scheduled && collection.published_at !== null
        ? new Date(collection.published_at).toISOString()
        : null,
    fullUrl: collectionPath(collection, { homeCollectionId: homeId }),
    navigation: area === 'main' || area === 'footer' ? area : 'none',
  };
}

async function summarizer(ctx: AppContext, website: Website) {
  const areas = new Map<string, string>();
  for (const entry of await loadNavigation(ctx.db, website.id)) {
    if (entry.collectionId && !areas.has(entry.collectionId)) areas.set(entry.collectionId, entry.area);
  }
  const homeId = readWebsiteSettings(website.settings).homeCollectionId;
  return (collection: Collection) => summarize(collection, areas, homeId);
}

export async function listPages(ctx: AppContext, website: Website): Promise<PageSummary[]> {
  const [collections, summary] = await Promise.all([
    listCollections(ctx.db, website.id),
    summarizer(ctx, website),
  ]);
  return collections.map(summary);
}

export async function readPage(ctx: AppContext, website: Website, id: string): Promise<PageDetail> {
  const collection = await findCollectionById(ctx.db, website.id, id);
  if (!collection) throw new HttpError(404, PAGE_NOT_FOUND);
  const [stored, summary] = await Promise.all([
    loadLayout(ctx.db, website.id, collection.layout_id),
    summarizer(ctx, website),
  ]);
  return { page: summary(collection), layout: stored ? upgradeLayout(stored) : null };
}

function upgradeLayout(stored: StoredLayout): Layout {
  return {
    id: stored.id,
    version: stored.version,
    sections: upgradeSections(stored.sections, { sanitizeHtml: sanitizeRichText }),
  };
}

/**
 * A layout's sections as a page renders them: brought up to date, and each block that declares a
 * `load` given its server data. No layout, no sections.
 */
export async function readSectionsForPage(
  db: Db,
  website: Website,
  layoutId: string | null,
): Promise<Section[]> {
  const stored = await loadLayout(db, website.id, layoutId);
  if (!stored) return [];
  return loadBlockData(upgradeLayout(stored).sections, { websiteId: website.id, locale: website.locale });
}

/**
 * Saves a whole layout if nobody saved it since `save.version` was read: checked by every block's
 * schema (400 with errors keyed by path, nothing stored), then stored with its version raised by one
 * (409 when the version is no longer the stored one, nothing stored). Answers the layout as stored.
 */
export async function saveLayout(
  ctx: AppContext,
  website: Website,
  layoutId: string,
  save: LayoutSave,
): Promise<Layout> {
  const checked = validateLayout(save.sections, { sanitizeHtml: sanitizeRichText });
  if (!checked.ok) throw badRequest(checked.errors, INVALID_LAYOUT);
  const outcome = await saveLayoutIfVersion(ctx.db, website.id, layoutId, save.version, checked.sections);
  if (outcome === 'missing') throw new HttpError(404, LAYOUT_NOT_FOUND);
  if (outcome === 'stale') throw new HttpError(409, STALE_LAYOUT);
  // Only the page showing the layout: its text is on no other page (lists show titles and excerpts).
  // Published before the reindex, so a failed reindex cannot leave cached pages stale.
  const owner = await findLayoutOwner(ctx.db, website.id, layoutId);
  if (owner) {
    await publishSiteChange(ctx, website.id, [
      owner.itemId ? Tags.item(owner.itemId) : Tags.collection(owner.collectionId),
    ]);
    await reindexLayoutOwner(ctx.db, website.id, owner);
  }
  return { id: layoutId, version: save.version + 1, sections: checked.sections };
}

/**
 * When a scheduled page is to be published (UTC milliseconds), or null when the update does not
 * schedule it. Scheduled needs a time, in the future; a time without Scheduled is refused (400,
 * errors.publishAt), so the owner never believes a page scheduled that is not.
 */
function scheduledTime(update: PageUpdate, now: number): number | null {
  if (update.publicationState !== ItemPublicationState.scheduled) {
    if (update.publishAt !== undefined)
      throw badRequest({ publishAt: PUBLISH_AT_NOT_SCHEDULED }, PUBLISH_AT_NOT_SCHEDULED);
    return null;
  }
  if (update.publishAt === undefined) throw badRequest({ publishAt: PUBLISH_AT_MISSING }, PUBLISH_AT_MISSING);
  const at = Date.parse(update.publishAt);
  if (!Number.isFinite(at)) throw badRequest({ publishAt: PUBLISH_AT_MISSING }, PUBLISH_AT_MISSING);
  if (at <= now) throw badRequest({ publishAt: PUBLISH_AT_PAST }, PUBLISH_AT_PAST);
  return at;
}

/**
 * Changes a page's title and publication. Available and Hidden are live at once; Scheduled stores
 * the time and queues its publication (jobs/publication), in the same transaction as the title.
 * Moving a scheduled page to Available or Hidden is all it takes to cancel: the queued job publishes
 * only what is still scheduled and due when it runs, so at the old time it does nothing.
 */
export async function updatePage(
  ctx: AppContext,
  website: Website,
  id: string,
  update: PageUpdate,
): Promise<PageSummary> {
  const now = ctx.now();
  const at = scheduledTime(update, now);
  let navigationFollowed = false;
  let titleChanged = false;
  const changed = await inTransaction(ctx.db, async (trx) => {
    const before = await findCollectionById(trx, website.id, id);
    if (!before) return undefined;
    titleChanged = update.title !== undefined && update.title !== before.title;
    if (titleChanged && update.title !== undefined) {
      // A navigation link labelled with the page's title follows it (one named otherwise keeps its name).
      navigationFollowed = await followTitleInNavigation(trx, website.id, id, before.title, update.title);
    }
    if (at !== null) {
      const scheduled = await schedulePublication(
        trx,
        { websiteId: website.id, kind: 'collection', id, at },
        now,
      );
      if (!scheduled) return undefined;
    }
    return updateCollection(
      trx,
      website.id,
      id,
      {
        ...(update.title !== undefined ? { title: update.title } : {}),
        ...(update.publicationState !== undefined && at === null
          ? { publication_state: update.publicationState }
          : {}),
      },
      now,
    );
  });
  if (!changed) throw new HttpError(404, PAGE_NOT_FOUND);
  // The page, and which pages exist for visitors; the navigation (every page's chrome) if it followed.
  await publishSiteChange(ctx, website.id, [
    Tags.collection(id),
    Tags.collections,
    ...(navigationFollowed ? [Tags.site] : []),
  ]);
  // Search reads publication at query time: only a new title changes the page's document.
  if (titleChanged) await reindexCollection(ctx.db, website.id, id);
  return (await summarizer(ctx, website))(changed);
}
