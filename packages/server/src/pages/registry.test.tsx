// The registry: one line per page type, and a page type added to it is routed — proved with a tiny
// test-only page type served through the real HTTP route.
import { PageType } from '@tessera/core';
import { afterEach, describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.ts';
import { contextOf } from '../../test/harness.ts';
import { demoWebsite, useTestApp } from '../../test/suite.ts';
import { publishSiteChange } from '../content/publish.ts';
import { PageCache } from '../render/cache.ts';
import { Tags } from '../shared/cache-tags.ts';
import { definePageType, route } from './define.ts';
import { type Outcome, show } from './outcome.ts';
import { PAGE_TYPES, pageRegistry, pageTypeServing, SPEC_NUMBER_ALIASES } from './registry.ts';
import { PageRegistry } from './router.ts';

/** A page type as a new folder would define it: number, route, load, component, tags. */
const probe = definePageType<{ greeting: string }>({
  name: 'probe-received',
  // A number no page type has yet (donations come with their issue).
  pageType: PageType.donate,
  route: route({
    path: '/received',
    params: {},
    // Typed, because the type refers to itself: TypeScript cannot infer a self-reference.
    load: async (): Promise<Outcome> => show(probe, { greeting: 'Your order was received.' }),
  }),
  cacheable: true,
  tags: () => [Tags.collections],
  head: () => ({ title: 'Received', description: 'What you bought.' }),
  render: ({ greeting }) => <p className="probe">{greeting}</p>,
});

describe('the page registry', () => {
  it('has one page type per spec number it shows', () => {
    const numbers = pageRegistry.pageTypes().map((t) => t.pageType);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(numbers.sort((a, b) => a - b)).toEqual([
      PageType.mainContent,
      PageType.page,
      PageType.splashPage,
      PageType.contentItem,
      PageType.notFound,
      PageType.error,
      PageType.search,
      PageType.lockScreen,
      PageType.popupOverlay,
      PageType.protectedContent,
      PageType.memberAreaAccessDenied,
      PageType.showCart,
      PageType.checkout,
      PageType.orderConfirmed,
      PageType.orderReceived,
      PageType.newsletterUnsubscribe,
      PageType.commerceEmailPreview,
    ]);
    expect(pageRegistry.names).toEqual(PAGE_TYPES.map((entry) => entry.name));
  });

  it("spec 1 §2: 'show cart 200 … commerce cart v2 205': the one cart, /cart, is what 205 names", () => {
    expect(pageTypeServing(PageType.commerceCartV2)?.name).toBe('cart');
    expect(pageTypeServing(PageType.showCart)?.name).toBe('cart');
    expect(pageRegistry.match(['cart'])?.entry.name).toBe('cart');
    // An alias never names a number a page type has as its own.
    for (const number of SPEC_NUMBER_ALIASES.keys())
      expect(pageRegistry.pageTypes().some((entry) => entry.pageType === number)).toBe(false);
    expect(pageTypeServing(PageType.donate)).toBeUndefined();
  });

  it('routes a path to the most specific route, whatever the order they were added in', () => {
    const registry = new PageRegistry(PAGE_TYPES);
    expect(registry.match(['received'])?.entry.name).toBe('collection');
    registry.add(probe);
    expect(registry.match(['received'])?.entry.name).toBe('probe-received');
    expect(registry.match(['receiveds'])?.entry.name).toBe('collection');
  });

  it('refuses a second page type with a name, a number or the same paths', () => {
    const registry = new PageRegistry(PAGE_TYPES);
    expect(() => registry.add({ ...probe, name: 'search' })).toThrow(/registered twice/);
    expect(() => registry.add({ ...probe, pageType: PageType.search })).toThrow(/share the number 102/);
    const shadow = route({
      path: '/:anything',
      params: { anything: () => true },
      load: async () => show(probe, { greeting: '' }),
    });
    expect(() => registry.add({ ...probe, route: shadow })).toThrow(/match the same paths/);
  });

  it('refuses a page type both cached for everyone and handing out the crumb', () => {
    expect(() =>
      definePageType({
        name: 'bad',
        pageType: PageType.checkout,
        cacheable: true,
        needsCrumb: true,
        head: () => ({ title: '' }),
        render: () => null,
      }),
    ).toThrow(/cacheable and need the crumb/);
  });
});

describe.each(ENGINES)('a page type added to the registry on %s', (engine) => {
  const t = useTestApp(engine);
  let remove: (() => void) | undefined;
  afterEach(() => remove?.());

  it('is routed, rendered inside the chrome, cached with its tags, and gone when removed', async () => {
    remove = pageRegistry.add(probe);
    const client = t.client();
    const response = await client.get('/received');
    expect(response.statusCode).toBe(200);
    expect(contextOf(response.body).pageType).toBe(PageType.donate);
    expect(response.body).toContain('<p class="probe">Your order was received.</p>');
    expect(response.body).toContain('<title>Received — Fern &amp; Kiln</title>');
    expect(response.body).toContain('class="site-header"');
    expect(response.headers.etag).toBeTruthy();
    expect(response.cookies).toEqual([]);
    const website = await demoWebsite(t.db);
    const cached = t.ctx.pageCache.get(PageCache.key(website.id, '/received'));
    expect(cached?.tags).toEqual(['site', 'collections']);
    remove();
    remove = undefined;
    // Published again (as any change does), the path is asked for anew: nothing is there now.
    await publishSiteChange(t.ctx, website.id, ['site']);
    expect((await client.get('/received')).statusCode).toBe(404);
  });
});
