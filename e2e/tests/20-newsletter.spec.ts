// The newsletter's double opt-in end to end, with real mail: a visitor signs up on the demo home page
// (a bad address is refused before anything is sent), the confirmation arrives at an SMTP server
// this test starts (on a Tessera server of its own, pointed at it), its link confirms, the owner sees
// the address subscribed in the config area, and the mail's unsubscribe link takes it off the list
// with one click. axe-core finds nothing on the newsletter screens or the pages a subscriber sees.
import { readFileSync } from 'node:fs';
import { simpleParser } from 'mailparser';
import { axeViolations } from '../support/axe.ts';
import { collectErrors, expect, openConfigScreen, test } from '../support/fixtures.ts';
import { useServerWithMail } from '../support/mail-server.ts';

const mailing = useServerWithMail();

/** The message the SMTP server received for `to`, parsed; waits for the worker to send it. */
async function receivedMail(to: string) {
  await expect
    .poll(() => mailing.smtp.received.some((m) => m.rcptTo.includes(to)), {
      timeout: 20_000,
      message: `mail to ${to}`,
    })
    .toBe(true);
  const delivery = mailing.smtp.received.find((m) => m.rcptTo.includes(to));
  return { raw: delivery?.raw ?? '', parsed: await simpleParser(delivery?.raw ?? '') };
}

test('sign up, confirm by mail, see it in the config area, unsubscribe with one click', async ({
  page,
  browser,
}) => {
  test.slow();
  const errors = collectErrors(page);
  const email = 'ada.lovelace@example.com';

  await page.goto(`${mailing.server.demoUrl}/`);
  const form = page.getByRole('form', { name: 'Studio news' });
  await expect(form).toBeVisible();
  await form.scrollIntoViewIfNeeded();
  expect(await axeViolations(page), 'the home page with the newsletter block').toEqual([]);
  // Small below 320 px of its own width (a container query): fields and button stack.
  const direction = () => form.evaluate((element) => getComputedStyle(element).flexDirection);
  expect(await direction()).toBe('row');
  await page.setViewportSize({ width: 340, height: 800 });
  expect(await form.evaluate((element) => element.getBoundingClientRect().width)).toBeLessThan(320);
  expect(await direction()).toBe('column');
  await page.setViewportSize({ width: 1280, height: 800 });

  // A bad address is refused by the island, above the field, before anything is sent.
  await form.getByLabel('Name').fill('Ada');
  await form.getByLabel('Email').fill('ada@example');
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByText('Please enter a valid email')).toBeVisible();
  await expect(form.getByLabel('Email')).toBeFocused();
  await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');

  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByText('Check your inbox to confirm your subscription.')).toBeFocused();
  await expect(form.getByRole('heading', { name: 'Studio news' })).toBeVisible();
  await expect(form.getByLabel('Email')).toBeHidden();
  await page.screenshot({ path: '/tmp/e2e-newsletter-signed-up.png' });

  const mail = await receivedMail(email);
  expect(mail.parsed.subject).toBe('Confirm your subscription to Studio news');
  expect(mail.raw).toMatch(
    /List-Unsubscribe:\s+<http:\/\/demo\.localhost:\d+\/newsletter\/unsubscribe\?token=/,
  );
  expect(mail.raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  const text = mail.parsed.text ?? '';
  const confirmLink = /(http:\S+\/newsletter\/confirm\?token=\S+)/.exec(text)?.[1] ?? '';
  const unsubscribeLink = /(http:\S+\/newsletter\/unsubscribe\?token=\S+)/.exec(text)?.[1] ?? '';
  expect(confirmLink).not.toBe('');
  expect(unsubscribeLink).not.toBe('');

  // Opening the link asks first (mail scanners open links too); the button confirms.
  await page.goto(confirmLink);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your subscription' })).toBeVisible();
  expect(await axeViolations(page), 'the confirmation page').toEqual([]);
  await page.getByRole('button', { name: 'Confirm subscription' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription confirmed' })).toBeVisible();
  await expect(page.getByText(`${email} will receive “Studio news”.`)).toBeVisible();
  expect(await axeViolations(page), 'the confirmed page').toEqual([]);

  // The owner sees the address subscribed.
  await page.goto(`${mailing.server.demoUrl}/config/`);
  await page.getByLabel('Email').fill(mailing.server.owner.email);
  await page.getByLabel('Password').fill(mailing.server.owner.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await openConfigScreen(page, 'Newsletters');
  const panel = page.getByRole('complementary', { name: 'Newsletters panel' });
  await expect(panel.getByRole('heading', { name: 'Newsletters' })).toBeFocused();
  const list = panel.getByRole('button', { name: /^Studio news/ });
  await expect(list).toContainText('3 subscribers · 0 waiting to confirm');
  expect(await axeViolations(page), 'the newsletters screen').toEqual([]);
  await list.click();
  await expect(panel.getByRole('heading', { name: 'Studio news' })).toBeFocused();
  const row = panel.getByRole('listitem').filter({ hasText: email });
  await expect(row).toContainText('Subscribed');
  await expect(row).toContainText('Ada');
  expect(await axeViolations(page), 'the subscribers screen').toEqual([]);
  await page.screenshot({ path: '/tmp/e2e-newsletter-subscribers.png' });

  // The CSV export holds the address.
  const download = page.waitForEvent('download');
  await panel.getByRole('link', { name: 'Export CSV' }).click();
  const csv = readFileSync(await (await download).path(), 'utf8');
  expect(csv).toContain(`${email},Ada,confirmed,`);

  // One click on the mail's unsubscribe link's page, no account needed (a fresh browser).
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(unsubscribeLink);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeVisible();
  expect(await axeViolations(visitor), 'the unsubscribe page').toEqual([]);
  await visitor.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeVisible();
  await expect(visitor.getByText(`${email} will no longer receive “Studio news”.`)).toBeVisible();
  expect(await axeViolations(visitor), 'the unsubscribed page').toEqual([]);
  await visitorContext.close();

  await panel.getByRole('button', { name: 'Search' }).click();
  await expect(row).toContainText('Unsubscribed');
  expect(errors).toEqual([]);
});
