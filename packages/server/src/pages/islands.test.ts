// The published page's islands are declared where they are rendered (a block type's `islands`, a page
// type's, the chrome's) and found by the runtime in one list (every trigger.ts of the site package):
// the two must be the same, so no island loads for nothing and none is left unloaded.
import { blockDefinitions, CHROME_ISLANDS, type IslandTrigger } from '@tessera/site';
import { islandTriggers } from '@tessera/site/runtime/island-list.ts';
import { describe, expect, it } from 'vitest';
import { PAGE_TYPES } from './registry.ts';

const selectors = (triggers: Iterable<IslandTrigger>) =>
  [...new Set([...triggers].map((t) => t.selector))].sort();

describe('the islands of the published page', () => {
  it('that the runtime loads are exactly those the blocks, the page types and the chrome declare', () => {
    const declared = [
      ...blockDefinitions.flatMap((definition) => definition.islands ?? []),
      ...PAGE_TYPES.flatMap((entry) => ('islands' in entry ? (entry.islands ?? []) : [])),
      ...CHROME_ISLANDS,
    ];
    expect(selectors(Object.values(islandTriggers))).toEqual(selectors(declared));
    for (const trigger of declared) expect(Object.values(islandTriggers)).toContain(trigger);
  });
});
