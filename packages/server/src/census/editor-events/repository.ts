// The owner-side stream's one table (0036_census_editor_events): written a row at a time, as owners
// act at the pace of clicks and saves, not of page views.
import type { Db } from '../../db/database.ts';
import type { CensusEditorEventsTable } from '../tables.ts';

export async function insertEditorEvent(db: Db, row: CensusEditorEventsTable): Promise<void> {
  await db.insertInto('census_editor_events').values(row).execute();
}
