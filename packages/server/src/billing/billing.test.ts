// The billing pages over HTTP (spec, first document: section 2's upgrade destinations and section 3's
// website subscription statuses): who may open them, the trial a new site is on, and an upgrade paid
// through the test provider — declined, paid, and the same form posted twice paying once.
import {
  BILLING_SUBSCRIPTION_PATH,
  BILLING_UPGRADE_PATH,
  SiteUserRole,
  WebsiteSubscriptionStatus,
} from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.ts';
import { contextOf } from '../../test/harness.ts';
import { demoWebsite, formAction, signedInWithRole, useSignedInOwner, useTestApp } from '../../test/suite.ts';
import { NOT_PERMITTED, SIGN_IN_REQUIRED } from '../routes/register.ts';
import { UPGRADED_NOTICE } from './Billing.tsx';
import { billingOverview, PLAN_CHANGED_SINCE } from './service.ts';

const DAY = 24 * 60 * 60 * 1000;
const GOOD_CARD = { number: '4242 4242 4242 4242', expMonth: '12', expYear: '2099', cvc: '123' };

function formKey(html: string): string {
  const key = /name="key" value="([0-9a-f]+)"/.exec(html)?.[1];
  if (!key) throw new Error('the upgrade form has no key');
  return key;
}

/** The form's hidden fields as its page gave them: its key and the month paid through it showed. */
function hiddenFields(html: string): { key: string; paidThrough: string } {
  const paidThrough = /name="paidThrough" value="(\d*)"/.exec(html)?.[1];
  if (paidThrough === undefined) throw new Error('the upgrade form has no paidThrough');
  return { key: formKey(html), paidThrough };
}

describe.each(ENGINES)(
  "spec 1 §2: 'the trial-upgrade plan goes to /settings/billing/upgrade; the upgrade plan goes to /settings/billing/subscriptions/website' on %s",
  (engine) => {
    const t = useTestApp(engine);
    const owner = useSignedInOwner(t);

    it('refuses a visitor (sign in) and an editor (no billing permission) with a page saying so', async () => {
      for (const path of [BILLING_UPGRADE_PATH, BILLING_SUBSCRIPTION_PATH]) {
        const anonymous = await t.client().get(path);
        expect(anonymous.statusCode).toBe(401);
        expect(anonymous.headers['content-type']).toContain('text/html');
        expect(anonymous.body).toContain(SIGN_IN_REQUIRED);
      }
      const website = await demoWebsite(t.db);
      const editor = await signedInWithRole(
        t,
        { websiteId: website.id, engine },
        { role: SiteUserRole.editor, name: 'billing-editor' },
      );
      const refused = await editor.get(BILLING_UPGRADE_PATH);
      expect(refused.statusCode).toBe(403);
      expect(refused.body).toContain(NOT_PERMITTED);
      const billing = await signedInWithRole(
        t,
        { websiteId: website.id, engine },
        { role: SiteUserRole.billing, name: 'billing-contact' },
      );
      expect((await billing.get(BILLING_SUBSCRIPTION_PATH)).statusCode).toBe(200);
    });

    it("spec 1 §3: a new site is on its 'trial 3', which ends 14 days after it was made", async () => {
      const website = await demoWebsite(t.db);
      const page = await owner().get(BILLING_SUBSCRIPTION_PATH);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(`data-status="${WebsiteSubscriptionStatus.trial}">Trial</dd>`);
      expect(page.body).toContain('Trial ends');
      expect(page.body).toContain(`href="${BILLING_UPGRADE_PATH}"`);
      const overview = await billingOverview(t.db, website, Date.now());
      expect(overview.trialEndsAt).toBe(Number(website.created_at) + 14 * DAY);
      // The same trial, read 15 days on, has expired and still leads to the upgrade page.
      const later = await billingOverview(t.db, website, Number(website.created_at) + 15 * DAY);
      expect([later.status, later.statusLabel, later.upgradePath]).toEqual([
        WebsiteSubscriptionStatus.expired,
        'Expired',
        BILLING_UPGRADE_PATH,
      ]);
    });

    it('declines a declined card, changing nothing, and says why beside the card', async () => {
      const client = owner();
      const form = await client.get(BILLING_UPGRADE_PATH);
      expect(form.statusCode).toBe(200);
      const action = formAction(form.body, BILLING_UPGRADE_PATH);
      const declined = await client.request('POST', action, {
        crumb: false,
        form: { ...GOOD_CARD, number: '4000 0000 0000 0002', plan: 'business', key: formKey(form.body) },
      });
      expect(declined.statusCode).toBe(402);
      expect(declined.body).toContain('role="alert"');
      expect(declined.body).toContain('Your card was declined.');
      expect((await demoWebsite(t.db)).subscription_status).toBe(WebsiteSubscriptionStatus.trial);
      const refused = await client.request('POST', action, {
        crumb: false,
        form: { ...GOOD_CARD, plan: 'platinum', key: formKey(form.body) },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain('Please choose a plan.');
    });

    it("pays a month through the test provider: the site becomes 'paid 8', once however often the form is sent", async () => {
      const client = owner();
      const form = await client.get(BILLING_UPGRADE_PATH);
      const action = formAction(form.body, BILLING_UPGRADE_PATH);
      const fields = { ...GOOD_CARD, plan: 'business', key: formKey(form.body) };
      const paid = await client.request('POST', action, { crumb: false, form: fields });
      expect(paid.statusCode).toBe(303);
      expect(paid.headers.location).toBe(`${BILLING_SUBSCRIPTION_PATH}?upgraded=1`);
      const again = await client.request('POST', action, { crumb: false, form: fields });
      expect(again.statusCode).toBe(303);

      const website = await demoWebsite(t.db);
      expect(website.subscription_status).toBe(WebsiteSubscriptionStatus.paid);
      const charges = await t.db
        .selectFrom('test_payment_charges')
        .select(['status', 'amount_cents'])
        .where('website_id', '=', website.id)
        .where('idempotency_key', '=', `billing:${fields.key}`)
        .execute();
      expect(charges.map((c) => [c.status, Number(c.amount_cents)])).toEqual([['captured', 2300]]);
      const plan = await t.db
        .selectFrom('website_plans')
        .selectAll()
        .where('website_id', '=', website.id)
        .executeTakeFirstOrThrow();
      expect(plan.plan).toBe('business');
      expect(Number(plan.paid_through)).toBeGreaterThan(Date.now() + 27 * DAY);

      const subscription = await client.get(`${BILLING_SUBSCRIPTION_PATH}?upgraded=1`);
      expect(subscription.body).toContain(UPGRADED_NOTICE);
      expect(/<dl>.*<\/dl>/.exec(subscription.body)?.[0]).toContain(
        `data-status="${WebsiteSubscriptionStatus.paid}">Paid</dd>`,
      );
      expect(subscription.body).toContain('Business, $23.00 a month');
      // The published site's context says so too (spec §3: website.siteStatus.value).
      const home = await t.client().get('/');
      expect((contextOf(home.body).website as { siteStatus: { value: number } }).siteStatus.value).toBe(
        WebsiteSubscriptionStatus.paid,
      );
    });

    it('a resent old form after a newer payment takes no money and adds no month', async () => {
      const client = owner();
      const website = await demoWebsite(t.db);
      const monthOf = async () =>
        Number(
          (
            await t.db
              .selectFrom('website_plans')
              .select('paid_through')
              .where('website_id', '=', website.id)
              .executeTakeFirstOrThrow()
          ).paid_through,
        );
      const open = async () => {
        const form = await client.get(BILLING_UPGRADE_PATH);
        return { action: formAction(form.body, BILLING_UPGRADE_PATH), fields: hiddenFields(form.body) };
      };
      const post = ({ action, fields }: { action: string; fields: Record<string, string> }) =>
        client.request('POST', action, { crumb: false, form: { ...GOOD_CARD, plan: 'personal', ...fields } });
      const first = await open();
      expect((await post(first)).statusCode).toBe(303);
      const second = await open();
      expect((await post(second)).statusCode).toBe(303);
      const paidThrough = await monthOf();
      const charges = () =>
        t.db
          .selectFrom('test_payment_charges')
          .select('id')
          .where('website_id', '=', website.id)
          .where('status', '=', 'captured')
          .execute();
      const captured = (await charges()).length;
      // The first form again, then the second: each key answers its old charge; no month is added.
      expect((await post(first)).statusCode).toBe(303);
      expect((await post(second)).statusCode).toBe(303);
      expect(await monthOf()).toBe(paidThrough);
      expect((await charges()).length).toBe(captured);
    });

    it("the same form's key sent for another plan is refused with the provider's words, not a 500", async () => {
      const client = owner();
      const form = await client.get(BILLING_UPGRADE_PATH);
      const action = formAction(form.body, BILLING_UPGRADE_PATH);
      const fields = hiddenFields(form.body);
      expect(
        (
          await client.request('POST', action, {
            crumb: false,
            form: { ...GOOD_CARD, plan: 'personal', ...fields },
          })
        ).statusCode,
      ).toBe(303);
      const tampered = await client.request('POST', action, {
        crumb: false,
        form: { ...GOOD_CARD, plan: 'commerce', ...fields },
      });
      expect(tampered.statusCode).toBe(409);
      expect(tampered.body).toContain('This payment key was used for another amount.');
      expect((await demoWebsite(t.db)).subscription_status).toBe(WebsiteSubscriptionStatus.paid);
    });

    it("a second tab's form, opened before the first paid, charges nothing and says the plan changed", async () => {
      const client = owner();
      const website = await demoWebsite(t.db);
      const [tabA, tabB] = [await client.get(BILLING_UPGRADE_PATH), await client.get(BILLING_UPGRADE_PATH)];
      const send = (page: string, plan: string) =>
        client.request('POST', formAction(page, BILLING_UPGRADE_PATH), {
          crumb: false,
          form: { ...GOOD_CARD, plan, ...hiddenFields(page) },
        });
      const charges = async () =>
        (
          await t.db
            .selectFrom('test_payment_charges')
            .select('id')
            .where('website_id', '=', website.id)
            .execute()
        ).length;
      expect((await send(tabA.body, 'business')).statusCode).toBe(303);
      const before = await charges();
      const refused = await send(tabB.body, 'commerce');
      expect(refused.statusCode).toBe(409);
      expect(refused.body).toContain(PLAN_CHANGED_SINCE);
      expect(await charges()).toBe(before);
      // The page it answers with is a fresh form: sent on purpose, it pays.
      expect((await send(refused.body, 'commerce')).statusCode).toBe(303);
      expect(await charges()).toBe(before + 1);
    });
  },
);
