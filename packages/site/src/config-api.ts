// The config API's answers about pages (GET/PUT /api/config/pages…): the server builds them, the
// config area reads them, both from these types.
import type { Block } from './blocks/types.ts';
import type { CollectionType } from './context.ts';

export type NavigationPlacement = 'main' | 'footer' | 'none';

export interface PageSummary {
  id: string;
  title: string;
  urlId: string;
  type: CollectionType;
  publicationState: number;
  /** The spec's label for the state: Available, Scheduled, Hidden, … */
  publicationLabel: string;
  /** The page's path on the site: '/' for the home page, else e.g. '/about' */
  fullUrl: string;
  navigation: NavigationPlacement;
}

export interface Layout {
  id: string;
  blocks: Block[];
}

export interface PageDetail {
  page: PageSummary;
  layout: Layout | null;
}
