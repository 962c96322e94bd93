// Newsletter unsubscribe (300) at /newsletter/unsubscribe?token=…: the page every newsletter mail
// links to. One click takes the address off its list, no account needed. And /newsletter/confirm,
// which hands over to it: the double opt-in's link (?token=…) confirms the address and shows it
// subscribed, with the same one-click way out; without a token it is where a sign-up without
// JavaScript lands ("check your inbox", or what went wrong).
import { FORM_MESSAGES, NEWSLETTER_MESSAGES, PageType } from '@tessera/core';
import { NEWSLETTER_FORM_URL } from '@tessera/site/newsletters-api.ts';
import { loadSecret } from '../../http/secret.ts';
import {
  CONFIRM_PATH,
  confirmSubscription,
  mailingListRef,
  type Subscription,
  subscriptionByUnsubscribeToken,
  UNSUBSCRIBE_PATH,
} from '../../newsletters/service.ts';
import { CONFIRMATION_LINK_DAYS } from '../../newsletters/tokens.ts';
import { defineAddress, definePageType, route } from '../define.ts';
import { type Outcome, show } from '../outcome.ts';

export type NewsletterPageData =
  | { view: 'subscription'; subscription: Subscription; justConfirmed: boolean }
  | { view: 'link-invalid' }
  | { view: 'link-expired' }
  | { view: 'check-inbox' }
  | { view: 'sign-up-refused'; message: string; list: { id: string; name: string } | null };

const TITLES: Record<NewsletterPageData['view'], string> = {
  subscription: 'Unsubscribe',
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
          ? { view: 'subscription', subscription, justConfirmed: false }
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
      const { token, error, list } = request.query;
      if (token) {
        // The contract's link is a GET (every mail program opens links so); confirming twice changes
        // nothing, and a link someone else's scanner opened only confirms what its owner asked for.
        const outcome = await confirmSubscription(db, site.website.id, await loadSecret(db), token, now);
        return show(
          newsletterPage,
          outcome.kind === 'confirmed'
            ? { view: 'subscription', subscription: outcome.subscription, justConfirmed: true }
            : { view: outcome.kind === 'expired' ? 'link-expired' : 'link-invalid' },
        );
      }
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
    <form method="post" action={NEWSLETTER_FORM_URL} className="lock-form" noValidate>
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
