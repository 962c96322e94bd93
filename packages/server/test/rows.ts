// Rows written straight into the database by tests that work below the product's services (a
// migration, the trim), with every column a real row has.
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
