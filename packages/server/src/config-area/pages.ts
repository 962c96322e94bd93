// The config area's pages API: list pages, read one with its layout, change its title and
// publication, change a block. Every write is live at once: it bumps the site's version.
import { ItemPublicationState, publicationStateLabel } from '@tessera/core';
import { BLOCK_ID_PATTERN, type CollectionType, type PageSummary, validateBlock } from '@tessera/site';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { publishSiteChange } from '../content/publish.ts';
import { findCollectionById, listCollections, loadLayout, loadNavigation } from '../content/repository.ts';
import type { Db } from '../db/database.ts';
import { ID_PATTERN } from '../db/ids.ts';
import type { Collection, Website } from '../db/schema.ts';
import type { AppContext } from '../http/context.ts';
import { badRequest, HttpError } from '../http/errors.ts';
import { parseInput } from '../http/input.ts';
import { reindexCollection, reindexLayout } from '../search/service.ts';
import { readWebsiteSettings } from '../websites/settings.ts';
import { requireEditor } from './access.ts';

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

function homeIdOf(website: Website): string | null {
  return readWebsiteSettings(website.settings).homeCollectionId;
}

async function navigationAreas(db: Db, websiteId: string): Promise<Map<string, string>> {
  const areas = new Map<string, string>();
  for (const entry of await loadNavigation(db, websiteId)) {
    if (entry.collectionId && !areas.has(entry.collectionId)) areas.set(entry.collectionId, entry.area);
  }
  return areas;
}

const idParams = z.object({ id: z.string().regex(ID_PATTERN, 'Not a page id.') });

const pageUpdate = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, 'Please enter a title.')
      .max(200, 'Titles are at most 200 characters.')
      .optional(),
    publicationState: z
      .union([z.literal(ItemPublicationState.published), z.literal(ItemPublicationState.draft)], {
        error: 'Choose Available or Hidden.',
      })
      .optional(),
  })
  .strict();

const blockParams = z.object({
  layoutId: z.string().regex(ID_PATTERN, 'Not a layout id.'),
  blockId: z.string().regex(BLOCK_ID_PATTERN, 'Not a block id.'),
});

const blockUpdate = z.object({
  data: z.record(z.string(), z.unknown(), { error: 'data must be an object.' }),
});

export function registerConfigPageRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/config/pages', async (request) => {
    const { website } = await requireEditor(ctx, request);
    const [collections, navigation] = await Promise.all([
      listCollections(ctx.db, website.id),
      navigationAreas(ctx.db, website.id),
    ]);
    return { pages: collections.map((c) => summarize(c, navigation, homeIdOf(website))) };
  });

  app.get('/api/config/pages/:id', async (request) => {
    const { website } = await requireEditor(ctx, request);
    const { id } = parseInput(idParams, request.params);
    const collection = await findCollectionById(ctx.db, website.id, id);
    if (!collection) throw new HttpError(404, 'This page does not exist.');
    const blocks = await loadLayout(ctx.db, website.id, collection.layout_id);
    return {
      page: summarize(collection, await navigationAreas(ctx.db, website.id), homeIdOf(website)),
      layout: collection.layout_id ? { id: collection.layout_id, blocks } : null,
    };
  });

  app.put('/api/config/pages/:id', async (request) => {
    const { website } = await requireEditor(ctx, request);
    const { id } = parseInput(idParams, request.params);
    const update = parseInput(pageUpdate, request.body ?? {});
    const collection = await findCollectionById(ctx.db, website.id, id);
    if (!collection) throw new HttpError(404, 'This page does not exist.');
    await ctx.db
      .updateTable('collections')
      .set({
        ...(update.title !== undefined ? { title: update.title } : {}),
        ...(update.publicationState !== undefined ? { publication_state: update.publicationState } : {}),
        updated_at: Date.now(),
      })
      .where('website_id', '=', website.id)
      .where('id', '=', id)
      .execute();
    await reindexCollection(ctx.db, website.id, id);
    await publishSiteChange(ctx, website.id);
    const updated = await findCollectionById(ctx.db, website.id, id);
    return {
      page: summarize(updated ?? collection, await navigationAreas(ctx.db, website.id), homeIdOf(website)),
    };
  });

  app.put('/api/config/layouts/:layoutId/blocks/:blockId', async (request) => {
    const { website } = await requireEditor(ctx, request);
    const { layoutId, blockId } = parseInput(blockParams, request.params);
    const { data } = parseInput(blockUpdate, request.body ?? {});
    const block = await ctx.db.transaction().execute(async (trx) => {
      const blocks = await loadLayout(trx, website.id, layoutId, { forUpdate: true });
      const index = blocks.findIndex((b) => b.id === blockId);
      const existing = blocks[index];
      if (!existing) throw new HttpError(404, 'This block does not exist.');
      const result = validateBlock({ id: blockId, type: existing.type, data });
      if (!result.ok) {
        throw badRequest(
          Object.fromEntries(Object.entries(result.errors).map(([k, v]) => [k.replace(/^data\./, ''), v])),
        );
      }
      blocks[index] = result.block;
      await trx
        .updateTable('layouts')
        .set({ blocks: JSON.stringify(blocks), updated_at: Date.now() })
        .where('website_id', '=', website.id)
        .where('id', '=', layoutId)
        .execute();
      return result.block;
    });
    await reindexLayout(ctx.db, website.id, layoutId);
    await publishSiteChange(ctx, website.id);
    return { block };
  });
}
