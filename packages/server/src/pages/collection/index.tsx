// Main content (1): a collection's list at /{urlId}: a blog's posts, a gallery's grid, a shop's
// products. Its route is the address of every collection: a page collection found there hands over
// to the page type (2); the home page and /pages/{id} reach collections through showCollection too.
// A blog's tag and category pages (pages/blog-terms/) are its list of the posts carrying one; so is
// its address with a filter query (`/journal?tag=glazes`, filter.ts), whose canonical address is the
// tag's page.
import { isValidUrlId, PageType } from '@tessera/core';
import {
  CommentCountScript,
  carouselIsland,
  commentCountThirdParties,
  EntryList,
  GalleryCollection,
  type GalleryCollectionImage,
  type GalleryCollectionSettings,
  galleryMotionIsland,
  type ImageRef,
  type ListEntry,
  lightboxIsland,
  PageHeading,
  Picture,
  quickViewIsland,
} from '@tessera/site';
import { listPostsByAuthor, listPostsWithTerm } from '../../blog/index.ts';
import { postCommentLinks } from '../../comments/on-post.ts';
import { loadProducts } from '../../commerce/catalogue/service.ts';
import { findCollectionByUrlId, listItems, loadImages } from '../../content/index.ts';
import type { Collection, Item } from '../../db/schema.ts';
import { shownPicture } from '../../gallery/picture-data.ts';
import { readGallerySettings } from '../../gallery/settings.ts';
import { Tags } from '../../shared/cache-tags.ts';
import { blogTermPath, collectionPath, itemPath } from '../../shared/page-paths.ts';
import { canSeeCollection, canSeeItem, isUnlocked } from '../access.ts';
import type { PageContext, SiteRecord } from '../context.ts';
import { definePageType, route } from '../define.ts';
import { formatDate, type ProductSummary, productSummary } from '../format.ts';
import { locked, notFound, type Outcome, show, withTags } from '../outcome.ts';
import { showPage } from '../page/index.tsx';
import { showsCollection } from '../shows-collection.ts';
import { type FilterKind, filterQueryKey, type ListFilter, listFilterOf } from './filter.ts';

export interface ProductCard extends Pick<ProductSummary, 'title' | 'priceLabel' | 'typeLabel' | 'soldOut'> {
  /** The product's item id: its quick view is counted by it (RecordQuickView/{id}) */
  id: string;
  href: string;
  image: ImageRef | null;
}

export type CollectionView =
  | {
      kind: 'blog';
      posts: ListEntry[];
      /** The comment provider's shortname when the posts link to its threads: its count script loads */
      countProvider: string | null;
    }
  | { kind: 'gallery'; images: GalleryCollectionImage[]; settings: GalleryCollectionSettings }
  | { kind: 'products'; products: ProductCard[] };

export interface CollectionData {
  collection: Collection;
  view: CollectionView;
  filter?: ListFilter | undefined;
}

const FILTER_WORDS: Record<FilterKind, string> = {
  tag: 'Posts tagged',
  category: 'Posts in',
  author: 'Posts by',
};

/**
 * A filtered list's one address: a tag's or category's own page; an author's list, which has no page
 * of its own, at the blog's address with the author query.
 */
function filterPath(
  collection: Collection,
  { kind, name }: ListFilter,
  settings: SiteRecord['settings'],
): string {
  return kind === 'author'
    ? `${collectionPath(collection, settings)}?author=${encodeURIComponent(name)}`
    : blogTermPath(collection, kind, name);
}

export const collectionPage = definePageType<CollectionData>({
  name: 'collection',
  pageType: PageType.mainContent,
  route: route({
    path: '/:urlId',
    params: { urlId: isValidUrlId },
    load: async ({ urlId }, ctx) => {
      const collection = await findCollectionByUrlId(ctx.db, ctx.site.website.id, urlId);
      const filter = listFilterOf(ctx.request.query);
      // A filter narrows a blog; other collections have no tags or authors and show their whole list.
      return filter && collection?.type === 'blog'
        ? showBlogTerm(ctx, collection, filter.kind, filter.name)
        : showCollection(ctx, collection);
    },
  }),
  ...showsCollection<CollectionData>(),
  // A filtered list is cached per filter, apart from the other pages (filter.ts). A collection that
  // ignored the filter (not a blog) is not kept under it: made-up filters must not fill the cache.
  queryKey: (query, data) => (data && !data.filter ? undefined : filterQueryKey(query)),
  head: (data, site) =>
    data.filter
      ? {
          title: `${FILTER_WORDS[data.filter.kind]} ${data.filter.name} — ${data.collection.title}`,
          description: data.collection.description,
          canonicalPath: filterPath(data.collection, data.filter, site.settings),
        }
      : showsCollection<CollectionData>().head(data, site),
  bodyClass: ({ view }) => `page-${view.kind}`,
  thirdParties: ({ view }) => (view.kind === 'blog' ? commentCountThirdParties(view.countProvider) : null),
  // A shop's quick view; a gallery's designs (the lightbox, the slideshow's motion, the carousel).
  islands: [quickViewIsland, lightboxIsland, galleryMotionIsland, carouselIsland],
  render: ({ collection, view, filter }) => (
    <>
      <PageHeading
        title={collection.title}
        description={filter ? `${FILTER_WORDS[filter.kind]} ${filter.name}` : collection.description}
      />
      <CollectionList view={view} title={collection.title} />
    </>
  ),
});

function CollectionList({ view, title }: { view: CollectionView; title: string }) {
  switch (view.kind) {
    case 'blog':
      return (
        <>
          <EntryList entries={view.posts} />
          {view.countProvider && <CommentCountScript shortname={view.countProvider} />}
        </>
      );
    case 'gallery':
      return <GalleryCollection images={view.images} settings={view.settings} label={title} />;
    case 'products':
      return (
        <ul className="product-grid">
          {view.products.map((product) => (
            <li key={product.href} className="product-card">
              <a href={product.href}>
                {product.image && <Picture image={product.image} />}
                <span className="product-title">{product.title}</span>
              </a>
              <span className="product-price">{product.priceLabel}</span>
              <span className="product-type">{product.typeLabel}</span>
              {product.soldOut && <span className="product-sold-out">Sold out</span>}
              {/* Shown by its island: without JavaScript the card's link is the way in */}
              <button
                type="button"
                className="button product-quick-view"
                data-island="quick-view"
                data-href={product.href}
                data-id={product.id}
                data-title={product.title}
                aria-haspopup="dialog"
                aria-label={`Quick view: ${product.title}`}
                hidden
              >
                Quick view
              </button>
            </li>
          ))}
        </ul>
      );
  }
}

/**
 * What a collection's address shows: not found when there is none or the visitor may not see it,
 * its lock screen while it is locked, a page collection as a page, any other as its list.
 */
export async function showCollection(ctx: PageContext, collection: Collection | undefined): Promise<Outcome> {
  if (!canSeeCollection(ctx, collection)) return notFound();
  if (!isUnlocked(ctx.viewer, collection.id, collection.password_hash)) {
    return locked({ scope: 'page', collection });
  }
  if (collection.type === 'page') return showPage(ctx, collection);
  return show(collectionPage, { collection, view: await loadView(ctx, collection) });
}

/**
 * A blog's tag, category or author list: its posts carrying the name (any case) that this visitor may
 * see; not found when none carries it, so made-up names are not pages (nor cached ones).
 */
export async function showBlogTerm(
  ctx: PageContext,
  collection: Collection | undefined,
  kind: FilterKind,
  name: string,
): Promise<Outcome> {
  if (!canSeeCollection(ctx, collection) || collection.type !== 'blog') return notFound();
  if (!isUnlocked(ctx.viewer, collection.id, collection.password_hash)) {
    return locked({ scope: 'page', collection });
  }
  const websiteId = ctx.site.website.id;
  const found =
    kind === 'author'
      ? await listPostsByAuthor(ctx.db, websiteId, collection.id, name)
      : await listPostsWithTerm(ctx.db, websiteId, collection.id, kind, name);
  const posts = found.posts.filter((item) => canSeeItem(ctx, item));
  // Whether it exists depends on the blog's posts.
  if (posts.length === 0) return withTags(notFound(), Tags.collection(collection.id));
  return show(collectionPage, {
    collection,
    view: await loadView(ctx, collection, posts),
    filter: { kind, name: found.name },
  });
}

async function loadView(ctx: PageContext, collection: Collection, only?: Item[]): Promise<CollectionView> {
  const { db, site } = ctx;
  const items =
    only ?? (await listItems(db, site.website.id, collection.id)).filter((item) => canSeeItem(ctx, item));
  const images = await loadImages(
    db,
    site.website.id,
    items.map((i) => i.asset_id),
  );
  const imageOf = (item: Item): ImageRef | null =>
    item.asset_id ? (images.get(item.asset_id) ?? null) : null;
  const href = (item: Item) => itemPath(collection, item);
  switch (collection.type) {
    case 'gallery':
      return {
        kind: 'gallery',
        images: items.flatMap((item) => {
          const image = imageOf(item);
          const { alt, focalPoint } = shownPicture(item.data, image?.alt ?? '');
          return image
            ? [{ ...image, alt, focalPoint, id: item.id, title: item.title, href: href(item) }]
            : [];
        }),
        settings: readGallerySettings(collection.settings),
      };
    case 'products': {
      const products = await loadProducts(
        db,
        site.website.id,
        items.map((item) => item.id),
      );
      return {
        kind: 'products',
        products: items.map((item) => {
          const { title, priceLabel, typeLabel, soldOut } = productSummary(
            item,
            products.get(item.id),
            site.website,
          );
          return {
            id: item.id,
            title,
            priceLabel,
            typeLabel,
            soldOut,
            href: href(item),
            image: imageOf(item),
          };
        }),
      };
    }
    default: {
      const comments = await postCommentLinks(ctx, collection, items);
      return {
        kind: 'blog',
        countProvider: comments.countProvider,
        posts: items.map((item) => ({
          title: item.title,
          href: href(item),
          excerpt: item.excerpt,
          meta: formatDate(item.published_at, site.website),
          image: imageOf(item),
          comments: comments.links.get(item.id),
        })),
      };
    }
  }
}
