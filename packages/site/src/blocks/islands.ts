/// <reference types="vite/client" />
// The published page's islands, derived from the block folders: every ./<type>/trigger.ts exports an
// `island` (its selector and the import of its behaviour). Only these tiny modules are in the
// runtime's entry; the schemas and components never are. blocks/islands.test.ts checks that this list
// is exactly the registry's blocks that declare an island.
import type { IslandRegistry } from '../runtime/islands.ts';
import type { IslandTrigger } from './types.ts';

const triggers = import.meta.glob<IslandTrigger>('./*/trigger.ts', { eager: true, import: 'island' });

/** Folder name → its trigger, for the test. */
export const islandTriggers: Record<string, IslandTrigger> = Object.fromEntries(
  Object.entries(triggers).map(([path, trigger]) => [path.split('/')[1] ?? path, trigger]),
);

export const islandRegistry: IslandRegistry = Object.fromEntries(
  Object.values(islandTriggers).map((trigger) => [trigger.selector, trigger.load]),
);
