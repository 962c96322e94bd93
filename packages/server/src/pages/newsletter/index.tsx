// Newsletter unsubscribe (300) at /newsletter/unsubscribe?token=…: the page every newsletter mail
// links to. One click takes the address off its list, no account needed. And /newsletter/confirm:
// the double opt-in's link (?token=…) opens a page whose button confirms the address (a POST, which
// then shows it subscribed on the unsubscribe page, with the one-click way out): opening the link
// changes nothing, as mail scanners open links too. Without a token it is where a sign-up without
// JavaScript lands ("check your inbox", or what went wrong), or a refused confirmation (?link=…).
import { FORM_MESSAGES, NEWSLETTER_MESSAGES, PageType } from '@tessera/core';
import { routeUrl } from '@tessera/site/api/call.ts';
import {
  CONFIRM_PATH,
  mailingListRef,
  type Subscription,
  subscriptionByUnsubscribeToken,
  UNSUBSCRIBE_PATH,
} from '../../newsletters/service.ts';
import { CONFIRMATION_LINK_DAYS, checkConfirmToken } from '../../newsletters/tokens.ts';
import { loadSecret } from '../../system/secret.ts';
import { defineAddress, definePageType, route } from '../define.ts';
import { type Outcome, show } from '../outcome.ts';

export type NewsletterPageData =
  | { view: 'subscription'; subscription: Subscription; justConfirmed: boolean }
  | { view: 'confirm'; token: string }
  | { view: 'link-invalid' }
  | { view: 'link-expired' }
  | { view: 'check-inbox' }
  | { view: 'sign-up-refused'; message: string; list: { id: string; name: string } | null };

const TITLES: Record<NewsletterPageData['view'], string> = {
  subscription: 'Unsubscribe',
  confirm: 'Confirm your subscription',
  'link-invalid': 'This link is not valid',
  'link-expired': 'This link has expired',
  'check-inbox': 'Check your inbox',
  'sign-up-refused': 'Your sign-up was not sent',
};

function titleOf(data: NewsletterPageData): string {
  if (data.view !== 'subscription') return TITLES[data.view];
  if (data.subscription.status === 'unsubscribed') return 'You are unsubscribed';
  return data.justConfirmed ? 'Subscription confirmed' : 'Unsubscribe';
}

export const newsletterPage = definePageType<NewsletterPageData>({
  name: 'newsletter',
  pageType: PageType.newsletterUnsubscribe,
  route: route({
    path: UNSUBSCRIBE_PATH,
    params: {},
    load: async (_params, { db, site, request }): Promise<Outcome> => {
      const secret = await loadSecret(db);
      const subscription = await subscriptionByUnsubscribeToken(
        db,
        site.website.id,
        secret,
        request.query.token ?? '',
      );
      return show(
        newsletterPage,
        subscription
          ? {
              view: 'subscription',
              subscription,
              // Where the confirmation's button lands (newsletters/routes.ts).
              justConfirmed: request.query.confirmed === '1' && subscription.status === 'confirmed',
            }
          : { view: 'link-invalid' },
      );
    },
  }),
  // What it shows depends on one address's state: never cached, and a link is nobody else's page.
  head: (data) => ({ title: titleOf(data) }),
  render: (data) => (
    <div className="system-page newsletter-page">
      <h1 className="page-title">{titleOf(data)}</h1>
      <NewsletterPageBody {...data} />
    </div>
  ),
});

const SIGN_UP_REFUSALS: Record<string, string> = {
  email: NEWSLETTER_MESSAGES.invalidEmail,
  list: FORM_MESSAGES.notConfigured,
  busy: FORM_MESSAGES.rateLimited,
};

export const newsletterConfirm = defineAddress({
  name: 'newsletter-confirm',
  route: route({
    path: CONFIRM_PATH,
    params: {},
    load: async (_params, { db, site, request, now }) => {
      const { token, error, list, link } = request.query;
      if (token) {
        // Checked, not used: the page's button confirms (POST), so a scanner opening the link does not.
        const check = checkConfirmToken(await loadSecret(db), site.website.id, token, now);
        return show(
          newsletterPage,
          check.ok
            ? { view: 'confirm', token }
            : { view: check.reason === 'expired' ? 'link-expired' : 'link-invalid' },
        );
      }
      if (link === 'expired' || link === 'invalid') return show(newsletterPage, { view: `link-${link}` });
      const refusal = error ? SIGN_UP_REFUSALS[error] : undefined;
      if (!refusal) return show(newsletterPage, { view: 'check-inbox' });
      const retryList = error === 'email' && list ? await mailingListRef(db, site.website.id, list) : null;
      return show(newsletterPage, { view: 'sign-up-refused', message: refusal, list: retryList });
    },
  }),
});

function NewsletterPageBody(data: NewsletterPageData) {
  switch (data.view) {
    case 'subscription':
      return <SubscriptionBody {...data} />;
    case 'confirm':
      return (
        <form method="post" action={`${CONFIRM_PATH}?token=${encodeURIComponent(data.token)}`}>
          <p>One step left: confirm you want this newsletter at this address.</p>
          <button type="submit" className="button button-primary">
            Confirm subscription
          </button>
        </form>
      );
    case 'link-invalid':
      return <p>It may have been cut short. Copy the whole link from the message, and try again.</p>;
    case 'link-expired':
      return (
        <p>
          Confirmation links work for {CONFIRMATION_LINK_DAYS} days. Sign up again and we will send you a new
          one.
        </p>
      );
    case 'check-inbox':
      return (
        <>
          <p>{NEWSLETTER_MESSAGES.checkInbox}</p>
          <p>We sent a link to the address you entered: your subscription starts once you follow it.</p>
          <p>
            <a href="/">Back to the home page</a>
          </p>
        </>
      );
    case 'sign-up-refused':
      return data.list ? (
        <RetryForm message={data.message} list={data.list} />
      ) : (
        <p role="alert">{data.message}</p>
      );
  }
}

function SubscriptionBody({
  subscription,
  justConfirmed,
}: {
  subscription: Subscription;
  justConfirmed: boolean;
}) {
  const { email, listName, status, unsubscribeToken } = subscription;
  if (status === 'unsubscribed') {
    return <p role="status">{`${email} will no longer receive “${listName}”.`}</p>;
  }
  return (
    <>
      <p>
        {justConfirmed ? `${email} will receive “${listName}”.` : `Stop sending “${listName}” to ${email}?`}
      </p>
      {/* A button that POSTs, never a link that acts: mail scanners open every link in a message
          (GET), and must not unsubscribe anyone by doing so. One click here is enough. */}
      <form method="post" action={`${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(unsubscribeToken)}`}>
        {justConfirmed && <p>Changed your mind?</p>}
        <button type="submit" className="button button-primary">
          Unsubscribe
        </button>
      </form>
    </>
  );
}

/** A sign-up without JavaScript refused for its address: the form again, the message tied to the field. */
function RetryForm({ message, list }: { message: string; list: { id: string; name: string } }) {
  return (
    <form method="post" action={routeUrl('POST /newsletter/subscribe')} className="lock-form" noValidate>
      <input type="hidden" name="listId" value={list.id} />
      <p>Sign up to “{list.name}”.</p>
      <label htmlFor="newsletter-retry-email">Email</label>
      <input
        id="newsletter-retry-email"
        name="email"
        type="email"
        required
        autoComplete="email"
        aria-invalid
        aria-describedby="newsletter-retry-error"
      />
      <p id="newsletter-retry-error" className="form-error" role="alert">
        {message}
      </p>
      <button type="submit" className="button button-primary">
        Subscribe
      </button>
    </form>
  );
}
