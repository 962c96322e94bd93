// 0010_forms: the site's forms (a definition, as core's FormDefinition, with a version for saves
// that must not overwrite another's), their submissions, the single-use keys a submission needs, and
// the submission counts the rate limit reads (in the database, so every server process shares
// them). Version 1 form blocks, which held their fields themselves, become forms
// (migration-0010-legacy-forms.ts, the migration's own: no live feature code).

import type { FormDefinition } from '@tessera/core';
import { type Kysely, type Migration, sql } from 'kysely';
import { newId } from './ids.ts';
import { convertLegacyForms, type StoredSection } from './migration-0010-legacy-forms.ts';
import { createSiteOwnedIndex, createSiteOwnedTable } from './site-owned-table.ts';

async function createTables(db: Kysely<unknown>) {
  await createSiteOwnedTable(
    db,
    'forms',
    (t) =>
      t
        .addColumn('id', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('definition', 'text', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull()),
    { primaryKey: ['id'] },
  );
  await createSiteOwnedTable(
    db,
    'form_submissions',
    (t) =>
      t
        .addColumn('id', 'text', (c) => c.notNull())
        .addColumn('form_id', 'text', (c) => c.notNull())
        .addColumn('form_values', 'text', (c) => c.notNull())
        // The values' text, lower case, for the inbox's search
        .addColumn('search_text', 'text', (c) => c.notNull())
        .addColumn('page_title', 'text', (c) => c.notNull())
        .addColumn('page_path', 'text', (c) => c.notNull())
        .addColumn('is_read', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull()),
    { primaryKey: ['id'] },
  );
  await createSiteOwnedIndex(db, 'form_submissions', 'form_submissions_by_form', [
    'form_id',
    'created_at',
    'id',
  ]);
  await createSiteOwnedTable(
    db,
    'form_submission_keys',
    (t) =>
      t.addColumn('key', 'text', (c) => c.notNull()).addColumn('expires_at', 'bigint', (c) => c.notNull()),
    { primaryKey: ['key'] },
  );
  await createSiteOwnedTable(
    db,
    'form_rate_hits',
    (t) =>
      t
        .addColumn('id', 'text', (c) => c.notNull())
        .addColumn('form_id', 'text', (c) => c.notNull())
        .addColumn('address', 'text', (c) => c.notNull())
        .addColumn('at', 'bigint', (c) => c.notNull()),
    { primaryKey: ['id'] },
  );
  await createSiteOwnedIndex(db, 'form_rate_hits', 'form_rate_hits_by_form', ['form_id', 'at']);
}

interface StoredSections {
  website_id: string;
  id: string;
  sections: string;
}

/** Converts the version 1 form blocks of one column of stored sections, making their forms. */
async function convertColumn(
  db: Kysely<unknown>,
  table: 'layouts' | 'layout_revisions',
  column: 'sections' | 'draft_sections',
  { now, made }: { now: number; made: Map<string, Map<string, FormDefinition>> },
) {
  const rows = (
    await sql<StoredSections>`select website_id, id, ${sql.ref(column)} as sections from ${sql.table(
      table,
    )} where ${sql.ref(column)} like ${'%"type":"form"%'}`.execute(db)
  ).rows;
  for (const row of rows) {
    if (!row.sections) continue;
    const sections = JSON.parse(row.sections) as StoredSection[];
    const site = made.get(row.website_id) ?? new Map<string, FormDefinition>();
    made.set(row.website_id, site);
    const { converted, forms } = convertLegacyForms(sections, site, newId);
    if (converted === 0) continue;
    for (const form of forms)
      await sql`insert into forms (website_id, id, name, definition, version, created_at, updated_at)
        values (${row.website_id}, ${form.id}, ${form.name}, ${JSON.stringify(form)}, 1, ${now}, ${now})`.execute(
        db,
      );
    await sql`update ${sql.table(table)} set ${sql.ref(column)} = ${JSON.stringify(sections)}
      where website_id = ${row.website_id} and id = ${row.id}`.execute(db);
  }
}

export const forms: Migration = {
  async up(db: Kysely<unknown>) {
    await createTables(db);
    // The forms made so far, per site: one block in a layout, its draft and revisions is one form.
    const seen = { now: Date.now(), made: new Map<string, Map<string, FormDefinition>>() };
    await convertColumn(db, 'layouts', 'sections', seen);
    await convertColumn(db, 'layouts', 'draft_sections', seen);
    await convertColumn(db, 'layout_revisions', 'sections', seen);
  },
};
