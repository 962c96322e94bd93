// The demo's contact form, as a visitor uses it: checked in the browser first (errors above each
// field's title, the focus on the first), sent with the spec's calls and answered in place, the
// server's own refusals shown in the spec's words (a field it refuses, a form that is gone, the rate
// limit), and sent without JavaScript too. What was sent is in the owner's inbox.
import type { Page } from '@playwright/test';
import { axeViolations } from '../support/axe.ts';
import { addFromPanel, canvasFrame, openCanvas } from '../support/canvas.ts';
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

test('the owner builds a form of every field type, puts it on a page, and reads what a visitor sent', async ({
  page,
  browser,
  server,
}) => {
  test.setTimeout(120_000);
  await signInAtConfig(page, server.owner, '/about');
  await page.getByRole('banner', { name: 'Config area' }).getByRole('button', { name: 'Forms' }).click();
  const panel = page.getByRole('complementary', { name: 'Forms panel' });
  await expect(
    panel.getByRole('list', { name: 'Forms' }).getByRole('button', { name: /^Contact\b/ }),
  ).toBeVisible();
  expect(await axeViolations(page), 'the forms').toEqual([]);

  // A new form, every field type added from the Build tab.
  const title = `Every field ${Date.now()}`;
  await panel.getByRole('textbox', { name: 'Form name' }).fill(title);
  await panel.getByRole('button', { name: 'Create form' }).click();
  await expect(panel.getByRole('tab', { name: 'Build' })).toHaveAttribute('aria-selected', 'true');
  const types = await panel
    .getByLabel('New field type')
    .locator('option')
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
  expect(types).toHaveLength(19);
  for (const type of types) {
    await panel.getByLabel('New field type').selectOption(type);
    await panel.getByRole('button', { name: 'Add field' }).click();
  }
  await expect(panel.getByRole('list', { name: 'Fields' }).locator(':scope > li')).toHaveCount(20);
  expect(await axeViolations(page), 'the builder').toEqual([]);
  await panel.getByRole('button', { name: 'Save form' }).click();
  await expect(panel.getByText('Saved')).toBeVisible();
  // Each fieldset is a tab, reached with the arrow keys.
  await panel.getByRole('tab', { name: 'Build' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(panel.getByRole('tab', { name: 'Storage' })).toBeFocused();
  await expect(panel.getByRole('textbox', { name: 'Notify these addresses, one per line' })).toBeVisible();
  expect(await axeViolations(page), 'the storage tab').toEqual([]);
  for (const name of ['Advanced', 'Captcha', 'Disclaimer']) {
    await page.keyboard.press('ArrowRight');
    await expect(panel.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
    expect(await axeViolations(page), `the ${name} tab`).toEqual([]);
  }

  // On a page: a form block on the About page, this form picked in its panel, published.
  await panel.getByRole('button', { name: '← Back to forms' }).click();
  await panel.getByRole('button', { name: '← Back to pages' }).click();
  const editor = await openCanvas(page, 'About');
  await addFromPanel(page, 'Form');
  await page.getByRole('combobox', { name: 'Form', exact: true }).selectOption({ label: title });
  await expect(canvasFrame(page).getByRole('form', { name: title })).toBeVisible();
  await editor.getByRole('button', { name: 'Publish changes' }).click();
  await expect(editor.getByRole('status').filter({ hasText: 'Published' })).toBeVisible();

  // A visitor sends it (the required ones and a few more), and the inbox has it in its shapes.
  const visitor = await browser.newContext({ baseURL: server.demoUrl });
  try {
    const visit = await visitor.newPage();
    await visit.goto('/about');
    const form = visit.getByRole('form', { name: title });
    await form.getByLabel('Email (required)').fill('ada@example.com');
    await form.getByLabel('First name').fill('Ada');
    await form.getByLabel('Last name').fill('Lovelace');
    await form.getByRole('group', { name: 'Checkboxes' }).getByLabel('Option 2').check();
    await form.getByRole('group', { name: 'Option 1' }).getByLabel('Agree', { exact: true }).check();
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(visit.getByText('Thank you!')).toBeVisible();
    expect(await axeViolations(visit), 'a page with every field type').toEqual([]);
  } finally {
    await visitor.close();
  }
  await editor.getByRole('button', { name: '← Back to pages' }).click();
  await page.getByRole('banner', { name: 'Config area' }).getByRole('button', { name: 'Forms' }).click();
  await panel.getByRole('button', { name: new RegExp(`^${title}`) }).click();
  await panel.getByRole('tab', { name: 'Inbox' }).click();
  const submission = panel.getByRole('list', { name: 'Submissions' }).getByRole('button').first();
  await expect(submission).toContainText('Unread');
  await submission.click();
  await expect(panel.getByText('Ada, Lovelace')).toBeVisible();
  await expect(panel.getByText('Option 1: Agree')).toBeVisible();
  expect(await axeViolations(page), 'the inbox').toEqual([]);
});
