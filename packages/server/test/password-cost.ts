// The unit tests' scrypt cost, swapped in for src/identity/password-cost.ts by vitest.config.ts:
// 2^10 instead of 2^14 (about 2 ms a hash instead of 36 ms). The suite hashes about 1,280 passwords,
// 46 s of CPU at the production cost, and no test is about the cost itself: every stored hash names
// its own parameters, so hashes of either cost verify in any build (password-cost.test.ts checks the
// production figure).
export const PASSWORD_COST = { N: 1024, r: 8, p: 1 } as const;
