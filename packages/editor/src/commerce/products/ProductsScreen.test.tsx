import type { AnswerOf } from '@tessera/site/api/call.ts';
import type { ProductDetail } from '@tessera/site/api/routes.gen.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { button, click, field, type Rendered, render, textOf, typeInto, waitFor } from '../../testing/dom.ts';
import { fakeApi, heldRoute } from '../../testing/fake-api.ts';
import { ProductsScreen } from './ProductsScreen.tsx';

const URL = '/api/config/commerce/products';
const ID = 'a'.repeat(24);

const LIST: AnswerOf<'GET /api/config/commerce/products'> = {
  currency: 'USD',
  locale: 'en-US',
  units: 1,
  shops: [{ id: 'c'.repeat(24), title: 'Shop' }],
  products: [
    {
      id: ID,
      name: 'Everyday Mug',
      productType: 1,
      publicationState: 1,
      publicationLabel: 'Available',
      fullUrl: '/shop/everyday-mug',
      variantCount: 2,
      priceRange: { min: 2400, max: 2800 },
      stock: { total: 12, unlimited: false, soldOutVariants: 1 },
      image: null,
    },
  ],
};

const variant = (over: Partial<ProductDetail['variants'][number]> = {}) => ({
  id: 'b'.repeat(24),
  sku: 'SQ1000001',
  price: 2400,
  salePrice: 0,
  onSale: false,
  qtyInStock: 12,
  unlimited: false,
  weight: 1.5,
  length: 4,
  width: 4,
  height: 5,
  optionValues: {},
  ...over,
});

const DETAIL: ProductDetail = {
  id: ID,
  version: 3,
  collectionId: 'c'.repeat(24),
  fullUrl: '/shop/everyday-mug',
  productType: 1,
  name: 'Everyday Mug',
  description: '<p>A mug.</p>',
  urlId: 'everyday-mug',
  imageIds: [],
  images: [],
  tags: ['Stoneware'],
  categories: [],
  publicationState: 1,
  options: [],
  variants: [variant()],
  digitalAssetId: null,
  digitalAsset: null,
};

let rendered: Rendered | undefined;
afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
  vi.unstubAllGlobals();
});

async function renderScreen(onShowInFrame = (_path: string) => {}) {
  rendered = await render(<ProductsScreen onBack={() => {}} onShowInFrame={onShowInFrame} />);
  return rendered.container;
}

const names = (container: HTMLElement) =>
  [...container.querySelectorAll('.product-list .page-item-title')].map((e) => textOf(e));

async function openMug(container: HTMLElement) {
  await waitFor(() => names(container).length === 1, 'the list');
  await click(container.querySelector<HTMLButtonElement>('.product-list .page-item') ?? undefined);
  await waitFor(() => button(container, 'Save product'), 'the editor');
}

describe('ProductsScreen', () => {
  it('says loading, then shows the empty state and makes a product of the chosen type', async () => {
    const held = heldRoute({ body: { ...LIST, products: [] } });
    const api = fakeApi({
      [`GET ${URL}`]: held.route,
      [`POST ${URL}`]: { status: 201, body: { ...DETAIL, productType: 2, name: 'Glaze notes', id: ID } },
      [`GET ${URL}/${ID}`]: { body: { ...DETAIL, productType: 2, name: 'Glaze notes' } },
      'GET /api/config/commerce/assets': { body: { assets: [] } },
    });
    const container = await renderScreen();
    expect(textOf(container)).toContain('Loading products…');
    held.release();
    await waitFor(() => textOf(container).includes('No products yet'), 'the empty state');
    await click(field(container, 'Digital download'));
    await typeInto(field(container, 'Product name') as HTMLInputElement, 'Glaze notes');
    await click(button(container, 'Create product'));
    await waitFor(() => button(container, 'Save product'), 'the new product’s editor');
    const sent = api.sent.find((s) => s.method === 'POST')?.body as {
      productType: number;
      name: string;
      variants: unknown[];
    };
    expect(sent).toMatchObject({ productType: 2, name: 'Glaze notes', publicationState: 4 });
    expect(sent.variants).toHaveLength(1);
    expect(field(container, 'File buyers get')).toBeDefined();
  });

  it('shows a failure with a retry that loads again', async () => {
    fakeApi({
      [`GET ${URL}`]: [{ status: 500, body: { error: 'The store is resting.' } }, { body: LIST }],
    });
    const container = await renderScreen();
    await waitFor(() => button(container, 'Try again'), 'the failure');
    await click(button(container, 'Try again'));
    await waitFor(() => names(container).length === 1, 'the list');
    expect(textOf(container.querySelector('.product-list .page-item-meta'))).toBe(
      'Physical product · Available · 2 variants · $24.00–$28.00 · 12 in stock, 1 sold out',
    );
  });

  it('makes variants from the options, saves from the version and shows the product in the frame', async () => {
    const shown: string[] = [];
    const api = fakeApi({
      [`GET ${URL}`]: { body: LIST },
      [`GET ${URL}/${ID}`]: { body: DETAIL },
      [`PUT ${URL}/${ID}`]: (body) => ({ body: { ...DETAIL, ...(body as object), version: 4 } }),
      'GET /api/config/commerce/assets': { body: { assets: [] } },
    });
    const container = await renderScreen((path) => shown.push(path));
    await openMug(container);
    await click(button(container, 'Add an option'));
    await typeInto(field(container, 'Option 1 name') as HTMLInputElement, 'Glaze');
    await typeInto(field(container, 'Option 1 values') as HTMLInputElement, 'Fern, Ash');
    const rows = [...container.querySelectorAll('.variants-grid tbody tr th')].map((e) => textOf(e));
    expect(rows).toEqual(['Fern', 'Ash']);
    // The one variant becomes the first combination; new ones start from its price, SKUs to generate.
    await typeInto(container.querySelector('[aria-label="Price of Ash"]') as HTMLInputElement, '30.50');
    await click(button(container, 'Save product'));
    await waitFor(() => textOf(container).includes('Saved.'), 'the save');
    const put = api.sent.find((s) => s.method === 'PUT')?.body as {
      version: number;
      options: unknown;
      variants: { price: number; sku: string; optionValues: Record<string, string> }[];
    };
    expect(put.version).toBe(3);
    expect(put.options).toEqual([{ name: 'Glaze', values: ['Fern', 'Ash'] }]);
    expect(put.variants.map((v) => [v.optionValues.Glaze, v.price, v.sku])).toEqual([
      ['Fern', 2400, 'SQ1000001'],
      ['Ash', 3050, ''],
    ]);
    await click(button(container, 'View product'));
    expect(shown).toEqual(['/shop/everyday-mug']);
  });

  it('shows refusals beside their fields, tied by aria-describedby, the first focused', async () => {
    fakeApi({
      [`GET ${URL}`]: { body: LIST },
      [`GET ${URL}/${ID}`]: { body: DETAIL },
      [`PUT ${URL}/${ID}`]: {
        status: 409,
        body: {
          error: 'The SKU SQ1000002 is already used by another product.',
          errors: { 'variants.0.sku': 'The SKU SQ1000002 is already used by another product.' },
        },
      },
      'GET /api/config/commerce/assets': { body: { assets: [] } },
    });
    const container = await renderScreen();
    await openMug(container);
    const price = container.querySelector('[aria-label="Price of the product"]') as HTMLInputElement;
    await typeInto(price, 'twelve');
    await click(button(container, 'Save product'));
    await waitFor(() => price.getAttribute('aria-invalid') === 'true', 'the local refusal');
    expect(document.activeElement).toBe(price);
    expect(textOf(document.getElementById(price.getAttribute('aria-describedby') ?? ''))).toBe(
      'Enter an amount, such as 24.00.',
    );
    await typeInto(price, '24.00');
    await click(button(container, 'Save product'));
    const sku = container.querySelector('[aria-label="SKU of the product"]') as HTMLInputElement;
    await waitFor(() => sku.getAttribute('aria-invalid') === 'true', 'the SKU refusal');
    expect(textOf(document.getElementById(sku.getAttribute('aria-describedby') ?? ''))).toBe(
      'The SKU SQ1000002 is already used by another product.',
    );
    expect(button(container, 'Reload')).toBeUndefined();
  });

  it('offers a reload when someone saved since, and loads the latest version', async () => {
    const api = fakeApi({
      [`GET ${URL}`]: { body: LIST },
      [`GET ${URL}/${ID}`]: [{ body: DETAIL }, { body: { ...DETAIL, name: 'Mug, renamed', version: 4 } }],
      [`PUT ${URL}/${ID}`]: {
        status: 409,
        body: { error: 'This product was changed elsewhere. Reload to see the latest version.' },
      },
      'GET /api/config/commerce/assets': { body: { assets: [] } },
    });
    const container = await renderScreen();
    await openMug(container);
    await click(button(container, 'Save product'));
    await waitFor(() => button(container, 'Reload'), 'the conflict');
    await click(button(container, 'Reload'));
    await waitFor(
      () => (field(container, 'Name') as HTMLInputElement | undefined)?.value === 'Mug, renamed',
      'the latest',
    );
    expect(api.calls().filter((c) => c === `GET ${URL}/${ID}`)).toHaveLength(2);
  });

  it('moves a product to the trash after a confirmation', async () => {
    const api = fakeApi({
      [`GET ${URL}`]: [{ body: LIST }, { body: { ...LIST, products: [] } }],
      [`GET ${URL}/${ID}`]: { body: DETAIL },
      [`DELETE ${URL}/${ID}`]: { status: 204 },
      'GET /api/config/commerce/assets': { body: { assets: [] } },
    });
    const container = await renderScreen();
    await openMug(container);
    await click(button(container, 'Move to trash…'));
    expect(api.calls()).not.toContain(`DELETE ${URL}/${ID}`);
    await click(button(container, 'Move to trash'));
    await waitFor(() => textOf(container).includes('Everyday Mug is in the trash.'), 'the notice');
    expect(textOf(container)).toContain('No products yet');
  });
});
