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
  /** Which browser on which system (0028), from the user agent at sign-in, for the sessions list */
  device: string | null;
  /** When it last signed a request in (0028), at most a few minutes out of date */
  last_used_at: number | null;
}

/** A one-use password reset (0028): id is the sha256 of the token's random part. */
export interface PasswordResetsTable {
  id: string;
  account_id: string;
  expires_at: number;
}

/** An invitation to work on a site with a role (0028); accepted or revoked ones stay for the record. */
export interface ContributorInvitationsTable {
  website_id: string;
  id: string;
  email: string;
  name: string;
  role: number;
  invited_by: string | null;
  created_at: number;
  expires_at: number;
  /** When it was accepted or withdrawn; a link works only while this is null */
  closed_at: number | null;
}

/** Who changed the site's people, what and when (0028). */
export interface ContributorAuditTable {
  website_id: string;
  id: string;
  /** The admin who acted, or null when the person acted on themselves (accepting an invitation) */
  actor_account_id: string | null;
  /** Kept as text: the log still reads right after the account is gone */
  actor_email: string;
  /** invited, invitation-withdrawn, joined, role-changed, removed */
  action: string;
  subject_email: string;
  /** JSON: the roles before and after, the invited role */
  detail: string;
  created_at: number;
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
  /** When a scheduled collection is published (and, once published, since when) */
  published_at: number | null;
  /** When it was moved to the trash (publication state 6); purged TRASH_DAYS later */
  deleted_at: number | null;
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
  /** When a post was moved to the trash (publication state 6) */
  deleted_at: number | null;
  created_at: number;
  updated_at: number;
}

/** A blog post's tag or category (migration 0009_blog); a tag page reads its posts by term_key. */
export interface ItemTermsTable {
  website_id: string;
  item_id: string;
  /** The post's blog, so a tag page finds its posts by index */
  collection_id: string;
  kind: 'tag' | 'category';
  /** The name in lower case: one tag whatever its case (core's blogTermKey) */
  term_key: string;
  /** The name as the owner typed it */
  name: string;
  /** Its place in the post's list */
  position: number;
}

export interface LayoutsTable {
  website_id: string;
  id: string;
  /** JSON: the sections, each with its settings and blocks (@tessera/site's Section[]) */
  sections: string;
  /** Raised by one on every save; a save names the version it started from */
  version: number;
  updated_at: number;
  /** JSON: the sections as last saved in the editor, not yet published; null when there are none */
  draft_sections: string | null;
  draft_updated_at: number | null;
}

/** What a layout was each time it was published: listed, previewed and restored into the draft. */
export interface LayoutRevisionsTable {
  website_id: string;
  id: string;
  layout_id: string;
  /** JSON: the sections as published */
  sections: string;
  published_at: number;
  /** The account that published it; null when a job did (a scheduled publication) */
  published_by: string | null;
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

/** The navigation's version: raised by every change to it; a whole-navigation save names the one it read. */
export interface NavigationVersionsTable {
  website_id: string;
  version: number;
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
  /** The name shown in the asset library; renaming changes it, never `name` (the /s/ address) */
  title: string;
  content_type: string;
  size: number;
  width: number | null;
  height: number | null;
  alt: string;
  /** A raster image's dominant colour, '#rrggbb', shown while it loads; null for others and older uploads */
  placeholder: string | null;
  /**
   * A members-only file's member areas (a JSON array of their ids): /s/ serves it only to their
   * members and to contributors who may preview. Null: a public file (0035).
   */
  member_area_ids: string | null;
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

/** A unit of work off the request path (jobs/): leased by one worker at a time, retried, then dead. */
export interface JobsTable {
  id: string;
  /** The job's kind: which handler runs it (jobs/registry.ts) */
  name: string;
  payload: string; // JSON
  /** The site it is for; null for platform-wide work */
  website_id: string | null;
  state: 'queued' | 'running' | 'done' | 'dead';
  /** Not run before this time */
  run_at: number;
  /** Tries begun so far, counted when leased */
  attempts: number;
  max_attempts: number;
  /** The worker holding the lease, and until when: after that another worker may take the job */
  locked_by: string | null;
  locked_until: number | null;
  last_error: string | null;
  /** At most one job per key, ever (until trimmed): the same scheduled work is queued once */
  dedupe_key: string | null;
  created_at: number;
  updated_at: number;
  finished_at: number | null;
}

/** Every message the platform sends, or would have sent when no SMTP server is configured (mail/). */
export interface MailOutboxTable {
  id: string;
  website_id: string | null;
  /** Which template made it ('welcome', …) */
  kind: string;
  to_address: string;
  /** Null until sent: MAIL_FROM at the time of sending */
  from_address: string | null;
  subject: string;
  html: string;
  text_body: string;
  /** queued → sent | failed; recorded when there is no SMTP server to send to */
  status: 'queued' | 'sent' | 'failed' | 'recorded';
  attempts: number;
  last_error: string | null;
  message_id: string | null;
  /** The SMTP server's last answer */
  response: string | null;
  created_at: number;
  updated_at: number;
  sent_at: number | null;
  /** JSON of extra headers sent with the message (a newsletter's List-Unsubscribe), or null (0011) */
  headers: string | null;
}

/**
 * One searchable document: a collection's own (item_id '') or an item's. The original text is shown;
 * the folded words are matched (search/documents.ts). The full-text index over them is per engine
 * (migration 0003_search); visibility is read from the collection and item rows at query time.
 */
export interface SearchDocumentsTable {
  website_id: string;
  collection_id: string;
  item_id: string;
  title: string;
  body: string;
  title_words: string;
  body_words: string;
}

export interface PlatformSettingsTable {
  key: string;
  value: string;
}

export interface Database {
  accounts: AccountsTable;
  sessions: SessionsTable;
  login_handoffs: LoginHandoffsTable;
  password_resets: PasswordResetsTable;
  contributor_invitations: ContributorInvitationsTable;
  contributor_audit: ContributorAuditTable;
  websites: WebsitesTable;
  website_domains: WebsiteDomainsTable;
  website_members: WebsiteMembersTable;
  collections: CollectionsTable;
  items: ItemsTable;
  item_terms: ItemTermsTable;
  layouts: LayoutsTable;
  layout_revisions: LayoutRevisionsTable;
  navigation: NavigationTable;
  navigation_versions: NavigationVersionsTable;
  header_footer: HeaderFooterTable;
  assets: AssetsTable;
  client_events: ClientEventsTable;
  platform_settings: PlatformSettingsTable;
  throttles: ThrottlesTable;
  jobs: JobsTable;
  mail_outbox: MailOutboxTable;
  search_documents: SearchDocumentsTable;
  mailing_lists: MailingListsTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  forms: FormsTable;
  form_submissions: FormSubmissionsTable;
  form_submission_keys: FormSubmissionKeysTable;
  form_rate_hits: FormRateHitsTable;
  store_settings: StoreSettingsTable;
  products: ProductsTable;
  product_variants: ProductVariantsTable;
  test_payment_charges: TestPaymentChargesTable;
  test_payment_moves: TestPaymentMovesTable;
  carts: CartsTable;
  cart_entries: CartEntriesTable;
  coupons: CouponsTable;
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  order_events: OrderEventsTable;
  payments: PaymentsTable;
  cookie_banner_revisions: CookieBannerRevisionsTable;
  consent_records: ConsentRecordsTable;
  visitor_salts: VisitorSaltsTable;
  census_hits: CensusHitsTable;
  census_daily: CensusDailyTable;
  census_day_visitors: CensusDayVisitorsTable;
  census_events: CensusEventsTable;
  census_performance: CensusPerformanceTable;
  experiments: ExperimentsTable;
  experiment_exposures: ExperimentExposuresTable;
  site_members: SiteMembersTable;
  member_sessions: MemberSessionsTable;
  member_password_resets: MemberPasswordResetsTable;
  member_areas: MemberAreasTable;
  member_area_collections: MemberAreaCollectionsTable;
  member_area_members: MemberAreaMembersTable;
  census_visits: CensusVisitsTable;
  census_daily_visits: CensusDailyVisitsTable;
  census_daily_dimensions: CensusDailyDimensionsTable;
  census_monthly_dimensions: CensusMonthlyDimensionsTable;
  census_daily_web_vitals: CensusDailyWebVitalsTable;
  census_monthly_web_vitals: CensusMonthlyWebVitalsTable;
  comments: CommentsTable;
  census_daily_web_vital_totals: CensusDailyWebVitalTotalsTable;
  census_monthly_web_vital_totals: CensusMonthlyWebVitalTotalsTable;
}

/** A visitor's cart (0014): found by the id in its cookie, opened by the secret beside it. */
export interface CartsTable {
  website_id: string;
  id: string;
  secret_hash: string;
  coupon_codes: string;
  shipping_location: string | null;
  shipping_option_id: string | null;
  order_id: string | null;
  created_at: number;
  updated_at: number;
}

export interface CartEntriesTable {
  website_id: string;
  id: string;
  cart_id: string;
  product_id: string;
  variant_id: string;
  quantity: number;
  created_at: number;
}

export interface CouponsTable {
  website_id: string;
  id: string;
  code: string;
  kind: 'percentage' | 'fixed' | 'freeShipping';
  percent_off: number;
  amount_off_cents: number;
  min_subtotal_cents: number;
  starts_at: number | null;
  ends_at: number | null;
  usage_limit: number | null;
  times_used: number;
  product_ids: string | null;
  version: number;
  updated_at: number;
}

export interface OrdersTable {
  website_id: string;
  id: string;
  number: number;
  cart_id: string;
  idempotency_key: string;
  state: string;
  email: string;
  shipping_address: string | null;
  billing_address: string | null;
  shipping_option: string | null;
  currency: string;
  subtotal_cents: number;
  discount_cents: number;
  shipping_cents: number;
  tax_cents: number;
  grand_total_cents: number;
  refunded_cents: number;
  coupon_codes: string;
  test_mode: number;
  cancelled: number;
  version: number;
  created_at: number;
  updated_at: number;
}

export interface OrderLinesTable {
  website_id: string;
  id: string;
  order_id: string;
  position: number;
  product_id: string;
  variant_id: string;
  product_type: number;
  title: string;
  sku: string;
  option_values: string;
  unit_price_cents: number;
  quantity: number;
  fulfilled_quantity: number;
  refunded_quantity: number;
  /** A digital product's file as sold (0016); null for other lines */
  download_asset_id: string | null;
  /** How many times that file was downloaded (core's DOWNLOAD_LIMIT) */
  download_count: number;
}

export interface OrderEventsTable {
  website_id: string;
  id: string;
  order_id: string;
  kind: string;
  detail: string;
  account_id: string | null;
  created_at: number;
}

/** The store's record of a payment (0014): written before the provider is asked, then marked. */
export interface PaymentsTable {
  website_id: string;
  id: string;
  cart_id: string;
  order_id: string | null;
  provider: string;
  idempotency_key: string;
  charge_id: string | null;
  status: 'pending' | 'authorized' | 'captured' | 'declined' | 'voided' | 'refunded';
  amount_cents: number;
  refunded_cents: number;
  currency: string;
  last4: string | null;
  created_at: number;
  updated_at: number;
}

/** A site's store settings (0012): one row per site, written from its version. */
export interface StoreSettingsTable {
  website_id: string;
  units: number;
  min_order_subtotal_cents: number;
  prices_include_tax: number;
  store_address: string;
  test_mode: number;
  low_stock_threshold: number;
  shipping_zones: string;
  tax_rules: string;
  next_order_number: number;
  version: number;
  updated_at: number;
}

/** What a products collection's item sells (0012); the item keeps its title, URL and visibility. */
export interface ProductsTable {
  website_id: string;
  id: string;
  product_type: number;
  description: string;
  options: string;
  digital_asset_id: string | null;
  version: number;
  updated_at: number;
}

/** One purchasable combination of a product's options, with its price and stock (0012). */
export interface ProductVariantsTable {
  website_id: string;
  id: string;
  product_id: string;
  position: number;
  sku: string;
  sku_key: string;
  price_cents: number;
  sale_price_cents: number;
  on_sale: number;
  qty_in_stock: number;
  unlimited: number;
  weight_milli: number;
  length_milli: number;
  width_milli: number;
  height_milli: number;
  option_values: string;
  version: number;
  updated_at: number;
}

/** The test payment provider's charges (0013): one per authorisation key, declined ones too. */
export interface TestPaymentChargesTable {
  website_id: string;
  id: string;
  idempotency_key: string;
  status: 'authorized' | 'captured' | 'voided' | 'declined';
  currency: string;
  amount_cents: number;
  captured_cents: number;
  refunded_cents: number;
  last4: string | null;
  message: string | null;
  created_at: number;
  updated_at: number;
}

/** Every move of money in the test provider's ledger, each under its own idempotency key. */
export interface TestPaymentMovesTable {
  website_id: string;
  id: string;
  charge_id: string;
  kind: 'authorize' | 'capture' | 'void' | 'refund';
  idempotency_key: string;
  amount_cents: number;
  created_at: number;
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

/** A site's mailing list (0011_newsletters). */
export interface MailingListsTable {
  website_id: string;
  id: string;
  name: string;
  created_at: number;
  updated_at: number;
}

/** One address on one list: pending until its confirmation link is followed (double opt-in). */
export interface NewsletterSubscribersTable {
  website_id: string;
  id: string;
  list_id: string;
  email: string;
  /** The address in lower case: unique per list */
  email_key: string;
  name: string;
  status: 'pending' | 'confirmed' | 'unsubscribed';
  created_at: number;
  updated_at: number;
  confirmed_at: number | null;
  unsubscribed_at: number | null;
  confirmation_sent_at: number | null;
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

export type Website = Selectable<WebsitesTable>;
export type Collection = Selectable<CollectionsTable>;
export type Item = Selectable<ItemsTable>;
export type Account = Selectable<AccountsTable>;
export type Job = Selectable<JobsTable>;
export type OutboxMail = Selectable<MailOutboxTable>;

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

/** The day's visitor hashes, so a visitor is counted once a day; trimmed with the day's salt. */
export interface CensusDayVisitorsTable {
  website_id: string;
  day: string;
  visitor_hash: string;
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

/** A comment on a blog post (0026): comments/. */
export interface CommentsTable {
  website_id: string;
  id: string;
  item_id: string;
  /** The top-level comment it answers; null for a top-level comment */
  parent_id: string | null;
  /** core's CommentStatus */
  status: string;
  author_name: string;
  /** Never shown on the site */
  author_email: string;
  /** The owner-side account that wrote it, when signed in */
  account_id: string | null;
  /** The site member that wrote it, when signed in as one */
  member_id: string | null;
  text: string;
  created_at: number;
}
export type CommentRow = CommentsTable;

/** A member account of one site (0029_members). */
export interface SiteMembersTable {
  website_id: string;
  id: string;
  /** core's memberEmailKey */
  email: string;
  name: string;
  password_hash: string;
  /** When the member confirmed their email; null until then (they cannot sign in) */
  verified_at: number | null;
  created_at: number;
}
export type SiteMember = Selectable<SiteMembersTable>;

/** A member's session: the sha-256 of its cookie's token, valid on one host (0029_members). */
export interface MemberSessionsTable {
  website_id: string;
  id: string;
  member_id: string;
  host: string;
  created_at: number;
  expires_at: number;
}

/** A member's password reset link: the hash of its random part, one use (0032_member_password_resets). */
export interface MemberPasswordResetsTable {
  website_id: string;
  id: string;
  member_id: string;
  expires_at: number;
}

/** A member area (0029_members). */
export interface MemberAreasTable {
  website_id: string;
  id: string;
  name: string;
  description: string;
  /** core's MemberAreaAccess */
  access: string;
  created_at: number;
}
export type MemberArea = Selectable<MemberAreasTable>;

/** A collection (page, blog…) an area protects, with its items (0029_members). */
export interface MemberAreaCollectionsTable {
  website_id: string;
  area_id: string;
  collection_id: string;
}

/** A member of an area (0029_members). */
export interface MemberAreaMembersTable {
  website_id: string;
  area_id: string;
  member_id: string;
  joined_at: number;
}
