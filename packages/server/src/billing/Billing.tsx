// The billing pages (spec section 2's upgrade destinations): the website subscription (its status,
// plan and dates) and the upgrade form (plans and a card). Plain server-rendered HTML with one form,
// so it works without JavaScript; the config area links here.
import {
  BILLING_PLANS,
  BILLING_SUBSCRIPTION_PATH,
  BILLING_UPGRADE_PATH,
  CONFIG_AREA_PATH,
  formatMoney,
} from '@tessera/core';
import type { ReactNode } from 'react';
import type { BillingOverview } from './service.ts';

const STYLES = `body{font-family:ui-sans-serif,system-ui,sans-serif;margin:0;color:#1d1d1f;background:#f7f6f3;line-height:1.5}
header,main{max-width:48rem;margin:0 auto;padding:1.25rem 1.5rem}header{display:flex;gap:1.5rem;align-items:center;flex-wrap:wrap;border-bottom:1px solid #d8d6d0}
header nav ul{display:flex;gap:1rem;list-style:none;margin:0;padding:0}a{color:#1d4ed8}a[aria-current=page]{font-weight:700;color:#1d1d1f}
.card{background:#fff;border:1px solid #d8d6d0;border-radius:8px;padding:1.25rem 1.5rem;margin:1rem 0}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.4rem 1.5rem;margin:0}dt{font-weight:600}dd{margin:0}
fieldset{border:1px solid #d8d6d0;border-radius:8px;padding:1rem 1.25rem;margin:0 0 1rem;background:#fff}legend{font-weight:700;padding:0 .25rem}
.plan{display:flex;gap:.6rem;align-items:flex-start;margin:.5rem 0}.plan input{margin-top:.35rem}
.fields{display:grid;grid-template-columns:repeat(auto-fit,minmax(9rem,1fr));gap:.75rem}
label{display:block;font-weight:600;font-size:.9rem}input[type=text]{font:inherit;width:100%;box-sizing:border-box;padding:.5rem .6rem;border:1px solid #767676;border-radius:4px}
button,.button{font:inherit;font-weight:600;padding:.6rem 1.2rem;border-radius:4px;border:0;background:#1d4ed8;color:#fff;cursor:pointer;text-decoration:none;display:inline-block}
.error{color:#b3261e}.alert{border:2px solid #b3261e;border-radius:6px;padding:.75rem 1rem;background:#fff}.notice{border:2px solid #2f5d50;border-radius:6px;padding:.75rem 1rem;background:#fff}.hint{color:#555;font-size:.9rem}
:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}`;

export const UPGRADED_NOTICE = 'Thank you: your site is on its new plan.';
export const FORM_EXPIRED = 'That form had expired, so nothing was charged. Please try again.';

function dateOf(time: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone }).format(new Date(time));
}

function Shell({
  siteTitle,
  title,
  current,
  children,
}: {
  siteTitle: string;
  title: string;
  current: string;
  children: ReactNode;
}) {
  const link = (href: string, text: string) => (
    <li>
      <a href={href} aria-current={href === current ? 'page' : undefined}>
        {text}
      </a>
    </li>
  );
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`${title} — ${siteTitle}`}</title>
        <style>{STYLES}</style>
      </head>
      <body>
        <header>
          <a href={CONFIG_AREA_PATH}>← {siteTitle}: config area</a>
          <nav aria-label="Billing">
            <ul>
              {link(BILLING_SUBSCRIPTION_PATH, 'Website subscription')}
              {link(BILLING_UPGRADE_PATH, 'Upgrade')}
            </ul>
          </nav>
        </header>
        <main>
          <h1>{title}</h1>
          {children}
        </main>
      </body>
    </html>
  );
}

export interface SubscriptionPageProps {
  siteTitle: string;
  timeZone: string;
  overview: BillingOverview;
  notice?: string | undefined;
}

/** /settings/billing/subscriptions/website: where the site stands. */
export function SubscriptionPage({ siteTitle, timeZone, overview, notice }: SubscriptionPageProps) {
  const { plan } = overview;
  return (
    <Shell siteTitle={siteTitle} title="Website subscription" current={BILLING_SUBSCRIPTION_PATH}>
      {notice && (
        <p className="notice" role="status">
          {notice}
        </p>
      )}
      <section className="card" aria-labelledby="subscription-heading">
        <h2 id="subscription-heading">Your plan</h2>
        <dl>
          <dt>Status</dt>
          <dd data-status={overview.status}>{overview.statusLabel}</dd>
          <dt>Plan</dt>
          <dd>{plan ? `${plan.name}, ${formatMoney(plan.monthlyCents, 'USD')} a month` : 'Free trial'}</dd>
          {overview.paidThrough === null ? (
            <>
              <dt>Trial ends</dt>
              <dd>{dateOf(overview.trialEndsAt, timeZone)}</dd>
            </>
          ) : (
            <>
              <dt>Paid through</dt>
              <dd>{dateOf(overview.paidThrough, timeZone)}</dd>
            </>
          )}
        </dl>
      </section>
      {overview.canUpgrade ? (
        <p>
          <a className="button" href={BILLING_UPGRADE_PATH}>
            {plan ? 'Change plan or pay the next month' : 'Upgrade'}
          </a>
        </p>
      ) : (
        <p>This site’s plan is managed by the platform’s team. Write to them to change it.</p>
      )}
    </Shell>
  );
}

export interface UpgradePageProps {
  siteTitle: string;
  overview: BillingOverview;
  /** The form's action, carrying the crumb */
  action: string;
  /** This rendering's key: the form posted twice pays once */
  formKey: string;
  error?: { message: string; fields?: Record<string, string> | undefined } | undefined;
  notice?: string | undefined;
  values?: { plan?: string | undefined };
}

const CARD_FIELDS = [
  { name: 'number', label: 'Card number', autoComplete: 'cc-number' },
  { name: 'expMonth', label: 'Expiry month (1–12)', autoComplete: 'cc-exp-month' },
  { name: 'expYear', label: 'Expiry year', autoComplete: 'cc-exp-year' },
  { name: 'cvc', label: 'Security code', autoComplete: 'cc-csc' },
] as const;

/** /settings/billing/upgrade: the plans and a card, paid through the test provider. */
export function UpgradePage({
  siteTitle,
  overview,
  action,
  formKey,
  error,
  notice,
  values,
}: UpgradePageProps) {
  const chosen = values?.plan ?? overview.plan?.id ?? 'business';
  const cardError = error?.fields?.card;
  // The field messages besides the headline (a declined card's is the headline itself).
  const more = Object.entries(error?.fields ?? {}).filter(([, message]) => message !== error?.message);
  return (
    <Shell siteTitle={siteTitle} title="Upgrade your plan" current={BILLING_UPGRADE_PATH}>
      {notice && (
        <p className="notice" role="status">
          {notice}
        </p>
      )}
      {error && (
        <div className="alert" role="alert">
          <p>{error.message}</p>
          {more.length > 0 && (
            <ul>
              {more.map(([field, message]) => (
                <li key={field}>{message}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      <p>
        Now: <strong>{overview.statusLabel}</strong>
        {overview.plan ? ` on ${overview.plan.name}` : ''}.
      </p>
      {overview.canUpgrade ? (
        <form method="post" action={action}>
          <input type="hidden" name="key" value={formKey} />
          {/* The month paid through as this page showed it: a second tab's form, opened before the
              first paid, is refused rather than paying again unseen (service.ts upgradeSite). */}
          <input type="hidden" name="paidThrough" value={overview.paidThrough ?? ''} />
          <fieldset>
            <legend>Plan</legend>
            {BILLING_PLANS.map((plan) => (
              <div className="plan" key={plan.id}>
                <input
                  type="radio"
                  id={`plan-${plan.id}`}
                  name="plan"
                  value={plan.id}
                  defaultChecked={plan.id === chosen}
                  aria-describedby={`plan-${plan.id}-summary`}
                />
                <div>
                  <label htmlFor={`plan-${plan.id}`}>
                    {plan.name}: {formatMoney(plan.monthlyCents, 'USD')} a month
                  </label>
                  <span className="hint" id={`plan-${plan.id}-summary`}>
                    {plan.summary}
                  </span>
                </div>
              </div>
            ))}
          </fieldset>
          <fieldset>
            <legend>Card</legend>
            <p className="hint" id="card-hint">
              Payments go through the platform’s test provider: no money is taken. Use 4242 4242 4242 4242.
            </p>
            {cardError && (
              <p className="error" id="card-error">
                {cardError}
              </p>
            )}
            <div className="fields">
              {CARD_FIELDS.map((field) => (
                <div key={field.name}>
                  <label htmlFor={`card-${field.name}`}>{field.label}</label>
                  <input
                    type="text"
                    id={`card-${field.name}`}
                    name={field.name}
                    inputMode="numeric"
                    autoComplete={field.autoComplete}
                    required
                    aria-invalid={cardError ? true : undefined}
                    aria-describedby={cardError ? 'card-hint card-error' : 'card-hint'}
                  />
                </div>
              ))}
            </div>
          </fieldset>
          <button type="submit">Pay and upgrade</button>
        </form>
      ) : (
        <p>This site’s plan is managed by the platform’s team. Write to them to change it.</p>
      )}
    </Shell>
  );
}

/** A refusal (not signed in, not permitted) as a page: its message and the way to sign in. */
export function BillingRefusal({ siteTitle, message }: { siteTitle: string; message: string }) {
  return (
    <Shell siteTitle={siteTitle} title="Billing" current="">
      <p role="alert">{message}</p>
      <p>
        <a href={CONFIG_AREA_PATH}>Sign in at the config area</a> with an account that manages this site’s
        billing.
      </p>
    </Shell>
  );
}
