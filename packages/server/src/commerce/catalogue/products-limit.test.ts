// The spec's limit on a shop page's products, on the route that makes them, on both engines.
import {
  ItemPublicationState,
  MAX_PRODUCTS_PER_COLLECTION,
  SHOP_PAGE_FULL_MESSAGE,
  shopPageHasRoom,
} from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { ENGINES } from '../../../test/engines.ts';
import { demoPage, demoWebsite, useSignedInOwner, useTestApp } from '../../../test/suite.ts';

const URL = '/api/config/commerce/products';
const SPEC = "spec 1 §9: 'max products in a collection 200'";

const newProduct = (name: string) => ({
  productType: 1,
  name,
  description: '',
  urlId: '',
  imageIds: [],
  tags: [],
  categories: [],
  publicationState: 1,
  options: [],
  variants: [
    {
      id: null,
      sku: '',
      price: 1000,
      salePrice: 0,
      onSale: false,
      qtyInStock: 1,
      unlimited: false,
      weight: 0,
      length: 0,
      width: 0,
      height: 0,
      optionValues: {},
    },
  ],
  digitalAssetId: null,
});

describe(SPEC, () => {
  it('leaves room below 200 and none at 200', () => {
    expect(MAX_PRODUCTS_PER_COLLECTION).toBe(200);
    expect(shopPageHasRoom(199)).toBe(true);
    expect(shopPageHasRoom(200)).toBe(false);
  });
});

describe.each(ENGINES)(`${SPEC}, on POST ${URL} on %s`, (engine) => {
  const suite = useTestApp(engine);
  const owner = useSignedInOwner(suite);

  /** Fills the shop up to `total` products with copies of one of its items (quicker than the route). */
  async function fillShopTo(total: number): Promise<void> {
    const website = await demoWebsite(suite.db);
    const shop = await demoPage(suite.db, 'shop');
    const items = () =>
      suite.db
        .selectFrom('items')
        .selectAll()
        .where('website_id', '=', website.id)
        .where('collection_id', '=', shop.id)
        .where('publication_state', '!=', ItemPublicationState.deleted)
        .execute();
    const existing = await items();
    const model = existing[0];
    if (!model) throw new Error('the demo shop has no products');
    for (let n = existing.length; n < total; n++) {
      await suite.db
        .insertInto('items')
        .values({
          ...model,
          id: `filler-${n}`,
          url_id: `filler-${n}`,
          title: `Filler ${n}`,
          ordering: 1000 + n,
        })
        .execute();
    }
    expect(await items()).toHaveLength(total);
  }

  it('makes the 200th product and refuses the 201st with a 400 naming the shop page, storing nothing', async () => {
    await fillShopTo(MAX_PRODUCTS_PER_COLLECTION - 1);
    const last = await owner().request('POST', URL, { json: newProduct('Two hundredth bowl') });
    expect(last.statusCode).toBe(201);

    const refused = await owner().request('POST', URL, { json: newProduct('One too many') });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: SHOP_PAGE_FULL_MESSAGE,
      errors: { collectionId: SHOP_PAGE_FULL_MESSAGE },
    });
    expect(SHOP_PAGE_FULL_MESSAGE).toContain('at most 200 products');
    const list = (await owner().get(URL)).json() as { products: { name: string }[] };
    expect(list.products.map((p) => p.name)).not.toContain('One too many');
  });

  it('counts no trashed product: trashing one through its route makes room again', async () => {
    await fillShopTo(MAX_PRODUCTS_PER_COLLECTION);
    expect((await owner().request('POST', URL, { json: newProduct('Refused') })).statusCode).toBe(400);
    const list = (await owner().get(URL)).json() as { products: { id: string; name: string }[] };
    const made = list.products.find((p) => p.name === 'Two hundredth bowl') ?? list.products[0];
    if (!made) throw new Error('no product to trash');
    expect((await owner().request('DELETE', `${URL}/${made.id}`)).statusCode).toBe(204);
    expect((await owner().request('POST', URL, { json: newProduct('Room again') })).statusCode).toBe(201);
  });
});
