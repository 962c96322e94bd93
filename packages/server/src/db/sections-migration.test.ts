// Migration 0004_sections: every existing layout becomes one section with the default settings
// holding its blocks, each marked as version 1 of its type's data; the layout gets version 1. The
// code then reads those blocks through their types' migrations (the text block's plain text becomes
// HTML), on both engines.
import { upgradeSections } from '@tessera/site';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseAt, ENGINES } from '../../test/engines.ts';
import { websiteRow } from '../../test/rows.ts';
import { sanitizeRichText } from '../content/rich-text.ts';
import type { Db } from './database.ts';
import { migrateUpTo } from './migrations.ts';

describe.each(ENGINES)('migration 0004_sections on %s', (engine) => {
  let db: Db;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await databaseAt(engine, '0002_hardening'));
  });
  afterAll(() => drop());

  it('wraps each layout’s blocks in one default section, at version 1, and drops the old column', async () => {
    const legacy = db as unknown as Kysely<{
      layouts: { website_id: string; id: string; blocks: string; updated_at: number };
    }>;
    await db
      .insertInto('websites')
      .values(websiteRow({ id: 'w'.repeat(24), identifier: 'old-site', title: 'Old' }))
      .execute();
    const blocks = [
      { id: 'h', type: 'heading', data: { text: 'Hello', level: 1 } },
      { id: 't', type: 'text', data: { text: 'One <b>\n\nTwo' } },
    ];
    await legacy
      .insertInto('layouts')
      .values([
        { website_id: 'w'.repeat(24), id: 'a'.repeat(24), blocks: JSON.stringify(blocks), updated_at: 1 },
        { website_id: 'w'.repeat(24), id: 'b'.repeat(24), blocks: 'not json', updated_at: 1 },
      ])
      .execute();

    await migrateUpTo(db as unknown as Kysely<unknown>, '0004_sections');

    const rows = await db.selectFrom('layouts').selectAll().orderBy('id').execute();
    expect(rows.map((row) => Object.keys(row).sort())).toEqual([
      ['id', 'sections', 'updated_at', 'version', 'website_id'],
      ['id', 'sections', 'updated_at', 'version', 'website_id'],
    ]);
    const [first, second] = rows;
    expect(first?.version).toBe(1);
    const sections = JSON.parse(first?.sections ?? '');
    expect(sections).toEqual([
      {
        id: 'section-1',
        background: { kind: 'none' },
        theme: 'light',
        width: 'wide',
        padding: 'medium',
        blocks: blocks.map((block) => ({ ...block, version: 1 })),
      },
    ]);
    expect(JSON.parse(second?.sections ?? '')).toEqual([{ ...sections[0], blocks: [] }]);

    // Read by the current code: the text block arrives at version 2, its text as escaped HTML.
    const [section] = upgradeSections(sections, { sanitizeHtml: sanitizeRichText });
    expect(section?.blocks[1]).toEqual({
      id: 't',
      type: 'text',
      version: 2,
      data: { html: '<p>One &lt;b&gt;</p><p>Two</p>' },
    });
  });
});
