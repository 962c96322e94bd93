// The config area's pages API: list, read, change a page's title and publication. Every change is
// live for visitors at once; bad input is refused field by field and changes nothing.
import { describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.ts';
import { contextOf } from '../../test/harness.ts';
import { demoPage, demoWebsite, useSignedInOwner, useTestApp } from '../../test/suite.ts';
import { loadLayout } from '../content/layouts/repository.ts';
import { createAccount } from '../identity/accounts.ts';

describe.each(ENGINES)('config pages API on %s', (engine) => {
  const suite = useTestApp(engine);
  const owner = useSignedInOwner(suite);

  const putPage = (id: string, json: unknown) => owner().request('PUT', `/api/config/pages/${id}`, { json });

  describe('reading', () => {
    it('lists the pages with their publication labels for the owner', async () => {
      const response = await owner().get('/api/config/pages');
      expect(response.statusCode).toBe(200);
      const { pages } = response.json() as { pages: Record<string, unknown>[] };
      const byUrl = new Map(pages.map((p) => [p.urlId, p]));
      expect([...byUrl.keys()]).toEqual(
        expect.arrayContaining(['home', 'about', 'journal', 'shop', 'gallery', 'wholesale', 'workshops']),
      );
      const about = await demoPage(suite.db, 'about');
      expect(byUrl.get('about')).toEqual({
        id: about.id,
        title: 'About',
        urlId: 'about',
        type: 'page',
        publicationState: 1,
        publicationLabel: 'Available',
        publishAt: null,
        fullUrl: '/about',
        navigation: 'main',
      });
      expect(byUrl.get('workshops')).toMatchObject({ publicationState: 4, publicationLabel: 'Hidden' });
      expect(byUrl.get('journal')).toMatchObject({ type: 'blog', publicationLabel: 'Available' });
      expect(byUrl.get('wholesale')).toMatchObject({ navigation: 'footer' });
    });

    it('answers a signed-out visitor with 401 and loginRequired', async () => {
      const response = await suite.client().get('/api/config/pages');
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'Please sign in.', loginRequired: true });
      const about = await demoPage(suite.db, 'about');
      expect((await suite.client().get(`/api/config/pages/${about.id}`)).statusCode).toBe(401);
      const put = await suite
        .client()
        .request('PUT', `/api/config/pages/${about.id}`, { json: { title: 'x' } });
      expect(put.statusCode).toBe(401);
      expect((await demoPage(suite.db, 'about')).title).toBe('About');
    });

    it('answers an account with no role on the site with 403', async () => {
      await createAccount(suite.db, {
        email: 'stranger@example.com',
        password: 'stranger password',
        displayName: 'Stranger',
      });
      const stranger = suite.client();
      expect((await stranger.signIn('stranger@example.com', 'stranger password')).statusCode).toBe(200);
      const response = await stranger.get('/api/config/pages');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: 'You do not have permission to do this.' });
      const about = await demoPage(suite.db, 'about');
      const put = await stranger.request('PUT', `/api/config/pages/${about.id}`, { json: { title: 'Mine' } });
      expect(put.statusCode).toBe(403);
      expect((await demoPage(suite.db, 'about')).title).toBe('About');
    });

    it('reads one page with its layout: id, version and sections of blocks', async () => {
      const about = await demoPage(suite.db, 'about');
      const response = await owner().get(`/api/config/pages/${about.id}`);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.page).toMatchObject({ id: about.id, title: 'About', publicationLabel: 'Available' });
      const stored = await loadLayout(suite.db, (await demoWebsite(suite.db)).id, about.layout_id);
      expect(body.layout).toEqual({
        id: about.layout_id,
        version: stored?.version,
        sections: stored?.sections,
        hasDraft: false,
      });
      const [section] = body.layout.sections;
      expect(section).toMatchObject({
        background: { kind: 'none' },
        theme: 'light',
        width: 'wide',
        padding: 'medium',
      });
      expect(section.blocks[0]).toEqual({
        id: expect.any(String),
        type: 'heading',
        version: 1,
        data: { text: 'About the studio', level: 1 },
      });
      expect(section.blocks[1]).toMatchObject({
        type: 'text',
        version: 2,
        data: { html: expect.stringMatching(/^<p>Fern &amp; Kiln is Ana and Theo\./) },
      });
    });

    it('answers an unknown page id with 404 and a malformed one with 400', async () => {
      const missing = await owner().get(`/api/config/pages/${'0'.repeat(24)}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ error: 'This page does not exist.' });
      const malformed = await owner().get('/api/config/pages/about');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().errors).toEqual({ id: 'Not a page id.' });
    });
  });

  describe('changing a page', () => {
    it('shows a new title to visitors at once, though the old page was cached', async () => {
      const visitor = suite.client();
      const before = await visitor.get('/about');
      expect(before.body).toContain('<title>About — Fern &amp; Kiln</title>');
      // The second visit is served from the page cache.
      expect((await visitor.get('/about', { 'if-none-match': String(before.headers.etag) })).statusCode).toBe(
        304,
      );

      const about = await demoPage(suite.db, 'about');
      const response = await putPage(about.id, { title: '  Our story  ' });
      expect(response.statusCode).toBe(200);
      expect(response.json().page).toMatchObject({ id: about.id, title: 'Our story' });
      expect((await demoPage(suite.db, 'about')).title).toBe('Our story');

      const after = await visitor.get('/about');
      expect(after.statusCode).toBe(200);
      expect(after.body).toContain('<title>Our story — Fern &amp; Kiln</title>');
      expect(contextOf(after.body)).toMatchObject({ collection: { title: 'Our story' } });
      expect((await visitor.get('/about', { 'if-none-match': String(before.headers.etag) })).statusCode).toBe(
        200,
      );
      expect((await putPage(about.id, { title: 'About' })).statusCode).toBe(200);
    });

    it('hides a page from visitors with publicationState 4, while the owner still sees it', async () => {
      const about = await demoPage(suite.db, 'about');
      expect((await suite.client().get('/about')).statusCode).toBe(200);
      const hidden = await putPage(about.id, { publicationState: 4 });
      expect(hidden.statusCode).toBe(200);
      expect(hidden.json().page).toMatchObject({ publicationState: 4, publicationLabel: 'Hidden' });

      const visitor = await suite.client().get('/about');
      expect(visitor.statusCode).toBe(404);
      expect(contextOf(visitor.body).pageType).toBe(100);
      expect((await suite.client().get(`/pages/${about.id}`)).statusCode).toBe(404);
      const asOwner = await owner().get('/about');
      expect(asOwner.statusCode).toBe(200);
      expect(asOwner.body).toContain('About the studio');

      const shown = await putPage(about.id, { publicationState: 1 });
      expect(shown.json().page.publicationLabel).toBe('Available');
      expect((await suite.client().get('/about')).statusCode).toBe(200);
    });

    it.each([
      ['an empty title', { title: '' }, 'title'],
      ['a blank title', { title: '   ' }, 'title'],
      ['a 201-character title', { title: 'x'.repeat(201) }, 'title'],
      ['a title of the wrong type', { title: 7 }, 'title'],
      ['an unknown field', { title: 'Fine', url: '/elsewhere' }, 'url'],
      [
        'a move the table does not allow (Available to Needs Review)',
        { publicationState: 3 },
        'publicationState',
      ],
      ['publicationState 7', { publicationState: 7 }, 'publicationState'],
      ['publicationState as a string', { publicationState: '4' }, 'publicationState'],
    ])('refuses %s with 400 and changes nothing', async (_name, body, field) => {
      const about = await demoPage(suite.db, 'about');
      const { version } = await demoWebsite(suite.db);
      const response = await putPage(about.id, body);
      expect(response.statusCode).toBe(400);
      const answer = response.json();
      expect(answer.error).toEqual(expect.any(String));
      expect(Object.keys(answer.errors)).toEqual([field]);
      expect(await demoPage(suite.db, 'about')).toEqual(about);
      expect((await demoWebsite(suite.db)).version).toBe(version);
    });

    it('accepts a 200-character title', async () => {
      const about = await demoPage(suite.db, 'about');
      expect((await putPage(about.id, { title: 'y'.repeat(200) })).statusCode).toBe(200);
      expect((await putPage(about.id, { title: 'About' })).statusCode).toBe(200);
    });

    it('refuses a path that is not a page id with 400, and an unknown id with 404', async () => {
      const bad = await putPage('about', { title: 'x' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toHaveProperty('id');
      expect((await putPage('f'.repeat(24), { title: 'x' })).statusCode).toBe(404);
      expect((await demoPage(suite.db, 'about')).title).toBe('About');
    });
  });

  // Saving whole layouts: layouts.test.ts.
});
