// Table shapes for Kysely. Every site-owned table leads its key with website_id so one PostgreSQL
// can later be distributed by site. Times are UTC milliseconds; booleans are 0/1 integers and JSON
// is stored as text, so the same SQL runs on SQLite and PostgreSQL.
import type { Selectable } from 'kysely';

export interface AccountsTable {
  id: string;
  email: string;
  password_hash: string;
  display_name: string;
  created_at: number;
}

export interface SessionsTable {
  id: string; // sha256 of the cookie token: a stolen database does not yield live sessions
  account_id: string;
  created_at: number;
  expires_at: number;
  /** The host the session was made on; it signs in nobody anywhere else */
  host: string | null;
}

export interface LoginHandoffsTable {
  id: string; // sha256 of the one-time token
  account_id: string;
  website_id: string;
  expires_at: number;
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
  created_at: number;
  updated_at: number;
}

export interface LayoutsTable {
  website_id: string;
  id: string;
  /** JSON: the sections, each with its settings and blocks (@tessera/site's Section[]) */
  sections: string;
  /** Raised by one on every save; a save names the version it started from */
  version: number;
  updated_at: number;
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

export interface HeaderFooterTable {
  website_id: string;
  header: string;
  footer: string;
}

export interface AssetsTable {
  website_id: string;
  id: string;
  name: string;
  content_type: string;
  size: number;
  width: number | null;
  height: number | null;
  alt: string;
  created_at: number;
}

export interface ClientEventsTable {
  website_id: string;
  id: string;
  kind: string;
  page_url: string;
  payload: string;
  created_at: number;
}

/** Attempts at something guessable (a password), per key such as an account or an address. */
export interface ThrottlesTable {
  key: string;
  attempts: number;
  last_attempt_at: number;
  next_allowed_at: number;
}

export interface PlatformSettingsTable {
  key: string;
  value: string;
}

export interface Database {
  accounts: AccountsTable;
  sessions: SessionsTable;
  login_handoffs: LoginHandoffsTable;
  websites: WebsitesTable;
  website_domains: WebsiteDomainsTable;
  website_members: WebsiteMembersTable;
  collections: CollectionsTable;
  items: ItemsTable;
  layouts: LayoutsTable;
  navigation: NavigationTable;
  header_footer: HeaderFooterTable;
  assets: AssetsTable;
  client_events: ClientEventsTable;
  platform_settings: PlatformSettingsTable;
  throttles: ThrottlesTable;
}

export type Website = Selectable<WebsitesTable>;
export type Collection = Selectable<CollectionsTable>;
export type Item = Selectable<ItemsTable>;
export type Account = Selectable<AccountsTable>;
