import { INTERFACE_STRINGS } from '@tessera/core';
import { DataLayerError } from '@tessera/site/runtime/data-layer.ts';

const UNKNOWN_FAILURE = INTERFACE_STRINGS.somethingWentWrong;

/**
 * The message to show for a failed call. The data layer words 401/403/5xx with the spec's generic
 * messages; the config area prefers the server's own words (its `error`, else its `message`: e.g.
 * 'Your email or password is incorrect.') because they tell the owner what to do.
 */
export function failureMessage(error: unknown): string {
  if (!(error instanceof DataLayerError)) return UNKNOWN_FAILURE;
  // No answer at all: the config area says so with its way out (spec 2 §8), beside a Try again.
  if (error.status === 0) return INTERFACE_STRINGS.unableToConnectTryAgain;
  return error.serverMessage ?? error.message;
}

/** A page or post the editor opens that is not there (answered 404): spec 2 §8's words. */
export function contentFailureMessage(error: unknown): string {
  return error instanceof DataLayerError && error.status === 404
    ? INTERFACE_STRINGS.unableToLocateContent
    : failureMessage(error);
}

/** A form the builder could not open: spec 2 §8's words, unless no answer came at all. */
export function formOpenFailureMessage(error: unknown): string {
  return error instanceof DataLayerError && error.status === 0
    ? failureMessage(error)
    : INTERFACE_STRINGS.unableToOpenForm;
}

/** A search whose results could not be loaded: spec 2 §8's words, unless no answer came at all. */
export function searchFailureMessage(error: unknown): string {
  return error instanceof DataLayerError && error.status === 0
    ? failureMessage(error)
    : INTERFACE_STRINGS.unableToLoadResults;
}

/** Field → message from a 400 answer's `errors`; empty for any other failure. */
export function fieldFailures(error: unknown): Record<string, string> {
  return error instanceof DataLayerError ? error.errors : {};
}
