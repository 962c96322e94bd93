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
import { type PaymentProvider, PaymentRefused } from '../commerce/payments/provider.ts';
import { testPaymentProvider } from '../commerce/payments/test-provider.ts';
import type { Db } from '../db/database.ts';
import type { Website } from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';
import { badRequest, HttpError } from '../http/errors.ts';
import { findWebsiteById, lockedSettings, updateSubscriptionStatus } from '../websites/index.ts';
import { insertPlan, selectPlan, updatePlan } from './repository.ts';

export const PLAN_REQUIRED = 'Please choose a plan.';
export const PLAN_NOT_SELF_SERVE = 'This site’s plan is managed by the platform’s team, not here.';
export const PLAN_CHANGED_SINCE =
  'Your plan changed after this page was opened (another tab or window?), so nothing was charged. Please check it and try again.';

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

/** The plan row and the status as stored, read as core's rules take them. */
export async function planState(db: Db, website: Website) {
  const row = await selectPlan(db, website.id);
  return {
    plan: row ? (billingPlan(row.plan) ?? null) : null,
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
  /**
   * The month paid through (null: none) as the form's page showed it: a form not yet sent, opened
   * before another payment, is refused (PLAN_CHANGED_SINCE). Not given: not checked.
   */
  paidThroughSeen?: number | null | undefined;
  card: { number: string; expMonth: number; expYear: number; cvc: string };
}

/** Who takes the platform's money: the test provider, until the platform has a live account. */
export function platformProvider(db: Db, now: number): PaymentProvider {
  return testPaymentProvider(db, () => now);
}

/** A payment refused by the provider, or declined: said beside the card. */
function refusal(status: number, message: string): HttpError {
  return new HttpError(status, message, { card: message });
}

/**
 * Pays a month of `plan` and puts the site on it: authorised, captured, then the plan and the status
 * (paid) stored — all in one transaction with the site's row locked, the test provider's ledger
 * included (it joins the caller's transaction). A charge is captured in the same commit that pays its
 * month, so a charge found captured already paid its month: the same form posted twice (or a
 * resent old form, whose key answers its old charge again) pays once and adds nothing. A form not
 * yet sent whose page showed another month paid through (a second tab, opened before this payment)
 * is refused before any charge: a second month is paid only on purpose.
 */
export async function upgradeSite(
  db: Db,
  website: Website,
  request: UpgradeRequest,
  now: number,
  providerOver: (db: Db) => PaymentProvider = (trx) => platformProvider(trx, now),
): Promise<BillingOverview> {
  const plan = billingPlan(request.plan);
  if (!plan) throw badRequest({ plan: PLAN_REQUIRED });
  const idempotencyKey = `billing:${request.key}`;
  const payment = { provider: 'test', card: request.card };
  const parsed = providerOver(db).paymentSchema.safeParse(payment);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'Your card number is incorrect.';
    throw badRequest({ card: message }, message);
  }
  const declined = await inTransaction(db, async (trx) => {
    // The site's row locked first (as its settings' writers do): two payments at once take turns.
    await lockedSettings(trx, website.id);
    const current = await findWebsiteById(trx, website.id);
    if (!current) throw new Error(`The site ${website.id} went while it was upgraded`);
    const before = (await planState(trx, current)).state;
    if (!canUpgrade(effectiveSubscriptionStatus(before, now))) throw new HttpError(409, PLAN_NOT_SELF_SERVE);
    const provider = providerOver(trx);
    const stale = request.paidThroughSeen !== undefined && request.paidThroughSeen !== before.paidThrough;
    // Only a form whose key was never used: the same form sent again is answered as the first time.
    if (stale && !(await provider.findCharge(website.id, idempotencyKey)))
      throw new HttpError(409, PLAN_CHANGED_SINCE);
    try {
      const authorized = await provider.authorize({
        websiteId: website.id,
        idempotencyKey,
        amountCents: plan.monthlyCents,
        currency: BILLING_CURRENCY,
        payment: parsed.data,
      });
      // Kept in the ledger (the transaction commits), answered after it.
      if (!authorized.ok) return authorized.message;
      if (authorized.charge.status !== 'authorized') return null; // captured before: its month is paid
      const { chargeId } = authorized.charge;
      await provider.capture({
        websiteId: website.id,
        chargeId,
        amountCents: plan.monthlyCents,
        idempotencyKey: `${idempotencyKey}:capture`,
      });
      const change = {
        plan: plan.id,
        paid_through: paidThroughAfterPayment(before, now),
        last_charge_id: chargeId,
        updated_at: now,
      };
      if (await selectPlan(trx, website.id)) await updatePlan(trx, website.id, change);
      else await insertPlan(trx, { website_id: website.id, trial_ends_at: before.trialEndsAt, ...change });
      await updateSubscriptionStatus(trx, website.id, WebsiteSubscriptionStatus.paid, now);
      return null;
    } catch (error) {
      // The provider's refusal (this form's key used for another plan's amount): a 4xx, not a 500.
      if (error instanceof PaymentRefused) throw refusal(409, error.message);
      throw error;
    }
  });
  if (declined !== null) throw refusal(402, declined);
  const after = await findWebsiteById(db, website.id);
  if (!after) throw new Error(`The site ${website.id} went while it was upgraded`);
  return billingOverview(db, after, now);
}
