// Which blocks a page shows: the published page leaves a block out rather than taking the page down
// when its type is one this version does not know, its data is at another version than its type's
// (the server migrates on read, so this is data it could not migrate), or its schema refuses its data.
// The page's rendering and what the page asks of third parties both go by this.
import { deepFreeze } from '@tessera/core';
import { blockDefinition } from './registry.ts';
import type { AnyBlockDefinition, Block } from './types.ts';

export interface ShownBlock {
  definition: AnyBlockDefinition;
  /** The data as the type's schema parsed it */
  data: unknown;
}

/**
 * Frozen data (a server's kept sections, which renderings share) is parsed once: its answer is
 * remembered with it, frozen in turn. Data that can still change (the editor's) is parsed each time.
 */
const shownByData = new WeakMap<object, ShownBlock | null>();

/** The block as the page shows it, or null when the page leaves it out. */
export function shownBlock(block: Block): ShownBlock | null {
  const definition = blockDefinition(block.type);
  if (!definition || block.version !== definition.version) return null;
  const { data } = block;
  if (typeof data !== 'object' || data === null || !Object.isFrozen(data))
    return parsedShown(definition, data);
  let shown = shownByData.get(data);
  if (shown === undefined) {
    shown = parsedShown(definition, data);
    if (shown) deepFreeze(shown.data);
    shownByData.set(data, shown);
  }
  return shown;
}

function parsedShown(definition: AnyBlockDefinition, data: unknown): ShownBlock | null {
  const parsed = definition.schema.safeParse(data);
  return parsed.success ? { definition, data: parsed.data } : null;
}
