// The shapes of the census feature's tables, for Kysely. Only the repositories under census/ write
// them (layering.test.ts); db/schema.ts assembles the Database from every feature's tables.ts.

export interface CensusTables {
  census_hits: CensusHitsTable;
  census_daily: CensusDailyTable;
  census_day_visitors: CensusDayVisitorsTable;
  census_events: CensusEventsTable;
  census_visits: CensusVisitsTable;
  census_daily_visits: CensusDailyVisitsTable;
  census_daily_dimensions: CensusDailyDimensionsTable;
  census_monthly_dimensions: CensusMonthlyDimensionsTable;
  census_daily_web_vitals: CensusDailyWebVitalsTable;
  census_monthly_web_vitals: CensusMonthlyWebVitalsTable;
  census_daily_web_vital_totals: CensusDailyWebVitalTotalsTable;
  census_monthly_web_vital_totals: CensusMonthlyWebVitalTotalsTable;
  census_performance: CensusPerformanceTable;
  census_editor_events: CensusEditorEventsTable;
}

/** A counted page view (0017_census); trimmed after the configured time (jobs/trim). */
export interface CensusHitsTable {
  website_id: string;
  id: string;
  created_at: number;
  /** The UTC day, 'YYYY-MM-DD' */
  day: string;
  /** core's CensusEventType */
  event_type: number;
  path: string;
  query_string: string;
  title: string;
  referrer: string;
  /** sha-256 of the day's salt, the site, the address and the browser: no address is kept */
  visitor_hash: string;
  /** The ss_cvr cookie, only where consent allows it */
  visitor_id: string | null;
  /** The ss_cvt cookie, only where consent allows it */
  visit_id: string | null;
  /** 1 when the page view began a visit */
  begins_visit: number;
  user_agent: string;
  locale: string;
  viewport: string;
  screen: string;
  collection_id: string | null;
  item_id: string | null;
  record_type: number | null;
  /** Enriched at ingest (0020_census_dashboard): bowser's browser and system names, the device class */
  browser: string;
  os: string;
  /** 'desktop', 'mobile', 'tablet', 'tv' or '' */
  device: string;
  /** ISO 3166 code from the offline database, '' when unknown; the address itself is never stored */
  country: string;
  /** core's TrafficSource */
  source: string;
  /** The referring page's host without "www.", '' when direct or from this site */
  referrer_host: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
}

/** Page views rolled up per site, day and page; kept when the raw hits are trimmed. */
export interface CensusDailyTable {
  website_id: string;
  day: string;
  path: string;
  pageviews: number;
  /** Page views that began a visit */
  visits: number;
  /** Visitors whose first page view of the day was this page */
  visitors: number;
}

/** The day's visitor hashes, so a visitor is counted once a day; trimmed with the day's salt. */
export interface CensusDayVisitorsTable {
  website_id: string;
  day: string;
  visitor_hash: string;
}

/** A census event other than a page view (0017_census); trimmed with the raw hits. */
export interface CensusEventsTable {
  website_id: string;
  id: string;
  created_at: number;
  day: string;
  /** 'button-click', 'button-render', 'form-render', 'overlay', 'quick-view' */
  kind: string;
  /** The button's, form's or item's id; '' where the event names none */
  subject_id: string;
  page_path: string;
  visitor_hash: string;
  /** The event's fields as JSON */
  payload: string;
}

/** A visit while it may go on (0020): its bounce, duration and exit page are corrected as pages come. */
export interface CensusVisitsTable {
  website_id: string;
  /** ss_cvt, or 'h:' and the day's visitor hash without cookies */
  visit_key: string;
  /** The UTC day the visit began */
  day: string;
  started_at: number;
  last_at: number;
  pageviews: number;
  exit_path: string;
}

/** Visits per site and day (0020): counted on the day each began; kept when the raw hits go. */
export interface CensusDailyVisitsTable {
  website_id: string;
  day: string;
  pageviews: number;
  /** Distinct visitors of the day */
  visitors: number;
  visits: number;
  /** Visits of one page view */
  bounces: number;
  /** First to last page view of each visit, summed */
  duration_ms: number;
}

/** The dashboard's breakdowns per site, dimension, day and value (0020); kept when the raw hits go. */
export interface CensusDailyDimensionsTable {
  website_id: string;
  /** CensusDimension (census/dimensions.ts) */
  dimension: string;
  day: string;
  value: string;
  /** Visitors whose first page view of the day had this value */
  visitors: number;
  /** Visits that began with it (page: its page views; exit: visits ended on the page; event: how many) */
  visits: number;
}

/** census_daily_dimensions per calendar month, 'YYYY-MM' (0020): long ranges read whole months here. */
export interface CensusMonthlyDimensionsTable {
  website_id: string;
  dimension: string;
  month: string;
  value: string;
  visitors: number;
  visits: number;
}

/** How many of a page's metric values fell in each histogram bucket on a UTC day (0022). */
export interface CensusDailyWebVitalsTable {
  website_id: string;
  day: string;
  page_path: string;
  metric: string;
  bucket: number;
  samples: number;
}

/** census_daily_web_vitals per calendar month, 'YYYY-MM' (0022). */
export interface CensusMonthlyWebVitalsTable {
  website_id: string;
  month: string;
  page_path: string;
  metric: string;
  bucket: number;
  samples: number;
}

/** A page's values of a metric on a UTC day: its histogram's sum, to rank the pages (0027). */
export interface CensusDailyWebVitalTotalsTable {
  website_id: string;
  day: string;
  page_path: string;
  metric: string;
  samples: number;
}

/** census_daily_web_vital_totals per calendar month, 'YYYY-MM' (0027). */
export interface CensusMonthlyWebVitalTotalsTable {
  website_id: string;
  month: string;
  page_path: string;
  metric: string;
  samples: number;
}

/** A real-user performance record (0019_census_performance); trimmed with the raw hits. */
export interface CensusPerformanceTable {
  website_id: string;
  id: string;
  created_at: number;
  day: string;
  page_path: string;
  page_load_id: string;
  /** 'metric', 'measure' or 'image' */
  kind: string;
  /** The metric's name (LCP, CLS, INP, FCP, TTFB), the measure's (rum-…) or the image's address */
  name: string;
  /** The metric's value or the measure's duration; null for an image */
  value: number | null;
  visible_on_load: number | null;
  observation_time: number | null;
  intersection_ratio: number | null;
  squarespace_size: number | null;
  natural_width: number | null;
  natural_height: number | null;
  rendered_width: number | null;
  rendered_height: number | null;
  loaded_before_lcp: number | null;
}

/** What an owner did in the config area (0036_census_editor_events): the owner-side stream. */
export interface CensusEditorEventsTable {
  website_id: string;
  id: string;
  created_at: number;
  day: string;
  account_id: string;
  /** core's EditorAction */
  action: string;
  /** core's EditorEventArea, '' where the event has none */
  product_area: string;
  /** The spec's common analytics fields, as JSON */
  payload: string;
}
