/**
 * Hands an error caught by the runtime to the window's 'error' event (and so to the error
 * reporter) without interrupting the caller; falls back to the console where reportError is missing.
 */
export function reportException(error: unknown): void {
  if (typeof reportError === 'function') reportError(error);
  else console.error(error);
}
