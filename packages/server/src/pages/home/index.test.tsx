import { ItemPublicationState, PageType } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { useDemoSite } from '../../../test/demo-site.ts';
import { ENGINES } from '../../../test/engines.ts';
import { pageRegistry } from '../registry.ts';
import { BASE_URL, headOf, outcomeOf, renderPath, shownName } from '../test-support.ts';

describe('the home page: matching', () => {
  it('takes the root, and only the root', () => {
    expect(pageRegistry.match([])?.entry.name).toBe('home');
    expect(pageRegistry.match(['home'])?.entry.name).toBe('collection');
  });
});

describe.each(ENGINES)('the home page on %s', (engine) => {
  const demo = useDemoSite(engine);

  it('shows the collection the settings name, at the canonical address /, depending on the set', async () => {
    const home = await demo.collection('home');
    const rendered = await renderPath(demo, '/');
    expect(rendered).toMatchObject({ status: 200, pageType: PageType.page, cacheable: true });
    expect(rendered.tags).toEqual(['site', `collection:${home.id}`, 'collections']);
    expect(headOf(rendered.html)).toEqual({
      title: 'Home — Fern &amp; Kiln',
      description: 'Handmade stoneware mugs, bowls and plates, thrown and glazed in Portland.',
      canonical: `${BASE_URL}/`,
    });
    // The home collection at its own address says where it really lives.
    expect(headOf((await renderPath(demo, '/home')).html).canonical).toBe(`${BASE_URL}/`);
  });

  it('hands over to whatever type shows the home collection: a blog named home is a list', async () => {
    const journal = await demo.collection('journal');
    const rendered = await renderPath(demo, '/', { settings: { homeCollectionId: journal.id } });
    expect(rendered.pageType).toBe(PageType.mainContent);
    expect(headOf(rendered.html).canonical).toBe(`${BASE_URL}/`);
    expect(rendered.html).toContain('<body class="page-blog">');
  });

  it('falls back to the first collection when the settings name none, or one that is gone', async () => {
    for (const homeCollectionId of [null, '0123456789abcdef01234567']) {
      const outcome = await outcomeOf(demo, '/', { settings: { homeCollectionId } });
      expect(shownName(outcome)).toBe('page');
      expect(
        outcome.kind === 'show' && (outcome.data as { collection: { url_id: string } }).collection.url_id,
      ).toBe('home');
    }
  });

  it('is not found while the home collection is unpublished', async () => {
    const home = await demo.collection('home');
    const setState = (state: number) =>
      demo.db
        .updateTable('collections')
        .set({ publication_state: state })
        .where('website_id', '=', home.website_id)
        .where('id', '=', home.id)
        .execute();
    await setState(ItemPublicationState.draft);
    expect((await renderPath(demo, '/')).status).toBe(404);
    await setState(ItemPublicationState.published);
  });
});
