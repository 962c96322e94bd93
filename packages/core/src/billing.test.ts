import { describe, expect, it } from 'vitest';
import {
  addBillingMonth,
  BILLING_SUBSCRIPTION_PATH,
  BILLING_UPGRADE_PATH,
  billingPlan,
  canUpgrade,
  effectiveSubscriptionStatus,
  paidThroughAfterPayment,
  SUBSCRIPTION_STATUS_LABELS,
  subscriptionStatusLabel,
  TRIAL_DAYS,
  trialEndsAt,
  upgradeDestination,
} from './billing.ts';
import { WebsiteSubscriptionStatus as S } from './enums.ts';

const DAY = 24 * 60 * 60 * 1000;

describe("spec 1 §2: 'the trial-upgrade plan goes to /settings/billing/upgrade; the upgrade plan goes to /settings/billing/subscriptions/website'", () => {
  it('names the two addresses exactly', () => {
    expect(BILLING_UPGRADE_PATH).toBe('/settings/billing/upgrade');
    expect(BILLING_SUBSCRIPTION_PATH).toBe('/settings/billing/subscriptions/website');
  });

  it('sends a trial (or a lapsed trial) to the upgrade page and any other status to the subscription', () => {
    expect(upgradeDestination(S.trial)).toBe(BILLING_UPGRADE_PATH);
    expect(upgradeDestination(S.expired)).toBe(BILLING_UPGRADE_PATH);
    expect(upgradeDestination(S.paid)).toBe(BILLING_SUBSCRIPTION_PATH);
    expect(upgradeDestination(S.pastDue)).toBe(BILLING_SUBSCRIPTION_PATH);
  });
});

describe("spec 1 §3: 'Website subscription statuses: expired 1, pastdue 2, trial 3, … enterprise 15'", () => {
  it('has a label for every status and none for the numbers the spec skips', () => {
    expect(Object.keys(SUBSCRIPTION_STATUS_LABELS).map(Number)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 11, 12, 13, 14, 15,
    ]);
    expect(subscriptionStatusLabel(S.pastDue)).toBe('Past due');
    expect(subscriptionStatusLabel(S.resoldGracePeriod)).toBe('Resold grace period');
    expect(subscriptionStatusLabel(9)).toBe('Unknown');
  });

  it('lets an owner pay only from trial, expired, past due and paid', () => {
    const allowed = Object.values(S).filter(canUpgrade);
    expect(allowed.sort((a, b) => a - b)).toEqual([S.expired, S.pastDue, S.trial, S.paid]);
  });
});

describe('the trial and the paid period', () => {
  const created = Date.UTC(2026, 0, 10);

  it(`starts a ${TRIAL_DAYS}-day trial with the site, which then expires`, () => {
    const state = { status: S.trial, trialEndsAt: trialEndsAt(created), paidThrough: null };
    expect(state.trialEndsAt - created).toBe(14 * DAY);
    expect(effectiveSubscriptionStatus(state, created + 13 * DAY)).toBe(S.trial);
    expect(effectiveSubscriptionStatus(state, created + 14 * DAY)).toBe(S.expired);
  });

  it('makes a paid site past due once its month ends unpaid', () => {
    const paidThrough = Date.UTC(2026, 2, 1);
    const state = { status: S.paid, trialEndsAt: 0, paidThrough };
    expect(effectiveSubscriptionStatus(state, paidThrough - 1)).toBe(S.paid);
    expect(effectiveSubscriptionStatus(state, paidThrough)).toBe(S.pastDue);
    // Statuses the platform sets by hand do not lapse.
    expect(effectiveSubscriptionStatus({ ...state, status: S.comped }, paidThrough + DAY)).toBe(S.comped);
  });

  it('adds a calendar month, clamped to the month’s last day, after any period still running', () => {
    expect(new Date(addBillingMonth(Date.UTC(2026, 0, 31))).toISOString()).toBe('2026-02-28T00:00:00.000Z');
    const now = Date.UTC(2026, 3, 1);
    expect(paidThroughAfterPayment({ status: S.trial, trialEndsAt: 0, paidThrough: null }, now)).toBe(
      Date.UTC(2026, 4, 1),
    );
    expect(
      paidThroughAfterPayment({ status: S.paid, trialEndsAt: 0, paidThrough: Date.UTC(2026, 3, 20) }, now),
    ).toBe(Date.UTC(2026, 4, 20));
  });

  it('knows its plans by id', () => {
    expect(billingPlan('business')?.monthlyCents).toBe(2300);
    expect(billingPlan('trial')).toBeUndefined();
  });
});
