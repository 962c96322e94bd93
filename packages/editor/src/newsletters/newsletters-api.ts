import type { MailingListSummary, SubscriberPage } from '@tessera/site/newsletters-api.ts';
import { request } from '@tessera/site/runtime/data-layer.ts';

const LISTS = '/api/config/newsletters/lists';

/** The site's mailing lists with their counts (the newsletter permission). */
export async function fetchLists(): Promise<MailingListSummary[]> {
  return (await request<{ lists: MailingListSummary[] }>({ method: 'GET', url: LISTS, silent: true })).lists;
}

export async function createList(name: string): Promise<MailingListSummary> {
  const answer = await request<{ list: MailingListSummary }>({
    method: 'POST',
    url: LISTS,
    data: { name },
    json: true,
    silent: true,
  });
  return answer.list;
}

export async function renameList(listId: string, name: string): Promise<void> {
  await request({ method: 'PUT', url: `${LISTS}/${listId}`, data: { name }, json: true, silent: true });
}

export async function deleteList(listId: string): Promise<void> {
  await request({ method: 'DELETE', url: `${LISTS}/${listId}`, silent: true });
}

/** One page of a list's addresses, newest first; `before` is the previous page's `next`. */
export function fetchSubscribers(listId: string, q: string, before: string | null): Promise<SubscriberPage> {
  return request<SubscriberPage>({
    method: 'GET',
    url: `${LISTS}/${listId}/subscribers`,
    data: { q, ...(before ? { before } : {}) },
    silent: true,
  });
}

/** The CSV export: a plain link, which the browser downloads (the server streams it). */
export function subscribersCsvUrl(listId: string): string {
  return `${LISTS}/${listId}/subscribers.csv`;
}
