// Server data for blocks: before a page renders, every block whose type declares `load` gets what it
// needs (say, a product list), side by side; render then reads it from its context's `loaded`.

import { blockDefinition } from './registry.ts';
import { allBlocks, type Section } from './section.ts';
import type { AnyBlockDefinition, Block, BlockLoadContext } from './types.ts';

/**
 * Sets `loaded` on every block whose type has a `load`, in place, and resolves to the sections. A
 * block whose data its schema refuses is not loaded (the page leaves it out anyway). A failing load
 * rejects: the page then answers with the error page rather than showing half a block.
 */
export async function loadBlockData(
  sections: Section[],
  context: BlockLoadContext,
  definitionOf: (type: string) => AnyBlockDefinition | undefined = blockDefinition,
): Promise<Section[]> {
  const loads: Promise<void>[] = [];
  for (const block of allBlocks(sections)) {
    const definition = definitionOf(block.type);
    if (!definition?.load || block.version !== definition.version) continue;
    const parsed = definition.schema.safeParse(block.data);
    if (!parsed.success) continue;
    const load = definition.load.bind(definition);
    loads.push(
      load(parsed.data, context).then((loaded: unknown) => {
        (block as Block).loaded = loaded;
      }),
    );
  }
  await Promise.all(loads);
  return sections;
}
