// Helpers for the block folders' tests: a block's data checked by its schema, and a block rendered.
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { z } from 'zod';
import { ImageSequence, ImageSequenceScope } from '../page/Picture.tsx';
import type { AnyBlockDefinition, Block } from './types.ts';

/** Path → message of what the schema refuses in `data`; {} when it accepts it. */
export function refusals(schema: z.ZodType, data: unknown): Record<string, string> {
  const result = schema.safeParse(data);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.') || '_'] ??= issue.message;
  return errors;
}

/** The HTML a block's render gives for `data` (parsed by its schema first, as the page does). */
export function renderBlock(
  definition: AnyBlockDefinition,
  data: unknown,
  {
    id = 'b1',
    slots = [],
    loaded,
    onPage = false,
  }: {
    id?: string;
    slots?: ReactNode[];
    loaded?: unknown;
    /** Rendered as part of a page on the server (its image sequence), not alone as in the editor */
    onPage?: boolean;
  } = {},
): string {
  const parsed = definition.schema.parse(data) as Record<string, unknown>;
  const block: Block = { id, type: definition.type, version: definition.version, data: parsed };
  const element = definition.render(parsed, { block, loaded, slots });
  return renderToStaticMarkup(
    onPage ? createElement(ImageSequenceScope, { value: new ImageSequence() }, element) : element,
  );
}

/** A parsed document of some HTML, for looking into what a block rendered. */
export function htmlDocument(html: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html');
}
