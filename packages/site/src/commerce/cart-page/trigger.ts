// The full-page cart's trigger: its root element's fixed id (spec section 2).
import type { IslandTrigger } from '../../runtime/islands.ts';

export const CART_ROOT_ID = 'tessera-cart';

export const island: IslandTrigger = {
  selector: `#${CART_ROOT_ID}`,
  load: () => import('./island.ts'),
};
