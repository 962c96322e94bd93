// The demo's contact form, as a visitor uses it: checked in the browser first (errors above each
// field's title, the focus on the first), sent with the spec's calls and answered in place, the
// server's own refusals shown in the spec's words (a field it refuses, a form that is gone, the rate
// limit), and sent without JavaScript too. What was sent is in the owner's inbox.
import type { Page } from '@playwright/test';
import { expect, signInAtConfig, test } from '../support/fixtures.ts';

const CONTACT_FORM = 'c0a7ac7f0000000000000001';
const SAVE = '**/api/form/SaveFormSubmission**';

async function fillContact(page: Page, name: string) {
  const form = page.getByRole('form', { name: 'Contact' });
  await form.getByLabel('Name (required)').fill(name);
  await form.getByLabel('Email (required)').fill('visitor@example.com');
  await form.getByLabel('Topic').selectOption('Wholesale');
  await form.getByLabel('Message (required)').fill(`Hello from ${name}`);
  return form;
}

/** The owner's inbox search for `text`, through the config API in the owner's signed-in page. */
async function inboxHas(owner: Page, text: string) {
  return owner.evaluate(
    async ([formId, q]) => {
      const response = await fetch(`/api/config/forms/${formId}/submissions?q=${encodeURIComponent(q)}`);
      if (!response.ok) throw new Error(`inbox: ${response.status}`);
      return ((await response.json()) as { submissions: unknown[] }).submissions.length;
    },
    [CONTACT_FORM, text] as const,
  );
}

// One after the other: the rate limit counts every submission from this machine to the form.
test.describe.configure({ mode: 'serial' });

test('without JavaScript the form posts and comes back to its message', async ({ browser, server }) => {
  const visitor = await browser.newContext({ baseURL: server.demoUrl, javaScriptEnabled: false });
  try {
    const page = await visitor.newPage();
    await page.goto('/contact');
    const name = `No script ${Date.now()}`;
    const form = await fillContact(page, name);
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(page).toHaveURL(new RegExp(`/contact#form-sent-${CONTACT_FORM}$`));
    await expect(page.getByText('Thank you — we will write back soon.')).toBeVisible();
    await expect(form).toBeHidden();
  } finally {
    await visitor.close();
  }
});

test('a visitor sends the contact form; refusals are shown in the spec’s words; the owner has it', async ({
  page,
  browser,
  server,
  pageErrors,
}) => {
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Contact' });

  // Checked in the browser first: nothing sent, each error above its field, the focus on the first.
  let saves = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/form/SaveFormSubmission')) saves++;
  });
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByText('One or more fields is invalid, please check your entries.')).toBeVisible();
  await expect(
    form.getByText('Your form has encountered a problem. Please scroll up to review.'),
  ).toBeVisible();
  await expect(form.getByLabel('Name (required)')).toBeFocused();
  await expect(form.locator('[data-field-id="name"] .form-item-error')).toHaveText('This field is required.');
  expect(saves).toBe(0);

  // A field the server refuses (the request changed on its way, as a tampering browser would).
  await fillContact(page, 'Tampered Tess');
  await page.route(SAVE, async (route) => {
    const body = route.request().postDataJSON();
    const values = JSON.parse(body.form);
    await route.continue({
      postData: JSON.stringify({ ...body, form: JSON.stringify({ ...values, email: 'nope' }) }),
    });
  });
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.locator('[data-field-id="email"] .form-item-error')).toHaveText(
    'Email is not valid. Email addresses should follow the format user@domain.com.',
  );
  await expect(
    form.getByText('Your form has encountered a problem. Please scroll down to review.'),
  ).toBeVisible();
  await page.unroute(SAVE);

  // A form that is gone: the server's 404, in the spec's words.
  await page.route(SAVE, async (route) => {
    const body = route.request().postDataJSON();
    await route.continue({ postData: JSON.stringify({ ...body, formId: 'a'.repeat(24) }) });
  });
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByText('This form has not been configured yet.')).toBeVisible();
  await page.unroute(SAVE);

  // Sent: the form gives way to its message, the submit button said 'Submitting…' meanwhile.
  const name = `Visitor ${Date.now()}`;
  await fillContact(page, name);
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Thank you — we will write back soon.')).toBeVisible();
  await expect(form).toBeHidden();

  // The rate limit (5 a minute from one address to one form): sending on, one is refused in the
  // spec's words (this machine's other submissions of the last minute count too).
  const limited = page.getByText(
    'Unable to submit form. Submission rate limit exceeded. Please try again later.',
  );
  for (let i = 0; i < 6 && !(await limited.isVisible()); i++) {
    await page.goto('/contact');
    await fillContact(page, `${name} again ${i}`);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(
      page.getByText('Thank you — we will write back soon.').filter({ visible: true }).or(limited),
    ).toBeVisible();
  }
  await expect(limited).toBeVisible();
  expect(pageErrors.filter((e) => !/status of (400|404|429)/.test(e))).toEqual([]);

  // The owner's inbox has what was sent.
  const owner = await browser.newContext({ baseURL: server.demoUrl });
  try {
    const ownerPage = await owner.newPage();
    await signInAtConfig(ownerPage, server.owner);
    expect(await inboxHas(ownerPage, name)).toBeGreaterThanOrEqual(1);
    expect(await inboxHas(ownerPage, 'Tampered Tess')).toBe(0);
  } finally {
    await owner.close();
  }
});
