import { PageType, SiteUserRole } from '@tessera/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SiteContext } from '../context.ts';
import { recordPageView, resetPageView } from './census.ts';
import { calledInit, type FakeFetch, stubFetch } from './test-support.ts';

function context(overrides: Partial<SiteContext> = {}, censusEnabled = true): SiteContext {
  return {
    websiteSettings: { censusEnabled } as SiteContext['websiteSettings'],
    pageType: PageType.page,
    collection: null,
    item: { id: 'i1', title: 'Post', urlId: 'post', recordType: 1, fullUrl: '/blog/post' },
    collectionId: 'c1',
    itemId: 'i1',
    websiteRoles: [],
    authenticatedAccount: null,
    website: { id: 'w1' } as SiteContext['website'],
    appDomain: 'example.test',
    ...overrides,
  };
}

let fetch: FakeFetch;
beforeEach(() => {
  resetPageView();
  fetch = stubFetch();
  document.title = 'A post';
  document.documentElement.lang = 'en-US';
  history.replaceState(null, '', '/blog/post?utm_source=news');
});
afterEach(() => {
  vi.unstubAllGlobals();
  history.replaceState(null, '', '/');
});

describe('recordPageView', () => {
  it('sends RecordHit once per page load, form-encoded event 1 and the page-event fields', () => {
    recordPageView(context());
    recordPageView(context());
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/census/RecordHit');
    const init = calledInit(fetch);
    expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'same-origin' });
    const body = init.body as URLSearchParams;
    expect(body.get('event')).toBe('1');
    const data = JSON.parse(body.get('data') ?? '{}');
    expect(Object.keys(data).sort()).toEqual(
      [
        'userAgent',
        'clientDate',
        'viewportInnerWidth',
        'viewportInnerHeight',
        'screenWidth',
        'screenHeight',
        'websiteId',
        'templateId',
        'website_locale',
        'url',
        'title',
        'itemId',
        'recordType',
        'collectionId',
        'localStorageSupported',
        'queryString',
        'referrer',
      ].sort(),
    );
    expect(data).toMatchObject({
      websiteId: 'w1',
      website_locale: 'en-US',
      url: `${location.origin}/blog/post?utm_source=news`,
      title: 'A post',
      itemId: 'i1',
      recordType: 1,
      collectionId: 'c1',
      queryString: '?utm_source=news',
      localStorageSupported: true,
    });
  });

  it('sends nothing where the census skips the page', () => {
    recordPageView(context({}, false));
    recordPageView(
      context({
        authenticatedAccount: { id: 'a', email: 'o@example.test', displayName: 'O' },
        websiteRoles: [SiteUserRole.admin],
      }),
    );
    for (const pageType of [
      PageType.notFound,
      PageType.lockScreen,
      PageType.protectedContent,
      PageType.search,
    ])
      recordPageView(context({ pageType }));
    history.replaceState(null, '', '/search?q=tea');
    recordPageView(context());
    expect(fetch).not.toHaveBeenCalled();
  });

  it('counts a viewer-only account', () => {
    recordPageView(
      context({
        authenticatedAccount: { id: 'a', email: 'v@example.test', displayName: 'V' },
        websiteRoles: [SiteUserRole.viewer],
      }),
    );
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('ignores a failure silently', async () => {
    fetch = stubFetch(new Error('offline'));
    const unhandled = vi.fn();
    window.addEventListener('unhandledrejection', unhandled);
    recordPageView(context());
    await new Promise((resolve) => setTimeout(resolve, 0));
    window.removeEventListener('unhandledrejection', unhandled);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
