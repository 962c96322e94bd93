import { FORM_MESSAGES, NEWSLETTER_MESSAGES } from '@tessera/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routeUrl } from '../../api/call.ts';
import { calledInit, calledUrl, setCookie, stubFetch } from '../../runtime/test-support.ts';
import { htmlDocument, refusals, renderBlock } from '../testing.ts';
import type { BlockDataSources } from '../types.ts';
import { newsletter, newsletterSchema } from './index.tsx';
import { hydrate } from './island.ts';
import { island } from './trigger.ts';

const LIST = { id: 'a'.repeat(24), name: 'Studio news' };
const data = { ...newsletter.defaults, listId: LIST.id, title: 'Studio news', buttonText: 'Sign me up' };

afterEach(() => {
  document.body.innerHTML = '';
  setCookie('crumb', null);
  vi.unstubAllGlobals();
});

describe('newsletter block', () => {
  it('accepts its defaults: no list picked yet', () => {
    expect(refusals(newsletterSchema, newsletter.defaults)).toEqual({});
  });

  it.each([
    ['a blank button', { buttonText: '  ' }, { buttonText: 'Please enter the button text.' }],
    ['a list id that is not text', { listId: 7 }, { listId: 'A List must be selected' }],
    ['a long title', { title: 'x'.repeat(201) }, { title: 'Titles are at most 200 characters.' }],
  ])('refuses %s with a message', (_name, change, errors) => {
    expect(refusals(newsletterSchema, { ...newsletter.defaults, ...change })).toEqual(errors);
  });

  it('loads its list through the data sources, and nothing when none is picked', async () => {
    const mailingList = vi.fn(async (id: string) => (id === LIST.id ? LIST : null));
    const sources = { form: async () => null, mailingList } satisfies BlockDataSources;
    const context = { websiteId: 'w', locale: 'en-US', sources };
    expect(await newsletter.load?.(data, context)).toEqual(LIST);
    expect(await newsletter.load?.({ ...data, listId: '' }, context)).toBeNull();
    expect(mailingList).toHaveBeenCalledTimes(1);
  });

  it('renders a labelled form that posts without JavaScript', () => {
    const doc = htmlDocument(renderBlock(newsletter, data, { id: 'nl', loaded: LIST }));
    const form = doc.querySelector('form') as HTMLFormElement;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe(routeUrl('POST /newsletter/subscribe'));
    expect(form.getAttribute('aria-label')).toBe('Studio news');
    expect(form.dataset.island).toBe('newsletter');
    expect(doc.querySelector<HTMLInputElement>('input[name="listId"]')?.value).toBe(LIST.id);
    const email = doc.querySelector('input[name="email"]') as HTMLInputElement;
    expect(email.type).toBe('email');
    expect(email.required).toBe(true);
    expect(doc.querySelector(`label[for="${email.id}"]`)?.textContent).toBe('Email');
    expect(doc.querySelector('input[name="name"]')).toBeNull();
    expect(doc.querySelector('button[type="submit"]')?.textContent).toBe('Sign me up');
  });

  it('asks for a name when told to', () => {
    const doc = htmlDocument(renderBlock(newsletter, { ...data, askName: true }, { loaded: LIST }));
    const name = doc.querySelector('input[name="name"]') as HTMLInputElement;
    expect(doc.querySelector(`label[for="${name.id}"]`)?.textContent).toBe('Name');
  });

  it('says a list must be selected when none is, and that the form is not configured when its list is gone', () => {
    const none = renderBlock(newsletter, { ...data, listId: '' }, { loaded: null });
    expect(none).toContain(NEWSLETTER_MESSAGES.listRequired);
    expect(none).not.toContain('<form');
    expect(renderBlock(newsletter, data, { loaded: null })).toContain(FORM_MESSAGES.notConfigured);
  });

  it('is small below 320 px of its own width, by a container query', () => {
    expect(newsletter.css).toContain('container-type:inline-size');
    expect(newsletter.css).toContain('@container (width < 320px)');
  });
});

describe('newsletter island', () => {
  function mount(): HTMLFormElement {
    setCookie('crumb', 'crumb-1');
    document.body.innerHTML = renderBlock(newsletter, { ...data, askName: true }, { id: 'nl', loaded: LIST });
    const form = document.querySelector(island.selector) as HTMLFormElement;
    hydrate(form);
    return form;
  }
  const field = (name: string) => document.querySelector(`input[name="${name}"]`) as HTMLInputElement;
  const submit = (form: HTMLFormElement) => form.dispatchEvent(new Event('submit', { cancelable: true }));
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const emailError = () => document.getElementById(`${field('email').id}-error`) as HTMLElement;

  it('refuses a bad address before sending anything, above the field, and focuses it', () => {
    const fetch = stubFetch();
    const form = mount();
    field('email').value = 'ada@example';
    submit(form);
    expect(fetch).not.toHaveBeenCalled();
    expect(emailError().hidden).toBe(false);
    expect(emailError().textContent).toBe('Please enter a valid email');
    expect(field('email').getAttribute('aria-invalid')).toBe('true');
    expect(field('email').getAttribute('aria-describedby')).toBe(emailError().id);
    expect(document.activeElement).toBe(field('email'));
  });

  it('sends the list, address and name, then says to check the inbox', async () => {
    const fetch = stubFetch({ status: 202, body: { status: 'pending' } });
    const form = mount();
    field('email').value = 'ada@example.com';
    field('name').value = 'Ada';
    submit(form);
    expect(form.querySelector('button')?.textContent).toBe(FORM_MESSAGES.submitting);
    await settle();
    expect(calledUrl(fetch).pathname).toBe(routeUrl('POST /api/newsletter/subscribe'));
    expect(calledUrl(fetch).searchParams.get('crumb')).toBe('crumb-1');
    expect(JSON.parse(String(calledInit(fetch).body))).toEqual({
      listId: LIST.id,
      email: 'ada@example.com',
      name: 'Ada',
    });
    const message = form.querySelector('.newsletter-message') as HTMLElement;
    expect(message.textContent).toBe('Check your inbox to confirm your subscription.');
    expect(document.activeElement).toBe(message);
    expect(field('email').closest('.newsletter-field')?.hasAttribute('hidden')).toBe(true);
    expect(form.querySelector('button')?.hidden).toBe(true);
    expect(form.querySelector('.newsletter-title')?.closest('[hidden]')).toBeNull();
  });

  it("shows the server's refusal of the address above the field, without a form-wide message", async () => {
    stubFetch({
      status: 400,
      body: { error: 'Please enter a valid email', errors: { email: 'Please enter a valid email' } },
    });
    const form = mount();
    field('email').value = 'ada@example.com';
    submit(form);
    await settle();
    expect(emailError().textContent).toBe('Please enter a valid email');
    expect(form.querySelector('.newsletter-message')?.textContent).toBe('');
    expect(form.querySelector('button')?.disabled).toBe(false);
  });

  it.each([
    [429, { error: 'Too many requests.' }, FORM_MESSAGES.rateLimited],
    [404, { error: 'x' }, FORM_MESSAGES.notConfigured],
    [500, { error: 'x' }, FORM_MESSAGES.serverError],
    [409, { error: 'Something the server says.' }, 'Something the server says.'],
  ])('shows a %i as the spec says', async (status, body, text) => {
    stubFetch({ status, body });
    const form = mount();
    field('email').value = 'ada@example.com';
    submit(form);
    await settle();
    const message = form.querySelector('.newsletter-message') as HTMLElement;
    expect(message.textContent).toBe(text);
    expect(message.classList.contains('form-error')).toBe(true);
    expect(form.querySelector('button')?.textContent).toBe('Sign me up');
  });
});
