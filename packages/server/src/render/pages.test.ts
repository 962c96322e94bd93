import { ItemPublicationState, PageType } from '@tessera/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.ts';
import { APP_DOMAIN, Client, contextOf, DEMO_HOST, startTestApp, type TestApp } from '../../test/harness.ts';
import { demoWebsite, useTestApp } from '../../test/suite.ts';
import { publishSiteChange } from '../content/publish.ts';
import { headOf } from '../pages/test-support.ts';

describe.each(ENGINES)('published pages on %s', (engine) => {
  // Fails any test whose requests got a 5xx: nothing a visitor asks for may reach one.
  const t = useTestApp(engine);
  /** A change to the whole site (its record and chrome): every cached page of it goes, the host is looked up afresh. */
  const publishDemo = async () => publishSiteChange(t.ctx, (await demoWebsite(t.db)).id, ['site']);

  it('renders the demo home with its site context and the runtime script', async () => {
    const response = await new Client(t.app).get('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toMatch(/^<!DOCTYPE html>/);
    expect(response.body).toContain('Everyday pottery, made slowly');
    const context = contextOf(response.body);
    expect(context.pageType).toBe(PageType.page);
    expect(context.authenticatedAccount).toBeNull();
    expect(context.appDomain).toBe(APP_DOMAIN);
    expect(context).toMatchObject({
      website: { identifier: 'demo', developerMode: false, cloneable: false, siteStatus: { value: 3 } },
      websiteSettings: { useEscapeKeyToLogin: true },
    });
    expect(Object.keys(context)).toEqual(
      expect.arrayContaining([
        'websiteSettings',
        'pageType',
        'collection',
        'item',
        'collectionId',
        'itemId',
        'websiteRoles',
      ]),
    );
    expect(response.body).toContain('<script type="module" src="/static/site/main.js">');
  });

  it('gives a collection page type 1, an item 50 and a page 2', async () => {
    const client = new Client(t.app);
    const journal = await client.get('/journal');
    expect(contextOf(journal.body).pageType).toBe(PageType.mainContent);
    expect(journal.body).toContain('Chasing a plum glaze for two years');
    const post = await client.get('/journal/chasing-plum');
    expect(post.statusCode).toBe(200);
    const context = contextOf(post.body) as { pageType: number; itemId: string; item: { fullUrl: string } };
    expect(context.pageType).toBe(PageType.contentItem);
    expect(context.item.fullUrl).toBe('/journal/chasing-plum');
    const about = await client.get('/about/');
    expect(contextOf(about.body).pageType).toBe(PageType.page);
  });

  it('serves a page by its 24-character id under /pages/', async () => {
    const about = await new Client(t.app).get('/about');
    const { collectionId } = contextOf(about.body) as { collectionId: string };
    const byId = await new Client(t.app).get(`/pages/${collectionId}`);
    expect(byId.statusCode).toBe(200);
    expect(byId.body).toContain('About the studio');
    expect((await new Client(t.app).get('/pages/not-an-id')).statusCode).toBe(404);
  });

  it('answers an unknown path with the not-found page, status 404 and the missing path', async () => {
    const response = await new Client(t.app).get('/no/such/page-here');
    expect(response.statusCode).toBe(404);
    const context = contextOf(response.body);
    expect(context.pageType).toBe(PageType.notFound);
    expect(context.notFoundPath).toBe('/no/such/page-here');
    expect(response.body).toContain('Page not found');
    // A malformed escape is refused before routing, as a 400, never a 500.
    expect((await new Client(t.app).get('/%E0%A4%A')).statusCode).toBe(400);
  });

  it('hides a draft page, and a scheduled page (no publication time yet), from visitors', async () => {
    expect((await new Client(t.app).get('/workshops')).statusCode).toBe(404);
    await t.ctx.db
      .updateTable('collections')
      .set({ publication_state: ItemPublicationState.scheduled })
      .where('url_id', '=', 'workshops')
      .execute();
    await publishDemo();
    expect((await new Client(t.app).get('/workshops')).statusCode).toBe(404);
  });

  it('shows products with formatted prices, sold-out state and product types', async () => {
    const shop = await new Client(t.app).get('/shop');
    expect(shop.body).toContain('Everyday Mug');
    expect(shop.body).toContain('From $38.00');
    expect(shop.body).toContain('$12.00');
    expect(shop.body).toContain('Sold out');
    expect(shop.body).toContain('Gift card');
    const bowl = await new Client(t.app).get('/shop/serving-bowl');
    expect(bowl.body).toContain('Sold out');
  });

  it('searches titles, excerpts and block text on /search, page type 102, matches marked', async () => {
    const response = await new Client(t.app).get('/search?q=plum');
    expect(contextOf(response.body).pageType).toBe(PageType.search);
    expect(response.body).toContain('Chasing a <mark>plum</mark> glaze');
    // Found by the text of its blocks only.
    const blocks = await new Client(t.app).get('/search?q=manganese');
    expect(blocks.body).toContain('href="/journal/chasing-plum"');
    expect(blocks.body).toContain('<mark>Manganese</mark> and a little cobalt');
    const none = await new Client(t.app).get('/search?q=zzzz-nothing');
    expect(none.body).toContain('No results for');
  });

  it("never lists a draft or password-protected page in a visitor's search", async () => {
    // Their titles, and words found only in their blocks.
    for (const q of ['workshops', 'wholesale', 'announced', 'trade prices']) {
      const response = await new Client(t.app).get(`/search?q=${encodeURIComponent(q)}`);
      expect(response.statusCode).toBe(200);
      const results = response.body.match(/<ul class="entry-list">.*?<\/ul>/s)?.[0] ?? '';
      expect(results, q).not.toMatch(/href="\/(workshops|wholesale)"/);
    }
    for (const q of ['announced', 'trade prices']) {
      expect((await new Client(t.app).get(`/search?q=${encodeURIComponent(q)}`)).body).toContain(
        'No results for',
      );
    }
  });

  it('links the home page at the site root, collections at their url ids, and marks the current one', async () => {
    const home = await new Client(t.app).get('/');
    expect(home.body).toContain('<a href="/" aria-current="page">Home</a>');
    expect(home.body).toContain('<a href="/journal">Journal</a>');
    expect(home.body).toContain('<a href="/wholesale">Wholesale</a>');
    expect(home.body).toContain('<a href="/search">Search</a>');
    const post = await new Client(t.app).get('/journal/chasing-plum');
    expect(post.body).toContain('<a href="/journal" aria-current="page">Journal</a>');
    expect(post.body).toContain('<a href="/">Home</a>');
  });

  it('escapes user content and keeps the context script closed', async () => {
    const about = await new Client(t.app).get('/about');
    const { collectionId } = contextOf(about.body) as { collectionId: string };
    await t.ctx.db
      .updateTable('collections')
      .set({ title: '</script><script>alert(1)</script>' })
      .where('id', '=', collectionId)
      .execute();
    await publishDemo();
    const response = await new Client(t.app).get('/about');
    expect(response.body).not.toContain('<script>alert(1)</script>');
    expect((contextOf(response.body) as { collection: { title: string } }).collection.title).toBe(
      '</script><script>alert(1)</script>',
    );
  });

  it('serves uploaded files under /s/ and 404s unknown ones', async () => {
    const client = new Client(t.app);
    const image = await client.get('/s/studio-hills.svg');
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/svg+xml');
    expect(image.body).toContain('<svg');
    expect((await client.get('/s/missing.png')).statusCode).toBe(404);
    expect((await client.get('/s/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(404);
  });

  it('answers an unknown host with a clear 404 page', async () => {
    const response = await new Client(t.app, `nosuchsite.${APP_DOMAIN}`).get('/');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('No site here');
    const other = await new Client(t.app, 'example.org').get('/');
    expect(other.statusCode).toBe(404);
  });

  it('serves a custom domain mapped to the site', async () => {
    const { id } = await t.ctx.db
      .selectFrom('websites')
      .select('id')
      .where('identifier', '=', 'demo')
      .executeTakeFirstOrThrow();
    await t.ctx.db
      .insertInto('website_domains')
      .values({ website_id: id, domain: 'www.fernandkiln.test' })
      .execute();
    t.ctx.hosts.forget();
    const response = await new Client(t.app, 'www.fernandkiln.test').get('/journal');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Journal');
  });

  it('caches visitor pages per site version and serves 304 for a matching ETag', async () => {
    const client = new Client(t.app);
    const first = await client.get('/gallery');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await client.get('/gallery', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    const gz = await client.get('/gallery', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
  });

  it('answers other spellings of a page without caching each of them, all naming one canonical address', async () => {
    const client = new Client(t.app);
    const { canonical } = headOf((await client.get('/about')).body);
    expect(canonical).toMatch(/\/about$/);
    const cached = t.ctx.pageCache.size;
    // The trailing slash among them: gallery history writes a page's address with one (widgets spec).
    for (const spelling of ['/about/', '/ABOUT', '/About', '/%61bout', '//about']) {
      const response = await client.get(spelling);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('About the studio');
      expect(headOf(response.body).canonical).toBe(canonical);
    }
    expect(t.ctx.pageCache.size).toBe(cached);
  });

  it('reads one value of a repeated query key instead of failing', async () => {
    const response = await new Client(t.app).get('/search?q=plum&q=mug');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Chasing a <mark>plum</mark> glaze');
  });

  it('shows a page marked as the splash page with page type 3 and an enter link', async () => {
    const about = await new Client(t.app).get('/contact');
    const { collectionId } = contextOf(about.body) as { collectionId: string };
    await t.ctx.db
      .updateTable('collections')
      .set({ settings: JSON.stringify({ splash: true, enterHref: '/journal' }) })
      .where('id', '=', collectionId)
      .execute();
    await publishDemo();
    const splash = await new Client(t.app).get('/contact');
    expect(contextOf(splash.body).pageType).toBe(PageType.splashPage);
    expect(splash.body).toContain('href="/journal"');
    expect(splash.body).not.toContain('class="site-header"');
  });

  it('hands out a crumb cookie only with a page whose form posts back (the lock screen)', async () => {
    const client = new Client(t.app, DEMO_HOST);
    for (const path of ['/', '/journal', '/journal/chasing-plum', '/search?q=plum', '/no-such-page']) {
      const response = await client.get(path);
      expect(response.cookies, path).toEqual([]);
    }
    expect(client.crumb).toBeUndefined();
    await client.get('/wholesale');
    expect(client.crumb).toMatch(/^[\w-]+\.[\w-]+$/);
  });
});

describe.each(ENGINES)('a page that fails to render on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(() => t.close());

  it('becomes the error page: status 500, page type 101, no stack', async () => {
    await t.ctx.db.schema.dropTable('navigation').execute();
    const response = await new Client(t.app).get('/about');
    expect(response.statusCode).toBe(500);
    expect(contextOf(response.body).pageType).toBe(PageType.error);
    expect(response.body).toContain('Something went wrong');
    expect(response.body).not.toMatch(/navigation|at \w+ \(/);
  });
});
