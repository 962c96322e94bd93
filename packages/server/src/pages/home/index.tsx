// The home page at '/': the collection the settings name, else the site's first. Not a page type of
// its own: it hands over to whatever shows that collection (page 2, main content 1, splash 3…).
import { findCollectionById, findFirstCollection } from '../../content/index.ts';
import { Tags } from '../../shared/cache-tags.ts';
import { showCollection } from '../collection/index.tsx';
import type { PageContext } from '../context.ts';
import { defineAddress, route } from '../define.ts';
import { withTags } from '../outcome.ts';

async function findHome({ db, site }: PageContext) {
  const { homeCollectionId } = site.settings;
  const named = homeCollectionId
    ? await findCollectionById(db, site.website.id, homeCollectionId)
    : undefined;
  return named ?? findFirstCollection(db, site.website.id);
}

export const home = defineAddress({
  name: 'home',
  route: route({
    path: '/',
    params: {},
    // Which collection is home depends on the settings (`site`) and, without one named, on the set.
    load: async (_params, ctx) => withTags(await showCollection(ctx, await findHome(ctx)), Tags.collections),
  }),
});
