import { PageType, SiteUserRole } from '@tessera/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SiteContext } from '../context.ts';
import { POPUP_OVERLAY_CENSUS_EVENT } from '../overlays/events.ts';
import { resetCensusExtras, startCensusExtras } from './census-start.ts';

const context = (overrides: Partial<SiteContext> = {}): SiteContext =>
  ({
    websiteSettings: { censusEnabled: true },
    pageType: PageType.page,
    websiteRoles: [],
    authenticatedAccount: null,
    ...overrides,
  }) as SiteContext;

const collect = vi.fn();
const install = vi.fn((_context: SiteContext, _early: Event[] = []) => () => {});
/** The chunk's import: asked for synchronously once the page has loaded (or at once, if it has). */
const loadChunk = vi.fn(async () => ({ collectPerformance: collect, installCensusEvents: install }));
const start = (context: SiteContext) => startCensusExtras(context, window, loadChunk);

afterEach(() => {
  resetCensusExtras();
  collect.mockClear();
  install.mockClear();
  loadChunk.mockClear();
});

describe('startCensusExtras', () => {
  it('loads nothing where the census does not count the page', () => {
    const owner = context({
      authenticatedAccount: { id: 'a', email: 'o@x.test', displayName: 'O' },
      websiteRoles: [SiteUserRole.admin],
    });
    const stops = [
      start(owner),
      start(context({ websiteSettings: { censusEnabled: false } as SiteContext['websiteSettings'] })),
    ];
    window.dispatchEvent(new Event('load'));
    expect(loadChunk).not.toHaveBeenCalled();
    for (const stop of stops) stop();
  });

  it('collects performance once per page load, and installs the census calls on each start', async () => {
    start(context())();
    const stop = start(context());
    window.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(install).toHaveBeenCalledTimes(1));
    expect(collect).toHaveBeenCalledTimes(1);
    stop();
  });

  it('hands the census what happened before it arrived, and keeps nothing after', async () => {
    const popupShown = new CustomEvent(POPUP_OVERLAY_CENSUS_EVENT, { detail: { action: 'show' } });
    const stop = start(context());
    // Before the page's load, and so before the chunk's import.
    window.dispatchEvent(popupShown);
    document.body.click();
    window.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(install).toHaveBeenCalled());
    const early = install.mock.calls[0]?.[1] ?? [];
    expect(early.map((event) => event.type)).toEqual([POPUP_OVERLAY_CENSUS_EVENT, 'click']);
    window.dispatchEvent(new CustomEvent(POPUP_OVERLAY_CENSUS_EVENT, { detail: { action: 'close' } }));
    expect(early).toHaveLength(2);
    stop();
  });
});
