// A digital product's file reaches its buyer through a link on the order's page and in the order
// confirmation. The spec asks for links that are signed, expiring and limited in count without
// giving the numbers: DOWNLOAD_LIMIT downloads within DOWNLOAD_LINK_DAYS of the purchase (Wix's
// defaults are of this order; a buyer with a bad connection can retry, a shared link soon stops).
// A line refunded in full, or a cancelled or refunded order, closes its download.
export const DOWNLOAD_LIMIT = 5;
export const DOWNLOAD_LINK_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export type DownloadState = 'available' | 'expired' | 'usedUp' | 'closed';

export interface DownloadFacts {
  /** When the order was placed (ms) */
  purchasedAt: number;
  /** How many times the file was downloaded already */
  count: number;
  /** The line was refunded in full, or the order cancelled or refunded */
  closed: boolean;
}

export const DOWNLOAD_MESSAGES: Record<Exclude<DownloadState, 'available'>, string> & { invalid: string } = {
  expired: `This download link has expired: downloads are open for ${DOWNLOAD_LINK_DAYS} days after the purchase.`,
  usedUp: `This file has been downloaded the most times allowed (${DOWNLOAD_LIMIT}).`,
  closed: 'This purchase was refunded or cancelled, so its download is closed.',
  invalid: 'This download link is not valid. Use the link in your order confirmation.',
};

export function downloadExpiresAt(purchasedAt: number): number {
  return purchasedAt + DOWNLOAD_LINK_DAYS * DAY_MS;
}

export function downloadState(facts: DownloadFacts, now: number): DownloadState {
  if (facts.closed) return 'closed';
  if (now >= downloadExpiresAt(facts.purchasedAt)) return 'expired';
  return facts.count >= DOWNLOAD_LIMIT ? 'usedUp' : 'available';
}

export const downloadsLeft = (count: number) => Math.max(0, DOWNLOAD_LIMIT - count);
