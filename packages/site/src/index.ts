export { BLOCK_ID_PATTERN, blockRegistry, validateBlock, validateLayout } from './blocks/registry.ts';
export type { Block, BlockDefinition } from './blocks/types.ts';
export type { Layout, NavigationPlacement, PageDetail, PageSummary } from './config-api.ts';
export type { CollectionType, SiteContext } from './context.ts';
export { COLLECTION_TYPES, readSiteContext, SITE_CONTEXT_ELEMENT_ID } from './context.ts';
export { scriptSafeJson } from './page/Document.tsx';
export { Highlighted, highlightParts, MATCH_END, MATCH_START } from './page/Highlighted.tsx';
export type {
  ImageRef,
  ListEntry,
  NavLink,
  PageBody,
  PageModel,
  ProductCard,
  SiteChrome,
} from './page/model.ts';
export { renderPage } from './page/render.tsx';
