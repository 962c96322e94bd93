// Content item (50): one item of a collection at /{collection}/{item}: a blog post, a gallery
// image, a product. A blog post lives where its blog's post URL format puts it
// (/journal/2026/3/9/chasing-plum: the `postAtPath` address), with links to its tags' and
// categories' pages.

import { isValidUrlId, matchBlogPostSubpath, PageType } from '@tessera/core';
import {
  BackLink,
  type CommentsView,
  commentFormIsland,
  commentProviderIsland,
  commentsThirdParties,
  type ImageRef,
  Picture,
  PostComments,
  ProductForm,
  type ProductPurchase,
  productIsland,
  type Section,
  Sections,
} from '@tessera/site';
import { loadTerms } from '../../blog/index.ts';
import { postAuthor } from '../../blog/post-data.ts';
import { postComments } from '../../comments/on-post.ts';
import { productJsonLd, purchaseOf } from '../../commerce/catalogue/purchase.ts';
import { loadProducts } from '../../commerce/catalogue/service.ts';
import { findCollectionByUrlId, findItem, loadImages } from '../../content/index.ts';
import { sanitizeRichText } from '../../content/rich-text.ts';
import { readSectionsForPage } from '../../content/service.ts';
import { parseJsonColumn } from '../../db/json.ts';
import type { Collection, Item } from '../../db/schema.ts';
import { shownPicture } from '../../gallery/picture-data.ts';
import { readBlogSettings } from '../../shared/blog-settings.ts';
import { Tags } from '../../shared/cache-tags.ts';
import { blogTermPath, collectionPath, itemPath } from '../../shared/page-paths.ts';
import { canSeeCollection, canSeeItem, isUnlocked, layoutViewOf } from '../access.ts';
import type { PageContext } from '../context.ts';
import { defineAddress, definePageType, route } from '../define.ts';
import { formatDate, type ProductSummary, productSummary } from '../format.ts';
import { locked, notFound, type Outcome, show, withTags } from '../outcome.ts';

export interface TermLink {
  name: string;
  href: string;
}

export type ItemView =
  | {
      kind: 'post';
      meta: string;
      author: string;
      tags: TermLink[];
      categories: TermLink[];
      image: ImageRef | null;
      sections: Section[];
      /** Ours or the provider's thread, when the site takes comments */
      comments: CommentsView | null;
    }
  | { kind: 'gallery-image'; image: ImageRef }
  | ({
      kind: 'product';
      image: ImageRef | null;
      /** The product's further pictures, after `image`, in the owner's order */
      moreImages: ImageRef[];
      purchase: ProductPurchase | null;
      jsonLd: string;
      /** The product's rich description, sanitised */
      descriptionHtml: string;
    } & ProductSummary);

export interface ItemData {
  collection: Collection;
  /** Where the collection lives (the site root for the home collection) */
  collectionHref: string;
  item: Item;
  view: ItemView;
}

export const itemPage = definePageType<ItemData>({
  name: 'item',
  pageType: PageType.contentItem,
  route: route({
    path: '/:collection/:item',
    params: { collection: isValidUrlId, item: isValidUrlId },
    load: (params, ctx) => loadItem(ctx, params.collection, params.item),
  }),
  cacheable: true,
  tags: ({ collection, item }) => [Tags.collection(collection.id), Tags.item(item.id)],
  head: ({ collection, item }) => ({
    title: item.title,
    description: item.excerpt,
    canonicalPath: itemPath(collection, item),
  }),
  subject: ({ collection, item }) => ({ collection, item }),
  bodyClass: ({ view }) => `page-${view.kind}`,
  sections: ({ view }) => (view.kind === 'post' ? view.sections : []),
  thirdParties: ({ view }) => (view.kind === 'post' ? commentsThirdParties(view.comments) : null),
  islands: [commentFormIsland, commentProviderIsland, productIsland],
  render: (data) => <ItemBody {...data} />,
});

function ItemBody({ collection, collectionHref, item, view }: ItemData) {
  const back = <BackLink href={collectionHref} label={collection.title} />;
  switch (view.kind) {
    case 'post':
      return (
        <article>
          {back}
          <h1 className="page-title">{item.title}</h1>
          <p className="entry-meta">
            {view.meta}
            {view.author && ` · ${view.author}`}
          </p>
          {view.image && (
            <figure className="post-image">
              <Picture image={view.image} />
            </figure>
          )}
          <Sections sections={view.sections} />
          <TermLinks label="Categories" links={view.categories} />
          <TermLinks label="Tags" links={view.tags} />
          {view.comments && <PostComments view={view.comments} />}
        </article>
      );
    case 'gallery-image':
      return (
        <figure className="gallery-single">
          {back}
          <Picture image={view.image} />
          <figcaption>
            <strong>{item.title}</strong> {item.excerpt}
          </figcaption>
        </figure>
      );
    case 'product':
      return (
        <article className="product-detail">
          {back}
          <div className="product-detail-grid">
            <div className="product-images">
              {view.image && <Picture image={view.image} />}
              {view.moreImages.length > 0 && (
                <ul className="product-more-images" aria-label={`More pictures of ${view.title}`}>
                  {view.moreImages.map((image) => (
                    <li key={image.src}>
                      <Picture image={image} />
                    </li>
                  ))}
                </ul>
              )}
            </div>
            <div>
              <h1 className="page-title">{view.title}</h1>
              <p className="product-price">{view.priceLabel}</p>
              <p className="product-type">{view.typeLabel}</p>
              {view.soldOut && <p className="product-sold-out">Sold out</p>}
              {view.options.map((option) => (
                <p key={option.name} className="product-option">
                  <strong>{option.name}:</strong> {option.values.join(', ')}
                </p>
              ))}
              <div
                className="product-description"
                // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised rich text (content/rich-text.ts), as the text block's
                dangerouslySetInnerHTML={{ __html: view.descriptionHtml }}
              />
              {view.purchase ? (
                <ProductForm purchase={view.purchase} title={view.title} />
              ) : (
                <p className="form-notice">Gift cards can be bought here soon.</p>
              )}
              <script
                type="application/ld+json"
                // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with every < escaped, a data block the browser never runs
                dangerouslySetInnerHTML={{ __html: view.jsonLd }}
              />
            </div>
          </div>
        </article>
      );
  }
}

// Two or more segments of lower-case letters, digits and hyphens: what a post URL format can make.
const POST_SUBPATH = /^[a-z0-9-]+(?:\/[a-z0-9-]+)+$/;

/** A blog post at the path its blog's post URL format gives it, when that is more than one segment. */
export const postAtPath = defineAddress({
  name: 'post-at-path',
  route: route({
    path: '/:collection/*path',
    params: { collection: isValidUrlId, path: (path) => path.length <= 300 && POST_SUBPATH.test(path) },
    load: (params, ctx) => loadItem(ctx, params.collection, params.path),
  }),
});

function TermLinks({ label, links }: { label: string; links: TermLink[] }) {
  if (links.length === 0) return null;
  return (
    <p className="entry-terms">
      {label}:{' '}
      {links.map((link, index) => (
        <span key={link.href}>
          {index > 0 && ', '}
          <a href={link.href}>{link.name}</a>
        </span>
      ))}
    </p>
  );
}

/**
 * The item at `subpath` under the collection: one segment, its URL; for a blog, the path its post
 * URL format gives the post (format, date and URL must all agree), so each post has one address.
 */
async function findItemAt(ctx: PageContext, collection: Collection, subpath: string) {
  const websiteId = ctx.site.website.id;
  if (collection.type !== 'blog') {
    return isValidUrlId(subpath) ? findItem(ctx.db, websiteId, collection.id, subpath) : undefined;
  }
  const match = matchBlogPostSubpath(readBlogSettings(collection.settings).postUrlTemplate, subpath);
  const post = match && (await findItem(ctx.db, websiteId, collection.id, match.urlId));
  return post && itemPath(collection, post) === `/${collection.url_id}/${subpath}` ? post : undefined;
}

async function loadItem(ctx: PageContext, collectionUrlId: string, subpath: string): Promise<Outcome> {
  const { db, site } = ctx;
  const collection = await findCollectionByUrlId(db, site.website.id, collectionUrlId);
  if (!canSeeCollection(ctx, collection) || collection.type === 'page') return notFound();
  const item = await findItemAt(ctx, collection, subpath);
  // Whether the item exists depends on the collection's content.
  if (!canSeeItem(ctx, item)) return withTags(notFound(), Tags.collection(collection.id));
  if (!isUnlocked(ctx.viewer, collection.id, collection.password_hash)) {
    return locked({ scope: 'page', collection });
  }
  return show(itemPage, {
    collection,
    collectionHref: collectionPath(collection, ctx.site.settings),
    item,
    view: await loadView(ctx, collection, item),
  });
}

/** A product's pictures in the owner's order (its item's data; the first is the item's own image). */
function productImageIds(item: Item): (string | null)[] {
  const images = parseJsonColumn<{ images?: unknown }>(item.data, {}).images;
  const ids = Array.isArray(images) ? images.filter((id): id is string => typeof id === 'string') : [];
  return ids.length > 0 ? ids : [item.asset_id];
}

async function loadView(ctx: PageContext, collection: Collection, item: Item): Promise<ItemView> {
  const { db, site } = ctx;
  const imageIds = collection.type === 'products' ? productImageIds(item) : [item.asset_id];
  const [images, sections, terms] = await Promise.all([
    loadImages(db, site.website.id, imageIds),
    collection.type === 'products'
      ? []
      : readSectionsForPage(db, site.website, item.layout_id, layoutViewOf(ctx)),
    collection.type === 'blog' ? loadTerms(db, site.website.id, [item.id]) : undefined,
  ]);
  const image = item.asset_id ? (images.get(item.asset_id) ?? null) : null;
  if (collection.type === 'products') {
    const product = (await loadProducts(db, site.website.id, [item.id])).get(item.id);
    const currency = site.website.currency;
    const url = `${ctx.request.baseUrl}${itemPath(collection, item)}`;
    const summary = productSummary(item, product, site.website);
    return {
      kind: 'product',
      image,
      moreImages: imageIds.slice(1).flatMap((id) => (id && images.get(id)) || []),
      purchase: product ? purchaseOf(product, currency) : null,
      jsonLd: product
        ? JSON.stringify(productJsonLd(product, item, url, currency)).replaceAll('<', '\\u003c')
        : '{}',
      ...summary,
      descriptionHtml: sanitizeRichText(summary.description),
    };
  }
  if (collection.type === 'gallery' && image)
    return { kind: 'gallery-image', image: { ...image, alt: shownPicture(item.data, image.alt).alt } };
  const { tags = [], categories = [] } = terms?.get(item.id) ?? {};
  const links = (kind: 'tag' | 'category', names: string[]) =>
    names.map((name) => ({ name, href: blogTermPath(collection, kind, name) }));
  return {
    kind: 'post',
    meta: formatDate(item.published_at, site.website),
    author: postAuthor(item),
    tags: links('tag', tags),
    categories: links('category', categories),
    image,
    sections,
    comments: await postComments(ctx, collection, item),
  };
}
