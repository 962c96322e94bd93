// Content item (50): one item of a collection at /{collection}/{item}: a blog post, a gallery
// image, a product.
import { isValidUrlId, PageType } from '@tessera/core';
import { BackLink, type ImageRef, Picture, type Section, Sections } from '@tessera/site';
import { findCollectionByUrlId, findItem, loadImages } from '../../content/repository.ts';
import { readSectionsForPage } from '../../content/service.ts';
import type { Collection, Item } from '../../db/schema.ts';
import { canSeeCollection, canSeeItem, isUnlocked, layoutViewOf } from '../access.ts';
import type { PageContext } from '../context.ts';
import { definePageType, route, Tags } from '../define.ts';
import { formatDate, type ProductSummary, productSummary } from '../format.ts';
import { locked, notFound, type Outcome, show, withTags } from '../outcome.ts';
import { collectionPath, itemPath } from '../paths.ts';

export type ItemView =
  | { kind: 'post'; meta: string; image: ImageRef | null; sections: Section[] }
  | { kind: 'gallery-image'; image: ImageRef }
  | ({ kind: 'product'; image: ImageRef | null } & ProductSummary);

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
          <p className="entry-meta">{view.meta}</p>
          {view.image && (
            <figure className="post-image">
              <Picture image={view.image} />
            </figure>
          )}
          <Sections sections={view.sections} />
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
            {view.image && <Picture image={view.image} />}
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
              <p>{view.description}</p>
              <p className="form-notice">Checkout opens soon.</p>
            </div>
          </div>
        </article>
      );
  }
}

async function loadItem(ctx: PageContext, collectionUrlId: string, itemUrlId: string): Promise<Outcome> {
  const { db, site } = ctx;
  const collection = await findCollectionByUrlId(db, site.website.id, collectionUrlId);
  if (!canSeeCollection(ctx, collection) || collection.type === 'page') return notFound();
  const item = await findItem(db, site.website.id, collection.id, itemUrlId);
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

async function loadView(ctx: PageContext, collection: Collection, item: Item): Promise<ItemView> {
  const { db, site } = ctx;
  const [images, sections] = await Promise.all([
    loadImages(db, site.website.id, [item.asset_id]),
    collection.type === 'products'
      ? []
      : readSectionsForPage(db, site.website, item.layout_id, layoutViewOf(ctx)),
  ]);
  const image = item.asset_id ? (images.get(item.asset_id) ?? null) : null;
  if (collection.type === 'products') {
    return { kind: 'product', image, ...productSummary(item, site.website) };
  }
  if (collection.type === 'gallery' && image) return { kind: 'gallery-image', image };
  return { kind: 'post', meta: formatDate(item.published_at, site.website), image, sections };
}
