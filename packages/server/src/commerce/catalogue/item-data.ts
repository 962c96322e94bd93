// A product as a site template keeps it inside its item's JSON: read so a damaged value falls back
// rather than failing, and turned into the catalogue's rows for the seed. Migration 0012 made the same
// rows of the products stored that way before it, with its own frozen copy of this conversion
// (db/migration-0012-product-rows.ts): what a stored product became cannot change with this one.
import { generateSku, ProductType, validateSku } from '@tessera/core';
import { z } from 'zod';

const money = z.number().int().nonnegative().catch(0);

export const itemProductSchema = z.object({
  productType: z.enum(ProductType).catch(ProductType.physical),
  description: z.string().optional().catch(undefined),
  variants: z
    .array(
      z.object({
        price: money,
        salePrice: money,
        onSale: z.boolean().catch(false),
        qtyInStock: z.number().int().catch(0),
        unlimited: z.boolean().catch(false),
        sku: z.string().catch(''),
        optionValues: z.array(z.object({ optionName: z.string().optional(), value: z.string() })).catch([]),
      }),
    )
    .catch([]),
  options: z.array(z.object({ name: z.string(), values: z.array(z.string()) })).catch([]),
  priceCents: money.optional(),
  salePriceCents: money.optional(),
  onSale: z.boolean().optional().catch(undefined),
});

export interface ProductRows {
  product: { productType: number; description: string; options: { name: string; values: string[] }[] };
  variants: {
    sku: string;
    priceCents: number;
    salePriceCents: number;
    onSale: boolean;
    qtyInStock: number;
    unlimited: boolean;
    /** Option name → value */
    optionValues: Record<string, string>;
  }[];
}

/**
 * The rows of a product kept as JSON. A product without variants (a digital file priced on the
 * product) gets one variant at its price. A SKU that is blank, invalid or already `taken` gets a
 * fresh SQ + 7 digits.
 */
export function productRowsFromItemData(
  raw: unknown,
  fallbackDescription: string,
  taken: Set<string>,
  random: () => number = Math.random,
): ProductRows {
  const data = itemProductSchema.parse(raw && typeof raw === 'object' && !Array.isArray(raw) ? raw : {});
  const freshSku = (sku: string) => {
    let chosen = sku.trim();
    while (validateSku(chosen) !== null || taken.has(chosen.toUpperCase())) chosen = generateSku(random);
    taken.add(chosen.toUpperCase());
    return chosen;
  };
  const stocked = data.productType === ProductType.physical || data.productType === ProductType.service;
  const variants =
    data.variants.length > 0
      ? data.variants.map((v) => ({
          sku: freshSku(v.sku),
          priceCents: v.price,
          salePriceCents: v.salePrice,
          onSale: v.onSale,
          qtyInStock: Math.max(0, v.qtyInStock),
          unlimited: v.unlimited || !stocked,
          optionValues: Object.fromEntries(
            v.optionValues.map((ov, i) => [
              ov.optionName ?? data.options[i]?.name ?? `Option ${i + 1}`,
              ov.value,
            ]),
          ),
        }))
      : [
          {
            sku: freshSku(''),
            priceCents: data.priceCents ?? 0,
            salePriceCents: data.salePriceCents ?? 0,
            onSale: data.onSale === true,
            qtyInStock: 0,
            unlimited: !stocked,
            optionValues: {},
          },
        ];
  // Options unnamed in the data (a gift card's amounts) are read from its variants.
  const options =
    data.options.length > 0
      ? data.options
      : [...new Set(variants.flatMap((v) => Object.keys(v.optionValues)))].map((name) => ({
          name,
          values: [...new Set(variants.flatMap((v) => v.optionValues[name] ?? []))],
        }));
  return {
    product: { productType: data.productType, description: data.description ?? fallbackDescription, options },
    variants,
  };
}
