// The analytics calls (second spec document, sections 3, 7 and 9): the events service's JSON event,
// the legacy RecordEvent, the Track image, and the texts the runtime logs. Shared by the runtime
// (which sends them) and the server (which checks and keeps them).

export const RECORD_EVENT_URL = '/api/events/RecordEvent';
export const ANALYTICS_EVENTS_URL = '/api/v1/events';
export const TRACK_URL = '/api/track/Track';

/** The spec's analytics event fields ("Common"), sent by the feature raising the event. */
export const ANALYTICS_COMMON_FIELDS = [
  'actor',
  'action',
  'event_owner_team',
  'event_source',
  'object_type',
  'context_website_identifier',
  'destination_url',
  'object_identifier',
  'object_id',
  'object_display_name',
  'object_value',
  'indirect_object_type',
  'indirect_object_identifier',
  'indirect_object_id',
  'indirect_object_display_name',
  'indirect_object_value',
  'product_area',
  'product_page',
  'product_section',
  'product_design_identifier',
  'user_member_account_id',
  'user_session_id',
  'browser_locale',
  'member_account_locale',
  'website_locale',
  'frontsite_language',
] as const;

/**
 * The fields the spec says are "added automatically" (page host, path, query, referrer, window size,
 * timestamp, marketing id, website id, template id): the runtime adds them to every event. The spec
 * gives no names; these follow the common fields' spelling.
 */
export const ANALYTICS_AUTOMATIC_FIELDS = [
  'page_host',
  'page_path',
  'page_query',
  'page_referrer',
  'window_size',
  'timestamp',
  'marketing_id',
  'website_id',
  'template_id',
] as const;

/** The analytics id's set format (the spec gives none): 32 lower-case hex digits, like ss_cvr. */
export const ANALYTICS_ID_PATTERN = /^[0-9a-f]{32}$/;

/** The texts the runtime logs (spec section 9, "Analytics"). */
export const ANALYTICS_MESSAGES = {
  httpStatus: (code: number) => `Error tracking event: HTTP Status ${code}`,
  noPayload: 'no payload',
  unableToStoreId: 'Unable to store analyticsId',
} as const;
