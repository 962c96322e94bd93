// 0033_census_visits_by_day: a visit's row changes with every page of it (its last time, page count
// and exit), and it was indexed by that last time for the trim, so on PostgreSQL every change wrote
// a new entry in both its indexes. Indexed by the day the visit began instead (which a later page
// never changes), a change is a heap-only update there: no index is touched, and the page's room
// (fillfactor 70) takes the new version. A batch of 100 hits was written about a tenth faster
// (docs/performance.md, "The writer alone"). The trim now forgets visits by the day they began.
import { type Kysely, type Migration, sql } from 'kysely';
import { isPostgres } from './engine.ts';

export const censusVisitsByDay: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.dropIndex('census_visits_by_last').execute();
    await db.schema.createIndex('census_visits_by_day').on('census_visits').column('day').execute();
    // SQLite updates a row in place and has no fillfactor.
    if (isPostgres(db)) await sql`alter table census_visits set (fillfactor = 70)`.execute(db);
  },
};
