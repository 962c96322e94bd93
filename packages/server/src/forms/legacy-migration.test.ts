// Migration 0010_forms on both engines: each version 1 form block (its fields held in the block) in a
// layout, its draft and its revisions becomes a form of the site, the block version 2 `{ formId }`.
// A block unchanged across copies is one form; a draft whose fields differ is a form of its own.
import type { FormDefinition } from '@tessera/core';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseAt, ENGINES } from '../../test/engines.ts';
import { websiteRow } from '../../test/rows.ts';
import type { Db } from '../db/database.ts';
import { migrateUpTo } from '../db/migrations.ts';
import { formDefinitionSchema } from './schemas.ts';

const SITE = 'w'.repeat(24);
const LAYOUT = 'l'.repeat(24);

const v1Form = (fields: unknown[]) => ({
  id: 'contact',
  type: 'form',
  version: 1,
  data: { title: 'Write to us', fields, submitLabel: 'Send', successMessage: 'Thanks!' },
});
const sectionsOf = (...blocks: unknown[]) =>
  JSON.stringify([
    {
      id: 'section-1',
      background: { kind: 'none' },
      theme: 'light',
      width: 'wide',
      padding: 'medium',
      blocks: [{ id: 'h', type: 'heading', version: 1, data: { text: 'Hi', level: 2 } }, ...blocks],
    },
  ]);

const published = [
  { id: 'name', type: 'text', label: 'Name', required: true, placeholder: '', options: [] },
  { id: 'topic', type: 'select', label: 'Topic', required: false, placeholder: '', options: ['A', 'B'] },
  { id: 'ok', type: 'checkbox', label: 'Keep me posted', required: false, placeholder: '', options: [] },
];
const drafted = [
  ...published,
  { id: 'msg', type: 'textarea', label: 'Message', required: false, placeholder: '', options: [] },
];

describe.each(ENGINES)('migration 0010_forms on %s', (engine) => {
  let db: Db;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await databaseAt(engine, '0009_blog'));
  });
  afterAll(() => drop());

  it('makes forms of version 1 form blocks in layouts, drafts and revisions', async () => {
    await db
      .insertInto('websites')
      .values(websiteRow({ id: SITE, identifier: 'old', title: 'Old' }))
      .execute();
    await db
      .insertInto('layouts')
      .values({
        website_id: SITE,
        id: LAYOUT,
        sections: sectionsOf(v1Form(published)),
        version: 3,
        updated_at: 1,
        draft_sections: sectionsOf(v1Form(drafted)),
        draft_updated_at: 2,
      })
      .execute();
    await db
      .insertInto('layout_revisions')
      .values(
        ['r1', 'r2'].map((r) => ({
          website_id: SITE,
          id: r.repeat(12),
          layout_id: LAYOUT,
          sections: sectionsOf(v1Form(published)),
          published_at: 1,
          published_by: null,
        })),
      )
      .execute();

    await migrateUpTo(db as unknown as Kysely<unknown>, '0010_forms');

    const forms = await db.selectFrom('forms').selectAll().orderBy('id').execute();
    // The published block and its two revisions are one form; the changed draft another.
    expect(forms).toHaveLength(2);
    const blockOf = (json: string | null) => JSON.parse(json ?? '')[0].blocks[1];
    const layout = await db.selectFrom('layouts').selectAll().executeTakeFirstOrThrow();
    const shown = blockOf(layout.sections);
    const draft = blockOf(layout.draft_sections);
    expect(shown).toEqual({ id: 'contact', type: 'form', version: 2, data: { formId: expect.any(String) } });
    expect(draft.version).toBe(2);
    expect(draft.data.formId).not.toBe(shown.data.formId);
    const revisions = await db.selectFrom('layout_revisions').select('sections').execute();
    expect(revisions.map((r) => blockOf(r.sections))).toEqual([shown, shown]);
    // The other blocks are as they were.
    expect(JSON.parse(layout.sections)[0].blocks[0]).toEqual({
      id: 'h',
      type: 'heading',
      version: 1,
      data: { text: 'Hi', level: 2 },
    });

    const definitionOf = (id: string) => {
      const row = forms.find((f) => f.id === id);
      return { row, form: JSON.parse(row?.definition ?? '{}') as FormDefinition };
    };
    const { row, form } = definitionOf(shown.data.formId);
    expect(row).toMatchObject({ website_id: SITE, name: 'Write to us', version: 1 });
    expect(form).toMatchObject({
      id: shown.data.formId,
      name: 'Write to us',
      submitButtonText: 'Send',
      successMessage: 'Thanks!',
      storage: { notifyEmails: [], webhookUrl: '' },
    });
    expect(form.fields.map((f) => [f.id, f.type, f.label, f.required, f.options])).toEqual([
      ['name', 'text', 'Name', true, []],
      ['topic', 'select', 'Topic', false, ['A', 'B']],
      // A version 1 checkbox was one box: its label is now the one option.
      ['ok', 'checkbox', 'Keep me posted', false, ['Keep me posted']],
    ]);
    // The owner can open and save each form as it came out.
    const { id: _id, ...body } = form;
    expect(formDefinitionSchema.safeParse(body).error?.issues).toBeUndefined();
    expect(definitionOf(draft.data.formId).form.fields.map((f) => f.id)).toEqual([
      'name',
      'topic',
      'ok',
      'msg',
    ]);
  });
});
