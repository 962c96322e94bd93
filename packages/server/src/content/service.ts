// The config area's operations on a site's pages: list them, read one with its layout, change its
// title and publication, change a block. Every change is live at once: publishSiteChange.
import { type ItemPublicationState, publicationStateLabel } from '@tessera/core';
import {
  type Block,
  type CollectionType,
  type PageDetail,
  type PageSummary,
  validateBlock,
} from '@tessera/site';
import type { Collection, Website } from '../db/schema.ts';
import type { AppContext } from '../http/context.ts';
import { badRequest, HttpError } from '../http/errors.ts';
import { reindexCollection, reindexLayout } from '../search/service.ts';
import { readWebsiteSettings } from '../websites/settings.ts';
import { publishSiteChange } from './publish.ts';
import {
  findCollectionById,
  listCollections,
  loadLayout,
  loadNavigation,
  saveLayoutBlocks,
  updateCollection,
} from './repository.ts';

export const PAGE_NOT_FOUND = 'This page does not exist.';
export const BLOCK_NOT_FOUND = 'This block does not exist.';

export interface PageUpdate {
  title?: string | undefined;
  publicationState?: typeof ItemPublicationState.published | typeof ItemPublicationState.draft | undefined;
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
    fullUrl: collection.id === homeId ? '/' : `/${collection.url_id}`,
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
  const blocks = await loadLayout(ctx.db, website.id, collection.layout_id);
  return {
    page: (await summarizer(ctx, website))(collection),
    layout: collection.layout_id ? { id: collection.layout_id, blocks } : null,
  };
}

export async function updatePage(
  ctx: AppContext,
  website: Website,
  id: string,
  update: PageUpdate,
): Promise<PageSummary> {
  const changed = await updateCollection(ctx.db, website.id, id, {
    ...(update.title !== undefined ? { title: update.title } : {}),
    ...(update.publicationState !== undefined ? { publication_state: update.publicationState } : {}),
  });
  if (!changed) throw new HttpError(404, PAGE_NOT_FOUND);
  await reindexCollection(ctx.db, website.id, id);
  await publishSiteChange(ctx, website.id);
  return (await summarizer(ctx, website))(changed);
}

/** Changes one block's data, checked by its type's schema; the layout row is locked while it changes. */
export async function updateBlock(
  ctx: AppContext,
  website: Website,
  layoutId: string,
  blockId: string,
  data: Record<string, unknown>,
): Promise<Block> {
  const block = await saveLayoutBlocks(ctx.db, website.id, layoutId, (blocks) => {
    const index = blocks.findIndex((b) => b.id === blockId);
    const existing = blocks[index];
    if (!existing) throw new HttpError(404, BLOCK_NOT_FOUND);
    const result = validateBlock({ id: blockId, type: existing.type, data });
    if (!result.ok) {
      throw badRequest(
        Object.fromEntries(Object.entries(result.errors).map(([k, v]) => [k.replace(/^data\./, ''), v])),
      );
    }
    blocks[index] = result.block;
    return { blocks, result: result.block };
  });
  await reindexLayout(ctx.db, website.id, layoutId);
  await publishSiteChange(ctx, website.id);
  return block;
}
