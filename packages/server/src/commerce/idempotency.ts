// The Idempotency-Key header the calls that move money take: the client's own key, new for each
// attempt and the same for its retries.
import { HttpError } from '../http/errors.ts';

export const IDEMPOTENCY_KEY_MESSAGE =
  'Send an Idempotency-Key header: 8 to 200 letters, digits, dashes or underscores, new for each checkout.';
const KEY = /^[\w-]{8,200}$/;

export function idempotencyKeyOf(headers: Record<string, unknown>): string {
  const key = headers['idempotency-key'];
  if (typeof key !== 'string' || !KEY.test(key)) throw new HttpError(400, IDEMPOTENCY_KEY_MESSAGE);
  return key;
}
