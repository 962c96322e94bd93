// The census's other calls (census-events.ts) and real-user performance (performance/collect.ts) as
// the always-loaded runtime starts them, in a few lines: where the census counts the page, both
// arrive once the page has loaded, as one chunk (after-load.ts), so they cost nothing before the
// first paint and one request after it. What the census answers can happen sooner (a click on a
// button, the popup opening): those events are kept here until it arrives, then handed to it.
import { CONVERSION_EVENT } from '@tessera/core';
import { QUICK_VIEW_EVENT } from '../commerce/quick-view/events.ts';
import type { SiteContext } from '../context.ts';
import { POPUP_OVERLAY_CENSUS_EVENT } from '../overlays/events.ts';
import { censusCounts } from './census.ts';
import type { Destructor } from './lifecycle.ts';

/** Listens for each event the census's calls answer, where it is heard; returns the undoing. */
export function hearCensusEvents(target: Window, listener: (event: Event) => void): Destructor {
  const heard: Array<[EventTarget, string, boolean]> = [
    // Capture: a button's click is counted before the page it opens starts loading.
    [target.document, 'click', true],
    [target, POPUP_OVERLAY_CENSUS_EVENT, false],
    [target.document, QUICK_VIEW_EVENT, false],
    [target.document, CONVERSION_EVENT, false],
  ];
  for (const [where, type, capture] of heard) where.addEventListener(type, listener, capture);
  return () => {
    for (const [where, type, capture] of heard) where.removeEventListener(type, listener, capture);
  };
}

// Real-user performance is collected once per page load, whatever the lifecycle does.
let collecting = false;

type AfterLoad = Pick<typeof import('./after-load.ts'), 'collectPerformance' | 'installCensusEvents'>;

export function startCensusExtras(
  context: SiteContext,
  target: Window = window,
  loadAfterLoad: () => Promise<AfterLoad> = () => import('./after-load.ts'),
): Destructor {
  if (!censusCounts(context)) return () => {};
  const early: Event[] = [];
  const stopKeeping = hearCensusEvents(target, (event) => void early.push(event));
  let stopEvents: Destructor | undefined;
  let stopped = false;
  const load = () =>
    void loadAfterLoad().then(({ collectPerformance, installCensusEvents }) => {
      if (!collecting) {
        collecting = true;
        collectPerformance(target);
      }
      if (stopped) return;
      stopKeeping();
      stopEvents = installCensusEvents(context, early, target);
    });
  if (target.document.readyState === 'complete') load();
  else target.addEventListener('load', load, { once: true });
  return () => {
    stopped = true;
    stopKeeping();
    target.removeEventListener('load', load);
    stopEvents?.();
  };
}

/** For tests: a new page load. */
export function resetCensusExtras(): void {
  collecting = false;
}
