import { PageType } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { useDemoSite } from '../../../test/demo-site.ts';
import { ENGINES } from '../../../test/engines.ts';
import { contextOf } from '../../../test/harness.ts';
import { BASE_URL, headOf, outcomeOf, renderPath } from '../test-support.ts';
import { notFoundPage } from './index.tsx';

describe('not found (100)', () => {
  it('is only reached as an outcome, with status 404', () => {
    expect(notFoundPage).toMatchObject({ pageType: PageType.notFound, status: 404, cacheable: false });
    expect(notFoundPage.route).toBeUndefined();
  });
});

describe.each(ENGINES)('not found (100) on %s', (engine) => {
  const demo = useDemoSite(engine);

  it('answers a path no route takes, and one a route finds nothing at', async () => {
    for (const path of ['/no/such/page-here', '/%E0%A4%A', '/under_score', '/no-such-page']) {
      expect(await outcomeOf(demo, path), path).toMatchObject({ kind: 'not-found' });
    }
  });

  it('renders status 404 with the missing path, the site’s description and its own address', async () => {
    const rendered = await renderPath(demo, '/no/such/<page>');
    expect(rendered).toMatchObject({
      status: 404,
      pageType: PageType.notFound,
      cacheable: false,
      crumbsGiven: 0,
    });
    expect(rendered.tags).toEqual(['site', 'collections']);
    expect(rendered.html).toContain('We couldn’t find <code>/no/such/&lt;page&gt;</code>.');
    expect(rendered.html).toContain('<body class="page-not-found">');
    expect(headOf(rendered.html)).toEqual({
      title: 'Page not found — Fern &amp; Kiln',
      description: 'Handmade stoneware from a small studio in Portland',
      canonical: `${BASE_URL}/no/such/&lt;page&gt;`,
    });
    expect(contextOf(rendered.html)).toMatchObject({ pageType: 100, notFoundPath: '/no/such/<page>' });
  });

  it('describes the site with its own description when it has one', async () => {
    const rendered = await renderPath(demo, '/nothing', { settings: { description: 'Pots, mostly.' } });
    expect(headOf(rendered.html).description).toBe('Pots, mostly.');
  });
});
