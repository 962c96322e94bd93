// Many right sign-ins to one account at once, from browsers it has not seen (a team sharing an
// account, a probe): each is counted before its password is checked, as every guess is, yet none is
// told to wait; they queue behind the tries being checked. Wrong guesses are still held as before
// (sign-in-throttle.test.ts).
import { describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.ts';
import { useTestApp } from '../../test/suite.ts';
import { SIGN_IN_ACCOUNT } from '../throttle/policy.ts';

describe.each(ENGINES)('sign-ins at once to one account on %s', (engine) => {
  const suite = useTestApp(engine);

  it('lets in every one of 20 right passwords from 20 new browsers', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => suite.client(undefined, `198.51.100.${100 + i}`).signIn()),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
  });

  it('still checks no more than the free attempts of a burst of wrong guesses, and then holds', async () => {
    const email = 'queued-burst@example.com';
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        suite.client(undefined, `198.51.100.${150 + i}`).signIn(email, `guess ${i}`),
      ),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(SIGN_IN_ACCOUNT.freeAttempts);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - SIGN_IN_ACCOUNT.freeAttempts);
  });
});
