// Server data for blocks: before a page renders, every block whose type declares `load` gets what it
// needs (say, a product list), side by side; render then reads it from its context's `loaded`.

import { blockDefinition } from './registry.ts';
import { allBlocks, type Section } from './section.ts';
import type { AnyBlockDefinition, Block, BlockLoadContext } from './types.ts';

/**
 * The sections with `loaded` set on copies of the blocks whose type has a `load`; the sections given
 * are left as they are, as they may be shared (a server keeps a page's checked sections). A block
 * whose data its schema refuses is not loaded (the page leaves it out anyway). A failing load
 * rejects: the page then answers with the error page rather than showing half a block.
 */
export async function loadBlockData(
  sections: readonly Section[],
  context: BlockLoadContext,
  definitionOf: (type: string) => AnyBlockDefinition | undefined = blockDefinition,
): Promise<Section[]> {
  const loaded = new Map<Block, unknown>();
  const loads: Promise<void>[] = [];
  for (const block of allBlocks(sections)) {
    const definition = definitionOf(block.type);
    if (!definition?.load || block.version !== definition.version) continue;
    const parsed = definition.schema.safeParse(block.data);
    if (!parsed.success) continue;
    const load = definition.load.bind(definition);
    loads.push(
      load(parsed.data, context).then((value: unknown) => {
        loaded.set(block, value);
      }),
    );
  }
  await Promise.all(loads);
  if (loaded.size === 0) return [...sections];
  const withLoaded = (block: Block): Block => {
    const slots = block.slots?.map((slot) => slot.map(withLoaded));
    if (!loaded.has(block) && !slots) return block;
    return {
      ...block,
      ...(slots ? { slots } : {}),
      ...(loaded.has(block) ? { loaded: loaded.get(block) } : {}),
    };
  };
  return sections.map((section) => ({ ...section, blocks: section.blocks.map(withLoaded) }));
}
