// What the blocks a page shows need from third parties, by their types' `thirdParties`, in page order
// (a container's blocks after it). A block the page leaves out asks for nothing.
import type { ThirdPartyNeeds } from '../third-parties.ts';
import { shownBlock } from './shown.ts';
import type { Block } from './types.ts';

function* needsOf(blocks: readonly Block[]): Generator<ThirdPartyNeeds> {
  for (const block of blocks) {
    const shown = shownBlock(block);
    if (!shown) continue;
    const { definition, data } = shown;
    if (definition.thirdParties) yield definition.thirdParties(data, { loaded: block.loaded });
    if (definition.slots) for (const slot of block.slots ?? []) yield* needsOf(slot);
  }
}

export function blockThirdParties(sections: readonly { blocks: readonly Block[] }[]): ThirdPartyNeeds[] {
  return sections.flatMap((section) => [...needsOf(section.blocks)]);
}
