// The page speed metrics, measured as web-vitals measures them (its definitions, without the library:
// it weighed about 3 KB of the collector's chunk). Times count from the page's activation (a
// prerendered page's from when it was shown), never below 0.
// - TTFB: the navigation's responseStart.
// - FCP: the first-contentful-paint, if the page had not been hidden before it.
// - LCP: the last largest-contentful-paint before the visitor's first key or click (the browser stops
//   on those and on scrolling itself) and before the page was first hidden.
// - CLS (layout-shifts.ts) only once there is an FCP, like CrUX; INP (interactions.ts).
import type { WebVitalName } from '@tessera/core';
import { interactionLatencies } from './interactions.ts';
import { type LayoutShift, layoutShiftScore } from './layout-shifts.ts';
import { observeEntries } from './observe-entries.ts';

export type Vitals = Partial<Record<WebVitalName, number>>;

const LCP_STOPPERS = ['keydown', 'click'];

type Navigation = PerformanceNavigationTiming & { activationStart?: number };

/** When the page was first hidden: Infinity while it has not been. */
function firstHiddenTime(document: Document, activationStart: number): number {
  const hidden = performance
    .getEntriesByType('visibility-state')
    .find((entry) => entry.name === 'hidden' && entry.startTime >= activationStart);
  // Without visibility-state entries, a page hidden now is taken as hidden all along (a prerendering
  // page is hidden until it is shown, and that does not count).
  const prerendering = (document as { prerendering?: boolean }).prerendering;
  return hidden?.startTime ?? (document.visibilityState === 'hidden' && !prerendering ? 0 : Infinity);
}

/** Starts observing; the function returned gives the metrics as they are now. */
export function observeVitals(target: Window = window): () => Vitals {
  const { document } = target;
  const navigation = performance.getEntriesByType('navigation')[0] as Navigation | undefined;
  const activationStart = navigation?.activationStart ?? 0;
  const sinceActivation = (time: number) => Math.max(time - activationStart, 0);
  let hiddenAt = firstHiddenTime(document, activationStart);
  document.addEventListener('visibilitychange', (event) => {
    if (document.visibilityState === 'hidden') hiddenAt = Math.min(hiddenAt, event.timeStamp);
  });
  const shownWhen = (entry: PerformanceEntry) => entry.startTime < hiddenAt;

  const vitals: Vitals = {};
  if (navigation) vitals.TTFB = sinceActivation(navigation.responseStart);
  const paints = observeEntries('paint', (entries) => {
    for (const entry of entries)
      if (entry.name === 'first-contentful-paint' && shownWhen(entry))
        vitals.FCP = sinceActivation(entry.startTime);
  });
  const largestPaints = observeEntries('largest-contentful-paint', (entries) => {
    for (const entry of entries) if (shownWhen(entry)) vitals.LCP = sinceActivation(entry.startTime);
  });
  const stopLargestPaints = (event: Event) => {
    // A script's click() is no visitor's input.
    if (!event.isTrusted) return;
    largestPaints?.take();
    largestPaints?.stop();
    for (const type of LCP_STOPPERS) target.removeEventListener(type, stopLargestPaints, true);
  };
  for (const type of LCP_STOPPERS) target.addEventListener(type, stopLargestPaints, true);

  const cls = layoutShiftScore();
  const shifts = observeEntries<LayoutShift>('layout-shift', cls.add);
  const interactions = interactionLatencies();
  const streams = [
    paints,
    largestPaints,
    shifts,
    observeEntries('event', interactions.add, { durationThreshold: 40 }),
    observeEntries('first-input', interactions.add),
  ];

  return () => {
    for (const stream of streams) stream?.take();
    return {
      ...vitals,
      CLS: shifts && vitals.FCP !== undefined ? cls.value() : undefined,
      INP: interactions.inp(),
    };
  };
}
