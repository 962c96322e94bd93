// The member pages' island in happy-dom: the pricing options toggle by its buttons and the arrow
// keys, the join form following the shown option, the xsrfToken sent as X-SiteUser-XSRF-Token, and
// sign-out (the spec's DELETE with cloneCart) repeated once after a crumb failure.
import { MEMBER_XSRF_HEADER } from '@tessera/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import { type FakeFetch, setCookie, stubFetch } from '../runtime/test-support.ts';
import { hydrate } from './island.ts';
import { MemberAccess } from './MemberAccess.tsx';
import { MemberAccount } from './MemberAccount.tsx';

const AREAS = [
  { id: 'a'.repeat(24), name: 'Studio notes', description: 'Notes' },
  { id: 'b'.repeat(24), name: 'Open studio', description: 'More' },
];

function mount(element: Parameters<typeof renderToStaticMarkup>[0]): HTMLElement {
  document.body.innerHTML = renderToStaticMarkup(element);
  return document.querySelector<HTMLElement>('[data-island="members"]') as HTMLElement;
}

/** What each call was: method, address, headers. */
const callsOf = (fetch: FakeFetch) =>
  fetch.mock.calls.map(([url, init]) => ({
    method: init.method ?? 'GET',
    url,
    headers: (init.headers ?? {}) as Record<string, string>,
  }));

const shown = () =>
  [...document.querySelectorAll<HTMLElement>('[data-pricing-option]')]
    .filter((o) => !o.hidden)
    .map((o) => o.dataset.pricingOption);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
  setCookie('crumb', null);
  document.body.innerHTML = '';
});

it('swaps the shown pricing option with the left and right buttons and the arrow keys', () => {
  const root = mount(
    createElement(MemberAccess, {
      title: 'Studio notes',
      access: 'sign-in',
      areas: AREAS,
      returnTo: '/studio-notes',
      memberName: null,
    }),
  );
  const stop = hydrate(root);
  const areaInput = root.querySelector<HTMLInputElement>('input[name="areaId"]') as HTMLInputElement;
  expect(shown()).toEqual([AREAS[0]?.id]);
  root.querySelector<HTMLButtonElement>('[data-pricing-step="right"]')?.click();
  expect(shown()).toEqual([AREAS[1]?.id]);
  expect(areaInput.value).toBe(AREAS[1]?.id);
  expect(root.querySelector('[data-pricing-position]')?.textContent).toBe('2 of 2');
  const group = root.querySelector('.pricing-toggle') as HTMLElement;
  group.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
  expect(shown()).toEqual([AREAS[0]?.id]);
  group.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }));
  expect(shown()).toEqual([AREAS[1]?.id]);
  expect(areaInput.value).toBe(AREAS[1]?.id);
  stop();
});

it('sends the kept xsrfToken on a member call', async () => {
  setCookie('crumb', 'c1');
  sessionStorage.setItem('tessera-member-xsrf', 'token-1');
  const fetch = stubFetch({ body: { member: {}, areas: [], xsrfToken: 'token-1' } });
  const root = mount(
    createElement(MemberAccount, { signedIn: true, name: 'Ada', email: 'ada@example.com', areas: [] }),
  );
  const stop = hydrate(root);
  root.querySelector<HTMLFormElement>('[data-member-action="profile"]')?.requestSubmit();
  await expect.poll(() => fetch.mock.calls.length).toBe(1);
  const calls = callsOf(fetch);
  expect(calls[0]).toMatchObject({ method: 'PUT', headers: { [MEMBER_XSRF_HEADER]: 'token-1' } });
  expect(calls[0]?.url).toContain('/api/site-users/account?crumb=c1');
  stop();
});

it('signs out with cloneCart, once more after a crumb failure', async () => {
  setCookie('crumb', 'stale');
  const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
  const fetch = stubFetch(
    { status: 403, body: { error: 'crumbFail', crumbFail: true, crumb: 'fresh' } },
    { status: 204 },
  );
  const root = mount(
    createElement(MemberAccount, { signedIn: true, name: 'Ada', email: 'ada@example.com', areas: [] }),
  );
  const stop = hydrate(root);
  root.querySelector<HTMLButtonElement>('[data-member-sign-out]')?.click();
  await expect.poll(() => assign.mock.calls.length).toBe(1);
  expect(callsOf(fetch).map((c) => [c.method, new URL(c.url, location.href).search])).toEqual([
    ['DELETE', '?cloneCart=true&crumb=stale'],
    ['DELETE', '?cloneCart=true&crumb=fresh'],
  ]);
  expect(assign).toHaveBeenCalledWith('/');
  stop();
});
