// The owner-side stream on both engines (first spec document, section 2: "Editor product areas named
// in events"; second document, section 3, "Analytics event fields"): off by default, recorded in its
// own table when on, never among visitors' hits; the account and site are the server's; no field
// outside the spec's common fields (no pointer data: mouse tracking is left out).
import { SiteUserRole } from '@tessera/core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../../test/engines.ts';
import { demoWebsite, signedInWithRole, useSignedInOwner, useTestApp } from '../../../test/suite.ts';
import type { Website } from '../../db/schema.ts';

const URL = '/api/config/editor-events';

describe.each(ENGINES)('editor events on %s', (engine) => {
  const suite = useTestApp(engine);
  const owner = useSignedInOwner(suite);
  let website: Website;

  beforeAll(async () => {
    website = await demoWebsite(suite.db);
  });
  afterEach(async () => {
    suite.ctx.editorAnalytics = false;
    await suite.db.deleteFrom('census_editor_events').execute();
  });

  const event = {
    commonData: {
      actor: 'owner',
      action: 'viewed',
      event_owner_team: 'editor',
      event_source: 'config-area',
      object_type: 'screen',
      product_area: 'design-editor',
      product_page: 'outbox',
      product_design_identifier: '7.1',
      user_member_account_id: 'someone-else',
      context_website_identifier: 'another-site',
      user_session_id: 's1',
      browser_locale: 'en-GB',
    },
  };
  const rows = () =>
    suite.db
      .selectFrom('census_editor_events')
      .select(['website_id', 'account_id', 'action', 'product_area', 'payload'])
      .execute();

  it('records nothing while editor analytics are off (the default for self-hosters)', async () => {
    expect(suite.ctx.editorAnalytics).toBe(false);
    const response = await owner().request('POST', URL, { json: event });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ recorded: false });
    expect(await rows()).toEqual([]);
  });

  it("spec 1 §2 'A /config area is tracked as the design editor': records the event, under the server's account and site, apart from visitors' hits", async () => {
    suite.ctx.editorAnalytics = true;
    const hitsBefore = await suite.db.selectFrom('census_hits').select('id').execute();
    const eventsBefore = await suite.db.selectFrom('census_events').select('id').execute();
    const response = await owner().request('POST', URL, { json: event });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ recorded: true });
    const [row, ...more] = await rows();
    expect(more).toEqual([]);
    expect(row).toMatchObject({ website_id: website.id, action: 'viewed', product_area: 'design-editor' });
    expect(row?.account_id).not.toBe('someone-else');
    const payload = JSON.parse(row?.payload ?? '{}');
    expect(payload).toMatchObject({
      product_page: 'outbox',
      user_member_account_id: row?.account_id,
      context_website_identifier: website.identifier,
    });
    // The visitors' census is untouched.
    expect(await suite.db.selectFrom('census_hits').select('id').execute()).toHaveLength(hitsBefore.length);
    expect(await suite.db.selectFrom('census_events').select('id').execute()).toHaveLength(
      eventsBefore.length,
    );
  });

  it("spec 2 §3 'Common: actor, action, …': refuses fields outside the common fields (no mouse tracking), an unknown action or product area", async () => {
    suite.ctx.editorAnalytics = true;
    const post = (commonData: Record<string, unknown>) =>
      owner().request('POST', URL, { json: { commonData } });
    const mouse = await post({ ...event.commonData, mouse_x: 10, mouse_y: 20 });
    expect(mouse.statusCode).toBe(400);
    const action = await post({ ...event.commonData, action: 'hovered' });
    expect(action.statusCode).toBe(400);
    expect(JSON.stringify(action.json())).toContain('action is one of viewed, opened, saved, published.');
    const area = await post({ ...event.commonData, product_area: 'blog' });
    expect(area.statusCode).toBe(400);
    expect(JSON.stringify(area.json())).toContain('product_area is one of collection-editor');
    expect(await rows()).toEqual([]);
  });

  it('takes events only from someone who may open the config area, with the crumb', async () => {
    suite.ctx.editorAnalytics = true;
    const stranger = suite.client();
    expect((await stranger.request('POST', URL, { json: event })).statusCode).toBe(401);
    const viewer = await signedInWithRole(
      suite,
      { websiteId: website.id, engine },
      { role: SiteUserRole.viewer, name: `editor-events-viewer-${engine}` },
    );
    expect((await viewer.request('POST', URL, { json: event })).statusCode).toBe(403);
    expect((await owner().request('POST', URL, { json: event, crumb: false })).statusCode).toBe(403);
    expect(await rows()).toEqual([]);
  });

  it('tells the config area whether editor analytics are on, and the site’s template version', async () => {
    suite.ctx.editorAnalytics = true;
    const html = (await owner().request('GET', '/config/')).body;
    const context = JSON.parse(
      /<script id="tessera-config-context" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}',
    );
    expect(context).toMatchObject({ editorAnalytics: true, platformVersion: '7.1' });
  });
});
