// Access: every route of the table, read at run time, called by every identity — anonymous, an
// account with no role on the demo site, one account per site role holding only that role, and a
// site member of the demo site (a member session and its xsrfToken, no owner account) — is
// allowed or refused exactly as the table says (the route's access, core's hasPermission). Each call
// carries that identity's valid crumb, so only access decides. A refusal is the access check's own
// answer: 401 with loginRequired (anonymous) or 403 "not permitted" (never crumbFail); a form shows it
// as HTML with the same status. Anything else is allowed (a 400 or 404 for the input is fine). The
// refusals change no stored row.
import { SiteUserRole } from '@tessera/core';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Browser,
  type DemoValues,
  expectedVerdict,
  hostsOf,
  type Identity,
  jsonOf,
  PLATFORM_HOST,
  plausibleParts,
  readDemoValues,
  report,
  routeName,
  seedIdentities,
  sessionBrowser,
  settleBufferedWrites,
  shapeProblem,
  snapshot,
  snapshotDiff,
  type Verdict,
  wireOf,
} from '../../../test/contract.ts';
import { ENGINES } from '../../../test/engines.ts';
import { DEMO_HOST } from '../../../test/harness.ts';
import { useTestApp } from '../../../test/suite.ts';
import type { AnyRoute } from '../../http/route.ts';
import { NOT_PERMITTED, SIGN_IN_REQUIRED } from '../register.ts';
import { routeTable } from '../table.ts';

/**
 * Routes whose refusal of a signed-out browser is, by design, a redirect rather than a 401: the
 * location it goes to. Said here, and in the summary, rather than hidden in the check.
 */
const SIGN_IN_REFUSED_BY_REDIRECT: Record<string, string> = {
  // The platform home's "Edit" button after the session ended in another tab: back to the home page,
  // whose forms then show the visitor signed out (platform/routes.tsx).
  'POST /sites/:identifier/edit [platform]': '/',
};

/** How the answer reads: the access check's refusal, or allowed. */
function verdictOf(route: AnyRoute, response: LightMyRequestResponse): Verdict {
  const body = jsonOf(response);
  const says = (message: string) => (body ? body.error === message : response.body.includes(message));
  if (response.statusCode === 401 && (body ? body.loginRequired === true : says(SIGN_IN_REQUIRED))) {
    return 'sign-in';
  }
  if (response.statusCode === 403 && !body?.crumbFail && says(NOT_PERMITTED)) return 'permission';
  const redirect = SIGN_IN_REFUSED_BY_REDIRECT[routeName(route)];
  if (redirect && response.statusCode === 303 && response.headers.location === redirect) return 'sign-in';
  return 'allowed';
}

describe.each(ENGINES)('access to every route on %s', (engine) => {
  const suite = useTestApp(engine);
  const table = routeTable();
  let identities: Identity[];
  let values: DemoValues;
  const browsers = new Map<string, Browser>();
  const figures = { routes: 0, calls: 0, signIn: 0, permission: 0, allowed: 0 };

  const browserOf = (identity: Identity, host: string) => browsers.get(`${identity.name} ${host}`) as Browser;

  /** A fresh session and crumb for each of these identities on the host. */
  async function openBrowsers(host: string, which: Identity[]): Promise<void> {
    for (const identity of which) {
      browsers.set(
        `${identity.name} ${host}`,
        await sessionBrowser(suite.app, suite.db, host, identity.account, identity.member),
      );
    }
  }

  beforeAll(async () => {
    identities = await seedIdentities(suite.db, suite.ctx.secret);
    values = await readDemoValues(suite.db);
    for (const host of [DEMO_HOST, PLATFORM_HOST]) await openBrowsers(host, identities);
  });

  afterAll(() => {
    const roles = identities.filter((identity) => identity.roles.length > 0).length;
    report(
      'access',
      engine,
      `${figures.routes} routes × ${identities.length} identities (anonymous, no role, ${roles} roles of ` +
        `${Object.keys(SiteUserRole).length}, a site member) = ${figures.calls} calls on the hosts each route answers: ` +
        `${figures.signIn} refused for sign-in, ${figures.permission} for permission, ${figures.allowed} allowed; ` +
        `refused by redirect by design: ${Object.keys(SIGN_IN_REFUSED_BY_REDIRECT).join(', ')}`,
    );
  });

  it.each(table.map((route) => [routeName(route), route] as const))('%s', async (_name, route) => {
    const wire = wireOf(route, plausibleParts(route, values));
    const problems: string[] = [];
    for (const host of hostsOf(route)) {
      const expected = identities.map((identity) => [identity, expectedVerdict(route, identity)] as const);
      const call = async (identity: Identity, verdict: Verdict) => {
        const response = await browserOf(identity, host).send(wire);
        const got = verdictOf(route, response);
        const problem =
          shapeProblem(response) ??
          (jsonOf(response)?.crumbFail ? 'crumbFail' : got === verdict ? null : `${got}, not ${verdict}`);
        if (problem)
          problems.push(
            `${identity.name} on ${host}: ${problem} (${response.statusCode} ${response.body.slice(0, 120)})`,
          );
        figures.calls++;
        figures[verdict === 'sign-in' ? 'signIn' : verdict]++;
      };

      // The refusals first, on a snapshot: they must change nothing.
      await settleBufferedWrites(suite.ctx);
      const before = await snapshot(suite.db);
      for (const [identity, verdict] of expected) if (verdict !== 'allowed') await call(identity, verdict);
      await settleBufferedWrites(suite.ctx);
      const changed = snapshotDiff(before, await snapshot(suite.db));
      expect(changed, `refusals on ${host} changed stored rows`).toEqual([]);
      for (const [identity, verdict] of expected) if (verdict === 'allowed') await call(identity, verdict);
      // An allowed call may have ended its identity's session (signing out, deleting the account); a
      // refused one changed nothing (the snapshot above), so only the allowed get new browsers.
      if (route.method !== 'GET') {
        await openBrowsers(
          host,
          expected.flatMap(([identity, verdict]) => (verdict === 'allowed' ? [identity] : [])),
        );
      }
    }
    expect(problems).toEqual([]);
    figures.routes++;
  });
});
