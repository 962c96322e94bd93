import { describe, expect, it } from 'vitest';
import {
  beginsVisit,
  CENSUS_PAGE_VIEW_EVENT,
  CENSUS_SKIPPED_PAGE_TYPES,
  censusDay,
  censusSkipReason,
  isVisitorCookieValue,
  SEARCH_PAGE_TYPE,
} from './census.ts';
import { CensusEventType, PageType, SiteUserRole } from './enums.ts';

it('names the page types and the event by their enumerations’ values', () => {
  expect(CENSUS_SKIPPED_PAGE_TYPES).toEqual([
    PageType.notFound,
    PageType.lockScreen,
    PageType.protectedContent,
    PageType.memberAreaAccessDenied,
  ]);
  expect(SEARCH_PAGE_TYPE).toBe(PageType.search);
  expect(CENSUS_PAGE_VIEW_EVENT).toBe(CensusEventType.pageView);
});

const visitor = {
  path: '/about',
  pageType: PageType.page,
  signedIn: false,
  roles: [],
  censusEnabled: true,
};

describe('censusSkipReason (spec section 6)', () => {
  it('counts an anonymous visitor on a content page', () => {
    expect(censusSkipReason(visitor)).toBeNull();
    expect(censusSkipReason({ ...visitor, pageType: PageType.contentItem, path: '/blog/a-post' })).toBeNull();
  });

  it('skips everything when census is disabled', () => {
    expect(censusSkipReason({ ...visitor, censusEnabled: false })).toBe('disabled');
  });

  it('skips signed-in accounts, except a viewer-only role outside the config area', () => {
    const owner = { ...visitor, signedIn: true, roles: [SiteUserRole.admin] };
    expect(censusSkipReason(owner)).toBe('signed-in');
    expect(censusSkipReason({ ...owner, roles: [] })).toBe('signed-in');
    expect(censusSkipReason({ ...owner, roles: [SiteUserRole.viewer, SiteUserRole.editor] })).toBe(
      'signed-in',
    );
    const viewer = { ...owner, roles: [SiteUserRole.viewer] };
    expect(censusSkipReason(viewer)).toBeNull();
    expect(censusSkipReason({ ...viewer, path: '/config' })).toBe('signed-in');
    expect(censusSkipReason({ ...viewer, path: '/config/pages' })).toBe('signed-in');
    expect(censusSkipReason({ ...viewer, path: '/configure' })).toBeNull();
  });

  it('skips the not-found, lock screen and access-denied pages', () => {
    for (const pageType of [
      PageType.notFound,
      PageType.lockScreen,
      PageType.protectedContent,
      PageType.memberAreaAccessDenied,
    ])
      expect(censusSkipReason({ ...visitor, pageType })).toBe('page-type');
  });

  it('skips /search, by its path or its page type', () => {
    expect(censusSkipReason({ ...visitor, path: '/search' })).toBe('search');
    expect(censusSkipReason({ ...visitor, path: '/search?q=tea' })).toBe('search');
    expect(censusSkipReason({ ...visitor, pageType: PageType.search })).toBe('search');
    expect(censusSkipReason({ ...visitor, path: '/searching-for-tea' })).toBeNull();
  });
});

describe('the visitor cookies’ set format', () => {
  it('is 32 lower-case hex digits; anything else is replaced', () => {
    expect(isVisitorCookieValue('0123456789abcdef0123456789abcdef')).toBe(true);
    for (const bad of [
      undefined,
      '',
      'abc',
      '0123456789ABCDEF0123456789ABCDEF',
      `${'a'.repeat(32)}x`,
      'a'.repeat(33),
    ])
      expect(isVisitorCookieValue(bad)).toBe(false);
  });
});

describe('beginsVisit', () => {
  const host = 'demo.localhost';
  it('with cookies: a visit begins when no well-formed visit cookie came', () => {
    const hit = { cookiesAllowed: true, referrer: `http://${host}/`, host };
    expect(beginsVisit({ ...hit, visitCookie: undefined })).toBe(true);
    expect(beginsVisit({ ...hit, visitCookie: 'nonsense' })).toBe(true);
    expect(beginsVisit({ ...hit, visitCookie: 'a'.repeat(32) })).toBe(false);
  });
  it('without cookies: a visit begins unless the visitor came from the same site', () => {
    const hit = { cookiesAllowed: false, visitCookie: undefined, host };
    expect(beginsVisit({ ...hit, referrer: `http://${host}/about` })).toBe(false);
    expect(beginsVisit({ ...hit, referrer: 'https://search.example/?q=tea' })).toBe(true);
    expect(beginsVisit({ ...hit, referrer: '' })).toBe(true);
  });
});

it('rolls hits up per UTC day', () => {
  expect(censusDay(Date.UTC(2026, 10, 26, 23, 59, 59))).toBe('2026-11-26');
  expect(censusDay(Date.UTC(2026, 10, 27, 0, 0, 0))).toBe('2026-11-27');
});
