// Real-user performance in the browser (happy-dom): the settings call and its spec texts, the send
// by beacon or XHR and its spec texts, and the collector's flushes (30 s after load, on hiding,
// metrics up to 60 s), only rum- user timings, and the lazy start where the census counts the page.
// The metrics come from the browser's entries as test-support.ts plays them (their rules: vitals.test.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../runtime/test-support.ts';
import { collectPerformance } from './collect.ts';
import { fetchPageLoadId } from './page-load.ts';
import { sendRecords } from './send.ts';
import { emitEntries, entry, stubPerformanceEntries } from './test-support.ts';

let reported: string[];
let beacons: { url: string; body: unknown[] }[];
let beaconAccepts: boolean;

beforeEach(() => {
  reported = [];
  beacons = [];
  beaconAccepts = true;
  vi.stubGlobal('reportError', (error: Error) => reported.push(error.message));
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      unobserve() {}
    },
  );
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: string) => {
      beacons.push({ url, body: JSON.parse(body) });
      return beaconAccepts;
    },
  });
  stubPerformanceEntries();
  performance.clearMarks();
  performance.clearMeasures();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('fetchPageLoadId', () => {
  it('gives the pageLoadId the settings call answers', async () => {
    const fetch = stubFetch({ body: { pageLoadId: 'abc' } });
    expect(await fetchPageLoadId()).toBe('abc');
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/1/performance/settings');
    expect(reported).toEqual([]);
  });

  it("reports 'Unable to resolve pageLoadId' for an answer without one, or no answer at all", async () => {
    stubFetch({ body: {} }, { status: 500, text: 'oops' }, new TypeError('offline'));
    for (let i = 0; i < 3; i++) expect(await fetchPageLoadId()).toBeNull();
    expect(reported).toEqual(Array(3).fill('Unable to resolve pageLoadId'));
  });

  it("gives up after 30 s with 'Metric settings request timeout'", async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
        ),
    );
    const id = fetchPageLoadId();
    await vi.advanceTimersByTimeAsync(29_999);
    expect(reported).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(await id).toBeNull();
    expect(reported).toEqual(['Metric settings request timeout']);
  });
});

describe('sendRecords', () => {
  const metric = { type: 'metric', pageLoadId: 'p', name: 'LCP', value: 900 } as const;

  it('sends the records by beacon as one JSON array of text', () => {
    sendRecords([metric]);
    expect(beacons).toEqual([{ url: '/api/1/performance/records', body: [metric] }]);
  });

  it("sends nothing for no records and reports 'Data is empty'", () => {
    sendRecords([]);
    expect(beacons).toEqual([]);
    expect(reported).toEqual(['Data is empty']);
  });

  it("falls back to an XHR, reporting 'XHR request DONE with unexpected status' for a status other than 2xx", () => {
    beaconAccepts = false;
    const sent: {
      body: string;
      headers: Record<string, string>;
      xhr: { status: number; onloadend: () => void };
    }[] = [];
    vi.stubGlobal(
      'XMLHttpRequest',
      class {
        status = 0;
        headers: Record<string, string> = {};
        onloadend = () => {};
        open() {}
        setRequestHeader(name: string, value: string) {
          this.headers[name] = value;
        }
        send(body: string) {
          sent.push({ body, headers: this.headers, xhr: this });
        }
      },
    );
    sendRecords([metric]);
    sendRecords([metric]);
    expect(sent.map((s) => [JSON.parse(s.body), s.headers['Content-Type']])).toEqual([
      [[metric], 'text/plain;charset=UTF-8'],
      [[metric], 'text/plain;charset=UTF-8'],
    ]);
    const [ok, failed] = sent;
    if (!ok || !failed) throw new Error('two XHRs expected');
    ok.xhr.status = 204;
    ok.xhr.onloadend();
    failed.xhr.status = 503;
    failed.xhr.onloadend();
    expect(reported).toEqual(['XHR request DONE with unexpected status']);
  });
});

describe('collectPerformance', () => {
  const navigation = (responseStart: number) => entry('navigation', 0, { responseStart });
  const fcp = (startTime: number) => entry('paint', startTime, { name: 'first-contentful-paint' });
  const lcp = (startTime: number) => entry('largest-contentful-paint', startTime);
  const shift = (startTime: number, value: number) => entry('layout-shift', startTime, { value });
  const interaction = (duration: number) => entry('event', 2000, { interactionId: 1, duration });
  const sentNames = () => beacons.flatMap((b) => b.body.map((r) => (r as { name: string }).name));
  // Each test's own window and document, so a collector of an earlier test does not hear its events.
  let page: Window & { document: { visibilityState: string } };
  beforeEach(() => {
    const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' });
    page = Object.assign(new EventTarget(), { document: doc }) as unknown as typeof page;
  });
  /** Hidden after every entry the tests make: the event's own timeStamp is the clock's, which on a
   * fast run can still be below an entry's time (an LCP at 700 ms then counted as after hiding). */
  const HIDDEN_AT = 100_000;
  const hide = () => {
    page.document.visibilityState = 'hidden';
    page.document.dispatchEvent(
      Object.defineProperty(new Event('visibilitychange'), 'timeStamp', { value: HIDDEN_AT }),
    );
  };

  it('flushes FCP, TTFB and rum- timings 30 s after load; LCP and CLS wait until 60 s', async () => {
    // Timers only: the user timings are read from the real performance object.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    stubFetch({ body: { pageLoadId: 'load-1' } });
    stubPerformanceEntries(navigation(80), fcp(400), lcp(900));
    collectPerformance(page);
    emitEntries(lcp(1200), shift(1300, 0.01));
    performance.mark('rum-hero-shown');
    performance.mark('analytics-vendor');
    performance.measure('rum-hero', { start: 0, duration: 25 });
    performance.measure('other-measure', { start: 0, duration: 5 });

    await vi.advanceTimersByTimeAsync(29_999);
    expect(beacons).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sentNames().sort()).toEqual(['FCP', 'TTFB', 'rum-hero', 'rum-hero-shown']);
    expect(beacons[0]?.body.every((r) => (r as { pageLoadId: string }).pageLoadId === 'load-1')).toBe(true);
    expect(beacons[0]?.body).toContainEqual({
      type: 'measure',
      pageLoadId: 'load-1',
      name: 'rum-hero',
      value: 25,
      startTime: 0,
    });

    await vi.advanceTimersByTimeAsync(30_000);
    expect(beacons[1]?.body).toEqual([
      { type: 'metric', pageLoadId: 'load-1', name: 'LCP', value: 1200 },
      { type: 'metric', pageLoadId: 'load-1', name: 'CLS', value: 0.01 },
    ]);
    // Later changes of a metric already sent are not sent again.
    emitEntries(shift(70_000, 0.5));
    hide();
    await vi.advanceTimersByTimeAsync(0);
    expect(beacons).toHaveLength(2);
    expect(reported).toEqual([]);
  });

  it('flushes everything measured so far, metrics included, when the page is hidden', async () => {
    stubFetch({ body: { pageLoadId: 'load-2' } });
    stubPerformanceEntries(navigation(80), lcp(700));
    collectPerformance(page);
    emitEntries(interaction(120));
    hide();
    await vi.waitFor(() => expect(beacons).toHaveLength(1));
    expect(beacons[0]?.body).toEqual([
      { type: 'metric', pageLoadId: 'load-2', name: 'LCP', value: 700 },
      { type: 'metric', pageLoadId: 'load-2', name: 'INP', value: 120 },
      { type: 'metric', pageLoadId: 'load-2', name: 'TTFB', value: 80 },
    ]);
    // pagehide after visibilitychange has nothing new to send.
    page.dispatchEvent(new Event('pagehide'));
    await new Promise((r) => setTimeout(r, 0));
    expect(beacons).toHaveLength(1);
  });

  it('sends user timings as the server takes them: names cut to 100, no negative duration, 100 a flush', async () => {
    stubFetch({ body: { pageLoadId: 'load-5' } });
    collectPerformance(page);
    performance.mark(`rum-${'x'.repeat(200)}`);
    performance.measure('rum-backwards', { start: 50, end: 10 });
    for (let i = 0; i < 120; i++) performance.mark(`rum-${i}`);
    hide();
    await vi.waitFor(() => expect(beacons).toHaveLength(1));
    const names = sentNames();
    expect(names).toHaveLength(100);
    expect(names[0]).toBe(`rum-${'x'.repeat(96)}`);

    performance.measure('rum-forwards', { start: 10, end: 50 });
    performance.measure('rum-backwards-again', { start: 50, end: 10 });
    hide();
    await vi.waitFor(() => expect(beacons).toHaveLength(2));
    expect(beacons[1]?.body.map((r) => (r as { name: string }).name)).toEqual(['rum-forwards']);
    expect(performance.getEntriesByName('rum-backwards')[0]?.duration).toBeLessThan(0);
  });

  it("records the page's images as first observed, with the spec's fields", async () => {
    document.body.innerHTML = `
      <img src="${location.origin}/s/plum.jpg?format=750w" alt="">
      <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="">`;
    const image = document.querySelector('img');
    if (!image) throw new Error('no image');
    Object.defineProperties(image, { naturalWidth: { value: 750 }, naturalHeight: { value: 500 } });
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly callback: IntersectionObserverCallback) {}
        observe(target: Element) {
          const rect = { width: 640.4, height: 426.6 } as DOMRectReadOnly;
          const entry = {
            target,
            isIntersecting: true,
            time: 412.5,
            intersectionRatio: 0.75,
            boundingClientRect: rect,
          };
          this.callback([entry as IntersectionObserverEntry], this as unknown as IntersectionObserver);
        }
        unobserve() {}
      },
    );
    stubFetch({ body: { pageLoadId: 'load-4' } });
    stubPerformanceEntries(lcp(1200));
    collectPerformance(page);
    hide();
    await vi.waitFor(() => expect(beacons).toHaveLength(1));
    document.body.innerHTML = '';
    expect(beacons[0]?.body.filter((r) => (r as { type: string }).type === 'image')).toEqual([
      {
        type: 'image',
        pageLoadId: 'load-4',
        name: '/s/plum.jpg?format=750w',
        visibleOnLoad: true,
        observationTime: 412.5,
        intersectionRatio: 0.75,
        squarespaceSize: 750,
        naturalWidth: 750,
        naturalHeight: 500,
        renderedWidth: 640,
        renderedHeight: 427,
        // happy-dom keeps no resource timing: when it loaded is not known
        loadedBeforeLCP: false,
      },
    ]);
  });

  it("reports 'Data is empty' when the first flush finds nothing measured", async () => {
    stubFetch({ body: { pageLoadId: 'load-3' } });
    collectPerformance(page);
    hide();
    await vi.waitFor(() => expect(reported).toEqual(['Data is empty']));
    expect(beacons).toEqual([]);
  });

  it('sends nothing without a pageLoadId', async () => {
    stubFetch({ body: {} });
    stubPerformanceEntries(navigation(80));
    collectPerformance(page);
    hide();
    await vi.waitFor(() => expect(reported).toEqual(['Unable to resolve pageLoadId']));
    expect(beacons).toEqual([]);
  });
});
