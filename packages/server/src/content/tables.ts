// The shapes of the content feature's tables, for Kysely. Only the repositories under content/ write
// them (layering.test.ts); db/schema.ts assembles the Database from every feature's tables.ts.

export interface ContentTables {
  collections: CollectionsTable;
  items: ItemsTable;
  item_terms: ItemTermsTable;
  layouts: LayoutsTable;
  layout_revisions: LayoutRevisionsTable;
  navigation: NavigationTable;
  navigation_versions: NavigationVersionsTable;
}

export interface CollectionsTable {
  website_id: string;
  id: string;
  type: string;
  url_id: string;
  title: string;
  description: string;
  publication_state: number;
  layout_id: string | null;
  password_hash: string | null;
  settings: string;
  ordering: number;
  /** When a scheduled collection is published (and, once published, since when) */
  published_at: number | null;
  /** When it was moved to the trash (publication state 6); purged TRASH_DAYS later */
  deleted_at: number | null;
  created_at: number;
  updated_at: number;
}

export interface ItemsTable {
  website_id: string;
  id: string;
  collection_id: string;
  record_type: number;
  publication_state: number;
  url_id: string;
  title: string;
  excerpt: string;
  layout_id: string | null;
  asset_id: string | null;
  data: string;
  ordering: number;
  published_at: number | null;
  /** When a post was moved to the trash (publication state 6) */
  deleted_at: number | null;
  created_at: number;
  updated_at: number;
}

/** A blog post's tag or category (migration 0009_blog); a tag page reads its posts by term_key. */
export interface ItemTermsTable {
  website_id: string;
  item_id: string;
  /** The post's blog, so a tag page finds its posts by index */
  collection_id: string;
  kind: 'tag' | 'category';
  /** The name in lower case: one tag whatever its case (core's blogTermKey) */
  term_key: string;
  /** The name as the owner typed it */
  name: string;
  /** Its place in the post's list */
  position: number;
}

export interface LayoutsTable {
  website_id: string;
  id: string;
  /** JSON: the sections, each with its settings and blocks (@tessera/site's Section[]) */
  sections: string;
  /** Raised by one on every save; a save names the version it started from */
  version: number;
  updated_at: number;
  /** JSON: the sections as last saved in the editor, not yet published; null when there are none */
  draft_sections: string | null;
  draft_updated_at: number | null;
}

/** What a layout was each time it was published: listed, previewed and restored into the draft. */
export interface LayoutRevisionsTable {
  website_id: string;
  id: string;
  layout_id: string;
  /** JSON: the sections as published */
  sections: string;
  published_at: number;
  /** The account that published it; null when a job did (a scheduled publication) */
  published_by: string | null;
}

export interface NavigationTable {
  website_id: string;
  id: string;
  area: string;
  collection_id: string | null;
  label: string;
  url: string | null;
  ordering: number;
}

/** The navigation's version: raised by every change to it; a whole-navigation save names the one it read. */
export interface NavigationVersionsTable {
  website_id: string;
  version: number;
}
