// For migrations: a table whose rows belong to one site. website_id comes first, references the
// site (its rows go when the site goes), and leads the primary key and every unique index, so one
// PostgreSQL can later be distributed by site (Citus) without a rewrite.
import type { CreateTableBuilder, Kysely } from 'kysely';

export interface SiteOwnedKeys {
  /** The key within the site, e.g. ['id'] */
  primaryKey: string[];
  /** Each unique index within the site, e.g. [['url_id']] */
  unique?: string[][];
}

export async function createSiteOwnedTable(
  db: Kysely<unknown>,
  table: string,
  columns: (builder: CreateTableBuilder<string, 'website_id'>) => CreateTableBuilder<string, string>,
  keys: SiteOwnedKeys,
): Promise<void> {
  let builder = columns(
    db.schema
      .createTable(table)
      .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade')),
  );
  builder = builder.addPrimaryKeyConstraint(`${table}_pk`, ['website_id', ...keys.primaryKey] as never);
  for (const unique of keys.unique ?? []) {
    builder = builder.addUniqueConstraint(`${table}_${unique.join('_')}`, ['website_id', ...unique] as never);
  }
  await builder.execute();
}

/** An index of a site-owned table, led by website_id (every site-owned query filters on it). */
export async function createSiteOwnedIndex(
  db: Kysely<unknown>,
  table: string,
  name: string,
  columns: string[],
): Promise<void> {
  await db.schema
    .createIndex(name)
    .on(table)
    .columns(['website_id', ...columns])
    .execute();
}
