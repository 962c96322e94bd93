// The config API's writes keep the search index current: what an owner saves is what visitors find.
import { ItemPublicationState } from '@tessera/core';
import type { Block } from '@tessera/site';
import { describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.ts';
import { demoPage, useTestApp } from '../../test/suite.ts';

describe.each(ENGINES)('search after config writes on %s', (engine) => {
  const suite = useTestApp(engine);

  const results = async (q: string) => {
    const html = (await suite.client().get(`/search?q=${encodeURIComponent(q)}`)).body;
    const list = html.match(/<ul class="entry-list">.*?<\/ul>/s)?.[0] ?? '';
    return [...list.matchAll(/<h2 class="entry-title"><a href="([^"]+)"/g)].map((m) => m[1]);
  };

  it('finds a page by its new title, and no longer once it is hidden', async () => {
    const owner = suite.client();
    expect((await owner.signIn()).statusCode).toBe(200);
    const about = await demoPage(suite.db, 'about');
    const put = (json: unknown) => owner.request('PUT', `/api/config/pages/${about.id}`, { json });
    expect((await put({ title: 'About the narwhal studio' })).statusCode).toBe(200);
    expect(await results('narwhal')).toEqual(['/about']);
    expect((await put({ publicationState: ItemPublicationState.draft })).statusCode).toBe(200);
    expect(await results('narwhal')).toEqual([]);
    expect((await put({ title: 'About', publicationState: ItemPublicationState.published })).statusCode).toBe(
      200,
    );
    expect(await results('narwhal')).toEqual([]);
  });

  it('finds a page by the new text of one of its blocks, and not by its style choices', async () => {
    const owner = suite.client();
    expect((await owner.signIn()).statusCode).toBe(200);
    const about = await demoPage(suite.db, 'about');
    const put = (json: unknown) => owner.request('PUT', `/api/config/pages/${about.id}`, { json });
    const { layout } = (await owner.get(`/api/config/pages/${about.id}`)).json() as {
      layout: { version: number; sections: { blocks: Block[] }[] };
    };
    const sections = layout.sections.map((section) => ({
      ...section,
      blocks: section.blocks.map((block) =>
        block.type === 'text'
          ? { ...block, data: { html: '<p>Our <em>capybara</em> keeps the studio calm.</p>' } }
          : block,
      ),
    }));
    expect(await results('capybara')).toEqual([]);
    const response = await owner.request('PUT', `/api/config/layouts/${about.layout_id}`, {
      json: { version: layout.version, sections },
    });
    expect(response.statusCode).toBe(200);
    // A draft is not what visitors find; publishing it is.
    expect(await results('capybara')).toEqual([]);
    expect((await put({ publicationState: ItemPublicationState.published })).statusCode).toBe(200);
    expect(await results('capybara')).toEqual(['/about']);
    // A section's theme or width is no word on the page.
    expect(await results('padding')).toEqual([]);
  });
});
