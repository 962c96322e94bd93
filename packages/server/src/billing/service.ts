// The site's own plan with the platform: a trial that starts with the site (from its creation), the status as of now
// (core's rules), and an upgrade paid through the built-in test payment provider. There is no
// platform Stripe account to charge yet ("no real charge needed beyond the payment providers we
// have"): the test provider keeps real books, so the whole flow (decline, idempotent retry, the
// status it leaves) is exercised; a live provider would take its place in `platformProvider`.
import {
  BILLING_CURRENCY,
  type BillingPlan,
  billingPlan,
  canUpgrade,
  effectiveSubscriptionStatus,
  type PlanState,
  paidThroughAfterPayment,
  subscriptionStatusLabel,
  trialEndsAt,
  upgradeDestination,
  WebsiteSubscriptionStatus,
} from '@tessera/core';
import type { PaymentProvider } from '../commerce/payments/provider.ts';
import { testPaymentProvider } from '../commerce/payments/test-provider.ts';
import type { Db } from '../db/database.ts';
import type { Website } from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';
import { badRequest, HttpError } from '../http/errors.ts';
import { findWebsiteById, lockedSettings, updateSubscriptionStatus } from '../websites/index.ts';
import { insertPlan, selectPlan, updatePlan } from './repository.ts';

export const PLAN_REQUIRED = 'Please choose a plan.';
export const PLAN_NOT_SELF_SERVE = 'This site’s plan is managed by the platform’s team, not here.';

export interface BillingOverview {
  /** The status as of now (WebsiteSubscriptionStatus) and its name */
  status: number;
  statusLabel: string;
  /** The plan paid for; null while on the trial */
  plan: BillingPlan | null;
  trialEndsAt: number;
  paidThrough: number | null;
  canUpgrade: boolean;
  /** Where "Upgrade" leads for this status (spec section 2) */
  upgradePath: string;
}

async function planState(db: Db, website: Website) {
  const row = await selectPlan(db, website.id);
  return {
    plan: row ? (billingPlan(row.plan) ?? null) : null,
    lastChargeId: row?.last_charge_id ?? null,
    state: {
      status: website.subscription_status,
      // No row yet: the site is on the trial its creation began (the row is written at the first payment).
      trialEndsAt: row ? Number(row.trial_ends_at) : trialEndsAt(Number(website.created_at)),
      paidThrough: row?.paid_through == null ? null : Number(row.paid_through),
    } satisfies PlanState,
  };
}

export async function billingOverview(db: Db, website: Website, now: number): Promise<BillingOverview> {
  const { plan, state } = await planState(db, website);
  const status = effectiveSubscriptionStatus(state, now);
  return {
    status,
    statusLabel: subscriptionStatusLabel(status),
    plan,
    trialEndsAt: state.trialEndsAt,
    paidThrough: state.paidThrough,
    canUpgrade: canUpgrade(status),
    upgradePath: upgradeDestination(status),
  };
}

export interface UpgradeRequest {
  plan: string;
  /** The form's own key: the same form posted twice pays once */
  key: string;
  card: { number: string; expMonth: number; expYear: number; cvc: string };
}

/** Who takes the platform's money: the test provider, until the platform has a live account. */
export function platformProvider(db: Db, now: number): PaymentProvider {
  return testPaymentProvider(db, () => now);
}

/**
 * Pays a month of `plan` and puts the site on it: authorised, captured, then the plan and the status
 * (paid) stored together. The form's key makes it idempotent: the provider answers the first
 * charge again, and a charge already recorded as the plan's last changes nothing more.
 */
export async function upgradeSite(
  db: Db,
  website: Website,
  request: UpgradeRequest,
  now: number,
  provider: PaymentProvider = platformProvider(db, now),
): Promise<BillingOverview> {
  const plan = billingPlan(request.plan);
  if (!plan) throw badRequest({ plan: PLAN_REQUIRED });
  const before = await planState(db, website);
  if (!canUpgrade(effectiveSubscriptionStatus(before.state, now)))
    throw new HttpError(409, PLAN_NOT_SELF_SERVE);
  const idempotencyKey = `billing:${request.key}`;
  const payment = { provider: 'test', card: request.card };
  const parsed = provider.paymentSchema.safeParse(payment);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'Your card number is incorrect.';
    throw badRequest({ card: message }, message);
  }
  const authorized = await provider.authorize({
    websiteId: website.id,
    idempotencyKey,
    amountCents: plan.monthlyCents,
    currency: BILLING_CURRENCY,
    payment: parsed.data,
  });
  if (!authorized.ok) throw new HttpError(402, authorized.message, { card: authorized.message });
  const { chargeId } = authorized.charge;
  await provider.capture({
    websiteId: website.id,
    chargeId,
    amountCents: plan.monthlyCents,
    idempotencyKey: `${idempotencyKey}:capture`,
  });
  await inTransaction(db, async (trx) => {
    // The site's row locked first (as its settings' writers do): two payments at once take turns.
    await lockedSettings(trx, website.id);
    const row = await selectPlan(trx, website.id);
    if (row?.last_charge_id === chargeId) return; // this form was paid for already
    const current = (await planState(trx, website)).state;
    const change = {
      plan: plan.id,
      paid_through: paidThroughAfterPayment(current, now),
      last_charge_id: chargeId,
      updated_at: now,
    };
    if (row) await updatePlan(trx, website.id, change);
    else await insertPlan(trx, { website_id: website.id, trial_ends_at: current.trialEndsAt, ...change });
    await updateSubscriptionStatus(trx, website.id, WebsiteSubscriptionStatus.paid, now);
  });
  const after = await findWebsiteById(db, website.id);
  if (!after) throw new Error(`The site ${website.id} went while it was upgraded`);
  return billingOverview(db, after, now);
}
