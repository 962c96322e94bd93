// Whether the pages are the screen shown. The pages panel stays mounted while another screen shows (so
// a page being edited keeps its changes); what it draws over the whole workspace (the page editor)
// hides meanwhile, and comes back with the pages.
import { createContext, useContext } from 'react';

export const PagesShownContext = createContext(true);

export function usePagesShown(): boolean {
  return useContext(PagesShownContext);
}
