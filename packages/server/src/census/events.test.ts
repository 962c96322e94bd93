// The census's other calls on both engines (spec section 7): button-click, button-render,
// form-render, overlay and RecordQuickView/{id} each counted once with its fields and the page it
// came from, no crumb needed, no address kept; skipped for a signed-in owner and with the census
// off; malformed input refused; trimmed with the raw hits.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.ts';
import { type Client, DEMO_HOST } from '../../test/harness.ts';
import { demoWebsite, useSignedInOwner, useTestApp } from '../../test/suite.ts';
import { publishSiteChange } from '../content/publish.ts';
import type { Website } from '../db/schema.ts';
import { trimOldRows } from '../jobs/trim/service.ts';
import { Tags } from '../shared/cache-tags.ts';

const DAY = 24 * 60 * 60 * 1000;
const ITEM = 'aaaaaaaaaaaaaaaaaaaaaaaa';

describe.each(ENGINES)('census events on %s', (engine) => {
  const suite = useTestApp(engine);
  const owner = useSignedInOwner(suite);
  let website: Website;
  let address = 0;

  beforeAll(async () => {
    website = await demoWebsite(suite.db);
    // The demo's split test comes with generated button clicks (seed/demo-experiment.ts).
    await suite.db.deleteFrom('census_events').execute();
  });
  afterEach(async () => {
    await suite.ctx.censusEvents.flush();
    await suite.db.deleteFrom('census_events').execute();
  });

  const visitor = () => suite.client(DEMO_HOST, `10.25.${engine === 'sqlite' ? 1 : 2}.${++address}`);
  const send = (client: Client, path: string, json?: unknown) =>
    client.request('POST', path, {
      ...(json === undefined ? {} : { json }),
      headers: { referer: `http://${DEMO_HOST}/shop?sort=new` },
      crumb: false,
    });
  const events = async () => {
    await suite.ctx.censusEvents.flush();
    return suite.db
      .selectFrom('census_events')
      .select(['kind', 'subject_id', 'page_path', 'payload', 'visitor_hash'])
      .where('website_id', '=', website.id)
      .orderBy('created_at')
      .orderBy('kind')
      .execute();
  };

  it('counts each call once with its fields and the page it came from', async () => {
    const someone = visitor();
    const button = {
      id: 'b1',
      buttonText: 'Shop now',
      clickthroughUrl: '/shop',
      alignment: 'center',
      size: 'medium',
      newWindow: false,
      context: 'section',
    };
    for (const [path, body] of [
      ['/api/census/button-click', button],
      ['/api/census/button-render', button],
      ['/api/census/form-render', { formId: 'f1', collectionId: null, isOverlayForm: false }],
      ['/api/census/overlay', { event: 'shown', version: 3 }],
      [`/api/census/RecordQuickView/${ITEM}`, undefined],
    ] as const)
      expect((await send(someone, path, body)).statusCode, path).toBe(204);

    const rows = await events();
    expect(rows.map((r) => [r.kind, r.subject_id, r.page_path]).sort()).toEqual(
      [
        ['button-click', 'b1', '/shop'],
        ['button-render', 'b1', '/shop'],
        ['form-render', 'f1', '/shop'],
        ['overlay', '', '/shop'],
        ['quick-view', ITEM, '/shop'],
      ].sort(),
    );
    expect(JSON.parse(rows.find((r) => r.kind === 'button-click')?.payload ?? '')).toEqual(button);
    expect(JSON.parse(rows.find((r) => r.kind === 'overlay')?.payload ?? '')).toEqual({
      event: 'shown',
      version: 3,
    });
    for (const row of rows) expect(row.visitor_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(someone.remoteAddress);
  });

  it('skips a signed-in owner, and everything with the census off', async () => {
    expect((await send(owner(), '/api/census/button-click', { id: 'b1' })).statusCode).toBe(204);
    expect(await events()).toEqual([]);

    const settings = JSON.parse(website.settings) as Record<string, unknown>;
    const save = async (json: string) => {
      await suite.db.updateTable('websites').set({ settings: json }).where('id', '=', website.id).execute();
      await publishSiteChange(suite.ctx, website.id, [Tags.site]);
    };
    await save(JSON.stringify({ ...settings, censusEnabled: false }));
    try {
      expect((await send(visitor(), '/api/census/overlay', { event: 'closed' })).statusCode).toBe(204);
      expect(await events()).toEqual([]);
    } finally {
      await save(website.settings);
    }
  });

  it('counts no bot, only how many were turned away', async () => {
    const before = suite.ctx.censusEvents.stats().bots;
    const response = await visitor().request('POST', '/api/census/button-click', {
      json: { id: 'b1' },
      headers: {
        referer: `http://${DEMO_HOST}/shop`,
        'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)',
      },
      crumb: false,
    });
    expect(response.statusCode).toBe(204);
    expect(await events()).toEqual([]);
    expect(suite.ctx.censusEvents.stats().bots).toBe(before + 1);
  });

  it('refuses malformed events', async () => {
    const someone = visitor();
    expect((await send(someone, '/api/census/overlay', { event: 'exploded' })).statusCode).toBe(400);
    expect((await send(someone, '/api/census/form-render', {})).statusCode).toBe(400);
    expect((await send(someone, '/api/census/button-click', { id: 'x'.repeat(101) })).statusCode).toBe(400);
    expect((await send(someone, '/api/census/RecordQuickView/not-an-id')).statusCode).toBe(400);
    expect(await events()).toEqual([]);
  });

  it('trims events with the raw hits', async () => {
    await send(visitor(), '/api/census/overlay', { event: 'submitted' });
    await suite.ctx.censusEvents.flush();
    expect((await trimOldRows(suite.db, Date.now() + 31 * DAY)).censusEvents).toBe(1);
    expect(await events()).toEqual([]);
  });
});
