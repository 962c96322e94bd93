// The shapes of the search feature's tables, for Kysely. Only the repositories under search/ write
// them (layering.test.ts); db/schema.ts assembles the Database from every feature's tables.ts.

export interface SearchTables {
  search_documents: SearchDocumentsTable;
}

/**
 * One searchable document: a collection's own (item_id '') or an item's. The original text is shown;
 * the folded words are matched (search/documents.ts). The full-text index over them is per engine
 * (migration 0003_search); visibility is read from the collection and item rows at query time.
 */
export interface SearchDocumentsTable {
  website_id: string;
  collection_id: string;
  item_id: string;
  title: string;
  body: string;
  title_words: string;
  body_words: string;
}
