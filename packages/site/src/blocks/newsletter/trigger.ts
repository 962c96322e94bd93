// The newsletter form's trigger: the runtime loads ./island.ts only on pages that have one, and
// only once the visitor starts to use the form. It imports
// nothing else, so the runtime's entry stays small; runtime/island-list.ts finds it by its file name.
import type { IslandTrigger } from '../../runtime/islands.ts';

export const island: IslandTrigger = {
  selector: '[data-island="newsletter"]',
  load: () => import('./island.ts'),
  // The form works until the visitor starts to fill it in (islands.ts holds a form sent sooner).
  on: 'interaction',
};
