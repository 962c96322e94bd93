import { CONVERSION_EVENTS, PageType } from '@tessera/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SITE_CONTEXT_ELEMENT_ID, type SiteContext } from '../context.ts';
import { recordEvent } from './record-event.ts';
import { calledInit, type FakeFetch, setCookie, stubFetch } from './test-support.ts';

function embedContext(censusEnabled = true): void {
  const context: Partial<SiteContext> = {
    websiteSettings: { censusEnabled } as SiteContext['websiteSettings'],
    pageType: PageType.page,
    websiteRoles: [],
    authenticatedAccount: null,
    website: { id: 'w1' } as SiteContext['website'],
  };
  document.body.innerHTML = `<script id="${SITE_CONTEXT_ELEMENT_ID}" type="application/json">${JSON.stringify(context)}</script>`;
}

let fetch: FakeFetch;
beforeEach(() => {
  fetch = stubFetch({ status: 204 });
  history.replaceState(null, '', '/contact#form');
  document.documentElement.lang = 'en-GB';
});
afterEach(() => {
  vi.unstubAllGlobals();
  setCookie('crumb', null);
  history.replaceState(null, '', '/');
});

describe('recordEvent', () => {
  it('posts the event form-encoded, with the crumb of the cookie and the legacy payload', () => {
    embedContext();
    setCookie('crumb', 'c-123');
    recordEvent(CONVERSION_EVENTS.formSubmission);
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/events/RecordEvent');
    const init = calledInit(fetch);
    expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'same-origin' });
    const body = new URLSearchParams(String(init.body));
    expect(body.get('crumb')).toBe('c-123');
    expect(body.get('event')).toBe('form-submission');
    expect(JSON.parse(body.get('data') ?? '')).toEqual({
      websiteId: 'w1',
      website_locale: 'en-GB',
      pagePath: '/contact',
      pageHash: '#form',
    });
  });

  it('sends an empty crumb when the page has none yet', () => {
    embedContext();
    recordEvent(CONVERSION_EVENTS.order);
    expect(new URLSearchParams(String(calledInit(fetch).body)).get('crumb')).toBe('');
  });

  it('sends nothing where the census does not count', () => {
    embedContext(false);
    recordEvent(CONVERSION_EVENTS.newsletterSignUp);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('ignores a failure', async () => {
    embedContext();
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
    expect(() => recordEvent(CONVERSION_EVENTS.order)).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
});
