import { describe, expect, it } from 'vitest';
import {
  blankVariant,
  type DraftOption,
  type DraftVariant,
  inputOf,
  variantsForOptions,
} from './product-draft.ts';

const typed = (steps: string[], start: DraftVariant[]) => {
  let variants = start;
  for (const valuesText of steps) {
    const options: DraftOption[] = [{ name: 'Glaze', valuesText }];
    variants = variantsForOptions(options, variants, 'USD');
  }
  return variants;
};

describe('variants made from options', () => {
  it('keeps the one variant, and each variant while its value is typed letter by letter', () => {
    const only = { ...blankVariant('USD'), id: 'v1', sku: 'MUG', price: '24.00' };
    const variants = typed(['F', 'Fe', 'Fern', 'Fern,', 'Fern, A', 'Fern, As', 'Fern, Ash'], [only]);
    expect(variants.map((v) => [v.optionValues.Glaze, v.id, v.sku, v.price])).toEqual([
      ['Fern', 'v1', 'MUG', '24.00'],
      ['Ash', null, '', '24.00'],
    ]);
  });

  it('keeps variants by their values when values are reordered, and drops a removed one', () => {
    const start = typed(['Fern, Ash, Plum'], [{ ...blankVariant('USD'), id: 'v1' }]);
    const named = start.map((v, i) => ({ ...v, sku: `S${i}` }));
    const after = variantsForOptions([{ name: 'Glaze', valuesText: 'Plum, Fern' }], named, 'USD');
    expect(after.map((v) => [v.optionValues.Glaze, v.sku])).toEqual([
      ['Plum', 'S2'],
      ['Fern', 'S0'],
    ]);
  });

  it('combines two options in order', () => {
    const variants = variantsForOptions(
      [
        { name: 'Glaze', valuesText: 'Fern, Ash' },
        { name: 'Size', valuesText: 'S, L' },
      ],
      [blankVariant('USD')],
      'USD',
    );
    expect(variants.map((v) => Object.values(v.optionValues).join('/'))).toEqual([
      'Fern/S',
      'Fern/L',
      'Ash/S',
      'Ash/L',
    ]);
  });

  it('turns typed amounts into minor units of the currency, or names the field', () => {
    const draft = {
      productType: 1 as const,
      name: 'Mug',
      description: '',
      urlId: '',
      imageIds: [],
      tagsText: 'Stoneware, Gifts',
      categoriesText: '',
      publicationState: 1 as const,
      digitalAssetId: null,
      options: [],
      variants: [{ ...blankVariant('JPY'), price: '1500', weight: '0.35' }],
    };
    const ok = inputOf(draft, 'JPY');
    expect(ok.ok && ok.input.variants[0]).toMatchObject({ price: 1500, weight: 0.35 });
    expect(ok.ok && ok.input.tags).toEqual(['Stoneware', 'Gifts']);
    const bad = inputOf(
      { ...draft, variants: [{ ...draft.variants[0], price: '15.5', qtyInStock: '-1' }] } as never,
      'JPY',
    );
    expect(bad).toEqual({
      ok: false,
      errors: {
        'variants.0.price': 'Enter an amount, such as 24.00.',
        'variants.0.qtyInStock': 'Stock is a whole number, 0 or more.',
      },
    });
  });
});
