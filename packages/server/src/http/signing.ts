// Signatures the server gives out and checks back (crumbs, device cookies, unlock cookies): an HMAC
// of the platform secret over a purpose and the signed parts, so a signature made for one purpose
// never passes for another; compared in constant time.
import { createHmac, timingSafeEqual } from 'node:crypto';

const SIGNATURE_LENGTH = 32;

export function sign(secret: string, purpose: string, ...parts: string[]): string {
  return createHmac('sha256', secret)
    .update([purpose, ...parts].join('|'))
    .digest('base64url')
    .slice(0, SIGNATURE_LENGTH);
}

export function verify(secret: string, signature: string, purpose: string, ...parts: string[]): boolean {
  const expected = Buffer.from(sign(secret, purpose, ...parts));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
