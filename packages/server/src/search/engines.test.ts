// The same query answers the same results on SQLite and on PostgreSQL, for the demo site: the same
// documents, titles, marks and excerpts (the order may differ: bm25 and ts_rank weigh differently).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoDatabase, openDemoDatabase } from '../../test/demo-site.ts';
import { search } from './service.ts';

const QUERIES = [
  'plum',
  'Plum glaze',
  'plu',
  'glaze',
  'mug',
  'mugs',
  'kiln',
  'studio',
  'portland oregon',
  'forty-one',
  'potter’s wheel',
  'café',
  '38',
  'a',
  'the',
  'and or',
  'AND OR (',
  '"',
  '*',
  'zzzz',
  'workshops',
  'wholesale',
  'Fern & Kiln',
];

describe('search answers alike on both engines', () => {
  const engines: DemoDatabase[] = [];
  beforeAll(async () => {
    engines.push(await openDemoDatabase('sqlite'), await openDemoDatabase('postgres'));
  });
  afterAll(() => Promise.all(engines.map((e) => e.close())));

  async function answers(demo: DemoDatabase, query: string, canPreview: boolean) {
    const website = await demo.db
      .selectFrom('websites')
      .select('id')
      .where('identifier', '=', 'demo')
      .executeTakeFirstOrThrow();
    const results = await search(demo.db, website.id, query, {
      canPreview,
      now: Date.now(),
      homeCollectionId: null,
    });
    return results.sort((a, b) => a.href.localeCompare(b.href));
  }

  it.each(QUERIES)('%s', async (query) => {
    for (const canPreview of [false, true]) {
      const [sqlite, postgres] = await Promise.all(engines.map((e) => answers(e, query, canPreview)));
      expect(postgres, `${query}, preview ${canPreview}`).toEqual(sqlite);
    }
  });

  it('finds something for most of them', async () => {
    const [sqlite] = engines;
    if (!sqlite) throw new Error('no database');
    const found = await Promise.all(QUERIES.map(async (q) => (await answers(sqlite, q, false)).length));
    expect(found.filter((n) => n > 0).length).toBeGreaterThan(QUERIES.length / 2);
  });
});
