// The site's header, footer and basic settings: checked field by field, stored and read back, shown to
// visitors at once (though their pages were cached), the site password locking the whole site, and
// only for accounts with the settings permission.
import { SiteUserRole } from '@tessera/core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.ts';
import { contextOf, DEMO_HOST } from '../../test/harness.ts';
import { demoWebsite, formAction, useSignedInOwner, useTestApp } from '../../test/suite.ts';
import { createAccount } from '../identity/accounts.ts';
import { verifyPassword } from '../identity/passwords.ts';
import { addMember } from '../websites/members.ts';
import { NOT_AN_UPLOADED_IMAGE } from './service.ts';

const HEADER_FOOTER = '/api/site-header-footer';
const SETTINGS = '/api/config/site-settings';
const DEMO_FOOTER =
  '© 2026 Fern & Kiln · 1120 SE Ash Street, Portland, Oregon · Open Thursday to Sunday, 10–5';

const plainHeader = { logo: null, showTitle: true, navigationStyle: 'inline', cta: null };

describe.each(ENGINES)('site header, footer and settings on %s', (engine) => {
  const suite = useTestApp(engine);
  const owner = useSignedInOwner(suite);
  let image: { src: string; width: number; height: number };
  let original: { title: string; tagline: string; description: string };

  beforeAll(async () => {
    const website = await demoWebsite(suite.db);
    const row = await suite.db
      .selectFrom('assets')
      .select(['name', 'width', 'height'])
      .where('website_id', '=', website.id)
      .where('content_type', 'like', 'image/%')
      .orderBy('name')
      .executeTakeFirstOrThrow();
    image = { src: `/s/${row.name}`, width: row.width ?? 0, height: row.height ?? 0 };
    const { title, tagline, description } = (await owner().get(SETTINGS)).json();
    original = { title, tagline, description };
  });

  const putHeaderFooter = (json: unknown) => owner().request('PUT', HEADER_FOOTER, { json });
  const putSettings = (json: unknown) => owner().request('PUT', SETTINGS, { json });

  // Every test leaves the demo site as it found it.
  afterEach(async () => {
    await putHeaderFooter({ header: plainHeader, footer: { text: DEMO_FOOTER, links: [], social: [] } });
    await putSettings({ ...original, password: null, logo: null, favicon: null, useEscapeKeyToLogin: true });
  });

  describe('header and footer', () => {
    it('reads the stored footer text and the plain header', async () => {
      const response = await owner().get(HEADER_FOOTER);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        header: plainHeader,
        footer: { text: DEMO_FOOTER, links: [], social: [] },
      });
    });

    it('stores what is sent and answers it, and visitors see it at once though the page was cached', async () => {
      const visitor = suite.client();
      const before = await visitor.get('/about');
      expect(before.body).toContain('Open Thursday to Sunday');
      expect((await visitor.get('/about', { 'if-none-match': String(before.headers.etag) })).statusCode).toBe(
        304,
      );

      const sent = {
        header: {
          logo: image,
          showTitle: false,
          navigationStyle: 'menu',
          cta: { label: '  Book a class ', href: '/workshops' },
        },
        footer: {
          text: 'Closed <b>Mondays</b>\nSee you soon',
          links: [{ label: 'Press', href: 'https://example.com/press' }],
          social: [{ network: 'instagram', url: 'https://instagram.com/fernandkiln' }],
        },
      };
      const response = await putHeaderFooter(sent);
      expect(response.statusCode).toBe(200);
      const stored = {
        header: { ...sent.header, cta: { label: 'Book a class', href: '/workshops' } },
        footer: sent.footer,
      };
      expect(response.json()).toEqual(stored);
      expect((await owner().get(HEADER_FOOTER)).json()).toEqual(stored);

      const after = await visitor.get('/about');
      expect(after.statusCode).toBe(200);
      const html = after.body;
      expect(html).toContain(
        `<img class="site-logo" src="${image.src}" alt="Fern &amp; Kiln" width="${image.width}" height="${image.height}"/>`,
      );
      expect(html).toContain('<details class="site-menu"><summary>Menu</summary><nav aria-label="Main">');
      expect(html).toContain('<a class="button button-primary site-cta" href="/workshops">Book a class</a>');
      expect(html).toContain('<a href="https://example.com/press">Press</a>');
      expect(html).toContain(
        '<a href="https://instagram.com/fernandkiln" rel="me noopener" data-network="instagram">Instagram</a>',
      );
      // Escaped, never markup; the line break kept for CSS (white-space: pre-line).
      expect(html).toContain('<p class="footer-text">Closed &lt;b&gt;Mondays&lt;/b&gt;\nSee you soon</p>');
      expect(html).not.toContain('Open Thursday to Sunday');
    });

    it('refuses bad input field by field and keeps what was stored', async () => {
      const response = await putHeaderFooter({
        header: {
          logo: null,
          showTitle: true,
          navigationStyle: 'sideways',
          cta: { label: '', href: 'javascript:alert(1)' },
        },
        footer: {
          text: 'x'.repeat(1001),
          links: [{ label: 'About', href: 'about' }],
          social: [
            { network: 'myspace', url: 'https://myspace.com/x' },
            { network: 'x', url: 'http://x.com/fern' },
          ],
          colour: 'red',
        },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'One or more fields is invalid, please check your entries.',
        errors: {
          'header.navigationStyle': 'Choose how the navigation is shown: inline or menu.',
          'header.cta.label': 'Please enter the link’s text.',
          'header.cta.href':
            'Enter a link such as /about, https://example.com, mailto:you@example.com or tel:+15035550100.',
          'footer.text': 'Footer text is at most 1000 characters.',
          'footer.links.0.href':
            'Enter a link such as /about, https://example.com, mailto:you@example.com or tel:+15035550100.',
          'footer.social.0.network': 'Choose a network from the list.',
          'footer.social.1.url': 'Enter the full address of the profile, starting with https://.',
          'footer.colour': 'This field is not expected.',
        },
      });
      expect((await owner().get(HEADER_FOOTER)).json().footer.text).toBe(DEMO_FOOTER);
    });

    it('bounds the lists and takes only the site’s own uploads as the logo', async () => {
      const link = { label: 'L', href: '/l' };
      const tooMany = await putHeaderFooter({
        header: plainHeader,
        footer: { text: '', links: Array(13).fill(link), social: [] },
      });
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json().errors).toEqual({ 'footer.links': 'A footer has at most 12 links.' });

      const foreign = await putHeaderFooter({
        header: { ...plainHeader, logo: { src: '/s/not-uploaded.png', width: 10, height: 10 } },
        footer: { text: '', links: [], social: [] },
      });
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json().errors).toEqual({ 'header.logo': NOT_AN_UPLOADED_IMAGE });
      expect((await owner().get(HEADER_FOOTER)).json().header.logo).toBeNull();

      // The stored size is the upload's, whatever was sent.
      const resized = await putHeaderFooter({
        header: { ...plainHeader, logo: { ...image, width: 1, height: 1 } },
        footer: {},
      });
      expect(resized.statusCode).toBe(200);
      expect(resized.json().header.logo).toEqual(image);
      expect(resized.json().footer).toEqual({ text: '', links: [], social: [] });
    });
  });

  describe('site settings', () => {
    it('reads the title, tagline, description, favicon, Escape setting and whether there is a password', async () => {
      const response = await owner().get(SETTINGS);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        title: 'Fern & Kiln',
        tagline: expect.any(String),
        description: expect.any(String),
        logo: null,
        favicon: null,
        useEscapeKeyToLogin: true,
        censusEnabled: true,
        commentsEnabled: true,
        commentsModerated: true,
        commentsCaptcha: false,
        commentProviderShortname: null,
        hasPassword: false,
      });
    });

    it('turns the visitor census off and on: the page context says so and no hit is counted meanwhile', async () => {
      const website = await demoWebsite(suite.db);
      try {
        const off = await putSettings({ censusEnabled: false });
        expect(off.json()).toMatchObject({ censusEnabled: false });
        expect(contextOf((await suite.client().get('/about')).body)).toMatchObject({
          websiteSettings: { censusEnabled: false },
        });
        const hit = () =>
          suite.client().request('POST', '/api/census/RecordHit', {
            form: {
              event: '1',
              data: JSON.stringify({ websiteId: website.id, url: `http://${DEMO_HOST}/about` }),
            },
            crumb: false,
          });
        const counted = async () => {
          await suite.ctx.census.flush();
          return suite.db
            .selectFrom('census_hits')
            .select('id')
            .where('website_id', '=', website.id)
            .execute();
        };
        expect((await hit()).statusCode).toBe(204);
        expect(await counted()).toEqual([]);
        expect((await putSettings({ censusEnabled: true })).json()).toMatchObject({ censusEnabled: true });
        expect(contextOf((await suite.client().get('/about')).body)).toMatchObject({
          websiteSettings: { censusEnabled: true },
        });
        await hit();
        expect(await counted()).toHaveLength(1);
      } finally {
        await suite.db.deleteFrom('census_hits').execute();
      }
    });

    it('changes only what is sent, and visitors see it at once', async () => {
      const visitor = suite.client();
      const home = await visitor.get('/about');
      expect(home.body).not.toContain('rel="icon"');
      const website = await demoWebsite(suite.db);
      const storedBefore = JSON.parse(website.settings) as Record<string, unknown>;

      const response = await putSettings({
        title: ' Fern and Kiln Studio ',
        description: 'Stoneware made <slowly>',
        favicon: image,
        useEscapeKeyToLogin: false,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        title: 'Fern and Kiln Studio',
        description: 'Stoneware made <slowly>',
        tagline: storedBefore.tagline ?? '',
        favicon: image,
        useEscapeKeyToLogin: false,
        hasPassword: false,
      });
      // Settings other features keep in the same JSON are untouched.
      const storedAfter = JSON.parse((await demoWebsite(suite.db)).settings) as Record<string, unknown>;
      expect(storedAfter.homeCollectionId).toEqual(storedBefore.homeCollectionId);

      const after = await visitor.get('/about');
      expect(after.body).toContain('<title>About — Fern and Kiln Studio</title>');
      expect(after.body).toContain(`<link rel="icon" href="${image.src}"/>`);
      // The site's description stands in for a page without its own (here, the not-found page).
      const missing = await visitor.get('/no-such-page');
      expect(missing.body).toContain('<meta name="description" content="Stoneware made &lt;slowly&gt;"/>');
      expect(contextOf(after.body)).toMatchObject({ websiteSettings: { useEscapeKeyToLogin: false } });
    });

    it('sets the logo the header shows (one value for both)', async () => {
      expect((await putSettings({ logo: image })).json().logo).toEqual(image);
      expect((await owner().get(HEADER_FOOTER)).json().header.logo).toEqual(image);
      expect((await suite.client().get('/about')).body).toContain(`class="site-logo" src="${image.src}"`);
    });

    it('refuses bad values with messages by field', async () => {
      const response = await putSettings({
        title: '   ',
        tagline: 'x'.repeat(301),
        favicon: { src: 'https://evil.example/x.png', width: 1, height: 1 },
        useEscapeKeyToLogin: 'yes',
        censusEnabled: 'on',
        password: '',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({
        title: 'Please enter a title.',
        tagline: 'A tagline is at most 300 characters.',
        'favicon.src': 'Choose one of the site’s uploaded images.',
        useEscapeKeyToLogin: 'Say whether Escape opens the sign-in: true or false.',
        censusEnabled: 'Say whether the census counts visits: true or false.',
        password: 'Please enter a password.',
      });
      expect((await owner().get(SETTINGS)).json().title).toBe('Fern & Kiln');
    });

    it('locks the whole site with a password, stored hashed, until a visitor unlocks it', async () => {
      const visitor = suite.client();
      expect((await visitor.get('/about')).statusCode).toBe(200);

      const response = await putSettings({ password: 'open sesame' });
      expect(response.statusCode).toBe(200);
      expect(response.json().hasPassword).toBe(true);
      expect(JSON.stringify(response.json())).not.toContain('open sesame');
      const hash = (await demoWebsite(suite.db)).password_hash ?? '';
      expect(hash).not.toContain('open sesame');
      expect(await verifyPassword('open sesame', hash)).toBe(true);

      const locked = await visitor.get('/about');
      expect(locked.statusCode).toBe(401);
      expect(locked.body).toContain('This site is password protected.');
      expect(locked.body).not.toContain('<footer');
      // The owner is never locked out.
      expect((await owner().get('/about')).statusCode).toBe(200);

      const unlock = await visitor.request('POST', formAction(locked.body, '/api/site/Unlock'), {
        form: { password: 'open sesame' },
        crumb: false,
      });
      expect(unlock.statusCode).toBe(303);
      expect((await visitor.get('/about')).statusCode).toBe(200);

      // Taking the password away opens the site to everyone.
      expect((await putSettings({ password: null })).json().hasPassword).toBe(false);
      expect((await suite.client().get('/about')).statusCode).toBe(200);
    });
  });

  describe('concurrent writers', () => {
    it('lose nothing: settings sent at once all land, and a logo set beside a footer save keeps both', async () => {
      for (let round = 0; round < 8; round++) {
        const answers = await Promise.all([
          putSettings({ tagline: `Tagline ${round}` }),
          putSettings({ description: `Description ${round}` }),
          putSettings({ useEscapeKeyToLogin: round % 2 === 0 }),
          putSettings({ favicon: round % 2 === 0 ? image : null }),
          putHeaderFooter({
            header: { ...plainHeader, logo: image },
            footer: { text: `Footer ${round}`, links: [], social: [] },
          }),
          putSettings({ logo: image }),
        ]);
        expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
        const settings = (await owner().get(SETTINGS)).json();
        expect(settings).toMatchObject({
          tagline: `Tagline ${round}`,
          description: `Description ${round}`,
          useEscapeKeyToLogin: round % 2 === 0,
          favicon: round % 2 === 0 ? image : null,
          logo: image,
        });
        expect((await owner().get(HEADER_FOOTER)).json().footer.text).toBe(`Footer ${round}`);
      }
    });
  });

  describe('access', () => {
    it('is for accounts with the settings permission only', async () => {
      const website = await demoWebsite(suite.db);
      const editor = await createAccount(suite.db, {
        email: `site-design-editor.${engine}@example.com`,
        password: 'editor password',
        displayName: 'Editor',
      });
      await addMember(suite.db, website.id, editor.id, SiteUserRole.editor);
      const client = suite.client();
      expect((await client.signIn(editor.email, 'editor password')).statusCode).toBe(200);
      for (const path of [HEADER_FOOTER, SETTINGS]) {
        expect((await client.get(path)).statusCode, path).toBe(403);
        const put = await client.request('PUT', path, { json: { password: 'mine' } });
        expect(put.statusCode, path).toBe(403);
        expect((await suite.client().get(path)).statusCode, path).toBe(401);
      }
      expect((await demoWebsite(suite.db)).password_hash).toBeNull();
    });

    it('needs the crumb to change anything', async () => {
      const response = await owner().request('PUT', SETTINGS, { json: { title: 'No crumb' }, crumb: false });
      expect(response.statusCode).toBe(403);
      expect((await owner().get(SETTINGS)).json().title).toBe('Fern & Kiln');
    });
  });
});
