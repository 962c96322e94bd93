// The "Your site is ready" message, queued for the owner when a site is made (websites/create.ts).
// It is the site's own mail (website_id set), so it shows in that site's outbox.
import type { Db } from '../db/database.ts';
import { queueMail } from './service.ts';
import { type SiteReadyProps, siteReadyMail } from './templates/SiteReady.tsx';

export const SITE_READY_KIND = 'site-ready';

/** Pass the transaction that stores the site as `db`: the site and its message are kept together, or neither. */
export function queueSiteReadyMail(
  db: Db,
  { websiteId, email, ...props }: SiteReadyProps & { websiteId: string; email: string },
  now = Date.now(),
): Promise<{ id: string }> {
  return queueMail(db, { kind: SITE_READY_KIND, to: email, websiteId, ...siteReadyMail(props) }, now);
}
