// Migration 0012_commerce_catalogue on both engines: the products kept in their items' JSON become
// product and variant rows (a digital product priced on itself gets one unlimited variant; a blank
// or repeated SKU a fresh SQ + 7 digits), and their items keep no product JSON.
import { ProductType } from '@tessera/core';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseAt, ENGINES } from '../../../test/engines.ts';
import { websiteRow } from '../../../test/rows.ts';
import type { Db } from '../../db/database.ts';
import { migrateUpTo } from '../../db/migrations.ts';

const SITE = 's'.repeat(24);
const SHOP = 'c'.repeat(24);

describe.each(ENGINES)('migration 0012_commerce_catalogue on %s', (engine) => {
  let db: Db;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await databaseAt(engine, '0011_newsletters'));
  });
  afterAll(() => drop());

  it('moves each product out of its item into rows', async () => {
    await db
      .insertInto('websites')
      .values(websiteRow({ id: SITE, identifier: 'shop', title: 'Shop' }))
      .execute();
    await db
      .insertInto('collections')
      .values({
        website_id: SITE,
        id: SHOP,
        type: 'products',
        url_id: 'shop',
        title: 'Shop',
        description: '',
        publication_state: 1,
        layout_id: null,
        password_hash: null,
        settings: '{}',
        ordering: 0,
        published_at: 1,
        deleted_at: null,
        created_at: 1,
        updated_at: 1,
      } as never)
      .execute();
    const item = (id: string, ordering: number, data: unknown) => ({
      website_id: SITE,
      id: id.repeat(24),
      collection_id: SHOP,
      record_type: 11,
      publication_state: 1,
      url_id: `item-${id}`,
      title: `Item ${id}`,
      excerpt: `About ${id}`,
      layout_id: null,
      asset_id: null,
      data: typeof data === 'string' ? data : JSON.stringify(data),
      ordering,
      published_at: 1,
      deleted_at: null,
      created_at: 1,
      updated_at: 1,
    });
    await db
      .insertInto('items')
      .values([
        item('a', 0, {
          productType: ProductType.physical,
          description: 'A mug.',
          options: [{ name: 'Glaze', values: ['Fern', 'Oat'] }],
          variants: [
            {
              sku: 'MUG-1',
              price: 3800,
              salePrice: 0,
              onSale: false,
              qtyInStock: 12,
              unlimited: false,
              optionValues: [{ optionName: 'Glaze', value: 'Fern' }],
            },
            {
              sku: 'mug-1',
              price: 3800,
              salePrice: 3000,
              onSale: true,
              qtyInStock: 0,
              unlimited: false,
              optionValues: [{ value: 'Oat' }],
            },
          ],
        }),
        item('b', 1, {
          productType: ProductType.digital,
          priceCents: 1800,
          salePriceCents: 1200,
          onSale: true,
        }),
        item('d', 2, 'not json'),
      ])
      .execute();

    await migrateUpTo(db as unknown as Kysely<unknown>, '0012_commerce_catalogue');

    const products = await db.selectFrom('products').selectAll().orderBy('id').execute();
    expect(products.map((p) => [p.id[0], p.product_type, p.description])).toEqual([
      ['a', ProductType.physical, 'A mug.'],
      ['b', ProductType.digital, 'About b'],
      ['d', ProductType.physical, 'About d'],
    ]);
    const variants = await db
      .selectFrom('product_variants')
      .selectAll()
      .orderBy('product_id')
      .orderBy('position')
      .execute();
    const mug = variants.filter((v) => v.product_id === 'a'.repeat(24));
    expect(
      mug.map((v) => [v.sku, Number(v.price_cents), v.qty_in_stock, JSON.parse(v.option_values)]),
    ).toEqual([
      ['MUG-1', 3800, 12, { Glaze: 'Fern' }],
      [expect.stringMatching(/^SQ\d{7}$/), 3800, 0, { Glaze: 'Oat' }],
    ]);
    const book = variants.filter((v) => v.product_id === 'b'.repeat(24));
    expect(book).toMatchObject([{ price_cents: 1800, sale_price_cents: 1200, on_sale: 1, unlimited: 1 }]);
    expect(new Set(variants.map((v) => v.sku_key)).size).toBe(variants.length);
    const store = await db.selectFrom('store_settings').selectAll().execute();
    expect(store).toMatchObject([
      { website_id: SITE, min_order_subtotal_cents: 50, test_mode: 1, next_order_number: 1 },
    ]);
    const items = await db.selectFrom('items').select('data').execute();
    expect(items.map((i) => i.data)).toEqual(['{}', '{}', '{}']);
  });
});
