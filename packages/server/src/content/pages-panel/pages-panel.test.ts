// The pages panel's API on both engines: new pages from templates, copies, URLs (core's rule and
// uniqueness), settings in the published head, page passwords, the home page, the trash, and the
// navigation saved whole with a version, so two owners reordering at once lose nothing. Every
// change visitors can see drops the cached pages that showed it.
import { ItemPublicationState, invalidPageUrlMessage, TRASH_DAYS } from '@tessera/core';
import type { Section } from '@tessera/site';
import { describe, expect, it } from 'vitest';
import { ENGINES } from '../../../test/engines.ts';
import { demoPage, demoWebsite, useSignedInOwner, useTestApp } from '../../../test/suite.ts';
import { PageCache } from '../../render/cache.ts';
import { DEMO_EXPERIMENT_ID } from '../../seed/demo-experiment.ts';
import { loadLayout } from '../layouts/repository.ts';
import type { PageSummary } from '../schemas.ts';
import { HOME_STAYS_AVAILABLE } from '../service.ts';
import type { PageSettings, SiteNavigation } from './schemas.ts';
import {
  HOME_MUST_BE_AVAILABLE,
  NAVIGATION_STALE,
  NOT_AN_UPLOADED_IMAGE,
  ONLY_PAGES_DUPLICATE,
  PLACED_TWICE,
  urlTaken,
} from './service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(ENGINES)('the pages panel API on %s', (engine) => {
  const suite = useTestApp(engine);
  const owner = useSignedInOwner(suite);

  const create = (json: unknown) => owner().request('POST', '/api/config/pages', { json });
  const settings = (id: string, json: unknown) =>
    owner().request('PUT', `/api/config/pages/${id}/settings`, { json });
  const navigation = async () => (await owner().get('/api/config/navigation')).json() as SiteNavigation;
  const saveNavigation = (json: unknown) => owner().request('PUT', '/api/config/navigation', { json });
  const publish = (id: string) =>
    owner().request('PUT', `/api/config/pages/${id}`, {
      json: { publicationState: ItemPublicationState.published },
    });

  async function cached(path: string) {
    const website = await demoWebsite(suite.db);
    return suite.ctx.pageCache.get(PageCache.key(website.id, path));
  }

  /** Visits each path as a visitor, so it is in the page cache. */
  async function warm(...paths: string[]) {
    for (const path of paths) {
      expect((await suite.client().get(path)).statusCode, path).toBe(200);
      expect(await cached(path), path).toBeDefined();
    }
  }

  const headerLinks = (html: string) =>
    [...(html.match(/<header[\s\S]*?<\/header>/)?.[0] ?? '').matchAll(/<a[^>]*href="([^"]*)"[^>]*>([^<]*)</g)]
      .map((m) => m[2])
      .filter((label) => label && label !== 'Fern &amp; Kiln');

  const blockTypes = (sections: Section[]) =>
    sections.flatMap((s) => s.blocks).flatMap((b) => [b.type, ...(b.slots ?? []).flat().map((c) => c.type)]);

  describe('making a page', () => {
    it('makes a Hidden page from a template, its URL from its title, not linked, visitors see nothing', async () => {
      const response = await create({ title: 'Our Story', template: 'about' });
      expect(response.statusCode).toBe(200);
      const { page } = response.json() as { page: PageSummary };
      expect(page).toMatchObject({
        title: 'Our Story',
        urlId: 'our-story',
        type: 'page',
        publicationState: ItemPublicationState.draft,
        publicationLabel: 'Hidden',
        fullUrl: '/our-story',
        navigation: 'none',
      });
      const detail = (await owner().get(`/api/config/pages/${page.id}`)).json();
      expect(detail.layout.hasDraft).toBe(true);
      expect(blockTypes(detail.layout.sections)).toEqual(['heading', 'text', 'image']);
      expect(detail.layout.sections[0].blocks[0].data).toEqual({ text: 'Our Story', level: 1 });
      expect((await suite.client().get('/our-story')).statusCode).toBe(404);
      // Published, visitors see the template's content.
      expect((await publish(page.id)).statusCode).toBe(200);
      const visitor = await suite.client().get('/our-story');
      expect(visitor.statusCode).toBe(200);
      expect(visitor.body).toContain('<h1 class="block-heading">Our Story</h1>');
    });

    it("makes a page from a starter site's page, with the pictures and form it needs", async () => {
      const forms = async () => (await suite.db.selectFrom('forms').select('id').execute()).length;
      const before = await forms();
      const response = await create({ title: 'Book with us', template: 'restaurant-reservations' });
      expect(response.statusCode).toBe(200);
      const { page } = response.json() as { page: PageSummary };
      const detail = (await owner().get(`/api/config/pages/${page.id}`)).json();
      expect(blockTypes(detail.layout.sections)).toEqual(['heading', 'text', 'form', 'heading', 'text']);
      expect(detail.layout.sections[0].blocks[0].data).toEqual({ text: 'Book with us', level: 1 });
      // Its booking form is the site's own now, in the Forms screen and its inbox, named for the page.
      expect(await forms()).toBe(before + 1);
      const names = (await suite.db.selectFrom('forms').select('name').execute()).map((f) => f.name);
      expect(names).toContain('Table booking (Book with us)');
      expect((await publish(page.id)).statusCode).toBe(200);
      const visitor = await suite.client().get('/book-with-us');
      expect(visitor.body).toContain('Request a table');
      // A page with a picture stores it, once, under the starter's name.
      const story = (await create({ title: 'The people', template: 'studio-team' })).json()
        .page as PageSummary;
      expect((await publish(story.id)).statusCode).toBe(200);
      expect((await suite.client().get('/s/studio-teacher-ada.svg')).statusCode).toBe(200);
      expect((await create({ title: 'The people, again', template: 'studio-team' })).statusCode).toBe(200);
      // Buttons to the starter's other pages are left out: this site may not have them.
      const prices = (await create({ title: 'Class passes', template: 'studio-pricing' })).json()
        .page as PageSummary;
      const pricing = (await owner().get(`/api/config/pages/${prices.id}`)).json();
      expect(blockTypes(pricing.layout.sections)).not.toContain('button');
    });

    it('gives each template its blocks, and a second page of one title the next free URL', async () => {
      const first = (await create({ title: 'Visit us', template: 'contact' })).json().page as PageSummary;
      const second = (await create({ title: 'Visit us', template: 'landing' })).json().page as PageSummary;
      const blank = (await create({ title: 'Visit us', template: 'blank' })).json().page as PageSummary;
      expect([first.urlId, second.urlId, blank.urlId]).toEqual(['visit-us', 'visit-us-2', 'visit-us-3']);
      const sectionsOf = async (id: string) =>
        (await owner().get(`/api/config/pages/${id}`)).json().layout.sections as Section[];
      expect(blockTypes(await sectionsOf(first.id))).toEqual(['heading', 'text', 'button']);
      expect(blockTypes(await sectionsOf(second.id))).toEqual([
        'heading',
        'text',
        'columns',
        'heading',
        'text',
        'heading',
        'text',
      ]);
      expect(await sectionsOf(blank.id)).toEqual([]);
    });

    it('places a new page in the navigation asked for, shown to visitors once it is published', async () => {
      await warm('/about');
      const { page } = (await create({ title: 'Studio news', template: 'blank', navigation: 'main' })).json();
      expect(page.navigation).toBe('main');
      const nav = await navigation();
      expect(nav.main.at(-1)).toMatchObject({ kind: 'page', pageId: page.id, label: 'Studio news' });
      // Hidden: no link for visitors (it would lead to a not-found page).
      expect(headerLinks((await suite.client().get('/about')).body)).not.toContain('Studio news');
      expect((await publish(page.id)).statusCode).toBe(200);
      expect(await cached('/about')).toBeUndefined();
      expect(headerLinks((await suite.client().get('/about')).body)).toContain('Studio news');
    });

    it('refuses a missing title or an unknown template with 400 naming the field, making nothing', async () => {
      const before = (await owner().get('/api/config/pages')).json().pages.length;
      const untitled = await create({ title: '   ', template: 'blank' });
      expect(untitled.statusCode).toBe(400);
      expect(untitled.json().errors).toEqual({ title: 'Please enter a title.' });
      const unknown = await create({ title: 'Menu', template: 'shop' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().errors).toEqual({
        template: 'Choose one of the templates to start from.',
      });
      expect((await owner().get('/api/config/pages')).json().pages.length).toBe(before);
    });
  });

  describe('a page’s URL and settings', () => {
    it('refuses a bad URL with core’s message naming the value, and changes nothing', async () => {
      const about = await demoPage(suite.db, 'about');
      for (const bad of ['About Us', 'about/us', '-about', 'search', '']) {
        const response = await settings(about.id, { urlId: bad });
        expect(response.statusCode, bad).toBe(400);
        expect(response.json(), bad).toEqual({
          error: invalidPageUrlMessage(bad),
          errors: { urlId: `${bad} is not a valid page URL` },
        });
      }
      expect((await demoPage(suite.db, 'about')).url_id).toBe('about');
    });

    it('refuses a URL another page uses, naming that page', async () => {
      const about = await demoPage(suite.db, 'about');
      const response = await settings(about.id, { urlId: 'contact' });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ urlId: urlTaken('contact', 'Contact') });
      expect(response.json().errors.urlId).toBe(
        'The URL /contact is already used by the page “Contact”. Choose another.',
      );
    });

    it('moves a page to its new URL: the old one is not found and every cached link follows', async () => {
      const { page } = (await create({ title: 'Prices', template: 'blank', navigation: 'main' })).json();
      expect((await publish(page.id)).statusCode).toBe(200);
      await warm('/prices', '/shop');
      const response = await settings(page.id, { urlId: 'price-list' });
      expect(response.statusCode).toBe(200);
      expect((response.json().settings as PageSettings).urlId).toBe('price-list');
      expect(await cached('/shop')).toBeUndefined();
      expect((await suite.client().get('/prices')).statusCode).toBe(404);
      expect((await suite.client().get('/price-list')).statusCode).toBe(200);
      expect((await suite.client().get('/shop')).body).toContain('href="/price-list"');
    });

    it('puts the SEO title, description and social image in the published head', async () => {
      const about = await demoPage(suite.db, 'about');
      const image = await suite.db
        .selectFrom('assets')
        .selectAll()
        .where('website_id', '=', about.website_id)
        .where('content_type', 'like', 'image/%')
        .executeTakeFirstOrThrow();
      await warm('/about');
      const response = await settings(about.id, {
        seoTitle: 'Handmade stoneware from Fern & Kiln',
        seoDescription: 'Two potters, one gas kiln.',
        socialImage: { src: `/s/${image.name}`, width: 1, height: 1 },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().settings).toMatchObject({
        seoTitle: 'Handmade stoneware from Fern & Kiln',
        socialImage: { src: `/s/${image.name}`, width: image.width, height: image.height },
      });
      expect(await cached('/about')).toBeUndefined();
      const html = (await suite.client().get('/about')).body;
      expect(html).toContain('<title>Handmade stoneware from Fern &amp; Kiln</title>');
      expect(html).toContain('<meta name="description" content="Two potters, one gas kiln."/>');
      expect(html).toContain('<meta property="og:title" content="Handmade stoneware from Fern &amp; Kiln"/>');
      expect(html).toMatch(new RegExp(`<meta property="og:image" content="http://[^"]+/s/${image.name}"/>`));
      // Emptied, the page's own title comes back.
      expect((await settings(about.id, { seoTitle: '', socialImage: null })).statusCode).toBe(200);
      const plain = (await suite.client().get('/about')).body;
      expect(plain).toContain('<title>About — Fern &amp; Kiln</title>');
      expect(plain).not.toContain('og:image');
    });

    it('refuses an image that is no upload of the site, and an SEO title over its limit', async () => {
      const about = await demoPage(suite.db, 'about');
      const stranger = await settings(about.id, {
        socialImage: { src: '/s/nothing.png', width: 5, height: 5 },
      });
      expect(stranger.statusCode).toBe(400);
      expect(stranger.json().errors).toEqual({ socialImage: NOT_AN_UPLOADED_IMAGE });
      const long = await settings(about.id, { seoTitle: 'x'.repeat(101) });
      expect(long.statusCode).toBe(400);
      expect(long.json().errors).toEqual({ seoTitle: 'An SEO title is at most 100 characters.' });
    });

    it('locks a page behind its password and takes the lock away', async () => {
      const { page } = (await create({ title: 'Trade', template: 'contact' })).json();
      expect((await publish(page.id)).statusCode).toBe(200);
      await warm('/trade');
      const locked = await settings(page.id, { password: 'clay-and-ash' });
      expect(locked.statusCode).toBe(200);
      expect(locked.json().settings.hasPassword).toBe(true);
      const stored = await demoPage(suite.db, 'trade');
      expect(stored.password_hash).toMatch(/^scrypt/);
      expect(stored.password_hash).not.toContain('clay-and-ash');
      const visitor = await suite.client().get('/trade');
      expect(visitor.statusCode).toBe(401);
      expect(visitor.body).toContain('This page is password protected.');
      expect((await settings(page.id, { password: null })).json().settings.hasPassword).toBe(false);
      expect((await suite.client().get('/trade')).statusCode).toBe(200);
    });

    it('renames a page: its navigation link and search follow', async () => {
      const contact = await demoPage(suite.db, 'contact');
      await warm('/shop');
      const response = await settings(contact.id, { title: 'Say hello' });
      expect(response.statusCode).toBe(200);
      expect(await cached('/shop')).toBeUndefined();
      expect(headerLinks((await suite.client().get('/shop')).body)).toContain('Say hello');
      expect((await suite.client().get('/search?q=hello')).body).toContain('Say hello');
    });
  });

  describe('the home page', () => {
    it('makes an Available page the home page: / shows it, cached pages follow', async () => {
      const about = await demoPage(suite.db, 'about');
      const home = await demoPage(suite.db, 'home');
      // The demo's split test keeps the home page cached per variant: stopped, it is one page again.
      await owner().request('PUT', `/api/config/experiments/${DEMO_EXPERIMENT_ID}`, {
        json: { move: 'stop' },
      });
      await warm('/', '/shop');
      const response = await owner().request('POST', `/api/config/pages/${about.id}/home`);
      expect(response.statusCode).toBe(200);
      const pages = response.json().pages as PageSummary[];
      expect(pages.find((p) => p.id === about.id)?.fullUrl).toBe('/');
      expect(pages.find((p) => p.id === home.id)?.fullUrl).toBe('/home');
      expect(await cached('/')).toBeUndefined();
      expect(await cached('/shop')).toBeUndefined();
      expect((await suite.client().get('/')).body).toContain('About the studio');
      // The home page cannot go to the trash or be hidden while it is home.
      const trash = await owner().request('PUT', `/api/config/pages/${about.id}`, {
        json: { publicationState: ItemPublicationState.deleted },
      });
      expect(trash.statusCode).toBe(400);
      expect(trash.json().errors).toEqual({ publicationState: HOME_STAYS_AVAILABLE });
      expect((await owner().request('POST', `/api/config/pages/${home.id}/home`)).statusCode).toBe(200);
    });

    it('refuses a Hidden page as the home page', async () => {
      const workshops = await demoPage(suite.db, 'workshops');
      const response = await owner().request('POST', `/api/config/pages/${workshops.id}/home`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: HOME_MUST_BE_AVAILABLE,
        errors: { id: HOME_MUST_BE_AVAILABLE },
      });
    });
  });

  describe('duplicating', () => {
    it('copies a page: “(copy)”, a free URL, Hidden, not linked, its sections and draft with new ids', async () => {
      const about = await demoPage(suite.db, 'about');
      const website = await demoWebsite(suite.db);
      const response = await owner().request('POST', `/api/config/pages/${about.id}/duplicate`);
      expect(response.statusCode).toBe(200);
      const copy = response.json().page as PageSummary;
      expect(copy).toMatchObject({
        title: 'About (copy)',
        urlId: 'about-copy',
        publicationLabel: 'Hidden',
        navigation: 'none',
      });
      const again = (await owner().request('POST', `/api/config/pages/${about.id}/duplicate`)).json().page;
      expect(again.urlId).toBe('about-copy-2');
      const original = await loadLayout(suite.db, website.id, about.layout_id);
      const copied = await loadLayout(
        suite.db,
        website.id,
        (await demoPage(suite.db, 'about-copy')).layout_id,
      );
      const ids = (sections: unknown) =>
        (sections as Section[]).flatMap((s) => [s.id, ...s.blocks.map((b) => b.id)]);
      expect(blockTypes(copied?.sections as Section[])).toEqual(blockTypes(original?.sections as Section[]));
      expect(ids(copied?.sections).filter((id) => ids(original?.sections).includes(id))).toEqual([]);
      expect((await suite.client().get('/about-copy')).statusCode).toBe(404);
    });

    it('refuses to copy a blog', async () => {
      const journal = await demoPage(suite.db, 'journal');
      const response = await owner().request('POST', `/api/config/pages/${journal.id}/duplicate`);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ id: ONLY_PAGES_DUPLICATE });
    });
  });

  describe('the trash', () => {
    it('lists a trashed page with its days left, and restores it Hidden', async () => {
      const { page } = (await create({ title: 'Old offer', template: 'blank' })).json();
      const trash = await owner().request('PUT', `/api/config/pages/${page.id}`, {
        json: { publicationState: ItemPublicationState.deleted },
      });
      expect(trash.statusCode).toBe(200);
      const listed = (await owner().get('/api/config/trash')).json().pages;
      expect(listed[0]).toMatchObject({
        id: page.id,
        title: 'Old offer',
        urlId: 'old-offer',
        daysLeft: TRASH_DAYS,
      });
      // Ten days on, twenty are left.
      const website = await demoWebsite(suite.db);
      await suite.db
        .updateTable('collections')
        .set({ deleted_at: Date.now() - 10 * DAY_MS })
        .where('website_id', '=', website.id)
        .where('id', '=', page.id)
        .execute();
      const later = (await owner().get('/api/config/trash')).json().pages;
      expect(later.find((p: { id: string }) => p.id === page.id).daysLeft).toBe(TRASH_DAYS - 10);
      const restore = await owner().request('PUT', `/api/config/pages/${page.id}`, {
        json: { publicationState: ItemPublicationState.draft },
      });
      expect(restore.json().page.publicationLabel).toBe('Hidden');
      const after = (await owner().get('/api/config/trash')).json().pages;
      expect(after.map((p: { id: string }) => p.id)).not.toContain(page.id);
    });
  });

  describe('the navigation', () => {
    const refs = (links: SiteNavigation['main']) =>
      links.map((l) => (l.kind === 'page' ? { kind: 'page', id: l.pageId } : { kind: 'link', id: l.id }));

    it('reads the main and footer navigation in order and the pages in neither', async () => {
      const nav = await navigation();
      expect(nav.version).toBeGreaterThanOrEqual(1);
      expect(nav.main.map((l) => l.label).slice(0, 2)).toEqual(['Home', 'Shop']);
      expect(nav.footer.map((l) => l.label)).toContain('Wholesale');
      expect(nav.notLinked.map((p) => p.title)).toContain('Winter workshops');
    });

    it('saves a new order: visitors see it at once, a page left out is not linked', async () => {
      await warm('/about', '/shop');
      const nav = await navigation();
      const main = refs(nav.main);
      const shop = main.splice(1, 1);
      const about = await demoPage(suite.db, 'about');
      const withoutAbout = main.filter((r) => r.id !== about.id);
      const response = await saveNavigation({
        version: nav.version,
        main: [...withoutAbout.reverse()],
        footer: [...refs(nav.footer), ...shop],
      });
      expect(response.statusCode).toBe(200);
      const saved = response.json() as SiteNavigation;
      expect(saved.version).toBe(nav.version + 1);
      expect(saved.footer.at(-1)).toMatchObject({ kind: 'page', label: 'Shop' });
      expect(saved.notLinked.map((p) => p.id)).toContain(about.id);
      expect(await cached('/about')).toBeUndefined();
      expect(await cached('/shop')).toBeUndefined();
      const labels = headerLinks((await suite.client().get('/shop')).body);
      expect(labels).toEqual(saved.main.map((l) => l.label.replace('&', '&amp;')));
      expect(labels).not.toContain('Shop');
      // Put back as it was.
      expect(
        (await saveNavigation({ version: saved.version, main: refs(nav.main), footer: refs(nav.footer) }))
          .statusCode,
      ).toBe(200);
    });

    it('refuses a save from an older version with 409, and a page placed twice or unknown with 400', async () => {
      const nav = await navigation();
      const stale = await saveNavigation({ version: nav.version - 1 || 99, main: [], footer: [] });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toEqual({ error: NAVIGATION_STALE });
      const [first] = refs(nav.main);
      const twice = await saveNavigation({ version: nav.version, main: [first], footer: [first] });
      expect(twice.statusCode).toBe(400);
      expect(twice.json().errors).toEqual({ main: PLACED_TWICE });
      const unknown = await saveNavigation({
        version: nav.version,
        main: [{ kind: 'page', id: '0'.repeat(24) }],
        footer: [],
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().errors).toEqual({ 'main.0.id': 'This page or link does not exist.' });
      expect(await navigation()).toEqual(nav);
    });

    it('lands exactly one of two reorders of one version made at the same moment, losing nothing', async () => {
      for (let round = 0; round < 10; round++) {
        const nav = await navigation();
        const orders = [
          refs(nav.main).reverse(),
          [...refs(nav.main).slice(1), ...refs(nav.main).slice(0, 1)],
        ];
        const answers = await Promise.all(
          orders.map((main) => saveNavigation({ version: nav.version, main, footer: refs(nav.footer) })),
        );
        expect(answers.map((a) => a.statusCode).sort(), `round ${round}`).toEqual([200, 409]);
        const winner = answers.findIndex((a) => a.statusCode === 200);
        const after = await navigation();
        expect(after.version).toBe(nav.version + 1);
        expect(refs(after.main)).toEqual(orders[winner]);
        expect(after.main).toHaveLength(nav.main.length);
      }
    });

    it('refuses a reorder read before a new page was placed, so the new link is not lost', async () => {
      const nav = await navigation();
      const { page } = (
        await create({ title: 'Late arrival', template: 'blank', navigation: 'footer' })
      ).json();
      const response = await saveNavigation({
        version: nav.version,
        main: refs(nav.main),
        footer: refs(nav.footer),
      });
      expect(response.statusCode).toBe(409);
      expect((await navigation()).footer.map((l) => (l.kind === 'page' ? l.pageId : l.id))).toContain(
        page.id,
      );
    });
  });
});
