// RecordHit on both engines: a page view counted once with the spec's page-event fields; ss_cvr
// (2 years) and ss_cvt (30 minutes) set where consent allows them, kept when well formed and
// replaced when not; none set and those present cleared under the restrictive policy before an
// accept, the visitor then counted by the day's salted hash alone; the skip rules (signed-in
// accounts but a viewer-only one outside /config, /search, census disabled); the daily roll-up.
import {
  CONSENT_COOKIE,
  censusDay,
  SiteUserRole,
  VISITOR_COOKIE_CVR_MAX_AGE_SECONDS,
  VISITOR_COOKIE_CVT_MAX_AGE_SECONDS,
} from '@tessera/core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.ts';
import { ADMIN_PASSWORD, BROWSER_USER_AGENT, type Client, DEMO_HOST } from '../../test/harness.ts';
import { demoWebsite, setCookie, useTestApp } from '../../test/suite.ts';
import { publishSiteChange } from '../content/publish.ts';
import type { Website } from '../db/schema.ts';
import { createAccount } from '../identity/accounts.ts';
import { Tags } from '../shared/cache-tags.ts';
import { insertMember } from '../websites/repository.ts';

const HIT = '/api/census/RecordHit';
const WELL_FORMED = '0123456789abcdef0123456789abcdef';

describe.each(ENGINES)('RecordHit on %s', (engine) => {
  const suite = useTestApp(engine);
  let website: Website;
  let address = 0;

  beforeAll(async () => {
    website = await demoWebsite(suite.db);
  });
  afterEach(async () => {
    await suite.ctx.census.flush();
    await suite.db.deleteFrom('census_hits').execute();
    await suite.db.deleteFrom('census_daily').execute();
    await suite.db.deleteFrom('census_day_visitors').execute();
  });

  const visitor = (accepted = true) => {
    const client = suite.client(DEMO_HOST, `10.17.${engine === 'sqlite' ? 1 : 2}.${++address}`);
    // The demo asks for opt-in under the restrictive policy: an accepted visitor may keep cookies.
    if (accepted) client.cookies.set(CONSENT_COOKIE, '2.accepted');
    return client;
  };
  const pageEvent = (path = '/about', extra: Record<string, unknown> = {}) => ({
    userAgent: 'Test browser',
    clientDate: Date.now(),
    viewportInnerWidth: 1280,
    viewportInnerHeight: 720,
    screenWidth: 1920,
    screenHeight: 1080,
    websiteId: website.id,
    templateId: null,
    website_locale: 'en-US',
    url: `http://${DEMO_HOST}${path}`,
    title: 'About',
    itemId: null,
    recordType: null,
    collectionId: null,
    localStorageSupported: true,
    queryString: '',
    referrer: '',
    ...extra,
  });
  const hit = (client: Client, path = '/about', extra: Record<string, unknown> = {}) =>
    client.request('POST', HIT, {
      form: { event: '1', data: JSON.stringify(pageEvent(path, extra)) },
      headers: { 'user-agent': BROWSER_USER_AGENT },
      crumb: false,
    });
  const hits = async () => {
    await suite.ctx.census.flush();
    return suite.db.selectFrom('census_hits').selectAll().where('website_id', '=', website.id).execute();
  };
  const daily = async () => {
    await suite.ctx.census.flush();
    return suite.db
      .selectFrom('census_daily')
      .select(['day', 'path', 'pageviews', 'visits', 'visitors'])
      .where('website_id', '=', website.id)
      .orderBy('path')
      .execute();
  };

  it('counts a page view with the page-event fields, off the request path, and answers nothing', async () => {
    const someone = visitor();
    const response = await hit(someone, '/about', {
      title: 'About us',
      queryString: '?a=1',
      referrer: 'https://search.example/',
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const [row, ...rest] = await hits();
    expect(rest).toEqual([]);
    expect(row).toMatchObject({
      path: '/about',
      title: 'About us',
      query_string: '?a=1',
      referrer: 'https://search.example/',
      viewport: '1280x720',
      screen: '1920x1080',
      locale: 'en-US',
      begins_visit: 1,
      event_type: 1,
      day: censusDay(Date.now()),
    });
    expect(row?.visitor_hash).toMatch(/^[0-9a-f]{64}$/);
    // No address is kept.
    expect(JSON.stringify(row)).not.toContain(someone.remoteAddress);
  });

  it('counts no bot (isbot by the User-Agent), sets it no cookie, and counts how many were turned away', async () => {
    const before = suite.ctx.census.stats().bots;
    for (const agent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      'curl/8.5.0',
    ]) {
      const response = await visitor().request('POST', HIT, {
        form: { event: '1', data: JSON.stringify(pageEvent()) },
        headers: { 'user-agent': agent },
        crumb: false,
      });
      expect(response.statusCode).toBe(204);
      expect(setCookie(response, 'ss_cvr')).toBeUndefined();
    }
    expect(await hits()).toEqual([]);
    expect(suite.ctx.census.stats().bots).toBe(before + 3);
    // A person's browser still counts.
    expect((await hit(visitor())).statusCode).toBe(204);
    expect(await hits()).toHaveLength(1);
  });

  it('sets ss_cvr for 2 years and ss_cvt for 30 minutes, keeps well-formed ones and replaces malformed ones', async () => {
    const someone = visitor();
    const first = await hit(someone);
    const cvr = setCookie(first, 'ss_cvr');
    const cvt = setCookie(first, 'ss_cvt');
    expect(cvr).toMatchObject({
      maxAge: VISITOR_COOKIE_CVR_MAX_AGE_SECONDS,
      path: '/',
      httpOnly: true,
      sameSite: 'Lax',
    });
    expect(cvt).toMatchObject({ maxAge: VISITOR_COOKIE_CVT_MAX_AGE_SECONDS, path: '/', httpOnly: true });
    expect(cvr?.value).toMatch(/^[0-9a-f]{32}$/);
    expect(cvt?.value).toMatch(/^[0-9a-f]{32}$/);

    // The next page: the visitor cookie stands, the visit's 30 minutes start again.
    const second = await hit(someone, '/shop', { referrer: `http://${DEMO_HOST}/about` });
    expect(setCookie(second, 'ss_cvr')).toBeUndefined();
    expect(setCookie(second, 'ss_cvt')).toMatchObject({
      value: cvt?.value,
      maxAge: VISITOR_COOKIE_CVT_MAX_AGE_SECONDS,
    });

    // Values not of the set format are replaced.
    someone.cookies.set('ss_cvr', 'not-a-visitor');
    someone.cookies.set('ss_cvt', `${WELL_FORMED}x`);
    const third = await hit(someone, '/blog');
    expect(setCookie(third, 'ss_cvr')?.value).toMatch(/^[0-9a-f]{32}$/);
    expect(setCookie(third, 'ss_cvr')?.value).not.toBe('not-a-visitor');
    expect(setCookie(third, 'ss_cvt')?.value).toMatch(/^[0-9a-f]{32}$/);

    const rows = (await hits()).sort((a, b) => a.created_at - b.created_at || a.path.localeCompare(b.path));
    const byPath = Object.fromEntries(rows.map((r) => [r.path, r]));
    expect(byPath['/about']).toMatchObject({ visitor_id: cvr?.value, visit_id: cvt?.value, begins_visit: 1 });
    expect(byPath['/shop']).toMatchObject({ visitor_id: cvr?.value, visit_id: cvt?.value, begins_visit: 0 });
    // A malformed visit cookie is no visit: a new one begins.
    expect(byPath['/blog']?.begins_visit).toBe(1);
  });

  it('under the restrictive policy before an accept: no tracking cookie, present ones cleared, still counted by hash', async () => {
    const someone = visitor(false);
    someone.cookies.set('ss_cvr', WELL_FORMED);
    someone.cookies.set('ss_cvt', WELL_FORMED);
    const response = await hit(someone);
    expect(response.statusCode).toBe(204);
    for (const name of ['ss_cvr', 'ss_cvt']) expect(setCookie(response, name)?.value).toBe('');
    expect(someone.cookies.has('ss_cvr')).toBe(false);
    const again = await hit(someone, '/shop', { referrer: `http://${DEMO_HOST}/about` });
    expect(setCookie(again, 'ss_cvr')).toBeUndefined();
    expect(setCookie(again, 'ss_cvt')).toBeUndefined();

    const rows = await hits();
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row).toMatchObject({ visitor_id: null, visit_id: null });
    expect(new Set(rows.map((r) => r.visitor_hash)).size).toBe(1);
    // Without cookies a visit begins where the visitor came from elsewhere.
    expect(rows.find((r) => r.path === '/about')?.begins_visit).toBe(1);
    expect(rows.find((r) => r.path === '/shop')?.begins_visit).toBe(0);

    // After a decline too.
    const decliner = visitor(false);
    decliner.cookies.set(CONSENT_COOKIE, '2.declined');
    expect(setCookie(await hit(decliner), 'ss_cvr')).toBeUndefined();
  });

  it('rolls page views up per day and page: visits, and each visitor once a day', async () => {
    const one = visitor();
    const two = visitor();
    await hit(one, '/about');
    await hit(one, '/shop', { referrer: `http://${DEMO_HOST}/about` });
    await suite.ctx.census.flush();
    // A later batch: the visitor is not counted again.
    await hit(one, '/about', { referrer: `http://${DEMO_HOST}/shop` });
    await hit(two, '/about');
    const day = censusDay(Date.now());
    expect(await daily()).toEqual([
      { day, path: '/about', pageviews: 3, visits: 2, visitors: 2 },
      { day, path: '/shop', pageviews: 1, visits: 0, visitors: 0 },
    ]);
  });

  it('skips /search, and everything when census is disabled', async () => {
    const someone = visitor();
    const search = await hit(someone, '/search', { queryString: '?q=tea' });
    expect(search.statusCode).toBe(204);
    expect(setCookie(search, 'ss_cvr')).toBeUndefined();
    expect(await hits()).toEqual([]);

    // The owner turns the census off: the site's settings change, published as every change is.
    const settings = JSON.parse(website.settings) as Record<string, unknown>;
    await saveSettings(JSON.stringify({ ...settings, censusEnabled: false }));
    try {
      expect((await hit(someone)).statusCode).toBe(204);
      expect(await hits()).toEqual([]);
    } finally {
      await saveSettings(website.settings);
    }
    await hit(someone);
    expect(await hits()).toHaveLength(1);
  });

  it('skips signed-in accounts, but counts a viewer-only account outside /config', async () => {
    const owner = suite.client(DEMO_HOST, `10.17.${engine === 'sqlite' ? 3 : 4}.1`);
    expect((await owner.signIn()).statusCode).toBe(200);
    owner.cookies.set(CONSENT_COOKIE, '2.accepted');
    const skipped = await hit(owner);
    expect(skipped.statusCode).toBe(204);
    expect(setCookie(skipped, 'ss_cvr')).toBeUndefined();
    expect(await hits()).toEqual([]);

    const email = `viewer-${engine}@example.com`;
    const account = await createAccount(suite.db, { email, password: ADMIN_PASSWORD, displayName: 'Viewer' });
    await insertMember(suite.db, website.id, account.id, SiteUserRole.viewer);
    const viewer = suite.client(DEMO_HOST, `10.17.${engine === 'sqlite' ? 3 : 4}.2`);
    expect((await viewer.signIn(email)).statusCode).toBe(200);
    await hit(viewer, '/about');
    await hit(viewer, '/config/pages');
    expect((await hits()).map((r) => r.path)).toEqual(['/about']);
  });

  it('refuses what is not a page view of this site', async () => {
    const someone = visitor();
    const post = (form: Record<string, string>) => someone.request('POST', HIT, { form, crumb: false });
    expect((await post({ event: '1', data: '{not json' })).statusCode).toBe(400);
    expect((await post({ event: '2', data: JSON.stringify(pageEvent()) })).statusCode).toBe(400);
    expect(
      (await post({ event: '1', data: JSON.stringify(pageEvent('/about', { websiteId: 'x' })) })).statusCode,
    ).toBe(400);
    expect(
      (
        await post({
          event: '1',
          data: JSON.stringify(pageEvent('/about', { url: 'https://elsewhere.example/about' })),
        })
      ).statusCode,
    ).toBe(400);
    expect(await hits()).toEqual([]);
  });

  async function saveSettings(json: string): Promise<void> {
    await suite.db.updateTable('websites').set({ settings: json }).where('id', '=', website.id).execute();
    await publishSiteChange(suite.ctx, website.id, [Tags.site]);
  }
});
