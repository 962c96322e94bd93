// Untrusted input that once reached a 500: control characters (PostgreSQL refuses NUL in text) and
// JSON nested deep enough to overflow a recursive walk. Both are refused with a 400 naming the
// field, the same on both engines, and nothing is stored.
import { describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.ts';
import { ADMIN_EMAIL, APP_DOMAIN, type Client } from '../../test/harness.ts';
import { demoPage, formAction, useTestApp } from '../../test/suite.ts';
import { MAX_JSON_DEPTH } from './input.ts';

const NUL = '\u0000';

function deepArray(depth: number): string {
  return `${'['.repeat(depth)}${']'.repeat(depth)}`;
}

describe.each(ENGINES)('control characters and deep JSON on %s', (engine) => {
  const suite = useTestApp(engine);

  async function owner(): Promise<Client> {
    const client = suite.client();
    expect((await client.signIn()).statusCode).toBe(200);
    return client;
  }

  async function submitPlatformForm(client: Client, path: string, form: Record<string, string>) {
    const home = await client.get('/');
    return client.request('POST', formAction(home.body, path), { form, crumb: false });
  }

  function expectFieldRefused(response: { statusCode: number; json(): unknown }, field: string) {
    expect(response.statusCode).toBe(400);
    const body = response.json() as { error: string; errors: Record<string, string> };
    expect(body.error).toEqual(expect.any(String));
    expect(body.errors[field]).toBe('This field contains control characters, which are not allowed.');
  }

  describe('a NUL byte', () => {
    it('in the sign-in email is a 400 naming email', async () => {
      const client = suite.client();
      await client.get('/');
      const response = await client.request('POST', '/api/auth/Login', {
        json: { email: `${ADMIN_EMAIL}${NUL}`, password: 'whatever it is' },
      });
      expectFieldRefused(response, 'email');
    });

    it('in a page title is a 400 naming title, and the title is unchanged', async () => {
      const client = await owner();
      const about = await demoPage(suite.db, 'about');
      const response = await client.request('PUT', `/api/config/pages/${about.id}`, {
        json: { title: `About${NUL}us` },
      });
      expectFieldRefused(response, 'title');
      expect((await demoPage(suite.db, 'about')).title).toBe('About');
    });

    it('in a nested block field is a 400 naming the path', async () => {
      const client = await owner();
      const about = await demoPage(suite.db, 'about');
      const section = {
        id: 's',
        blocks: [{ id: 'h', type: 'heading', version: 1, data: { text: `a${NUL}b` } }],
      };
      const response = await client.request('PUT', `/api/config/layouts/${about.layout_id}`, {
        json: { version: 1, sections: [section] },
      });
      expectFieldRefused(response, 'sections.0.blocks.0.data.text');
    });

    it('in sign-up fields is a 400 with the message beside the field, and no account is made', async () => {
      const client = suite.client(APP_DOMAIN);
      const response = await submitPlatformForm(client, '/signup', {
        displayName: `Null${NUL}Byte`,
        email: 'nul@example.com',
        password: 'long enough password',
      });
      // A form of the platform home: shown again, the message beside its field.
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('id="signup-displayName-error"');
      expect(response.body).toContain('This field contains control characters, which are not allowed.');
      const made = await suite.db
        .selectFrom('accounts')
        .select('id')
        .where('email', '=', 'nul@example.com')
        .execute();
      expect(made).toEqual([]);
    });

    it('in a new site title is a 400 with the message beside the field, and no site is made', async () => {
      const client = suite.client(APP_DOMAIN);
      await submitPlatformForm(client, '/signup', {
        displayName: 'Site maker',
        email: 'site-maker@example.com',
        password: 'long enough password',
      });
      const response = await submitPlatformForm(client, '/sites', {
        title: `Site${NUL}`,
        identifier: 'nul-site',
      });
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('id="create-title-error"');
      expect(response.body).toContain('This field contains control characters, which are not allowed.');
      const made = await suite.db
        .selectFrom('websites')
        .select('id')
        .where('identifier', '=', 'nul-site')
        .execute();
      expect(made).toEqual([]);
    });

    it("in a trace entry's pageUrl (JSON inside a field) is a 400 naming it", async () => {
      const client = suite.client();
      await client.get('/');
      const response = await client.request('POST', '/api/events/Trace', {
        json: { data: JSON.stringify([{ pageUrl: `/about${NUL}`, type: 'info', data: 'x' }]) },
      });
      expectFieldRefused(response, '0.pageUrl');
    });

    it('in the unlock scope is a 400 naming scope', async () => {
      const client = suite.client();
      await client.get('/');
      const response = await client.request('POST', `/api/site/Unlock?scope=${encodeURIComponent(NUL)}`, {
        form: { password: 'x' },
      });
      expectFieldRefused(response, 'scope');
    });

    it('in an object key is refused too', async () => {
      const client = suite.client();
      await client.get('/');
      const response = await client.request('POST', '/api/auth/Login', {
        json: { email: ADMIN_EMAIL, password: 'x', [`rememberMe${NUL}`]: true },
      });
      expect(response.statusCode).toBe(400);
    });

    it('keeps tabs and line breaks, which have a place in text', async () => {
      const client = await owner();
      const about = await demoPage(suite.db, 'about');
      const response = await client.request('PUT', `/api/config/pages/${about.id}`, {
        json: { title: 'About\tus' },
      });
      expect(response.statusCode).toBe(200);
      await client.request('PUT', `/api/config/pages/${about.id}`, { json: { title: 'About' } });
    });

    it('in a search query is dropped: the page still renders', async () => {
      const response = await suite.client().get(`/search?q=plum${encodeURIComponent(NUL)}`);
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain(NUL);
    });
  });

  describe('deeply nested JSON', () => {
    it(`refuses a body nested deeper than ${MAX_JSON_DEPTH} levels with a 400`, async () => {
      const client = suite.client();
      await client.get('/');
      for (const path of ['/api/events/RecordJavascriptErrors', '/api/auth/Login']) {
        const response = await client.request('POST', path, {
          body: `[{"event":"x","data":{"a":${deepArray(4500)}}}]`,
          headers: { 'content-type': 'application/json' },
        });
        expect(response.statusCode, path).toBe(400);
        expect(response.json(), path).toEqual({
          error: `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`,
        });
      }
    });

    it('refuses deep JSON inside a trace field and inside a text/plain beacon', async () => {
      const client = suite.client();
      await client.get('/');
      const inField = await client.request('POST', '/api/events/Trace', {
        json: { data: `[{"pageUrl":"/","type":"x","data":${deepArray(4500)}}]` },
      });
      expect(inField.statusCode).toBe(400);
      const beacon = await client.request('POST', '/api/events/Trace', {
        body: JSON.stringify({ data: `[{"pageUrl":"/","type":"x","data":${deepArray(4500)}}]` }),
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
      });
      expect(beacon.statusCode).toBe(400);
      const stored = await suite.db.selectFrom('client_events').select('id').execute();
      expect(stored).toEqual([]);
    });

    it('accepts nesting up to the limit, brackets inside strings not counted', async () => {
      const client = suite.client();
      await client.get('/');
      const nested = deepArray(MAX_JSON_DEPTH - 4);
      const response = await client.request('POST', '/api/events/RecordJavascriptErrors', {
        body: `[{"event":"[[[[{{{{","data":{"a":${nested}}}]`,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode).toBe(204);
    });
  });
});
