// Which blocks a page shows: the published page leaves a block out rather than taking the page down
// when its type is one this version does not know, its data is at another version than its type's
// (the server migrates on read, so this is data it could not migrate), or its schema refuses its data.
// The page's rendering and what the page asks of third parties both go by this.
import { blockDefinition } from './registry.ts';
import type { AnyBlockDefinition, Block } from './types.ts';

export interface ShownBlock {
  definition: AnyBlockDefinition;
  /** The data as the type's schema parsed it */
  data: unknown;
}

/** The block as the page shows it, or null when the page leaves it out. */
export function shownBlock(block: Block): ShownBlock | null {
  const definition = blockDefinition(block.type);
  if (!definition || block.version !== definition.version) return null;
  const parsed = definition.schema.safeParse(block.data);
  return parsed.success ? { definition, data: parsed.data } : null;
}
