// The page cache knows what each page read: a change drops exactly the pages that showed it. Editing
// a page's text leaves the shop cached; renaming a page (its navigation link follows the title)
// drops every page whose navigation shows it. A cached page sets no cookie.
import { ItemPublicationState } from '@tessera/core';
import type { Block } from '@tessera/site';
import { describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.ts';
import type { Client } from '../../test/harness.ts';
import { demoPage, demoWebsite, useTestApp } from '../../test/suite.ts';
import { publishLayoutOf } from '../content/service.ts';
import { PageCache, queryPageCacheBytes } from './cache.ts';

/**
 * A megabyte: the demo's pages here take about 150 KB, and a search page about 30 KB of the quarter
 * kept for searches, so a few dozen searches overflow it (the default bound would take hundreds).
 */
const CACHE_BYTES = 1024 * 1024;

describe.each(ENGINES)('the tagged page cache on %s', (engine) => {
  const suite = useTestApp(engine, { pageCacheBytes: CACHE_BYTES });
  const PATHS = ['/about', '/shop', '/journal', '/shop/everyday-mug'];

  async function cached(path: string) {
    const website = await demoWebsite(suite.db);
    return suite.ctx.pageCache.get(PageCache.key(website.id, path));
  }

  async function visitAll(): Promise<void> {
    for (const path of PATHS) {
      const response = await suite.client().get(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.headers['set-cookie'], `${path} sets no cookie`).toBeUndefined();
    }
    for (const path of PATHS) expect(await cached(path), path).toBeDefined();
  }

  /**
   * Saves the About page's draft with every text block saying `html` (visitors and the cache see no
   * change), then publishes it: the answer is the publication's.
   */
  async function setAboutText(client: Client, html: string) {
    const about = await demoPage(suite.db, 'about');
    const { layout } = (await client.get(`/api/config/pages/${about.id}`)).json() as {
      layout: { version: number; sections: { blocks: Block[] }[] };
    };
    const sections = layout.sections.map((section) => ({
      ...section,
      blocks: section.blocks.map((block) => (block.type === 'text' ? { ...block, data: { html } } : block)),
    }));
    const draft = await client.request('PUT', `/api/config/layouts/${about.layout_id}`, {
      json: { version: layout.version, sections },
    });
    expect(draft.statusCode).toBe(200);
    expect(await cached('/about')).toBeDefined();
    return client.request('PUT', `/api/config/pages/${about.id}`, {
      json: { publicationState: ItemPublicationState.published },
    });
  }

  async function owner(): Promise<Client> {
    const client = suite.client();
    expect((await client.signIn()).statusCode).toBe(200);
    return client;
  }

  it("drops only the edited page when a page's text changes", async () => {
    await visitAll();
    const client = await owner();
    expect((await setAboutText(client, '<p>Kiln logs, weekly.</p>')).statusCode).toBe(200);
    expect(await cached('/about')).toBeUndefined();
    for (const path of ['/shop', '/journal', '/shop/everyday-mug'])
      expect(await cached(path), path).toBeDefined();
    expect((await suite.client().get('/about')).body).toContain('Kiln logs, weekly.');
  });

  it("drops only the post when a post's text changes, not its journal's list", async () => {
    const paths = ['/journal', '/journal/chasing-plum', '/about'];
    for (const path of paths) await suite.client().get(path);
    for (const path of paths) expect(await cached(path), path).toBeDefined();
    const website = await demoWebsite(suite.db);
    const post = await suite.db
      .selectFrom('items')
      .innerJoin('layouts', (join) =>
        join.onRef('layouts.website_id', '=', 'items.website_id').onRef('layouts.id', '=', 'items.layout_id'),
      )
      .select(['layouts.id', 'layouts.version', 'layouts.sections'])
      .where('items.website_id', '=', website.id)
      .where('items.url_id', '=', 'chasing-plum')
      .executeTakeFirstOrThrow();
    const sections = (JSON.parse(post.sections) as { blocks: Block[] }[]).map((section) => ({
      ...section,
      blocks: [{ id: 'heading-new', type: 'heading', version: 1, data: { text: 'A kiln diary', level: 2 } }],
    }));
    const client = await owner();
    const saved = await client.request('PUT', `/api/config/layouts/${post.id}`, {
      json: { version: post.version, sections },
    });
    expect(saved.statusCode).toBe(200);
    expect(await cached('/journal/chasing-plum')).toBeDefined();
    // Posts have no config route of their own yet (the blog editor adds it): publish as the job does.
    await publishLayoutOf(suite.ctx, website.id, post.id, null);
    expect(await cached('/journal/chasing-plum')).toBeUndefined();
    expect(await cached('/journal')).toBeDefined();
    expect(await cached('/about')).toBeDefined();
    expect((await suite.client().get('/journal/chasing-plum')).body).toContain('A kiln diary');
  });

  it('drops every page showing a renamed page in its navigation', async () => {
    await visitAll();
    const client = await owner();
    const about = await demoPage(suite.db, 'about');
    const renamed = await client.request('PUT', `/api/config/pages/${about.id}`, {
      json: { title: 'Our story' },
    });
    expect(renamed.statusCode).toBe(200);
    for (const path of PATHS) expect(await cached(path), path).toBeUndefined();
    const shop = await suite.client().get('/shop');
    expect(shop.body).toMatch(/<a href="\/about"[^>]*>Our story<\/a>/);
    expect(
      (await client.request('PUT', `/api/config/pages/${about.id}`, { json: { title: 'About' } })).statusCode,
    ).toBe(200);
  });

  it("keeps a navigation link named otherwise than the page's title", async () => {
    const website = await demoWebsite(suite.db);
    const about = await demoPage(suite.db, 'about');
    await suite.db
      .updateTable('navigation')
      .set({ label: 'The studio' })
      .where('website_id', '=', website.id)
      .where('collection_id', '=', about.id)
      .execute();
    await visitAll();
    const client = await owner();
    expect(
      (await client.request('PUT', `/api/config/pages/${about.id}`, { json: { title: 'Our story' } }))
        .statusCode,
    ).toBe(200);
    // The navigation did not change: the shop stays cached; the page itself does not.
    expect(await cached('/shop')).toBeDefined();
    expect(await cached('/about')).toBeUndefined();
    expect((await suite.client().get('/shop')).body).toMatch(/>The studio<\/a>/);
    await client.request('PUT', `/api/config/pages/${about.id}`, { json: { title: 'About' } });
  });

  it('keeps search pages per query, apart from pages, and drops them on any change to the site', async () => {
    const website = await demoWebsite(suite.db);
    const searched = (q: string) => suite.ctx.queryPageCache.get(PageCache.key(website.id, `/search?${q}`));
    const first = await suite.client().get('/search?q=plum');
    expect(first.statusCode).toBe(200);
    expect(first.headers['set-cookie']).toBeUndefined();
    expect(searched('plum')).toBeDefined();
    // The same query as the page reads it (trimmed) is the same page; another query is another.
    expect((await suite.client().get('/search?q=%20plum%20')).body).toBe(first.body);
    await suite.client().get('/search?q=mug');
    expect(searched('mug')).toBeDefined();
    expect(suite.ctx.pageCache.get(PageCache.key(website.id, '/search'))).toBeUndefined();
    // Someone signed in is never served a shared rendering.
    const client = await owner();
    await client.get('/search?q=kiln');
    expect(searched('kiln')).toBeUndefined();
    // Editing any page drops every search page of the site: its text may now match.
    await visitAll();
    expect((await setAboutText(client, '<p>A plum glaze, fired weekly.</p>')).statusCode).toBe(200);
    expect(searched('plum')).toBeUndefined();
    expect(searched('mug')).toBeUndefined();
    expect(await cached('/shop')).toBeDefined();
    expect((await suite.client().get('/search?q=plum')).body).toContain('/about');
  });

  it('bounds search pages apart: made-up queries never push a page out', async () => {
    await visitAll();
    const bound = suite.ctx.queryPageCache;
    for (let i = 0; i < 40; i++) await suite.client().get(`/search?q=made-up-${i}`);
    expect(bound.size).toBeGreaterThan(0);
    expect(bound.size).toBeLessThan(40);
    expect(bound.bytes).toBeLessThanOrEqual(queryPageCacheBytes(CACHE_BYTES));
    for (const path of PATHS) expect(await cached(path), path).toBeDefined();
  });
});
