// The shapes of the forms feature's tables, for Kysely. Only the repositories under forms/ write
// them (layering.test.ts); db/schema.ts assembles the Database from every feature's tables.ts.

export interface FormsTables {
  forms: FormsTable;
  form_submissions: FormSubmissionsTable;
  form_submission_keys: FormSubmissionKeysTable;
  form_rate_hits: FormRateHitsTable;
}

/** A site's form (0010_forms): core's FormDefinition as JSON, its name beside it for lists. */
export interface FormsTable {
  website_id: string;
  id: string;
  name: string;
  definition: string;
  /** Raised by one on every save; a save names the version it started from */
  version: number;
  created_at: number;
  updated_at: number;
}

/** What a visitor sent with a form: the values by field id, as JSON. */
export interface FormSubmissionsTable {
  website_id: string;
  id: string;
  form_id: string;
  form_values: string;
  /** The values' text in lower case, for the inbox's search */
  search_text: string;
  page_title: string;
  page_path: string;
  /** 1 once the owner has read it */
  is_read: number;
  /** 1 when it came past the form's flood limit: no mail or webhook yet, until released (0034) */
  held: number;
  created_at: number;
}

/** A key handed out for one submission (FormSubmissionKey); deleted when used. */
export interface FormSubmissionKeysTable {
  website_id: string;
  key: string;
  expires_at: number;
}

/** One submission's mark for the rate limit, shared by every server process. */
export interface FormRateHitsTable {
  website_id: string;
  id: string;
  form_id: string;
  address: string;
  at: number;
}
