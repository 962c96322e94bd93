// The shapes of the events feature's tables, for Kysely. Only the repositories under events/ write
// them (layering.test.ts); db/schema.ts assembles the Database from every feature's tables.ts.

export interface EventsTables {
  client_events: ClientEventsTable;
}

export interface ClientEventsTable {
  website_id: string;
  id: string;
  kind: string;
  page_url: string;
  payload: string;
  created_at: number;
}
