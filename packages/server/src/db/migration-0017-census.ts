// 0017_census: the visitor census. Raw page views (census_hits) are kept for a configurable time and
// then trimmed; what outlives them is the daily roll-up per page (census_daily). census_day_visitors
// holds the day's visitor hashes so a visitor is counted once a day; it goes with its day's salt.
// No address is stored anywhere: a visitor is a salted hash (consent/visitor-hash.ts) or, with
// consent, the random ss_cvr cookie.
// (Numbered after 0016; another branch may add its own 0017: renumber at merge.)
import type { Kysely, Migration } from 'kysely';
import { createSiteOwnedIndex, createSiteOwnedTable } from './site-owned-table.ts';

export const census: Migration = {
  async up(db: Kysely<unknown>) {
    await createSiteOwnedTable(
      db,
      'census_hits',
      (t) =>
        t
          .addColumn('id', 'text', (c) => c.notNull())
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          // The UTC day, 'YYYY-MM-DD'
          .addColumn('day', 'text', (c) => c.notNull())
          // core's CensusEventType
          .addColumn('event_type', 'integer', (c) => c.notNull())
          .addColumn('path', 'text', (c) => c.notNull())
          .addColumn('query_string', 'text', (c) => c.notNull())
          .addColumn('title', 'text', (c) => c.notNull())
          .addColumn('referrer', 'text', (c) => c.notNull())
          .addColumn('visitor_hash', 'text', (c) => c.notNull())
          // ss_cvr and ss_cvt, only where the visitor's consent allows those cookies
          .addColumn('visitor_id', 'text')
          .addColumn('visit_id', 'text')
          .addColumn('begins_visit', 'integer', (c) => c.notNull())
          .addColumn('user_agent', 'text', (c) => c.notNull())
          .addColumn('locale', 'text', (c) => c.notNull())
          // 'WxH'
          .addColumn('viewport', 'text', (c) => c.notNull())
          .addColumn('screen', 'text', (c) => c.notNull())
          .addColumn('collection_id', 'text')
          .addColumn('item_id', 'text')
          .addColumn('record_type', 'integer'),
      { primaryKey: ['id'] },
    );
    await createSiteOwnedIndex(db, 'census_hits', 'census_hits_by_day', ['day']);
    // The trim job deletes by age across every site.
    await db.schema.createIndex('census_hits_by_time').on('census_hits').column('created_at').execute();
    await createSiteOwnedTable(
      db,
      'census_daily',
      (t) =>
        t
          .addColumn('day', 'text', (c) => c.notNull())
          .addColumn('path', 'text', (c) => c.notNull())
          .addColumn('pageviews', 'integer', (c) => c.notNull())
          // Page views that began a visit (entries)
          .addColumn('visits', 'integer', (c) => c.notNull())
          // Visitors whose first page view of the day was this page: summed over pages, the day's visitors
          .addColumn('visitors', 'integer', (c) => c.notNull()),
      { primaryKey: ['day', 'path'] },
    );
    await createSiteOwnedTable(
      db,
      'census_day_visitors',
      (t) =>
        t.addColumn('day', 'text', (c) => c.notNull()).addColumn('visitor_hash', 'text', (c) => c.notNull()),
      { primaryKey: ['day', 'visitor_hash'] },
    );
    await db.schema
      .createIndex('census_day_visitors_by_day')
      .on('census_day_visitors')
      .column('day')
      .execute();
    // The census's other calls (spec section 7): button clicks and renders, form renders, overlay
    // events and quick views, kept raw (and trimmed) like the hits.
    await createSiteOwnedTable(
      db,
      'census_events',
      (t) =>
        t
          .addColumn('id', 'text', (c) => c.notNull())
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .addColumn('day', 'text', (c) => c.notNull())
          // 'button-click', 'button-render', 'form-render', 'overlay', 'quick-view'
          .addColumn('kind', 'text', (c) => c.notNull())
          // The button's, form's or item's id ('' where the event names none)
          .addColumn('subject_id', 'text', (c) => c.notNull())
          .addColumn('page_path', 'text', (c) => c.notNull())
          .addColumn('visitor_hash', 'text', (c) => c.notNull())
          // The event's fields as JSON
          .addColumn('payload', 'text', (c) => c.notNull()),
      { primaryKey: ['id'] },
    );
    await createSiteOwnedIndex(db, 'census_events', 'census_events_by_day', ['day', 'kind']);
    await db.schema.createIndex('census_events_by_time').on('census_events').column('created_at').execute();
  },
};
