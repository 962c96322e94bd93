// The shapes of the billing feature's table, for Kysely. Only billing/repository.ts writes it
// (layering.test.ts); db/schema.ts assembles the Database from every feature's tables.ts.

export interface BillingTables {
  website_plans: WebsitePlansTable;
}

/** The site's own plan with the platform (0037): one row per site, made with the site. */
export interface WebsitePlansTable {
  website_id: string;
  /** core's BillingPlanId, or 'trial' before the first payment */
  plan: string;
  trial_ends_at: number;
  /** The end of the month paid for; null before the first payment */
  paid_through: number | null;
  /** The payment (test provider's charge) that paid the latest month: a repeated form finds it */
  last_charge_id: string | null;
  updated_at: number;
}
