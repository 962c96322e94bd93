import { CONVERSION_EVENT, CONVERSION_EVENTS, PageType } from '@tessera/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SiteContext } from '../context.ts';
import { installCensusEvents } from './census-events.ts';
import { type FakeFetch, setCookie, stubFetch } from './test-support.ts';

function context(censusEnabled = true): SiteContext {
  return {
    websiteSettings: { censusEnabled, cookiePolicy: {} } as SiteContext['websiteSettings'],
    pageType: PageType.page,
    collection: null,
    item: null,
    collectionId: 'c1',
    itemId: null,
    websiteRoles: [],
    authenticatedAccount: null,
    website: { id: 'w1' } as SiteContext['website'],
    appDomain: 'example.test',
  } as SiteContext;
}

const convert = (name: string) =>
  document.dispatchEvent(new CustomEvent(CONVERSION_EVENT, { detail: { name } }));

/** The RecordEvent calls made, as their form fields. */
const recorded = (fetch: FakeFetch) =>
  fetch.mock.calls
    .filter(([url]) => url === '/api/events/RecordEvent')
    .map(([, init]) => ({ init, body: new URLSearchParams(String(init.body)) }));

let fetch: FakeFetch;
let uninstall: () => void = () => {};
beforeEach(() => {
  fetch = stubFetch({ status: 204 });
  document.body.innerHTML = '';
  history.replaceState(null, '', '/contact#form');
  document.documentElement.lang = 'en-GB';
});
afterEach(() => {
  uninstall();
  vi.unstubAllGlobals();
  setCookie('crumb', null);
  history.replaceState(null, '', '/');
});

describe('a conversion raised by an island', () => {
  it('is sent by RecordEvent, form-encoded, with the crumb of the cookie and the legacy payload', () => {
    setCookie('crumb', 'c-123');
    uninstall = installCensusEvents(context());
    convert(CONVERSION_EVENTS.formSubmission);
    const [call] = recorded(fetch);
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
    uninstall = installCensusEvents(context());
    convert(CONVERSION_EVENTS.order);
    expect(recorded(fetch)[0]?.body.get('crumb')).toBe('');
  });

  it('is not sent where the census does not count, nor once the census is uninstalled', () => {
    uninstall = installCensusEvents(context(false));
    convert(CONVERSION_EVENTS.newsletterSignUp);
    uninstall();
    uninstall = installCensusEvents(context());
    uninstall();
    convert(CONVERSION_EVENTS.newsletterSignUp);
    expect(recorded(fetch)).toEqual([]);
  });
});
