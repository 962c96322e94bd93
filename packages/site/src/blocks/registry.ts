// Every block type, by name. Adding a block type: a folder beside this file and one line here
// (and one in islands.ts if it has behaviour on the published page).
import { MAX_BLOCKS_PER_LAYOUT } from '@tessera/core';
import { z } from 'zod';
import { accordion } from './accordion/index.tsx';
import { button } from './button/index.tsx';
import { form } from './form/index.tsx';
import { heading } from './heading/index.tsx';
import { image } from './image/index.tsx';
import { quote } from './quote/index.tsx';
import { text } from './text/index.tsx';
import type { Block, BlockDefinition } from './types.ts';

export const blockRegistry: Record<string, BlockDefinition> = Object.fromEntries(
  [heading, text, image, button, quote, form, accordion].map((b) => [
    b.type,
    b as unknown as BlockDefinition,
  ]),
);

export const BLOCK_ID_PATTERN = /^[\w-]{1,64}$/;

const blockEnvelope = z.object({
  id: z.string().regex(BLOCK_ID_PATTERN, 'Block ids are 1 to 64 letters, digits, - or _.'),
  type: z.string(),
  data: z.unknown(),
});

export type BlockValidation = { ok: true; block: Block } | { ok: false; errors: Record<string, string> };

/** Checks one block against its type's schema; errors are keyed by field path. */
export function validateBlock(input: unknown): BlockValidation {
  const envelope = blockEnvelope.safeParse(input);
  if (!envelope.success) return { ok: false, errors: issuesToErrors(envelope.error.issues) };
  const definition = blockRegistry[envelope.data.type];
  if (!definition)
    return { ok: false, errors: { type: `${envelope.data.type} is not one of the expected options` } };
  const data = definition.schema.safeParse(envelope.data.data);
  if (!data.success) return { ok: false, errors: issuesToErrors(data.error.issues, 'data') };
  return {
    ok: true,
    block: { id: envelope.data.id, type: envelope.data.type, data: data.data as Record<string, unknown> },
  };
}

export type LayoutValidation = { ok: true; blocks: Block[] } | { ok: false; errors: Record<string, string> };

export function validateLayout(input: unknown): LayoutValidation {
  if (!Array.isArray(input)) return { ok: false, errors: { blocks: 'A layout is a list of blocks.' } };
  if (input.length > MAX_BLOCKS_PER_LAYOUT) {
    return { ok: false, errors: { blocks: `A layout holds at most ${MAX_BLOCKS_PER_LAYOUT} blocks.` } };
  }
  const blocks: Block[] = [];
  const errors: Record<string, string> = {};
  const ids = new Set<string>();
  input.forEach((raw, index) => {
    const result = validateBlock(raw);
    if (!result.ok) {
      for (const [field, message] of Object.entries(result.errors))
        errors[`blocks.${index}.${field}`] = message;
      return;
    }
    if (ids.has(result.block.id)) errors[`blocks.${index}.id`] = 'Block ids must be unique within a layout.';
    ids.add(result.block.id);
    blocks.push(result.block);
  });
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, blocks };
}

function issuesToErrors(issues: readonly z.core.$ZodIssue[], prefix?: string): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || '_';
    errors[key] ??= issue.message;
  }
  return errors;
}
