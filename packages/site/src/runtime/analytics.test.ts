import { ANALYTICS_ID_STORAGE_KEY, CONSENT_COOKIE, PageType } from '@tessera/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SITE_CONTEXT_ELEMENT_ID, type SiteContext } from '../context.ts';
import { sendAnalyticsEvent } from './analytics.ts';
import { resetSessionInfo } from './session.ts';
import { calledInit, type FakeFetch, setCookie, stubFetch } from './test-support.ts';

function embedContext(censusEnabled = true): void {
  const context: Partial<SiteContext> = {
    websiteSettings: {
      censusEnabled,
      cookiePolicy: { isAnalyticsCookiesDisabled: false, isRestrictiveCookiePolicyAbsolute: true },
    } as SiteContext['websiteSettings'],
    pageType: PageType.page,
    websiteRoles: [],
    authenticatedAccount: null,
    website: { id: 'w1' } as SiteContext['website'],
  };
  document.body.innerHTML = `<script id="${SITE_CONTEXT_ELEMENT_ID}" type="application/json">${JSON.stringify(context)}</script>`;
}

const sentBody = (fetch: FakeFetch) => JSON.parse(String(calledInit(fetch).body));

let fetch: FakeFetch;
let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  fetch = stubFetch({ status: 202 });
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  embedContext();
  history.replaceState(null, '', '/shop/tea?mkwid=k9');
  document.documentElement.lang = 'en-GB';
  sessionStorage.clear();
  localStorage.clear();
  resetSessionInfo();
  setCookie(CONSENT_COOKIE, '2.accepted');
  setCookie('ss_analytics_id', null);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  history.replaceState(null, '', '/');
});

describe('sendAnalyticsEvent', () => {
  it('posts the common fields, those added automatically, the session and the analytics id', async () => {
    await sendAnalyticsEvent('add_to_cart', { action: 'add_to_cart', object_id: 'p1' }, { quantity: 2 });
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/v1/events');
    const body = sentBody(fetch);
    const session = JSON.parse(sessionStorage.getItem('tessera:session') ?? '{}');
    expect(body).toMatchObject({
      analyticsId: localStorage.getItem(ANALYTICS_ID_STORAGE_KEY),
      customSchemaName: 'add_to_cart',
      customData: { quantity: 2, firstLanding: `${location.origin}/shop/tea?mkwid=k9`, firstSession: true },
      commonData: {
        action: 'add_to_cart',
        object_id: 'p1',
        user_session_id: session.sessionId,
        website_locale: 'en-GB',
        page_host: location.host,
        page_path: '/shop/tea',
        page_query: '?mkwid=k9',
        marketing_id: 'k9',
        website_id: 'w1',
      },
    });
    expect(body.analyticsId).toMatch(/^[0-9a-f]{32}$/);
    expect(document.cookie).toContain(`ss_analytics_id=${body.analyticsId}`);
    expect(warn).not.toHaveBeenCalled();
  });

  it('sends no analytics id and keeps none after a decline', async () => {
    setCookie(CONSENT_COOKIE, '2.declined');
    await sendAnalyticsEvent('add_to_cart', { action: 'add_to_cart' });
    const body = sentBody(fetch);
    expect(body.analyticsId).toBeNull();
    expect(body.commonData.user_session_id).toBeNull();
    expect(body.customData).toEqual({});
    expect(localStorage.getItem(ANALYTICS_ID_STORAGE_KEY)).toBeNull();
    expect(document.cookie).not.toContain('ss_analytics_id');
  });

  it("logs 'Error tracking event: HTTP Status {code}' for a reply other than 200 or 202", async () => {
    fetch = stubFetch({ status: 500 }, { status: 200 });
    await sendAnalyticsEvent('x', { action: 'a' });
    await sendAnalyticsEvent('x', { action: 'a' });
    expect(warn.mock.calls).toEqual([['Error tracking event: HTTP Status 500']]);
  });

  it("logs 'no payload' and sends nothing for an empty event; ignores a network failure", async () => {
    await sendAnalyticsEvent('x', {});
    expect(fetch).not.toHaveBeenCalled();
    expect(warn.mock.calls).toEqual([['no payload']]);
    fetch = stubFetch(new Error('offline'));
    await expect(sendAnalyticsEvent('x', { action: 'a' })).resolves.toBeUndefined();
  });

  it("logs 'Unable to store analyticsId' when local storage refuses it, and still sends", async () => {
    vi.stubGlobal('localStorage', {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    });
    await sendAnalyticsEvent('x', { action: 'a' });
    expect(warn).toHaveBeenCalledWith('Unable to store analyticsId');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('sends nothing with the census off', async () => {
    embedContext(false);
    await sendAnalyticsEvent('x', { action: 'a' });
    expect(fetch).not.toHaveBeenCalled();
  });
});
