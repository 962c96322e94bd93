// The words a visitor reads in a layout, for the search index: read through each block's editor
// fields (text, several lines, rich text, lists and groups of them), so a link, a colour, a style
// choice or a field marked notWords (a video's address) is never taken for text. Rich text is stored sanitised; its tags go and its entities are read.
import type { AnyField } from './fields.ts';
import { blockDefinition } from './registry.ts';
import { richTextWords } from './rich-text.ts';
import { allBlocks, type Section } from './section.ts';

function fieldText(field: AnyField, value: unknown, out: string[]): void {
  if ('notWords' in field && field.notWords) return;
  if (typeof value === 'string' && (field.kind === 'text' || field.kind === 'textarea')) out.push(value);
  else if (typeof value === 'string' && field.kind === 'richText') out.push(richTextWords(value));
  else if (Array.isArray(value) && field.kind === 'lines') {
    for (const line of value) if (typeof line === 'string') out.push(line);
  } else if (Array.isArray(value) && field.kind === 'list') {
    for (const item of value) objectText(field.fields as Record<string, AnyField>, item, out);
  } else if (field.kind === 'group') {
    objectText(field.fields as Record<string, AnyField>, value, out);
  }
}

function objectText(fields: Record<string, AnyField>, data: unknown, out: string[]): void {
  if (!data || typeof data !== 'object') return;
  for (const [name, field] of Object.entries(fields))
    fieldText(field, (data as Record<string, unknown>)[name], out);
}

/** The readable text of every block of the sections (columns' blocks included), in order. */
export function readableText(sections: readonly Section[]): string {
  const out: string[] = [];
  for (const block of allBlocks(sections)) {
    const definition = blockDefinition(block.type);
    if (definition) objectText(definition.fields as Record<string, AnyField>, block.data, out);
  }
  return out
    .map((text) => text.trim())
    .filter(Boolean)
    .join('\n');
}
