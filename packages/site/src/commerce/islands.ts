/// <reference types="vite/client" />
// The shop's islands (product form, header cart, cart page): every ./<name>/trigger.ts, as the
// blocks' are found (blocks/islands.ts).

import type { IslandTrigger } from '../blocks/types.ts';
import type { IslandRegistry } from '../runtime/islands.ts';

const triggers = import.meta.glob<IslandTrigger>('./*/trigger.ts', { eager: true, import: 'island' });

export const commerceIslands: IslandRegistry = Object.fromEntries(
  Object.values(triggers).map((trigger) => [trigger.selector, trigger.load]),
);
