import { describe, expect, it } from 'vitest';
import type { Item } from '../db/schema.ts';
import { productSummary } from './format.ts';

const item = (data: string): Item => ({ title: 'Mug', excerpt: 'A mug.', data }) as Item;
const USD = { currency: 'USD' };

describe('productSummary', () => {
  it("shows the lowest price, 'From' when the variants' prices vary, and sold out by stock", () => {
    const variants = [
      {
        price: 3000,
        salePrice: 0,
        onSale: false,
        qtyInStock: 0,
        unlimited: false,
        sku: 'A',
        optionValues: [],
      },
      {
        price: 3000,
        salePrice: 2400,
        onSale: true,
        qtyInStock: 0,
        unlimited: false,
        sku: 'B',
        optionValues: [],
      },
    ];
    expect(productSummary(item(JSON.stringify({ productType: 1, variants })), USD)).toMatchObject({
      priceLabel: 'From $24.00',
      typeLabel: 'Physical product',
      soldOut: true,
      description: 'A mug.',
    });
  });

  it('reads damaged stored data as a plain product instead of failing the page', () => {
    for (const data of [
      'not json',
      '[]',
      '{"variants":[1,"x",null]}',
      '{"productType":99,"options":"x"}',
      'null',
    ]) {
      expect(productSummary(item(data), USD), data).toMatchObject({ priceLabel: '$0.00', options: [] });
    }
  });
});
