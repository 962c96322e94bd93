import { DataLayerError } from '@tessera/site/runtime/data-layer.ts';

const UNKNOWN_FAILURE = 'Something went wrong';

/**
 * The message to show for a failed call. The data layer words 401/403/5xx with the spec's generic
 * messages; the config area prefers the server's own `error` (e.g. 'Your email or password is
 * incorrect.') because it tells the owner what to do.
 */
export function failureMessage(error: unknown): string {
  if (!(error instanceof DataLayerError)) return UNKNOWN_FAILURE;
  const body = error.body;
  if (typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'string') {
    return body.error;
  }
  return error.message;
}

/** Field → message from a 400 answer's `errors`; empty for any other failure. */
export function fieldFailures(error: unknown): Record<string, string> {
  return error instanceof DataLayerError ? error.errors : {};
}
