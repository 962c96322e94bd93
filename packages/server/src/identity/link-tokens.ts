// Tokens for links sent by mail (a password reset, an invitation): a random part and the server's
// signature over it and its purpose. The database keeps only the random part's hash, with the
// expiry and whether it was used; the signature lets a made-up or mistyped token be refused before
// any lookup, and one made for one purpose never passes for another.
import { randomBytes } from 'node:crypto';
import { sign, verify } from '../http/signing.ts';
import { hashToken } from './sessions.ts';

export interface LinkToken {
  /** What goes in the link */
  token: string;
  /** What the database keeps */
  id: string;
}

export function newLinkToken(secret: string, purpose: string): LinkToken {
  const random = randomBytes(24).toString('base64url');
  return { token: `${random}.${sign(secret, purpose, random)}`, id: hashToken(random) };
}

/** The stored id of a token signed for `purpose`, or null when it is not one. */
export function linkTokenId(secret: string, purpose: string, token: string): string | null {
  const [random, signature, extra] = token.split('.');
  if (!random || !signature || extra !== undefined) return null;
  return verify(secret, signature, purpose, random) ? hashToken(random) : null;
}
