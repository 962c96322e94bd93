// The analytics calls on both engines (second spec document, section 7): RecordEvent (form-encoded,
// crumb optional), /api/v1/events (202; the analytics id kept only where consent allows it, its
// cookie cleared where not; 'no payload' refused) and the Track image (a 1×1 GIF, never cached,
// the visit's campaign kept); each skips bots, signed-in owners and a site with the census off.
import { ANALYTICS_ID_COOKIE, CONSENT_COOKIE } from '@tessera/core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.ts';
import { type Client, DEMO_HOST } from '../../test/harness.ts';
import { demoWebsite, setCookie, useSignedInOwner, useTestApp } from '../../test/suite.ts';
import type { Website } from '../db/schema.ts';

const PAGE = `http://${DEMO_HOST}/shop?utm_source=news`;
const ANALYTICS_ID = '0123456789abcdef0123456789abcdef';
const BOT = 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)';

describe.each(ENGINES)('analytics calls on %s', (engine) => {
  const suite = useTestApp(engine);
  const owner = useSignedInOwner(suite);
  let website: Website;
  let address = 0;

  beforeAll(async () => {
    website = await demoWebsite(suite.db);
    // The demo's split test comes with weeks of generated button clicks: start from none.
    await suite.db.deleteFrom('census_events').execute();
  });
  afterEach(async () => {
    await suite.ctx.censusEvents.flush();
    await suite.db.deleteFrom('census_events').execute();
  });

  /** The demo asks for opt-in under the restrictive policy: only an accepted visitor may be tracked. */
  const visitor = (accepted: boolean) => {
    const client = suite.client(DEMO_HOST, `10.26.${engine === 'sqlite' ? 1 : 2}.${++address}`);
    if (accepted) client.cookies.set(CONSENT_COOKIE, '2.accepted');
    return client;
  };
  const events = async () => {
    await suite.ctx.censusEvents.flush();
    return suite.db
      .selectFrom('census_events')
      .select(['kind', 'subject_id', 'page_path', 'payload'])
      .where('website_id', '=', website.id)
      .execute();
  };
  const analytics = (client: Client, json: unknown, headers: Record<string, string> = {}) =>
    client.request('POST', '/api/v1/events', { json, headers: { referer: PAGE, ...headers }, crumb: false });
  const event = {
    analyticsId: ANALYTICS_ID,
    commonData: {
      actor: 'visitor',
      action: 'add',
      object_type: 'product',
      object_id: 'p1',
      page_path: '/shop',
    },
    customData: { quantity: 2 },
    customSchemaName: 'add_to_cart',
  };

  it('RecordEvent keeps the named event and its payload, with or without a crumb', async () => {
    const someone = visitor(false);
    const data = JSON.stringify({ websiteId: website.id, pagePath: '/shop', website_locale: 'en-US' });
    for (const form of [
      { event: 'view', data } as Record<string, string>,
      { crumb: 'whatever-the-cookie-held', event: 'view', data },
    ]) {
      const response = await someone.request('POST', '/api/events/RecordEvent', {
        form,
        headers: { referer: PAGE },
        crumb: false,
      });
      expect(response.statusCode).toBe(204);
    }
    const rows = await events();
    expect(rows.map((r) => [r.kind, r.subject_id, r.page_path])).toEqual([
      ['event', 'view', '/shop'],
      ['event', 'view', '/shop'],
    ]);
    expect(JSON.parse(rows[0]?.payload ?? '')).toEqual({
      websiteId: website.id,
      pagePath: '/shop',
      website_locale: 'en-US',
    });
  });

  it('RecordEvent refuses data that is not a payload of this site', async () => {
    const someone = visitor(false);
    const post = (form: Record<string, string>) =>
      someone.request('POST', '/api/events/RecordEvent', { form, crumb: false });
    expect((await post({ event: 'view', data: 'not json' })).statusCode).toBe(400);
    expect((await post({ event: 'view', data: '[1,2]' })).statusCode).toBe(400);
    expect((await post({ event: 'view', data: '{"websiteId":"another"}' })).statusCode).toBe(400);
    expect((await post({ event: '', data: '{}' })).statusCode).toBe(400);
    expect(await events()).toEqual([]);
  });

  it('/api/v1/events answers 202 and keeps the analytics id where the visitor accepted tracking', async () => {
    const response = await analytics(visitor(true), event);
    expect(response.statusCode).toBe(202);
    const [row] = await events();
    expect(row).toMatchObject({ kind: 'analytics', subject_id: 'add_to_cart', page_path: '/shop' });
    expect(JSON.parse(row?.payload ?? '')).toEqual({
      analyticsId: ANALYTICS_ID,
      commonData: event.commonData,
      customData: event.customData,
    });
  });

  it('/api/v1/events keeps no analytics id before an opt-in, and clears its cookie', async () => {
    const someone = visitor(false);
    someone.cookies.set(ANALYTICS_ID_COOKIE, ANALYTICS_ID);
    const response = await analytics(someone, event);
    expect(response.statusCode).toBe(202);
    expect(setCookie(response, ANALYTICS_ID_COOKIE)?.value).toBe('');
    const [row] = await events();
    expect(JSON.parse(row?.payload ?? '').analyticsId).toBeNull();
    expect(row?.payload).not.toContain(ANALYTICS_ID);
  });

  it('/api/v1/events refuses an empty payload, unknown common fields and a malformed id', async () => {
    const someone = visitor(true);
    const empty = await analytics(someone, { customSchemaName: 'x', commonData: {}, customData: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ errors: { customData: 'no payload' } });
    expect((await analytics(someone, { ...event, commonData: { favourite_colour: 'red' } })).statusCode).toBe(
      400,
    );
    expect((await analytics(someone, { ...event, analyticsId: 'me' })).statusCode).toBe(400);
    expect((await analytics(someone, { ...event, customSchemaName: 'no spaces allowed' })).statusCode).toBe(
      400,
    );
    expect(await events()).toEqual([]);
  });

  it('Track answers a 1×1 GIF that is never cached and keeps the visit’s landing and campaign', async () => {
    const query = new URLSearchParams({
      landing: PAGE,
      refer: 'https://search.example/?q=shoes',
      rk: '0.123',
      lang: 'en-US',
      screen: '1920x1080',
      source: 'news',
      campaign: 'spring',
      channel: 'email',
    });
    const response = await visitor(false).get(`/api/track/Track?${query}`, { referer: PAGE });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/gif');
    expect(response.headers['cache-control']).toContain('no-store');
    expect(response.rawPayload.subarray(0, 6).toString()).toBe('GIF89a');
    const [row] = await events();
    expect(row).toMatchObject({ kind: 'landing', subject_id: 'spring', page_path: '/shop' });
    expect(JSON.parse(row?.payload ?? '')).toEqual({
      landingPath: '/shop',
      refer: 'https://search.example/?q=shoes',
      lang: 'en-US',
      screen: '1920x1080',
      source: 'news',
      campaign: 'spring',
      channel: 'email',
    });
  });

  it('Track refuses a landing on another host, one that is no address, and none', async () => {
    const queries: Record<string, string>[] = [
      { landing: 'https://elsewhere.example/' },
      { landing: 'not a url' },
      { landing: '' },
      {},
    ];
    for (const query of queries) {
      const response = await visitor(false).get(`/api/track/Track?${new URLSearchParams(query)}`);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
    }
    expect(await events()).toEqual([]);
  });

  it('counts no bot and no signed-in owner', async () => {
    const before = suite.ctx.censusEvents.stats().bots;
    expect((await analytics(visitor(true), event, { 'user-agent': BOT })).statusCode).toBe(202);
    const track = `/api/track/Track?${new URLSearchParams({ landing: PAGE })}`;
    expect((await visitor(false).get(track, { referer: PAGE, 'user-agent': BOT })).statusCode).toBe(200);
    expect(suite.ctx.censusEvents.stats().bots).toBe(before + 2);
    expect((await analytics(owner(), event)).statusCode).toBe(202);
    expect(await events()).toEqual([]);
  });
});
