// The shapes of the config API's page answers (GET/PUT /api/config/pages…).

export type PageType = 'page' | 'blog' | 'gallery' | 'products' | 'events';
export type NavigationPlacement = 'main' | 'footer' | 'none';

export interface PageSummary {
  id: string;
  title: string;
  urlId: string;
  type: PageType;
  publicationState: number;
  /** The spec's label for the state: Available, Scheduled, Hidden, … */
  publicationLabel: string;
  /** The page's path on the site, e.g. '/about'. */
  fullUrl: string;
  navigation: NavigationPlacement;
}

export interface LayoutBlock {
  id: string;
  type: string;
  data: Record<string, unknown>;
}

export interface Layout {
  id: string;
  blocks: LayoutBlock[];
}

export interface PageDetail {
  page: PageSummary;
  layout: Layout | null;
}
