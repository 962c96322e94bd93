/// <reference types="vite/client" />
// Every island of the published page, found in one place: each `trigger.ts` in the package (a
// block's, a page type's, the page chrome's) exports one `island`. The runtime's entry reads this list
// only; server/src/pages/islands.test.ts checks it is exactly what the blocks and page types declare.
import { type IslandTrigger, islandRegistryOf } from './islands.ts';

/** Each trigger file (its path from this folder) → its island. */
export const islandTriggers = import.meta.glob<IslandTrigger>('../**/trigger.ts', {
  eager: true,
  import: 'island',
});

export const islandRegistry = islandRegistryOf(Object.values(islandTriggers));
