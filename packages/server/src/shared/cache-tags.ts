// The names of what a rendering depends on (cache tags), so a change can drop exactly the cached
// pages that showed it. Page types tag what they render with them and every feature that changes
// content drops by them, so they live below both.

/** The page cache drops a page carrying this tag on any change to its site (render/cache.ts). */
export const ANY_CHANGE_TAG = 'any-change';

/** Every page carries `site` (title, settings, navigation, header and footer). */
export const Tags = {
  /** Site title, settings, navigation, header/footer: everything in the chrome */
  site: 'site',
  /** The set of collections: which exist, their order (search results, a home page from settings) */
  collections: 'collections',
  /** A page or collection's own content, or its listing */
  collection: (id: string) => `collection:${id}`,
  item: (id: string) => `item:${id}`,
  /** Whatever changes on the site (search results can show any of it): every change drops it */
  anyChange: ANY_CHANGE_TAG,
} as const;
