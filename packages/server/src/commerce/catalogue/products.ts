// The owner's products: listed with drafts (variant count, price range, stock summary), read whole,
// created, saved whole from the version they were read at, and moved to the trash. A product is an
// item of a shop page (name, URL, visibility, images, tags and categories) with its product row and
// variants; one save writes them all in one transaction, or nothing. The published pages showing
// it are dropped from the cache after every write, so visitors see the change at once.
import {
  ContentItemType,
  ItemPublicationState,
  ProductType,
  pageStateLabel,
  SHOP_PAGE_FULL_MESSAGE,
  shopPageHasRoom,
} from '@tessera/core';
import type { z } from 'zod';
import { type ItemColumns, insertItemRow, replaceItemTerms, updateItemColumns } from '../../content/index.ts';
import { publishSiteChange } from '../../content/publish.ts';
import { sanitizeRichText } from '../../content/rich-text.ts';
import { type Db, isUniqueViolation } from '../../db/database.ts';
import { newId } from '../../db/ids.ts';
import type { Website } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { AppContext } from '../../http/context.ts';
import { badRequest, HttpError } from '../../http/errors.ts';
import { reindexItem } from '../../search/service.ts';
import { Tags } from '../../shared/cache-tags.ts';
import { itemPath } from '../../shared/page-paths.ts';
import { readStoreSettings } from '../store/settings.ts';
import {
  type CheckedProduct,
  checkProduct,
  excerptOf,
  fillSkus,
  fromMilli,
  toMilli,
} from './product-rules.ts';
import type {
  NewProductInput,
  ProductDetail,
  ProductImage,
  ProductInput,
  ProductList,
  ProductSave,
  productAssetsSchema,
} from './product-schemas.ts';
import {
  adjustStock,
  countShopProducts,
  deleteVariantRows,
  insertProductRow,
  insertVariantRow,
  itemUrlTaken,
  nextItemOrdering,
  rewriteVariantRow,
  selectAssetsById,
  selectLibraryAssets,
  selectOwnerProductItems,
  selectProductItem,
  selectProductRow,
  selectProductTerms,
  selectShopCollections,
  selectSkuKeys,
  selectVariantsOf,
  updateProductIfVersion,
  type VariantColumns,
} from './repository.ts';
import { catalogueVariant, loadProducts } from './service.ts';

export const PRODUCT_NOT_FOUND = 'This product does not exist.';
export const STALE_PRODUCT = 'This product was changed elsewhere. Reload to see the latest version.';
export const NO_SHOP = 'This site has no shop page yet. Add a Products page first, then its products.';
export const URL_TAKEN = 'Another product of this shop already has this URL.';
export const SKU_RACE = 'A SKU of this product was taken by another product just now. Save again.';
export const skuTakenMessage = (sku: string) => `The SKU ${sku} is already used by another product.`;

type ItemRow = NonNullable<Awaited<ReturnType<typeof selectProductItem>>>;

const shopOf = (row: ItemRow) => ({
  url_id: row.collection_url_id,
  type: row.collection_type,
  settings: row.collection_settings,
});

function imageIdsOf(row: Pick<ItemRow, 'asset_id' | 'data'>): string[] {
  try {
    const data = JSON.parse(row.data) as { images?: unknown };
    if (Array.isArray(data.images) && data.images.every((id) => typeof id === 'string')) return data.images;
  } catch {}
  return row.asset_id ? [row.asset_id] : [];
}

type AssetRow = Awaited<ReturnType<typeof selectAssetsById>>[number];

const imageOf = (a: AssetRow): ProductImage => ({
  id: a.id,
  src: `/s/${a.name}`,
  alt: a.alt,
  width: a.width ?? 1200,
  height: a.height ?? 800,
});

/** The site's products, drafts too, with what the list shows of each. */
export async function listProducts(ctx: AppContext, site: Website): Promise<ProductList> {
  const [items, shops, store] = await Promise.all([
    selectOwnerProductItems(ctx.db, site.id),
    selectShopCollections(ctx.db, site.id),
    readStoreSettings(ctx.db, site),
  ]);
  const [products, assets] = await Promise.all([
    loadProducts(
      ctx.db,
      site.id,
      items.map((i) => i.id),
    ),
    selectAssetsById(
      ctx.db,
      site.id,
      items.flatMap((i) => imageIdsOf(i).slice(0, 1)),
    ),
  ]);
  return {
    currency: site.currency,
    locale: site.locale,
    units: store.units,
    shops: shops.map((s) => ({ id: s.id, title: s.title })),
    products: items.flatMap((item) => {
      const product = products.get(item.id);
      if (!product) return [];
      const paid = product.variants.map((v) => (v.onSale ? v.salePriceCents : v.priceCents));
      const counted = product.variants.filter((v) => !v.unlimited);
      const first = assets.find((a) => a.id === imageIdsOf(item)[0]);
      return [
        {
          id: item.id,
          name: item.title,
          productType: product.productType,
          // The column holds only core's states: every write goes through a route's schema of them.
          publicationState: item.publication_state as ItemPublicationState,
          publicationLabel: pageStateLabel(item.publication_state),
          fullUrl: itemPath(shopOf(item), item),
          variantCount: product.variants.length,
          priceRange: { min: paid.length ? Math.min(...paid) : 0, max: paid.length ? Math.max(...paid) : 0 },
          stock: {
            total: counted.reduce((sum, v) => sum + v.qtyInStock, 0),
            unlimited: counted.length < product.variants.length,
            soldOutVariants: counted.filter((v) => v.qtyInStock <= 0).length,
          },
          image: first ? imageOf(first) : null,
        },
      ];
    }),
  };
}

/** The whole product, as the editor works on it. */
export async function readProduct(ctx: AppContext, site: Website, productId: string): Promise<ProductDetail> {
  const item = await selectProductItem(ctx.db, site.id, productId);
  const row = item && (await selectProductRow(ctx.db, site.id, productId));
  const product = row && (await loadProducts(ctx.db, site.id, [productId])).get(productId);
  if (!item || !row || !product) throw new HttpError(404, PRODUCT_NOT_FOUND);
  const imageIds = imageIdsOf(item);
  const [terms, assets] = await Promise.all([
    selectProductTerms(ctx.db, site.id, productId),
    selectAssetsById(ctx.db, site.id, [...imageIds, ...(row.digital_asset_id ? [row.digital_asset_id] : [])]),
  ]);
  const file = assets.find((a) => a.id === row.digital_asset_id);
  const variantRows = await selectVariantsOf(ctx.db, site.id, [productId]);
  return {
    id: productId,
    version: row.version,
    collectionId: item.collection_id,
    fullUrl: itemPath(shopOf(item), item),
    // The catalogue's types include paywall access, which the owner's routes never make.
    productType: product.productType as ProductDetail['productType'],
    name: item.title,
    description: product.description,
    urlId: item.url_id,
    imageIds: imageIds.filter((id) => assets.some((a) => a.id === id)),
    images: imageIds.flatMap((id) => assets.filter((a) => a.id === id).map(imageOf)),
    tags: terms.filter((t) => t.kind === 'tag').map((t) => t.name),
    categories: terms.filter((t) => t.kind === 'category').map((t) => t.name),
    publicationState: item.publication_state === ItemPublicationState.published ? 1 : 4,
    options: product.options,
    variants: variantRows.map((v) => {
      const variant = catalogueVariant(v);
      return {
        id: variant.id,
        sku: variant.sku,
        price: variant.priceCents,
        salePrice: variant.salePriceCents,
        onSale: variant.onSale,
        qtyInStock: variant.qtyInStock,
        unlimited: variant.unlimited,
        weight: fromMilli(v.weight_milli),
        length: fromMilli(v.length_milli),
        width: fromMilli(v.width_milli),
        height: fromMilli(v.height_milli),
        optionValues: variant.optionValues,
      };
    }),
    digitalAssetId: file ? file.id : null,
    digitalAsset: file ? { id: file.id, title: file.title } : null,
  };
}

/** The product checked, its images and file found in the site's library; a 400 naming each bad field. */
async function checked(ctx: AppContext, site: Website, input: ProductInput) {
  const result = checkProduct(input);
  const errors = result.ok ? {} : { ...result.errors };
  const wanted = [...input.imageIds, ...(input.digitalAssetId ? [input.digitalAssetId] : [])];
  const assets = await selectAssetsById(ctx.db, site.id, wanted);
  for (const [i, id] of input.imageIds.entries()) {
    const asset = assets.find((a) => a.id === id);
    if (!asset?.content_type.startsWith('image/'))
      errors[`imageIds.${i}`] = 'Choose one of the site’s images.';
  }
  if (input.digitalAssetId && !assets.some((a) => a.id === input.digitalAssetId))
    errors.digitalAssetId = 'Choose one of the site’s files.';
  if (!result.ok || Object.keys(errors).length > 0) throw badRequest(errors);
  return result.product;
}

function itemColumns(
  input: ProductInput,
  product: CheckedProduct,
  description: string,
  before: { publication_state: number; published_at: number | null } | null,
  now: number,
): ItemColumns {
  const toPublished = input.publicationState === ItemPublicationState.published;
  return {
    title: product.name,
    url_id: product.urlId,
    excerpt: excerptOf(description),
    asset_id: input.imageIds[0] ?? null,
    data: JSON.stringify({ images: input.imageIds }),
    publication_state: input.publicationState,
    // A product keeps the date it was first made Available (its place in date-ordered lists).
    published_at: toPublished ? (before?.published_at ?? now) : (before?.published_at ?? null),
    deleted_at: null,
  };
}

const variantColumns = (v: CheckedProduct['variants'][number]): VariantColumns => ({
  position: v.position,
  sku: v.sku,
  sku_key: v.sku.toUpperCase(),
  price_cents: v.price,
  sale_price_cents: v.salePrice,
  on_sale: v.onSale ? 1 : 0,
  qty_in_stock: v.qtyInStock,
  unlimited: v.unlimited ? 1 : 0,
  weight_milli: toMilli(v.weight),
  length_milli: toMilli(v.length),
  width_milli: toMilli(v.width),
  height_milli: toMilli(v.height),
  option_values: JSON.stringify(v.optionValues),
});

/**
 * The variants' SKUs against the rest of the store: a SKU another product holds is a 409 naming it;
 * blank ones are generated (SQ + 7 digits) clear of every SKU of the store.
 */
async function withSkus(db: Db, site: Website, productId: string, product: CheckedProduct) {
  const keys = await selectSkuKeys(db, site.id);
  const elsewhere = new Set(keys.filter((k) => k.product_id !== productId).map((k) => k.sku_key));
  const errors: Record<string, string> = {};
  for (const [i, v] of product.variants.entries()) {
    if (v.sku !== '' && elsewhere.has(v.sku.toUpperCase()))
      errors[`variants.${i}.sku`] = skuTakenMessage(v.sku);
  }
  const first = Object.values(errors)[0];
  if (first) throw new HttpError(409, first, errors);
  const taken = new Set([...keys.map((k) => k.sku_key), ...product.variants.map((v) => v.sku.toUpperCase())]);
  return fillSkus(product.variants, taken);
}

/** A unique index refusing a racing write (a URL or a SKU taken meanwhile) is a 409, never a 500. */
async function refusingRaces<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, SKU_RACE);
    throw error;
  }
}

async function published(ctx: AppContext, site: Website, productId: string, collectionId: string) {
  // The product's page, its shop's list and the shop's other views, and search results.
  await publishSiteChange(ctx, site.id, [
    Tags.item(productId),
    Tags.collection(collectionId),
    Tags.collections,
    Tags.anyChange,
  ]);
  await reindexItem(ctx.db, site.id, productId);
}

/**
 * Makes a product in a shop page (the first when none is named), Hidden or Available as asked; a
 * page already holding the spec's 200 products (MAX_PRODUCTS_PER_COLLECTION) takes no more.
 */
export async function createProduct(
  ctx: AppContext,
  site: Website,
  input: NewProductInput,
): Promise<ProductDetail> {
  const shops = await selectShopCollections(ctx.db, site.id);
  const shop = input.collectionId ? shops.find((s) => s.id === input.collectionId) : shops[0];
  if (!shop)
    throw input.collectionId
      ? badRequest({ collectionId: 'Choose one of the site’s shop pages.' })
      : badRequest({ collectionId: NO_SHOP }, NO_SHOP);
  const product = await checked(ctx, site, input);
  const description = sanitizeRichText(input.description);
  const id = newId();
  const now = ctx.now();
  await refusingRaces(() =>
    inTransaction(ctx.db, async (trx) => {
      if (!shopPageHasRoom(await countShopProducts(trx, site.id, shop.id, { lock: true })))
        throw badRequest({ collectionId: SHOP_PAGE_FULL_MESSAGE }, SHOP_PAGE_FULL_MESSAGE);
      if (await itemUrlTaken(trx, site.id, shop.id, product.urlId, null))
        throw badRequest({ urlId: URL_TAKEN }, URL_TAKEN);
      const variants = await withSkus(trx, site, id, product);
      await insertItemRow(trx, site.id, {
        id,
        collection_id: shop.id,
        record_type: ContentItemType.storeItem,
        layout_id: null,
        ordering: await nextItemOrdering(trx, site.id, shop.id),
        created_at: now,
        updated_at: now,
        ...itemColumns(input, product, description, null, now),
      });
      await insertProductRow(
        trx,
        site.id,
        {
          id,
          product_type: input.productType,
          description,
          options: JSON.stringify(product.options),
          digital_asset_id: input.productType === ProductType.digital ? input.digitalAssetId : null,
        },
        now,
      );
      for (const v of variants) await insertVariantRow(trx, site.id, id, newId(), variantColumns(v), now);
      await replaceItemTerms(trx, site.id, { id, collectionId: shop.id }, 'tag', product.tags);
      await replaceItemTerms(trx, site.id, { id, collectionId: shop.id }, 'category', product.categories);
    }),
  );
  await published(ctx, site, id, shop.id);
  return readProduct(ctx, site, id);
}

/**
 * Saves the whole product if nobody saved it since `save.version` was read (409, nothing changed,
 * otherwise): its item, its product row and its variants — those sent with an id are rewritten,
 * those without are added, those left out are deleted (past orders keep their own copies of what
 * was bought, so they stay whole).
 */
export async function saveProduct(
  ctx: AppContext,
  site: Website,
  productId: string,
  save: ProductSave,
): Promise<ProductDetail> {
  const product = await checked(ctx, site, save);
  const description = sanitizeRichText(save.description);
  const now = ctx.now();
  const collectionId = await refusingRaces(() =>
    inTransaction(ctx.db, async (trx) => {
      const row = await selectProductRow(trx, site.id, productId, { lock: true });
      const item = row && (await selectProductItem(trx, site.id, productId));
      if (!row || !item) throw new HttpError(404, PRODUCT_NOT_FOUND);
      if (row.version !== save.version) throw new HttpError(409, STALE_PRODUCT);
      const stored = await selectVariantsOf(trx, site.id, [productId]);
      const errors: Record<string, string> = {};
      for (const [i, v] of save.variants.entries()) {
        if (v.id !== null && !stored.some((s) => s.id === v.id))
          errors[`variants.${i}.id`] = 'This product has no such variant.';
      }
      if (Object.keys(errors).length > 0) throw badRequest(errors);
      if (await itemUrlTaken(trx, site.id, item.collection_id, product.urlId, productId))
        throw badRequest({ urlId: URL_TAKEN }, URL_TAKEN);
      const variants = await withSkus(trx, site, productId, product);
      const updated = await updateProductIfVersion(
        trx,
        site.id,
        productId,
        save.version,
        {
          product_type: save.productType,
          description,
          options: JSON.stringify(product.options),
          digital_asset_id: save.productType === ProductType.digital ? save.digitalAssetId : null,
        },
        now,
      );
      if (!updated) throw new HttpError(409, STALE_PRODUCT);
      const kept = new Set(save.variants.flatMap((v) => (v.id ? [v.id] : [])));
      await deleteVariantRows(
        trx,
        site.id,
        stored.filter((s) => !kept.has(s.id)).map((s) => s.id),
      );
      // SKUs may move between kept variants: park them on keys no SKU can have, then write them.
      for (const v of stored.filter((s) => kept.has(s.id)))
        await rewriteVariantRow(trx, site.id, v.id, { sku_key: `~park:${v.id}` }, now);
      for (const [i, v] of variants.entries()) {
        const sent = save.variants[i];
        const id = sent?.id ?? null;
        if (!id) {
          await insertVariantRow(trx, site.id, productId, newId(), variantColumns(v), now);
          continue;
        }
        const stockRead = sent?.stockRead ?? null;
        if (stockRead === null) {
          await rewriteVariantRow(trx, site.id, id, variantColumns(v), now);
          continue;
        }
        // A sale made while the editor was open took stock the editor never saw: move stock by the
        // owner's change, in one relative update, rather than writing over the sale.
        const { qty_in_stock: _typed, ...columns } = variantColumns(v);
        await rewriteVariantRow(trx, site.id, id, columns, now);
        if (v.qtyInStock !== stockRead) await adjustStock(trx, site.id, id, v.qtyInStock - stockRead);
      }
      await updateItemColumns(
        trx,
        site.id,
        productId,
        itemColumns(save, product, description, item, now),
        now,
      );
      const owner = { id: productId, collectionId: item.collection_id };
      await replaceItemTerms(trx, site.id, owner, 'tag', product.tags);
      await replaceItemTerms(trx, site.id, owner, 'category', product.categories);
      return item.collection_id;
    }),
  );
  await published(ctx, site, productId, collectionId);
  return readProduct(ctx, site, productId);
}

/**
 * Moves a product to the trash (publication state 6): visitors and carts no longer see it, the
 * list no longer shows it, and the trash job deletes it for good TRASH_DAYS later. Orders already
 * placed keep their own copies of title, SKU, options and price, so they are untouched.
 */
export async function trashProduct(ctx: AppContext, site: Website, productId: string): Promise<void> {
  const now = ctx.now();
  const collectionId = await inTransaction(ctx.db, async (trx) => {
    const row = await selectProductRow(trx, site.id, productId, { lock: true });
    const item = row && (await selectProductItem(trx, site.id, productId));
    if (!item) throw new HttpError(404, PRODUCT_NOT_FOUND);
    await updateItemColumns(
      trx,
      site.id,
      productId,
      { publication_state: ItemPublicationState.deleted, deleted_at: now },
      now,
    );
    return item.collection_id;
  });
  await published(ctx, site, productId, collectionId);
}

/** The site's library as a product picks from it: images to show, any file to sell. */
export async function productAssets(
  ctx: AppContext,
  site: Website,
): Promise<z.output<typeof productAssetsSchema>> {
  const rows = await selectLibraryAssets(ctx.db, site.id, 500);
  return {
    assets: rows.map((a) => ({
      id: a.id,
      title: a.title,
      src: `/s/${a.name}`,
      kind: a.content_type.startsWith('image/') ? 'image' : 'file',
      width: a.width,
      height: a.height,
      alt: a.alt,
    })),
  };
}
