// The shapes of the identity feature's tables, for Kysely. Only the repositories under identity/ write
// them (layering.test.ts); db/schema.ts assembles the Database from every feature's tables.ts.

export interface IdentityTables {
  accounts: AccountsTable;
  sessions: SessionsTable;
  login_handoffs: LoginHandoffsTable;
  password_resets: PasswordResetsTable;
}

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
  /** Which browser on which system (0028), from the user agent at sign-in, for the sessions list */
  device: string | null;
  /** When it last signed a request in (0028), at most a few minutes out of date */
  last_used_at: number | null;
}

export interface LoginHandoffsTable {
  id: string; // sha256 of the one-time token
  account_id: string;
  website_id: string;
  expires_at: number;
}

/** A one-use password reset (0028): id is the sha256 of the token's random part. */
export interface PasswordResetsTable {
  id: string;
  account_id: string;
  expires_at: number;
}
