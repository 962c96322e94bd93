// The blocks of a layout as the OpenAPI document lists them (and so the clients' contract and the
// fuzz suite, which generate from it): a union keyed by `type` over the registry, each member with
// its type's data schema, a container's with its slots. Data of an older version of a type is any
// object: a save migrates it (validateLayout). The route still parses blocks as envelopes (any type,
// any version, data an object), so that validateLayout reports every refusal of a layout at once,
// each keyed by its path, in its own words; what the document lists is what that check lets through.

import { MAX_BLOCKS_PER_LAYOUT } from '@tessera/core';
import { z } from 'zod';
import { blockDefinitions } from './registry.ts';
import type { AnyBlockDefinition } from './types.ts';

const pascal = (type: string) =>
  type.replace(/(^|-)([a-z])/g, (_, _dash, letter: string) => letter.toUpperCase());

function member(definition: AnyBlockDefinition, id: z.ZodType, nested: z.ZodType | null) {
  const { type, version, schema, slots } = definition;
  const slotsShape =
    slots && nested
      ? { slots: z.array(z.array(nested).max(MAX_BLOCKS_PER_LAYOUT)).min(slots.min).max(slots.max) }
      : {};
  const current = z.strictObject({
    id,
    type: z.literal(type),
    version: z.literal(version),
    data: schema,
    ...slotsShape,
  });
  const older = Array.from({ length: version - 1 }, (_, index) =>
    z.strictObject({
      id,
      type: z.literal(type),
      version: z.literal(index + 1).describe('An older version of its data, brought up to date when saved'),
      data: z.record(z.string(), z.unknown()),
      ...slotsShape,
    }),
  );
  const versions = older.length > 0 ? z.discriminatedUnion('version', [current, ...older]) : current;
  return versions.meta({ id: `${pascal(type)}Block${nested ? '' : 'InContainer'}` });
}

/**
 * The union of every block type's member; `nested` null for blocks inside a container (no containers
 * there). The clients' contract (routes.gen.ts) types it as the site's own `Block` (`x-ts-type`),
 * which the editor's canvas and the layout code share: the union is for readers of the document and
 * for the fuzz suite.
 */
function blockUnion(id: z.ZodType, nested: z.ZodType | null) {
  const definitions = blockDefinitions.filter((definition) => nested || !definition.slots);
  const [first, ...rest] = definitions.map((definition) => member(definition, id, nested));
  if (!first) throw new Error('The registry holds no block type');
  return z.discriminatedUnion('type', [first, ...rest]).meta({
    description: nested
      ? 'A block: its type, the version of its data, and its data as its type takes it'
      : 'A block inside a container (which may not hold another container)',
    'x-ts-type': 'Block',
  });
}

let documented: z.ZodType | undefined;

/** The document's block (built once, when a document is first made: the page never needs it). */
function documentedBlock(id: z.ZodType): z.ZodType {
  documented ??= blockUnion(id, blockUnion(id, null));
  return documented;
}

/** `runtime` as it parses, with the document's block union as its JSON Schema. */
export function documentedAsBlock<Schema extends z.ZodType>(runtime: Schema, id: z.ZodType): Schema {
  const schema = runtime.clone() as Schema;
  schema._zod.processJSONSchema = (ctx, _json, params) => {
    const union = documentedBlock(id);
    z.core.processSchema(union, ctx, params);
    const seen = ctx.seen.get(schema);
    if (seen) seen.ref = union;
  };
  return schema;
}
