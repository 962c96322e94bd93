// RecordEvent (second spec document, section 7): a named event with the legacy payload, form-encoded
// with the crumb of the visitor's `crumb` cookie when there is one. A visitor's conversions go this
// way (a form sent, a newsletter sign-up, an order: core's CONVERSION_EVENTS), so a split test can
// count them by variant. Imported by the features that raise one, not by every page; as every census
// call, it follows the census's skip rules and a failure is ignored.
import { RECORD_EVENT_URL } from '@tessera/core';
import { readSiteContext } from '../context.ts';
import { censusCounts } from './census.ts';
import { readCrumb } from './data-layer.ts';

export function recordEvent(event: string): void {
  const context = readSiteContext();
  if (!context || !censusCounts(context)) return;
  const data = {
    websiteId: context.website.id,
    website_locale: document.documentElement.lang,
    pagePath: location.pathname,
    pageHash: location.hash,
  };
  const body = new URLSearchParams({ crumb: readCrumb() ?? '', event, data: JSON.stringify(data) });
  // keepalive: an order's event is sent as the page leaves for the receipt.
  fetch(RECORD_EVENT_URL, { method: 'POST', body, credentials: 'same-origin', keepalive: true }).catch(
    () => undefined,
  );
}
