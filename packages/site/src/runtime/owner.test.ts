import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SiteContext } from '../context.ts';
import {
  addressAfterLogoutDialog,
  configUrl,
  escapeAction,
  installOwnerBehaviour,
  logoutLanding,
  rememberNoRedirect,
  shouldRedirectToConfig,
} from './owner.ts';
import { calledUrl, stubFetch } from './test-support.ts';

const ADMIN = 1;
const EDITOR = 4;
const VIEWER = 10;

function siteContext(overrides: Partial<SiteContext> = {}, website: Partial<SiteContext['website']> = {}) {
  return {
    websiteSettings: {
      commentsEnabled: false,
      commentProviderShortname: null,
      pinterestOverlayOptions: { mode: 'disabled' },
      popupOverlaySettings: null,
      mobileInfoBarSettings: null,
      useEscapeKeyToLogin: false,
      captchaSettings: { provider: 'altcha', siteKey: '' },
      cookiePolicy: { isAnalyticsCookiesDisabled: false, isRestrictiveCookiePolicyAbsolute: false },
      censusEnabled: true,
    },
    pageType: 2,
    collection: null,
    item: null,
    collectionId: null,
    itemId: null,
    websiteRoles: [ADMIN],
    authenticatedAccount: { id: 'a1', email: 'owner@example.test', displayName: 'Owner' },
    website: {
      id: 'w1',
      identifier: 'demo',
      siteTitle: 'Demo',
      baseUrl: 'https://demo.example.test',
      fontServiceId: null,
      developerMode: false,
      cloneable: false,
      websiteType: 1,
      siteStatus: { value: 8 },
      ...website,
    },
    appDomain: 'example.test',
    ...overrides,
  } satisfies SiteContext;
}

const visitor = () => siteContext({ authenticatedAccount: null, websiteRoles: [] });

function memoryStore(entries: Record<string, string> = {}) {
  const values = new Map(Object.entries(entries));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => values.set(key, value),
  };
}

const address = (search = '', hostname = 'demo.example.test') => ({ hostname, pathname: '/about', search });

/** The dialog shown, once its code (loaded on demand) has opened it. */
async function openedDialog(): Promise<Element> {
  await vi.waitFor(() => expect(document.querySelector('dialog')).not.toBeNull());
  return document.querySelector('dialog') as Element;
}

describe('shouldRedirectToConfig', () => {
  it('redirects an owner with an editing role, in the top window, on an ordinary site', () => {
    expect(shouldRedirectToConfig(siteContext(), address(), true, memoryStore())).toBe(true);
    expect(
      shouldRedirectToConfig(siteContext({ websiteRoles: [VIEWER, EDITOR] }), address(), true, null),
    ).toBe(true);
  });

  it.each([
    ['a visitor', visitor()],
    ['an account with no role on the site', siteContext({ websiteRoles: [] })],
    ['a viewer only', siteContext({ websiteRoles: [VIEWER] })],
    ['a site in developer mode', siteContext({}, { developerMode: true })],
    ['a cloneable site', siteContext({}, { cloneable: true })],
  ])('does not redirect %s', (_case, context) => {
    expect(shouldRedirectToConfig(context, address(), true, memoryStore())).toBe(false);
  });

  it('does not redirect inside a frame', () => {
    expect(shouldRedirectToConfig(siteContext(), address(), false, memoryStore())).toBe(false);
  });

  it('does not redirect on the host named exactly localhost', () => {
    expect(shouldRedirectToConfig(siteContext(), address('', 'localhost'), true, null)).toBe(false);
    expect(shouldRedirectToConfig(siteContext(), address('', 'demo.localhost'), true, null)).toBe(true);
  });

  it.each(['?noredirect=1', '?noredirect', '?a=b&noredirect=false'])(
    'does not redirect with %s',
    (search) => {
      expect(shouldRedirectToConfig(siteContext(), address(search), true, null)).toBe(false);
    },
  );

  it('does not redirect once noredirect was remembered for the session', () => {
    const store = memoryStore();
    rememberNoRedirect('?noredirect=1', store);
    expect(shouldRedirectToConfig(siteContext(), address(), true, store)).toBe(false);
  });

  it('remembers nothing without noredirect', () => {
    const store = memoryStore();
    rememberNoRedirect('?page=2', store);
    expect(shouldRedirectToConfig(siteContext(), address(), true, store)).toBe(true);
  });
});

describe('configUrl', () => {
  it('carries the path and search as frameUrl', () => {
    expect(configUrl({ pathname: '/blog/first post', search: '?tag=a&b=1' })).toBe(
      '/config/?frameUrl=%2Fblog%2Ffirst%20post%3Ftag%3Da%26b%3D1',
    );
  });
});

describe('escapeAction', () => {
  const key = (init: { key?: string; shiftKey?: boolean; target?: EventTarget | null } = {}) => ({
    key: 'Escape',
    shiftKey: false,
    target: document.body,
    ...init,
  });

  it('Escape opens the config area for a signed-in account, even a viewer', () => {
    expect(escapeAction(key(), siteContext())).toBe('config');
    expect(escapeAction(key(), siteContext({ websiteRoles: [VIEWER] }))).toBe('config');
  });

  it('Escape does nothing for a visitor unless the site lets Escape lead to login', () => {
    expect(escapeAction(key(), visitor())).toBeNull();
    const context = visitor();
    context.websiteSettings.useEscapeKeyToLogin = true;
    expect(escapeAction(key(), context)).toBe('config');
  });

  it('Shift+Escape signs out a signed-in account, and does nothing for a visitor', () => {
    expect(escapeAction(key({ shiftKey: true }), siteContext())).toBe('logout');
    expect(escapeAction(key({ shiftKey: true }), visitor())).toBeNull();
  });

  it.each([
    ['an input', () => document.createElement('input')],
    ['a textarea', () => document.createElement('textarea')],
    ['a select', () => document.createElement('select')],
    [
      'a contenteditable element',
      () => {
        const element = document.createElement('div');
        element.contentEditable = 'true';
        return element;
      },
    ],
  ])('ignores Escape typed into %s', (_case, target) => {
    expect(escapeAction(key({ target: target() }), siteContext())).toBeNull();
  });

  it('ignores other keys', () => {
    expect(escapeAction(key({ key: 'Enter' }), siteContext())).toBeNull();
  });
});

describe('addressAfterLogoutDialog', () => {
  it('removes logout=true and keeps the rest of the address', () => {
    expect(addressAfterLogoutDialog({ pathname: '/', search: '?logout=true', hash: '' })).toBe('/');
    expect(addressAfterLogoutDialog({ pathname: '/blog', search: '?logout=true&page=2', hash: '#top' })).toBe(
      '/blog?page=2#top',
    );
  });

  it('is null when the address does not say logout=true', () => {
    expect(addressAfterLogoutDialog({ pathname: '/', search: '?logout=false', hash: '' })).toBeNull();
    expect(addressAfterLogoutDialog({ pathname: '/', search: '', hash: '' })).toBeNull();
  });
});

describe('installOwnerBehaviour', () => {
  const happyDOM = (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM;
  let replace: ReturnType<typeof vi.spyOn>;
  let assign: ReturnType<typeof vi.spyOn>;
  let uninstall: (() => void) | undefined;

  function pressEscape(shiftKey = false, target: EventTarget = document.body): void {
    target.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Escape', shiftKey, bubbles: true, cancelable: true }),
    );
  }

  beforeEach(() => {
    happyDOM.setURL('https://demo.example.test/about?x=1');
    replace = vi.spyOn(window.location, 'replace').mockImplementation(() => {});
    assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
  });

  afterEach(() => {
    uninstall?.();
    uninstall = undefined;
    sessionStorage.clear();
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('redirects an owner to the config area with the page as frameUrl, and wires nothing else', () => {
    uninstall = installOwnerBehaviour(siteContext());

    expect(replace).toHaveBeenCalledExactlyOnceWith('/config/?frameUrl=%2Fabout%3Fx%3D1');
    expect(uninstall).toBeUndefined();
  });

  it('remembers noredirect for the rest of the session', () => {
    happyDOM.setURL('https://demo.example.test/about?noredirect=1');
    installOwnerBehaviour(siteContext())?.();
    happyDOM.setURL('https://demo.example.test/contact');
    uninstall = installOwnerBehaviour(siteContext());

    expect(replace).not.toHaveBeenCalled();
    expect(uninstall).toBeTypeOf('function');
  });

  it('Escape sends a signed-in account that is not redirected to the config area', () => {
    uninstall = installOwnerBehaviour(siteContext({ websiteRoles: [VIEWER] }));
    pressEscape();
    expect(assign).toHaveBeenCalledExactlyOnceWith('/config/?frameUrl=%2Fabout%3Fx%3D1');
  });

  it('Escape in a text field does nothing', () => {
    uninstall = installOwnerBehaviour(siteContext({ websiteRoles: [VIEWER] }));
    const input = document.body.appendChild(document.createElement('input'));
    pressEscape(false, input);
    expect(assign).not.toHaveBeenCalled();
  });

  it('Shift+Escape signs out once however often it is pressed, then lands on the root with logout=true', async () => {
    const fetch = stubFetch({ status: 204 });
    uninstall = installOwnerBehaviour(siteContext({ websiteRoles: [VIEWER] }));

    pressEscape(true);
    pressEscape(true);
    await vi.waitFor(() => expect(assign).toHaveBeenCalled());

    expect(fetch).toHaveBeenCalledOnce();
    expect(calledUrl(fetch).pathname).toBe('/api/auth/Logout');
    expect(fetch.mock.calls[0]?.[1].method).toBe('POST');
    expect(assign).toHaveBeenCalledExactlyOnceWith('/?logout=true');
  });

  it('a failed logout is only logged, and still lands on the root', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch({ status: 500 });
    uninstall = installOwnerBehaviour(siteContext({ websiteRoles: [VIEWER] }));

    pressEscape(true);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/?logout=true'));

    expect(logged).toHaveBeenCalledOnce();
    expect(document.querySelector('[role="alertdialog"]')).toBeNull();
  });

  it('logout=true shows the logout dialog and takes logout out of the address', async () => {
    happyDOM.setURL('https://demo.example.test/?logout=true&page=2');
    uninstall = installOwnerBehaviour(visitor());

    const dialog = await openedDialog();
    expect(dialog?.textContent).toContain('Logout Successful');
    expect(dialog?.textContent).toContain('You have been successfully logged out.');
    expect(location.href).toBe('https://demo.example.test/?page=2');

    uninstall?.();
    uninstall = undefined;
    expect(document.querySelector('dialog')).toBeNull();
  });

  it('undone before the dialog’s code has loaded, shows no dialog', async () => {
    happyDOM.setURL('https://demo.example.test/?logout=true');
    installOwnerBehaviour(visitor())?.();

    await import('./dialogs.ts');
    await new Promise((resolve) => setTimeout(resolve));
    expect(document.querySelector('dialog')).toBeNull();
  });

  it('Escape that closes the logout dialog does not also leave the page', async () => {
    happyDOM.setURL('https://demo.example.test/?logout=true');
    uninstall = installOwnerBehaviour(siteContext({ websiteRoles: [VIEWER] }));
    const button = (await openedDialog()).querySelector('button');
    if (!button) throw new Error('no dialog');

    pressEscape(false, button);

    await vi.waitFor(() => expect(document.querySelector('dialog')).toBeNull());
    expect(assign).not.toHaveBeenCalled();
  });

  it('inside the editor frame, leaves Escape to the editor', () => {
    vi.spyOn(window, 'top', 'get').mockReturnValue({} as Window);
    uninstall = installOwnerBehaviour(siteContext());

    pressEscape();

    expect(replace).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
  });

  it("spec 1 §2: inside the editor frame, Shift+Escape lands the config area on 'the preview frame URL' with logout=true", async () => {
    const topAssign = vi.fn();
    vi.spyOn(window, 'top', 'get').mockReturnValue({ location: { assign: topAssign } } as unknown as Window);
    stubFetch({ status: 204 });
    uninstall = installOwnerBehaviour(siteContext());

    pressEscape(true);
    await vi.waitFor(() => expect(topAssign).toHaveBeenCalled());

    expect(topAssign).toHaveBeenCalledExactlyOnceWith('/about?x=1&logout=true');
    expect(assign).not.toHaveBeenCalled();
  });
});

describe("logoutLanding: spec 1 §2 'the site root (or the preview frame URL) with logout=true'", () => {
  it('is the site root from the top window, and the framed page from the preview frame', () => {
    const address = { pathname: '/journal', search: '?tag=glazes' };
    expect(logoutLanding(true, address)).toBe('/?logout=true');
    expect(logoutLanding(false, address)).toBe('/journal?tag=glazes&logout=true');
  });
});
