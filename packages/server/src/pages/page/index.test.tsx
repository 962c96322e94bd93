import { PageType } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { useDemoSite } from '../../../test/demo-site.ts';
import { ENGINES } from '../../../test/engines.ts';
import { contextOf } from '../../../test/harness.ts';
import type { PageContext } from '../context.ts';
import { pageRegistry } from '../registry.ts';
import { BASE_URL, expectFirstImageEager, headOf, renderPath, shownName, VISITOR } from '../test-support.ts';
import { page, showPage } from './index.tsx';

describe('page (2)', () => {
  it('has no route of its own: a collection address hands over to it', () => {
    expect(page.pageType).toBe(PageType.page);
    expect(page.route).toBeUndefined();
    expect(pageRegistry.match(['about'])?.entry.name).toBe('collection');
  });
});

describe.each(ENGINES)('page (2) on %s', (engine) => {
  const demo = useDemoSite(engine);

  async function context(): Promise<PageContext> {
    return {
      db: demo.db,
      site: await demo.site(),
      viewer: VISITOR,
      request: { path: '/about', query: {}, baseUrl: BASE_URL, appDomain: 'tessera.test' },
      now: Date.now(),
    };
  }

  it('shows a page collection with its sections of blocks, or as the splash page when its settings say so', async () => {
    const about = await demo.collection('about');
    const shown = await showPage(await context(), about);
    expect(shownName(shown)).toBe('page');
    const sections =
      shown.kind === 'show' ? (shown.data as { sections: { blocks: unknown[] }[] }).sections : [];
    expect(sections.flatMap((s) => s.blocks).length).toBeGreaterThan(3);
    const splash = await showPage(await context(), { ...about, settings: '{"splash":true}' });
    expect(shownName(splash)).toBe('splash');
  });

  it('renders status 200, cacheable, with its tags, head and blocks', async () => {
    const about = await demo.collection('about');
    const rendered = await renderPath(demo, '/about');
    expect(rendered).toMatchObject({ status: 200, pageType: PageType.page, cacheable: true, crumbsGiven: 0 });
    expect(rendered.tags).toEqual(['site', `collection:${about.id}`]);
    expect(headOf(rendered.html)).toEqual({
      title: 'About — Fern &amp; Kiln',
      description: 'Who we are and how we work.',
      canonical: `${BASE_URL}/about`,
    });
    expect(rendered.html).toContain('<body class="page-layout">');
    expect(rendered.html).toContain('About the studio');
    expect(contextOf(rendered.html)).toMatchObject({ pageType: 2, collectionId: about.id, itemId: null });
  });

  it('draws the demo’s gallery blocks in their designs, each with its rules and the lightbox island', async () => {
    const { status, html } = await renderPath(demo, '/gallery-designs');
    expect(status).toBe(200);
    const designs = [...html.matchAll(/class="gallery gallery-(\w+)[^"]*"/g)].map((m) => m[1]);
    expect(designs).toEqual(['grid', 'autocolumns', 'autorows', 'list']);
    expect(html.match(/data-island="lightbox"/g)).toHaveLength(4);
    expect(html).toContain('--g-row:200px');
    expect(html).toContain('.lightbox-overlay{');
    // The gallery's own pictures, served from the site's uploads.
    expect(html).toMatch(/<a href="\/s\/gallery-1\.[a-z]+" aria-label="Fern mugs" data-lightbox-item=""/);
    expectFirstImageEager(html);
  });

  it('renders the demo’s slideshows page: a slideshow, a carousel, a strip, and a video behind its overlay', async () => {
    const { status, html } = await renderPath(demo, '/gallery-slideshows');
    expect(status).toBe(200);
    const designs = [...html.matchAll(/class="gallery gallery-(\w+)[^"]*"/g)].map((m) => m[1]);
    expect(designs).toEqual(['stacked', 'carousel', 'strip', 'grid']);
    expect(html).toContain('data-island="gallery-motion"');
    expect(html).toContain('data-video-src="https://player.vimeo.com/video/76979871?dnt=1"');
    expect(html).not.toContain('<iframe');
  });

  it('loads its first image (in a block) at once, with high priority', async () => {
    const rendered = await renderPath(demo, '/about');
    expectFirstImageEager(rendered.html);
    expect(rendered.html).toMatch(/<img src="\/s\/about-studio\.svg"[^>]*fetchpriority="high"/i);
    // React also asks the browser to fetch it early, from the head.
    expect(rendered.html).toMatch(/<head>.*<link rel="preload" as="image" href="\/s\/about-studio\.svg"/s);
  });
});
