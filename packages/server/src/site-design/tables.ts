// The shapes of the site-design feature's tables, for Kysely. Only the repositories under site-design/ write
// them (layering.test.ts); db/schema.ts assembles the Database from every feature's tables.ts.

export interface SiteDesignTables {
  header_footer: HeaderFooterTable;
}

export interface HeaderFooterTable {
  website_id: string;
  header: string;
  footer: string;
}
