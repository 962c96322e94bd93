// 0016_commerce_downloads: a digital product's file reaches its buyer through the order line. The
// line keeps the file it was sold with (the owner may replace the product's file later; a buyer keeps
// what they paid for) and how many times it was downloaded (core's DOWNLOAD_LIMIT).
// The products' index by file lets /s/ refuse a file that is for sale.
import type { Kysely, Migration } from 'kysely';
import { createSiteOwnedIndex } from './site-owned-table.ts';

export const commerceDownloads: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('order_lines').addColumn('download_asset_id', 'text').execute();
    await db.schema
      .alterTable('order_lines')
      .addColumn('download_count', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await createSiteOwnedIndex(db, 'products', 'products_by_digital_asset', ['digital_asset_id']);
  },
};
