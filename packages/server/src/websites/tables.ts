// The shapes of the websites feature's tables, for Kysely. Only the repositories under websites/ write
// them (layering.test.ts); db/schema.ts assembles the Database from every feature's tables.ts.

export interface WebsitesTables {
  websites: WebsitesTable;
  website_domains: WebsiteDomainsTable;
  website_members: WebsiteMembersTable;
}

export interface WebsitesTable {
  id: string;
  identifier: string;
  title: string;
  site_type: number;
  subscription_status: number;
  currency: string;
  locale: string;
  time_zone: string;
  settings: string;
  password_hash: string | null;
  developer_mode: number;
  cloneable: number;
  version: number;
  created_at: number;
  updated_at: number;
}

export interface WebsiteDomainsTable {
  website_id: string;
  domain: string;
}

export interface WebsiteMembersTable {
  website_id: string;
  account_id: string;
  role: number;
}
