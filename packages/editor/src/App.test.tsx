import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from './App.tsx';
import type { ConfigContext } from './context.ts';
import { homePage } from './testing/demo-pages.ts';
import { button, click, field, type Rendered, render, typeInto, waitFor } from './testing/dom.ts';
import { fakeApi } from './testing/fake-api.ts';
import { serveFramePages } from './testing/frame-pages.ts';
import { screenLink } from './testing/sections.ts';

const account = { id: 'a1', email: 'owner@example.com', displayName: 'Owner' };
const website = { id: 'w1', identifier: 'demo', siteTitle: 'Demo Studio', baseUrl: 'http://localhost:3000' };
const signedOut: ConfigContext = { website, account: null, roles: [], permissions: [] };

let rendered: Rendered | undefined;
let stopServingFramePages = () => {};

beforeEach(() => {
  stopServingFramePages = serveFramePages();
});

afterEach(() => {
  rendered?.unmount();
  stopServingFramePages();
  vi.unstubAllGlobals();
});

async function renderApp(context: ConfigContext, onSignedOut = () => {}) {
  rendered = await render(<App context={context} initialFrameUrl="/" onSignedOut={onSignedOut} />);
  return rendered.container;
}

describe('App', () => {
  it('goes from signing in to the site in the frame without a reload', async () => {
    fakeApi({
      'POST /api/auth/Login': { body: { account, permissions: ['config', 'content'] } },
      'GET /api/config/pages': { body: { pages: [homePage] } },
    });
    const container = await renderApp(signedOut);
    expect(container.querySelector('iframe')).toBeNull();
    await typeInto(field(container, 'Email') as HTMLInputElement, account.email);
    await typeInto(field(container, 'Password') as HTMLInputElement, 'correct horse');
    await click(button(container, 'Sign in'));
    await waitFor(() => container.querySelector('iframe[title="Site preview"]'), 'the editor frame');
    await waitFor(() => container.querySelector('[data-page-id="p-home"]'), 'the pages');
  });

  it.each([
    ['an admin sees the Outbox control', ['config', 'content', 'settings'], true],
    ['an editor does not', ['config', 'content'], false],
  ])('offers what the account signed in here may do: %s', async (_name, permissions, outbox) => {
    fakeApi({
      'POST /api/auth/Login': { body: { account, permissions } },
      'GET /api/config/pages': { body: { pages: [homePage] } },
    });
    const container = await renderApp(signedOut);
    await typeInto(field(container, 'Email') as HTMLInputElement, account.email);
    await typeInto(field(container, 'Password') as HTMLInputElement, 'correct horse');
    await click(button(container, 'Sign in'));
    await waitFor(() => button(container, 'Sign out'), 'the workspace');
    expect(screenLink(container, 'Outbox') !== undefined).toBe(outbox);
  });

  it('offers the outbox when the page was opened signed in as an admin', async () => {
    fakeApi({ 'GET /api/config/pages': { body: { pages: [homePage] } } });
    const container = await renderApp({
      ...signedOut,
      account,
      roles: [1],
      permissions: ['config', 'settings'],
    });
    expect(screenLink(container, 'Outbox')).toBeDefined();
  });

  it('asks to sign in again when a call answers loginRequired', async () => {
    fakeApi({
      'GET /api/config/pages': { status: 401, body: { error: 'Please sign in.', loginRequired: true } },
    });
    const container = await renderApp({ ...signedOut, account, permissions: ['config', 'content'] });
    await waitFor(() => field(container, 'Password'), 'the sign-in form');
  });

  it('signs out and then leaves', async () => {
    const api = fakeApi({
      'GET /api/config/pages': { body: { pages: [homePage] } },
      'POST /api/auth/Logout': { status: 204 },
    });
    const onSignedOut = vi.fn();
    const container = await renderApp({ ...signedOut, account }, onSignedOut);
    await click(button(container, 'Sign out'));
    await waitFor(() => onSignedOut.mock.calls.length > 0, 'leaving');
    expect(api.calls()).toContain('POST /api/auth/Logout');
  });
});
