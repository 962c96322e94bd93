// 0037_website_plans: the site's own plan with the platform (billing/). One row per site: the plan it
// is on ('trial' until it pays), when its trial ends, the end of the month it paid for, and the
// payment that paid it. The status itself stays where the site context reads it,
// websites.subscription_status (0001, trial for a new site). A site without a row is on the trial its
// creation began (billing/service.ts reads it from websites.created_at), so every site, made before
// or after this migration, has its trial from the start without a row; the row is written when the
// owner first pays.
import type { Kysely, Migration } from 'kysely';
import { createSiteOwnedTable } from './site-owned-table.ts';

export const websitePlans: Migration = {
  async up(db: Kysely<unknown>) {
    await createSiteOwnedTable(
      db,
      'website_plans',
      (t) =>
        t
          .addColumn('plan', 'text', (c) => c.notNull())
          .addColumn('trial_ends_at', 'bigint', (c) => c.notNull())
          .addColumn('paid_through', 'bigint')
          .addColumn('last_charge_id', 'text')
          .addColumn('updated_at', 'bigint', (c) => c.notNull()),
      { primaryKey: [] },
    );
  },
};
