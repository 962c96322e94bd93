// The demo's contact form, as a visitor uses it: checked in the browser first (errors above each
// field's title, the focus on the first), sent with the spec's calls and answered in place, the
// server's own refusals shown in the spec's words (a field it refuses, a form that is gone, the rate
// limit), and sent without JavaScript too. What was sent is in the owner's inbox.
import type { Page } from '@playwright/test';
import { axeViolations } from '../support/axe.ts';
import { addFromPanel, canvasFrame, openCanvas } from '../support/canvas.ts';
import { expect, openConfigScreen, signInAtConfig, test } from '../support/fixtures.ts';

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

/** The owner turns the contact form's captcha on or off in its builder's Captcha tab. */
async function setContactCaptcha(owner: Page, on: boolean) {
  const panel = await openConfigScreen(owner, 'Forms');
  await panel
    .getByRole('list', { name: 'Forms' })
    .getByRole('button', { name: /^Contact\b/ })
    .click();
  await panel.getByRole('tab', { name: 'Captcha' }).click();
  await panel.getByRole('checkbox', { name: 'Ask for a captcha' }).setChecked(on);
  await panel.getByRole('button', { name: 'Save form' }).click();
  await expect(panel.getByText('Saved')).toBeVisible();
  await panel.getByRole('button', { name: '← Back to forms' }).click();
}

test('a captcha left undone is refused in the spec’s words, by the browser and by the server', async ({
  page,
  browser,
  server,
}) => {
  const owner = await browser.newContext({ baseURL: server.demoUrl });
  const ownerPage = await owner.newPage();
  await signInAtConfig(ownerPage, server.owner);
  await setContactCaptcha(ownerPage, true);
  try {
    // The challenge cannot be fetched, so the browser cannot do the captcha: nothing is sent.
    await page.route('**/api/form/captcha', (route) => route.abort());
    let saves = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/form/SaveFormSubmission')) saves++;
    });
    await page.goto('/contact');
    const form = await fillContact(page, 'Undone Ursula');
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.getByText('Complete CAPTCHA before submitting.')).toBeVisible();
    expect(saves).toBe(0);
    await page.unroute('**/api/form/captcha');

    // Sent without its solution (a browser skipping the captcha): the server refuses it.
    await page.goto('/contact');
    await fillContact(page, 'Skipping Sam');
    await page.route(SAVE, async (route) => {
      const { captchaKey: _solved, ...body } = route.request().postDataJSON();
      await route.continue({ postData: JSON.stringify(body) });
    });
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.getByText('Complete CAPTCHA before submitting.')).toBeVisible();
    await page.unroute(SAVE);
    expect(await inboxHas(ownerPage, 'Undone Ursula')).toBe(0);
    expect(await inboxHas(ownerPage, 'Skipping Sam')).toBe(0);
  } finally {
    await setContactCaptcha(ownerPage, false);
    await owner.close();
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
  // Before its island, Send is the no-script form's plain post (a loaded machine can be that slow).
  await expect(form).toHaveAttribute('data-hydrated', '');

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

test('the owner builds a form of every field type, puts it on a page, and reads each field a visitor sent in its shape', async ({
  page,
  browser,
  server,
}) => {
  test.slow();
  await signInAtConfig(page, server.owner, '/about');
  await openConfigScreen(page, 'Forms');
  const panel = page.getByRole('complementary', { name: 'Forms panel' });
  await expect(
    panel.getByRole('list', { name: 'Forms' }).getByRole('button', { name: /^Contact\b/ }),
  ).toBeVisible();
  expect(await axeViolations(page), 'the forms').toEqual([]);

  // The site's captcha: a third party takes both keys, the secret kept and never shown again.
  await panel.getByRole('button', { name: 'Captcha settings' }).click();
  await panel.getByRole('radio', { name: 'Cloudflare Turnstile' }).check();
  await panel.getByRole('textbox', { name: 'Site key' }).fill('1x00000000000000000000AA');
  await panel.getByLabel('Secret key').fill('1x0000000000000000000000000000000AA');
  expect(await axeViolations(page), 'the captcha settings').toEqual([]);
  await panel.getByRole('button', { name: 'Save captcha' }).click();
  await expect(panel.getByText('A secret key is kept. Enter a new one to replace it.')).toBeVisible();
  await expect(panel.getByLabel('Secret key')).toHaveValue('');
  await panel.getByRole('radio', { name: 'ALTCHA (built in)' }).check();
  await panel.getByRole('button', { name: 'Save captcha' }).click();
  await expect(panel.getByText('Saved')).toBeVisible();
  await panel.getByRole('button', { name: '← Back to forms' }).click();

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

  // A visitor fills every field (the hidden one comes from the page's address) and sends it.
  const visitor = await browser.newContext({ baseURL: server.demoUrl });
  try {
    const visit = await visitor.newPage();
    await visit.goto('/about?hidden-1=from-the-address');
    const form = visit.getByRole('form', { name: title });
    const group = (name: string) => form.getByRole('group', { name, exact: true });
    await form.getByLabel('Email (required)').fill('ada@example.com');
    await form.getByLabel('Short text').fill('Plain words');
    await form.getByLabel('Long text').fill('Many words');
    await form.getByLabel('Email', { exact: true }).fill('second@example.com');
    await form.getByLabel('Number').fill('42');
    await form.getByLabel('Website').fill('https://example.com');
    await form.getByLabel('Currency').fill('12.50');
    await form.getByLabel('Password').fill('open sesame');
    await form.getByLabel('Twitter').fill('ada');
    await group('Date').getByLabel('Month (MM)').fill('12');
    await group('Date').getByLabel('Day (DD)').fill('10');
    await group('Date').getByLabel('Year (YYYY)').fill('1815');
    await group('Time').getByLabel('Hour').fill('9');
    await group('Time').getByLabel('Minute').fill('30');
    await group('Time').getByLabel('AM or PM').selectOption('PM');
    await group('Name').getByLabel('First name').fill('Ada');
    await group('Name').getByLabel('Last name').fill('Lovelace');
    await group('Address').getByLabel('Address line 1').fill('12 St James Square');
    await group('Address').getByLabel('City').fill('London');
    await group('Address').getByLabel('Postal code').fill('SW1Y 4JH');
    await group('Phone').getByLabel('Area code').fill('020');
    await group('Phone').getByLabel('Prefix').fill('7946');
    await group('Phone').getByLabel('Line').fill('0958');
    await group('Radio buttons').getByLabel('Option 2').check();
    await group('Checkboxes').getByLabel('Option 1').check();
    await group('Checkboxes').getByLabel('Option 2').check();
    await form.getByLabel('Drop-down').selectOption('Option 2');
    await group('Option 1').getByLabel('Agree', { exact: true }).check();
    await group('Option 2').getByLabel('Strongly disagree').check();
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(visit.getByText('Thank you!')).toBeVisible();
    expect(await axeViolations(visit), 'a page with every field type').toEqual([]);
  } finally {
    await visitor.close();
  }
  await editor.getByRole('button', { name: '← Back to pages' }).click();
  await openConfigScreen(page, 'Forms');
  await panel.getByRole('button', { name: new RegExp(`^${title}`) }).click();
  await panel.getByRole('tab', { name: 'Inbox' }).click();
  const submission = panel.getByRole('list', { name: 'Submissions' }).getByRole('button').first();
  await expect(submission).toContainText('Unread');
  await submission.click();
  // Every field in the inbox in its shape (a section holds none): parts joined, lists of choices,
  // a line per likert statement.
  const shown = await panel
    .locator('.form-inbox-item dl > div')
    .evaluateAll((rows) =>
      rows.map((row) => [row.querySelector('dt')?.textContent, row.querySelector('dd')?.textContent]),
    );
  expect(shown).toEqual([
    ['Email', 'ada@example.com'],
    ['Short text', 'Plain words'],
    ['Long text', 'Many words'],
    ['Email', 'second@example.com'],
    ['Number', '42'],
    ['Website', 'https://example.com'],
    ['Currency', '12.50'],
    ['Password', 'open sesame'],
    ['Twitter', 'ada'],
    ['Date', '12, 10, 1815'],
    ['Time', '9, 30, PM'],
    ['Name', 'Ada, Lovelace'],
    ['Address', '12 St James Square, London, SW1Y 4JH'],
    ['Phone', '020, 7946, 0958'],
    ['Radio buttons', 'Option 2'],
    ['Checkboxes', 'Option 1, Option 2'],
    ['Drop-down', 'Option 2'],
    ['Likert scale', 'Option 1: Agree\nOption 2: Strongly Disagree'],
    ['Hidden', 'from-the-address'],
  ]);
  expect(await axeViolations(page), 'the inbox').toEqual([]);
});
