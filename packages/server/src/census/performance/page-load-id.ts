// A pageLoadId names one page load's records. The server gives it out signed (http/signing.ts) and
// bound to the site, so records come only with an id this server issued for this site: making up
// records in bulk costs a settings call per page load, which is rate limited.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { PAGE_LOAD_ID_PATTERN } from '@tessera/core';
import { sign } from '../../http/signing.ts';

const PURPOSE = 'page-load';

function signatureOf(secret: string, websiteId: string, random: string): string {
  return sign(secret, PURPOSE, websiteId, random).slice(0, 16);
}

export function issuePageLoadId(secret: string, websiteId: string): string {
  const random = randomBytes(8).toString('hex');
  return `${random}${signatureOf(secret, websiteId, random)}`;
}

export function isPageLoadIdOf(secret: string, websiteId: string, id: string): boolean {
  if (!PAGE_LOAD_ID_PATTERN.test(id)) return false;
  const expected = Buffer.from(signatureOf(secret, websiteId, id.slice(0, 16)));
  return timingSafeEqual(expected, Buffer.from(id.slice(16)));
}
