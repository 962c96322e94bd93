import { ItemPublicationState, PageType } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { useDemoSite } from '../../../test/demo-site.ts';
import { ENGINES } from '../../../test/engines.ts';
import { contextOf } from '../../../test/harness.ts';
import { pageRegistry } from '../registry.ts';
import { pathSegments } from '../router.ts';
import {
  BASE_URL,
  expectFirstImageEager,
  headOf,
  OWNER,
  outcomeOf,
  renderPath,
  shownName,
} from '../test-support.ts';
import { collectionPage } from './index.tsx';

const route = (path: string) => {
  const match = pageRegistry.match(pathSegments(path) ?? []);
  return match && { name: match.entry.name, params: match.params };
};

describe('main content (1): matching', () => {
  it('takes /{urlId}, lower-cased, for any valid url id', () => {
    expect(collectionPage.pageType).toBe(PageType.mainContent);
    expect(route('/journal')).toEqual({ name: 'collection', params: { urlId: 'journal' } });
    expect(route('/Journal')).toEqual({ name: 'collection', params: { urlId: 'journal' } });
    expect(route('/%4Aournal')).toEqual({ name: 'collection', params: { urlId: 'journal' } });
  });

  it('leaves reserved words and invalid url ids alone', () => {
    expect(route('/search')?.name).toBe('search');
    for (const path of ['/-lead', '/trail-', '/under_score', '/api', '/static', '/s', '/pages', '/config']) {
      expect(route(path), path).toBeNull();
    }
  });
});

describe.each(ENGINES)('main content (1) on %s', (engine) => {
  const demo = useDemoSite(engine);

  it('lists a blog’s posts, newest first, its first image eager and the others lazy', async () => {
    const journal = await demo.collection('journal');
    const rendered = await renderPath(demo, '/journal');
    expect(rendered).toMatchObject({ status: 200, pageType: PageType.mainContent, cacheable: true });
    expect(rendered.tags).toEqual(['site', `collection:${journal.id}`]);
    expect(rendered.html).toContain('<body class="page-blog">');
    const titles = [...rendered.html.matchAll(/<h2 class="entry-title"><a href="([^"]+)"/g)].map((m) => m[1]);
    expect(titles).toEqual([
      '/journal/chasing-plum',
      '/journal/why-we-fire-with-gas',
      '/journal/studio-open-days',
    ]);
    expectFirstImageEager(rendered.html);
    expect(headOf(rendered.html)).toEqual({
      title: 'Journal — Fern &amp; Kiln',
      description: 'Notes from the studio: glazes, firings, and the occasional disaster.',
      canonical: `${BASE_URL}/journal`,
    });
    expect(contextOf(rendered.html)).toMatchObject({ pageType: 1, collectionId: journal.id });
  });

  it('shows a gallery as a grid and a shop as product cards', async () => {
    const gallery = await renderPath(demo, '/gallery');
    expect(gallery.html).toContain('<body class="page-gallery">');
    expect(gallery.html).toContain(
      '<div class="gallery gallery-grid g-collection" data-design="grid" data-island="lightbox" data-lightbox-theme="dark" data-lightbox-label="Gallery">',
    );
    expectFirstImageEager(gallery.html);
    const shop = await renderPath(demo, '/shop');
    expect(shop.html).toContain('<body class="page-products">');
    expect(shop.html).toContain('<span class="product-price">From $38.00</span>');
    expectFirstImageEager(shop.html);
  });

  it('shows the demo gallery’s raster photos over the size ladder, with their placeholder colours', async () => {
    const gallery = await renderPath(demo, '/gallery');
    const pictures = [...gallery.html.matchAll(/<img src="\/s\/gallery-\d\.jpg"[^>]*>/g)].map((m) => m[0]);
    expect(pictures).toHaveLength(6);
    for (const picture of pictures) {
      expect(picture).toMatch(/width="2400" height="1600"/);
      expect(picture).toMatch(/srcset="[^"]*\?format=1500w 1500w/i);
      expect(picture).toMatch(/class="[^"]*\bph-[0-9a-f]{6}\b/);
    }
  });

  it('links a lightbox gallery’s pictures to their images, and to their pages with the lightbox off', async () => {
    const links = (html: string) =>
      [...html.matchAll(/<a href="([^"]+)" aria-label="Plum vase"/g)].map((m) => m[1]);
    const withLightbox = await renderPath(demo, '/gallery');
    const [imageLink] = links(withLightbox.html);
    expect(imageLink).toMatch(/^\/assets\/|^https?:|^\//);
    expect(imageLink).not.toBe('/gallery/plum-vase');
    expect(withLightbox.html).toContain('data-lightbox-item="" data-caption="Plum vase"');
    expect(withLightbox.html).toContain('.lightbox-overlay{');

    const gallery = await demo.collection('gallery');
    await demo.db
      .updateTable('collections')
      .set({ settings: JSON.stringify({ lightbox: false, design: 'autorows' }) })
      .where('id', '=', gallery.id)
      .execute();
    try {
      const plain = await renderPath(demo, '/gallery');
      expect(links(plain.html)).toEqual(['/gallery/plum-vase']);
      // The collection's design setting picks the design from the same table as the gallery block.
      expect(plain.html).toContain(
        '<div class="gallery gallery-autorows g-collection" data-design="autorows">',
      );
      expect(plain.html).not.toContain('data-island="lightbox"');
      expect(plain.html).not.toContain('.lightbox-overlay{');
    } finally {
      await demo.db
        .updateTable('collections')
        .set({ settings: gallery.settings })
        .where('id', '=', gallery.id)
        .execute();
    }
  });

  it('hands a page collection over to the page type', async () => {
    expect(shownName(await outcomeOf(demo, '/about'))).toBe('page');
  });

  it('answers not found for a missing or unpublished collection, the lock screen for a protected one', async () => {
    expect(shownName(await outcomeOf(demo, '/no-such-page'))).toBe('not-found');
    expect(shownName(await outcomeOf(demo, '/workshops'))).toBe('not-found');
    expect(shownName(await outcomeOf(demo, '/workshops', { viewer: OWNER }))).toBe('page');
    const locked = await outcomeOf(demo, '/wholesale');
    expect(locked).toMatchObject({ kind: 'locked', scope: 'page', title: 'Wholesale' });
    expect(shownName(await outcomeOf(demo, '/wholesale', { viewer: OWNER }))).toBe('page');
  });

  it('lists only the items a visitor may see; an owner sees them all', async () => {
    const post = await demo.item('journal', 'studio-open-days');
    const setState = (state: number) =>
      demo.db
        .updateTable('items')
        .set({ publication_state: state })
        .where('website_id', '=', post.website_id)
        .where('id', '=', post.id)
        .execute();
    await setState(ItemPublicationState.draft);
    expect((await renderPath(demo, '/journal')).html).not.toContain('/journal/studio-open-days');
    expect((await renderPath(demo, '/journal', { viewer: OWNER })).html).toContain(
      '/journal/studio-open-days',
    );
    await setState(ItemPublicationState.published);
  });
});
