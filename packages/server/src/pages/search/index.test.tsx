import { PageType } from '@tessera/core';
import { type KyselyPlugin, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useDemoSite } from '../../../test/demo-site.ts';
import { ENGINES } from '../../../test/engines.ts';
import { contextOf } from '../../../test/harness.ts';
import { pageRegistry } from '../registry.ts';
import { BASE_URL, headOf, renderPath } from '../test-support.ts';
import { searchPage } from './index.tsx';

/** Counts the queries sent through it. */
function queryCounter() {
  const counter = { count: 0 };
  const plugin: KyselyPlugin = {
    transformQuery(args) {
      counter.count++;
      return args.node;
    },
    async transformResult(args) {
      return args.result;
    },
  };
  return { counter, plugin };
}

describe('search (102): matching', () => {
  it('takes /search', () => {
    expect(searchPage.pageType).toBe(PageType.search);
    expect(pageRegistry.match(['search'])?.entry.name).toBe('search');
    expect(pageRegistry.match(['search', 'plum'])).toBeNull();
  });
});

describe.each(ENGINES)('search (102) on %s', (engine) => {
  const demo = useDemoSite(engine);

  it('shows the form alone without a query; cached per query; dropped by any change to the site', async () => {
    const rendered = await renderPath(demo, '/search');
    expect(rendered).toMatchObject({
      status: 200,
      pageType: PageType.search,
      cacheable: true,
      byQuery: true,
      crumbsGiven: 0,
    });
    expect(rendered.tags).toEqual(['site', 'any-change']);
    expect(rendered.html).toContain('<input id="search-query" type="search" name="q" value=""/>');
    expect(rendered.html).not.toContain('<output');
    expect(headOf(rendered.html)).toEqual({
      title: 'Search — Fern &amp; Kiln',
      description: 'Handmade stoneware from a small studio in Portland',
      canonical: `${BASE_URL}/search`,
    });
    expect(contextOf(rendered.html).pageType).toBe(PageType.search);
  });

  it('lists the results with their matched words marked, and counts them', async () => {
    const rendered = await renderPath(demo, '/search', { query: { q: 'Plum' } });
    // The post, the gallery's item and the home page, and the two gallery pages by their captions.
    expect(rendered.html).toContain('5 results for “Plum”.');
    expect(rendered.html).toContain(
      '<a href="/journal/chasing-plum">Chasing a <mark>plum</mark> glaze for two years</a>',
    );
    expect(rendered.html).toContain('<a href="/gallery/plum-vase"><mark>Plum</mark> vase</a>');
    expect(rendered.html).toContain('<p class="entry-meta">Gallery</p>');
  });

  it('shows what was typed as text, whatever it is', async () => {
    const rendered = await renderPath(demo, '/search', { query: { q: '<b>plum</b> "AND (' } });
    expect(rendered.status).toBe(200);
    expect(rendered.html).not.toContain('<b>plum</b>');
    expect(rendered.html).toContain('value="&lt;b&gt;plum&lt;/b&gt; &quot;AND ("');
    expect(rendered.html).toMatch(/ results? for “&lt;b&gt;plum&lt;\/b&gt; &quot;AND \(”\.<\/output>/);
    for (const q of ['"', '*', '(', 'AND OR (']) {
      expect((await renderPath(demo, '/search', { query: { q } })).status, q).toBe(200);
    }
  });

  it('costs three queries uncached however many collections there are: navigation, footer, the index', async () => {
    const { counter, plugin } = queryCounter();
    const rendered = await renderPath(demo, '/search', {
      query: { q: 'glaze' },
      db: demo.db.withPlugin(plugin),
    });
    expect(rendered.html).toContain('<mark>');
    expect(counter.count).toBeLessThanOrEqual(3);
    // The plugin sees every query sent through this handle.
    const before = counter.count;
    await sql`select 1`.execute(demo.db.withPlugin(plugin));
    expect(counter.count).toBe(before + 1);
  });
});
