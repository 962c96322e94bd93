import { PageType } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { useDemoSite } from '../../../test/demo-site.ts';
import { ENGINES } from '../../../test/engines.ts';
import { contextOf } from '../../../test/harness.ts';
import { headOf, outcomeOf, renderPath, shownName } from '../test-support.ts';
import { splashPage } from './index.tsx';

describe('splash page (3)', () => {
  it('is only reached as the page type’s outcome, bare and cacheable', () => {
    expect(splashPage).toMatchObject({ pageType: PageType.splashPage, bare: true, cacheable: true });
    expect(splashPage.route).toBeUndefined();
  });
});

describe.each(ENGINES)('splash page (3) on %s', (engine) => {
  const demo = useDemoSite(engine);

  it('shows a page marked splash without the chrome, with its enter link', async () => {
    const contact = await demo.collection('contact');
    await demo.db
      .updateTable('collections')
      .set({ settings: JSON.stringify({ splash: true, enterHref: '/journal' }) })
      .where('website_id', '=', contact.website_id)
      .where('id', '=', contact.id)
      .execute();
    expect(shownName(await outcomeOf(demo, '/contact'))).toBe('splash');
    const rendered = await renderPath(demo, '/contact');
    expect(rendered).toMatchObject({ status: 200, pageType: PageType.splashPage, cacheable: true });
    expect(rendered.tags).toEqual(['site', `collection:${contact.id}`]);
    expect(rendered.html).toContain('<body class="page-splash">');
    expect(rendered.html).toContain('<a class="button button-primary" href="/journal">Enter site</a>');
    expect(rendered.html).not.toContain('class="site-header"');
    expect(rendered.html).not.toContain('class="site-footer"');
    expect(headOf(rendered.html).description).toBe('Write to the studio or plan a visit.');
    expect(contextOf(rendered.html)).toMatchObject({ pageType: 3, collectionId: contact.id });
  });
});
