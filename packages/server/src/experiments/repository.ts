// All of the split tests' SQL: the tests themselves, which variant each visitor saw (once a day), and
// the results: each variant's visitors and those of them who converted (a census event of a
// conversion kind, same visitor hash, same day, after they saw it).
import type { ConversionKind } from '@tessera/core';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { siteScoped } from '../db/site-scoped.ts';
import type { ExperimentExposuresTable, ExperimentsTable } from './tables.ts';

export type ExperimentRow = ExperimentsTable;
export type ExposureRow = ExperimentExposuresTable;

export async function insertExperiment(db: Db, row: ExperimentRow): Promise<void> {
  const { website_id, ...rest } = row;
  await siteScoped(db, website_id).insertInto('experiments', rest).execute();
}

export function findExperiment(db: Db, websiteId: string, id: string): Promise<ExperimentRow | undefined> {
  return siteScoped(db, websiteId)
    .selectFrom('experiments')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The site's tests, newest first; only one layout's when given. */
export function listExperiments(db: Db, websiteId: string, layoutId?: string): Promise<ExperimentRow[]> {
  let query = siteScoped(db, websiteId).selectFrom('experiments').selectAll();
  if (layoutId !== undefined) query = query.where('layout_id', '=', layoutId);
  return query.orderBy('created_at', 'desc').orderBy('id').execute();
}

/** The tests among `ids` (those a page's split sections name). */
export function experimentsByIds(db: Db, websiteId: string, ids: string[]): Promise<ExperimentRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return siteScoped(db, websiteId).selectFrom('experiments').selectAll().where('id', 'in', ids).execute();
}

/** Changes a test only if it is still in state `from` (of two racing moves one lands); whether it did. */
export async function updateExperimentIfState(
  db: Db,
  websiteId: string,
  id: string,
  from: string,
  changes: Partial<Pick<ExperimentRow, 'state' | 'winner' | 'started_at' | 'ended_at'>>,
): Promise<boolean> {
  const result = await siteScoped(db, websiteId)
    .updateTable('experiments')
    .set(changes)
    .where('id', '=', id)
    .where('state', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Notes who saw which variant today; a visitor already noted today keeps their first row. */
export async function insertExposures(db: Db, websiteId: string, rows: Omit<ExposureRow, 'website_id'>[]) {
  if (rows.length === 0) return;
  await siteScoped(db, websiteId)
    .insertInto('experiment_exposures', rows)
    .onConflict((conflict) =>
      conflict.columns(['website_id', 'experiment_id', 'day', 'visitor_hash']).doNothing(),
    )
    .execute();
}

export interface VariantCounts {
  experiment_id: string;
  variant: string;
  visitors: number;
  conversions: number;
}

/** Per test and variant: visitors (a visitor a day) and how many of them converted. */
export async function variantCounts(
  db: Db,
  websiteId: string,
  experimentIds: string[],
  conversions: readonly ConversionKind[],
): Promise<VariantCounts[]> {
  if (experimentIds.length === 0) return [];
  const kinds = sql.join(
    conversions.map(({ kind, subjects }) =>
      subjects ? sql`(c.kind = ${kind} and c.subject_id in (${sql.join(subjects)}))` : sql`c.kind = ${kind}`,
    ),
    sql` or `,
  );
  const converted = sql<number>`case when exists (
      select 1 from census_events c
      where c.website_id = e.website_id and c.day = e.day and c.visitor_hash = e.visitor_hash
        and c.created_at >= e.first_seen_at
        and (${kinds})
    ) then 1 else 0 end`;
  const rows = await db
    .selectFrom('experiment_exposures as e')
    .select(({ fn }) => [
      'e.experiment_id',
      'e.variant',
      fn.countAll<number | string>().as('visitors'),
      fn.sum<number | string>(converted).as('conversions'),
    ])
    .where('e.website_id', '=', websiteId)
    .where('e.experiment_id', 'in', experimentIds)
    .groupBy(['e.experiment_id', 'e.variant'])
    .execute();
  return rows.map((row) => ({
    experiment_id: row.experiment_id,
    variant: row.variant,
    visitors: Number(row.visitors),
    conversions: Number(row.conversions ?? 0),
  }));
}
