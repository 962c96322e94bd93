// What the catalogue's routes accept and answer: the shape and outer bounds (Zod, so the route table
// documents and fuzzes them, and the clients' contract is generated from them); the rules with the
// owner's words (prices, SKUs, options) are product-rules.ts's.
import { ItemPublicationState, MAX_SKU_LENGTH, MeasurementUnits, ProductType } from '@tessera/core';
import { z } from 'zod';
import { ID_PATTERN } from '../../db/ids.ts';

const id = (message: string) => z.string().regex(ID_PATTERN, message);
const text = (max: number) => z.string().max(max, `At most ${max} characters.`);

export const productIdParams = z.object({ productId: id('Not a product id.') });

const variant = z.object({
  id: id('Not a variant id.').nullable(),
  // Blank is allowed (a SKU is generated); core's validateSku words the rest.
  sku: z.string().max(MAX_SKU_LENGTH * 4, `SKU must be ${MAX_SKU_LENGTH} characters or fewer.`),
  price: z.number().int('A price is whole minor units.'),
  salePrice: z.number().int('A price is whole minor units.'),
  onSale: z.boolean(),
  qtyInStock: z.number().int('Stock is a whole number, 0 or more.'),
  // The stock the editor read: the save moves stock by the owner's change, keeping sales meanwhile
  stockRead: z.number().int().nullable().optional(),
  unlimited: z.boolean(),
  weight: z.number(),
  length: z.number(),
  width: z.number(),
  height: z.number(),
  optionValues: z.record(text(50), text(50)),
});

const options = z
  .array(z.object({ name: text(50), values: z.array(text(50)).max(50, 'At most 50 values.') }))
  .max(6, 'At most 6 options.');

export const productInputSchema = z.object({
  productType: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], {
    error: 'Choose physical, digital, service or gift card.',
  }),
  name: text(200),
  description: text(20_000),
  urlId: text(100),
  imageIds: z.array(id('Not an image id.')).max(20, 'At most 20 images.'),
  tags: z.array(text(200)).max(50, 'At most 50 tags.'),
  categories: z.array(text(200)).max(50, 'At most 50 categories.'),
  publicationState: z.union([z.literal(1), z.literal(4)], { error: 'Choose Available or Hidden.' }),
  options,
  variants: z.array(variant).max(250, 'At most 250 variants.'),
  digitalAssetId: id('Not a file id.').nullable(),
});

export const newProductSchema = productInputSchema.extend({
  collectionId: id('Not a shop page id.').optional(),
});

export const productSaveSchema = productInputSchema.extend({
  version: z.number().int().min(1),
});

export type ProductInput = z.output<typeof productInputSchema>;
export type NewProductInput = z.output<typeof newProductSchema>;
export type ProductSave = z.output<typeof productSaveSchema>;

// Answers. Money is in minor units of the store's currency; weights and dimensions are in the
// store's units (lbs/in or kg/cm), to thousandths.

export const productImageSchema = z
  .object({ id: z.string(), src: z.string(), alt: z.string(), width: z.number(), height: z.number() })
  .meta({ id: 'ProductImage' });

/** The whole product (GET, and what a create or a save answers): what a save sends, and more. */
export const productDetailSchema = productInputSchema
  .extend({
    id: z.string(),
    version: z.number().int(),
    collectionId: z.string(),
    /** Its address on the published site, e.g. '/shop/everyday-mug' */
    fullUrl: z.string(),
    images: z.array(productImageSchema),
    // As stored: no stock read yet (the editor sends back the stock it shows as stockRead).
    variants: z.array(variant.omit({ stockRead: true }).extend({ id: z.string() })),
    digitalAsset: z.object({ id: z.string(), title: z.string() }).nullable(),
  })
  .meta({ id: 'ProductDetail' });

export type ProductDetail = z.output<typeof productDetailSchema>;
export type ProductImage = z.output<typeof productImageSchema>;

export const productListSchema = z.object({
  currency: z.string(),
  locale: z.string(),
  units: z.literal(Object.values(MeasurementUnits)),
  /** The site's shop pages (products collections) a product can go in */
  shops: z.array(z.object({ id: z.string(), title: z.string() })),
  products: z.array(
    z
      .object({
        id: z.string(),
        name: z.string(),
        productType: z.literal(Object.values(ProductType)),
        publicationState: z.literal(Object.values(ItemPublicationState)),
        publicationLabel: z.string(),
        fullUrl: z.string(),
        variantCount: z.number().int(),
        /** The lowest and highest price a buyer pays (sale prices where on sale) */
        priceRange: z.object({ min: z.number().int(), max: z.number().int() }),
        /** Stock across variants: the units counted, whether any variant is unlimited, how many are at 0 */
        stock: z.object({
          total: z.number().int(),
          unlimited: z.boolean(),
          soldOutVariants: z.number().int(),
        }),
        image: productImageSchema.nullable(),
      })
      .meta({ id: 'ProductListEntry' }),
  ),
});

export type ProductList = z.output<typeof productListSchema>;

/** The site's library as a product picks from it (commerce's own view of the assets). */
export const productAssetsSchema = z.object({
  assets: z.array(
    z
      .object({
        id: z.string(),
        title: z.string(),
        src: z.string(),
        kind: z.enum(['image', 'file']),
        width: z.number().nullable(),
        height: z.number().nullable(),
        alt: z.string(),
      })
      .meta({ id: 'ProductAsset' }),
  ),
});

/** A variant as the catalogue reads it (service.ts catalogueVariant): what the variant PATCH answers. */
export const catalogueVariantSchema = z.object({
  id: z.string(),
  sku: z.string(),
  priceCents: z.number().int(),
  salePriceCents: z.number().int(),
  onSale: z.boolean(),
  qtyInStock: z.number().int(),
  unlimited: z.boolean(),
  /** In thousandths of the store's weight unit */
  weightMilli: z.number().int(),
  /** Option name → value */
  optionValues: z.record(z.string(), z.string()),
});

export const inventorySchema = z.object({
  lowStockThreshold: z.number().int(),
  variants: z.array(
    catalogueVariantSchema.extend({
      productId: z.string(),
      productName: z.string(),
      /** Stock at or under the store's low-stock threshold (and not unlimited) */
      lowStock: z.boolean(),
    }),
  ),
});

/** The published catalogue for visitors: stock only as in stock or sold out. */
export const publishedCatalogueSchema = z.object({
  currency: z.string(),
  products: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      excerpt: z.string(),
      url: z.string(),
      productType: z.literal(Object.values(ProductType)),
      options: z.array(z.object({ name: z.string(), values: z.array(z.string()) })),
      variants: z.array(
        z.object({
          id: z.string(),
          sku: z.string(),
          optionValues: z.record(z.string(), z.string()),
          priceCents: z.number().int(),
          salePriceCents: z.number().int(),
          onSale: z.boolean(),
          inStock: z.boolean(),
        }),
      ),
    }),
  ),
});
