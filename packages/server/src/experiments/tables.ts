// The shapes of the experiments feature's tables, for Kysely. Only the repositories under experiments/ write
// them (layering.test.ts); db/schema.ts assembles the Database from every feature's tables.ts.

export interface ExperimentsTables {
  experiments: ExperimentsTable;
  experiment_exposures: ExperimentExposuresTable;
}

/** An A/B split test of a page's section (0021_experiments). */
export interface ExperimentsTable {
  website_id: string;
  id: string;
  layout_id: string;
  name: string;
  /** core's ExperimentState */
  state: string;
  /** 'A' or 'B' once ended */
  winner: string | null;
  created_at: number;
  started_at: number | null;
  ended_at: number | null;
}

/** Which variant a visitor (the day's salted hash) saw of a test, once a day (0021_experiments). */
export interface ExperimentExposuresTable {
  website_id: string;
  experiment_id: string;
  day: string;
  visitor_hash: string;
  variant: string;
  first_seen_at: number;
}
