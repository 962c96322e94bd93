// Comments in Chromium, on a server of this file's own: a visitor reads the demo journal's comments
// and writes one whose name and text are XSS payloads; it is held ("Thank you! Your comment is
// awaiting moderation."); the owner finds it in the Comments screen (tabs by keyboard) and approves
// it; the visitor then sees it at its #comment-{id} link, the payloads as text, nothing of them run.
// With the site's comment captcha on, the form solves it and sends its key with the comment.
// With a Disqus shortname, the journal’s list loads its count script (a local stand-in), which the
// page’s CSP allows, and the links show its counts.
// axe-core finds nothing on the comment form or the moderation queue.
import type { Browser, Page } from '@playwright/test';
import { axeViolations } from '../support/axe.ts';
import { collectErrors, expect, openConfigScreen, signInAtConfig, test } from '../support/fixtures.ts';
import { useOwnServer } from '../support/own-server.ts';
import { guardAgainstScripts, ranPayload, XSS_IMAGE } from '../support/xss.ts';

const POST_TITLE = 'Chasing a plum glaze for two years';
const XSS_NAME = `${XSS_IMAGE}Robin`;
const XSS_TEXT =
  '<script>window.__xss=1</script> Lovely! javascript:window.__xss=1 https://example.com/"onmouseover="window.__xss=1';

const server = useOwnServer();

test.describe.configure({ mode: 'serial' });

/** A browser of this file's server: a fresh context, closed with the test's browser. */
async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.demoUrl });
  return context.newPage();
}

/** The owner's Site screen in a browser of its own, and its save (waiting for 'Saved'). */
async function ownerSiteScreen(browser: Browser) {
  const owner = await newPage(browser);
  await signInAtConfig(owner, server.owner);
  await openConfigScreen(owner, 'Site');
  const saveSettings = async () => {
    await owner.getByRole('button', { name: 'Save site settings' }).click();
    await expect(owner.getByRole('status').filter({ hasText: 'Saved' }).first()).toBeVisible();
  };
  return { owner, saveSettings };
}

let commentLink = '';

test('a visitor reads the journal’s comments and writes one, which waits for moderation', async ({
  browser,
}) => {
  const page = await newPage(browser);
  const errors = collectErrors(page);
  guardAgainstScripts(page);
  await page.goto('/journal');
  await page.getByRole('link', { name: POST_TITLE }).first().click();
  const comments = page.getByRole('region', { name: 'Comments' });
  // The form's code loads when the comments come into view.
  await comments.scrollIntoViewIfNeeded();
  await expect(comments.getByRole('article', { name: 'Comment by June Park' })).toBeVisible();
  // The reply sits inside June's thread.
  await expect(
    comments
      .getByRole('listitem')
      .filter({ has: page.getByRole('article', { name: 'Comment by June Park' }) }),
  ).toContainText('Mara Quill');
  const form = comments.getByRole('form', { name: 'Leave a comment' });
  await expect(form).toBeVisible();
  expect(await axeViolations(page, { include: '.comments' })).toEqual([]);

  // Replying aims the form at a thread; the keyboard reaches it.
  await comments.getByRole('button', { name: 'Reply to June Park' }).click();
  await expect(form.getByText('Reply to June Park:')).toBeVisible();
  await expect(form.getByLabel('Comment')).toBeFocused();
  await form.getByRole('button', { name: 'Cancel reply' }).click();

  // core's checks before anything is sent.
  await form.getByRole('button', { name: 'Post comment' }).click();
  await expect(form.getByText('Please enter your name.')).toBeVisible();
  await expect(form.getByLabel('Name')).toBeFocused();

  await form.getByLabel('Name').fill(XSS_NAME);
  await form.getByLabel('Email (never shown)').fill('robin@example.com');
  await form.getByLabel('Comment').fill(XSS_TEXT);
  const posted = page.waitForResponse(
    (response) => response.url().includes('/api/comments/posts/') && response.status() === 201,
  );
  await form.getByRole('button', { name: 'Post comment' }).click();
  const answer = await (await posted).json();
  expect(answer.status).toBe('pending');
  commentLink = answer.link;
  await expect(
    page.getByRole('status').filter({ hasText: 'Thank you! Your comment is awaiting moderation.' }),
  ).toBeVisible();
  await expect(form).toBeHidden();
  expect(await ranPayload(page)).toBe(false);
  expect(errors).toEqual([]);
});

test('the owner approves it from the Comments screen, moving between tabs by keyboard', async ({
  browser,
}) => {
  const page = await newPage(browser);
  guardAgainstScripts(page);
  await signInAtConfig(page, server.owner);
  await openConfigScreen(page, 'Comments');
  const screen = page.getByRole('region', { name: 'Comments' });
  const pending = screen.getByRole('tab', { name: /^Pending/ });
  await expect(pending).toHaveAttribute('aria-selected', 'true');
  const card = screen.getByRole('article').filter({ hasText: 'robin@example.com' });
  await expect(card).toContainText(XSS_NAME);
  await expect(card).toContainText('<script>window.__xss=1</script>');
  expect(await axeViolations(page, { include: '#pages-panel' })).toEqual([]);

  await pending.focus();
  await page.keyboard.press('ArrowRight');
  await expect(screen.getByRole('tab', { name: /^Approved/ })).toBeFocused();
  await expect(screen.getByRole('tabpanel')).toContainText('June Park');
  await page.keyboard.press('End');
  await expect(screen.getByRole('tab', { name: /^Spam/ })).toBeFocused();
  await expect(screen.getByText('Nothing is marked as spam.')).toBeVisible();
  expect(await axeViolations(page, { include: '#pages-panel' })).toEqual([]);
  await page.keyboard.press('Home');
  await expect(pending).toBeFocused();

  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(screen.getByText('No comments wait for approval.')).toBeVisible();
  await screen.getByRole('tab', { name: /^Approved/ }).click();
  await expect(screen.getByRole('article').filter({ hasText: 'robin@example.com' })).toBeVisible();
  expect(await ranPayload(page)).toBe(false);
});

test('the visitor sees the approved comment at its #comment-{id} link, its payloads as text', async ({
  browser,
}) => {
  const page = await newPage(browser);
  guardAgainstScripts(page);
  expect(commentLink).toMatch(/#comment-[0-9a-f]{24}$/);
  await page.goto(commentLink);
  const id = commentLink.split('#')[1] ?? '';
  const comment = page.locator(`[id="${id}"]`);
  await expect(comment).toBeVisible();
  await expect(comment).toContainText(XSS_NAME);
  await expect(comment).toContainText('<script>window.__xss=1</script> Lovely!');
  await expect(comment.locator('img, script')).toHaveCount(0);
  const link = comment.getByRole('link');
  await expect(link).toHaveAttribute('href', 'https://example.com/');
  await expect(link).toHaveAttribute('rel', 'nofollow ugc noopener');
  await comment.hover();
  expect(await ranPayload(page)).toBe(false);
  expect(await page.evaluate(() => location.hash)).toBe(`#${id}`);
});

test('with the captcha asked for, the comment form solves it and the comment goes through', async ({
  browser,
}) => {
  const { owner, saveSettings } = await ownerSiteScreen(browser);
  const captcha = owner.getByLabel('Ask commenters for the captcha');
  await captcha.check();
  await saveSettings();
  try {
    const page = await newPage(browser);
    guardAgainstScripts(page);
    const errors = collectErrors(page);
    await page.goto(commentLink.split('#')[0] ?? '');
    const comments = page.getByRole('region', { name: 'Comments' });
    await comments.scrollIntoViewIfNeeded();
    const form = comments.getByRole('form', { name: 'Leave a comment' });
    await form.getByLabel('Name').fill('Casey');
    await form.getByLabel('Email (never shown)').fill('casey@example.com');
    await form.getByLabel('Comment').fill('Solved on the way');
    const sent = page.waitForRequest(
      (request) => request.url().includes('/api/comments/posts/') && request.method() === 'POST',
    );
    await form.getByRole('button', { name: 'Post comment' }).click();
    expect((await sent).postDataJSON().captchaKey).toMatch(/^[A-Za-z0-9+/=]{40,}$/);
    await expect(
      page.getByRole('status').filter({ hasText: 'Thank you! Your comment is awaiting moderation.' }),
    ).toBeVisible();
    expect(await axeViolations(page, { include: '.comments' })).toEqual([]);
    expect(errors).toEqual([]);
  } finally {
    await captcha.uncheck();
    await saveSettings();
  }
});

test('with a Disqus shortname, the journal’s list loads its count script, which counts the links', async ({
  browser,
}) => {
  const { owner, saveSettings } = await ownerSiteScreen(browser);
  const shortname = owner.getByLabel('Disqus shortname');
  await shortname.fill('tessera-e2e');
  await saveSettings();
  try {
    const page = await newPage(browser);
    const errors = collectErrors(page);
    // A stand-in for Disqus's count.js, doing what it does: the text of each '#disqus_thread' link
    // becomes its count. The page's CSP still decides whether the browser may ask for it.
    await page.route('https://tessera-e2e.disqus.com/**', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `for (const link of document.querySelectorAll('a[href$="#disqus_thread"]'))
          link.textContent = document.getElementById('dsq-count-scr') ? '2 Comments' : 'no script id';`,
      }),
    );
    const requested = page.waitForRequest('https://tessera-e2e.disqus.com/count.js');
    await page.goto('/journal');
    await requested;
    const link = page.getByRole('link', { name: '2 Comments' }).first();
    await expect(link).toBeVisible();
    expect(await link.getAttribute('href')).toMatch(/#disqus_thread$/);
    expect(errors).toEqual([]);
  } finally {
    await shortname.fill('');
    await saveSettings();
  }
});
