import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aboutDetail, aboutPage, homePage } from '../testing/demo-pages.ts';
import { button, click, field, pressKey, type Rendered, render, waitFor } from '../testing/dom.ts';
import { fakeApi } from '../testing/fake-api.ts';
import { serveFramePages } from '../testing/frame-pages.ts';
import { Workspace } from './Workspace.tsx';

const website = { id: 'w1', identifier: 'demo', siteTitle: 'Demo Studio', baseUrl: 'http://localhost:3000' };
const account = { id: 'a1', email: 'owner@example.com', displayName: 'Owner' };

let rendered: Rendered | undefined;
let stopServingFramePages = () => {};

beforeEach(() => {
  stopServingFramePages = serveFramePages({ '/': homePage.id });
  window.history.replaceState(null, '', '/config/?frameUrl=%2Fabout');
  fakeApi({
    'GET /api/config/pages': { body: { pages: [homePage, aboutPage] } },
    [`GET /api/config/pages/${aboutPage.id}`]: { body: aboutDetail },
  });
});

afterEach(() => {
  rendered?.unmount();
  stopServingFramePages();
  vi.unstubAllGlobals();
});

async function renderWorkspace(initialFrameUrl = '/about') {
  rendered = await render(
    <Workspace
      website={website}
      account={account}
      initialFrameUrl={initialFrameUrl}
      onSignedOut={() => {}}
    />,
  );
  const { container } = rendered;
  const iframe = container.querySelector('iframe') as HTMLIFrameElement;
  const panel = container.querySelector('aside') as HTMLElement;
  return { container, iframe, panel };
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
    const { container, iframe } = await renderWorkspace();
    expect(iframe.title).toBe('Site preview');
    expect(iframe.getAttribute('src')).toBe('/about');
    const current = await waitFor(() => container.querySelector('[aria-current="page"]'), 'the highlight');
    expect(current.getAttribute('data-page-id')).toBe(aboutPage.id);
    expect(container.querySelector('a[href="/about?noredirect=1"]')?.textContent).toBe('View site');
  });

  it('follows navigation inside the frame into the address and the highlight', async () => {
    const { container, iframe } = await renderWorkspace();
    await loadedFrameWindow(iframe);
    // happy-dom neither fires the frame's load event on in-frame navigation nor swaps contentWindow,
    // so move the frame's address and fire the load event a browser would.
    iframe.contentWindow?.history.replaceState(null, '', '/home?from=about');
    await act(async () => iframe.dispatchEvent(new Event('load')));
    await waitFor(() => window.location.search.includes('frameUrl=%2Fhome%3Ffrom%3Dabout'), 'the address');
    expect(container.querySelector('[aria-current="page"]')?.getAttribute('data-page-id')).toBe(homePage.id);
  });

  it("highlights the home page at '/' as the framed page's site context names it", async () => {
    const { container } = await renderWorkspace('/');
    const current = await waitFor(() => container.querySelector('[aria-current="page"]'), 'the highlight');
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
    await click(
      await waitFor(() => container.querySelector<HTMLElement>('[data-page-id="p-about"]'), 'About'),
    );
    const title = await waitFor(() => field(container, 'Title'), 'the editor');
    await pressKey(title, 'Escape');
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
});
