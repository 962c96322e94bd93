// How many tries something guessable gets (OWASP's advice: growing delays, not lock-outs). A key
// (an account, an address, a page) may be tried `freeAttempts` times at once; after that each try
// waits twice as long as the one before, from `baseDelayMs` up to `maxDelayMs`. A key left alone
// for `forgetAfterMs` starts again from nothing.
export interface ThrottlePolicy {
  freeAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  forgetAfterMs: number;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const DAY = 24 * 60 * MINUTE;

/** Sign-in guesses at one account, from anywhere, on a browser it has not signed in from. */
export const SIGN_IN_ACCOUNT: ThrottlePolicy = {
  freeAttempts: 5,
  baseDelayMs: SECOND,
  maxDelayMs: 15 * MINUTE,
  forgetAfterMs: DAY,
};

/** Sign-in guesses from one address at any accounts: looser, as many people can share an address. */
export const SIGN_IN_ADDRESS: ThrottlePolicy = {
  freeAttempts: 50,
  baseDelayMs: SECOND,
  maxDelayMs: 15 * MINUTE,
  forgetAfterMs: DAY,
};

/** Sign-in tries from a browser the account signed in from before (its device cookie). */
export const SIGN_IN_DEVICE: ThrottlePolicy = {
  freeAttempts: 10,
  baseDelayMs: SECOND,
  maxDelayMs: 15 * MINUTE,
  forgetAfterMs: DAY,
};

/** Page and site password guesses from one address. */
export const UNLOCK_ADDRESS: ThrottlePolicy = {
  freeAttempts: 10,
  baseDelayMs: SECOND,
  maxDelayMs: 15 * MINUTE,
  forgetAfterMs: DAY,
};

/** Password guesses at one page (or site) from anywhere: looser, and shorter, since a held page
 * keeps its real visitors out too. */
export const UNLOCK_PAGE: ThrottlePolicy = {
  freeAttempts: 50,
  baseDelayMs: SECOND,
  maxDelayMs: 5 * MINUTE,
  forgetAfterMs: DAY,
};

/** The wait after the `attempts`-th try before the next may be made. */
export function delayAfter(policy: ThrottlePolicy, attempts: number): number {
  if (attempts < policy.freeAttempts) return 0;
  return Math.min(policy.baseDelayMs * 2 ** (attempts - policy.freeAttempts), policy.maxDelayMs);
}
