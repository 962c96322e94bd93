// Spec 2 §8's 'Unable to open form' and 'Unable to update form': where the forms screen fails to
// open a form, and where the form builder fails to save one.
import { type FormDefinition, newFormField } from '@tessera/core';
import type { FormSummary, StoredForm } from '@tessera/site/api/routes.gen.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { button, click, type Rendered, render, textOf, waitFor } from '../testing/dom.ts';
import { fakeApi } from '../testing/fake-api.ts';
import { FormBuilder } from './FormBuilder.tsx';
import { FormsScreen } from './FormsScreen.tsx';

let rendered: Rendered | undefined;
afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
  vi.unstubAllGlobals();
});

const FORM_ID = 'f0f0f0000000000000000001';
const FORMS = `/api/config/forms/${FORM_ID}`;
const SUMMARY: FormSummary = {
  id: FORM_ID,
  name: 'Contact',
  fieldCount: 1,
  submissionCount: 0,
  unreadCount: 0,
  updatedAt: '2026-03-01T10:00:00.000Z',
};
const FORM: FormDefinition = {
  id: FORM_ID,
  name: 'Contact',
  fields: [newFormField('note', 'text', 'Note')],
  submitButtonText: 'Send',
  successMessage: 'Thank you.',
  successHtml: false,
  redirectUrl: '',
  captcha: false,
  disclaimer: { enabled: false, text: '' },
  storage: { notifyEmails: [], webhookUrl: '' },
};
const STORED = { form: FORM, version: 3 } as StoredForm;

const alertTexts = () =>
  [...document.querySelectorAll('[role="alert"]')].map((alert) =>
    [...alert.querySelectorAll('p')].map((p) => textOf(p)),
  );

async function openContact(answer: { status: number; body?: unknown }) {
  fakeApi({ 'GET /api/config/forms': { body: { forms: [SUMMARY] } }, [`GET ${FORMS}`]: answer });
  rendered = await render(<FormsScreen onBack={() => {}} />);
  const row = await waitFor(
    () =>
      [...document.querySelectorAll<HTMLButtonElement>('.page-item')].find((b) =>
        textOf(b).startsWith('Contact'),
      ),
    'the forms',
  );
  await click(row);
}

describe("spec 2 §8: 'Unable to open form'", () => {
  it.each([
    ['not there (404)', { status: 404, body: { error: 'Form not found.' } }],
    ['the server failing (500)', { status: 500, body: { error: 'Internal error' } }],
  ])('is what opening a form says when it is %s, beside Try again', async (_, answer) => {
    await openContact(answer);
    await waitFor(() => document.querySelector('.load-failure'), 'the failure');
    expect(textOf(document.querySelector('.load-failure [role="alert"]'))).toBe('Unable to open form');
    expect(button(document.body, 'Try again')).toBeDefined();
  });

  it('opens the form once Try again finds it', async () => {
    fakeApi({
      'GET /api/config/forms': { body: { forms: [SUMMARY] } },
      [`GET ${FORMS}`]: [{ status: 500, body: { error: 'Internal error' } }, { body: STORED }],
    });
    rendered = await render(<FormsScreen onBack={() => {}} />);
    await click(
      await waitFor(() => document.querySelector<HTMLButtonElement>('.page-item') ?? undefined, 'the forms'),
    );
    await click(await waitFor(() => button(document.body, 'Try again'), 'the failure'));
    await waitFor(() => button(document.body, 'Save form'), 'the builder');
    expect(textOf(document.body)).not.toContain('Unable to open form');
  });
});

describe("spec 2 §8: 'Unable to update form'", () => {
  it('heads a refused save, the server’s reason beneath and the field marked', async () => {
    fakeApi({
      [`PUT ${FORMS}`]: {
        status: 400,
        body: {
          error: 'One or more fields is invalid, please check your entries.',
          errors: { 'form.name': 'Please enter a name.' },
        },
      },
    });
    rendered = await render(<FormBuilder stored={STORED} onSaved={() => {}} onReload={() => {}} />);
    await click(button(rendered.container, 'Save form'));
    await waitFor(() => rendered?.container.querySelector('.form-alert'), 'the refusal');
    expect(alertTexts()).toContainEqual([
      'Unable to update form',
      'One or more fields is invalid, please check your entries.',
    ]);
    expect(textOf(rendered.container.querySelector('.field-error'))).toBe('Please enter a name.');
  });

  it('heads a save the server failed, and one that got no answer', async () => {
    const api = fakeApi({ [`PUT ${FORMS}`]: { status: 500, body: { error: 'Internal error' } } });
    rendered = await render(<FormBuilder stored={STORED} onSaved={() => {}} onReload={() => {}} />);
    await click(button(rendered.container, 'Save form'));
    await waitFor(() => rendered?.container.querySelector('.form-alert'), 'the failure');
    expect(textOf(rendered.container.querySelector('.form-alert p'))).toBe('Unable to update form');
    expect(api.calls()).toEqual([`PUT ${FORMS}`]);

    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await click(button(rendered.container, 'Save form'));
    await waitFor(
      () => textOf(rendered?.container.querySelector('.form-alert')).includes('Unable to connect'),
      'no answer',
    );
    expect(alertTexts()).toContainEqual(['Unable to update form', 'Unable to connect. Please try again']);
  });

  it('is not said of a form changed elsewhere (409): that has its own reload', async () => {
    fakeApi({ [`PUT ${FORMS}`]: { status: 409, body: { error: 'Changed since.' } } });
    rendered = await render(<FormBuilder stored={STORED} onSaved={() => {}} onReload={() => {}} />);
    await click(button(rendered.container, 'Save form'));
    await waitFor(() => textOf(rendered?.container).includes('changed elsewhere'), 'the stale notice');
    expect(textOf(rendered.container)).not.toContain('Unable to update form');
  });
});
