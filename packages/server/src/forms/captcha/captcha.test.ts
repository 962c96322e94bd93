// A site's forms guarded by a third party's captcha, on both engines: the owner's choice saved from
// its version with both keys (the secret never coming back), the site key in the page's context,
// the provider's hosts in the CSP of a page with a captcha form only, and each token checked with
// the provider's siteverify call — here a local server speaking that contract, as the providers'
// hosts are out of reach — passed, failed, replayed, or unreachable.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FORM_MESSAGES, type FormDefinition } from '@tessera/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../../test/engines.ts';
import { DEMO_HOST } from '../../../test/harness.ts';
import { useSignedInOwner, useTestApp } from '../../../test/suite.ts';
import { DEMO_CONTACT_FORM_ID } from '../../seed/demo-forms.ts';
import { CAPTCHA_SETTINGS_MESSAGES, STALE_CAPTCHA } from './settings.ts';

const SETTINGS = '/api/config/forms/captcha';
const SECRET = 'ts-secret-0123456789';

/**
 * A provider's siteverify: 'good-*' tokens pass (every time: a replay refused is the server's own
 * doing), 'bad' fails, 'down' answers 500.
 */
function siteverify() {
  const calls: Record<string, string>[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(body));
      calls.push(form);
      const token = form.response ?? '';
      if (token === 'down') {
        response.statusCode = 500;
        response.end();
        return;
      }
      const success = form.secret === SECRET && token.startsWith('good-');
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify(success ? { success } : { success, 'error-codes': ['invalid-input-response'] }),
      );
    });
  });
  return { server, calls };
}

describe.each(ENGINES)('third-party captchas on %s', (engine) => {
  const verifier = siteverify();
  const options = { captchaVerifyUrls: {} as Record<string, string> };
  beforeAll(async () => {
    await new Promise<void>((resolve) => verifier.server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(verifier.server.address() as AddressInfo).port}/siteverify`;
    options.captchaVerifyUrls.turnstile = url;
  });
  afterAll(() => new Promise<void>((resolve) => (verifier.server as Server).close(() => resolve())));
  const suite = useTestApp(engine, options);
  const owner = useSignedInOwner(suite);
  let address = 0;
  const visitor = () => suite.client(DEMO_HOST, `10.77.${engine === 'sqlite' ? 1 : 2}.${++address}`);

  async function send(captchaKey?: string) {
    const client = visitor();
    const key = (await client.request('POST', '/api/form/FormSubmissionKey', { crumb: false })).json().key;
    return client.request('POST', '/api/form/SaveFormSubmission', {
      crumb: false,
      json: {
        key,
        formId: DEMO_CONTACT_FORM_ID,
        collectionId: null,
        objectName: 'b1',
        isOverlayForm: false,
        form: JSON.stringify({ name: 'Tess', email: 'tess@example.com', topic: 'Wholesale', message: 'Hi' }),
        ...(captchaKey ? { captchaKey } : {}),
      },
    });
  }

  it('keeps the choice with both keys, never answering the secret, and refuses a half-made one', async () => {
    const first = (await owner().get(SETTINGS)).json();
    expect(first).toEqual({ provider: 'altcha', siteKey: '', secretKeySet: false, version: 1 });
    const halfMade = await owner().request('PUT', SETTINGS, {
      json: { provider: 'turnstile', siteKey: '', version: 1 },
    });
    expect(halfMade.statusCode).toBe(400);
    expect(halfMade.json().errors).toEqual({
      siteKey: CAPTCHA_SETTINGS_MESSAGES.siteKey,
      secretKey: CAPTCHA_SETTINGS_MESSAGES.secretKey,
    });
    const saved = await owner().request('PUT', SETTINGS, {
      json: { provider: 'turnstile', siteKey: '0x4AAAAAAA-site', secretKey: SECRET, version: 1 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      provider: 'turnstile',
      siteKey: '0x4AAAAAAA-site',
      secretKeySet: true,
      version: 2,
    });
    expect(saved.body).not.toContain(SECRET);
    const stale = await owner().request('PUT', SETTINGS, {
      json: { provider: 'altcha', siteKey: '', version: 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toBe(STALE_CAPTCHA);
    // The site key alone changed: the secret stays.
    const kept = await owner().request('PUT', SETTINGS, {
      json: { provider: 'turnstile', siteKey: '0x4AAAAAAA-site', version: 2 },
    });
    expect(kept.json()).toMatchObject({ secretKeySet: true, version: 3 });
    expect((await owner().get(SETTINGS)).body).not.toContain(SECRET);
  });

  it('puts the site key in the context and the provider in the CSP of a captcha form’s page only', async () => {
    const { form, version } = (await owner().get(`/api/config/forms/${DEMO_CONTACT_FORM_ID}`)).json() as {
      form: FormDefinition;
      version: number;
    };
    const { id: _id, ...body } = form;
    const on = await owner().request('PUT', `/api/config/forms/${DEMO_CONTACT_FORM_ID}`, {
      json: { form: { ...body, captcha: true }, version },
    });
    expect(on.statusCode, on.body).toBe(200);
    const contact = await visitor().get('/contact');
    expect(contact.body).toContain('"captchaSettings":{"provider":"turnstile","siteKey":"0x4AAAAAAA-site"}');
    expect(contact.body).not.toContain(SECRET);
    const policy = String(contact.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self' https://challenges.cloudflare.com");
    expect(policy).toContain("frame-src 'self' https://challenges.cloudflare.com");
    const about = await visitor().get('/about');
    expect(String(about.headers['content-security-policy'])).not.toContain('cloudflare');
  });

  it('checks each token with the provider once, and says so when it cannot be reached', async () => {
    const before = verifier.calls.length;
    expect((await send()).json().error).toBe(FORM_MESSAGES.captchaIncomplete);
    expect(verifier.calls.length).toBe(before); // nothing to check, nothing asked

    const bad = await send('bad');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(FORM_MESSAGES.captchaIncomplete);

    const good = await send(`good-${engine}`);
    expect(good.statusCode, good.body).toBe(200);
    const asked = verifier.calls.at(-1);
    expect(asked).toMatchObject({ secret: SECRET, response: `good-${engine}` });
    expect(asked?.remoteip).toMatch(/^10\.77\./);

    const replayed = await send(`good-${engine}`);
    expect(replayed.statusCode).toBe(400);

    const down = await send('down');
    expect(down.statusCode).toBe(503);
    expect(down.json().error).toBe(FORM_MESSAGES.serverError);
    expect(suite.takeServerErrors()).toEqual([
      expect.stringMatching(/^POST \/api\/form\/SaveFormSubmission 503\b/),
    ]);
  });

  it('still refuses a captcha form posted without JavaScript', async () => {
    const sent = await visitor().request('POST', '/api/form/submit', {
      crumb: false,
      form: { formId: DEMO_CONTACT_FORM_ID, name: 'Tess', email: 'tess@example.com', message: 'Hi' },
    });
    expect(sent.statusCode).toBe(400);
    expect(sent.body).toContain(FORM_MESSAGES.captchaIncomplete);
  });
});
