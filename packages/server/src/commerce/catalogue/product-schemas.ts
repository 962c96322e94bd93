// What the owner's product routes accept: the shape and outer bounds (Zod, so the route table documents
// and fuzzes them); the rules with the owner's words (prices, SKUs, options) are product-rules.ts's.
import { MAX_SKU_LENGTH } from '@tessera/core';
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
  options: z
    .array(z.object({ name: text(50), values: z.array(text(50)).max(50, 'At most 50 values.') }))
    .max(6, 'At most 6 options.'),
  variants: z.array(variant).max(250, 'At most 250 variants.'),
  digitalAssetId: id('Not a file id.').nullable(),
});

export const newProductSchema = productInputSchema.extend({
  collectionId: id('Not a shop page id.').optional(),
});

export const productSaveSchema = productInputSchema.extend({
  version: z.number().int().min(1),
});
