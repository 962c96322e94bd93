// The collection address's filter query (first document, section 2): rendered, canonical, and cached
// per filter only, on both engines.
import { PageType } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { useDemoSite } from '../../../test/demo-site.ts';
import { ENGINES } from '../../../test/engines.ts';
import { demoWebsite, useTestApp } from '../../../test/suite.ts';
import { PageCache } from '../../render/cache.ts';
import { queryKeyOf } from '../render.ts';
import { BASE_URL, headOf, renderPath } from '../test-support.ts';
import { filterQueryKey, listFilterOf } from './filter.ts';

const SPEC = "spec 1 §2: '/{urlId} | optional filter query string | Internal content links'";

const listed = (html: string) =>
  [...html.matchAll(/<h2 class="entry-title"><a href="([^"]+)"/g)].map((m) => m[1]);

describe(`${SPEC}: the filter a query names`, () => {
  it('reads tag, then category, then author, and nothing else', () => {
    expect(listFilterOf({ tag: ' Glazes ' })).toEqual({ kind: 'tag', name: 'Glazes' });
    expect(listFilterOf({ category: 'Process', author: 'Mara' })).toEqual({
      kind: 'category',
      name: 'Process',
    });
    expect(listFilterOf({ author: 'Mara Quill', tag: 'Kiln' })).toEqual({ kind: 'tag', name: 'Kiln' });
    expect(listFilterOf({ utm_source: 'x', tag: '  ' })).toBeUndefined();
  });

  it('keys the cache by the filter alone, folded as posts are matched', () => {
    expect(filterQueryKey({ tag: 'Test Tiles', utm_source: 'mail' })).toBe('tag=test-tiles');
    expect(filterQueryKey({ tag: 'test-tiles' })).toBe('tag=test-tiles');
    expect(filterQueryKey({ utm_source: 'mail', fbclid: 'x' })).toBeUndefined();
    expect(queryKeyOf({ path: '/journal', query: { category: 'PROCESS' } })).toBe('category=process');
    expect(queryKeyOf({ path: '/journal', query: { page: '2' } })).toBeUndefined();
  });
});

describe.each(ENGINES)(`${SPEC}, rendered on %s`, (engine) => {
  const demo = useDemoSite(engine);

  it('answers /journal?tag= with the tagged posts, canonical at the tag’s own address', async () => {
    const all = await renderPath(demo, '/journal');
    const tagged = await renderPath(demo, '/journal', { query: { tag: 'glazes' } });
    expect(tagged).toMatchObject({ status: 200, pageType: PageType.mainContent, byQuery: true });
    expect(listed(tagged.html)).toEqual(['/journal/chasing-plum', '/journal/why-we-fire-with-gas']);
    expect(listed(all.html)).toContain('/journal/studio-open-days');
    expect(tagged.html).toContain('Posts tagged Glazes');
    expect(headOf(tagged.html).canonical).toBe(`${BASE_URL}/journal/tag/glazes`);
    // The same list as the tag's own page.
    expect(listed((await renderPath(demo, '/journal/tag/glazes')).html)).toEqual(listed(tagged.html));
    expect(all.byQuery).toBe(false);
  });

  it('filters by category and by author', async () => {
    const news = await renderPath(demo, '/journal', { query: { category: 'News' } });
    expect(listed(news.html)).toEqual(['/journal/studio-open-days']);
    expect(headOf(news.html).canonical).toBe(`${BASE_URL}/journal/category/news`);
    const mara = await renderPath(demo, '/journal', { query: { author: 'mara quill' } });
    expect(listed(mara.html)).toEqual(['/journal/chasing-plum', '/journal/studio-open-days']);
    expect(mara.html).toContain('Posts by Mara Quill');
    expect(headOf(mara.html).canonical).toBe(`${BASE_URL}/journal?author=Mara%20Quill`);
  });

  it('is not found for a name no post carries, and leaves collections without tags whole', async () => {
    expect((await renderPath(demo, '/journal', { query: { tag: 'nothing-here' } })).status).toBe(404);
    const shop = await renderPath(demo, '/shop', { query: { tag: 'anything' } });
    expect(shop.status).toBe(200);
    expect(shop.html).toEqual((await renderPath(demo, '/shop')).html);
    expect(shop.byQuery).toBe(false);
  });
});

describe.each(ENGINES)(`${SPEC}: the page cache on %s`, (engine) => {
  const suite = useTestApp(engine);

  it('keeps one rendering per filter, apart from the unfiltered list, and none for other parameters', async () => {
    const website = await demoWebsite(suite.db);
    const visitor = suite.client();
    const plain = await visitor.get('/journal');
    expect(plain.body).toContain('/journal/studio-open-days');
    const tagged = await visitor.get('/journal?tag=Glazes&utm_source=mail');
    expect(tagged.statusCode).toBe(200);
    expect(tagged.body).not.toContain('/journal/studio-open-days');
    // Unknown parameters reach the plain list's one cached rendering.
    const tracked = await visitor.get('/journal?utm_source=mail&fbclid=abc');
    expect(tracked.body).toContain('/journal/studio-open-days');

    expect(suite.ctx.pageCache.get(PageCache.key(website.id, '/journal'))).toBeDefined();
    expect(suite.ctx.queryPageCache.get(PageCache.key(website.id, '/journal?tag=glazes'))).toBeDefined();
    expect(suite.ctx.pageCache.get(PageCache.key(website.id, '/journal?utm_source=mail'))).toBeUndefined();
    // A collection with no tags answers its whole list, kept under no made-up filter.
    expect((await visitor.get('/shop?tag=made-up-1')).statusCode).toBe(200);
    expect(suite.ctx.queryPageCache.get(PageCache.key(website.id, '/shop?tag=made-up-1'))).toBeUndefined();
    // Served again from the filter's entry, whatever the case or extra parameters.
    const again = await visitor.get('/journal?tag=glazes');
    expect(again.body).toBe(tagged.body);
    expect(again.headers.etag).toBe(tagged.headers.etag);
  });
});
