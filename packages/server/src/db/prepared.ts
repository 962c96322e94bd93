// Statements PostgreSQL keeps prepared, by name, on each connection that runs them: the census's
// bulk writes, whose text is the same for every batch (bulk-write.ts). Prepared once, a batch's
// statement is bound and run with no parse or plan (docs/performance.md, "The writer alone").
// Every other query stays unnamed: prepared statements live as long as their connection, so only
// a few, repeated texts are worth keeping. SQLite keeps its own (database.ts, keepingStatements).
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

/** Texts kept prepared at most: a handful of shapes are expected; past this, others go unnamed. */
const MAX_PREPARED = 100;
const names = new Map<string, string>();

/** Marks `text` to be prepared by name on PostgreSQL; answers the text. */
export function preparedOnPostgres(text: string): string {
  if (!names.has(text) && names.size < MAX_PREPARED) names.set(text, `tessera_${names.size}`);
  return text;
}

/**
 * The pool as Kysely uses it, each client running a marked text as its named prepared statement.
 * One wrapper per client: Kysely keeps its connection per client object.
 */
export function preparingPool(pool: pg.Pool): PostgresPool {
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    // A cursor (Kysely's stream) or an unmarked text goes as it came.
    const query = (textOrCursor: unknown, values?: readonly unknown[]): unknown => {
      const name = typeof textOrCursor === 'string' ? names.get(textOrCursor) : undefined;
      if (name) return client.query({ name, text: textOrCursor as string, values: values as unknown[] });
      return client.query(textOrCursor as never, values as never);
    };
    return { query: query as PostgresPoolClient['query'], release: () => client.release() };
  };
  return {
    async connect() {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) {
        wrapper = wrap(client);
        wrappers.set(client, wrapper);
      }
      return wrapper;
    },
    end: () => pool.end(),
  };
}
