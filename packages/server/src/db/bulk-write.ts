// Multi-row inserts and upserts of a site's rows on the hot path of a write (the census's batches),
// without Kysely's query building: Kysely builds and compiles a query's tree on every call, which
// for a batch of hits was about as costly as SQLite running it. Here a statement's SQL is made once,
// on the engine it runs on. On SQLite the rows' values are its parameters (a statement per shape and
// row count, prepared once: database.ts keeps them). On PostgreSQL the rows go as one JSON parameter,
// read by json_populate_recordset as the table's own row type: the statement's text is the same for
// any number of rows, short to parse, where a VALUES list of a batch's 700 parameters took
// PostgreSQL longer to parse and plan than to run (docs/performance.md, "The writer alone"). There
// several writes also go as one statement (bulkWriteAll): a round trip each was most of a batch's
// time.
import { CompiledQuery } from 'kysely';
import { isPostgres } from './database.ts';
import { preparedOnPostgres } from './prepared.ts';
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

/** What follows the rows: the conflict clause and what the statement returns. */
function tail<R>(statement: BulkStatement<R>): string {
  const conflict = statement.onConflict
    ? conflictClause(statement.table, statement.columns, statement.onConflict)
    : '';
  const returning = statement.returning ? ` returning ${statement.returning.map(quote).join(', ')}` : '';
  return `${conflict}${returning}`;
}

const columnList = <R>(statement: BulkStatement<R>): string =>
  ['website_id', ...statement.columns].map(quote).join(', ');

/** SQLite's statement for `rows` rows, a `?` for each value. */
function sqliteSql<R>(statement: BulkStatement<R>, rows: number): string {
  const row = `(${['website_id', ...statement.columns].map(() => '?').join(', ')})`;
  const values = Array.from({ length: rows }, () => row).join(', ');
  return `insert into ${quote(statement.table)} (${columnList(statement)}) values ${values}${tail(statement)}`;
}

/**
 * PostgreSQL's statement for any number of rows: `$first` the site, `$first + 1` the rows as a JSON
 * array, each read as the table's row type (so each value is cast to its column's type).
 */
function postgresSql<R>(statement: BulkStatement<R>, first = 1): string {
  const values = statement.columns.map((column) => `r.${quote(column)}`).join(', ');
  const rows = `json_populate_recordset(null::${quote(statement.table)}, $${first + 1})`;
  return `insert into ${quote(statement.table)} (${columnList(statement)}) select $${first}, ${values} from ${rows} r${tail(statement)}`;
}

/** SQL made so far, per shape: a batch's sizes repeat. */
const made = new Map<string, string>();
/**
 * Characters of SQL kept at most (about 4 MB): bounded by size, not count, because SQLite's
 * statement of a large batch runs to 100 KB. Past it the cache starts again, which costs only the
 * making of the next statements.
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

/** SQLite's parameters per statement at most: under its limit of 32,766. */
const MAX_PARAMETERS = 30_000;

/** ES2024's String.prototype.isWellFormed and toWellFormed: in Node 20, past this project's ES2023 lib. */
const { isWellFormed, toWellFormed } = String.prototype as unknown as {
  isWellFormed(this: string): boolean;
  toWellFormed(this: string): string;
};

/**
 * A text holding half of a surrogate pair (a cut emoji) with that half made U+FFFD, so both engines
 * store the same: pg wrote U+FFFD binding it as UTF-8, better-sqlite3 wrote bytes that are not
 * UTF-8, and PostgreSQL's JSON refuses it outright.
 */
const wellFormed = (value: unknown): unknown =>
  typeof value === 'string' && !isWellFormed.call(value) ? toWellFormed.call(value) : value;

/** The rows' values in order, each row led by the site: SQLite's parameters. */
function valuesOf(websiteId: string, write: BulkWrite): unknown[] {
  const columns = write.statement.columns as readonly string[];
  const parameters: unknown[] = [];
  for (const row of write.rows as Record<string, unknown>[]) {
    parameters.push(websiteId);
    for (const column of columns) parameters.push(wellFormed(row[column]));
  }
  return parameters;
}

/** Rows in statements of at most MAX_PARAMETERS each. */
function chunked(write: BulkWrite): BulkWrite[] {
  const size = Math.floor(MAX_PARAMETERS / (write.statement.columns.length + 1));
  const chunks: BulkWrite[] = [];
  for (let start = 0; start < write.rows.length; start += size)
    chunks.push({ statement: write.statement, rows: write.rows.slice(start, start + size) });
  return chunks;
}

/**
 * PostgreSQL's two parameters of a write: the site and the rows as JSON. JSON.stringify writes half
 * of a surrogate pair as an escape ("\\ud83e") that would fail the whole batch, so only such an
 * output (or one of a text holding a backslash and "ud") is made again, each text well formed.
 */
function postgresParameters(websiteId: string, write: BulkWrite): unknown[] {
  const json = JSON.stringify(write.rows);
  if (!json.includes('\\ud')) return [websiteId, json];
  return [websiteId, JSON.stringify(write.rows, (_key, value: unknown) => wellFormed(value))];
}

/** Inserts (or upserts) the site's rows; answers the rows the statement returns. */
export async function bulkWrite<R, Returned = unknown>(
  scope: SiteScope,
  statement: BulkStatement<R>,
  rows: readonly R[],
): Promise<Returned[]> {
  // No rows, no statement (SQLite's chunks are none; PostgreSQL's JSON would be '[]').
  if (rows.length === 0) return [];
  const write = bulk(statement, rows);
  if (isPostgres(scope.db)) {
    const text = cached(`postgres ${numberOf(write.statement)}`, () =>
      preparedOnPostgres(postgresSql(statement)),
    );
    const result = await scope.db.executeQuery<Returned>(
      CompiledQuery.raw(text, postgresParameters(scope.websiteId, write)),
    );
    return result.rows;
  }
  const returned: Returned[] = [];
  for (const chunk of chunked(write)) {
    const key = `sqlite ${numberOf(chunk.statement)} ${chunk.rows.length}`;
    const text = cached(key, () => sqliteSql(chunk.statement, chunk.rows.length));
    const result = await scope.db.executeQuery<Returned>(
      CompiledQuery.raw(text, valuesOf(scope.websiteId, chunk)),
    );
    returned.push(...result.rows);
  }
  return returned;
}

/**
 * Several writes that return nothing, in this order: on PostgreSQL as one statement (each write a
 * data-modifying `with` clause, so one round trip), on SQLite one after another (no round trips to
 * save: it runs in this process). Two writes to one table go one by one: a statement's `with`
 * clauses share one snapshot and may not change a row twice.
 */
export async function bulkWriteAll(scope: SiteScope, writes: BulkWrite[]): Promise<void> {
  const present = writes.filter((write) => write.rows.length > 0);
  const tables = new Set(present.map((write) => write.statement.table));
  if (!isPostgres(scope.db) || present.length < 2 || tables.size < present.length) {
    for (const write of present) await bulkWrite(scope, write.statement, write.rows as never[]);
    return;
  }
  const key = `postgres ${present.map((write) => numberOf(write.statement)).join(',')}`;
  const text = cached(key, () => {
    const clauses = present.map((write, i) => `w${i} as (${postgresSql(write.statement, 2 * i + 1)})`);
    return preparedOnPostgres(`with ${clauses.join(', ')} select 1`);
  });
  const parameters = present.flatMap((write) => postgresParameters(scope.websiteId, write));
  await scope.db.executeQuery(CompiledQuery.raw(text, parameters));
}
