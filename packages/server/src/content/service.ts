// The config area's operations on a site's pages: list them, read one with its layout, change its
// title and move its publication (core's PUBLICATION_MOVES), save its layout's draft, publish it,
// list and restore its revisions. A layout save is a draft visitors do not see; publishing (moving
// the page to Available, by hand or by its schedule) puts the draft live and keeps a revision.
// Layouts are read through upgradeSections (every block at its type's current version, rich text
// sanitised) and saved through validateLayout (checked by each block's schema, migrated, sanitised).
import { deepFreeze, ItemPublicationState, isPubliclyVisible, pageStateLabel } from '@tessera/core';
import {
  type CollectionType,
  INVALID_LAYOUT,
  loadBlockData,
  type Section,
  upgradeSections,
  validateLayout,
} from '@tessera/site';
import type { Db } from '../db/database.ts';
import { parseJsonColumn } from '../db/json.ts';
import type { Collection, Website } from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';
import type { AppContext } from '../http/context.ts';
import { badRequest, HttpError } from '../http/errors.ts';
import { schedulePublication } from '../jobs/publication/service.ts';
import { reindexCollection, reindexLayoutOwner } from '../search/service.ts';
import { Tags } from '../shared/cache-tags.ts';
import { collectionPath } from '../shared/page-paths.ts';
import { memoByText } from '../shared/text-memo.ts';
import { readWebsiteSettings } from '../websites/settings.ts';
import { blockSources } from './block-sources.ts';
import {
  type LayoutWrite,
  listRevisions,
  loadLayout,
  loadPublishedSectionsJson,
  loadRevisionSections,
  publishLayout,
  restoreRevisionIfVersion,
  type StoredLayout,
  saveDraftIfVersion,
} from './layouts/index.ts';
import { type Actor, checkedMove, scheduledTime } from './publication-checks.ts';
import { publishSiteChange } from './publish.ts';
import {
  findCollectionById,
  findLayoutOwner,
  followTitleInNavigation,
  listCollections,
  loadNavigation,
  lockCollectionById,
  updateCollection,
} from './repository.ts';
import { sanitizeRichText } from './rich-text.ts';
import type { Layout, LayoutSave, PageDetail, PageSummary } from './schemas.ts';

export const PAGE_NOT_FOUND = 'This page does not exist.';
export const LAYOUT_NOT_FOUND = 'This layout does not exist.';
// The wording (the spec gives none).
export const STALE_LAYOUT = 'This page was changed elsewhere. Reload to see the latest version.';
export const REVISION_NOT_FOUND = 'This revision does not exist.';

export const HOME_STAYS_AVAILABLE = 'The home page stays Available. Make another page the home page first.';

export interface PageUpdate {
  title?: string | undefined;
  publicationState?: number | undefined;
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
    // The column holds only core's states: every write goes through a route's schema of them.
    publicationState: collection.publication_state as ItemPublicationState,
    publicationLabel: pageStateLabel(collection.publication_state),
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

/** A layout as the editor works on it (a blog post's body), or null when there is none. */
export async function readLayoutForEditor(
  ctx: AppContext,
  website: Website,
  layoutId: string | null,
): Promise<Layout | null> {
  const stored = await loadLayout(ctx.db, website.id, layoutId);
  return stored ? upgradeLayout(stored) : null;
}

const upgrade = (sections: unknown) => upgradeSections(sections, { sanitizeHtml: sanitizeRichText });

const PUBLISHED_SECTIONS_REMEMBERED = 32;

/** The layout the editor works on: its draft when there is one, else what visitors see. */
function upgradeLayout(stored: StoredLayout): Layout {
  return {
    id: stored.id,
    version: stored.version,
    sections: upgrade(stored.draft ?? stored.sections),
    hasDraft: stored.draft !== null,
  };
}

/**
 * Which sections a page shows: what visitors see; the draft, for contributors previewing in the
 * editor frame; or a published revision, for a contributor previewing it before restoring it.
 */
export type LayoutView = { kind: 'published' } | { kind: 'draft' } | { kind: 'revision'; id: string };

/**
 * A layout's sections as a page renders them: brought up to date, and each block that declares a
 * `load` given its server data. No layout (or no such revision), no sections.
 */
export async function readSectionsForPage(
  db: Db,
  website: Website,
  layoutId: string | null,
  view: LayoutView = { kind: 'published' },
): Promise<Section[]> {
  const load = { websiteId: website.id, locale: website.locale, sources: blockSources(db, website.id) };
  if (view.kind === 'published') {
    const json = await loadPublishedSectionsJson(db, website.id, layoutId);
    return json === undefined ? [] : loadBlockData(publishedSections(json), load);
  }
  const stored = await loadLayout(db, website.id, layoutId);
  if (!stored) return [];
  const raw =
    view.kind === 'revision'
      ? await loadRevisionSections(db, website.id, stored.id, view.id)
      : (stored.draft ?? stored.sections);
  if (raw === undefined) return [];
  return loadBlockData(upgrade(raw), load);
}

/**
 * What visitors see of a layout, checked and migrated, remembered by its stored text (the last 32):
 * parsing, upgrading and sanitising a 60-block page's JSON on every uncached rendering was a tenth
 * of its time. Frozen, as renderings share it; its blocks' parsed data is then remembered too
 * (site/blocks/shown.ts), and block data loaded per request goes on copies (loadBlockData).
 */
const publishedSections = memoByText(
  (json) => deepFreeze(upgrade(parseJsonColumn<unknown>(json, []))),
  PUBLISHED_SECTIONS_REMEMBERED,
);

function throwUnlessSaved(outcome: LayoutWrite, notFound = LAYOUT_NOT_FOUND): void {
  if (outcome === 'missing') throw new HttpError(404, notFound);
  if (outcome === 'stale') throw new HttpError(409, STALE_LAYOUT);
}

/**
 * Saves a layout's draft if nobody saved it since `save.version` was read: checked by every block's
 * schema (400 with errors keyed by path, nothing stored), then stored with its version raised by one
 * (409 when the version is no longer the stored one, nothing stored). Visitors see no change until
 * it is published. Answers the layout as stored.
 */
export async function saveLayout(
  ctx: AppContext,
  website: Website,
  layoutId: string,
  save: LayoutSave,
): Promise<Layout> {
  const checked = validateLayout(save.sections, { sanitizeHtml: sanitizeRichText });
  if (!checked.ok) throw badRequest(checked.errors, INVALID_LAYOUT);
  throwUnlessSaved(
    await saveDraftIfVersion(ctx.db, website.id, layoutId, save.version, checked.sections, ctx.now()),
  );
  return { id: layoutId, version: save.version + 1, sections: checked.sections, hasDraft: true };
}

/** A layout's published revisions, newest first (the last 50). */
export async function readRevisions(ctx: AppContext, website: Website, layoutId: string) {
  if (!(await loadLayout(ctx.db, website.id, layoutId))) throw new HttpError(404, LAYOUT_NOT_FOUND);
  const revisions = await listRevisions(ctx.db, website.id, layoutId, 50);
  return revisions.map((r) => ({ ...r, publishedAt: new Date(r.publishedAt).toISOString() }));
}

/** Puts a revision back as the layout's draft (if still at `version`); published as any draft is. */
export async function restoreRevision(
  ctx: AppContext,
  website: Website,
  layoutId: string,
  revisionId: string,
  version: number,
): Promise<Layout> {
  const outcome = await restoreRevisionIfVersion(
    ctx.db,
    website.id,
    layoutId,
    revisionId,
    version,
    ctx.now(),
  );
  throwUnlessSaved(outcome, REVISION_NOT_FOUND);
  const stored = await loadLayout(ctx.db, website.id, layoutId);
  if (!stored) throw new HttpError(404, LAYOUT_NOT_FOUND);
  return upgradeLayout(stored);
}

/**
 * Puts a layout's draft before visitors, keeps a revision, and renders the page afresh. Only the page
 * showing the layout: its text is on no other page (lists show titles and excerpts). Published
 * before the reindex, so a failed reindex cannot leave cached pages stale.
 */
export async function publishLayoutOf(
  ctx: AppContext,
  websiteId: string,
  layoutId: string,
  publishedBy: string | null,
): Promise<void> {
  if ((await publishLayout(ctx.db, websiteId, layoutId, publishedBy, ctx.now())) === undefined) return;
  const owner = await findLayoutOwner(ctx.db, websiteId, layoutId);
  if (!owner) return;
  await publishSiteChange(ctx, websiteId, [
    owner.itemId ? Tags.item(owner.itemId) : Tags.collection(owner.collectionId),
  ]);
  await reindexLayoutOwner(ctx.db, websiteId, owner);
}

/**
 * Changes a page's title and moves its publication (core's PUBLICATION_MOVES, checked against the
 * actor's permissions). Moving it to Available publishes its draft and keeps a revision; Scheduled
 * stores the time and queues its publication (jobs/publication), which publishes the draft then;
 * the trash remembers when (a job purges it TRASH_DAYS later). Title and state change in one
 * transaction. Moving a scheduled page elsewhere is all it takes to cancel: the queued job publishes
 * only what is still scheduled and due when it runs.
 */
export async function updatePage(
  ctx: AppContext,
  website: Website,
  id: string,
  update: PageUpdate,
  actor: Actor,
): Promise<PageSummary> {
  const now = ctx.now();
  const at = scheduledTime(update, now);
  const homeId = readWebsiteSettings(website.settings).homeCollectionId;
  let navigationFollowed = false;
  let visibilityChanged = false;
  let titleChanged = false;
  let publishedLayout: string | null = null;
  const changed = await inTransaction(ctx.db, async (trx) => {
    const before = await lockCollectionById(trx, website.id, id);
    if (!before) return undefined;
    const move = checkedMove('page', before.publication_state, update, actor);
    if (move && move.to !== ItemPublicationState.published && before.id === homeId) {
      throw badRequest({ publicationState: HOME_STAYS_AVAILABLE }, HOME_STAYS_AVAILABLE);
    }
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
    if (move?.to === ItemPublicationState.published && before.layout_id) {
      await publishLayout(trx, website.id, before.layout_id, actor.accountId, now);
      publishedLayout = before.layout_id;
    }
    const after = await updateCollection(
      trx,
      website.id,
      id,
      {
        ...(update.title !== undefined ? { title: update.title } : {}),
        ...(move && at === null ? { publication_state: move.to } : {}),
      },
      now,
    );
    const visible = (c: Collection) => isPubliclyVisible(c.publication_state, c.published_at, now);
    visibilityChanged = after !== undefined && visible(before) !== visible(after);
    return after;
  });
  if (!changed) throw new HttpError(404, PAGE_NOT_FOUND);
  // The page, and which pages exist for visitors; the navigation (every page's chrome) if it followed
  // the title, or if a move shows or hides the page's links (the chrome links visible pages only).
  await publishSiteChange(ctx, website.id, [
    Tags.collection(id),
    Tags.collections,
    ...(navigationFollowed || visibilityChanged ? [Tags.site] : []),
  ]);
  // Search reads publication at query time: only a new title or published content changes the document.
  if (titleChanged || publishedLayout) await reindexCollection(ctx.db, website.id, id);
  return (await summarizer(ctx, website))(changed);
}
