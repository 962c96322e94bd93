// The config area's pages API: list, read, change a page's title and publication, change a block.
// Every change is live for visitors at once; bad input is refused field by field and changes nothing.
import type { Block } from '@tessera/site';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.ts';
import { ADMIN_EMAIL, type Client, contextOf } from '../../test/harness.ts';
import { demoPage, demoWebsite, useTestApp } from '../../test/suite.ts';
import { loadLayout } from '../content/repository.ts';
import type { Collection } from '../db/schema.ts';
import { createAccount, findAccountByEmail } from '../identity/accounts.ts';
import { starterTemplate } from '../seed/starter.ts';
import { createWebsite } from '../websites/create.ts';

describe.each(ENGINES)('config pages API on %s', (engine) => {
  const suite = useTestApp(engine);
  let owner: Client;

  beforeAll(async () => {
    owner = suite.client();
    expect((await owner.signIn()).statusCode).toBe(200);
  });

  const putPage = (id: string, json: unknown) => owner.request('PUT', `/api/config/pages/${id}`, { json });
  const putBlock = (layoutId: string, blockId: string, json: unknown) =>
    owner.request('PUT', `/api/config/layouts/${layoutId}/blocks/${blockId}`, { json });

  async function blocksOf(page: Collection): Promise<Block[]> {
    const website = await demoWebsite(suite.db);
    return loadLayout(suite.db, website.id, page.layout_id);
  }

  function blockOfType(blocks: Block[], type: string): Block {
    const block = blocks.find((b) => b.type === type);
    if (!block) throw new Error(`no ${type} block`);
    return block;
  }

  describe('reading', () => {
    it('lists the pages with their publication labels for the owner', async () => {
      const response = await owner.get('/api/config/pages');
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

    it('reads one page with its layout and blocks', async () => {
      const about = await demoPage(suite.db, 'about');
      const response = await owner.get(`/api/config/pages/${about.id}`);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.page).toMatchObject({ id: about.id, title: 'About', publicationLabel: 'Available' });
      expect(body.layout.id).toBe(about.layout_id);
      expect(body.layout.blocks).toEqual(await blocksOf(about));
      expect(body.layout.blocks[0]).toEqual({
        id: expect.any(String),
        type: 'heading',
        data: { text: 'About the studio', level: 1 },
      });
    });

    it('answers an unknown page id with 404 and a malformed one with 400', async () => {
      const missing = await owner.get(`/api/config/pages/${'0'.repeat(24)}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ error: 'This page does not exist.' });
      const malformed = await owner.get('/api/config/pages/about');
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
      const asOwner = await owner.get('/about');
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
      ['publicationState 3', { publicationState: 3 }, 'publicationState'],
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

  describe('changing a block', () => {
    it("shows a text block's new text to visitors", async () => {
      const visitor = suite.client();
      await visitor.get('/about');
      const about = await demoPage(suite.db, 'about');
      const before = await blocksOf(about);
      const text = blockOfType(before, 'text');
      const oldText = 'a community-college pottery class';
      expect(text.data.text).toContain(oldText);
      expect((await visitor.get('/about')).body).toContain(oldText);
      const response = await putBlock(about.layout_id ?? '', text.id, {
        data: { text: 'Fresh words from the studio.\n\nA second paragraph.' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        block: {
          id: text.id,
          type: 'text',
          data: { text: 'Fresh words from the studio.\n\nA second paragraph.' },
        },
      });
      const page = await visitor.get('/about');
      expect(page.body).toContain('Fresh words from the studio.');
      expect(page.body).toContain('A second paragraph.');
      expect(page.body).not.toContain(oldText);
      // Only that block changed.
      const after = await blocksOf(about);
      expect(after).toEqual(
        before.map((b) =>
          b.id === text.id
            ? { ...b, data: { text: 'Fresh words from the studio.\n\nA second paragraph.' } }
            : b,
        ),
      );
    });

    it.each([
      ['empty text', { text: '', level: 2 }, 'text'],
      ['text of the wrong type', { text: 12, level: 2 }, 'text'],
      ['level 4', { text: 'Fine', level: 4 }, 'level'],
      ['level as a string', { text: 'Fine', level: '1' }, 'level'],
    ])('refuses a heading with %s with 400 and keeps it', async (_name, data, field) => {
      const about = await demoPage(suite.db, 'about');
      const before = await blocksOf(about);
      const heading = blockOfType(before, 'heading');
      const response = await putBlock(about.layout_id ?? '', heading.id, { data });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().errors)).toEqual([field]);
      expect(await blocksOf(about)).toEqual(before);
    });

    it('refuses a body without a data object', async () => {
      const about = await demoPage(suite.db, 'about');
      const heading = blockOfType(await blocksOf(about), 'heading');
      for (const body of [{}, { data: 'text' }, { data: null }, { data: [] }]) {
        const response = await putBlock(about.layout_id ?? '', heading.id, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json().errors, JSON.stringify(body)).toHaveProperty('data');
      }
    });

    it('answers an unknown block id with 404 and malformed ids with 400', async () => {
      const about = await demoPage(suite.db, 'about');
      const missing = await putBlock(about.layout_id ?? '', 'no-such-block', { data: { text: 'x' } });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ error: 'This block does not exist.' });
      const badLayout = await putBlock('not-a-layout', 'x', { data: { text: 'x' } });
      expect(badLayout.statusCode).toBe(400);
      expect(badLayout.json().errors).toHaveProperty('layoutId');
      const badBlock = await putBlock(about.layout_id ?? '', 'has space', { data: { text: 'x' } });
      expect(badBlock.statusCode).toBe(400);
      expect(badBlock.json().errors).toHaveProperty('blockId');
    });

    it("answers a layout of another site with 404 and leaves that site's layout alone", async () => {
      const account = await findAccountByEmail(suite.db, ADMIN_EMAIL);
      const other = await createWebsite(suite.db, suite.ctx.assets, {
        identifier: 'pages-other',
        title: 'Other Site',
        ownerAccountId: account?.id ?? '',
        template: starterTemplate('Other Site'),
      });
      const otherHome = await suite.db
        .selectFrom('collections')
        .selectAll()
        .where('website_id', '=', other.id)
        .where('url_id', '=', 'home')
        .executeTakeFirstOrThrow();
      const before = await loadLayout(suite.db, other.id, otherHome.layout_id);
      const text = blockOfType(before, 'text');
      // The same owner, signed in on the demo site: the demo host only reaches the demo's layouts.
      const response = await putBlock(otherHome.layout_id ?? '', text.id, { data: { text: 'Hijacked' } });
      expect(response.statusCode).toBe(404);
      expect(await loadLayout(suite.db, other.id, otherHome.layout_id)).toEqual(before);
      const page = await putPage(otherHome.id, { title: 'Hijacked' });
      expect(page.statusCode).toBe(404);
      expect((await owner.get(`/api/config/pages/${otherHome.id}`)).statusCode).toBe(404);
    });
  });
});
