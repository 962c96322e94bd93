// A census hit row as RecordHit stores one, for tests that write hits without the route: a page
// view of '/' beginning a visit, from a visitor of its own, now; `fields` change any of it.
import { censusDay } from '@tessera/core';
import { enrichHit } from '../src/census/enrich.ts';
import type { HitRow } from '../src/census/repository.ts';
import { newId } from '../src/db/ids.ts';

export function hitRow(websiteId: string, fields: Partial<HitRow> = {}): HitRow {
  const now = Date.now();
  return {
    website_id: websiteId,
    id: newId(),
    created_at: now,
    day: censusDay(now),
    event_type: 1,
    path: '/',
    query_string: '',
    title: '',
    referrer: '',
    visitor_hash: newId(),
    visitor_id: null,
    visit_id: null,
    begins_visit: 1,
    user_agent: '',
    locale: '',
    viewport: '',
    screen: '',
    collection_id: null,
    item_id: null,
    record_type: null,
    ...enrichHit({ userAgent: '', address: '127.0.0.1', referrer: '', queryString: '', host: '' }),
    ...fields,
  };
}
