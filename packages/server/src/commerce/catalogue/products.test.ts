// The owner's product routes on both engines: the list with drafts and summaries, a product made with
// a generated SKU and shown to visitors at once, saved whole from its version (two saves of one
// version: one lands, the other is a 409 and changes nothing), refusals naming their field, SKUs
// unique per store, and the trash leaving past orders whole.
import { beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../../test/engines.ts';
import { DEMO_HOST } from '../../../test/harness.ts';
import { demoWebsite, useSignedInOwner, useTestApp } from '../../../test/suite.ts';
import type { Website } from '../../db/schema.ts';

const URL = '/api/config/commerce/products';

const variant = (over: Record<string, unknown> = {}) => ({
  id: null,
  sku: '',
  price: 2400,
  salePrice: 0,
  onSale: false,
  qtyInStock: 5,
  unlimited: false,
  weight: 1.25,
  length: 4,
  width: 4,
  height: 5.5,
  optionValues: {},
  ...over,
});

const newProduct = (over: Record<string, unknown> = {}) => ({
  productType: 1,
  name: 'Tea Bowl',
  description: '<p>A <strong>small</strong> bowl.</p><script>alert(1)</script>',
  urlId: '',
  imageIds: [],
  tags: ['Stoneware'],
  categories: ['Bowls'],
  publicationState: 1,
  options: [{ name: 'Glaze', values: ['Fern', 'Ash'] }],
  variants: [
    variant({ sku: 'BOWL-FERN', optionValues: { Glaze: 'Fern' } }),
    variant({ optionValues: { Glaze: 'Ash' }, qtyInStock: 0 }),
  ],
  digitalAssetId: null,
  ...over,
});

describe.each(ENGINES)('the owner’s products on %s', (engine) => {
  const suite = useTestApp(engine);
  const owner = useSignedInOwner(suite);
  let website: Website;
  let imageId: string;
  beforeAll(async () => {
    website = await demoWebsite(suite.db);
    const image = await suite.db
      .selectFrom('assets')
      .select('id')
      .where('website_id', '=', website.id)
      .where('content_type', 'like', 'image/%')
      .executeTakeFirstOrThrow();
    imageId = image.id;
  });

  it('lists every product with its variant count, price range and stock summary', async () => {
    const answer = await owner().get(URL);
    expect(answer.statusCode).toBe(200);
    const list = answer.json();
    expect(list).toMatchObject({ currency: 'USD', locale: 'en-US', units: 1 });
    expect(list.shops.map((s: { title: string }) => s.title)).toEqual(['Shop']);
    const mug = list.products.find((p: { name: string }) => p.name === 'Everyday Mug');
    expect(mug).toMatchObject({
      fullUrl: '/shop/everyday-mug',
      variantCount: 4,
      publicationLabel: 'Available',
      stock: { unlimited: false, soldOutVariants: 1 },
    });
    expect(mug.priceRange.min).toBeLessThanOrEqual(mug.priceRange.max);
    expect(mug.image.src).toMatch(/^\/s\//);
  });

  it('makes a product: description sanitised, URL from the name, a blank SKU generated, visible at once', async () => {
    const made = await owner().request('POST', URL, { json: newProduct({ imageIds: [imageId] }) });
    expect(made.statusCode, made.body).toBe(201);
    const product = made.json();
    expect(product).toMatchObject({
      name: 'Tea Bowl',
      urlId: 'tea-bowl',
      fullUrl: '/shop/tea-bowl',
      version: 1,
      description: '<p>A <strong>small</strong> bowl.</p>',
      tags: ['Stoneware'],
      categories: ['Bowls'],
      imageIds: [imageId],
    });
    expect(product.variants.map((v: { sku: string }) => v.sku)[0]).toBe('BOWL-FERN');
    expect(product.variants[1].sku).toMatch(/^SQ\d{7}$/);
    expect(product.variants[0]).toMatchObject({ weight: 1.25, height: 5.5, optionValues: { Glaze: 'Fern' } });

    const page = await suite.client(DEMO_HOST).get('/shop/tea-bowl');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<strong>small</strong>');
    expect(page.body).not.toContain('alert(1)');
    const shop = await suite.client(DEMO_HOST).get('/shop');
    expect(shop.body).toContain('Tea Bowl');
  });

  it('refuses bad values naming their fields, and stores nothing', async () => {
    const before = (await owner().get(URL)).json().products.length;
    const bad = await owner().request('POST', URL, {
      json: newProduct({
        name: ' ',
        urlId: 'Not A URL',
        variants: [
          variant({ price: 100_000_001, optionValues: { Glaze: 'Fern' } }),
          variant({ sku: 'x'.repeat(61), salePrice: 3000, onSale: true, optionValues: { Glaze: 'Fern' } }),
        ],
      }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      name: 'Enter the product’s name.',
      urlId: 'Not A URL is not a valid page URL',
      'variants.0.price': 'A price is from 0 to 100000000 minor units.',
      'variants.1.sku': 'SKU must be 60 characters or fewer.',
      'variants.1.salePrice': 'A sale price is below the price.',
      'variants.1.optionValues': 'Variant 1 already has these options.',
    });
    const taken = await owner().request('POST', URL, {
      json: newProduct({ name: 'Other bowl', variants: [variant({ sku: 'sq1000001' })], options: [] }),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual({
      'variants.0.sku': 'The SKU sq1000001 is already used by another product.',
    });
    const sameUrl = await owner().request('POST', URL, {
      json: newProduct({ variants: [variant({ optionValues: { Glaze: 'Ash' } })] }),
    });
    expect(sameUrl.json().errors).toEqual({ urlId: 'Another product of this shop already has this URL.' });
    expect((await owner().get(URL)).json().products.length).toBe(before);
  });

  it('saves the whole product from its version; a second save of that version is a 409 and changes nothing', async () => {
    const list = (await owner().get(URL)).json();
    const id = list.products.find((p: { name: string }) => p.name === 'Tea Bowl').id;
    const read = (await owner().get(`${URL}/${id}`)).json();
    const [fern, ash] = read.variants;
    const first = {
      ...read,
      name: 'Tea Bowl, small',
      options: [{ name: 'Glaze', values: ['Fern', 'Ash', 'Plum'] }],
      // Ash goes, Plum comes, and Fern takes Ash's SKU (a swap within the product is allowed)
      variants: [
        { ...fern, sku: ash.sku, price: 2600 },
        variant({ sku: '', optionValues: { Glaze: 'Plum' } }),
      ],
    };
    const second = { ...read, name: 'Tea Bowl, large' };
    const [a, b] = await Promise.all([
      owner().request('PUT', `${URL}/${id}`, { json: first }),
      owner().request('PUT', `${URL}/${id}`, { json: second }),
    ]);
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const stale = a.statusCode === 409 ? a : b;
    expect(stale.json().error).toBe('This product was changed elsewhere. Reload to see the latest version.');
    const saved = (await owner().get(`${URL}/${id}`)).json();
    const winner = a.statusCode === 200 ? 'Tea Bowl, small' : 'Tea Bowl, large';
    expect(saved).toMatchObject({ name: winner, version: 2 });
    // The page was cached by the test before: the save dropped it, so visitors see the winner at once.
    const page = await suite.client(DEMO_HOST).get('/shop/tea-bowl');
    expect(page.body).toContain(winner);
    if (winner === 'Tea Bowl, small') {
      expect(saved.variants.map((v: { sku: string }) => v.sku)[0]).toBe(ash.sku);
      expect(saved.variants).toHaveLength(2);
      expect(saved.variants[1].sku).toMatch(/^SQ\d{7}$/);
      expect(page.body).toContain('$26.00');
    }
    const again = await owner().request('PUT', `${URL}/${id}`, { json: { ...saved, name: 'After' } });
    expect(again.statusCode).toBe(200);
    expect(again.json().version).toBe(3);
    const latest = again.json() as { variants: Record<string, unknown>[] };
    const unknown = await owner().request('PUT', `${URL}/${id}`, {
      json: { ...latest, variants: [{ ...latest.variants[0], id: website.id }] },
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('keeps the sales made while the editor was open: a save moves stock by the owner’s change', async () => {
    const made = await owner().request('POST', URL, {
      json: newProduct({ name: 'Pitcher', options: [], variants: [variant({ qtyInStock: 10 })] }),
    });
    expect(made.statusCode, made.body).toBe(201);
    const read = made.json();
    const [only] = read.variants;
    // Two sold meanwhile (as the checkout takes stock).
    await suite.db
      .updateTable('product_variants')
      .set((eb) => ({ qty_in_stock: eb('qty_in_stock', '-', 2) }))
      .where('website_id', '=', website.id)
      .where('id', '=', only.id)
      .execute();
    const untouched = await owner().request('PUT', `${URL}/${read.id}`, {
      json: { ...read, name: 'Pitcher, tall', variants: [{ ...only, stockRead: only.qtyInStock }] },
    });
    expect(untouched.statusCode, untouched.body).toBe(200);
    expect(untouched.json().variants[0].qtyInStock).toBe(8);
    const restocked = untouched.json();
    // The owner adds 5 to what they see (8), while one more sells: 7 + 5.
    await suite.db
      .updateTable('product_variants')
      .set((eb) => ({ qty_in_stock: eb('qty_in_stock', '-', 1) }))
      .where('website_id', '=', website.id)
      .where('id', '=', only.id)
      .execute();
    const [seen] = restocked.variants;
    const added = await owner().request('PUT', `${URL}/${read.id}`, {
      json: {
        ...restocked,
        variants: [{ ...seen, qtyInStock: seen.qtyInStock + 5, stockRead: seen.qtyInStock }],
      },
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().variants[0].qtyInStock).toBe(12);
    // Without stockRead (an API client), stock is written as sent.
    const latest = added.json();
    const absolute = await owner().request('PUT', `${URL}/${read.id}`, {
      json: { ...latest, variants: [{ ...latest.variants[0], qtyInStock: 3 }] },
    });
    expect(absolute.json().variants[0].qtyInStock).toBe(3);
  });

  it('asks for the file of a digital product made Available, and takes one of the site’s files', async () => {
    const digital = newProduct({ productType: 2, name: 'Glaze notes', options: [], variants: [variant()] });
    const missing = await owner().request('POST', URL, { json: digital });
    expect(missing.json().errors).toEqual({
      digitalAssetId: 'Choose the file buyers get before making the product Available.',
    });
    const made = await owner().request('POST', URL, { json: { ...digital, digitalAssetId: imageId } });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ digitalAssetId: imageId, variants: [{ unlimited: true }] });
    const assets = (await owner().get('/api/config/commerce/assets')).json().assets;
    expect(assets.some((a: { id: string }) => a.id === imageId)).toBe(true);
  });

  it('trashes a product: gone for visitors and the list; a past order of it keeps its lines', async () => {
    const mugItem = await suite.db
      .selectFrom('items')
      .select('id')
      .where('website_id', '=', website.id)
      .where('url_id', '=', 'everyday-mug')
      .executeTakeFirstOrThrow();
    const linesBefore = await suite.db
      .selectFrom('order_lines')
      .selectAll()
      .where('website_id', '=', website.id)
      .where('product_id', '=', mugItem.id)
      .execute();
    expect(linesBefore.length).toBeGreaterThan(0);
    const gone = await owner().request('DELETE', `${URL}/${mugItem.id}`);
    expect(gone.statusCode).toBe(204);
    expect((await suite.client(DEMO_HOST).get('/shop/everyday-mug')).statusCode).toBe(404);
    const list = (await owner().get(URL)).json();
    expect(list.products.some((p: { id: string }) => p.id === mugItem.id)).toBe(false);
    expect((await owner().get(`${URL}/${mugItem.id}`)).statusCode).toBe(404);
    const linesAfter = await suite.db
      .selectFrom('order_lines')
      .selectAll()
      .where('website_id', '=', website.id)
      .where('product_id', '=', mugItem.id)
      .execute();
    expect(linesAfter).toEqual(linesBefore);
  });

  it('changes the store’s currency in its settings, and the shop shows it', async () => {
    const read = (await owner().get('/api/config/commerce/settings')).json();
    const saved = await owner().request('PUT', '/api/config/commerce/settings', {
      json: {
        currency: 'EUR',
        units: 2,
        minOrderSubtotalCents: read.minOrderSubtotalCents,
        pricesIncludeTax: read.pricesIncludeTax,
        testMode: read.testMode,
        lowStockThreshold: read.lowStockThreshold,
        storeAddress: read.storeAddress,
        shippingZones: read.shippingZones,
        taxRules: read.taxRules,
        version: read.version,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ currency: 'EUR', units: 2 });
    expect((await owner().get(URL)).json()).toMatchObject({ currency: 'EUR', units: 2 });
    const page = await suite.client(DEMO_HOST).get('/shop/serving-bowl');
    expect(page.body).toContain('€');
  });
});
