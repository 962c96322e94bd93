import {
  ANALYTICS_ID_STORAGE_KEY,
  CONSENT_COOKIE,
  CONVERSION_EVENT,
  CONVERSION_EVENTS,
  PageType,
  SiteUserRole,
} from '@tessera/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QUICK_VIEW_EVENT } from '../commerce/quick-view/events.ts';
import type { SiteContext } from '../context.ts';
import { POPUP_OVERLAY_CENSUS_EVENT } from '../overlays/events.ts';
import { BUTTON_RENDER_TIMEOUT_MS, installCensusEvents } from './census-events.ts';
import { resetSessionInfo } from './session.ts';
import { type FakeFetch, setCookie, stubFetch } from './test-support.ts';

const RESTRICTIVE = { isAnalyticsCookiesDisabled: false, isRestrictiveCookiePolicyAbsolute: true };

function context(overrides: Partial<SiteContext> = {}, censusEnabled = true): SiteContext {
  return {
    websiteSettings: {
      censusEnabled,
      cookiePolicy: RESTRICTIVE,
      popupOverlaySettings: { version: 4 },
    } as SiteContext['websiteSettings'],
    pageType: PageType.page,
    collection: null,
    item: null,
    collectionId: 'c1',
    itemId: null,
    websiteRoles: [],
    authenticatedAccount: null,
    website: { id: 'w1' } as SiteContext['website'],
    appDomain: 'example.test',
    ...overrides,
  };
}

const PAGE = `
  <div data-block-id="b1"><div class="block-button"><a class="button" href="/shop">Shop now</a></div></div>
  <div data-block-id="b2"><div class="block-button"><a class="button" href="https://else.example/" target="_blank">Away</a></div></div>
  <div data-block-id="f"><form data-island="form"><input type="hidden" name="formId" value="form1"></form></div>`;

/** The census calls made, as [path, body]. */
const calls = (fetch: FakeFetch) =>
  fetch.mock.calls.map(([url, init]) => [url, init.body ? JSON.parse(String(init.body)) : undefined]);

let fetch: FakeFetch;
let images: string[];
let destroy: () => void = () => {};
beforeEach(() => {
  fetch = stubFetch();
  images = [];
  vi.stubGlobal(
    'Image',
    class {
      set src(value: string) {
        images.push(value);
      }
    },
  );
  document.body.innerHTML = PAGE;
  history.replaceState(null, '', '/landing?utm_source=news&utm_campaign=spring&mkwid=k1');
  sessionStorage.clear();
  localStorage.clear();
  resetSessionInfo();
  setCookie(CONSENT_COOKIE, null);
  setCookie('ss_analytics_id', null);
});
afterEach(() => {
  destroy();
  vi.unstubAllGlobals();
  history.replaceState(null, '', '/');
});

describe('installCensusEvents', () => {
  it('sends button-render (2.5 s time-out) for each button and form-render for each form', () => {
    destroy = installCensusEvents(context());
    expect(calls(fetch)).toEqual([
      [
        '/api/census/button-render',
        {
          id: 'b1',
          buttonText: 'Shop now',
          clickthroughUrl: `${location.origin}/shop`,
          newWindow: false,
          context: 'page',
        },
      ],
      [
        '/api/census/button-render',
        {
          id: 'b2',
          buttonText: 'Away',
          clickthroughUrl: 'https://else.example/',
          newWindow: true,
          context: 'page',
        },
      ],
      ['/api/census/form-render', { formId: 'form1', collectionId: 'c1', isOverlayForm: false }],
    ]);
    const renderInit = fetch.mock.calls[0]?.[1];
    expect(renderInit).toMatchObject({ method: 'POST', keepalive: true, credentials: 'same-origin' });
    expect(renderInit?.signal).toBeInstanceOf(AbortSignal);
    expect(BUTTON_RENDER_TIMEOUT_MS).toBe(2500);
    // The other calls have no time-out.
    expect(fetch.mock.calls[2]?.[1].signal).toBeUndefined();
  });

  it("sends button-click on a button's click, the popup's overlay events and a quick view", () => {
    destroy = installCensusEvents(context());
    fetch.mockClear();
    document
      .querySelector<HTMLAnchorElement>('[data-block-id="b1"] a')
      ?.addEventListener('click', (e) => e.preventDefault());
    document.querySelector<HTMLAnchorElement>('[data-block-id="b1"] a')?.click();
    window.dispatchEvent(new CustomEvent(POPUP_OVERLAY_CENSUS_EVENT, { detail: { action: 'shown' } }));
    window.dispatchEvent(new CustomEvent(POPUP_OVERLAY_CENSUS_EVENT, { detail: { action: 'submitted' } }));
    document.dispatchEvent(new CustomEvent(QUICK_VIEW_EVENT, { detail: { id: 'aaaaaaaaaaaaaaaaaaaaaaaa' } }));
    document.body.click();
    expect(calls(fetch)).toEqual([
      ['/api/census/button-click', expect.objectContaining({ id: 'b1', buttonText: 'Shop now' })],
      ['/api/census/overlay', { event: 'shown', version: 4 }],
      ['/api/census/overlay', { event: 'submitted', version: 4 }],
      ['/api/census/RecordQuickView/aaaaaaaaaaaaaaaaaaaaaaaa', undefined],
    ]);
  });

  it('sends nothing where the census skips the page, and listens to nothing', () => {
    destroy = installCensusEvents(context({}, false));
    installCensusEvents(
      context({
        authenticatedAccount: { id: 'a', email: 'o@example.test', displayName: 'O' },
        websiteRoles: [SiteUserRole.admin],
      }),
    )();
    document
      .querySelector<HTMLAnchorElement>('[data-block-id="b1"] a')
      ?.addEventListener('click', (e) => e.preventDefault());
    document.querySelector<HTMLAnchorElement>('[data-block-id="b1"] a')?.click();
    window.dispatchEvent(new CustomEvent(POPUP_OVERLAY_CENSUS_EVENT, { detail: { action: 'shown' } }));
    expect(fetch).not.toHaveBeenCalled();
    expect(images).toEqual([]);
  });

  it('ignores failures silently', async () => {
    fetch = stubFetch(new Error('offline'), new Error('offline'), new Error('offline'));
    const unhandled = vi.fn();
    window.addEventListener('unhandledrejection', unhandled);
    destroy = installCensusEvents(context());
    await new Promise((resolve) => setTimeout(resolve, 0));
    window.removeEventListener('unhandledrejection', unhandled);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(unhandled).not.toHaveBeenCalled();
  });

  it('tracks the landing with the campaign once per browser session where tracking is allowed', () => {
    setCookie(CONSENT_COOKIE, '2.accepted');
    destroy = installCensusEvents(context());
    destroy();
    resetSessionInfo(); // the next page of the same session
    destroy = installCensusEvents(context());
    expect(images).toHaveLength(1);
    const track = new URL(images[0] ?? '', location.origin);
    expect(track.pathname).toBe('/api/track/Track');
    expect(Object.fromEntries(track.searchParams)).toMatchObject({
      landing: `${location.origin}/landing?utm_source=news&utm_campaign=spring&mkwid=k1`,
      lang: navigator.language,
      source: 'news',
      campaign: 'spring',
      mkwid: 'k1',
    });
    expect(track.searchParams.get('rk')).toMatch(/^0\.\d+/);
    const session = JSON.parse(sessionStorage.getItem('tessera:session') ?? '{}');
    expect(session).toMatchObject({ firstLanding: track.searchParams.get('landing'), firstSession: true });
    expect(session.sessionId).toMatch(/^[0-9a-f]{32}$/);
    // The browser's first session made its analytics id, in local storage and the cookie.
    const id = localStorage.getItem(ANALYTICS_ID_STORAGE_KEY);
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(document.cookie).toContain(`ss_analytics_id=${id}`);
  });

  it('keeps no session and no analytics id under the restrictive policy before an opt-in', () => {
    destroy = installCensusEvents(context());
    expect(images).toHaveLength(1); // a landing: reached from no page of this site
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.getItem(ANALYTICS_ID_STORAGE_KEY)).toBeNull();
    expect(document.cookie).not.toContain('ss_analytics_id');
  });
});

describe('a conversion raised by an island', () => {
  const convert = (name: string) =>
    document.dispatchEvent(new CustomEvent(CONVERSION_EVENT, { detail: { name } }));
  /** The RecordEvent calls made, as their form fields. */
  const recorded = () =>
    fetch.mock.calls
      .filter(([url]) => url === '/api/events/RecordEvent')
      .map(([, init]) => ({ init, body: new URLSearchParams(String(init.body)) }));
  afterEach(() => setCookie('crumb', null));

  it('is sent by RecordEvent, form-encoded, with the crumb of the cookie and the legacy payload', () => {
    history.replaceState(null, '', '/contact#form');
    document.documentElement.lang = 'en-GB';
    setCookie('crumb', 'c-123');
    destroy = installCensusEvents(context());
    convert(CONVERSION_EVENTS.formSubmission);
    const [call] = recorded();
    expect(call?.init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'same-origin' });
    expect(call?.body.get('crumb')).toBe('c-123');
    expect(call?.body.get('event')).toBe('form-submission');
    expect(JSON.parse(call?.body.get('data') ?? '')).toEqual({
      websiteId: 'w1',
      website_locale: 'en-GB',
      pagePath: '/contact',
      pageHash: '#form',
    });
  });

  it('goes with an empty crumb when the page has none yet', () => {
    destroy = installCensusEvents(context());
    convert(CONVERSION_EVENTS.order);
    expect(recorded()[0]?.body.get('crumb')).toBe('');
  });

  it('is not sent where the census does not count, nor once the census is uninstalled', () => {
    destroy = installCensusEvents(context({}, false));
    convert(CONVERSION_EVENTS.newsletterSignUp);
    destroy();
    destroy = installCensusEvents(context());
    destroy();
    convert(CONVERSION_EVENTS.newsletterSignUp);
    expect(recorded()).toEqual([]);
  });
});

describe('installCensusEvents, early events', () => {
  it('answers the events that happened before it was installed', () => {
    const shown = new CustomEvent(POPUP_OVERLAY_CENSUS_EVENT, { detail: { action: 'show' } });
    const click = new MouseEvent('click', { bubbles: true });
    document.querySelector('a')?.dispatchEvent(click);
    destroy = installCensusEvents(context(), [shown, click]);
    const sent = calls(fetch).map(([url]) => url);
    expect(sent).toContain('/api/census/overlay');
    expect(sent).toContain('/api/census/button-click');
  });
});
