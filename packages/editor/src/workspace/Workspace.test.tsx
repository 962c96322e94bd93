import { PERMISSIONS, Permission } from '@tessera/core';
import { FIRST_VISIT_PREVIEW_KEY } from '@tessera/site/runtime/config-preview.ts';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { paidOrder, summary } from '../commerce/orders/fixtures.ts';
import { aboutDetail, aboutPage, homePage } from '../testing/demo-pages.ts';
import { button, click, field, pressKey, type Rendered, render, typeInto, waitFor } from '../testing/dom.ts';
import { type FakeApi, fakeApi } from '../testing/fake-api.ts';
import { serveFramePages } from '../testing/frame-pages.ts';
import { outboxMessages } from '../testing/outbox.ts';
import { openScreen, screenLink } from '../testing/sections.ts';
import { Workspace } from './Workspace.tsx';

const website = { id: 'w1', identifier: 'demo', siteTitle: 'Demo Studio', baseUrl: 'http://localhost:3000' };
const account = { id: 'a1', email: 'owner@example.com', displayName: 'Owner' };
const ADMIN = [...PERMISSIONS];

let rendered: Rendered | undefined;
let stopServingFramePages = () => {};
let api: FakeApi;

// The code the workspace loads when a screen or the palette first opens, loaded before any test: its
// first transform on a busy machine can take longer than waitFor's second.
beforeAll(async () => {
  await Promise.all([import('../commerce/CommerceScreen.tsx'), import('./palette/CommandPalette.tsx')]);
});

beforeEach(() => {
  stopServingFramePages = serveFramePages({ '/': homePage.id });
  window.history.replaceState(null, '', '/config/?frameUrl=%2Fabout');
  api = fakeApi({
    'GET /api/config/pages': { body: { pages: [homePage, aboutPage] } },
    [`GET /api/config/pages/${aboutPage.id}`]: { body: aboutDetail },
    'GET /api/config/outbox': { body: { messages: outboxMessages } },
  });
});

afterEach(() => {
  rendered?.unmount();
  stopServingFramePages();
  vi.unstubAllGlobals();
});

async function renderWorkspace(initialFrameUrl = '/about', permissions: Permission[] = ADMIN) {
  rendered = await render(
    <Workspace
      website={website}
      account={account}
      permissions={permissions}
      initialFrameUrl={initialFrameUrl}
      onSignedOut={() => {}}
    />,
  );
  const { container } = rendered;
  const iframe = container.querySelector('iframe') as HTMLIFrameElement;
  const panel = container.querySelector('aside') as HTMLElement;
  return { container, iframe, panel };
}

/** The panel screen whose heading says `title`. */
function findPanelSection(container: HTMLElement, title: string): HTMLElement | undefined {
  const screens = [...container.querySelectorAll<HTMLElement>('section.panel-section')];
  return screens.find(
    (section) =>
      document.getElementById(section.getAttribute('aria-labelledby') ?? '')?.textContent === title,
  );
}

function panelSection(container: HTMLElement, title: string): HTMLElement {
  const found = findPanelSection(container, title);
  if (!found) throw new Error(`No panel screen titled ${title}`);
  return found;
}

/** A screen opened from the top bar, once its code has arrived (workspace/screens.ts). */
function openedScreen(container: HTMLElement, title: string): Promise<HTMLElement> {
  return waitFor(() => findPanelSection(container, title), `the ${title} screen`);
}

/** The frame's window once its page has loaded and the editor has heard about it. */
function loadedFrameWindow(iframe: HTMLIFrameElement) {
  return waitFor(
    () => window.location.search.includes('frameUrl') && iframe.contentWindow?.document.body,
    'the frame',
  );
}

describe('Workspace', () => {
  it('shows the site in the frame at frameUrl and highlights that page', async () => {
    const { container, iframe, panel } = await renderWorkspace();
    expect(iframe.title).toBe('Site preview');
    expect(iframe.getAttribute('src')).toBe('/about');
    const current = await waitFor(() => panel.querySelector('[aria-current="page"]'), 'the highlight');
    expect(current.getAttribute('data-page-id')).toBe(aboutPage.id);
    expect(container.querySelector('a[href="/about?noredirect=1"]')?.textContent).toBe('View site');
  });

  it('follows navigation inside the frame into the address and the highlight', async () => {
    const { iframe, panel } = await renderWorkspace();
    await loadedFrameWindow(iframe);
    // happy-dom neither fires the frame's load event on in-frame navigation nor swaps contentWindow,
    // so move the frame's address and fire the load event a browser would.
    iframe.contentWindow?.history.replaceState(null, '', '/home?from=about');
    await act(async () => iframe.dispatchEvent(new Event('load')));
    await waitFor(() => window.location.search.includes('frameUrl=%2Fhome%3Ffrom%3Dabout'), 'the address');
    expect(panel.querySelector('[aria-current="page"]')?.getAttribute('data-page-id')).toBe(homePage.id);
  });

  it("highlights the home page at '/' as the framed page's site context names it", async () => {
    const { panel } = await renderWorkspace('/');
    const current = await waitFor(() => panel.querySelector('[aria-current="page"]'), 'the highlight');
    expect(current.getAttribute('data-page-id')).toBe(homePage.id);
  });

  it('toggles the panel with Escape, in the top window and inside the frame', async () => {
    const { iframe, panel } = await renderWorkspace();
    expect(panel.hidden).toBe(false);
    await pressKey(document.body, 'Escape');
    expect(panel.hidden).toBe(true);

    const frameBody = await loadedFrameWindow(iframe);
    await pressKey(frameBody, 'Escape');
    expect(panel.hidden).toBe(false);
    await pressKey(frameBody, 'Escape');
    expect(panel.hidden).toBe(true);
  });

  it('leaves Escape to a field being typed in, and to Shift+Escape', async () => {
    const { container, panel } = await renderWorkspace();
    await openScreen(container, 'Files');
    const search = await waitFor(() => field(container, 'Search files'), 'the file search');
    await pressKey(search, 'Escape');
    await pressKey(document.body, 'Escape', { shiftKey: true });
    expect(panel.hidden).toBe(false);
  });

  it('moves focus out of the panel it hides', async () => {
    const { container, panel } = await renderWorkspace();
    const aboutItem = await waitFor(
      () => container.querySelector<HTMLElement>('[data-page-id="p-about"]'),
      'About',
    );
    aboutItem.focus();
    await pressKey(aboutItem, 'Escape');
    expect(panel.hidden).toBe(true);
    expect(document.activeElement).toBe(button(container, 'Show pages'));
    expect(button(container, 'Show pages')?.getAttribute('aria-expanded')).toBe('false');
  });

  it('offers the outbox only to an account with the settings permission', async () => {
    const { container } = await renderWorkspace('/about', ['config', 'content', 'comments', 'preview']);
    await waitFor(() => container.querySelector('[data-page-id="p-about"]'), 'the pages');
    expect(screenLink(container, 'Outbox')).toBeUndefined();
    rendered?.unmount();
    const admin = await renderWorkspace('/about', ['config', 'settings']);
    expect(screenLink(admin.container, 'Outbox')?.getAttribute('href')).toBe(
      '/config/outbox?frameUrl=%2Fabout',
    );
  });

  it("spec 1 §2: links the billing pages ('/settings/billing/subscriptions/website') for the billing permission only", async () => {
    const editor = await renderWorkspace('/about', ['config', 'content', 'publish', 'comments', 'preview']);
    expect(editor.container.querySelector('a[href="/settings/billing/subscriptions/website"]')).toBeNull();
    rendered?.unmount();
    const billing = await renderWorkspace('/about', ['config', 'billing', 'preview']);
    const link = billing.container.querySelector('a[href="/settings/billing/subscriptions/website"]');
    expect(link?.textContent).toBe('Billing');
  });

  it('offers People only to admins and the Account screen to everyone', async () => {
    const editor = await renderWorkspace('/about', ['config', 'content', 'publish', 'comments', 'preview']);
    expect(screenLink(editor.container, 'People')).toBeUndefined();
    expect(screenLink(editor.container, 'Account')).toBeDefined();
    rendered?.unmount();
    const viewer = await renderWorkspace('/about', ['preview']);
    expect(screenLink(viewer.container, 'People')).toBeUndefined();
    expect(screenLink(viewer.container, 'Account')).toBeDefined();
    rendered?.unmount();
    const admin = await renderWorkspace('/about', ADMIN);
    expect(screenLink(admin.container, 'People')).toBeDefined();
  });

  it('opens the Account screen with the sessions, and back to the pages', async () => {
    api = fakeApi({
      'GET /api/config/pages': { body: { pages: [homePage, aboutPage] } },
      'GET /api/account/sessions': {
        body: {
          sessions: [
            {
              device: 'Chrome on Linux',
              host: 'demo.example',
              startedAt: '2030-01-01T00:00:00.000Z',
              lastUsedAt: '2030-01-02T00:00:00.000Z',
              current: true,
            },
          ],
        },
      },
    });
    const { container, panel } = await renderWorkspace();
    await openScreen(container, 'Account');
    expect(panel.getAttribute('aria-label')).toBe('Account panel');
    const screen = await openedScreen(container, 'Your account');
    await waitFor(() => screen.textContent?.includes('Chrome on Linux (this browser)'), 'the sessions');
    expect(screen.textContent).toContain('Signed in as Owner (owner@example.com).');
    await click(button(screen, '← Back to pages'));
    expect(document.activeElement).toBe(button(container, 'Hide pages'));
  });

  it('offers page editing only to an account with the content permission', async () => {
    // A store manager reaches the config area, but the pages are not theirs to change.
    const { container, panel, iframe } = await renderWorkspace('/about', [
      'config',
      'commerce',
      'crm',
      'preview',
    ]);
    expect(panel.textContent).toContain('Your role on this site does not include editing pages.');
    await loadedFrameWindow(iframe);
    expect(container.querySelector('[data-page-id]')).toBeNull();
    expect(api.calls()).not.toContain('GET /api/config/pages');
  });

  it('tells a viewer and a commenter what their role lets them do, with no screen but Account', async () => {
    const { container, panel } = await renderWorkspace('/about', ['preview', 'comments.trusted']);
    const abilities = [...panel.querySelectorAll('.role-abilities li')].map((li) => li.textContent);
    expect(abilities).toEqual([
      expect.stringMatching(/^Preview the site as it will be/),
      expect.stringMatching(/^Comment on posts without waiting for moderation/),
    ]);
    expect(panel.textContent).toContain('are under Account.');
    expect(screenLink(container, 'Account')).toBeTruthy();
    expect(screenLink(container, 'Files')).toBeUndefined();
    expect(api.calls()).not.toContain('GET /api/config/pages');
  });

  it('lands on the overview at /config/, and on the pages when a page to edit is named', async () => {
    window.history.replaceState(null, '', '/config/');
    const first = await renderWorkspace('/');
    await waitFor(() => first.container.querySelector('aside[aria-label="Overview panel"]'), 'the overview');
    expect(window.location.pathname).toBe('/config/overview');
    rendered?.unmount();
    // An account that may not see the overview lands on the pages.
    window.history.replaceState(null, '', '/config/');
    const viewer = await renderWorkspace('/', [Permission.content]);
    expect(viewer.panel.getAttribute('aria-label')).toBe('Pages panel');
    expect(window.location.pathname).toBe('/config/pages');
  });

  it('opens the outbox from the top bar, at its own address, and goes back to the pages', async () => {
    const { container, panel } = await renderWorkspace();
    await waitFor(() => container.querySelector('[data-page-id="p-about"]'), 'the pages');

    const outboxLink = await openScreen(container, 'Outbox');
    expect(outboxLink.getAttribute('aria-current')).toBe('page');
    expect(window.location.pathname + window.location.search).toBe('/config/outbox?frameUrl=%2Fabout');
    expect(panel.getAttribute('aria-label')).toBe('Outbox panel');
    // Chosen, the link's list closes.
    expect(outboxLink.closest('ul')?.hidden).toBe(true);
    await openedScreen(container, 'Outbox');
    expect(document.activeElement?.textContent).toBe('Outbox');
    expect(button(container, 'Hide outbox')).toBeDefined();
    await waitFor(() => container.querySelector('[data-message-id="m-failed"]'), 'the messages');
    expect(container.querySelector('nav[aria-label="Pages"]')?.closest('[hidden]')).not.toBeNull();

    const outbox = panelSection(container, 'Outbox');
    await click(button(outbox, '← Back to pages'));
    expect(document.activeElement).toBe(button(container, 'Hide pages'));
    expect(outboxLink.getAttribute('aria-current')).toBeNull();
    expect(window.location.pathname + window.location.search).toBe('/config/pages?frameUrl=%2Fabout');
    expect(panel.getAttribute('aria-label')).toBe('Pages panel');
    expect(container.querySelector('[data-message-id]')).toBeNull();
  });

  it('shows a new site title in the top bar once the site settings are saved', async () => {
    const settings = {
      title: 'Demo Studio',
      tagline: '',
      description: '',
      logo: null,
      favicon: null,
      useEscapeKeyToLogin: true,
      hasPassword: false,
    };
    api = fakeApi({
      'GET /api/config/pages': { body: { pages: [homePage, aboutPage] } },
      'GET /api/site-header-footer': {
        body: {
          header: { logo: null, showTitle: true, navigationStyle: 'inline', cta: null },
          footer: { text: '', links: [], social: [] },
        },
      },
      'GET /api/config/site-settings': { body: settings },
      'GET /api/config/assets': { body: { assets: [] } },
      'PUT /api/config/site-settings': { body: { ...settings, title: 'Studio North' } },
    });
    const { container } = await renderWorkspace();
    await openScreen(container, 'Site');
    const title = (await waitFor(() => field(container, 'Site title'), 'the settings')) as HTMLInputElement;
    await typeInto(title, 'Studio North');
    await click(button(container, 'Save site settings'));
    await waitFor(
      () => container.querySelector('.site-title')?.textContent === 'Studio North',
      'the new title',
    );
  });

  it('shows the panel again when the outbox is asked for while it is hidden', async () => {
    const { container, panel } = await renderWorkspace();
    await click(button(container, 'Hide pages'));
    expect(panel.hidden).toBe(true);
    await openScreen(container, 'Outbox');
    expect(panel.hidden).toBe(false);
    await openedScreen(container, 'Outbox');
    await openScreen(container, 'Pages');
    expect(panel.getAttribute('aria-label')).toBe('Pages panel');
  });

  it('opens at the screen its address names, and Back leaves it', async () => {
    window.history.replaceState(null, '', '/config/outbox?frameUrl=%2Fabout');
    const { container, panel } = await renderWorkspace();
    expect(panel.getAttribute('aria-label')).toBe('Outbox panel');
    await openedScreen(container, 'Outbox');
    await openScreen(container, 'Files');
    expect(window.location.pathname).toBe('/config/files');
    // Its code arrived before leaving it (a lazy screen resolving after the test would warn late).
    await openedScreen(container, 'Files');
    await act(async () => {
      window.history.back();
      await waitFor(() => window.location.pathname === '/config/outbox', 'the address before');
    });
    await waitFor(() => panel.getAttribute('aria-label') === 'Outbox panel', 'the outbox again');
  });

  it('keeps the framed page in the address when Back returns to an entry made before it', async () => {
    const { iframe } = await renderWorkspace();
    await loadedFrameWindow(iframe);
    await openScreen(document.body, 'Outbox');
    await openedScreen(document.body as HTMLElement, 'Outbox');
    iframe.contentWindow?.history.replaceState(null, '', '/home');
    await act(async () => iframe.dispatchEvent(new Event('load')));
    await waitFor(() => window.location.search === '?frameUrl=%2Fhome', 'the framed page in the address');
    await act(async () => {
      window.history.back();
      await waitFor(() => window.location.pathname === '/config/pages', 'the pages again');
    });
    await waitFor(() => window.location.search === '?frameUrl=%2Fhome', 'the page the preview shows');
  });

  it('previews the site as a first visit on its switch, for this tab, loading the page again', async () => {
    const { container } = await renderWorkspace();
    const before = container.querySelector('iframe');
    const toggle = button(container, 'Preview as a first visit');
    expect(toggle?.getAttribute('aria-pressed')).toBe('false');
    await click(toggle);
    expect(toggle?.getAttribute('aria-pressed')).toBe('true');
    expect(window.sessionStorage.getItem(FIRST_VISIT_PREVIEW_KEY)).toBe('1');
    expect(container.querySelector('iframe')).not.toBe(before);
    expect(container.querySelector('iframe')?.getAttribute('src')).toBe('/about');
    await click(toggle);
    expect(window.sessionStorage.getItem(FIRST_VISIT_PREVIEW_KEY)).toBeNull();
  });

  it('shows the pages at the address of a screen the account may not open, and says so in the address', async () => {
    window.history.replaceState(null, '', '/config/people?frameUrl=%2Fabout');
    const { panel } = await renderWorkspace('/about', ['config', 'content', 'preview']);
    expect(panel.getAttribute('aria-label')).toBe('Pages panel');
    expect(window.location.pathname + window.location.search).toBe('/config/pages?frameUrl=%2Fabout');
    expect(panel.querySelector('[role="status"]')?.textContent).toBe(
      'The address asked for People, which your role on this site does not include: here are the pages.',
    );
    await openScreen(document.body, 'Files');
    await openedScreen(document.body as HTMLElement, 'Files');
    await openScreen(document.body, 'Pages');
    expect(panel.querySelector('[role="status"]')).toBeNull();
  });

  it('closes an open group with Escape, focus back on its button, and leaves the panel shown', async () => {
    const { container, panel } = await renderWorkspace();
    const settings = button(container, 'Settings');
    await click(settings);
    expect(settings?.getAttribute('aria-expanded')).toBe('true');
    screenLink(container, 'Outbox')?.focus();
    // Cancelable, as a browser's key presses are: the group's Escape marks itself handled.
    await pressKey(document.activeElement as HTMLElement, 'Escape', { cancelable: true });
    expect(settings?.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(settings);
    expect(panel.hidden).toBe(false);
  });

  it('opens an order at its own address, and Back returns to it after the list', async () => {
    window.history.replaceState(null, '', '/config/commerce/orders/7?frameUrl=%2Fabout');
    api = fakeApi({
      'GET /api/config/commerce/orders': { body: { orders: [summary(8), summary(7)], next: null } },
      'GET /api/config/commerce/orders/by-number/7': { body: paidOrder() },
    });
    const { container, panel } = await renderWorkspace();
    expect(panel.getAttribute('aria-label')).toBe('Commerce panel');
    const order = await openedScreen(container, 'Order 00007');
    await waitFor(() => order.textContent?.includes('grace@example.com'), 'the order');
    await click(button(container, '← Back to orders'));
    expect(window.location.pathname + window.location.search).toBe(
      '/config/commerce/orders?frameUrl=%2Fabout',
    );
    await waitFor(() => findPanelSection(container, 'Orders'), 'the list');
    await click(button(container, '← Back to commerce'));
    expect(window.location.pathname).toBe('/config/commerce');
    await act(async () => {
      window.history.back();
      await waitFor(() => window.location.pathname === '/config/commerce/orders', 'the list’s address');
    });
    await act(async () => {
      window.history.back();
      await waitFor(() => window.location.pathname === '/config/commerce/orders/7', 'the order’s address');
    });
    await openedScreen(container, 'Order 00007');
  });

  it('puts right the address of a store screen that is not there, showing the store’s menu', async () => {
    window.history.replaceState(null, '', '/config/commerce/nothing?frameUrl=%2Fabout');
    const { container } = await renderWorkspace();
    await openedScreen(container, 'Commerce');
    await waitFor(() => window.location.pathname === '/config/commerce', 'the address put right');
  });

  it('drops the record from the address of a screen that opens none', async () => {
    window.history.replaceState(null, '', '/config/outbox/12?frameUrl=%2Fabout');
    const { container } = await renderWorkspace();
    await openedScreen(container, 'Outbox');
    expect(window.location.pathname).toBe('/config/outbox');
  });

  it('opens the command palette with Ctrl+K and goes to a product chosen by the keyboard', async () => {
    const productId = 'd'.repeat(24);
    api = fakeApi({
      'GET /api/config/pages': { body: { pages: [homePage, aboutPage] } },
      'GET /api/config/commerce/products': {
        body: {
          currency: 'USD',
          locale: 'en-US',
          units: 1,
          shops: [],
          products: [
            {
              id: productId,
              name: 'Everyday Mug',
              productType: 1,
              publicationState: 1,
              publicationLabel: 'Available',
              fullUrl: '/shop/everyday-mug',
              variantCount: 1,
              priceRange: { min: 2400, max: 2400 },
              stock: { total: 3, unlimited: false, soldOutVariants: 0 },
              image: null,
            },
          ],
        },
      },
      'GET /api/config/commerce/orders': { body: { orders: [], next: null } },
      [`GET /api/config/commerce/products/${productId}`]: { status: 404, body: { error: 'Gone.' } },
    });
    const { container } = await renderWorkspace();
    const opener = container.querySelector<HTMLButtonElement>('.palette-button') as HTMLButtonElement;
    opener.focus();
    await pressKey(opener as HTMLElement, 'k', { ctrlKey: true, cancelable: true });
    const input = await waitFor(
      () => document.querySelector<HTMLInputElement>('dialog input[role="combobox"]'),
      'the palette',
    );
    expect(document.activeElement).toBe(input);
    await waitFor(
      () => document.querySelector('dialog [role="status"]')?.textContent?.endsWith('results'),
      'the pages and products',
    );
    await typeInto(input, 'mug');
    const options = () => [...document.querySelectorAll('dialog [role="option"]')];
    await waitFor(() => options().length === 1, 'the product alone');
    expect(options()[0]?.getAttribute('aria-selected')).toBe('true');
    expect(input.getAttribute('aria-activedescendant')).toBe(options()[0]?.id);
    await pressKey(input, 'Enter', { cancelable: true });
    expect(window.location.pathname).toBe(`/config/commerce/products/${productId}`);
    expect(document.querySelector('dialog')).toBeNull();
    await openedScreen(container, 'Product');
  });

  it('closes the palette with Escape, the focus back where it was, and goes nowhere', async () => {
    const { container } = await renderWorkspace();
    // The top bar's button (the Menu holds another, for narrow screens).
    const opener = container.querySelector<HTMLButtonElement>('.palette-button') ?? undefined;
    opener?.focus(); // as a browser's click does
    await click(opener);
    const dialog = await waitFor(() => document.querySelector('dialog'), 'the palette');
    await waitFor(() => dialog.querySelectorAll('[role="option"]').length > 0, 'the screens');
    const names = [...dialog.querySelectorAll('[role="option"] .command-palette-label')].map(
      (o) => o.textContent,
    );
    expect(names).toContain('Outbox');
    expect(names).toContain('Orders');
    await act(async () => dialog.dispatchEvent(new Event('cancel', { cancelable: true })));
    expect(document.querySelector('dialog')).toBeNull();
    await waitFor(() => document.activeElement === opener, 'the focus back on the opener');
    expect(window.location.pathname).toBe('/config/pages');
  });

  it('shows the panel or the preview on a phone by its Edit and Preview switch, as the toggle does', async () => {
    const { container, panel } = await renderWorkspace();
    const show = container.querySelector('[role="group"][aria-label="Edit or preview"]') as HTMLElement;
    const edit = button(show, 'Edit');
    const preview = button(show, 'Preview');
    expect([edit?.getAttribute('aria-pressed'), preview?.getAttribute('aria-pressed')]).toEqual([
      'true',
      'false',
    ]);
    await click(preview);
    expect(panel.hidden).toBe(true);
    expect([edit?.getAttribute('aria-pressed'), preview?.getAttribute('aria-pressed')]).toEqual([
      'false',
      'true',
    ]);
    expect(button(container, 'Show pages')?.getAttribute('aria-expanded')).toBe('false');
    await click(preview);
    expect(panel.hidden).toBe(true);
    await click(edit);
    expect(panel.hidden).toBe(false);
  });

  it('opens a form and the captcha settings at their addresses under Forms', async () => {
    const formId = 'f'.repeat(24);
    window.history.replaceState(null, '', `/config/forms/${formId}?frameUrl=%2Fabout`);
    api = fakeApi({
      'GET /api/config/forms': { body: { forms: [] } },
      [`GET /api/config/forms/${formId}`]: { status: 404, body: { error: 'Gone.' } },
    });
    const { container } = await renderWorkspace();
    await openedScreen(container, 'Form');
    await click(button(container, '← Back to forms'));
    expect(window.location.pathname).toBe('/config/forms');
    await openedScreen(container, 'Forms');
    await act(async () => {
      window.history.back();
      await waitFor(() => window.location.pathname === `/config/forms/${formId}`, 'the form’s address');
    });
    await openedScreen(container, 'Form');
  });

  it('opens a mailing list at its address, and puts right the address of one that is gone', async () => {
    const listId = 'e'.repeat(24);
    window.history.replaceState(null, '', `/config/newsletters/${listId}?frameUrl=%2Fabout`);
    api = fakeApi({
      'GET /api/config/newsletters/lists': {
        body: { lists: [{ id: listId, name: 'Studio news', subscriberCount: 0, pendingCount: 0 }] },
      },
      [`GET /api/config/newsletters/lists/${listId}/subscribers`]: { body: { subscribers: [], next: null } },
    });
    const { container } = await renderWorkspace();
    await openedScreen(container, 'Studio news');
    rendered?.unmount();

    window.history.replaceState(null, '', `/config/newsletters/${'d'.repeat(24)}?frameUrl=%2Fabout`);
    const again = await renderWorkspace();
    await openedScreen(again.container, 'Newsletters');
    await waitFor(() => window.location.pathname === '/config/newsletters', 'the address put right');
  });
});
