// 0019_census_performance: real-user performance (spec: "Performance record"). One row per record a
// page load sent: a page speed metric (LCP, CLS, INP, FCP, TTFB), a user timing named `rum-…`, or an
// image with the spec's fields. Kept raw and trimmed with the census's raw hits; no visitor is named
// (no cookie, no hash): a record belongs to a page load, not to a person.
// (Numbered after 0018, which another branch adds: renumber at merge if needed.)
import type { Kysely, Migration } from 'kysely';
import { createSiteOwnedIndex, createSiteOwnedTable } from './site-owned-table.ts';

export const censusPerformance: Migration = {
  async up(db: Kysely<unknown>) {
    await createSiteOwnedTable(
      db,
      'census_performance',
      (t) =>
        t
          .addColumn('id', 'text', (c) => c.notNull())
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          // The UTC day, 'YYYY-MM-DD'
          .addColumn('day', 'text', (c) => c.notNull())
          .addColumn('page_path', 'text', (c) => c.notNull())
          .addColumn('page_load_id', 'text', (c) => c.notNull())
          // 'metric', 'measure' or 'image'
          .addColumn('kind', 'text', (c) => c.notNull())
          // The metric's name, the measure's (rum-…) or the image's address
          .addColumn('name', 'text', (c) => c.notNull())
          // The metric's value or the measure's duration (ms; CLS a score); null for an image
          .addColumn('value', 'double precision')
          // An image's fields (null on the other kinds); booleans as 0 or 1
          .addColumn('visible_on_load', 'integer')
          .addColumn('observation_time', 'double precision')
          .addColumn('intersection_ratio', 'double precision')
          .addColumn('squarespace_size', 'integer')
          .addColumn('natural_width', 'integer')
          .addColumn('natural_height', 'integer')
          .addColumn('rendered_width', 'integer')
          .addColumn('rendered_height', 'integer')
          .addColumn('loaded_before_lcp', 'integer'),
      { primaryKey: ['id'] },
    );
    // The dashboard reads a site's metrics over a range of days.
    await createSiteOwnedIndex(db, 'census_performance', 'census_performance_by_day', ['kind', 'day']);
    // The trim job deletes by age across every site.
    await db.schema
      .createIndex('census_performance_by_time')
      .on('census_performance')
      .column('created_at')
      .execute();
  },
};
