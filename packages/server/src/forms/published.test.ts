// A form as the published page meets it, on both engines: a save (or a delete) shows on a page that
// was cached at once, the storage fieldset never reaches the page, and a form with a captcha refuses
// a post without JavaScript (which cannot solve one) in the spec's words.
import { FORM_MESSAGES, type FormDefinition } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.ts';
import { DEMO_HOST } from '../../test/harness.ts';
import { useSignedInOwner, useTestApp } from '../../test/suite.ts';
import { DEMO_CONTACT_FORM_ID } from '../seed/demo-forms.ts';

const CONTACT = `/api/config/forms/${DEMO_CONTACT_FORM_ID}`;

describe.each(ENGINES)('the published form on %s', (engine) => {
  const suite = useTestApp(engine);
  const owner = useSignedInOwner(suite);

  async function saveContact(change: (form: FormDefinition) => Partial<FormDefinition>) {
    const { form, version } = (await owner().get(CONTACT)).json() as {
      form: FormDefinition;
      version: number;
    };
    const { id: _id, ...body } = { ...form, ...change(form) };
    const saved = await owner().request('PUT', CONTACT, { json: { form: body, version } });
    expect(saved.statusCode, saved.body).toBe(200);
  }

  it('shows a saved form on a page that was cached, without where its submissions go', async () => {
    const visitor = suite.client();
    const before = await visitor.get('/contact');
    expect(before.body).toContain('name="topic"');
    // Served from the page cache the second time.
    expect((await visitor.get('/contact', { 'if-none-match': String(before.headers.etag) })).statusCode).toBe(
      304,
    );

    await saveContact((form) => ({
      fields: form.fields.map((f) => (f.id === 'topic' ? { ...f, label: 'What it is about' } : f)),
      storage: {
        notifyEmails: ['private-inbox@example.com'],
        webhookUrl: 'https://hooks.example.com/secret',
      },
    }));
    const after = await visitor.get('/contact');
    expect(after.body).toContain('What it is about');
    expect(after.body).not.toContain('private-inbox@example.com');
    expect(after.body).not.toContain('hooks.example.com');
  });

  it('refuses a post without JavaScript to a form with a captcha: the page says to complete it', async () => {
    await saveContact(() => ({ captcha: true }));
    const visitor = suite.client(DEMO_HOST, '10.60.0.1');
    const refused = await visitor.request('POST', '/api/form/submit', {
      crumb: false,
      headers: { referer: `http://${DEMO_HOST}/contact` },
      form: { formId: DEMO_CONTACT_FORM_ID, name: 'Noah', email: 'noah@example.com', message: 'Hello' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain(FORM_MESSAGES.captchaIncomplete);
    expect(refused.body).toContain('href="/contact"');
    await saveContact(() => ({ captcha: false }));
  });

  it('shows the not-configured words on the page once its form is deleted', async () => {
    const visitor = suite.client();
    expect((await visitor.get('/contact')).body).toContain(`value="${DEMO_CONTACT_FORM_ID}"`);
    expect((await owner().request('DELETE', CONTACT)).statusCode).toBe(204);
    const after = await visitor.get('/contact');
    expect(after.body).toContain(FORM_MESSAGES.notConfigured);
    expect(after.body).not.toContain(`value="${DEMO_CONTACT_FORM_ID}"`);
  });
});
