// A layout is a list of sections, each with its settings (background, colour theme, width, padding)
// and its blocks; a container block (columns) holds blocks in slots. This module checks a layout as
// it arrives to be saved, and brings a stored one up to date when it is read: both through the
// registry, so every block type is checked by its own folder's schema and migrated by its own steps.
import { MAX_BLOCKS_PER_LAYOUT } from '@tessera/core';
import { z } from 'zod';
import { fieldErrors } from '../field-errors.ts';
import { documentedAsBlock } from './documented.ts';
import { mapRichText } from './fields.ts';
import { BLOCK_ID_PATTERN, newBlockId } from './ids.ts';
import { blockDefinition, blockDefinitions } from './registry.ts';
import type { SanitizeHtml } from './rich-text.ts';
import {
  DEFAULT_SECTION_SETTINGS,
  type Section,
  sectionSettingsSchema,
  sectionSettingsShape,
  sectionSplitSchema,
} from './section.ts';
import type { AnyBlockDefinition, Block } from './types.ts';

export const MAX_SECTIONS_PER_LAYOUT = 30;

const idSchema = z
  .string({ error: 'Ids are 1 to 64 letters, digits, - or _.' })
  .regex(BLOCK_ID_PATTERN, 'Ids are 1 to 64 letters, digits, - or _.');
const blockShape = {
  id: idSchema,
  type: z.string({ error: 'Every block needs a type.' }).min(1).max(64),
  version: z
    .number({ error: 'Every block carries the version of its data.' })
    .int()
    .min(1, 'Versions start at 1.'),
  data: z.record(z.string(), z.unknown(), { error: 'Block data must be an object.' }),
};
/** A block inside a container: it may not hold slots itself. */
const nestedBlockSchema = z.strictObject(blockShape);
const blockEnvelopeSchema = z.strictObject({
  ...blockShape,
  slots: z.array(z.array(nestedBlockSchema).max(MAX_BLOCKS_PER_LAYOUT)).max(8).optional(),
});
const sectionSchema = z.strictObject({
  id: idSchema,
  ...sectionSettingsShape,
  split: sectionSplitSchema.optional(),
  blocks: z
    .array(documentedAsBlock(blockEnvelopeSchema, idSchema), { error: 'A section holds a list of blocks.' })
    .max(MAX_BLOCKS_PER_LAYOUT),
});
/** A section whose blocks are checked one by one, so that every refusal in the layout is reported at once. */
const sectionFrameSchema = z.strictObject({
  id: idSchema,
  ...sectionSettingsShape,
  split: sectionSplitSchema.optional(),
  blocks: z.array(z.unknown(), { error: 'A section holds a list of blocks.' }).max(MAX_BLOCKS_PER_LAYOUT),
});
const sectionListSchema = z
  .array(z.unknown(), { error: 'A layout is a list of sections.' })
  .max(MAX_SECTIONS_PER_LAYOUT, `A page holds at most ${MAX_SECTIONS_PER_LAYOUT} sections.`);

/** The sections of a layout as the config API accepts them; each block's data is checked afterwards by its type. */
export const sectionsSchema = z
  .array(sectionSchema, { error: 'A layout is a list of sections.' })
  .max(MAX_SECTIONS_PER_LAYOUT, `A page holds at most ${MAX_SECTIONS_PER_LAYOUT} sections.`);

export type LayoutValidation =
  | { ok: true; sections: Section[] }
  | { ok: false; errors: Record<string, string> };

export interface LayoutOptions {
  /** The server's sanitiser, applied to every rich text field after migration */
  sanitizeHtml: SanitizeHtml;
}

/** Runs a definition's migrate steps from `version` up to its current version. */
export function migrateData(
  definition: AnyBlockDefinition,
  version: number,
  data: Record<string, unknown>,
): Record<string, unknown> {
  let current = data;
  for (let from = version; from < definition.version; from++) {
    const step = definition.migrate?.[from];
    if (!step) throw new Error(`${definition.type} has no migration from version ${from}`);
    current = step(current);
  }
  return current;
}

/** What a save refused by validateLayout is told, beside its errors by path (server and canvas alike). */
export const INVALID_LAYOUT = 'Some of this page’s content needs correcting; nothing was saved.';

const article = (word: string) => (/^[aeiou]/i.test(word) ? 'An' : 'A');

/**
 * Checks a layout before it is saved: the sections' settings, every block's data against its type's
 * schema after bringing it to its type's current version (a saved layout is always the latest version)
 * and sanitising its rich text, the slots of containers, unique ids, and the block limit. Errors are
 * keyed by path: 'sections.0.blocks.2.data.text'.
 */
export function validateLayout(input: unknown, { sanitizeHtml }: LayoutOptions): LayoutValidation {
  const list = sectionListSchema.safeParse(input);
  if (!list.success) return { ok: false, errors: fieldErrors(list.error.issues, 'sections') };
  const errors: Record<string, string> = {};
  const blockIds = new Set<string>();
  const sectionIds = new Set<string>();
  let total = 0;

  function checkBlock(raw: unknown, path: string, parent: AnyBlockDefinition | null): Block | null {
    total += 1;
    const envelope = (parent ? nestedBlockSchema : blockEnvelopeSchema).safeParse(raw);
    if (!envelope.success) {
      Object.assign(errors, fieldErrors(envelope.error.issues, path));
      return null;
    }
    const { id, type, version, data: stored, slots } = envelope.data as z.output<typeof blockEnvelopeSchema>;
    if (blockIds.has(id)) errors[`${path}.id`] = 'Block ids must be unique within a page.';
    blockIds.add(id);
    const definition = blockDefinition(type);
    if (!definition) {
      errors[`${path}.type`] = `${type} is not one of the expected options`;
      return null;
    }
    const name = definition.label.toLowerCase();
    if (parent && definition.slots) {
      errors[`${path}.type`] =
        `${article(name)} ${name} block cannot be placed inside another ${parent.label.toLowerCase()} block.`;
      return null;
    }
    if (version > definition.version) {
      errors[`${path}.version`] =
        `This ${name} block was made by a newer version of Tessera (data version ${version}; this one knows up to ${definition.version}).`;
      return null;
    }
    let data: unknown;
    try {
      data = mapRichText(definition.fields as never, migrateData(definition, version, stored), sanitizeHtml);
    } catch {
      errors[`${path}.data`] = 'This block’s data could not be brought up to date.';
      return null;
    }
    const result = definition.schema.safeParse(data);
    if (!result.success) Object.assign(errors, fieldErrors(result.error.issues, `${path}.data`));
    const block: Block = {
      id,
      type,
      version: definition.version,
      data: (result.success ? result.data : data) as Record<string, unknown>,
    };
    if (definition.slots) {
      const { min, max, label } = definition.slots;
      const given = slots ?? [];
      if (given.length < min || given.length > max) {
        errors[`${path}.slots`] =
          `${article(name)} ${name} block holds ${min} to ${max} ${label.toLowerCase()}s.`;
      }
      block.slots = given.map((slot, index) =>
        slot.flatMap(
          (child, position) => checkBlock(child, `${path}.slots.${index}.${position}`, definition) ?? [],
        ),
      );
    } else if (slots !== undefined) {
      errors[`${path}.slots`] = `${article(name)} ${name} block holds no other blocks.`;
    }
    return block;
  }

  const sections = list.data.map((raw, index): Section | null => {
    const path = `sections.${index}`;
    const frame = sectionFrameSchema.safeParse(raw);
    if (!frame.success) {
      Object.assign(errors, fieldErrors(frame.error.issues, path));
      return null;
    }
    const { blocks, ...settings } = frame.data;
    if (sectionIds.has(settings.id)) errors[`${path}.id`] = 'Section ids must be unique within a page.';
    sectionIds.add(settings.id);
    return {
      ...settings,
      blocks: blocks.flatMap(
        (block, position) => checkBlock(block, `${path}.blocks.${position}`, null) ?? [],
      ),
    };
  });
  if (total > MAX_BLOCKS_PER_LAYOUT) {
    errors.sections = `A page holds at most ${MAX_BLOCKS_PER_LAYOUT} blocks, counting those inside columns; this one has ${total}.`;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, sections: sections.filter((section): section is Section => section !== null) };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A stored block brought to its type's current version; anything it cannot read stays as it was. */
function upgradeBlock(raw: unknown, sanitizeHtml: SanitizeHtml): Block | null {
  if (!isRecord(raw) || typeof raw.id !== 'string' || typeof raw.type !== 'string') return null;
  // Blocks stored before versions existed (or with a version that is none) count as version 1.
  const version = Number.isInteger(raw.version) && (raw.version as number) >= 1 ? (raw.version as number) : 1;
  const data = isRecord(raw.data) ? raw.data : {};
  const block: Block = { id: raw.id, type: raw.type, version, data };
  const definition = blockDefinition(raw.type);
  if (definition && version < definition.version) {
    try {
      block.data = mapRichText(
        definition.fields as never,
        migrateData(definition, version, data),
        sanitizeHtml,
      ) as Record<string, unknown>;
      block.version = definition.version;
    } catch {
      // Kept at its version: the page leaves it out, the editor shows it cannot be edited.
    }
  }
  if (Array.isArray(raw.slots)) {
    block.slots = raw.slots.map((slot) =>
      Array.isArray(slot) ? slot.flatMap((child) => upgradeBlock(child, sanitizeHtml) ?? []) : [],
    );
  }
  return block;
}

/**
 * A stored layout as the current code reads it: every block at its type's current version (migrated,
 * its rich text sanitised), each section's settings with defaults for anything missing or unreadable.
 * Never throws: stored data that cannot be read is left out rather than taking the page down.
 */
export function upgradeSections(stored: unknown, { sanitizeHtml }: LayoutOptions): Section[] {
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((raw, index): Section[] => {
    if (!isRecord(raw)) return [];
    const settings = sectionSettingsSchema.safeParse(raw);
    const split = sectionSplitSchema.safeParse(raw.split);
    return [
      {
        id: typeof raw.id === 'string' && BLOCK_ID_PATTERN.test(raw.id) ? raw.id : `section-${index + 1}`,
        ...(settings.success ? settings.data : DEFAULT_SECTION_SETTINGS),
        ...(split.success ? { split: split.data } : {}),
        blocks: Array.isArray(raw.blocks)
          ? raw.blocks.flatMap((block) => upgradeBlock(block, sanitizeHtml) ?? [])
          : [],
      },
    ];
  });
}

/** A new block of a type, with its defaults (and its container's smallest number of empty slots). */
export function newBlock(type: string): Block {
  const definition = blockDefinition(type);
  if (!definition) throw new Error(`Unknown block type ${type}`);
  return {
    id: newBlockId(type),
    type,
    version: definition.version,
    data: structuredClone(definition.defaults) as Record<string, unknown>,
    ...(definition.slots ? { slots: Array.from({ length: definition.slots.min }, () => []) } : {}),
  };
}

export function newSection(blocks: Block[] = []): Section {
  return { id: newBlockId('section'), ...structuredClone(DEFAULT_SECTION_SETTINGS), blocks };
}

/** The block types that may be added to a list: inside a container, any but containers. */
export function typesAllowedIn(container: AnyBlockDefinition | null): AnyBlockDefinition[] {
  return container ? blockDefinitions.filter((definition) => !definition.slots) : [...blockDefinitions];
}
