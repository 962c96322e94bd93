// The catalogue's routes: the visitor's published catalogue, and the owner's products (listed, read,
// made, saved whole from their version, trashed), variant adjustment (the PATCH), inventory
// and store settings (commerce permission: store managers, admins).
import { CURRENCIES, MeasurementUnits, Permission } from '@tessera/core';
import { z } from 'zod';
import { publishSiteChange } from '../../content/publish.ts';
import { ID_PATTERN } from '../../db/ids.ts';
import { type AnyRoute, defineRoute, PUBLIC, requires } from '../../http/route.ts';
import { Tags } from '../../shared/cache-tags.ts';
import {
  readStoreSettings,
  shippingZonesSchema,
  storeAddressSchema,
  storeSettingsSchema,
  taxRulesSchema,
} from '../store/settings.ts';
import { adjustVariant, inventory, publishedCatalogue, saveStoreSettings } from './owner.ts';
import {
  catalogueVariantSchema,
  inventorySchema,
  newProductSchema,
  productAssetsSchema,
  productDetailSchema,
  productIdParams,
  productListSchema,
  productSaveSchema,
  publishedCatalogueSchema,
} from './product-schemas.ts';
import {
  createProduct,
  listProducts,
  productAssets,
  readProduct,
  saveProduct,
  trashProduct,
} from './products.ts';

const COMMERCE = requires(Permission.commerce);
const money = z.number().int();
const json = (schema: z.ZodType, description: string) => ({ kind: 'json' as const, schema, description });

export const catalogueRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    path: '/api/commerce/products',
    host: 'site',
    tag: 'commerce',
    summary:
      'The published catalogue: products with their variants and prices; stock only as in stock or sold out',
    answer: json(publishedCatalogueSchema, 'The catalogue'),
    access: PUBLIC,
    crumb: false,
    rateLimit: null,
    // Products, prices, stock, the shop pages' publication and the store's currency: any change to
    // the site drops it (a checkout's stock, a scheduled product's publication job among them).
    sharedAnswer: { tags: [Tags.anyChange] },
    handler: ({ ctx, site }) => publishedCatalogue(ctx.db, site, ctx.now()),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/config/commerce/products',
    host: 'site',
    tag: 'commerce',
    summary: 'Every product, drafts too, with its variant count, price range and stock summary',
    answer: json(
      productListSchema,
      'The products, the store’s currency, locale and units, and its shop pages',
    ),
    access: COMMERCE,
    crumb: false,
    rateLimit: null,
    handler: ({ ctx, site }) => listProducts(ctx, site),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/config/commerce/products/:productId',
    host: 'site',
    tag: 'commerce',
    summary: 'One whole product: fields, options, variants and the version a save starts from',
    params: productIdParams,
    answer: json(productDetailSchema, 'The product'),
    access: COMMERCE,
    crumb: false,
    rateLimit: null,
    handler: ({ ctx, site, params }) => readProduct(ctx, site, params.productId),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/config/commerce/products',
    host: 'site',
    tag: 'commerce',
    summary: 'Makes a product in a shop page; blank SKUs are generated (SQ + 7 digits)',
    body: newProductSchema,
    answer: { ...json(productDetailSchema, 'The product as made'), status: 201 },
    access: COMMERCE,
    crumb: true,
    rateLimit: null,
    handler: async ({ ctx, site, body, reply }) => {
      reply.code(201);
      return createProduct(ctx, site, body);
    },
  }),
  defineRoute({
    method: 'PUT',
    path: '/api/config/commerce/products/:productId',
    host: 'site',
    tag: 'commerce',
    summary:
      'Saves the whole product from the version it was read at (409 when it changed since): variants added, changed and removed',
    params: productIdParams,
    body: productSaveSchema,
    answer: json(productDetailSchema, 'The product as saved'),
    access: COMMERCE,
    crumb: true,
    rateLimit: null,
    handler: ({ ctx, site, params, body }) => saveProduct(ctx, site, params.productId, body),
  }),
  defineRoute({
    method: 'DELETE',
    path: '/api/config/commerce/products/:productId',
    host: 'site',
    tag: 'commerce',
    summary: 'Moves a product to the trash (deleted for good 30 days later); past orders keep their copies',
    params: productIdParams,
    answer: { kind: 'empty', description: 'Trashed' },
    access: COMMERCE,
    crumb: true,
    rateLimit: null,
    handler: ({ ctx, site, params }) => trashProduct(ctx, site, params.productId),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/config/commerce/assets',
    host: 'site',
    tag: 'commerce',
    summary: 'The site’s files a product can show (images) or sell (a digital product’s file)',
    answer: json(productAssetsSchema, 'The files, newest first'),
    access: COMMERCE,
    crumb: false,
    rateLimit: null,
    handler: ({ ctx, site }) => productAssets(ctx, site),
  }),
  defineRoute({
    method: 'PATCH',
    path: '/api/config/commerce/products/:productId/variants/:variantId',
    host: 'site',
    tag: 'commerce',
    summary: 'Adjusts one variant: stock or unlimited, price, sale price, on sale',
    params: z.object({
      productId: z.string().regex(ID_PATTERN, 'Not a product id.'),
      variantId: z.string().regex(ID_PATTERN, 'Not a variant id.'),
    }),
    body: z.object({
      qtyInStock: z.number().int().optional(),
      unlimited: z.boolean().optional(),
      price: money.optional(),
      salePrice: money.optional(),
      onSale: z.boolean().optional(),
    }),
    answer: json(catalogueVariantSchema, 'The variant as saved'),
    access: COMMERCE,
    crumb: true,
    rateLimit: null,
    handler: async ({ ctx, site, params, body }) => {
      const variant = await adjustVariant(ctx.db, site, params.productId, params.variantId, body, ctx.now());
      // Its price or stock state shows on the product's page and the shop's list.
      await publishSiteChange(ctx, site.id, [Tags.item(params.productId), Tags.collections, Tags.anyChange]);
      return variant;
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/api/config/commerce/inventory',
    host: 'site',
    tag: 'commerce',
    summary: 'Every variant with its product, stock and whether it runs low',
    answer: json(inventorySchema, 'The inventory'),
    access: COMMERCE,
    crumb: false,
    rateLimit: null,
    handler: ({ ctx, site }) => inventory(ctx.db, site),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/config/commerce/settings',
    host: 'site',
    tag: 'commerce',
    summary: 'The store’s settings and their version',
    answer: json(storeSettingsSchema, 'The store settings'),
    access: COMMERCE,
    crumb: false,
    rateLimit: null,
    // The site's locale beside them: the config area formats the store's money with it (core's formatMoney).
    handler: async ({ ctx, site }) => ({ ...(await readStoreSettings(ctx.db, site)), locale: site.locale }),
  }),
  defineRoute({
    method: 'PUT',
    path: '/api/config/commerce/settings',
    host: 'site',
    tag: 'commerce',
    summary: 'Saves the store’s settings from the version they were read at (409 when they changed since)',
    body: z.object({
      currency: z
        .enum(
          CURRENCIES.map((c) => c.code),
          { error: 'Choose one of the 27 currencies.' },
        )
        .optional(),
      units: z.union([z.literal(MeasurementUnits.imperial), z.literal(MeasurementUnits.metric)]),
      minOrderSubtotalCents: z.number().int().min(0).max(100_000_000),
      pricesIncludeTax: z.boolean(),
      testMode: z.boolean(),
      lowStockThreshold: z.number().int().min(0).max(100_000),
      storeAddress: storeAddressSchema,
      shippingZones: shippingZonesSchema.max(50),
      taxRules: taxRulesSchema.max(200),
      version: z.number().int().min(1),
    }),
    answer: json(storeSettingsSchema, 'The store settings as saved'),
    access: COMMERCE,
    crumb: true,
    rateLimit: null,
    handler: async ({ ctx, site, body }) => {
      const saved = await saveStoreSettings(ctx.db, site, body, ctx.now());
      // Every page: the currency and units show in the chrome's cart and on every price.
      await publishSiteChange(ctx, site.id, [Tags.site]);
      return { ...saved, locale: site.locale };
    },
  }),
];
