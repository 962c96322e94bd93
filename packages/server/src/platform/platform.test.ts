// The platform home on the bare APP_DOMAIN: sign up, sign in, list your sites, create one from the
// starter content, and hand over to a site's own host to edit it. Plain HTML forms with the crumb
// in their action, as a browser without JavaScript would use them.
import { STARTER_SITE_KEYS, STARTER_SITE_UNKNOWN } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, APP_DOMAIN, type Client } from '../../test/harness.ts';
import { formAction, setCookie, useTestApp } from '../../test/suite.ts';
import { unmaskCrumb } from '../http/crumb.ts';
import { SHOWCASE_TAKES_NOTHING } from '../routes/register.ts';

describe.each(ENGINES)('platform home on %s', (engine) => {
  const suite = useTestApp(engine);

  /** Loads the home page and submits the form posting to `path`, with the crumb its action carries. */
  async function submit(client: Client, path: string, form: Record<string, string>) {
    const home = await client.get('/');
    const action = formAction(home.body, path);
    expect(action).toMatch(new RegExp(`^${path}\\?crumb=[\\w~-]+$`));
    return client.request('POST', action, { form, crumb: false });
  }

  /** The crumb a form's action carries (masked afresh in every answer), unmasked; null for another path. */
  function crumbOfAction(action: string, path: string): string | null {
    const url = new URL(action, 'http://x');
    return url.pathname === path ? unmaskCrumb(url.searchParams.get('crumb') ?? '') : null;
  }

  let accounts = 0;
  async function signedUpClient(): Promise<{ client: Client; email: string }> {
    accounts++;
    const email = `maker${accounts}@example.com`;
    const client = suite.client(APP_DOMAIN);
    const response = await submit(client, '/signup', {
      displayName: `Maker ${accounts}`,
      email,
      password: 'a long enough password',
    });
    expect(response.statusCode).toBe(303);
    return { client, email };
  }

  it('shows sign-in and sign-up forms to a visitor', async () => {
    const client = suite.client(APP_DOMAIN);
    const response = await client.get('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toMatch(/^<!DOCTYPE html>/);
    expect(response.body).toContain('Sign in');
    expect(response.body).toContain('Create an account');
    expect(crumbOfAction(formAction(response.body, '/signin'), '/signin')).toBe(client.crumb);
    expect(crumbOfAction(formAction(response.body, '/signup'), '/signup')).toBe(client.crumb);
    expect(response.body).not.toContain('Your sites');
  });

  describe('sign-up', () => {
    it('signs the new account in, with no sites yet', async () => {
      const client = suite.client(APP_DOMAIN);
      const response = await submit(client, '/signup', {
        displayName: 'Robin Potter',
        email: '  Robin@Example.com ',
        password: 'glaze and fire',
      });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/');
      expect(setCookie(response, 'tessera_session')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
      const home = await client.get('/');
      expect(home.body).toContain('Signed in as <!-- -->robin@example.com');
      expect(home.body).toContain('Your sites');
      expect(home.body).toContain('You have no sites yet.');
      const account = await suite.db
        .selectFrom('accounts')
        .select(['email', 'display_name', 'password_hash'])
        .where('email', '=', 'robin@example.com')
        .executeTakeFirstOrThrow();
      expect(account.display_name).toBe('Robin Potter');
      expect(account.password_hash).toMatch(/^scrypt\$/);
      expect(account.password_hash).not.toContain('glaze and fire');
    });

    it('re-renders with 409 and the message for an email already taken', async () => {
      const client = suite.client(APP_DOMAIN);
      const response = await submit(client, '/signup', {
        displayName: 'Copycat',
        email: ADMIN_EMAIL.toUpperCase(),
        password: 'another password',
      });
      expect(response.statusCode).toBe(409);
      expect(response.body).toContain('An account with this email already exists.');
      expect(response.body).toContain('value="Copycat"');
      expect(response.body).not.toContain('another password');
      expect(setCookie(response, 'tessera_session')).toBeUndefined();
      expect((await client.get('/')).body).not.toContain('Your sites');
    });

    it('re-renders with 400 and the field message for a short password', async () => {
      const client = suite.client(APP_DOMAIN);
      const response = await submit(client, '/signup', {
        displayName: 'Shorty',
        email: 'shorty@example.com',
        password: 'short',
      });
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('Passwords must be at least 8 characters.');
      expect(response.body).toContain('id="signup-password-error"');
      expect(response.body).not.toContain('value="short"');
      const exists = await suite.db
        .selectFrom('accounts')
        .select('id')
        .where('email', '=', 'shorty@example.com')
        .executeTakeFirst();
      expect(exists).toBeUndefined();
    });

    it('re-renders with 400 for a missing name and a malformed email', async () => {
      const client = suite.client(APP_DOMAIN);
      const response = await submit(client, '/signup', {
        email: 'not-an-email',
        password: 'long enough password',
      });
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('Please enter your name.');
      expect(response.body).toContain('Please enter a valid email');
    });
  });

  describe('sign-in', () => {
    it('signs the owner in and lists the demo site', async () => {
      const client = suite.client(APP_DOMAIN);
      const response = await submit(client, '/signin', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/');
      const home = await client.get('/');
      expect(home.body).toContain('Fern &amp; Kiln');
      expect(home.body).toContain('href="http://demo.tessera.test"');
      expect(crumbOfAction(formAction(home.body, '/sites/demo/edit'), '/sites/demo/edit')).toBe(client.crumb);
    });

    it('re-renders with 401 for a wrong password, keeping the email but not the password', async () => {
      const client = suite.client(APP_DOMAIN, '192.0.2.44');
      const response = await submit(client, '/signin', {
        email: ADMIN_EMAIL,
        password: 'wrong password here',
      });
      expect(response.statusCode).toBe(401);
      expect(response.body).toContain('Your email or password is incorrect.');
      expect(response.body).toContain(`value="${ADMIN_EMAIL}"`);
      expect(response.body).not.toContain('wrong password here');
      expect(setCookie(response, 'tessera_session')).toBeUndefined();
    });

    it('sends a form with an expired crumb back home with a notice, changing nothing', async () => {
      const client = suite.client(APP_DOMAIN);
      const home = await client.get('/');
      const action = formAction(home.body, '/signin').replace(/crumb=[^&]*/, 'crumb=expired');
      const response = await client.request('POST', action, {
        form: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
        crumb: false,
      });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/?form=expired');
      expect(setCookie(response, 'tessera_session')).toBeUndefined();
      const back = await client.get('/?form=expired');
      expect(back.body).toContain('That form had expired, so nothing was changed. Please try again.');
      expect(back.body).toContain('Create an account');
    });

    it('signs out', async () => {
      const { client } = await signedUpClient();
      const response = await submit(client, '/signout', {});
      expect(response.statusCode).toBe(303);
      expect(client.cookies.has('tessera_session')).toBe(false);
      expect((await client.get('/')).body).toContain('Create an account');
    });
  });

  describe('sites', () => {
    it('creates a site from the starter content, lists it and serves it on its own host', async () => {
      const { client, email } = await signedUpClient();
      const response = await submit(client, '/sites', {
        title: 'Harbor Bakery',
        identifier: 'harbor-bakery',
      });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/?created=harbor-bakery');
      const home = await client.get('/?created=harbor-bakery');
      // The home page says what was made, once, with the new address.
      expect(home.body).toContain(
        '<p class="success" role="status">Your site “Harbor Bakery” is ready at <a href="http://harbor-bakery.tessera.test">harbor-bakery.tessera.test</a>.',
      );
      expect((await client.get('/')).body).not.toContain('class="success"');
      // Only of a site of the account's own: another's address says nothing.
      expect((await client.get('/?created=demo')).body).not.toContain('class="success"');
      expect(home.body).toContain('Harbor Bakery');
      expect(home.body).toContain('href="http://harbor-bakery.tessera.test"');
      expect(home.body).not.toContain('You have no sites yet.');
      expect(home.body).not.toContain('Fern &amp; Kiln');

      const site = await suite.client(`harbor-bakery.${APP_DOMAIN}`).get('/');
      expect(site.statusCode).toBe(200);
      expect(site.body).toContain('Welcome to Harbor Bakery');
      expect((await suite.client(`harbor-bakery.${APP_DOMAIN}`).get('/blog/hello-world')).statusCode).toBe(
        200,
      );
      const member = await suite.db
        .selectFrom('website_members')
        .innerJoin('websites', 'websites.id', 'website_members.website_id')
        .innerJoin('accounts', 'accounts.id', 'website_members.account_id')
        .select(['accounts.email', 'website_members.role'])
        .where('websites.identifier', '=', 'harbor-bakery')
        .execute();
      expect(member).toEqual([{ email, role: 1 }]);
    });

    it('creates a site from the chosen template, and keeps the choice when the form is refused', async () => {
      const { client } = await signedUpClient();
      const chooser = (await client.get('/')).body;
      // Every starter is offered, the simple one chosen, each with its sketch and its preview.
      for (const key of STARTER_SITE_KEYS) {
        expect(chooser).toContain(`id="create-template-${key}"`);
        expect(chooser).toContain(`src="/templates/${key}/thumbnail.svg"`);
        expect(chooser).toContain(`href="/templates/${key}/preview"`);
      }
      expect(chooser).toMatch(/id="create-template-simple"[^>]*checked=""/);
      const refused = await submit(client, '/sites', {
        title: 'Ember',
        identifier: 'demo',
        template: 'restaurant',
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.body).toMatch(/id="create-template-restaurant"[^>]*checked=""/);
      expect(refused.body).not.toMatch(/id="create-template-simple"[^>]*checked=""/);

      const made = await submit(client, '/sites', {
        title: 'Ember Room',
        identifier: 'ember-room',
        template: 'restaurant',
      });
      expect(made.statusCode).toBe(303);
      const site = suite.client(`ember-room.${APP_DOMAIN}`);
      expect((await site.get('/')).body).toContain('Seasonal cooking over fire');
      expect((await site.get('/menu')).body).toContain('Whole roast fish — $32');
      expect((await site.get('/reservations')).body).toContain('Request a table');
    });

    it('refuses a template that does not exist, making nothing', async () => {
      const { client } = await signedUpClient();
      const response = await submit(client, '/sites', {
        title: 'Odd',
        identifier: 'odd-one',
        template: 'castle',
      });
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain(STARTER_SITE_UNKNOWN);
      expect((await suite.client(`odd-one.${APP_DOMAIN}`).get('/')).statusCode).toBe(404);
    });

    it('previews a template on its showcase site, made once, which nobody can sign up for', async () => {
      const visitor = suite.client(APP_DOMAIN);
      const first = await visitor.get('/templates/studio/preview');
      expect(first.statusCode).toBe(303);
      expect(first.headers.location).toBe(`http://template-studio.${APP_DOMAIN}/`);
      const showcase = suite.client(`template-studio.${APP_DOMAIN}`);
      expect((await showcase.get('/')).body).toContain('Yoga and movement for every body');
      expect((await visitor.get('/templates/studio/preview')).statusCode).toBe(303);
      const rows = await suite.db
        .selectFrom('websites')
        .select(['id', 'cloneable'])
        .where('identifier', '=', 'template-studio')
        .execute();
      expect(rows).toEqual([{ id: expect.any(String), cloneable: 1 }]);
      const members = await suite.db
        .selectFrom('website_members')
        .select('account_id')
        .where('website_id', '=', rows[0]?.id ?? '')
        .execute();
      expect(members).toEqual([]);
      expect((await visitor.get('/templates/castle/preview')).statusCode).toBe(400);
      // Made whole under a name of its own, then given its address: no other copy is left.
      const copies = await suite.db
        .selectFrom('websites')
        .select('identifier')
        .where('identifier', 'like', 'template-studio%')
        .execute();
      expect(copies).toEqual([{ identifier: 'template-studio' }]);
      const { client } = await signedUpClient();
      // Every template- address is kept for showcases, those of templates to come too.
      for (const identifier of ['template-shop', 'template-wedding']) {
        const taken = await submit(client, '/sites', { title: 'Mine', identifier });
        expect(taken.statusCode).toBe(400);
        expect(taken.body).toContain('This address is reserved. Please choose another.');
      }
    });

    it('takes no messages, sign-ups or orders on a showcase, and still counts its visits', async () => {
      await suite.client(APP_DOMAIN).get('/templates/restaurant/preview');
      const visitor = suite.client(`template-restaurant.${APP_DOMAIN}`);
      await visitor.get('/');
      const before = await suite.db.selectFrom('form_submissions').select('id').execute();
      for (const path of ['/api/form/submit', '/api/newsletter/subscribe', '/api/commerce/checkout']) {
        const response = await visitor.request('POST', path, { json: {} });
        expect(response.statusCode, `${path} ${response.body.slice(0, 300)}`).toBe(403);
        // Said as JSON or, to a browser's page, as HTML (escaped: its apostrophe is a typographic one).
        expect(response.body, path).toContain(SHOWCASE_TAKES_NOTHING);
      }
      expect(await suite.db.selectFrom('form_submissions').select('id').execute()).toHaveLength(
        before.length,
      );
      // A visit is still a visit: the census's call is not refused as the showcase's.
      const hit = await visitor.request('POST', '/api/census/RecordHit', { json: {} });
      expect(hit.statusCode).not.toBe(403);
    });

    it("draws each template's card from its home page", async () => {
      const visitor = suite.client(APP_DOMAIN);
      const response = await visitor.get('/templates/restaurant/thumbnail.svg');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml');
      expect(response.body).toContain('>Olive &amp; Ember<');
      expect(response.body).toContain('>cooking over<');
      // A name of no template is refused, as its preview's is.
      expect((await visitor.get('/templates/castle/thumbnail.svg')).statusCode).toBe(400);
    });

    it('takes the address in any case as lowercase', async () => {
      const { client } = await signedUpClient();
      expect((await submit(client, '/sites', { title: 'Loud', identifier: 'LoudShop' })).statusCode).toBe(
        303,
      );
      expect((await suite.client(`loudshop.${APP_DOMAIN}`).get('/')).statusCode).toBe(200);
    });

    it.each([
      ['an underscore', 'my_shop', 400, 'Addresses are 3 to 40 lowercase letters'],
      ['one character', 'a', 400, 'Addresses are 3 to 40 lowercase letters'],
      ['a leading hyphen', '-shop', 400, 'Addresses are 3 to 40 lowercase letters'],
      ['41 characters', 'a'.repeat(41), 400, 'Addresses are 3 to 40 lowercase letters'],
      ['a reserved address', 'www', 400, 'This address is reserved. Please choose another.'],
      ['a reserved address in capitals', 'API', 400, 'This address is reserved. Please choose another.'],
      ['an address already taken', 'demo', 409, 'This address is taken. Please choose another.'],
    ])('refuses %s with the message', async (_name, identifier, status, message) => {
      const { client } = await signedUpClient();
      const before = await suite.db.selectFrom('websites').select('id').execute();
      const response = await submit(client, '/sites', { title: 'My Shop', identifier });
      expect(response.statusCode).toBe(status);
      expect(response.body).toContain(message);
      // Said once, beside the address (a taken one as the form's alert, not again above it).
      expect(response.body.split(message).length - 1).toBe(1);
      expect(response.body).toContain(
        status === 409 ? 'id="create-identifier-error" role="alert"' : 'id="create-identifier-error"',
      );
      expect(response.body).toContain('value="My Shop"');
      expect(await suite.db.selectFrom('websites').select('id').execute()).toHaveLength(before.length);
    });

    it('refuses a site without a title', async () => {
      const { client } = await signedUpClient();
      const response = await submit(client, '/sites', { title: ' ', identifier: 'untitled' });
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('Please enter a site title.');
    });

    it('refuses to create a site when signed out', async () => {
      const client = suite.client(APP_DOMAIN);
      await client.get('/');
      const response = await client.request('POST', '/sites', {
        form: { title: 'Ghost', identifier: 'ghost-site' },
      });
      expect(response.statusCode).toBe(401);
      expect(response.body).toContain('Create an account');
      expect((await suite.client(`ghost-site.${APP_DOMAIN}`).get('/')).statusCode).toBe(404);
    });

    it("hands the owner over to the site's host to edit it, changing state only on POST", async () => {
      const client = suite.client(APP_DOMAIN);
      await submit(client, '/signin', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
      const handoffs = () => suite.db.selectFrom('login_handoffs').select('id').execute();
      const before = (await handoffs()).length;
      // A GET (or HEAD) changes nothing: the Edit button is a form.
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await client.request(method as 'GET', '/sites/demo/edit');
        expect(response.statusCode, method).toBe(404);
      }
      expect(await handoffs()).toHaveLength(before);

      const edit = await submit(client, '/sites/demo/edit', {});
      expect(edit.statusCode).toBe(303);
      const location = new URL(String(edit.headers.location));
      expect(location.origin).toBe('http://demo.tessera.test');
      expect(location.pathname).toBe('/api/auth/Handoff');
      const token = location.searchParams.get('token') ?? '';
      expect(token.length).toBeGreaterThan(20);

      // On the site's host the link shows a form that posts the token; looking changes nothing.
      const site = suite.client(`demo.${APP_DOMAIN}`);
      const head = await site.request('HEAD' as 'GET', `${location.pathname}${location.search}`);
      expect(setCookie(head, 'tessera_session')).toBeUndefined();
      const page = await site.get(`${location.pathname}${location.search}`);
      expect(page.statusCode).toBe(200);
      expect(setCookie(page, 'tessera_session')).toBeUndefined();
      expect(page.body).toContain(`name="token" value="${token}"`);
      const action = formAction(page.body, '/api/auth/Handoff');
      const handoff = await site.request('POST', action, { form: { token }, crumb: false });
      expect(handoff.statusCode).toBe(303);
      expect(handoff.headers.location).toBe('/config/');
      expect((await site.get('/api/config/pages')).statusCode).toBe(200);
      // One use only.
      const again = suite.client(`demo.${APP_DOMAIN}`);
      await again.get(`${location.pathname}${location.search}`);
      expect((await again.request('POST', '/api/auth/Handoff', { form: { token } })).statusCode).toBe(400);
    });

    it('does not hand over a site the account does not own, nor anyone signed out', async () => {
      const { client } = await signedUpClient();
      const response = await client.request('POST', '/sites/demo/edit', { form: {} });
      expect(response.statusCode).toBe(404);
      expect(response.headers.location).toBeUndefined();
      const signedOut = suite.client(APP_DOMAIN);
      await signedOut.get('/');
      const refused = await signedOut.request('POST', '/sites/demo/edit', { form: {} });
      expect(refused.statusCode).toBe(303);
      expect(refused.headers.location).toBe('/');
    });

    it('shows a signed-in user the errors of a sign-up or sign-in they send', async () => {
      const { client } = await signedUpClient();
      const home = await client.get('/');
      const crumb = client.crumb ?? '';
      expect(home.body).toContain('Your sites');
      const signup = await client.request('POST', `/signup?crumb=${crumb}`, {
        form: { displayName: '', email: 'not an email', password: 'short' },
        crumb: false,
      });
      expect(signup.statusCode).toBe(400);
      expect(signup.body).toContain('Please enter your name.');
      expect(signup.body).toContain('Please enter a valid email');
      const signin = await client.request('POST', `/signin?crumb=${crumb}`, {
        form: { email: ADMIN_EMAIL, password: 'wrong password' },
        crumb: false,
      });
      expect(signin.statusCode).toBe(401);
      expect(signin.body).toContain('Your email or password is incorrect.');
    });
  });

  it("serves a site's own pages, not the platform's, on the site's host", async () => {
    const response = await suite.client().get('/');
    expect(response.body).toContain('Everyday pottery, made slowly');
    expect(response.body).not.toContain('Create an account');
    const signup = await suite.client().request('POST', '/signup', {
      form: { displayName: 'X', email: 'x@example.com', password: 'long enough password' },
    });
    expect(signup.statusCode).toBe(404);
  });
});
