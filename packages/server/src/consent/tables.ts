// The shapes of the consent feature's tables, for Kysely. Only the repositories under consent/ write
// them (layering.test.ts); db/schema.ts assembles the Database from every feature's tables.ts.

export interface ConsentTables {
  cookie_banner_revisions: CookieBannerRevisionsTable;
  consent_records: ConsentRecordsTable;
  visitor_salts: VisitorSaltsTable;
}

/** The words each saved version of a site's cookie banner showed (0015_consent). */
export interface CookieBannerRevisionsTable {
  website_id: string;
  revision: number;
  /** The message as rendered (sanitised HTML, or core's plain default) */
  text: string;
  accept_text: string;
  /** '' when that version offered no Decline */
  decline_text: string;
  created_at: number;
}

/** A visitor's choice on the banner, kept as proof of consent. */
export interface ConsentRecordsTable {
  website_id: string;
  id: string;
  created_at: number;
  choice: 'accepted' | 'declined';
  /** The banner version the choice was given to (core's COOKIE_BANNER_VERSION) */
  banner_version: number;
  revision: number;
  /** sha-256 of the day's salt, the site, the address and the browser: no address is kept */
  visitor_hash: string;
}

/** One random salt per UTC day for visitor hashes; gone when its day is over (jobs/trim). */
export interface VisitorSaltsTable {
  day: string;
  salt: string;
}
