// 0038_asset_processing: after a raster image's upload, a job on the worker makes its standard
// renditions (assets/renditions-job.ts); the asset library shows where that stands. 'processing' from
// the upload until the job ends 'done', 'failed' (the image or its file could not be read) or
// 'incomplete' (out of time or tries). Null: nothing to process (documents, SVG and GIF, images too
// small for any rendition, and every file stored before), shown as done. A column on the asset, not a
// table: the library lists it with the file, and it goes with the file when that is deleted.
import type { Kysely, Migration } from 'kysely';

export const assetProcessing: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('assets').addColumn('processing', 'text').execute();
  },
};
