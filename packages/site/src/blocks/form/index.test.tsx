import {
  FORM_MESSAGES,
  FORM_MODEL_MESSAGES,
  type FormFieldDefinition,
  type FormFieldType,
  newFormField,
  PagePermissionType,
  type PublicFormDefinition,
} from '@tessera/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routeUrl } from '../../api/call.ts';
import { calledInit, calledUrl, stubFetch } from '../../runtime/test-support.ts';
import { htmlDocument, refusals, renderBlock } from '../testing.ts';
import { solveChallenge } from './captcha.ts';
import { form, formSchema } from './index.tsx';
import { hydrate as hydrateIsland } from './island.ts';
import { hydrate } from './submission.ts';
import { collectFormValues } from './values.ts';

const field = (id: string, type: FormFieldType, changes: Partial<FormFieldDefinition> = {}) => ({
  ...newFormField(id, type, `The ${type}`),
  ...changes,
});

/** A form with one field of every builder type. */
const EVERY: PublicFormDefinition = {
  id: 'f'.repeat(24),
  name: 'Every field',
  fields: [
    field('text', 'text', { required: true }),
    field('textarea', 'textarea', { maxLength: 10 }),
    field('email', 'email'),
    field('number', 'number'),
    field('website', 'website'),
    field('currency', 'currency'),
    field('password', 'password'),
    field('twitter', 'twitter'),
    field('date', 'date'),
    field('time', 'time'),
    field('name', 'name'),
    field('address', 'address'),
    field('phone', 'phone'),
    field('phone2', 'phone', { showCountryCode: true }),
    field('section', 'section', { underline: true }),
    field('radio', 'radio'),
    field('checkbox', 'checkbox'),
    field('select', 'select'),
    field('likert', 'likert', { options: ['Clear', 'Quick'] }),
    field('hidden', 'hidden', { key: 'source', value: 'direct' }),
  ],
  submitButtonText: 'Send it',
  successMessage: 'Thank you!',
  successHtml: false,
  redirectUrl: '',
  captcha: false,
  disclaimer: { enabled: true, text: 'You may write back to me.' },
};

/** The block's form on the page, not hydrated yet */
function render(definition = EVERY) {
  document.body.innerHTML = renderBlock(form, { formId: definition.id }, { loaded: definition, id: 'blk' });
  return document.querySelector('form') as HTMLFormElement;
}

function mount(definition = EVERY) {
  const element = render(definition);
  hydrate(element);
  return element;
}

const input = (name: string) => document.querySelector(`[name="${name}"]`) as HTMLInputElement;
const fill = (name: string, value: string) => {
  input(name).value = value;
};
const check = (selector: string) => {
  (document.querySelector(selector) as HTMLInputElement).checked = true;
};
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Fills EVERY's required fields and sends: a key asked for, the submission saved, the form gone. */
async function sendFilled(element: HTMLFormElement) {
  const fetch = stubFetch({ body: { key: 'k1' } }, { body: { submissionId: 's1' } });
  fill('text', 'Ada');
  check('[name="disclaimer"]');
  element.requestSubmit();
  await vi.waitFor(() => expect(element.hidden).toBe(true));
  expect(calledUrl(fetch, 0).pathname).toBe(routeUrl('POST /api/form/FormSubmissionKey'));
  expect(calledUrl(fetch, 1).pathname).toBe(routeUrl('POST /api/form/SaveFormSubmission'));
  return fetch;
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('form block', () => {
  it('is a form of the site, picked by id; a version 1 block waits for one', () => {
    expect(refusals(formSchema, form.defaults)).toEqual({});
    expect(form.migrate?.[1]?.({ fields: [] })).toEqual({ formId: '' });
  });

  it('says a form that is not there has not been configured yet, with no inputs', () => {
    const doc = htmlDocument(renderBlock(form, { formId: '' }, { loaded: null }));
    expect(doc.body.textContent).toBe(FORM_MESSAGES.notConfigured);
    expect(doc.querySelector('input, form')).toBeNull();
  });

  it('renders every field type with labels, fieldsets for the compound ones, and a plain POST', () => {
    const doc = htmlDocument(renderBlock(form, { formId: EVERY.id }, { loaded: EVERY, id: 'blk' }));
    const element = doc.querySelector('form') as HTMLFormElement;
    expect(element.getAttribute('method')).toBe('post');
    expect(element.getAttribute('action')).toBe('/api/form/submit');
    expect((doc.querySelector('input[name="formId"]') as HTMLInputElement).value).toBe(EVERY.id);
    // Every input is labelled.
    for (const control of doc.querySelectorAll('input:not([type=hidden]), select, textarea'))
      expect(
        doc.querySelector(`label[for="${control.id}"]`),
        control.getAttribute('name') ?? '',
      ).not.toBeNull();
    const legends = [...doc.querySelectorAll('fieldset.form-group > legend')].map((l) => l.textContent);
    expect(legends).toEqual(
      ['date', 'time', 'name', 'address', 'phone', 'phone2', 'radio', 'checkbox', 'likert'].map(
        (t) => `The ${t.replace('phone2', 'phone')}`,
      ),
    );
    expect(doc.querySelector('[name="phone.Country"]')).toBeNull();
    expect(doc.querySelector('[name="phone2.Country"]')).not.toBeNull();
    expect(doc.querySelectorAll('[name="likert.1"]')).toHaveLength(5);
    expect(doc.querySelector('.form-section-underline h3')?.textContent).toBe('The section');
    expect(doc.querySelector('.form-counter')?.textContent).toBe('0 / 10');
    expect(doc.querySelector('label[for="form-blk-text"]')?.textContent).toBe('The text (required)');
    expect(doc.querySelector('button[type=submit]')?.textContent).toBe('Send it');
    expect(doc.querySelector('.form-success')?.id).toBe(`form-sent-${EVERY.id}`);
  });

  it('collects each type in the shape the spec gives it', () => {
    const element = mount();
    fill('text', 'Ada');
    fill('date.Month', '12');
    fill('date.Day', '10');
    fill('date.Year', '1815');
    fill('name.First', 'Ada');
    fill('name.Last', 'Lovelace');
    fill('phone.Areacode', '555');
    fill('phone.Prefix', '123');
    fill('phone.Line', '4567');
    check('[name="radio"][value="Option 2"]');
    check('[name="checkbox"][value="Option 1"]');
    check('[name="checkbox"][value="Option 2"]');
    (input('select') as unknown as HTMLSelectElement).value = 'Option 1';
    check('[name="likert.0"][value="2"]');
    const data = new FormData(element);
    const values = collectFormValues(
      EVERY,
      (name) => data.getAll(name).map(String),
      new URLSearchParams('source=mail'),
    );
    expect(values).toMatchObject({
      text: 'Ada',
      date: ['12', '10', '1815'],
      name: ['Ada', 'Lovelace'],
      phone: ['', '555', '123', '4567'],
      phone2: ['', '', '', ''],
      time: ['', '', '', ''],
      radio: 'Option 2',
      checkbox: ['Option 1', 'Option 2'],
      select: 'Option 1',
      likert: { Clear: '2', Quick: '' },
      hidden: 'mail',
      disclaimer: '',
    });
    expect(values).not.toHaveProperty('section');
  });
});

describe('the form island (its loader)', () => {
  const mountIsland = () => {
    const element = render();
    return { element, undo: hydrateIsland(element) };
  };

  it('leaves the checks to the flow; a send before the flow has loaded goes through it', async () => {
    const { element } = mountIsland();
    expect(element.noValidate).toBe(true);
    await sendFilled(element);
  });

  it('loads the flow on the first focus: the counters then follow the typing', async () => {
    mountIsland();
    const textarea = input('textarea');
    textarea.focus();
    const counter = document.getElementById(`${textarea.id}-counter`) as HTMLElement;
    await vi.waitFor(() => {
      textarea.value = 'abc';
      textarea.dispatchEvent(new Event('input'));
      expect(counter.textContent).toBe('3 / 10');
    });
  });

  it('once undone, a send it was waiting for does not go', async () => {
    const fetch = stubFetch();
    const { element, undo } = mountIsland();
    element.requestSubmit();
    undo();
    await flush();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetch).not.toHaveBeenCalled();
    expect(element.querySelector('.form-problem-above')?.hasAttribute('hidden')).toBe(true);
  });
});

describe('the form submission flow', () => {
  it('checks the fields first: errors above their titles, the messages above and below, nothing sent', async () => {
    const fetch = stubFetch();
    const element = mount();
    fill('email', 'not-an-email');
    element.requestSubmit();
    await flush();
    expect(fetch).not.toHaveBeenCalled();
    const error = (id: string) =>
      document.querySelector(`[data-field-id="${id}"] .form-item-error`)?.textContent;
    expect(error('text')).toBe(FORM_MODEL_MESSAGES.required);
    expect(error('email')).toBe(FORM_MESSAGES.invalidEmail);
    expect(error('disclaimer')).toBe(FORM_MODEL_MESSAGES.disclaimer);
    expect(document.querySelector('.form-problem-above')?.textContent).toBe(FORM_MESSAGES.invalidFields);
    expect(document.querySelector('.form-problem-below')?.textContent).toBe(FORM_MESSAGES.problemScrollUp);
    expect(document.activeElement).toBe(input('text'));
    expect(input('text').getAttribute('aria-invalid')).toBe('true');
  });

  it('gets a key, sends the spec payload, and shows the success message in place of the form', async () => {
    const fetch = await sendFilled(mount());
    const payload = JSON.parse(String(calledInit(fetch, 1).body));
    expect(payload).toMatchObject({
      key: 'k1',
      formId: EVERY.id,
      isOverlayForm: false,
      submitButtonText: 'Send it',
    });
    expect(JSON.parse(payload.form)).toMatchObject({ text: 'Ada', disclaimer: 'true', hidden: 'direct' });
    expect(document.querySelector('.form-success')?.classList.contains('is-shown')).toBe(true);
  });

  it("spec 1 §3: the save payload carries 'isOverlayForm ... intra-page event fields, and page fields pageTitle, pageId, contentSource (i for item, c for collection), pagePath, pagePermissionTypeValue'", async () => {
    const element = render();
    const context = {
      websiteSettings: {
        cookiePolicy: { isAnalyticsCookiesDisabled: false, isRestrictiveCookiePolicyAbsolute: false },
      },
      collectionId: 'c'.repeat(24),
      itemId: 'i'.repeat(24),
      pagePermissionTypeValue: PagePermissionType.password,
    };
    const section = document.createElement('section');
    section.dataset.sectionId = 'section-7';
    document.body.prepend(section);
    section.append(element);
    document.body.insertAdjacentHTML(
      'beforeend',
      `<script id="tessera-context" type="application/json">${JSON.stringify(context)}</script>`,
    );
    document.title = 'Contact';
    hydrate(element);
    const before = Date.now();
    const payload = JSON.parse(String(calledInit(await sendFilled(element), 1).body));
    expect(payload).toMatchObject({
      collectionId: context.collectionId,
      isOverlayForm: false,
      pageTitle: 'Contact',
      pageId: context.itemId,
      contentSource: 'i',
      pagePath: window.location.pathname,
      pagePermissionTypeValue: PagePermissionType.password,
      sectionId: 'section-7',
    });
    expect(payload.sessionId).toMatch(/^[0-9a-f]{32}$/);
    expect(payload.clientDate).toBeGreaterThanOrEqual(before);
  });

  it('a form in the popup overlay is an overlay form, in no section, and a page without context is a public collection', async () => {
    const element = render();
    const popup = document.createElement('div');
    popup.setAttribute('data-popup-overlay', '');
    document.body.append(popup);
    popup.append(element);
    hydrate(element);
    const payload = JSON.parse(String(calledInit(await sendFilled(element), 1).body));
    expect(payload).toMatchObject({
      isOverlayForm: true,
      sectionId: null,
      sessionId: null,
      contentSource: 'c',
      pagePermissionTypeValue: PagePermissionType.public,
    });
  });

  it.each([
    [401, FORM_MESSAGES.unauthorized],
    [404, FORM_MESSAGES.notConfigured],
    [429, FORM_MESSAGES.rateLimited],
    [500, FORM_MESSAGES.serverError],
    [418, 'I am a teapot'],
  ])('a %i answer shows its message and unlocks the form', async (status, message) => {
    stubFetch({ body: { key: 'k1' } }, { status, body: { error: status === 418 ? 'I am a teapot' : 'x' } });
    const element = mount();
    fill('text', 'Ada');
    check('[name="disclaimer"]');
    element.requestSubmit();
    await vi.waitFor(() => expect(document.querySelector('.form-problem-above')?.textContent).toBe(message));
    expect(element.hidden).toBe(false);
    expect((document.querySelector('button[type=submit]') as HTMLButtonElement).disabled).toBe(false);
  });

  it("shows the server's field errors above their fields", async () => {
    stubFetch(
      { body: { key: 'k1' } },
      { status: 400, body: { error: 'Invalid', errors: { email: 'Taken.' } } },
    );
    const element = mount();
    fill('text', 'Ada');
    check('[name="disclaimer"]');
    element.requestSubmit();
    await vi.waitFor(() =>
      expect(document.querySelector('[data-field-id="email"] .form-item-error')?.textContent).toBe('Taken.'),
    );
    expect(document.querySelector('.form-problem-above')?.textContent).toBe(FORM_MESSAGES.problemScrollDown);
  });

  it("spec 1 §8: 'Error processing form submission. Please reload and try again.' when the crumb is refused after its retry", async () => {
    const refused = {
      status: 403,
      body: { error: 'Your session expired.', crumbFail: true, crumb: 'fresh' },
    };
    const fetch = stubFetch({ body: { key: 'k1' } }, refused, refused);
    const element = mount();
    fill('text', 'Ada');
    check('[name="disclaimer"]');
    element.requestSubmit();
    await vi.waitFor(() =>
      expect(document.querySelector('.form-problem-above')?.textContent).toBe(
        'Error processing form submission. Please reload and try again.',
      ),
    );
    // The save was tried twice (the data layer's one crumb retry), and the form is still there to send.
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(element.hidden).toBe(false);
  });

  it('says so when no submission key can be had', async () => {
    stubFetch({ status: 503, body: {} });
    const element = mount();
    fill('text', 'Ada');
    check('[name="disclaimer"]');
    element.requestSubmit();
    await vi.waitFor(() =>
      expect(document.querySelector('.form-problem-above')?.textContent).toBe(
        FORM_MESSAGES.submissionKeyUnavailable,
      ),
    );
  });

  it('keeps the long text counter up to date, marked when over', () => {
    mount();
    const textarea = input('textarea') as unknown as HTMLTextAreaElement;
    textarea.value = 'x'.repeat(11);
    textarea.dispatchEvent(new Event('input'));
    const counter = document.querySelector('.form-counter') as HTMLElement;
    expect(counter.textContent).toBe('11 / 10');
    expect(counter.classList.contains('is-over')).toBe(true);
  });
});

describe('the form captcha', () => {
  const sha256 = async (text: string) =>
    [...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))]
      .map((b) => b.toString(16).padStart(2, '0'))
      .join('');
  const withCaptcha: PublicFormDefinition = {
    ...EVERY,
    fields: [field('note', 'text')],
    captcha: true,
    disclaimer: { enabled: false, text: '' },
  };

  it('finds the number of a challenge', async () => {
    const challenge = await sha256('salt42');
    expect(
      await solveChallenge({ algorithm: 'SHA-256', challenge, salt: 'salt', signature: 's', maxnumber: 100 }),
    ).toBe(42);
    expect(
      await solveChallenge({ algorithm: 'SHA-256', challenge, salt: 'salt', signature: 's', maxnumber: 10 }),
    ).toBeNull();
  });

  it('sends the solved challenge as captchaKey; an unsolvable one stops the form in the spec’s words', async () => {
    const challenge = {
      algorithm: 'SHA-256',
      challenge: await sha256('abc7'),
      salt: 'abc',
      signature: 'sig',
      maxnumber: 50,
    };
    const fetch = stubFetch({ body: challenge }, { body: { key: 'k1' } }, { body: { submissionId: 's1' } });
    const element = mount(withCaptcha);
    element.requestSubmit();
    await vi.waitFor(() => expect(element.hidden).toBe(true));
    const payload = JSON.parse(String(calledInit(fetch, 2).body));
    expect(JSON.parse(atob(payload.captchaKey))).toMatchObject({ number: 7, salt: 'abc', signature: 'sig' });

    document.body.innerHTML = '';
    stubFetch({ body: { ...challenge, maxnumber: 3 } });
    const again = mount(withCaptcha);
    again.requestSubmit();
    await vi.waitFor(() =>
      expect(document.querySelector('.form-problem-above')?.textContent).toBe(
        FORM_MESSAGES.captchaIncomplete,
      ),
    );
  });

  /** The page's context naming a third party's captcha, as the server embeds it. */
  function withContext(provider: string, siteKey: string) {
    const context = document.createElement('script');
    context.type = 'application/json';
    context.id = 'tessera-context';
    context.textContent = JSON.stringify({ websiteSettings: { captchaSettings: { provider, siteKey } } });
    document.head.append(context);
    return context;
  }

  it('loads the provider’s script once, with explicit rendering and its onload callback', async () => {
    const { loadWidgetApi } = await import('./third-party-captcha.ts');
    // A page that only records what is added to its head (this test DOM loads no scripts).
    const added: { src: string; async: boolean }[] = [];
    const page = {
      createElement: () => ({ src: '', async: false }),
      head: { append: (script: { src: string; async: boolean }) => added.push(script) },
    } as unknown as Document;
    const loaded = loadWidgetApi('turnstile', page);
    expect(added).toEqual([
      {
        src: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit&onload=tesseraCaptchaLoaded',
        async: true,
        onerror: expect.any(Function),
      },
    ]);
    const api = { render: vi.fn(), reset: vi.fn() };
    vi.stubGlobal('turnstile', api);
    (window as unknown as { tesseraCaptchaLoaded: () => void }).tesseraCaptchaLoaded();
    expect(await loaded).toBe(api);
    expect(await loadWidgetApi('turnstile', page)).toBe(api);
    expect(added).toHaveLength(1);
  });

  it('renders a third party’s widget on the first focus and sends its token as captchaKey', async () => {
    const fetch = stubFetch({ body: { key: 'k1' } }, { body: { submissionId: 's1' } });
    const render = vi.fn((_box: HTMLElement, _options: Record<string, unknown>) => 'w1');
    const reset = vi.fn();
    vi.stubGlobal('turnstile', { render, reset });
    const context = withContext('turnstile', 'site-key-1');
    const element = mount(withCaptcha);
    const box = element.querySelector<HTMLElement>('[data-captcha]');
    expect(box?.dataset.captchaState).toBeUndefined();
    input('note').focus();
    await vi.waitFor(() => expect(box?.dataset.captchaState).toBe('rendered'));
    expect(render.mock.calls[0]?.[0]).toBe(box);
    expect(render.mock.calls[0]?.[1]).toMatchObject({ sitekey: 'site-key-1' });

    // Sent before the visitor did the challenge: the spec's words, nothing sent.
    element.requestSubmit();
    await vi.waitFor(() =>
      expect(element.querySelector('.form-problem-above')?.textContent).toBe(FORM_MESSAGES.captchaIncomplete),
    );
    expect(fetch).not.toHaveBeenCalled();
    const [, options] = render.mock.calls[0] ?? [];
    if (!options) throw new Error('the widget was not rendered');
    (options.callback as (token: string) => void)('token-from-widget');
    element.requestSubmit();
    await vi.waitFor(() => expect(element.hidden).toBe(true));
    expect(JSON.parse(String(calledInit(fetch, 1).body)).captchaKey).toBe('token-from-widget');
    context.remove();
  });

  it("says 'ReCaptcha has not been set up!' on the console when the site key is missing", async () => {
    const { mountWidget } = await import('./third-party-captcha.ts');
    const load = vi.fn();
    const box = document.createElement('div');
    await expect(mountWidget(box, 'recaptcha', '', load)).rejects.toThrow(FORM_MESSAGES.captchaNotSetUp);
    expect(load).not.toHaveBeenCalled();
    expect(box.dataset.captchaState).toBeUndefined();
  });

  it('shows the success HTML as given (the server sanitised it)', async () => {
    stubFetch({ body: { key: 'k1' } }, { body: { submissionId: 's1' } });
    const element = mount({
      ...withCaptcha,
      captcha: false,
      successHtml: true,
      successMessage: '<p>Thanks, <strong>truly</strong>.</p>',
    });
    element.requestSubmit();
    await vi.waitFor(() => expect(element.hidden).toBe(true));
    expect(document.querySelector('.form-success strong')?.textContent).toBe('truly');
  });
});
