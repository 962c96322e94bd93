// Page (2): a page collection's sections of blocks, at /{urlId}, /pages/{id} or as the home page. Reached as the
// outcome of a collection address (collection/index.tsx). A page marked as the splash page hands
// over to the splash page type (3).
import { PageType } from '@tessera/core';
import { type Section, Sections } from '@tessera/site';
import { readSectionsForPage } from '../../content/service.ts';
import { parseJsonColumn } from '../../db/json.ts';
import type { Collection } from '../../db/schema.ts';
import { showSplitVariants } from '../../experiments/service.ts';
import { layoutViewOf } from '../access.ts';
import type { PageContext } from '../context.ts';
import { definePageType } from '../define.ts';
import { type Outcome, show } from '../outcome.ts';
import { showsCollection } from '../shows-collection.ts';
import { splashPage } from '../splash/index.tsx';

export interface PageData {
  collection: Collection;
  sections: Section[];
}

export const page = definePageType<PageData>({
  name: 'page',
  pageType: PageType.page,
  ...showsCollection<PageData>(),
  bodyClass: () => 'page-layout',
  sections: ({ sections }) => sections,
  render: ({ sections }) => <Sections sections={sections} />,
});

interface PageSettings {
  splash?: boolean;
  enterHref?: string;
}

/** A page collection the visitor may see: as a page, or as the splash page when its settings say so. */
export async function showPage(ctx: PageContext, collection: Collection): Promise<Outcome> {
  const sections = await showSplitVariants(
    ctx,
    await readSectionsForPage(ctx.db, ctx.site.website, collection.layout_id, layoutViewOf(ctx)),
  );
  const settings = parseJsonColumn<PageSettings>(collection.settings, {});
  if (settings.splash) {
    return show(splashPage, { collection, sections, enterHref: settings.enterHref ?? '/' });
  }
  return show(page, { collection, sections });
}
