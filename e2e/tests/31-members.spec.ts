// Site members end to end, with real mail: a visitor on the demo's members-only "Studio notes" page
// gets the access page (105) with 'This page available only site members'; the pricing options
// toggle swaps the two free areas by keyboard and by mouse; they join (a name carrying an XSS
// payload), the confirmation arrives at an SMTP server this test starts, its link confirms the email,
// they sign in with the spec's session call and the answer's xsrfToken goes out as
// X-SiteUser-XSRF-Token on their next call; the member reads the page a visitor cannot, uses the
// account panel, writes a comment as themselves (held for approval) and signs out; the owner finds
// them on the Members screen, makes and deletes a member area protecting another page (a visitor
// sees it closed, then open), marks a file members-only on the Files screen (a visitor gets "not
// found", the member the file), searches, exports the CSV and removes the member (after its
// question). A member who forgot their password resets it by mail and is signed in with the new one,
// then changes it and deletes the account from the panel. axe-core finds nothing on any of these screens, and the payload never
// runs.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { axeViolations } from '../support/axe.ts';
import { expect, openConfigScreen, test } from '../support/fixtures.ts';
import { mailTo, useServerWithMail } from '../support/mail-server.ts';
import { ranPayload, XSS_IMAGE } from '../support/xss.ts';

const mailing = useServerWithMail();

const SECRET_LINE = 'Plum glaze, by weight';
/** A demo file (a product's picture) the owner makes members-only for a moment. */
const MEMBERS_FILE = 'recipe-book.svg';

/** What the site answers the page's browser for MEMBERS_FILE (the runner's own resolver knows no *.localhost). */
function fileAnswer(page: Page) {
  return page.evaluate(async (name) => {
    const response = await fetch(`/s/${name}`);
    return { status: response.status, cache: response.headers.get('cache-control') };
  }, MEMBERS_FILE);
}

/** Joins from the member account page and follows the mailed link: back on the sign-in form. */
async function joinFromAccountPage(page: Page, name: string, email: string, password: string) {
  await page.goto(`${mailing.server.demoUrl}/members/account`);
  await page.getByRole('button', { name: 'Accept' }).click();
  expect(await axeViolations(page), 'the member sign-in and join page').toEqual([]);
  const join = page.getByRole('form', { name: 'Join' });
  await join.getByLabel('Name').fill(name);
  await join.getByLabel('Email').fill(email);
  await join.getByLabel('Password').fill(password);
  await join.getByRole('button', { name: 'Join' }).click();
  await expect(join.getByText('Check your inbox', { exact: false })).toBeVisible();
  const link =
    /(http:\S+\/members\/verify\?token=\S+)/.exec(
      (await mailTo(mailing.smtp, email, /^Confirm your email/)).text,
    )?.[1] ?? '';
  await confirmFromLink(page, link);
}

/** Opens the mailed link, whose page asks before it confirms (mail scanners open links too). */
async function confirmFromLink(page: Page, link: string) {
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Confirm your email' })).toBeVisible();
  expect(await axeViolations(page), 'the email confirmation page').toEqual([]);
  await page.getByRole('button', { name: 'Confirm my email' }).click();
  await expect(page.getByText('Your email is confirmed. Please sign in.')).toBeVisible();
}

/** Fills and sends the member sign-in form on the page. */
async function signInAs(page: Page, email: string, password: string) {
  const signIn = page.getByRole('form', { name: 'Sign in' });
  await signIn.getByLabel('Email').fill(email);
  await signIn.getByLabel('Password', { exact: true }).fill(password);
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  return signIn;
}

test('a member joins, confirms by mail, signs in and reads the members-only page; the owner manages areas and members', async ({
  page,
  browser,
}) => {
  test.slow();
  const { server } = mailing;
  const email = 'grace.member@example.com';

  // A visitor: the access page, not the notes.
  await page.goto(`${server.demoUrl}/studio-notes`);
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Studio notes' })).toBeVisible();
  await expect(page.getByText('This page available only site members')).toBeVisible();
  await expect(page.getByText(SECRET_LINE)).toHaveCount(0);
  expect(
    await page.evaluate(
      () => JSON.parse(document.getElementById('tessera-context')?.textContent ?? '{}').pageType,
    ),
  ).toBe(105);
  await expect(page.locator('[data-island="members"][data-hydrated]')).toBeAttached();
  expect(await axeViolations(page), 'the access page').toEqual([]);

  // The pricing options toggle: by keyboard (Enter on the right button, then the arrow keys), and by mouse.
  const options = page.locator('[data-pricing-option]:visible');
  await expect(options).toHaveCount(1);
  await expect(options.getByRole('heading', { name: 'Studio notes' })).toBeVisible();
  await page.getByRole('button', { name: 'Next pricing option' }).focus();
  await page.keyboard.press('Enter');
  await expect(options.getByRole('heading', { name: 'Open studio' })).toBeVisible();
  await expect(page.getByText('2 of 2')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(options.getByRole('heading', { name: 'Studio notes' })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(options.getByRole('heading', { name: 'Open studio' })).toBeVisible();
  await expect(page.locator('input[name="areaId"]')).toHaveValue('3e3be5a00000000000000002');
  await page.getByRole('button', { name: 'Previous pricing option' }).click();
  await expect(options.getByRole('heading', { name: 'Studio notes' })).toBeVisible();
  await expect(page.locator('input[name="areaId"]')).toHaveValue('3e3be5a00000000000000001');
  await page.screenshot({ path: '/tmp/e2e-members-access.png', fullPage: true });

  // Join, with a name that would run script if it were ever taken as HTML.
  const join = page.getByRole('form', { name: 'Join' });
  await join.getByLabel('Name').fill(XSS_IMAGE);
  await join.getByLabel('Email').fill(email);
  await join.getByLabel('Password').fill('a long password');
  await join.getByRole('button', { name: 'Join' }).click();
  await expect(
    join.getByText('Check your inbox: follow the link we sent you to confirm your email.'),
  ).toBeVisible();

  const mail = await mailTo(mailing.smtp, email, /^Confirm your email/);
  expect(mail.subject).toBe('Confirm your email for Fern & Kiln');
  const link = /(http:\S+\/members\/verify\?token=\S+)/.exec(mail.text)?.[1] ?? '';
  expect(link).not.toBe('');
  await confirmFromLink(page, link);
  expect(await axeViolations(page), 'the member sign-in page').toEqual([]);

  // The spec's session call; its xsrfToken goes out on the next member call.
  const signIn = page.getByRole('form', { name: 'Sign in' });
  await signIn.getByLabel('Email').fill(email);
  // A wrong password is told in the server's words, not as an unauthorized request.
  await signIn.getByLabel('Password').fill('not the password');
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(signIn.getByText('That email and password do not match a member of this site.')).toBeVisible();
  await signIn.getByLabel('Password').fill('a long password');
  // The answer is noted on its way to the island (which navigates away as soon as it has it), in
  // this tab's session storage, which outlives the navigation.
  await page.evaluate(() => {
    const original = window.fetch;
    window.fetch = async (input, init) => {
      const response = await original(input, init);
      if (String(input).includes('/api/site-users/account/session') && init?.method === 'POST')
        sessionStorage.setItem(
          'e2e-session',
          JSON.stringify({ sent: init.body, answer: await response.clone().text() }),
        );
      return response;
    };
  });
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/studio-notes$/);
  const noted = JSON.parse((await page.evaluate(() => sessionStorage.getItem('e2e-session'))) ?? '{}') as {
    sent: string;
    answer: string;
  };
  expect(JSON.parse(noted.sent)).toEqual({ email, password: 'a long password', rememberMe: true });
  const { xsrfToken } = JSON.parse(noted.answer) as { xsrfToken: string };
  expect(xsrfToken).toMatch(/^[\w-]{20,}$/);
  await expect(page.getByText(SECRET_LINE)).toBeVisible();

  // The account panel: the name is text, the change carries the token.
  await page.goto(`${server.demoUrl}/members/account`);
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await expect(page.locator('[data-member-name]')).toHaveText(XSS_IMAGE);
  await expect(page.getByRole('region', { name: 'Your member areas' }).getByRole('listitem')).toHaveText([
    'Studio notes',
  ]);
  expect(await axeViolations(page), 'the account panel').toEqual([]);
  await page.screenshot({ path: '/tmp/e2e-members-account.png', fullPage: true });
  const profile = page.getByRole('form', { name: 'Profile' });
  expect(await ranPayload(page)).toBe(false);
  await profile.getByLabel('Name').fill(`Grace ${XSS_IMAGE}`);
  const change = page.waitForRequest(
    (r) => r.url().includes('/api/site-users/account') && r.method() === 'PUT',
  );
  await profile.getByRole('button', { name: 'Save profile' }).click();
  expect((await change).headers()['x-siteuser-xsrf-token']).toBe(xsrfToken);
  await expect(profile.getByText('Your profile is saved.')).toBeVisible();

  // A member comments as themselves, with no name or email to give; the comment waits for approval.
  await page.goto(`${server.demoUrl}/journal/chasing-plum`);
  const comments = page.getByRole('region', { name: 'Comments' });
  await comments.scrollIntoViewIfNeeded();
  const commentForm = comments.getByRole('form', { name: 'Leave a comment' });
  await expect(commentForm.getByText(`You comment as Grace ${XSS_IMAGE}.`)).toBeVisible();
  await expect(commentForm.getByLabel('Name')).toBeHidden();
  await commentForm.getByLabel('Comment').fill('Notes from a member');
  const posted = page.waitForResponse(
    (response) => response.url().includes('/api/comments/posts/') && response.status() === 201,
  );
  await commentForm.getByRole('button', { name: 'Post comment' }).click();
  expect((await (await posted).json()).status).toBe('pending');
  await expect(page.getByText('Thank you! Your comment is awaiting moderation.')).toBeVisible();
  expect(await axeViolations(page, { include: '.comments' }), 'the comment form of a member').toEqual([]);
  await page.goto(`${server.demoUrl}/members/account`);

  // A visitor in another browser still gets the access page.
  const other = await browser.newContext();
  const visitor = await other.newPage();
  await visitor.goto(`${server.demoUrl}/studio-notes`);
  await expect(visitor.getByText('This page available only site members')).toBeVisible();
  await expect(visitor.getByText(SECRET_LINE)).toHaveCount(0);
  await other.close();

  // Signing out (the spec's DELETE) ends it here too.
  const signOut = page.waitForResponse((r) =>
    r.url().includes('/api/site-users/account/session?cloneCart=true'),
  );
  await page.getByRole('button', { name: 'Sign out' }).click();
  expect((await signOut).status()).toBe(204);
  await page.waitForURL(`${server.demoUrl}/`);
  await page.goto(`${server.demoUrl}/studio-notes`);
  await expect(page.getByText('This page available only site members')).toBeVisible();

  // The owner finds the member, in their area, on the Members screen.
  await page.goto(`${server.demoUrl}/config/`);
  await page.getByLabel('Email').fill(server.owner.email);
  await page.getByLabel('Password').fill(server.owner.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await openConfigScreen(page, 'Members');
  const panel = page.getByRole('complementary', { name: 'Members panel' });
  await expect(panel.getByRole('heading', { name: 'Members', exact: true })).toBeFocused();
  const row = panel.getByRole('listitem').filter({ hasText: email });
  await expect(row).toContainText(`Grace ${XSS_IMAGE}`);
  await expect(row).toContainText('Confirmed · Studio notes');
  await expect(panel.getByRole('listitem').filter({ hasText: 'Open studio' })).toContainText(
    'protects Studio notes',
  );
  expect(await axeViolations(page), 'the Members screen').toEqual([]);
  await panel.getByRole('button', { name: 'New member area' }).click();
  expect(await axeViolations(page), 'the member area form').toEqual([]);
  await page.screenshot({ path: '/tmp/e2e-members-config.png' });

  // The owner makes a member area protecting the About page (cached by a visitor first): the visitor
  // then gets the access page there; deleting the area opens it again.
  const outsider = await browser.newContext();
  const outsiderPage = await outsider.newPage();
  await outsiderPage.goto(`${server.demoUrl}/about`);
  await expect(outsiderPage.getByText('This page available only site members')).toHaveCount(0);
  const areaForm = panel.getByRole('form', { name: 'New member area' });
  await areaForm.getByLabel('Name').fill('Insiders');
  await areaForm.getByLabel('About', { exact: true }).check();
  await areaForm.getByRole('button', { name: 'Create member area' }).click();
  await expect(panel.getByText('Saved Insiders.')).toBeVisible();
  await expect(panel.getByRole('listitem').filter({ hasText: 'Insiders' })).toContainText('protects About');
  await outsiderPage.reload();
  await expect(outsiderPage.getByText('This page available only site members')).toBeVisible();
  await panel.getByRole('button', { name: 'Delete Insiders' }).click();
  await expect(panel.getByText('Deleted Insiders.')).toBeVisible();
  await outsiderPage.reload();
  await expect(outsiderPage.getByText('This page available only site members')).toHaveCount(0);

  // A members-only file (issue 31): the owner marks one on the Files screen, by keyboard, for Studio
  // notes. A visitor gets "not found" for it; Grace, signed in, gets it, for no cache to keep; made
  // public again, the visitor gets it too.
  await openConfigScreen(page, 'Files');
  const files = page.getByRole('complementary', { name: 'Files panel' });
  await files.getByLabel('Search files').fill(MEMBERS_FILE);
  // The search answers after a pause and redraws the list, closing a row's open form: wait for it.
  await expect(files.getByRole('list', { name: 'Files' }).getByRole('listitem')).toHaveCount(1);
  const fileRow = files.getByRole('listitem').filter({ hasText: MEMBERS_FILE });
  await fileRow.getByRole('button', { name: `Who can open ${MEMBERS_FILE}` }).click();
  await expect(fileRow.getByRole('radio', { name: 'Anyone with its address' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(fileRow.getByRole('radio', { name: 'Members only' })).toBeChecked();
  // The areas' boxes appear once React has drawn the choice (the radio is checked before that).
  const studioNotes = fileRow.getByRole('checkbox', { name: 'Studio notes' });
  await expect(studioNotes).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(studioNotes).toBeFocused();
  await page.keyboard.press('Space');
  await expect(studioNotes).toBeChecked();
  expect(await axeViolations(page), 'who can open a file').toEqual([]);
  await fileRow.getByRole('button', { name: 'Save who can open it' }).click();
  await expect(fileRow.getByText('Members of Studio notes')).toBeVisible();
  await expect(fileRow.getByRole('button', { name: `Who can open ${MEMBERS_FILE}` })).toBeFocused();
  expect(await fileAnswer(outsiderPage)).toEqual({ status: 404, cache: 'no-store' });
  const grace = await browser.newContext();
  const gracePage = await grace.newPage();
  await gracePage.goto(`${server.demoUrl}/members/account`);
  await gracePage.getByRole('button', { name: 'Accept' }).click();
  await signInAs(gracePage, email, 'a long password');
  await gracePage.waitForURL(`${server.demoUrl}/`);
  expect(await fileAnswer(gracePage)).toEqual({ status: 200, cache: 'private, no-store' });
  await grace.close();
  await fileRow.getByRole('button', { name: `Who can open ${MEMBERS_FILE}` }).click();
  await fileRow.getByRole('radio', { name: 'Anyone with its address' }).check();
  await fileRow.getByRole('button', { name: 'Save who can open it' }).click();
  await expect(fileRow.getByText('Members of Studio notes')).toHaveCount(0);
  expect(await fileAnswer(outsiderPage)).toEqual({ status: 200, cache: 'public, max-age=3600' });
  await outsider.close();
  await openConfigScreen(page, 'Members');

  // The members list: search, export CSV, remove (after its question).
  await panel.getByLabel('Search members').fill('grace');
  await panel.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(panel.getByRole('list', { name: 'Members' }).getByRole('listitem')).toHaveCount(1);
  const download = page.waitForEvent('download');
  await panel.getByRole('link', { name: 'Export CSV' }).click();
  const csv = await readFile((await (await download).path()) ?? '', 'utf8');
  expect(csv).toContain(email);
  expect(csv).toContain('Studio notes');
  // Remove asks first, as on People: the question takes the focus, Keep them gives it back.
  const memberRow = panel.getByRole('listitem').filter({ hasText: email });
  await memberRow.getByRole('button', { name: `Remove ${email}` }).click();
  const question = memberRow.getByRole('group', { name: /^Remove Grace .* from this site's members\?/ });
  await expect(question.getByRole('button', { name: 'Keep them' })).toBeFocused();
  expect(await axeViolations(page), 'the removal question').toEqual([]);
  await page.keyboard.press('Enter');
  await expect(memberRow.getByRole('button', { name: `Remove ${email}` })).toBeFocused();
  await memberRow.getByRole('button', { name: `Remove ${email}` }).click();
  await question.getByRole('button', { name: /^Remove Grace / }).click();
  await expect(panel.getByText(`Removed ${email}.`)).toBeVisible();
  await expect(panel.getByRole('listitem').filter({ hasText: email })).toHaveCount(0);
  const left = await page.evaluate(() => fetch('/api/config/members?q=grace').then((r) => r.json()));
  expect(left.members).toEqual([]);

  expect(await ranPayload(page)).toBe(false);
});

test('a member of neither area gets the access-denied page (106) and joins one with its button', async ({
  page,
}) => {
  test.slow();
  const { server } = mailing;
  const email = 'ada.outsider@example.com';

  // Joined from the account page: a member of the site, of no area yet.
  await joinFromAccountPage(page, 'Ada', email, 'another long password');
  await signInAs(page, email, 'another long password');
  await page.waitForURL(`${server.demoUrl}/`);

  await page.goto(`${server.demoUrl}/studio-notes`);
  expect(
    await page.evaluate(
      () => JSON.parse(document.getElementById('tessera-context')?.textContent ?? '{}').pageType,
    ),
  ).toBe(106);
  await expect(page.getByText('This page available only site members')).toBeVisible();
  await expect(page.getByText('Signed in as Ada.')).toBeVisible();
  await expect(page.locator('[data-island="members"][data-hydrated]')).toBeAttached();
  expect(await axeViolations(page), 'the access-denied page').toEqual([]);
  await page.getByRole('button', { name: 'Next pricing option' }).click();
  const joined = page.waitForRequest(
    (r) => r.url().includes('/api/site-users/account/areas/') && r.method() === 'POST',
  );
  await page.getByRole('button', { name: 'Join Open studio' }).click();
  expect((await joined).headers()['x-siteuser-xsrf-token']).toMatch(/^[\w-]{20,}$/);
  await expect(page.getByText(SECRET_LINE)).toBeVisible();
});

test('a member who forgot their password resets it by mail, then changes it and deletes the account from the panel', async ({
  page,
}) => {
  test.slow();
  const { server } = mailing;
  const email = 'lin.forgetful@example.com';
  await joinFromAccountPage(page, 'Lin', email, 'the first password');

  // Forgot password: from the sign-in form, by keyboard.
  await page.getByRole('form', { name: 'Sign in' }).getByRole('link', { name: 'Forgot password?' }).focus();
  await page.keyboard.press('Enter');
  await page.waitForURL(`${server.demoUrl}/members/reset`);
  await expect(page.locator('[data-island="members"][data-hydrated]')).toBeAttached();
  expect(await axeViolations(page), 'the forgot-password page').toEqual([]);
  const ask = page.getByRole('form', { name: 'Forgot your password?' });
  await ask.getByLabel('Email').fill(email);
  await ask.getByRole('button', { name: 'Send reset link' }).click();
  await expect(ask.getByText('If this email belongs to a member', { exact: false })).toBeVisible();

  const mail = await mailTo(mailing.smtp, email, /^Reset your password/);
  expect(mail.subject).toBe('Reset your password for Fern & Kiln');
  const link = /(http:\S+\/members\/reset#token=\S+)/.exec(mail.text)?.[1] ?? '';
  expect(link).not.toBe('');
  await page.goto('about:blank');
  await page.goto(link);
  const choose = page.getByRole('form', { name: 'Choose a new password' });
  await expect(choose.getByLabel('New password')).toBeFocused();
  await expect(page.getByRole('form', { name: 'Forgot your password?' })).toBeHidden();
  // The token leaves the address bar once read.
  expect(page.url()).toBe(`${server.demoUrl}/members/reset`);
  expect(await axeViolations(page), 'the choose-a-new-password page').toEqual([]);
  await page.keyboard.type('the second password');
  await page.keyboard.press('Enter');
  await page.waitForURL(`${server.demoUrl}/members/account`);
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();

  // The link was spent; the old password is refused, the new one signs in.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL(`${server.demoUrl}/`);
  await page.goto(`${server.demoUrl}/members/account`);
  const signIn = await signInAs(page, email, 'the first password');
  await expect(signIn.getByText('That email and password do not match a member of this site.')).toBeVisible();
  await signInAs(page, email, 'the second password');
  await page.waitForURL(`${server.demoUrl}/`);
  await page.goto(`${server.demoUrl}/members/account`);
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();

  // The account panel changes the password, then deletes the account after its password.
  const password = page.getByRole('form', { name: 'Change password' });
  await password.getByLabel('Current password').fill('the second password');
  await password.getByLabel('New password').fill('the third password');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByText('Your password is changed.')).toBeVisible();
  const remove = page.getByRole('form', { name: 'Delete account' });
  await remove.getByLabel('Password').fill('the second password');
  await remove.getByRole('button', { name: 'Delete my account' }).click();
  await expect(remove.locator('.member-form-message')).toHaveClass(/form-error/);
  await remove.getByLabel('Password').fill('the third password');
  await remove.getByRole('button', { name: 'Delete my account' }).click();
  await page.waitForURL(`${server.demoUrl}/`);
  await page.goto(`${server.demoUrl}/members/account`);
  const gone = await signInAs(page, email, 'the third password');
  await expect(gone.getByText('That email and password do not match a member of this site.')).toBeVisible();
});
