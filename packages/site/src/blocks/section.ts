// A section of a layout: its settings (background, colour theme, width, padding), an A/B split test's
// mark, and its blocks; and the walks over the blocks of a list of sections. Apart from layout.ts (the
// checks and upgrades, which read the registry) so that what only shows sections (the page, its
// styles) does not reach back through the registry to every block type.
import { SPLIT_VARIANTS } from '@tessera/core';
import { z } from 'zod';
import { choices } from './fields.ts';
import type { Block } from './types.ts';
import { assetRefSchema, CENTRE, focalPointSchema } from './values.ts';

export const SECTION_THEMES = choices({ light: 'Light', dark: 'Dark', accent: 'Accent colour' });
export const SECTION_WIDTHS = choices({
  narrow: 'Narrow (reading width)',
  medium: 'Medium',
  wide: 'Wide',
  full: 'Full width of the window',
});
export const SECTION_PADDINGS = choices({ none: 'None', small: 'Small', medium: 'Medium', large: 'Large' });

export const COLOUR_PATTERN = /^#[0-9a-f]{6}$/;

export const sectionBackgroundSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('none') }),
    z.strictObject({
      kind: z.literal('colour'),
      colour: z.string().trim().toLowerCase().regex(COLOUR_PATTERN, 'Choose a colour, written like #f4efe6.'),
    }),
    z.strictObject({
      kind: z.literal('image'),
      image: assetRefSchema,
      focalPoint: focalPointSchema.default(CENTRE),
    }),
  ],
  { error: 'Choose no background, a colour or an image.' },
);
export type SectionBackground = z.output<typeof sectionBackgroundSchema>;

export const sectionSettingsShape = {
  background: sectionBackgroundSchema.default({ kind: 'none' }),
  theme: z.enum(SECTION_THEMES.values, { error: 'Choose a colour theme from the list.' }).default('light'),
  width: z.enum(SECTION_WIDTHS.values, { error: 'Choose a width from the list.' }).default('wide'),
  padding: z.enum(SECTION_PADDINGS.values, { error: 'Choose a padding from the list.' }).default('medium'),
};
export const sectionSettingsSchema = z.object(sectionSettingsShape);
export type SectionSettings = z.output<typeof sectionSettingsSchema>;

/** What an existing layout became when sections arrived (migration 0004_sections): today's look. */
export const DEFAULT_SECTION_SETTINGS: SectionSettings = {
  background: { kind: 'none' },
  theme: 'light',
  width: 'wide',
  padding: 'medium',
};

/**
 * A section that is one variant of an A/B split test (server/src/experiments/): the test's id and
 * which variant it is. Visitors see one of the two sections marked with a test; the config area both.
 */
export const sectionSplitSchema = z.strictObject({
  experiment: z.string().regex(/^[0-9a-f]{24}$/, 'A split test is named by its 24-character id.'),
  variant: z.enum(SPLIT_VARIANTS, { error: 'A split section is variant A or B.' }),
});
export type SectionSplit = z.output<typeof sectionSplitSchema>;

export interface Section extends SectionSettings {
  id: string;
  blocks: Block[];
  split?: SectionSplit;
}

/** Every block of the sections, containers' blocks included, in page order. */
export function* allBlocks(sections: readonly { blocks: readonly Block[] }[]): Generator<Block> {
  for (const section of sections) {
    for (const block of section.blocks) {
      yield block;
      for (const slot of block.slots ?? []) yield* slot;
    }
  }
}

/** The block types on a page, nested ones included. */
export function blockTypesIn(sections: readonly { blocks: readonly Block[] }[]): Set<string> {
  const types = new Set<string>();
  for (const block of allBlocks(sections)) types.add(block.type);
  return types;
}
