// /pages/{24-character id} (spec: the collection panel path): a collection by its id, whatever its
// url id. Not a page type of its own: it hands over to whatever shows that collection.
import { findCollectionById } from '../../content/index.ts';
import { ID_PATTERN } from '../../db/ids.ts';
import { showCollection } from '../collection/index.tsx';
import { defineAddress, route } from '../define.ts';

export const pageById = defineAddress({
  name: 'page-by-id',
  route: route({
    path: '/pages/:id',
    params: { id: (value) => ID_PATTERN.test(value) },
    load: async ({ id }, ctx) =>
      showCollection(ctx, await findCollectionById(ctx.db, ctx.site.website.id, id)),
  }),
});
