// The scrypt cost of a new password hash: N = 2^14, r = 8 (16 MB and about 36 ms a hash on the CI
// machine), OWASP's minimum for scrypt. The unit tests run with a cheaper cost in its place
// (vitest.config.ts swaps in packages/server/test/password-cost.ts), which a built server cannot:
// the swap exists only in vitest's module resolution, never in the bundle.
export const PASSWORD_COST = { N: 16384, r: 8, p: 1 } as const;
