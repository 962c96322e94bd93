// The shapes of the throttle feature's tables, for Kysely. Only the repositories under throttle/ write
// them (layering.test.ts); db/schema.ts assembles the Database from every feature's tables.ts.

export interface ThrottleTables {
  throttles: ThrottlesTable;
}

/** Attempts at something guessable (a password), per key such as an account or an address. */
export interface ThrottlesTable {
  key: string;
  attempts: number;
  last_attempt_at: number;
  next_allowed_at: number;
}
