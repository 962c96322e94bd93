// Multi-row inserts and upserts of a site's rows on the hot path of a write (the census's batches),
// without Kysely's query building: Kysely builds and compiles a query's tree on every call, which
// for a batch of hits was about as costly as SQLite running it. Here a statement's SQL is made once
// per shape and row count, on the engine it runs on, and the rows' values are its parameters.
import { CompiledQuery } from 'kysely';
import { isPostgres } from './database.ts';
import type { SiteScope, SiteTable } from './site-scoped.ts';

/** What a conflict on the key does: nothing, replace the other columns, or add to them. */
export type OnConflict = { key: string[]; then: 'nothing' | 'replace' | 'add' };

/** The shape of one statement: its table, the columns given (website_id comes first by itself). */
export interface BulkStatement<R> {
  table: SiteTable;
  columns: readonly (keyof R & string)[];
  onConflict?: OnConflict;
  returning?: readonly string[];
}

/**
 * The columns of a site's row, website_id aside, every one of them: a column the table gains and the
 * list lacks is a compile error (the missing column is then a required second argument), not a value
 * silently left out.
 */
export function everyColumn<R extends { website_id: string }>() {
  return <const C extends readonly (keyof R & string)[]>(
    columns: C,
    ..._missing: Exclude<keyof R, 'website_id' | C[number]> extends never
      ? []
      : [missing: Exclude<keyof R, 'website_id' | C[number]>]
  ): C => columns;
}

const quote = (name: string) => `"${name}"`;

function conflictClause(table: string, columns: readonly string[], conflict: OnConflict): string {
  const key = ['website_id', ...conflict.key];
  if (conflict.then === 'nothing') return ` on conflict (${key.map(quote).join(', ')}) do nothing`;
  const set = columns
    .filter((column) => !conflict.key.includes(column))
    .map((column) =>
      conflict.then === 'add'
        ? `${quote(column)} = ${quote(table)}.${quote(column)} + excluded.${quote(column)}`
        : `${quote(column)} = excluded.${quote(column)}`,
    );
  return ` on conflict (${key.map(quote).join(', ')}) do update set ${set.join(', ')}`;
}

/** The statement's SQL for `rows` rows: `?` placeholders on SQLite, `$n` on PostgreSQL. */
export function bulkSql<R>(statement: BulkStatement<R>, rows: number, postgres: boolean): string {
  const columns = ['website_id', ...statement.columns];
  let n = 0;
  const row = () => `(${columns.map(() => (postgres ? `$${++n}` : '?')).join(', ')})`;
  const values = Array.from({ length: rows }, row).join(', ');
  const conflict = statement.onConflict
    ? conflictClause(statement.table, statement.columns, statement.onConflict)
    : '';
  const returning = statement.returning ? ` returning ${statement.returning.map(quote).join(', ')}` : '';
  return `insert into ${quote(statement.table)} (${columns.map(quote).join(', ')}) values ${values}${conflict}${returning}`;
}

/** SQL made so far, per statement, engine and row count: a batch's sizes repeat. */
const made = new WeakMap<BulkStatement<never>, Map<string, string>>();
/** Shapes kept per statement at most (a batch has up to 500 rows: every size fits) */
const KEPT_SIZES = 1000;

function sqlOf<R>(statement: BulkStatement<R>, rows: number, postgres: boolean): string {
  let sizes = made.get(statement as BulkStatement<never>);
  if (!sizes) {
    sizes = new Map();
    made.set(statement as BulkStatement<never>, sizes);
  }
  const key = `${postgres ? 'pg' : 'sqlite'} ${rows}`;
  let text = sizes.get(key);
  if (text === undefined) {
    text = bulkSql(statement, rows, postgres);
    if (sizes.size >= KEPT_SIZES) sizes.clear();
    sizes.set(key, text);
  }
  return text;
}

/** Inserts (or upserts) the site's rows in one statement; answers the rows it returns. */
export async function bulkWrite<R, Returned = unknown>(
  scope: SiteScope,
  statement: BulkStatement<R>,
  rows: readonly R[],
): Promise<Returned[]> {
  if (rows.length === 0) return [];
  const parameters: unknown[] = [];
  for (const row of rows) {
    parameters.push(scope.websiteId);
    for (const column of statement.columns) parameters.push(row[column]);
  }
  const text = sqlOf(statement, rows.length, isPostgres(scope.db));
  const result = await scope.db.executeQuery<Returned>(CompiledQuery.raw(text, parameters));
  return result.rows;
}
