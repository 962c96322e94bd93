// A blog's tag and category pages, /{blog}/tag/{tag} and /{blog}/category/{category}: the blog's
// list (main content, 1) narrowed to the posts carrying that name. Each post links to them.
import { isValidUrlId, MAX_CATEGORY_LENGTH, MAX_TAG_LENGTH } from '@tessera/core';
import { findCollectionByUrlId } from '../../content/index.ts';
import { showBlogTerm } from '../collection/index.tsx';
import { defineAddress, route } from '../define.ts';

const fits = (max: number) => (name: string) => name.trim() !== '' && [...name].length <= max;

export const blogTagPage = defineAddress({
  name: 'blog-tag',
  route: route({
    path: '/:collection/tag/:tag',
    params: { collection: isValidUrlId, tag: fits(MAX_TAG_LENGTH) },
    load: async ({ collection, tag }, ctx) =>
      showBlogTerm(ctx, await findCollectionByUrlId(ctx.db, ctx.site.website.id, collection), 'tag', tag),
  }),
});

export const blogCategoryPage = defineAddress({
  name: 'blog-category',
  route: route({
    path: '/:collection/category/:category',
    params: { collection: isValidUrlId, category: fits(MAX_CATEGORY_LENGTH) },
    load: async ({ collection, category }, ctx) =>
      showBlogTerm(
        ctx,
        await findCollectionByUrlId(ctx.db, ctx.site.website.id, collection),
        'category',
        category,
      ),
  }),
});
