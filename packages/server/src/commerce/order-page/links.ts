// The buyer's links, signed with the platform secret (http/signing.ts) and bound to their site, so
// nobody can make one for another order:
// - the order's page: `/order-confirmed?order=<order id>.<signature>`, the buyer's receipt, good for
//   as long as the order exists (it is in their confirmation mail);
// - a file of the order: `<order id>.<line id>.<signature>`, posted to /commerce/downloads/{token}.
//   Its expiry and count are the line's, kept in the database (core's downloadState), not the link's.
import { ID_PATTERN } from '../../db/ids.ts';
import { sign, verify } from '../../http/signing.ts';

export const ORDER_PAGE_PATH = '/order-confirmed';
export const DOWNLOAD_PATH = '/commerce/downloads';

export function orderPageToken(secret: string, websiteId: string, orderId: string): string {
  return `${orderId}.${sign(secret, 'order-page', websiteId, orderId)}`;
}

export const orderPagePath = (secret: string, websiteId: string, orderId: string) =>
  `${ORDER_PAGE_PATH}?order=${orderPageToken(secret, websiteId, orderId)}`;

/** The order a page token names, or null when it is not one this site made. */
export function checkOrderPageToken(secret: string, websiteId: string, token: string): string | null {
  const [orderId = '', signature = '', ...rest] = token.split('.');
  if (rest.length > 0 || !ID_PATTERN.test(orderId)) return null;
  return verify(secret, signature, 'order-page', websiteId, orderId) ? orderId : null;
}

export function downloadToken(secret: string, websiteId: string, orderId: string, lineId: string): string {
  return `${orderId}.${lineId}.${sign(secret, 'order-download', websiteId, orderId, lineId)}`;
}

export function checkDownloadToken(
  secret: string,
  websiteId: string,
  token: string,
): { orderId: string; lineId: string } | null {
  const [orderId = '', lineId = '', signature = '', ...rest] = token.split('.');
  if (rest.length > 0 || !ID_PATTERN.test(orderId) || !ID_PATTERN.test(lineId)) return null;
  return verify(secret, signature, 'order-download', websiteId, orderId, lineId) ? { orderId, lineId } : null;
}
