import { ProductType } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import type { CatalogueProduct, CatalogueVariant } from '../commerce/catalogue/service.ts';
import { productSummary } from './format.ts';

const item = { title: 'Mug', excerpt: 'A mug.' };
const USD = { currency: 'USD' };
const variant = (fields: Partial<CatalogueVariant>): CatalogueVariant => ({
  id: 'v',
  sku: 'A',
  priceCents: 3000,
  salePriceCents: 0,
  onSale: false,
  qtyInStock: 0,
  unlimited: false,
  weightMilli: 0,
  optionValues: {},
  ...fields,
});
const product = (variants: CatalogueVariant[]): CatalogueProduct => ({
  id: 'p',
  productType: ProductType.physical,
  description: '',
  options: [],
  variants,
});

describe('productSummary', () => {
  it("shows the lowest price, 'From' when the variants' prices vary, and sold out by stock", () => {
    const summary = productSummary(
      item,
      product([variant({}), variant({ salePriceCents: 2400, onSale: true })]),
      USD,
    );
    expect(summary).toMatchObject({
      priceLabel: 'From $24.00',
      typeLabel: 'Physical product',
      soldOut: true,
      description: 'A mug.',
    });
    expect(productSummary(item, product([variant({ qtyInStock: 1 })]), USD)).toMatchObject({
      priceLabel: '$30.00',
      soldOut: false,
    });
  });

  it('prices a digital file on itself: its one variant', () => {
    const file = {
      ...product([variant({ priceCents: 1800, salePriceCents: 1200, onSale: true, unlimited: true })]),
      productType: ProductType.digital,
    };
    expect(productSummary(item, file, USD)).toMatchObject({
      priceLabel: '$12.00',
      soldOut: false,
      typeLabel: 'Digital download',
    });
  });

  it('shows an item without its product as a plain product instead of failing the page', () => {
    expect(productSummary(item, undefined, USD)).toMatchObject({ priceLabel: '$0.00', options: [] });
  });
});
