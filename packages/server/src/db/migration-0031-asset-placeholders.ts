// 0031_asset_placeholders: an uploaded raster image's dominant colour ('#rrggbb'), read by sharp at
// upload, is the background its <img> shows while it loads. Images uploaded before have none (null):
// they load on the page's own background, as before.
import type { Kysely, Migration } from 'kysely';

export const assetPlaceholders: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('assets').addColumn('placeholder', 'text').execute();
  },
};
