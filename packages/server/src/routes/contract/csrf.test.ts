// CSRF: every state-changing route of the table, read at run time, refuses a call whose crumb is
// missing, stale (from before signing in), issued on another site's host, or another session's (a
// second signed-in browser's crumb, with its cookie value planted in our jar). The call is otherwise
// one that would act: a signed-in admin, plausible params, query and body. Each refusal is a 403 with
// crumbFail and a fresh crumb that works, and changes no stored row. A plain HTML form (a platform
// form, the lock screen's) is sent back to its page instead, with the fresh crumb in its cookie: that
// is checked as the form posts it, and as JSON, which gets the API's answer.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accepts,
  Browser,
  type DemoValues,
  type Encoding,
  hostsOf,
  jsonOf,
  OTHER_SITE_HOST,
  OTHER_SITE_IDENTIFIER,
  PLATFORM_HOST,
  plausibleParts,
  readDemoValues,
  report,
  routeName,
  sessionBrowser,
  settleBufferedWrites,
  snapshot,
  snapshotDiff,
  type Wire,
  wireOf,
} from '../../../test/contract.ts';
import { ENGINES } from '../../../test/engines.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, DEMO_HOST, PLATFORM_ADDRESS } from '../../../test/harness.ts';
import { setCookie, useTestApp } from '../../../test/suite.ts';
import type { Account } from '../../db/schema.ts';
import { CRUMB_COOKIE } from '../../http/cookies.ts';
import { isStateChanging } from '../../http/route.ts';
import { findAccountByEmail } from '../../identity/accounts.ts';
import { starterTemplate } from '../../seed/starters/simple.ts';
import { createWebsite } from '../../websites/create.ts';
import { routeTable } from '../table.ts';

/** For each host: a signed-in admin, and the crumbs a forger could hold. */
interface HostSetup {
  admin: Browser;
  /** The crumb this browser had before signing in */
  beforeSignIn: string;
  /** A crumb issued to this very session on another site's host */
  otherHost: string;
  /** Another signed-in browser's crumb (its cookie value) */
  otherSession: string;
}

type Forgery = keyof Omit<HostSetup, 'admin'> | 'missing';
const FORGERIES: Forgery[] = ['missing', 'beforeSignIn', 'otherHost', 'otherSession'];

describe.each(ENGINES)('the crumb on every state-changing route on %s', (engine) => {
  const suite = useTestApp(engine);
  // A route that takes no crumb by design (http/route.ts `withoutCrumb`: public, on no one's authority) has none to refuse.
  const routes = routeTable().filter((route) => isStateChanging(route.method) && route.crumb);
  const setups = new Map<string, HostSetup>();
  let values: DemoValues;
  let owner: Account;
  const figures = { routes: 0, refusals: 0, asForm: 0 };

  beforeAll(async () => {
    values = await readDemoValues(suite.db);
    const account = await findAccountByEmail(suite.db, ADMIN_EMAIL);
    if (!account) throw new Error('no admin account');
    owner = account;
    await createWebsite(suite.db, suite.ctx.assets, {
      identifier: OTHER_SITE_IDENTIFIER,
      title: 'Other',
      ownerAccountId: owner.id,
      template: starterTemplate('Other'),
      address: PLATFORM_ADDRESS,
    });
    suite.ctx.hosts.forget();
    for (const host of [DEMO_HOST, PLATFORM_HOST]) {
      const admin = new Browser(suite.app, host);
      const beforeSignIn = await admin.fetchCrumb();
      await admin.signIn(ADMIN_EMAIL, ADMIN_PASSWORD);
      // The server hands this session a crumb on another site's host (cookies travel with it here).
      const elsewhere = new Browser(suite.app, host === PLATFORM_HOST ? DEMO_HOST : OTHER_SITE_HOST);
      for (const [name, value] of admin.cookies)
        if (name !== CRUMB_COOKIE) elsewhere.cookies.set(name, value);
      const otherHost = await elsewhere.fetchCrumb();
      const second = new Browser(suite.app, host);
      await second.signIn(ADMIN_EMAIL, ADMIN_PASSWORD);
      setups.set(host, { admin, beforeSignIn, otherHost, otherSession: second.crumb as string });
    }
  });

  afterAll(() => {
    report(
      'csrf',
      engine,
      `${figures.routes} state-changing routes, ${figures.refusals} forged calls refused ` +
        `(${FORGERIES.join(', ')}; on each host the route answers; ${figures.asForm} of them posted as HTML forms)`,
    );
  });

  /** A browser with our cookies, the forged crumb planted in the jar. */
  function forger(setup: HostSetup, forgery: Forgery): { browser: Browser; crumb: string | null } {
    const browser = new Browser(suite.app, setup.admin.host);
    for (const [name, value] of setup.admin.cookies) browser.cookies.set(name, value);
    if (forgery === 'missing') return { browser, crumb: null };
    browser.cookies.set(CRUMB_COOKIE, setup[forgery]);
    return { browser, crumb: setup[forgery] };
  }

  /** Whether a crumb passes the check: a call that only its schema then refuses (400, not 403). */
  async function crumbWorks(browser: Browser, crumb: string): Promise<boolean> {
    const probe = routeTable().find(
      (r) =>
        isStateChanging(r.method) &&
        r.access.kind === 'public' &&
        hostsOf(r).includes(browser.host) &&
        r.body &&
        !accepts(r.body, null),
    );
    if (!probe) throw new Error(`no public state-changing route on ${browser.host} to try a crumb on`);
    const jar = new Browser(suite.app, browser.host);
    for (const [name, value] of browser.cookies) jar.cookies.set(name, value);
    jar.cookies.set(CRUMB_COOKIE, crumb);
    const response = await jar.send(
      { method: probe.method, path: probe.path, query: '', contentType: 'application/json', payload: 'null' },
      { crumb },
    );
    return response.statusCode === 400;
  }

  /** What is wrong with the refusal of a forged call, or null. */
  async function refusalProblem(
    browser: Browser,
    sent: string | null,
    encoding: Encoding,
    response: LightMyRequestResponse,
  ): Promise<string | null> {
    const cookie = setCookie(response, CRUMB_COOKIE)?.value;
    if (!cookie || cookie === sent) return `${response.statusCode} without a fresh crumb cookie`;
    const body = jsonOf(response);
    if (response.statusCode === 403) {
      if (body?.crumbFail !== true || body.error !== 'crumbFail')
        return `403 without crumbFail: ${response.body}`;
      if (body.crumb !== cookie) return 'the fresh crumb in the body is not the cookie';
    } else if (!(encoding === 'form' && response.statusCode === 303 && response.headers.location)) {
      return `answered ${response.statusCode}: ${response.body.slice(0, 200)}`;
    }
    return (await crumbWorks(browser, cookie)) ? null : 'the fresh crumb does not pass';
  }

  it.each(routes.map((route) => [routeName(route), route] as const))('%s', async (_name, route) => {
    const parts = plausibleParts(route, values);
    const encodings: Encoding[] = route.bodyType === 'form' ? ['form', 'json'] : ['json'];
    await settleBufferedWrites(suite.ctx);
    const before = await snapshot(suite.db);
    const problems: string[] = [];
    let refusals = 0;
    for (const host of hostsOf(route)) {
      const setup = setups.get(host) as HostSetup;
      for (const encoding of encodings) {
        const wire: Wire = wireOf(route, parts, encoding);
        for (const forgery of FORGERIES) {
          const { browser, crumb } = forger(setup, forgery);
          const response = await browser.send(wire, { crumb });
          const problem = await refusalProblem(browser, crumb, encoding, response);
          if (problem) problems.push(`${forgery} crumb, ${encoding}, on ${host}: ${problem}`);
          refusals++;
          if (encoding === 'form') figures.asForm++;
        }
      }
    }
    expect(problems).toEqual([]);
    await settleBufferedWrites(suite.ctx);
    expect(snapshotDiff(before, await snapshot(suite.db)), 'stored rows changed').toEqual([]);

    // The same call with this session's own crumb gets past the check (from a browser of its own, as
    // it may act: sign out, say).
    for (const host of hostsOf(route)) {
      const own = await sessionBrowser(suite.app, suite.db, host, owner);
      const response = await own.send(wireOf(route, parts));
      expect(jsonOf(response)?.crumbFail, `${host}: ${response.statusCode}`).toBeUndefined();
      expect(response.statusCode, host).not.toBe(403);
    }
    figures.routes++;
    figures.refusals += refusals;
  });
});
