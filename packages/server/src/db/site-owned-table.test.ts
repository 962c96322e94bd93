// Every site-owned table leads its primary key and every unique index with website_id, so one
// PostgreSQL can later be distributed by site; createSiteOwnedTable makes a new one that way.
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, ENGINES } from '../../test/engines.ts';
import { type Db, isPostgres } from './database.ts';
import { createSiteOwnedIndex, createSiteOwnedTable } from './site-owned-table.ts';

/** Each unique key (the primary key among them) of a table: its columns in order. */
async function uniqueKeys(db: Db, table: string): Promise<string[][]> {
  if (isPostgres(db)) {
    const { rows } = await sql<{ columns: string[] }>`
      SELECT array_agg(a.attname::text ORDER BY k.ordinality) AS columns
      FROM pg_index i
      CROSS JOIN LATERAL unnest(i.indkey) WITH ORDINALITY AS k(attnum, ordinality)
      JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = k.attnum
      WHERE i.indrelid = ${table}::regclass AND i.indisunique
      GROUP BY i.indexrelid`.execute(db);
    return rows.map((r) => r.columns);
  }
  const { rows: indexes } = await sql<{ name: string; unique: number }>`
    SELECT name, "unique" FROM pragma_index_list(${table})`.execute(db);
  const keys: string[][] = [];
  for (const index of indexes.filter((i) => i.unique)) {
    const { rows } = await sql<{
      name: string;
    }>`SELECT name FROM pragma_index_info(${index.name}) ORDER BY seqno`.execute(db);
    keys.push(rows.map((r) => r.name));
  }
  return keys;
}

/**
 * The tables whose rows belong to one site. Not website_domains: a domain names one site across the
 * whole platform, so its uniqueness is platform-wide by design (a reference table when distributed).
 */
const SITE_OWNED = [
  'layouts',
  'collections',
  'items',
  'navigation',
  'assets',
  'client_events',
  'website_members',
  'header_footer',
  'search_documents',
  'census_hits',
  'census_daily',
  'census_day_visitors',
  'census_events',
  'census_daily_web_vitals',
  'census_monthly_web_vitals',
  'census_daily_web_vital_totals',
  'census_monthly_web_vital_totals',
  'experiments',
  'experiment_exposures',
];

describe.each(ENGINES)('site-owned tables on %s', (engine) => {
  let db: Db;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await createTestDatabase(engine));
  });
  afterAll(() => drop());

  it.each(SITE_OWNED)('%s leads its primary key and unique indexes with website_id', async (table) => {
    const keys = await uniqueKeys(db, table);
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(key[0], `${table}: ${key.join(', ')}`).toBe('website_id');
  });

  it('makes a new site-owned table that way, with website_id leading its indexes too', async () => {
    const schema = db as unknown as Kysely<unknown>;
    await createSiteOwnedTable(
      schema,
      'test_widgets',
      (t) =>
        t
          .addColumn('id', 'text', (c) => c.notNull())
          .addColumn('slug', 'text', (c) => c.notNull())
          .addColumn('created_at', 'bigint', (c) => c.notNull()),
      { primaryKey: ['id'], unique: [['slug']] },
    );
    await createSiteOwnedIndex(schema, 'test_widgets', 'test_widgets_by_time', ['created_at']);
    const keys = (await uniqueKeys(db, 'test_widgets')).map((k) => k.join(','));
    expect(keys.sort()).toEqual(['website_id,id', 'website_id,slug']);
    // Its rows go with their site.
    await sql`INSERT INTO websites (id, identifier, title, site_type, subscription_status, currency, locale,
      time_zone, settings, developer_mode, cloneable, version, created_at, updated_at)
      VALUES ('w1', 'widget-site', 'W', 1, 3, 'USD', 'en-US', 'UTC', '{}', 0, 0, 1, 0, 0)`.execute(db);
    await sql`INSERT INTO test_widgets (website_id, id, slug, created_at) VALUES ('w1', 'a', 'a', 0)`.execute(
      db,
    );
    await expect(
      sql`INSERT INTO test_widgets (website_id, id, slug, created_at) VALUES ('w1', 'b', 'a', 0)`.execute(db),
    ).rejects.toThrow();
    await sql`DELETE FROM websites WHERE id = 'w1'`.execute(db);
    const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM test_widgets`.execute(db);
    expect(Number(rows[0]?.n)).toBe(0);
  });
});
