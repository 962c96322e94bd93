/** Dispatched on the document when a quick view opens, detail `{ id }` (the product's item id): the census counts it. */
export const QUICK_VIEW_EVENT = 'tessera:quick-view';
