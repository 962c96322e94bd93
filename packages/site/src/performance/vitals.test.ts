// The page speed metrics' rules, against entry streams as a browser gives them (test-support.ts):
// activation and the clamp at 0, LCP stopping at the visitor's first key or click, nothing painted
// while hidden, CLS's session windows, INP's worst interaction, and browsers without an entry type.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emitEntries, entry, FakePerformanceObserver, stubPerformanceEntries } from './test-support.ts';
import { observeVitals } from './vitals.ts';

type Page = Window & { document: { visibilityState: string } };
let page: Page;

beforeEach(() => {
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' });
  page = Object.assign(new EventTarget(), { document: doc }) as unknown as Page;
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const navigation = (responseStart: number, activationStart = 0) =>
  entry('navigation', 0, { responseStart, activationStart });
const fcp = (startTime: number) => entry('paint', startTime, { name: 'first-contentful-paint' });
const lcp = (startTime: number) => entry('largest-contentful-paint', startTime);
const shift = (startTime: number, value: number, hadRecentInput = false) =>
  entry('layout-shift', startTime, { value, hadRecentInput });
const event = (interactionId: number, duration: number, entryType = 'event') =>
  entry(entryType, 5000, { interactionId, duration });
const trusted = (type: string) => Object.assign(new Event(type), { isTrusted: true });
/** Lets the observers' deliveries (a later task) happen. */
const delivered = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('TTFB, FCP and LCP', () => {
  it('are read from the buffered entries, LCP the last largest paint', async () => {
    stubPerformanceEntries(navigation(120), entry('paint', 300, { name: 'first-paint' }), fcp(310), lcp(310));
    const read = observeVitals(page);
    emitEntries(lcp(900));
    await delivered();
    emitEntries(lcp(1400));
    // Entries queued but not delivered yet are taken when the metrics are read.
    expect(read()).toMatchObject({ TTFB: 120, FCP: 310, LCP: 1400 });
  });

  it("count from a prerendered page's activation, never below 0", () => {
    // Loaded while prerendering: hidden then, which is not the visitor leaving.
    Object.assign(page.document, { visibilityState: 'hidden', prerendering: true });
    stubPerformanceEntries(navigation(100, 500), fcp(300), lcp(900));
    expect(observeVitals(page)()).toMatchObject({ TTFB: 0, FCP: 0, LCP: 400 });
  });

  it("LCP stops at the visitor's first key or click, not at a script's click", async () => {
    stubPerformanceEntries(fcp(300), lcp(300));
    const read = observeVitals(page);
    emitEntries(lcp(800));
    page.dispatchEvent(new Event('click'));
    emitEntries(lcp(1200));
    await delivered();
    expect(read().LCP).toBe(1200);

    emitEntries(lcp(1500));
    page.dispatchEvent(trusted('keydown'));
    emitEntries(lcp(2500));
    page.dispatchEvent(trusted('click'));
    expect(read().LCP).toBe(1500);
  });

  it('are not taken from paints after the page was first hidden; TTFB is', async () => {
    stubPerformanceEntries(navigation(90), fcp(300), lcp(700));
    const read = observeVitals(page);
    page.document.visibilityState = 'hidden';
    page.document.dispatchEvent(
      Object.defineProperty(new Event('visibilitychange'), 'timeStamp', { value: 2000 }),
    );
    page.document.visibilityState = 'visible';
    emitEntries(lcp(1900), lcp(2100));
    expect(read()).toMatchObject({ TTFB: 90, FCP: 300, LCP: 1900 });
  });

  it('a page loaded hidden (a background tab) has no FCP, LCP or CLS', () => {
    page.document.visibilityState = 'hidden';
    stubPerformanceEntries(navigation(90), fcp(300), lcp(700), shift(800, 0.25));
    expect(observeVitals(page)()).toEqual({ TTFB: 90, CLS: undefined, INP: undefined });
  });

  it("a page hidden before its paints, by the browser's visibility-state entries, has no FCP or LCP", () => {
    stubPerformanceEntries(entry('visibility-state', 50, { name: 'hidden' }), fcp(300), lcp(700));
    const vitals = observeVitals(page)();
    expect(vitals.FCP).toBeUndefined();
    expect(vitals.LCP).toBeUndefined();
  });
});

describe('CLS', () => {
  it('is the largest session window: a shift joins one less than 1 s after its last, input-led shifts left out', () => {
    stubPerformanceEntries(fcp(300));
    const read = observeVitals(page);
    expect(read().CLS).toBe(0);
    // A window of 0.5 (the shift after input does not count), then 1.1 s later a new one of 0.625.
    emitEntries(
      shift(1000, 0.25),
      shift(1900, 0.25),
      shift(2000, 0.25, true),
      shift(3000, 0.5),
      shift(3500, 0.125),
    );
    expect(read().CLS).toBe(0.625);
  });

  it('closes a window 5 s after its first shift', async () => {
    stubPerformanceEntries(fcp(300));
    const read = observeVitals(page);
    // Six shifts 0.9 s apart fill a window (4.5 s); the seventh, 5.4 s after the first, starts another.
    emitEntries(...[600, 1500, 2400, 3300, 4200, 5100, 6000].map((time) => shift(time, 0.25)));
    await delivered();
    expect(read().CLS).toBe(1.5);
  });

  it('waits for an FCP, like CrUX', () => {
    stubPerformanceEntries(shift(100, 0.25));
    const read = observeVitals(page);
    expect(read().CLS).toBeUndefined();
    emitEntries(fcp(300));
    expect(read().CLS).toBe(0.25);
  });
});

describe('INP', () => {
  it("is an interaction's longest event; none without an interaction", async () => {
    stubPerformanceEntries(fcp(300));
    const read = observeVitals(page);
    // Events that are no interaction (a mouseover) do not count.
    emitEntries(event(0, 300));
    expect(read().INP).toBeUndefined();
    // The first input counts whatever its length; events from 40 ms are observed.
    emitEntries(event(7, 8, 'first-input'), event(7, 16));
    expect(read().INP).toBe(8);
    emitEntries(event(14, 48), event(14, 120), event(21, 56));
    await delivered();
    expect(read().INP).toBe(120);
  });

  it('skips one worst interaction for every 50 on the page, among the 10 worst', () => {
    stubPerformanceEntries();
    const read = observeVitals(page);
    emitEntries(...[400, 300, 200, 100].map((duration, i) => event(i + 1, duration)));
    const counted = (interactionCount: number) => {
      Object.defineProperty(performance, 'interactionCount', { configurable: true, value: interactionCount });
      return read().INP;
    };
    try {
      expect(counted(49)).toBe(400);
      expect(counted(120)).toBe(200);
      expect(counted(5000)).toBe(100);
      emitEntries(...Array.from({ length: 20 }, (_, i) => event(100 + i, 500 + i)));
      expect(counted(5000)).toBe(510);
    } finally {
      Reflect.deleteProperty(performance, 'interactionCount');
    }
    // Without the browser's count, the interactions seen are counted: 24, under 50.
    expect(read().INP).toBe(519);
  });
});

describe('browsers without the entries', () => {
  it('send only what they have', () => {
    vi.spyOn(FakePerformanceObserver, 'supportedEntryTypes', 'get').mockReturnValue(['paint']);
    stubPerformanceEntries(navigation(70), fcp(300), lcp(700), shift(800, 0.25), event(1, 200));
    expect(observeVitals(page)()).toEqual({ TTFB: 70, FCP: 300, CLS: undefined, INP: undefined });
  });

  it('without PerformanceObserver or a navigation entry, send nothing', () => {
    stubPerformanceEntries(fcp(300));
    vi.stubGlobal('PerformanceObserver', undefined);
    expect(observeVitals(page)()).toEqual({ CLS: undefined, INP: undefined });
  });
});
