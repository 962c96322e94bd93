// Site members on both engines: joining with the mailed confirmation, the spec's session calls (the
// xsrfToken, checked on member calls; signing out with and without cloneCart), member sessions apart
// from owners' and bound to their site, the members-only pages (105 to a visitor, 106 to a member of
// none of the areas, the page to a member; none cached, nothing found by search), the account panel,
// and the owner's member areas and members list.
import { MEMBER_MESSAGES, MEMBER_XSRF_HEADER, MEMBERS_ONLY_MESSAGE, PageType } from '@tessera/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.ts';
import { DEMO_HOST } from '../../test/harness.ts';
import {
  anotherSite,
  demoPage,
  demoWebsite,
  formAction,
  useSignedInOwner,
  useTestApp,
} from '../../test/suite.ts';
import { CART_COOKIE } from '../commerce/cart/cookie.ts';
import type { Website } from '../db/schema.ts';
import { listOutbox } from '../mail/service.ts';
import { DEMO_MEMBER_AREAS } from '../seed/demo-members.ts';
import { MEMBER_MAIL_KIND } from './accounts.ts';
import { MEMBER_COOKIE } from './sessions.ts';

const SESSION = '/api/site-users/account/session';
const ACCOUNT = '/api/site-users/account';
const AREAS = '/api/config/member-areas';
let addressCounter = 0;
const [notes, _openStudio] = DEMO_MEMBER_AREAS as [
  (typeof DEMO_MEMBER_AREAS)[0],
  (typeof DEMO_MEMBER_AREAS)[0],
];

describe.each(ENGINES)('site members on %s', (engine) => {
  const suite = useTestApp(engine);
  const owner = useSignedInOwner(suite);
  let website: Website;

  beforeAll(async () => {
    website = await demoWebsite(suite.db);
  });

  const visitor = (host = DEMO_HOST) =>
    suite.client(host, `10.40.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`);

  async function verificationLink(email: string): Promise<string> {
    const mail = (await listOutbox(suite.db, { websiteId: website.id, limit: 500 })).find(
      (m) => m.to === email && m.kind === MEMBER_MAIL_KIND,
    );
    const match = /http:\/\/demo\.[^/\s]+(\/members\/verify\?[^\s]+)/.exec(mail?.text ?? '');
    if (!match?.[1]) throw new Error(`no verification link for ${email}`);
    return match[1];
  }

  /**
   * Follows the mailed link as a person does: it opens the confirmation page, whose button POSTs;
   * answers the button's answer.
   */
  async function confirmEmail(client: ReturnType<typeof visitor>, email: string) {
    const opened = await client.request('GET', await verificationLink(email));
    expect(opened.statusCode).toBe(303);
    const page = await client.request('GET', String(opened.headers.location));
    expect(page.statusCode).toBe(200);
    return client.request('POST', formAction(page.body, '/members/verify'), { form: {} });
  }

  /** A confirmed member signed in on a client of their own; answers the client and its xsrfToken. */
  async function member(email: string, areaId?: string, name = 'Ada Member') {
    const client = visitor();
    const joined = await client.request('POST', '/api/site-users/accounts', {
      json: {
        name,
        email,
        password: 'correct horse',
        returnTo: '/studio-notes',
        ...(areaId ? { areaId } : {}),
      },
    });
    expect(joined.statusCode).toBe(202);
    const verified = await confirmEmail(client, email);
    expect(verified.statusCode).toBe(303);
    expect(verified.headers.location).toBe('/members/account?verified=1&returnTo=%2Fstudio-notes');
    const signedIn = await client.request('POST', SESSION, {
      json: { email, password: 'correct horse', rememberMe: true },
    });
    expect(signedIn.statusCode).toBe(200);
    return { client, xsrfToken: (signedIn.json() as { xsrfToken: string }).xsrfToken };
  }

  const xsrf = (token: string) => ({ headers: { [MEMBER_XSRF_HEADER]: token } });

  describe('joining and signing in', () => {
    it('mails a confirmation link, and signs in only once it is followed', async () => {
      const client = visitor();
      const email = 'new.member@example.com';
      await client.request('POST', '/api/site-users/accounts', {
        json: { name: 'New Member', email, password: 'correct horse' },
      });
      const early = await client.request('POST', SESSION, { json: { email, password: 'correct horse' } });
      expect(early.statusCode).toBe(403);
      expect(early.json().error).toBe(MEMBER_MESSAGES.notVerified);
      await confirmEmail(client, email);
      const response = await client.request('POST', SESSION, {
        json: { email, password: 'correct horse', rememberMe: false },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ xsrfToken: expect.any(String) });
      const cookie = (response.cookies as { name: string; httpOnly?: boolean; maxAge?: number }[]).find(
        (c) => c.name === MEMBER_COOKIE,
      );
      // rememberMe false: a cookie that ends with the browser, out of scripts' reach.
      expect(cookie).toMatchObject({ httpOnly: true });
      expect(cookie?.maxAge).toBeUndefined();
    });

    it('refuses a wrong password and an unknown email alike, and names the field problems of a join', async () => {
      await member('known@example.com');
      const wrong = await visitor().request('POST', SESSION, {
        json: { email: 'known@example.com', password: 'nope nope' },
      });
      const unknown = await visitor().request('POST', SESSION, {
        json: { email: 'nobody@example.com', password: 'nope nope' },
      });
      expect([wrong.statusCode, unknown.statusCode]).toEqual([401, 401]);
      expect(wrong.json().error).toBe(unknown.json().error);
      const bad = await visitor().request('POST', '/api/site-users/accounts', {
        json: { name: '', email: 'not an email', password: 'short' },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toEqual({
        name: MEMBER_MESSAGES.nameRequired,
        email: MEMBER_MESSAGES.invalidEmail,
        password: MEMBER_MESSAGES.passwordTooShort,
      });
    });

    it('answers a second join with the same address alike, without a second account', async () => {
      await member('twice@example.com');
      const again = await visitor().request('POST', '/api/site-users/accounts', {
        json: { name: 'Impostor', email: 'TWICE@example.com', password: 'another password' },
      });
      expect(again.statusCode).toBe(202);
      const refused = await visitor().request('POST', SESSION, {
        json: { email: 'twice@example.com', password: 'another password' },
      });
      expect(refused.statusCode).toBe(401);
    });

    it('refuses a forged or edited confirmation link', async () => {
      const response = await visitor().request(
        'POST',
        '/members/verify?token=5e7d10ce0000000000000001.zzzz.forged',
        { form: {} },
      );
      expect(response.headers.location).toContain('verified=0');
    });

    it('confirms nothing when the mailed link is fetched (GET or HEAD, as mail scanners do)', async () => {
      const client = visitor();
      const email = 'scanned@example.com';
      await client.request('POST', '/api/site-users/accounts', {
        json: { name: 'Scanned', email, password: 'correct horse' },
      });
      const link = await verificationLink(email);
      for (const method of ['HEAD', 'GET'] as const) {
        const opened = await client.request(method, link);
        expect(opened.statusCode).toBe(303);
        await client.request(method, String(opened.headers.location));
      }
      const early = await client.request('POST', SESSION, { json: { email, password: 'correct horse' } });
      expect(early.statusCode, 'still unconfirmed').toBe(403);
      expect((await confirmEmail(client, email)).headers.location).toContain('verified=1');
    });

    it('holds guesses at a member’s password per address and account (429)', async () => {
      const client = visitor();
      let last = 0;
      for (let i = 0; i < 8; i++) {
        last = (
          await client.request('POST', SESSION, {
            json: { email: 'known@example.com', password: `guess ${i}` },
          })
        ).statusCode;
      }
      expect(last).toBe(429);
    });
  });

  describe('member sessions', () => {
    it('are not owner sessions, and an owner session is no member', async () => {
      const { client } = await member('apart@example.com');
      expect((await client.request('GET', '/api/auth/Session')).json()).toEqual({ account: null });
      const asOwner = await owner().request('GET', ACCOUNT);
      expect(asOwner.statusCode).toBe(401);
      expect(asOwner.json().loginRequired).toBe(true);
    });

    it('mean nothing on another site', async () => {
      const host = await anotherSite(suite, 'elsewhere', 'Elsewhere');
      const { client } = await member('roamer@example.com');
      const elsewhere = visitor(host);
      elsewhere.cookies.set(MEMBER_COOKIE, client.cookies.get(MEMBER_COOKIE) ?? '');
      expect((await elsewhere.request('GET', ACCOUNT)).statusCode).toBe(401);
      expect((await client.request('GET', ACCOUNT)).statusCode).toBe(200);
    });

    it('need the xsrfToken on member calls that change something', async () => {
      const { client, xsrfToken } = await member('token@example.com');
      const without = await client.request('PUT', ACCOUNT, { json: { name: 'Changed' } });
      expect(without.statusCode).toBe(403);
      expect(without.json().error).toBe(MEMBER_MESSAGES.staleToken);
      const forged = await client.request('PUT', ACCOUNT, {
        json: { name: 'Changed' },
        ...xsrf(`${xsrfToken}x`),
      });
      expect(forged.statusCode).toBe(403);
      const done = await client.request('PUT', ACCOUNT, { json: { name: 'Changed' }, ...xsrf(xsrfToken) });
      expect(done.statusCode).toBe(200);
      expect(done.json()).toMatchObject({
        member: { name: 'Changed', email: 'token@example.com' },
        xsrfToken,
      });
    });

    it('end on sign-out; the cart stays only with cloneCart=true', async () => {
      const { client } = await member('leaver@example.com');
      client.cookies.set(CART_COOKIE, 'a-cart');
      const kept = await client.request('DELETE', `${SESSION}?cloneCart=true`);
      expect(kept.statusCode).toBe(204);
      expect(client.cookies.has(CART_COOKIE)).toBe(true);
      expect((await client.request('GET', ACCOUNT)).statusCode).toBe(401);
      const again = (await member('leaver2@example.com')).client;
      again.cookies.set(CART_COOKIE, 'a-cart');
      await again.request('DELETE', SESSION);
      expect(again.cookies.has(CART_COOKIE)).toBe(false);
    });

    it('changes the password (the old one no longer signs in) and deletes the account', async () => {
      const { client, xsrfToken } = await member('changer@example.com');
      const wrong = await client.request('PUT', `${ACCOUNT}/password`, {
        json: { currentPassword: 'not it at all', newPassword: 'a new password' },
        ...xsrf(xsrfToken),
      });
      expect(wrong.json().errors).toEqual({ currentPassword: MEMBER_MESSAGES.wrongPassword });
      const changed = await client.request('PUT', `${ACCOUNT}/password`, {
        json: { currentPassword: 'correct horse', newPassword: 'a new password' },
        ...xsrf(xsrfToken),
      });
      expect(changed.statusCode).toBe(204);
      expect(
        (
          await visitor().request('POST', SESSION, {
            json: { email: 'changer@example.com', password: 'correct horse' },
          })
        ).statusCode,
      ).toBe(401);
      const deleted = await client.request('DELETE', ACCOUNT, {
        json: { password: 'a new password' },
        ...xsrf(xsrfToken),
      });
      expect(deleted.statusCode).toBe(204);
      expect(
        (
          await visitor().request('POST', SESSION, {
            json: { email: 'changer@example.com', password: 'a new password' },
          })
        ).statusCode,
      ).toBe(401);
    });
  });

  describe('members-only pages', () => {
    const [notes, openStudio] = DEMO_MEMBER_AREAS as [
      (typeof DEMO_MEMBER_AREAS)[0],
      (typeof DEMO_MEMBER_AREAS)[0],
    ];

    it('show a visitor the access page (105), uncached, with both areas as pricing options', async () => {
      for (let i = 0; i < 2; i++) {
        const response = await visitor().request('GET', '/studio-notes');
        expect(response.statusCode).toBe(401);
        expect(response.headers['cache-control']).toBe('no-store');
        expect(response.body).toContain(MEMBERS_ONLY_MESSAGE);
        expect(response.body).toContain(`"pageType":${PageType.protectedContent}`);
        expect(response.body).toContain('data-pricing-step="left"');
        expect(response.body).toContain(`data-pricing-option="${openStudio.id}"`);
        expect(response.body).not.toContain('Plum glaze, by weight');
      }
    });

    it('show a member of neither area 106, and the page once they join one', async () => {
      const { client, xsrfToken } = await member('outsider@example.com');
      const denied = await client.request('GET', '/studio-notes');
      expect(denied.statusCode).toBe(403);
      expect(denied.body).toContain(`"pageType":${PageType.memberAreaAccessDenied}`);
      expect(denied.body).toContain(`data-join-area="${notes.id}"`);
      const join = await client.request('POST', `/api/site-users/account/areas/${notes.id}`, xsrf(xsrfToken));
      expect(join.statusCode).toBe(204);
      const shown = await client.request('GET', '/studio-notes');
      expect(shown.statusCode).toBe(200);
      expect(shown.body).toContain('Plum glaze, by weight');
      // A visitor after the member still gets the access page: the member's page was not cached.
      expect((await visitor().request('GET', '/studio-notes')).statusCode).toBe(401);
    });

    it('show the page to someone who joined with the area from its access page', async () => {
      const { client } = await member('direct@example.com', openStudio.id);
      expect((await client.request('GET', '/studio-notes')).statusCode).toBe(200);
    });

    it('are found by no search', async () => {
      const response = await visitor().request('GET', '/search?q=plum+glaze+weight');
      expect(response.body).not.toContain('Plum glaze, by weight');
      expect(response.body).toContain('No results for');
    });

    it('escape a member’s name wherever it shows', async () => {
      const payload = '<img src=x onerror=alert(1)>';
      const { client } = await member('xss@example.com', undefined, payload);
      const page = await client.request('GET', '/members/account');
      expect(page.statusCode).toBe(200);
      // Signed out, the same address asks for a member's sign-in, going back only to this site.
      const signedOut = await visitor().request('GET', '/members/account?returnTo=/%5Cevil.example');
      expect(signedOut.statusCode).toBe(401);
      expect(signedOut.body).toContain('data-return-to="/"');
      expect(page.body).not.toContain(payload);
      expect(page.body).toContain('&lt;img src=x onerror=alert(1)&gt;');
    });
  });

  describe('the owner’s member areas and members', () => {
    it('protects a page once an area names it, dropping its cached rendering, and opens it again', async () => {
      const about = await demoPage(suite.db, 'about');
      expect((await visitor().request('GET', '/about')).statusCode).toBe(200);
      const made = await owner().request('POST', AREAS, {
        json: { name: 'Insiders', description: 'For friends', collectionIds: [about.id] },
      });
      expect(made.statusCode).toBe(201);
      const { id } = made.json() as { id: string };
      expect((await visitor().request('GET', '/about')).statusCode).toBe(401);
      const listed = (await owner().request('GET', AREAS)).json() as {
        areas: { id: string; collectionIds: string[] }[];
      };
      expect(listed.areas.find((a) => a.id === id)?.collectionIds).toEqual([about.id]);
      await owner().request('PUT', `${AREAS}/${id}`, { json: { name: 'Insiders', collectionIds: [] } });
      expect((await visitor().request('GET', '/about')).statusCode).toBe(200);
      expect((await owner().request('DELETE', `${AREAS}/${id}`)).statusCode).toBe(204);
      expect((await owner().request('DELETE', `${AREAS}/${id}`)).statusCode).toBe(404);
    });

    it('protects a collection with its items, at every address that shows them', async () => {
      const journal = await demoPage(suite.db, 'journal');
      const made = await owner().request('POST', AREAS, {
        json: { name: 'Readers', collectionIds: [journal.id] },
      });
      const { id } = made.json() as { id: string };
      for (const path of ['/journal', '/journal/chasing-plum', `/pages/${journal.id}`]) {
        const response = await visitor().request('GET', path);
        expect(response.statusCode, path).toBe(401);
        expect(response.body, path).toContain(MEMBERS_ONLY_MESSAGE);
      }
      // A contributor previewing the site sees it.
      expect((await owner().request('GET', '/journal/chasing-plum')).statusCode).toBe(200);
      await owner().request('DELETE', `${AREAS}/${id}`);
      expect((await visitor().request('GET', '/journal/chasing-plum')).statusCode).toBe(200);
    });

    it('take comments on a protected journal from its members only, written as the member', async () => {
      const journal = await demoPage(suite.db, 'journal');
      const made = await owner().request('POST', AREAS, {
        json: { name: 'Commenters', collectionIds: [journal.id] },
      });
      const { id: areaId } = made.json() as { id: string };
      const post = await suite.db
        .selectFrom('items')
        .select('id')
        .where('website_id', '=', website.id)
        .where('collection_id', '=', journal.id)
        .where('url_id', '=', 'chasing-plum')
        .executeTakeFirstOrThrow();
      const text = `A member's word ${engine}`;
      // A member writes without name or email: the comment is theirs.
      const body = { name: '', email: '', text };
      const outsider = await visitor().request('POST', `/api/comments/posts/${post.id}`, {
        json: { ...body, name: 'Robin', email: 'robin@example.com' },
      });
      expect(outsider.statusCode).toBe(404);
      const { client } = await member(`commenter.${engine}@example.com`, areaId, 'Mia Member');
      const page = (await client.request('GET', '/journal/chasing-plum')).body;
      expect(page).toContain('You comment as Mia Member.');
      expect(page).toContain('data-signed-in=""');
      const written = await client.request('POST', `/api/comments/posts/${post.id}`, { json: body });
      expect(written.statusCode).toBe(201);
      const stored = await suite.db
        .selectFrom('comments')
        .selectAll()
        .where('id', '=', (written.json() as { id: string }).id)
        .executeTakeFirstOrThrow();
      expect(stored).toMatchObject({
        author_name: 'Mia Member',
        author_email: `commenter.${engine}@example.com`,
        member_id: expect.any(String),
        account_id: null,
      });
      await owner().request('DELETE', `${AREAS}/${areaId}`);
    });

    it('refuses an area without a name or with a page of another site', async () => {
      const bad = await owner().request('POST', AREAS, {
        json: { name: ' ', collectionIds: ['5e7d10ce0000000000000009'] },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toHaveProperty('name');
    });

    it('lists, searches, exports and removes members', async () => {
      await member('listed@example.com', notes.id, 'Listed Person');
      const found = (await owner().request('GET', '/api/config/members?q=LISTED')).json() as {
        members: { id: string; email: string; verified: boolean; areas: string[] }[];
      };
      expect(found.members).toEqual([
        expect.objectContaining({ email: 'listed@example.com', verified: true, areas: ['Studio notes'] }),
      ]);
      const csv = await owner().request('GET', '/api/config/members.csv');
      expect(csv.headers['content-type']).toContain('text/csv');
      expect(csv.body).toContain('Listed Person,listed@example.com,yes,');
      const id = found.members[0]?.id ?? '';
      expect((await owner().request('DELETE', `/api/config/members/${id}`)).statusCode).toBe(204);
      expect((await owner().request('GET', '/api/config/members?q=listed')).json()).toEqual({ members: [] });
    });
  });
});
