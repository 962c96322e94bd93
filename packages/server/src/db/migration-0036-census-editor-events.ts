// 0036_census_editor_events: the platform's own census of its editor (spec: "Editor product areas
// named in events"), an owner-side stream kept apart from visitors' hits and events: what an owner
// did in the config area, with the spec's common analytics fields as JSON. Written only when the
// operator turns editor analytics on (TESSERA_EDITOR_ANALYTICS=on); trimmed like the raw hits.
import type { Kysely, Migration } from 'kysely';
import { createSiteOwnedIndex, createSiteOwnedTable } from './site-owned-table.ts';

export const censusEditorEvents: Migration = {
  async up(db: Kysely<unknown>) {
    await createSiteOwnedTable(
      db,
      'census_editor_events',
      (t) =>
        t
          .addColumn('id', 'text', (c) => c.notNull())
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          // The UTC day, 'YYYY-MM-DD'
          .addColumn('day', 'text', (c) => c.notNull())
          // The signed-in account that acted (the spec tags analytics records with it)
          .addColumn('account_id', 'text', (c) => c.notNull())
          // core's EDITOR_ACTIONS and EDITOR_EVENT_AREAS ('' where the event has no area)
          .addColumn('action', 'text', (c) => c.notNull())
          .addColumn('product_area', 'text', (c) => c.notNull())
          // The event's common fields as JSON
          .addColumn('payload', 'text', (c) => c.notNull()),
      { primaryKey: ['id'] },
    );
    await createSiteOwnedIndex(db, 'census_editor_events', 'census_editor_events_by_day', [
      'day',
      'product_area',
    ]);
    await db.schema
      .createIndex('census_editor_events_by_time')
      .on('census_editor_events')
      .column('created_at')
      .execute();
  },
};
