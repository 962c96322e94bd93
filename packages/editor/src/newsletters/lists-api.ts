// The mailing lists' read that other screens share (the popup's and the newsletter block's
// pickers), apart from the Newsletters screen so that it does not bring the screen along.
import { call } from '@tessera/site/api/call.ts';
import type { MailingListSummary } from '@tessera/site/api/routes.gen.ts';

/** The site's mailing lists with their counts (this screen, the popup's and the newsletter block's pickers). */
export async function fetchLists(): Promise<MailingListSummary[]> {
  return (await call('GET /api/config/newsletters/lists', { silent: true })).lists;
}
