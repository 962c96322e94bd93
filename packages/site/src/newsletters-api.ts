// What the newsletter config API answers (server/src/newsletters/routes.ts), as the config area reads it.
import type { SubscriberStatus } from '@tessera/core';

export interface MailingListSummary {
  id: string;
  name: string;
  /** Confirmed addresses only: a pending sign-up is not a subscriber yet */
  subscriberCount: number;
  pendingCount: number;
}

export interface Subscriber {
  id: string;
  email: string;
  name: string;
  status: SubscriberStatus;
  /** ISO 8601, UTC */
  createdAt: string;
  confirmedAt: string | null;
}

export interface SubscriberPage {
  subscribers: Subscriber[];
  /** Pass as `before` for the next page; null on the last */
  next: string | null;
}

/** Where the newsletter block's island and its form without JavaScript send a sign-up. */
export const NEWSLETTER_SUBSCRIBE_URL = '/api/newsletter/subscribe';
export const NEWSLETTER_FORM_URL = '/newsletter/subscribe';

/** Dispatched (bubbling) on a newsletter form once its sign-up was accepted: the popup overlay keeps it. */
export const NEWSLETTER_SUBSCRIBED_EVENT = 'tessera:newsletter-subscribed';
