// Newsletters: a site's mailing lists, sign-ups with double opt-in (a pending address becomes a
// subscriber only by following the link mailed to it), confirmation and one-click unsubscribing.
// A sign-up answers the same whatever the address's state, so the form never tells a stranger
// whether someone is subscribed.

import { FORM_MESSAGES, subscriberEmailKey, validateNewsletterEmail } from '@tessera/core';
import type { z } from 'zod';
import type { Db } from '../db/database.ts';
import { newId } from '../db/ids.ts';
import { type PagePosition, pageOf, readPagePosition } from '../db/newest-first.ts';
import { inTransaction } from '../db/transaction.ts';
import { csvCell } from '../http/csv.ts';
import { badRequest, HttpError } from '../http/errors.ts';
import { queueMail } from '../mail/service.ts';
import { newsletterConfirmationMail } from '../mail/templates/NewsletterConfirmation.tsx';
import {
  claimConfirmation,
  deleteList,
  findList,
  findSubscriber,
  insertList,
  insertSubscriberOnce,
  type MailingListRow,
  markConfirmed,
  markUnsubscribed,
  renameList,
  type SubscriberRow,
  selectListsWithCounts,
  selectSubscribers,
} from './repository.ts';
import type { mailingListSummarySchema, subscriberPageSchema, subscriberSchema } from './schemas.ts';
import {
  CONFIRMATION_LINK_DAYS,
  checkConfirmToken,
  checkUnsubscribeToken,
  confirmToken,
  unsubscribeToken,
} from './tokens.ts';

type MailingListSummary = z.output<typeof mailingListSummarySchema>;
type Subscriber = z.output<typeof subscriberSchema>;
type SubscriberPage = z.output<typeof subscriberPageSchema>;

export const SUBSCRIBERS_PAGE_SIZE = 50;
/** A repeated sign-up mails the link again only after this long: no one can flood an inbox through the form. */
export const CONFIRMATION_RESEND_MS = 10 * 60 * 1000;
export const NEWSLETTER_MAIL_KIND = 'newsletter-confirmation';
export const LIST_NOT_FOUND = 'This mailing list does not exist.';

export const CONFIRM_PATH = '/newsletter/confirm';
export const UNSUBSCRIBE_PATH = '/newsletter/unsubscribe';

// ——— Lists (the owner's) ———

export async function listMailingLists(db: Db, websiteId: string): Promise<MailingListSummary[]> {
  const rows = await selectListsWithCounts(db, websiteId);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    subscriberCount: row.confirmed,
    pendingCount: row.pending,
  }));
}

export async function createMailingList(
  db: Db,
  websiteId: string,
  name: string,
  now: number,
  id = newId(),
): Promise<MailingListSummary> {
  await insertList(db, websiteId, { id, name }, now);
  return { id, name, subscriberCount: 0, pendingCount: 0 };
}

export async function renameMailingList(
  db: Db,
  websiteId: string,
  listId: string,
  name: string,
  now: number,
) {
  if (!(await renameList(db, websiteId, listId, name, now))) throw new HttpError(404, LIST_NOT_FOUND);
}

export async function deleteMailingList(db: Db, websiteId: string, listId: string): Promise<void> {
  if (!(await deleteList(db, websiteId, listId))) throw new HttpError(404, LIST_NOT_FOUND);
}

/** What a newsletter block shows of its list (block-sources.ts), or null when the site has no such list. */
export async function mailingListRef(db: Db, websiteId: string, listId: string) {
  const list = await findList(db, websiteId, listId);
  return list ? { id: list.id, name: list.name } : null;
}

/** An address that confirmed elsewhere (the demo's readers): on the list as a subscriber at once. */
export async function addConfirmedSubscriber(
  db: Db,
  websiteId: string,
  listId: string,
  { email, name }: { email: string; name: string },
  now: number,
): Promise<void> {
  const row = await insertSubscriberOnce(
    db,
    websiteId,
    { id: newId(), list_id: listId, email, email_key: subscriberEmailKey(email), name },
    now,
  );
  await markConfirmed(db, websiteId, row.id, now);
}

// ——— Subscribers (the owner's view) ———

function subscriberOf(row: SubscriberRow): Subscriber {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
    confirmedAt: row.confirmed_at === null ? null : new Date(row.confirmed_at).toISOString(),
  };
}

async function requireList(db: Db, websiteId: string, listId: string): Promise<MailingListRow> {
  const list = await findList(db, websiteId, listId);
  if (!list) throw new HttpError(404, LIST_NOT_FOUND);
  return list;
}

export async function subscriberPage(
  db: Db,
  websiteId: string,
  listId: string,
  { q = '', before }: { q?: string; before?: string },
): Promise<SubscriberPage> {
  await requireList(db, websiteId, listId);
  const rows = await selectSubscribers(db, websiteId, listId, {
    q: q.trim(),
    before: readPagePosition(before),
    limit: SUBSCRIBERS_PAGE_SIZE + 1,
  });
  const { page, next } = pageOf(rows, SUBSCRIBERS_PAGE_SIZE);
  return { subscribers: page.map(subscriberOf), next };
}

export const SUBSCRIBERS_CSV_COLUMNS = ['Email', 'Name', 'Status', 'Signed up', 'Confirmed'] as const;

const iso = (ms: number | null) => (ms === null ? '' : new Date(ms).toISOString());

/**
 * A list's subscribers as CSV lines (newest first), read a page at a time so a long list is never
 * held in memory whole. The list is checked before the first line, so a missing one is a 404.
 */
export async function subscribersCsv(
  db: Db,
  websiteId: string,
  listId: string,
): Promise<AsyncIterable<string>> {
  await requireList(db, websiteId, listId);
  const batch = 500;
  return (async function* lines() {
    yield `${SUBSCRIBERS_CSV_COLUMNS.join(',')}\r\n`;
    let before: PagePosition | null = null;
    for (;;) {
      const rows = await selectSubscribers(db, websiteId, listId, { q: '', before, limit: batch });
      for (const row of rows) {
        const cells = [row.email, row.name, row.status, iso(row.created_at), iso(row.confirmed_at)];
        yield `${cells.map(csvCell).join(',')}\r\n`;
      }
      const last = rows.at(-1);
      if (rows.length < batch || !last) return;
      before = { createdAt: last.created_at, id: last.id };
    }
  })();
}

// ——— Visitors: sign up, confirm, unsubscribe ———

export interface SignUp {
  websiteId: string;
  siteTitle: string;
  /** The site's address, which the mailed links start with */
  baseUrl: string;
  secret: string;
  listId: string;
  email: string;
  name: string;
  now: number;
}

/**
 * Signs an address up to a list as pending and mails it the confirmation link, unless it is already
 * confirmed or had a link mailed within CONFIRMATION_RESEND_MS. Whatever the case, the caller answers
 * the same. The claim to send and the message are stored in one transaction: both, or neither.
 */
export async function subscribe(db: Db, signUp: SignUp): Promise<void> {
  const problem = validateNewsletterEmail(signUp.email);
  if (problem) throw badRequest({ email: problem }, problem);
  const list = await findList(db, signUp.websiteId, signUp.listId);
  // The block's list was deleted: the form says so as the spec says of a form (404).
  if (!list) throw new HttpError(404, FORM_MESSAGES.notConfigured);
  const email = signUp.email.trim();
  const name = signUp.name.trim();
  const row = await insertSubscriberOnce(
    db,
    signUp.websiteId,
    { id: newId(), list_id: list.id, email, email_key: subscriberEmailKey(email), name },
    signUp.now,
  );
  if (row.status === 'confirmed') return;
  await inTransaction(db, async (trx) => {
    const claimed = await claimConfirmation(trx, signUp.websiteId, row.id, {
      now: signUp.now,
      resendAfter: signUp.now - CONFIRMATION_RESEND_MS,
      name,
    });
    if (!claimed) return;
    const confirmUrl = `${signUp.baseUrl}${CONFIRM_PATH}?token=${confirmToken(signUp.secret, signUp.websiteId, row.id, signUp.now)}`;
    const unsubscribeUrl = unsubscribeUrlOf(signUp, row.id);
    await queueMail(
      trx,
      {
        kind: NEWSLETTER_MAIL_KIND,
        to: row.email,
        websiteId: signUp.websiteId,
        headers: listUnsubscribeHeaders(unsubscribeUrl),
        ...newsletterConfirmationMail({
          siteTitle: signUp.siteTitle,
          listName: list.name,
          name: name || row.name,
          confirmUrl,
          unsubscribeUrl,
          days: CONFIRMATION_LINK_DAYS,
        }),
      },
      signUp.now,
    );
  });
}

function unsubscribeUrlOf(site: Pick<SignUp, 'baseUrl' | 'secret' | 'websiteId'>, subscriberId: string) {
  return `${site.baseUrl}${UNSUBSCRIBE_PATH}?token=${unsubscribeToken(site.secret, site.websiteId, subscriberId)}`;
}

/**
 * What every newsletter message carries: where to unsubscribe (RFC 2369), and that a POST there does
 * it at once (RFC 8058), so mail programs can offer their own one-click button.
 */
export function listUnsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${unsubscribeUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

export interface Subscription {
  email: string;
  status: SubscriberRow['status'];
  listName: string;
  /** The unsubscribe token for this address, for the page's one-click form */
  unsubscribeToken: string;
}

async function subscriptionOf(db: Db, websiteId: string, secret: string, subscriberId: string) {
  const subscriber = await findSubscriber(db, websiteId, subscriberId);
  const list = subscriber && (await findList(db, websiteId, subscriber.list_id));
  if (!subscriber || !list) return null;
  return {
    email: subscriber.email,
    status: subscriber.status,
    listName: list.name,
    unsubscribeToken: unsubscribeToken(secret, websiteId, subscriber.id),
  } satisfies Subscription;
}

export type ConfirmOutcome =
  | { kind: 'confirmed'; subscription: Subscription }
  | { kind: 'expired' }
  | { kind: 'invalid' };

/**
 * Follows a confirmation link: a pending address becomes a subscriber; following it again changes
 * nothing. A forged link, or one for an address that has since unsubscribed, confirms nothing.
 */
export async function confirmSubscription(
  db: Db,
  websiteId: string,
  secret: string,
  token: string,
  now: number,
): Promise<ConfirmOutcome> {
  const check = checkConfirmToken(secret, websiteId, token, now);
  if (!check.ok) return { kind: check.reason };
  await markConfirmed(db, websiteId, check.subscriberId, now);
  const subscription = await subscriptionOf(db, websiteId, secret, check.subscriberId);
  return subscription?.status === 'confirmed' ? { kind: 'confirmed', subscription } : { kind: 'invalid' };
}

/** The address an unsubscribe link names, or null for a forged link or one whose address is gone. */
export function subscriptionByUnsubscribeToken(
  db: Db,
  websiteId: string,
  secret: string,
  token: string,
): Promise<Subscription | null> {
  const subscriberId = checkUnsubscribeToken(secret, websiteId, token);
  return subscriberId ? subscriptionOf(db, websiteId, secret, subscriberId) : Promise.resolve(null);
}

/** Takes the address off its list; false for a forged link (already unsubscribed is fine). */
export async function unsubscribe(
  db: Db,
  websiteId: string,
  secret: string,
  token: string,
  now: number,
): Promise<boolean> {
  const subscriberId = checkUnsubscribeToken(secret, websiteId, token);
  if (!subscriberId) return false;
  await markUnsubscribed(db, websiteId, subscriberId, now);
  return true;
}
