// The member pages' island (outside the block registry: these are page types, not blocks).
import type { IslandRegistry } from '../runtime/islands.ts';
import { island } from './trigger.ts';

export const memberIslands: IslandRegistry = { [island.selector]: island.load };
