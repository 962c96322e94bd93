// The cookie banner in the browser's terms: its markup per variant, what its island does with a
// choice (the cookie kept, tracking cookies gone on a decline, the banner gone, the choice sent), and
// the runtime's part: tracking cookies cleared where the policy forbids them, 'force' and 'unforce'.
import { type CookieBannerSettings, normalizeCookieBannerSettings } from '@tessera/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calledInit, calledUrl, setCookie, stubFetch } from '../runtime/test-support.ts';
import {
  CookieBanner,
  type CookieBannerModel,
  CookieBannerSkipLink,
  cookieBannerAtEnd,
} from './CookieBanner.tsx';
import { COOKIE_BANNER_CSS } from './cookie-banner-css.ts';
import { COOKIE_BANNER_FORCE_EVENT, COOKIE_BANNER_UNFORCE_EVENT } from './events.ts';
import { hydrate } from './island.ts';
import { cookieBannerIsland, installConsent } from './runtime.ts';

const settings = (fields: Partial<CookieBannerSettings> = {}) =>
  normalizeCookieBannerSettings({ isCookieBannerEnabled: true, ...fields });

function mount(model: Partial<CookieBannerModel> = {}): HTMLElement {
  document.body.innerHTML = renderToStaticMarkup(
    <CookieBanner banner={{ settings: settings(), revision: 4, hidden: false, ...model }} />,
  );
  const banner = document.querySelector<HTMLElement>('[data-cookie-banner]');
  if (!banner) throw new Error('no banner');
  return banner;
}

const cookies = () => document.cookie;
const POLICY = { isAnalyticsCookiesDisabled: false, isRestrictiveCookiePolicyAbsolute: false };

afterEach(() => {
  document.body.innerHTML = '';
  for (const name of ['ss_consent', 'ss_cvr', 'ss_cvt', 'ss_analytics_id']) setCookie(name, null);
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the banner’s markup', () => {
  it('is a labelled region with the owner’s text and Accept alone for opt-in', () => {
    const banner = mount({ settings: settings({ cookieBannerCtaVariant: 'BUTTON' }) });
    expect(banner.tagName).toBe('SECTION');
    expect(banner.getAttribute('aria-label')).toBe('Cookie consent');
    expect(banner.hidden).toBe(false);
    expect([...banner.querySelectorAll('button')].map((b) => [b.value, b.textContent])).toEqual([
      ['accepted', 'Accept'],
    ]);
    expect(banner.querySelector('form')?.getAttribute('action')).toBe('/api/cookie-consent');
    expect(banner.querySelector<HTMLInputElement>('input[name="revision"]')?.value).toBe('4');
  });

  it('offers Decline to opt in and out, and draws icons with the words as their names', () => {
    const banner = mount({
      settings: settings({ cookieBannerAcceptType: 'OPT_IN_AND_OUT', cookieBannerCtaVariant: 'ICON' }),
    });
    const buttons = [...banner.querySelectorAll('button')];
    expect(buttons.map((b) => [b.value, b.getAttribute('aria-label'), b.textContent])).toEqual([
      ['declined', 'Decline', ''],
      ['accepted', 'Accept', ''],
    ]);
    expect(buttons.every((b) => b.querySelector('svg[aria-hidden="true"]'))).toBe(true);
  });

  it('is a labelled dialog, described by its text, when it is a popup', () => {
    const banner = mount({
      settings: settings({ cookieBannerVariant: 'POPUP', cookieBannerPosition: 'BOTTOM_RIGHT' }),
    });
    expect(banner.getAttribute('role')).toBe('dialog');
    expect(banner.getAttribute('aria-label')).toBe('Cookie consent');
    expect(document.getElementById(banner.getAttribute('aria-describedby') ?? '')?.textContent).toMatch(
      /cookies/,
    );
    expect(banner.className).toContain('cookie-banner-bottom-right');
  });

  it("issue 33: 'put it first (or make it reachable by a skip link)': a bottom bar has a skip link first", () => {
    const banner = mount();
    expect(banner.id).toBe('cookie-banner');
    expect(banner.tabIndex).toBe(-1);
    const link = renderToStaticMarkup(<CookieBannerSkipLink hidden={false} />);
    expect(link).toBe(
      '<a class="skip-link cookie-banner-skip-link" href="#cookie-banner">Skip to cookie consent</a>',
    );
    // A banner the server renders hidden (a choice is stored) has its link hidden in the markup too,
    // not only by the `:has()` rule a browser may lack.
    expect(renderToStaticMarkup(<CookieBannerSkipLink hidden />)).toContain(' hidden=""');
    // Hidden with the banner, so an answered banner leaves no link to nothing.
    expect(COOKIE_BANNER_CSS).toContain(
      'body:has(.cookie-banner[hidden]) .cookie-banner-skip-link{display:none}',
    );
  });

  it('is hidden once a choice is stored, and only a bottom bar goes after the page', () => {
    expect(mount({ hidden: true }).hidden).toBe(true);
    expect(cookieBannerAtEnd(settings({ cookieBannerVariant: 'BAR', cookieBannerPosition: 'BOTTOM' }))).toBe(
      true,
    );
    expect(cookieBannerAtEnd(settings({ cookieBannerVariant: 'BAR', cookieBannerPosition: 'TOP' }))).toBe(
      false,
    );
    expect(
      cookieBannerAtEnd(settings({ cookieBannerVariant: 'POPUP', cookieBannerPosition: 'BOTTOM_LEFT' })),
    ).toBe(false);
  });
});

describe('the island', () => {
  function choose(banner: HTMLElement, choice: 'accepted' | 'declined') {
    const button = banner.querySelector<HTMLButtonElement>(`button[value="${choice}"]`);
    banner.querySelector('form')?.requestSubmit(button);
  }

  it('keeps an accept, removes the banner and sends the choice with its revision', async () => {
    const fetch = stubFetch();
    const banner = mount();
    hydrate(banner);
    choose(banner, 'accepted');
    expect(cookies()).toContain('ss_consent=2.accepted');
    expect(banner.hidden).toBe(true);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledOnce());
    expect(calledUrl(fetch).pathname).toBe('/api/cookie-consent');
    expect(calledInit(fetch)).toMatchObject({ method: 'POST', keepalive: true, redirect: 'manual' });
    expect(String(calledInit(fetch).body)).toBe('choice=accepted&revision=4');
  });

  it('clears the tracking cookies, the analytics id and the session info on a decline', async () => {
    stubFetch();
    setCookie('ss_cvr', 'r');
    setCookie('ss_cvt', 't');
    localStorage.setItem('analyticsId', 'a');
    sessionStorage.setItem('tessera:session', '{"sessionId":"s"}');
    const banner = mount({ settings: settings({ cookieBannerAcceptType: 'OPT_IN_AND_OUT' }) });
    hydrate(banner);
    choose(banner, 'declined');
    expect(cookies()).toContain('ss_consent=2.declined');
    expect(cookies()).not.toContain('ss_cvr');
    expect(cookies()).not.toContain('ss_cvt');
    expect(localStorage.getItem('analyticsId')).toBeNull();
    expect(sessionStorage.getItem('tessera:session')).toBeNull();
  });

  it('gives focus back where the visitor was when they answer, not to the page’s body', () => {
    stubFetch();
    const banner = mount();
    banner.insertAdjacentHTML('beforebegin', '<a href="/first" id="first">First</a>');
    banner.insertAdjacentHTML('afterend', '<a href="/next" id="next">Next</a>');
    hydrate(banner);
    const next = document.getElementById('next') as HTMLElement;
    next.focus();
    const accept = banner.querySelector<HTMLButtonElement>('button[value="accepted"]') as HTMLButtonElement;
    accept.focus();
    choose(banner, 'accepted');
    expect(banner.hidden).toBe(true);
    expect(document.activeElement).toBe(next);
  });

  it('reached from nowhere (its skip link, now hidden with it), focus goes to the page’s first stop', () => {
    stubFetch();
    const banner = mount();
    banner.insertAdjacentHTML('afterend', '<a href="#main" id="skip">Skip to content</a>');
    hydrate(banner);
    (document.activeElement as HTMLElement | null)?.blur();
    banner.querySelector<HTMLButtonElement>('button[value="accepted"]')?.focus();
    choose(banner, 'accepted');
    expect(document.activeElement).toBe(document.getElementById('skip'));
  });

  it('keeps the choice even when it cannot be sent', async () => {
    const fetch = stubFetch(new TypeError('offline'));
    const banner = mount();
    hydrate(banner);
    choose(banner, 'accepted');
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledOnce());
    expect(cookies()).toContain('ss_consent=2.accepted');
    expect(banner.hidden).toBe(true);
  });
});

describe('the runtime’s part', () => {
  it('clears tracking cookies under the restrictive policy until the visitor accepts', () => {
    setCookie('ss_cvr', 'r');
    installConsent({ ...POLICY, isRestrictiveCookiePolicyAbsolute: true })();
    expect(cookies()).not.toContain('ss_cvr');

    setCookie('ss_cvr', 'r');
    setCookie('ss_consent', '2.accepted');
    installConsent({ ...POLICY, isRestrictiveCookiePolicyAbsolute: true })();
    expect(cookies()).toContain('ss_cvr=r');
  });

  it('clears them after a decline, or when the owner disabled analytics cookies', () => {
    setCookie('ss_cvt', 't');
    setCookie('ss_consent', '2.declined');
    installConsent(POLICY)();
    expect(cookies()).not.toContain('ss_cvt');

    setCookie('ss_cvt', 't');
    setCookie('ss_consent', '2.accepted');
    installConsent({ ...POLICY, isAnalyticsCookiesDisabled: true })();
    expect(cookies()).not.toContain('ss_cvt');
  });

  it('leaves them where nothing forbids them', () => {
    setCookie('ss_cvt', 't');
    installConsent(POLICY)();
    expect(cookies()).toContain('ss_cvt=t');
  });

  it('shows the banner on force whatever was chosen, and restores it on unforce', async () => {
    setCookie('ss_consent', '2.accepted');
    const banner = mount({ hidden: true });
    const uninstall = installConsent(POLICY);
    expect(banner.hidden).toBe(true);
    window.dispatchEvent(new Event(COOKIE_BANNER_FORCE_EVENT));
    expect(banner.hidden).toBe(false);
    window.dispatchEvent(new Event(COOKIE_BANNER_UNFORCE_EVENT));
    expect(banner.hidden).toBe(true);

    setCookie('ss_consent', null);
    window.dispatchEvent(new Event(COOKIE_BANNER_UNFORCE_EVENT));
    expect(banner.hidden).toBe(false);
    uninstall();
    window.dispatchEvent(new Event(COOKIE_BANNER_FORCE_EVENT));
    setCookie('ss_consent', '2.accepted');
    window.dispatchEvent(new Event(COOKIE_BANNER_UNFORCE_EVENT));
    expect(banner.hidden).toBe(false);
  });

  it('hides a banner the browser kept from before the choice', () => {
    setCookie('ss_consent', '2.declined');
    const banner = mount({ hidden: false });
    installConsent(POLICY)();
    expect(banner.hidden).toBe(true);
  });

  it('loads the island only for a banner in view', () => {
    const [selector] = Object.keys(cookieBannerIsland);
    expect(mount().matches(selector ?? '')).toBe(true);
    expect(mount({ hidden: true }).matches(selector ?? '')).toBe(false);
  });
});
