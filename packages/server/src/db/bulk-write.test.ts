// The bulk writer on both engines: each conflict action as its SQL says (add, replace, nothing with
// the new rows returned), any text and large numbers stored as given (PostgreSQL reads them from
// JSON), one prepared statement for any number of rows on PostgreSQL, rows beyond one statement's
// parameters split into several on SQLite, and writes together (one statement on PostgreSQL)
// landing as they would one by one, small or large.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, ENGINES } from '../../test/engines.ts';
import { websiteRow } from '../../test/rows.ts';
import type { CensusDailyTable, CensusDayVisitorsTable, CensusVisitsTable } from '../census/tables.ts';
import { type BulkStatement, bulk, bulkWrite, bulkWriteAll } from './bulk-write.ts';
import type { Db } from './database.ts';
import { type SiteScope, siteScoped } from './site-scoped.ts';

type DayPages = Omit<CensusDailyTable, 'website_id'>;
type Visit = Omit<CensusVisitsTable, 'website_id'>;
type DayVisitor = Omit<CensusDayVisitorsTable, 'website_id'>;

const ADD: BulkStatement<DayPages> = {
  table: 'census_daily',
  columns: ['day', 'path', 'pageviews', 'visits', 'visitors'],
  onConflict: { key: ['day', 'path'], action: 'add' },
};
const REPLACE: BulkStatement<Visit> = {
  table: 'census_visits',
  columns: ['visit_key', 'day', 'started_at', 'last_at', 'pageviews', 'exit_path'],
  onConflict: { key: ['visit_key'], action: 'replace' },
};
const NEW_ONLY: BulkStatement<DayVisitor> = {
  table: 'census_day_visitors',
  columns: ['day', 'visitor_hash'],
  onConflict: { key: ['day', 'visitor_hash'], action: 'nothing' },
  returning: ['visitor_hash'],
};

const DAY = '2026-11-27';
const page = (path: string, pageviews: number): DayPages => ({
  day: DAY,
  path,
  pageviews,
  visits: 1,
  visitors: 0,
});
const visit = (key: string, pageviews: number): Visit => ({
  visit_key: key,
  day: DAY,
  started_at: 1,
  last_at: 2,
  pageviews,
  exit_path: `/${pageviews}`,
});

describe.each(ENGINES)('bulk writes on %s', (engine) => {
  let db: Db;
  let drop: () => Promise<void>;
  let sites = 0;

  beforeAll(async () => {
    ({ db, drop } = await createTestDatabase(engine));
  });
  afterAll(() => drop());

  async function newSite(): Promise<SiteScope> {
    const id = `${++sites}`.padStart(24, '0');
    await db
      .insertInto('websites')
      .values(websiteRow({ id, identifier: `bulk-${sites}`, title: 'B' }))
      .execute();
    return siteScoped(db, id);
  }
  const pages = (scope: SiteScope) =>
    scope.selectFrom('census_daily').select(['path', 'pageviews', 'visits']).orderBy('path').execute();

  it('adds to the rows there, replaces them, or keeps them and answers only the new ones', async () => {
    const scope = await newSite();
    await bulkWrite(scope, ADD, [page('/a', 2), page('/b', 1)]);
    await bulkWrite(scope, ADD, [page('/a', 3)]);
    expect(await pages(scope)).toEqual([
      { path: '/a', pageviews: 5, visits: 2 },
      { path: '/b', pageviews: 1, visits: 1 },
    ]);

    await bulkWrite(scope, REPLACE, [visit('v1', 1)]);
    await bulkWrite(scope, REPLACE, [visit('v1', 4)]);
    const visits = await scope.selectFrom('census_visits').select(['pageviews', 'exit_path']).execute();
    expect(visits).toEqual([{ pageviews: 4, exit_path: '/4' }]);

    await bulkWrite(scope, NEW_ONLY, [{ day: DAY, visitor_hash: 'x' }]);
    const added = await bulkWrite(scope, NEW_ONLY, [
      { day: DAY, visitor_hash: 'x' },
      { day: DAY, visitor_hash: 'y' },
    ]);
    expect(added).toEqual([{ visitor_hash: 'y' }]);
  });

  it('stores any text and large numbers as given', async () => {
    const scope = await newSite();
    const awkward = `quote " backslash \\ apostrophe ' newline \n tab \t emoji 🧭 accents éü 中文 {"json":[1]}`;
    const time = 1_795_808_435_813;
    await bulkWrite(scope, REPLACE, [
      { ...visit('v1', 1), exit_path: awkward, started_at: time, last_at: time },
    ]);
    const stored = await scope.selectFrom('census_visits').select(['exit_path', 'started_at']).execute();
    expect(stored.map((row) => [row.exit_path, Number(row.started_at)])).toEqual([[awkward, time]]);
  });

  it('stores half of a cut emoji as U+FFFD, with the rest of its batch', async () => {
    const scope = await newSite();
    // The first half of 🧭 (a value cut at a length), and a second half alone.
    await bulkWrite(scope, REPLACE, [
      { ...visit('cut', 1), exit_path: 'cut \ud83e' },
      { ...visit('tail', 1), exit_path: '\udded tail' },
      { ...visit('whole', 1), exit_path: 'whole 🧭 \\ud83e' },
    ]);
    const stored = await scope.selectFrom('census_visits').select(['visit_key', 'exit_path']).execute();
    expect(Object.fromEntries(stored.map((row) => [row.visit_key, row.exit_path]))).toEqual({
      cut: 'cut \ufffd',
      tail: '\ufffd tail',
      whole: 'whole 🧭 \\ud83e',
    });
  });

  it('splits rows beyond one statement’s parameters into several statements', async () => {
    const scope = await newSite();
    // 6 parameters a row: 30,000 at most a statement, so 6,000 rows are two.
    const rows = Array.from({ length: 6000 }, (_, i) => page(`/p${i}`, 1));
    await bulkWrite(scope, ADD, rows);
    const counted = await scope
      .selectFrom('census_daily')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    expect(Number(counted?.n)).toBe(6000);
  });

  it('writes several statements together as each would alone, small or too large for one', async () => {
    const scope = await newSite();
    await bulkWriteAll(scope, [bulk(ADD, [page('/a', 1)]), bulk(REPLACE, [visit('v1', 2)]), bulk(ADD, [])]);
    await bulkWriteAll(scope, [bulk(ADD, [page('/a', 1)]), bulk(REPLACE, [visit('v1', 3)])]);
    expect(await pages(scope)).toEqual([{ path: '/a', pageviews: 2, visits: 2 }]);
    const visits = await scope.selectFrom('census_visits').select('pageviews').execute();
    expect(visits).toEqual([{ pageviews: 3 }]);

    const many = Array.from({ length: 4000 }, (_, i) => page(`/m${i}`, 1));
    const visitsMany = Array.from({ length: 3000 }, (_, i) => visit(`m${i}`, 1));
    await bulkWriteAll(scope, [bulk(ADD, many), bulk(REPLACE, visitsMany)]);
    const counted = await scope
      .selectFrom('census_daily')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    const visitsCounted = await scope
      .selectFrom('census_visits')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    expect([Number(counted?.n), Number(visitsCounted?.n)]).toEqual([4001, 3001]);
  });

  it('writes two writes to one table one after the other, each seeing the other’s row', async () => {
    const scope = await newSite();
    // As one PostgreSQL statement both would insert /b, unseen by each other: a unique violation.
    await bulkWriteAll(scope, [bulk(ADD, [page('/b', 1)]), bulk(ADD, [page('/b', 1)])]);
    expect(await pages(scope)).toEqual([{ path: '/b', pageviews: 2, visits: 2 }]);
  });
});

describe('bulk writes on PostgreSQL', () => {
  let db: Db;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ db, drop } = await createTestDatabase('postgres'));
  });
  afterAll(() => drop());

  it('runs a write as one statement prepared by name, whatever its number of rows, and none for no rows', async () => {
    const websiteId = '1'.padStart(24, '0');
    await db
      .insertInto('websites')
      .values(websiteRow({ id: websiteId, identifier: 'bulk', title: 'B' }))
      .execute();
    const { prepared, preparedForNoRows } = await db.transaction().execute(async (trx) => {
      const scope = siteScoped(trx, websiteId);
      await bulkWrite(scope, ADD, [page('/a', 1)]);
      await bulkWrite(scope, ADD, [page('/a', 1), page('/b', 1), page('/c', 1)]);
      // No rows: no statement is sent, so none is prepared.
      expect(await bulkWrite(scope, NEW_ONLY, [])).toEqual([]);
      // The connection's prepared statements: the transaction holds one connection throughout.
      const preparedFor = async (table: string) =>
        (
          await sql<{
            name: string;
            statement: string;
          }>`select name, statement from pg_prepared_statements where statement like ${`%"${table}"%`}`.execute(
            trx,
          )
        ).rows;
      return {
        prepared: await preparedFor('census_daily'),
        preparedForNoRows: await preparedFor('census_day_visitors'),
      };
    });
    expect(preparedForNoRows).toEqual([]);
    expect(prepared).toHaveLength(1);
    expect(prepared[0]?.name).toMatch(/^tessera_\d+$/);
    expect(prepared[0]?.statement).toContain('json_populate_recordset');
    const stored = await siteScoped(db, websiteId)
      .selectFrom('census_daily')
      .select(['path', 'pageviews'])
      .orderBy('path')
      .execute();
    expect(stored).toEqual([
      { path: '/a', pageviews: 2 },
      { path: '/b', pageviews: 1 },
      { path: '/c', pageviews: 1 },
    ]);
  });
});
