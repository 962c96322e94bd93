// 0021_experiments: A/B split tests of a page's section (server/src/experiments/). The split itself
// lives in the layout (two sections marked with the test's id); a test's row holds its name, state
// and winner, and experiment_exposures which variant each visitor saw, per day, as the census's
// salted visitor hash: no address, and joined with census_events by that hash for conversions.
// (Numbered 0021: 0018–0020 are taken by work on other branches.)
import type { Kysely, Migration } from 'kysely';
import { createSiteOwnedTable } from './site-owned-table.ts';

export const experiments: Migration = {
  async up(db: Kysely<unknown>) {
    await createSiteOwnedTable(
      db,
      'experiments',
      (t) =>
        t
          .addColumn('id', 'text', (c) => c.notNull())
          .addColumn('layout_id', 'text', (c) => c.notNull())
          .addColumn('name', 'text', (c) => c.notNull())
          // core's ExperimentState: draft, running, stopped, ended
          .addColumn('state', 'text', (c) => c.notNull())
          // 'A' or 'B' once ended
          .addColumn('winner', 'text')
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .addColumn('started_at', 'bigint')
          .addColumn('ended_at', 'bigint'),
      { primaryKey: ['id'] },
    );
    await createSiteOwnedTable(
      db,
      'experiment_exposures',
      (t) =>
        t
          .addColumn('experiment_id', 'text', (c) => c.notNull())
          .addColumn('day', 'text', (c) => c.notNull())
          .addColumn('visitor_hash', 'text', (c) => c.notNull())
          .addColumn('variant', 'text', (c) => c.notNull())
          .addColumn('first_seen_at', 'bigint', (c) => c.notNull()),
      { primaryKey: ['experiment_id', 'day', 'visitor_hash'] },
    );
  },
};
