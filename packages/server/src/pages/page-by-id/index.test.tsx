import { PageType } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { useDemoSite } from '../../../test/demo-site.ts';
import { ENGINES } from '../../../test/engines.ts';
import { pageRegistry } from '../registry.ts';
import { BASE_URL, headOf, renderPath } from '../test-support.ts';

describe('/pages/{id}: matching', () => {
  it('takes a 24-character hex id, nothing else', () => {
    expect(pageRegistry.match(['pages', '0123456789abcdef01234567'])).toMatchObject({
      entry: { name: 'page-by-id' },
      params: { id: '0123456789abcdef01234567' },
    });
    for (const id of ['short', '0123456789abcdef0123456z', '0123456789abcdef012345678']) {
      expect(pageRegistry.match(['pages', id]), id).toBeNull();
    }
  });
});

describe.each(ENGINES)('/pages/{id} on %s', (engine) => {
  const demo = useDemoSite(engine);

  it('shows the collection with that id as its own type would, canonical at its url id', async () => {
    const about = await demo.collection('about');
    const page = await renderPath(demo, `/pages/${about.id}`);
    expect(page).toMatchObject({ status: 200, pageType: PageType.page });
    expect(page.html).toContain('About the studio');
    expect(headOf(page.html).canonical).toBe(`${BASE_URL}/about`);
    const journal = await demo.collection('journal');
    expect((await renderPath(demo, `/pages/${journal.id.toUpperCase()}`)).pageType).toBe(
      PageType.mainContent,
    );
  });

  it('answers not found for an id that names nothing, and the lock screen for a protected page', async () => {
    expect((await renderPath(demo, '/pages/0123456789abcdef01234567')).status).toBe(404);
    const wholesale = await demo.collection('wholesale');
    expect((await renderPath(demo, `/pages/${wholesale.id}`)).status).toBe(401);
  });
});
