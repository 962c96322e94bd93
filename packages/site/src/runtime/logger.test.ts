import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { flushLog, installLogger, type LogEntry, log, traceClient } from './logger.ts';
import { calledInit, calledUrl, type FakeFetch, setCookie, stubFetch } from './test-support.ts';

let uninstall: () => void;
let fetch: FakeFetch;

function sentEntries(body: unknown): LogEntry[] {
  if (!(body instanceof URLSearchParams)) throw new Error('expected a form body');
  return JSON.parse(body.get('data') ?? '') as LogEntry[];
}

function setVisibility(state: DocumentVisibilityState): void {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

// The logger's client is loaded on demand (a page's first entry): here it is at hand from the start.
beforeAll(async () => {
  await traceClient.load();
});

beforeEach(() => {
  vi.useFakeTimers();
  setCookie('crumb', 'crumb-1');
  fetch = stubFetch();
  uninstall = installLogger();
});

afterEach(() => {
  uninstall();
  flushLog();
  Reflect.deleteProperty(document, 'visibilityState');
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setCookie('crumb', null);
});

describe('logger', () => {
  it('fetches a crumb with the first entry of a page that has none, so the unload beacon carries one', async () => {
    setCookie('crumb', null);
    log('navigation', { to: '/about' });
    log('timing', 120);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(calledUrl(fetch, 0).pathname).toBe('/api/auth/Crumb');
    setCookie('crumb', 'crumb-1');
    log('later', 1);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('flushes queued entries to Trace every 30 s as a form field of JSON', async () => {
    log('navigation', { to: '/about' });
    log('timing', 120);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(fetch).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1);

    expect(calledUrl(fetch).pathname).toBe('/api/events/Trace');
    expect(calledUrl(fetch).searchParams.get('crumb')).toBe('crumb-1');
    expect(sentEntries(calledInit(fetch).body)).toEqual([
      { pageUrl: location.href, type: 'navigation', data: { to: '/about' } },
      { pageUrl: location.href, type: 'timing', data: 120 },
    ]);
  });

  it('sends nothing when nothing was logged, and each entry once', async () => {
    log('once', null);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('on pagehide sends a beacon to Trace with the crumb in the query', () => {
    const sendBeacon = vi.spyOn(navigator, 'sendBeacon').mockReturnValue(true);
    log('leaving', 1);

    window.dispatchEvent(new Event('pagehide'));

    expect(fetch).not.toHaveBeenCalled();
    const [url, body] = sendBeacon.mock.calls[0] ?? [];
    expect(new URL(String(url)).pathname).toBe('/api/events/Trace');
    expect(new URL(String(url)).searchParams.get('crumb')).toBe('crumb-1');
    expect(sentEntries(body)).toEqual([{ pageUrl: location.href, type: 'leaving', data: 1 }]);
  });

  it('falls back to a keepalive fetch when the beacon is refused', () => {
    vi.spyOn(navigator, 'sendBeacon').mockReturnValue(false);
    log('leaving', 1);

    window.dispatchEvent(new Event('pagehide'));

    expect(calledInit(fetch).keepalive).toBe(true);
    expect(sentEntries(calledInit(fetch).body)).toHaveLength(1);
  });

  it('flushes when the page is hidden, not when it becomes visible', () => {
    const sendBeacon = vi.spyOn(navigator, 'sendBeacon').mockReturnValue(true);
    log('first', 1);
    setVisibility('visible');
    expect(sendBeacon).not.toHaveBeenCalled();

    setVisibility('hidden');
    expect(sendBeacon).toHaveBeenCalledOnce();
  });

  it('stops flushing once uninstalled', async () => {
    uninstall();
    log('late', 1);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe("spec 1 §9: 'Page tracing keeps 22 samples for throttle'", () => {
  it('traces 22 entries within the window and drops the rest, then traces again once it has passed', async () => {
    for (let i = 0; i < 30; i++) log('loop', i);
    await vi.advanceTimersByTimeAsync(30_000);

    expect(fetch).toHaveBeenCalledOnce();
    const sent = sentEntries(calledInit(fetch).body);
    expect(sent).toHaveLength(22);
    expect(sent.map((entry) => entry.data)).toEqual(Array.from({ length: 22 }, (_, i) => i));

    log('after the window', 1);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(sentEntries(calledInit(fetch, 1).body)).toEqual([
      { pageUrl: location.href, type: 'after the window', data: 1 },
    ]);
  });
});
