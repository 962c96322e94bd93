// The member pages' island in happy-dom: the pricing options toggle by its buttons and the arrow
// keys, the join form following the shown option, the xsrfToken sent as X-SiteUser-XSRF-Token, and
// sign-out (the spec's DELETE with cloneCart) repeated once after a crumb failure, and the reset page:
// the mailed link's token taken from the fragment into the new-password form, errors in words.
import { MEMBER_MESSAGES, MEMBER_XSRF_HEADER } from '@tessera/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import { type FakeFetch, setCookie, stubFetch } from '../runtime/test-support.ts';
import { hydrate } from './island.ts';
import { MemberAccess } from './MemberAccess.tsx';
import { MemberAccount } from './MemberAccount.tsx';
import { MemberReset } from './MemberReset.tsx';

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
  history.replaceState(null, '', '/');
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

it('asks for the reset mail, and says so in words', async () => {
  setCookie('crumb', 'c1');
  const fetch = stubFetch({ status: 202, body: { status: 'check-inbox' } });
  const root = mount(createElement(MemberReset));
  const stop = hydrate(root);
  const asked = root.querySelector<HTMLFormElement>(
    '[data-member-action="reset-request"]',
  ) as HTMLFormElement;
  expect(asked.hidden).toBe(false);
  expect(root.querySelector<HTMLFormElement>('[data-member-action="reset-complete"]')?.hidden).toBe(true);
  (asked.querySelector('input[name="email"]') as HTMLInputElement).value = 'ada@example.com';
  asked.requestSubmit();
  await expect
    .poll(() => asked.querySelector('.member-form-message')?.textContent)
    .toBe(MEMBER_MESSAGES.resetSent);
  expect(JSON.parse(String(fetch.mock.calls[0]?.[1].body))).toEqual({ email: 'ada@example.com' });
  stop();
});

it('opened from the mailed link, moves the token into the new-password form and out of the address', async () => {
  history.replaceState(null, '', '/members/reset#token=abc.def');
  setCookie('crumb', 'c1');
  const fetch = stubFetch(
    {
      status: 400,
      body: { error: MEMBER_MESSAGES.resetLinkExpired, errors: { token: MEMBER_MESSAGES.resetLinkExpired } },
    },
    { body: { xsrfToken: 'fresh-token' } },
  );
  const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
  const root = mount(createElement(MemberReset));
  const stop = hydrate(root);
  const complete = root.querySelector<HTMLFormElement>(
    '[data-member-action="reset-complete"]',
  ) as HTMLFormElement;
  expect(complete.hidden).toBe(false);
  expect(root.querySelector<HTMLFormElement>('[data-member-action="reset-request"]')?.hidden).toBe(true);
  expect(location.hash).toBe('');
  const password = complete.querySelector('input[name="password"]') as HTMLInputElement;
  expect(document.activeElement).toBe(password);
  expect(complete.querySelector(`label[for="${password.id}"]`)?.textContent).toBe('New password');

  // A spent link: the server's words, where the form's status is read out.
  password.value = 'long enough';
  complete.requestSubmit();
  const message = complete.querySelector('.member-form-message') as HTMLElement;
  await expect.poll(() => message.textContent).toBe(MEMBER_MESSAGES.resetLinkExpired);
  expect(message.getAttribute('role')).toBe('status');

  password.value = 'long enough';
  complete.requestSubmit();
  await expect.poll(() => assign.mock.calls.length).toBe(1);
  expect(JSON.parse(String(fetch.mock.calls[1]?.[1].body))).toEqual({
    token: 'abc.def',
    password: 'long enough',
  });
  expect(sessionStorage.getItem('tessera-member-xsrf')).toBe('fresh-token');
  expect(assign).toHaveBeenCalledWith('/members/account');
  stop();
});
