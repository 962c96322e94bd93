// Sign-in attempts are throttled per account and per address with growing delays (OWASP's advice)
// rather than locked out; the counters live in the database, so every server process and a restart
// see them; a browser the account signed in from before (a known device) is let through.
import { beforeEach, describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, APP_DOMAIN, Client } from '../../test/harness.ts';
import { setCookie, useTestApp } from '../../test/suite.ts';
import { buildApp } from '../app.ts';
import { SIGN_IN_ACCOUNT, SIGN_IN_ADDRESS } from '../throttle/policy.ts';

describe.each(ENGINES)('sign-in throttling on %s', (engine) => {
  const suite = useTestApp(engine);
  let addresses = 0;
  /** A fresh browser at a fresh address. */
  const stranger = () => suite.client(undefined, `198.51.100.${++addresses}`);

  /**
   * Moves the app's clock on by `ms` (the throttle reads ctx.now). The clock stands still between
   * moves: a delay is timed from the attempt that set it, so on a loaded machine a real second
   * passing between a test's calls could end a delay the test expects to hold.
   */
  let clock = Date.now();
  function wait(ms: number) {
    clock += ms;
    const now = clock;
    suite.ctx.now = () => now;
  }

  // Each test starts a couple of days after the last: every earlier counter has been forgotten.
  beforeEach(() => wait(2 * 24 * 60 * 60 * 1000));

  function retryAfterMs(response: { headers: Record<string, unknown> }): number {
    return Number(response.headers['retry-after']) * 1000;
  }

  it(`delays an account after ${SIGN_IN_ACCOUNT.freeAttempts} failures, from any address, longer each time`, async () => {
    const email = 'throttled@example.com';
    await stranger().request('GET', '/');
    for (let i = 0; i < SIGN_IN_ACCOUNT.freeAttempts; i++) {
      expect((await stranger().signIn(email, `wrong ${i}`)).statusCode).toBe(401);
    }
    const held = await stranger().signIn(email, 'wrong again');
    expect(held.statusCode).toBe(429);
    expect(held.json().error).toMatch(/^Too many sign-in attempts\. Please wait .+ and try again\.$/);
    const firstDelay = retryAfterMs(held);
    expect(firstDelay).toBeGreaterThan(0);

    wait(firstDelay);
    expect((await stranger().signIn(email, 'after the wait')).statusCode).toBe(401);
    const heldLonger = await stranger().signIn(email, 'and again');
    expect(heldLonger.statusCode).toBe(429);
    expect(retryAfterMs(heldLonger)).toBeGreaterThan(firstDelay);
  });

  it('answers concurrent guesses for one account with at most the free attempts checked', async () => {
    const email = 'burst@example.com';
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => stranger().signIn(email, `guess ${i}`)),
    );
    const checked = answers.filter((r) => r.statusCode === 401).length;
    expect(checked).toBeLessThanOrEqual(SIGN_IN_ACCOUNT.freeAttempts);
    expect(answers.every((r) => r.statusCode === 401 || r.statusCode === 429)).toBe(true);
  });

  it("lets the owner in from a known device while an attacker's guesses hold the account", async () => {
    const owner = stranger();
    expect((await owner.signIn()).statusCode).toBe(200);
    expect(owner.cookies.get('tessera_device')).toBeTruthy();
    await owner.request('POST', '/api/auth/Logout');

    const attacker = suite.client(undefined, owner.remoteAddress);
    let status = 401;
    for (let i = 0; i < SIGN_IN_ACCOUNT.freeAttempts + 3; i++) {
      status = (await attacker.signIn(ADMIN_EMAIL, `guess ${i}`)).statusCode;
    }
    expect(status).toBe(429);
    // A new browser with the right password waits like the attacker…
    expect((await suite.client(undefined, owner.remoteAddress).signIn()).statusCode).toBe(429);
    // …the owner's own browser does not.
    const back = await owner.signIn();
    expect(back.statusCode).toBe(200);
    expect(setCookie(back, 'tessera_session')).toBeTruthy();
  });

  it('refuses a device cookie tampered with, or made for another account', async () => {
    const owner = stranger();
    expect((await owner.signIn()).statusCode).toBe(200);
    const device = owner.cookies.get('tessera_device') ?? '';
    const other = 'other-account@example.com';
    for (let i = 0; i <= SIGN_IN_ACCOUNT.freeAttempts; i++) {
      await stranger().signIn(ADMIN_EMAIL, 'wrong');
      await stranger().signIn(other, 'wrong');
    }
    const tampered = stranger();
    // The signature's last character changed, whatever it was ('xx' in place of the last two was the
    // same cookie once in 4,096).
    tampered.cookies.set('tessera_device', `${device.slice(0, -1)}${device.endsWith('A') ? 'B' : 'A'}`);
    expect((await tampered.signIn()).statusCode).toBe(429);
    const borrowed = stranger();
    borrowed.cookies.set('tessera_device', device);
    expect((await borrowed.signIn(other, 'wrong')).statusCode).toBe(429);
    expect((await borrowed.signIn()).statusCode).toBe(200);
  });

  it(`delays an address after ${SIGN_IN_ADDRESS.freeAttempts} failures on any emails, but not the owner's known device`, async () => {
    const address = '203.0.113.50';
    // The owner's browser signed in before, elsewhere; now it is on the sprayed network.
    const owner = suite.client(undefined, '203.0.113.49');
    expect((await owner.signIn()).statusCode).toBe(200);
    const sprayer = suite.client(undefined, address);
    for (let i = 0; i < SIGN_IN_ADDRESS.freeAttempts; i++) {
      expect((await sprayer.signIn(`spray${i}@example.com`, 'password1')).statusCode).toBe(401);
    }
    expect((await sprayer.signIn('one-more@example.com', 'password1')).statusCode).toBe(429);
    const travelled = suite.client(undefined, address);
    travelled.cookies.set('tessera_device', owner.cookies.get('tessera_device') ?? '');
    expect((await travelled.signIn()).statusCode).toBe(200);
    expect((await suite.client(undefined, address).signIn()).statusCode).toBe(429);
    expect((await suite.client(undefined, '203.0.113.51').signIn()).statusCode).toBe(200);
  });

  it('never holds an address whose people sign in with the right password', async () => {
    const office = '203.0.113.60';
    for (let i = 0; i < SIGN_IN_ADDRESS.freeAttempts + 5; i++) {
      expect((await suite.client(undefined, office).signIn()).statusCode, `sign-in ${i}`).toBe(200);
    }
  });

  it('keeps the counters in the database: another server process on it sees them', async () => {
    const email = 'shared-counter@example.com';
    for (let i = 0; i <= SIGN_IN_ACCOUNT.freeAttempts; i++) await stranger().signIn(email, 'wrong');
    const { app: second } = await buildApp({
      db: suite.db,
      appDomain: APP_DOMAIN,
      assetsDir: '/nonexistent',
      builds: { site: null, editor: null },
    });
    try {
      const client = new Client(second, undefined, '192.0.2.77');
      expect((await client.signIn(email, ADMIN_PASSWORD)).statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });
});
