// Rows written straight into the database by tests that work below the product's services (a
// migration, the trim), with every column a real row has.
import type { CensusHitsTable } from '../src/census/tables.ts';
import type { Website } from '../src/db/schema.ts';

/** A website row: a trial classic site in USD, en-US, UTC, changed nowhere since `at`. */
export function websiteRow(fields: Pick<Website, 'id' | 'identifier' | 'title'>, at = 1): Website {
  return {
    ...fields,
    site_type: 1,
    subscription_status: 3,
    currency: 'USD',
    locale: 'en-US',
    time_zone: 'UTC',
    settings: '{}',
    password_hash: null,
    developer_mode: 0,
    cloneable: 0,
    version: 1,
    created_at: at,
    updated_at: at,
  };
}

/** A census page view as the ingest writes it: a desktop Chrome visit from Germany, direct, unless told. */
export function censusHitRow(
  fields: Pick<CensusHitsTable, 'website_id' | 'id' | 'created_at' | 'day' | 'path' | 'visitor_hash'> &
    Partial<CensusHitsTable>,
): CensusHitsTable {
  return {
    event_type: 1,
    query_string: '',
    title: '',
    referrer: '',
    visitor_id: null,
    visit_id: null,
    begins_visit: 0,
    user_agent: '',
    locale: 'en-US',
    viewport: '',
    screen: '',
    collection_id: null,
    item_id: null,
    record_type: null,
    browser: 'Chrome',
    os: 'Windows',
    device: 'desktop',
    country: 'DE',
    source: 'Direct',
    referrer_host: '',
    utm_source: '',
    utm_medium: '',
    utm_campaign: '',
    ...fields,
  };
}
