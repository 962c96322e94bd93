import { readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { AnyField } from './fields.ts';
import { blockDefinition, blockDefinitions } from './registry.ts';
import { BLOCK_CATEGORIES } from './types.ts';

const here = dirname(fileURLToPath(import.meta.url));
const folders = readdirSync(here).filter((name) => statSync(join(here, name)).isDirectory());

/** Every key of the samples (an item of each kind a list adds) has its field, and no field is spare. */
function fieldKeysMatch(fields: Record<string, AnyField>, samples: Record<string, unknown>[], where: string) {
  const keys = new Set(samples.flatMap((sample) => Object.keys(sample)));
  expect(Object.keys(fields).sort(), where).toEqual([...keys].sort());
  for (const [key, field] of Object.entries(fields)) {
    if (field.kind === 'list') {
      const kinds = field.newItemKinds ?? [{ newItem: field.newItem }];
      const items = kinds.map((kind) => kind.newItem() as Record<string, unknown>);
      fieldKeysMatch(field.fields as Record<string, AnyField>, items, `${where}.${key}`);
    } else if (field.kind === 'group') {
      const values = samples.flatMap((sample) =>
        key in sample ? [sample[key] as Record<string, unknown>] : [],
      );
      fieldKeysMatch(field.fields, values, `${where}.${key}`);
    }
  }
}

/** The field that edits `path` of a block's data, through list items (slides.0.image → the item's image) and groups. */
function fieldAt(fields: Record<string, AnyField>, [key, ...rest]: string[]): AnyField | undefined {
  const field = key === undefined ? undefined : fields[key];
  if (rest.length === 0) return field;
  if (field?.kind === 'list') return fieldAt(field.fields as Record<string, AnyField>, rest.slice(1));
  if (field?.kind === 'group') return fieldAt(field.fields, rest);
  return field;
}

describe('the block registry', () => {
  it('lists every block folder once, by its folder name', () => {
    expect(blockDefinitions.map((d) => d.type).sort()).toEqual(folders.sort());
  });

  it('finds a definition by type, and nothing for unknown or inherited names', () => {
    expect(blockDefinition('heading')?.label).toBe('Heading');
    for (const name of ['constructor', '__proto__', 'toString', 'unknown'])
      expect(blockDefinition(name)).toBeUndefined();
  });

  describe.each(blockDefinitions.map((d) => [d.type, d] as const))('%s', (_type, definition) => {
    it('has a label, a known category and a positive integer version', () => {
      expect(definition.label.length).toBeGreaterThan(0);
      expect(BLOCK_CATEGORIES.map((c) => c.id)).toContain(definition.category);
      expect(Number.isInteger(definition.version) && definition.version >= 1).toBe(true);
    });

    it('has a migrate step from every older version', () => {
      for (let from = 1; from < definition.version; from++)
        expect(definition.migrate?.[from], `from ${from}`).toBeTypeOf('function');
      for (const from of Object.keys(definition.migrate ?? {}))
        expect(Number(from)).toBeLessThan(definition.version);
    });

    it('declares a field for every key of its data, list items included', () => {
      fieldKeysMatch(
        definition.fields as Record<string, AnyField>,
        [definition.defaults as Record<string, unknown>],
        definition.type,
      );
    });

    it('has defaults its schema accepts, except for a value the owner must pick', () => {
      const result = definition.schema.safeParse(definition.defaults);
      const refused = result.success ? [] : result.error.issues.map((issue) => issue.path.map(String));
      const fields = definition.fields as Record<string, AnyField>;
      for (const path of refused)
        expect(fieldAt(fields, path)?.kind, `${path.join('.')} of ${definition.type}`).toBe('asset');
    });

    it('offers in its panel only choices its schema accepts, each with its words, and refuses others', () => {
      const fields = definition.fields as Record<string, AnyField>;
      for (const [key, field] of Object.entries(fields)) {
        if (field.kind !== 'select' && field.kind !== 'radio') continue;
        const accepts = (value: unknown) =>
          definition.schema
            .safeParse({ ...(definition.defaults as object), [key]: value })
            .error?.issues.every((issue) => issue.path[0] !== key) ?? true;
        for (const option of field.options) {
          expect(accepts(option.value), `${key}: ${option.value}`).toBe(true);
          expect(option.label.length, `${key}: ${option.value}`).toBeGreaterThan(0);
        }
        expect(accepts('not-one-of-the-choices'), key).toBe(false);
      }
    });

    it('keeps its styles to its own classes, with no way out of the <style> element', () => {
      expect(definition.css ?? '').not.toMatch(/<\/?style/i);
    });
  });
});
