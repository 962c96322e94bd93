// Multi-row inserts and upserts of a site's rows on the hot path of a write (the census's batches),
// without Kysely's query building: Kysely builds and compiles a query's tree on every call, which
// for a batch of hits was about as costly as SQLite running it. Here a statement's SQL is made once
// per shape and row count, on the engine it runs on, and the rows' values are its parameters. On
// PostgreSQL several such writes go as one statement (bulkWriteAll): a round trip each was most of a
// batch's time there.
import { CompiledQuery } from 'kysely';
import { isPostgres } from './database.ts';
import type { SiteScope, SiteTable } from './site-scoped.ts';

/** What a conflict on the key does: nothing, replace the other columns, or add to them. */
export type OnConflict = { key: string[]; action: 'nothing' | 'replace' | 'add' };

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
  if (conflict.action === 'nothing') return ` on conflict (${key.map(quote).join(', ')}) do nothing`;
  const set = columns
    .filter((column) => !conflict.key.includes(column))
    .map((column) =>
      conflict.action === 'add'
        ? `${quote(column)} = ${quote(table)}.${quote(column)} + excluded.${quote(column)}`
        : `${quote(column)} = excluded.${quote(column)}`,
    );
  return ` on conflict (${key.map(quote).join(', ')}) do update set ${set.join(', ')}`;
}

/** The statement's SQL for `rows` rows: `?` placeholders on SQLite, `$n` on PostgreSQL. */
export function bulkSql<R>(statement: BulkStatement<R>, rows: number, postgres: boolean, first = 1): string {
  const columns = ['website_id', ...statement.columns];
  let n = first - 1;
  const row = () => `(${columns.map(() => (postgres ? `$${++n}` : '?')).join(', ')})`;
  const values = Array.from({ length: rows }, row).join(', ');
  const conflict = statement.onConflict
    ? conflictClause(statement.table, statement.columns, statement.onConflict)
    : '';
  const returning = statement.returning ? ` returning ${statement.returning.map(quote).join(', ')}` : '';
  return `insert into ${quote(statement.table)} (${columns.map(quote).join(', ')}) values ${values}${conflict}${returning}`;
}

/** SQL made so far, per shape: a batch's sizes repeat. */
const made = new Map<string, string>();
/**
 * Characters of SQL kept at most (about 4 MB): bounded by size, not count, because a combined
 * statement of a large batch runs to 100 KB and its row counts rarely repeat all together. Past it
 * the cache starts again, which costs only the making of the next statements.
 */
const KEPT_CHARACTERS = 2_000_000;
let keptCharacters = 0;
/** Each statement's number, for the cache's keys (a statement dropped by its maker is forgotten) */
const numbers = new WeakMap<BulkStatement<never>, number>();
let statements = 0;

const numberOf = (statement: BulkStatement<never>): number => {
  let known = numbers.get(statement);
  if (known === undefined) {
    known = statements++;
    numbers.set(statement, known);
  }
  return known;
};

function cached(key: string, make: () => string): string {
  let text = made.get(key);
  if (text === undefined) {
    text = make();
    if (keptCharacters + text.length > KEPT_CHARACTERS) {
      made.clear();
      keptCharacters = 0;
    }
    made.set(key, text);
    keptCharacters += text.length;
  }
  return text;
}

/** One write: a statement and its rows (bulkWriteAll takes several). */
export interface BulkWrite {
  statement: BulkStatement<never>;
  rows: readonly unknown[];
}

export const bulk = <R>(statement: BulkStatement<R>, rows: readonly R[]): BulkWrite => ({
  statement: statement as BulkStatement<never>,
  rows,
});

/**
 * Parameters per statement at most: under SQLite's limit (32,766) and PostgreSQL's (65,535), and
 * with room to spare for the rows of several writes as one statement.
 */
const MAX_PARAMETERS = 30_000;

const parametersOf = (write: BulkWrite) => write.rows.length * (write.statement.columns.length + 1);

function pushValues(parameters: unknown[], websiteId: string, write: BulkWrite): void {
  const columns = write.statement.columns as readonly string[];
  for (const row of write.rows as Record<string, unknown>[]) {
    parameters.push(websiteId);
    for (const column of columns) parameters.push(row[column]);
  }
}

/** Rows in statements of at most MAX_PARAMETERS each. */
function chunked(write: BulkWrite): BulkWrite[] {
  const size = Math.floor(MAX_PARAMETERS / (write.statement.columns.length + 1));
  const chunks: BulkWrite[] = [];
  for (let start = 0; start < write.rows.length; start += size)
    chunks.push({ statement: write.statement, rows: write.rows.slice(start, start + size) });
  return chunks;
}

/** Inserts (or upserts) the site's rows; answers the rows the statement returns. */
export async function bulkWrite<R, Returned = unknown>(
  scope: SiteScope,
  statement: BulkStatement<R>,
  rows: readonly R[],
): Promise<Returned[]> {
  const returned: Returned[] = [];
  const postgres = isPostgres(scope.db);
  for (const chunk of chunked(bulk(statement, rows))) {
    const parameters: unknown[] = [];
    pushValues(parameters, scope.websiteId, chunk);
    const key = `${numberOf(chunk.statement)} ${chunk.rows.length} ${postgres}`;
    const text = cached(key, () => bulkSql(chunk.statement, chunk.rows.length, postgres));
    const result = await scope.db.executeQuery<Returned>(CompiledQuery.raw(text, parameters));
    returned.push(...result.rows);
  }
  return returned;
}

/**
 * Whether the writes may go as one PostgreSQL statement: not too large together, and each to its own
 * table (a statement's `with` clauses share one snapshot and may not change a row twice).
 */
function combinable(writes: readonly BulkWrite[]): boolean {
  const tables = new Set(writes.map((write) => write.statement.table));
  const parameters = writes.reduce((sum, write) => sum + parametersOf(write), 0);
  return writes.length > 1 && tables.size === writes.length && parameters <= MAX_PARAMETERS;
}

/**
 * Several writes that return nothing, in this order: on PostgreSQL as one statement (each write a
 * data-modifying `with` clause, so one round trip), on SQLite one after another (no round trips to
 * save: it runs in this process). Writes too large together, or two to one table, go one by one.
 */
export async function bulkWriteAll(scope: SiteScope, writes: BulkWrite[]): Promise<void> {
  const present = writes.filter((write) => write.rows.length > 0);
  if (!isPostgres(scope.db) || !combinable(present)) {
    for (const write of present) await bulkWrite(scope, write.statement, write.rows as never[]);
    return;
  }
  const parameters: unknown[] = [];
  for (const write of present) pushValues(parameters, scope.websiteId, write);
  const key = present.map((write) => `${numberOf(write.statement)}:${write.rows.length}`).join(' ');
  const text = cached(key, () => {
    let first = 1;
    const clauses = present.map((write, i) => {
      const clause = `w${i} as (${bulkSql(write.statement, write.rows.length, true, first)})`;
      first += parametersOf(write);
      return clause;
    });
    return `with ${clauses.join(', ')} select 1`;
  });
  await scope.db.executeQuery(CompiledQuery.raw(text, parameters));
}
