import { PageType } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { useDemoSite } from '../../../test/demo-site.ts';
import { ENGINES } from '../../../test/engines.ts';
import { contextOf } from '../../../test/harness.ts';
import { defineAddress, route } from '../define.ts';
import { PAGE_TYPES } from '../registry.ts';
import { PageRegistry } from '../router.ts';
import { renderPath } from '../test-support.ts';
import { errorPage } from './index.tsx';

/** The site's registry and an address whose load fails. */
const failing = new PageRegistry([
  ...PAGE_TYPES,
  defineAddress({
    name: 'failing',
    route: route({
      path: '/failing',
      params: {},
      load: async () => {
        throw new Error('secret detail at failing.ts:1');
      },
    }),
  }),
]);

describe('error (101)', () => {
  it('is only reached through the render, with status 500', () => {
    expect(errorPage).toMatchObject({ pageType: PageType.error, status: 500, cacheable: false });
    expect(errorPage.route).toBeUndefined();
  });
});

describe.each(ENGINES)('error (101) on %s', (engine) => {
  const demo = useDemoSite(engine);

  it('is what a failing page becomes: status 500, the failure reported, no detail shown', async () => {
    const rendered = await renderPath(demo, '/failing', { registry: failing });
    expect(rendered).toMatchObject({ status: 500, pageType: PageType.error, cacheable: false });
    expect(rendered.tags).toEqual(['site']);
    expect(rendered.errors).toHaveLength(1);
    expect(String(rendered.errors[0])).toContain('secret detail');
    expect(rendered.html).toContain('Something went wrong');
    expect(rendered.html).not.toContain('secret detail');
    expect(rendered.html).not.toMatch(/at \w+ \(/);
    expect(contextOf(rendered.html).pageType).toBe(PageType.error);
    // Nothing more is read from the database for it: the chrome is the site's title alone.
    expect(rendered.html).toContain('<a class="site-title" href="/">Fern &amp; Kiln</a>');
    expect(rendered.html).not.toContain('aria-label="Main"');
  });
});
