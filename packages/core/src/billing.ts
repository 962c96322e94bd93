// The site's own plan with the platform (spec, first document: section 2's upgrade destinations and
// section 3's website subscription statuses). The spec gives the statuses and the two addresses; the
// plans, their prices, the trial's length and which statuses may upgrade are not shown there, so they
// are chosen here as a Squarespace-class platform has them: a 14-day trial from the site's creation,
// three monthly plans, paid in advance.
import { WebsiteSubscriptionStatus } from './enums.ts';

/** Spec section 2: "the trial-upgrade plan goes to /settings/billing/upgrade" */
export const BILLING_UPGRADE_PATH = '/settings/billing/upgrade';
/** Spec section 2: "the upgrade plan goes to /settings/billing/subscriptions/website" */
export const BILLING_SUBSCRIPTION_PATH = '/settings/billing/subscriptions/website';

/** How long a new site's trial lasts (not in the spec: 14 days, as such platforms give). */
export const TRIAL_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

export const BILLING_PLANS = [
  { id: 'personal', name: 'Personal', monthlyCents: 1600, summary: 'A site with pages, a blog and forms.' },
  { id: 'business', name: 'Business', monthlyCents: 2300, summary: 'Adds analytics, members and the popup.' },
  { id: 'commerce', name: 'Commerce', monthlyCents: 2700, summary: 'Adds a store with no transaction fee.' },
] as const;
export type BillingPlan = (typeof BILLING_PLANS)[number];
export type BillingPlanId = BillingPlan['id'];
/** What a site is on before it pays: the trial (not a plan one can buy). */
export const TRIAL_PLAN = 'trial';
/** Billing is in US dollars: the platform charges the site owner, whatever the store's currency. */
export const BILLING_CURRENCY = 'USD';

export function billingPlan(id: string): BillingPlan | undefined {
  return BILLING_PLANS.find((plan) => plan.id === id);
}

/** Each status's name as the billing page shows it (the spec's words, capitalised). */
export const SUBSCRIPTION_STATUS_LABELS: Readonly<Record<WebsiteSubscriptionStatus, string>> = {
  [WebsiteSubscriptionStatus.expired]: 'Expired',
  [WebsiteSubscriptionStatus.pastDue]: 'Past due',
  [WebsiteSubscriptionStatus.trial]: 'Trial',
  [WebsiteSubscriptionStatus.beta]: 'Beta',
  [WebsiteSubscriptionStatus.removed]: 'Removed',
  [WebsiteSubscriptionStatus.internal]: 'Internal',
  [WebsiteSubscriptionStatus.comped]: 'Comped',
  [WebsiteSubscriptionStatus.paid]: 'Paid',
  [WebsiteSubscriptionStatus.v5Linked]: 'V5 linked',
  [WebsiteSubscriptionStatus.activeParkingPage]: 'Active parking page',
  [WebsiteSubscriptionStatus.resold]: 'Resold',
  [WebsiteSubscriptionStatus.resoldGracePeriod]: 'Resold grace period',
  [WebsiteSubscriptionStatus.enterprise]: 'Enterprise',
};

export function subscriptionStatusLabel(status: number): string {
  return SUBSCRIPTION_STATUS_LABELS[status as WebsiteSubscriptionStatus] ?? 'Unknown';
}

/**
 * The statuses an owner may pay from: a trial, a lapsed trial or plan, or a paid plan changing plan.
 * The others are set by the platform's staff (beta, internal, comped, resold, enterprise…) or mean
 * the site is gone (removed): the page says the plan is managed elsewhere.
 */
const SELF_SERVE: readonly number[] = [
  WebsiteSubscriptionStatus.trial,
  WebsiteSubscriptionStatus.expired,
  WebsiteSubscriptionStatus.pastDue,
  WebsiteSubscriptionStatus.paid,
];

export function canUpgrade(status: number): boolean {
  return SELF_SERVE.includes(status);
}

export interface PlanState {
  /** The stored status (WebsiteSubscriptionStatus) */
  status: number;
  trialEndsAt: number;
  /** The end of the period paid for; null before the first payment */
  paidThrough: number | null;
}

export function trialEndsAt(siteCreatedAt: number): number {
  return siteCreatedAt + TRIAL_DAYS * DAY_MS;
}

/**
 * The status as of `now`: a trial past its end has expired, and a paid period that ended without a
 * renewal is past due (read-time, as scheduled publication is: nothing has to run for it to hold).
 */
export function effectiveSubscriptionStatus(state: PlanState, now: number): number {
  if (state.status === WebsiteSubscriptionStatus.trial && now >= state.trialEndsAt)
    return WebsiteSubscriptionStatus.expired;
  if (
    state.status === WebsiteSubscriptionStatus.paid &&
    state.paidThrough !== null &&
    now >= state.paidThrough
  )
    return WebsiteSubscriptionStatus.pastDue;
  return state.status;
}

/**
 * Where "Upgrade" leads (spec section 2): a site still on its trial (or whose trial lapsed) to the
 * trial-upgrade plan page, any other to its website subscription.
 */
export function upgradeDestination(status: number): string {
  return status === WebsiteSubscriptionStatus.trial || status === WebsiteSubscriptionStatus.expired
    ? BILLING_UPGRADE_PATH
    : BILLING_SUBSCRIPTION_PATH;
}

/** One month on from `from` (UTC calendar month, the day clamped to the month's last). */
export function addBillingMonth(from: number): number {
  const date = new Date(from);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + 1);
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, last));
  return date.getTime();
}

/**
 * A paid month starts now, or where the paid period still running ends (paying early adds a month
 * after it rather than losing what is left).
 */
export function paidThroughAfterPayment(state: PlanState, now: number): number {
  const running = state.paidThrough !== null && state.paidThrough > now ? state.paidThrough : now;
  return addBillingMonth(running);
}
