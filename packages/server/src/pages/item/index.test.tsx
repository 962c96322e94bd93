import { ItemPublicationState, PageType } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { useDemoSite } from '../../../test/demo-site.ts';
import { ENGINES } from '../../../test/engines.ts';
import { contextOf } from '../../../test/harness.ts';
import { pageRegistry } from '../registry.ts';
import {
  BASE_URL,
  expectFirstImageEager,
  headOf,
  OWNER,
  outcomeOf,
  renderPath,
  shownName,
} from '../test-support.ts';
import { itemPage } from './index.tsx';

describe('content item (50): matching', () => {
  it('takes /{collection}/{item} for valid url ids only', () => {
    expect(itemPage.pageType).toBe(PageType.contentItem);
    expect(pageRegistry.match(['journal', 'chasing-plum'])).toMatchObject({
      entry: { name: 'item' },
      params: { collection: 'journal', item: 'chasing-plum' },
    });
    for (const segments of [
      ['pages', 'short'],
      ['journal', 'a_b'],
      ['journal', '2026', 'a_b'],
      ['search', 'x'],
    ]) {
      expect(pageRegistry.match(segments), segments.join('/')).toBeNull();
    }
  });

  it('takes a longer path under a collection as a blog post’s dated address', () => {
    expect(pageRegistry.match(['journal', '2026', '3', 'chasing-plum'])).toMatchObject({
      entry: { name: 'post-at-path' },
      params: { collection: 'journal', path: '2026/3/chasing-plum' },
    });
    // Literal segments win: a tag page is never taken for a post.
    expect(pageRegistry.match(['journal', 'tag', 'glazes'])).toMatchObject({ entry: { name: 'blog-tag' } });
  });
});

describe.each(ENGINES)('content item (50) on %s', (engine) => {
  const demo = useDemoSite(engine);

  it('shows a post: its image first (eager), its blocks, its tags and head', async () => {
    const journal = await demo.collection('journal');
    const post = await demo.item('journal', 'chasing-plum');
    const rendered = await renderPath(demo, '/journal/chasing-plum');
    expect(rendered).toMatchObject({ status: 200, pageType: PageType.contentItem, cacheable: true });
    expect(rendered.tags).toEqual(['site', `collection:${journal.id}`, `item:${post.id}`]);
    expect(rendered.html).toContain('<body class="page-post">');
    expect(rendered.html).toContain('<a href="/journal">← <!-- -->Journal</a>');
    expect(rendered.html).toContain('What finally worked');
    expectFirstImageEager(rendered.html);
    expect(headOf(rendered.html)).toEqual({
      title: 'Chasing a plum glaze for two years — Fern &amp; Kiln',
      description: 'How a smoky purple finally came out of the kiln, after forty-one test tiles.',
      canonical: `${BASE_URL}/journal/chasing-plum`,
    });
    expect(contextOf(rendered.html)).toMatchObject({
      pageType: 50,
      itemId: post.id,
      item: { fullUrl: '/journal/chasing-plum' },
    });
  });

  it('shows a gallery image and a product', async () => {
    const image = await renderPath(demo, '/gallery/plum-vase');
    expect(image.html).toContain('<body class="page-gallery-image">');
    expectFirstImageEager(image.html);
    const product = await renderPath(demo, '/shop/everyday-mug');
    expect(product.html).toContain('<body class="page-product">');
    expect(product.html).toContain('<p class="product-price">From $38.00</p>');
    expect(product.html).toContain('<strong>Glaze<!-- -->:</strong> <!-- -->Fern, Oat, Plum');
    const bowl = await renderPath(demo, '/Shop/Serving-Bowl');
    expect(bowl.html).toContain('<p class="product-sold-out">Sold out</p>');
  });

  it('shows every picture of a product, in the owner’s order, the first one eager', async () => {
    const mug = await demo.item('shop', 'everyday-mug');
    const vase = await demo.item('gallery', 'plum-vase');
    const set = (data: unknown) =>
      demo.db
        .updateTable('items')
        .set({ data: JSON.stringify(data) })
        .where('id', '=', mug.id)
        .execute();
    await set({ images: [mug.asset_id, vase.asset_id] });
    try {
      const product = await renderPath(demo, '/shop/everyday-mug');
      expectFirstImageEager(product.html);
      const more = product.html.split(
        '<ul class="product-more-images" aria-label="More pictures of Everyday Mug">',
      )[1];
      expect(more).toBeDefined();
      const vaseImage = await demo.db
        .selectFrom('assets')
        .select('name')
        .where('id', '=', vase.asset_id as string)
        .executeTakeFirstOrThrow();
      expect(more?.split('</ul>')[0]).toContain(`src="/s/${vaseImage.name}"`);
      expect(more?.split('</ul>')[0]).toContain('loading="lazy"');
    } finally {
      await set(JSON.parse(mug.data));
    }
  });

  it('answers not found for a missing item (depending on its collection), or one in a page', async () => {
    const journal = await demo.collection('journal');
    expect(await outcomeOf(demo, '/journal/no-such-post')).toEqual({
      kind: 'not-found',
      tags: [`collection:${journal.id}`],
    });
    const missing = await renderPath(demo, '/journal/no-such-post');
    expect(missing.status).toBe(404);
    expect(missing.tags).toEqual(['site', 'collections', `collection:${journal.id}`]);
    expect(shownName(await outcomeOf(demo, '/about/anything'))).toBe('not-found');
    expect(shownName(await outcomeOf(demo, '/no-such/post'))).toBe('not-found');
  });

  it('hides a draft or a scheduled item from visitors until its time, not from owners', async () => {
    const post = await demo.item('journal', 'why-we-fire-with-gas');
    const set = (values: { publication_state: number; published_at: number | null }) =>
      demo.db
        .updateTable('items')
        .set(values)
        .where('website_id', '=', post.website_id)
        .where('id', '=', post.id)
        .execute();
    await set({ publication_state: ItemPublicationState.draft, published_at: post.published_at });
    expect((await renderPath(demo, '/journal/why-we-fire-with-gas')).status).toBe(404);
    expect((await renderPath(demo, '/journal/why-we-fire-with-gas', { viewer: OWNER })).status).toBe(200);
    await set({ publication_state: ItemPublicationState.scheduled, published_at: Date.now() + 60_000 });
    expect((await renderPath(demo, '/journal/why-we-fire-with-gas')).status).toBe(404);
    await set({ publication_state: ItemPublicationState.scheduled, published_at: Date.now() - 60_000 });
    expect((await renderPath(demo, '/journal/why-we-fire-with-gas')).status).toBe(200);
    await set({ publication_state: ItemPublicationState.published, published_at: post.published_at });
  });

  it('asks for the collection’s password before showing an item of a protected collection', async () => {
    const journal = await demo.collection('journal');
    await demo.db
      .updateTable('collections')
      .set({ password_hash: 'scrypt$whatever' })
      .where('website_id', '=', journal.website_id)
      .where('id', '=', journal.id)
      .execute();
    expect(await outcomeOf(demo, '/journal/chasing-plum')).toMatchObject({
      kind: 'locked',
      scope: 'page',
      scopeId: journal.id,
    });
    expect((await renderPath(demo, '/journal/chasing-plum')).status).toBe(401);
    await demo.db
      .updateTable('collections')
      .set({ password_hash: null })
      .where('website_id', '=', journal.website_id)
      .where('id', '=', journal.id)
      .execute();
  });
});
