import { CRUMB_HEADER } from '@tessera/core';
import { Window as HappyWindow } from 'happy-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ErrorReport, installErrorReporter, reportClient } from './error-reporter.ts';
import { calledInit, calledUrl, type FakeFetch, setCookie, stubFetch } from './test-support.ts';

let uninstall: () => void;
let fetch: FakeFetch;
// A window of its own: the test files share a worker's globals, and main.test.ts leaves the page's
// own reporter listening on the shared window.
let target: HappyWindow;

function raiseError(message: string, error: Error = new Error(message)): void {
  target.dispatchEvent(
    new target.ErrorEvent('error', {
      message,
      error,
      filename: 'https://demo.test/app.js',
      lineno: 12,
      colno: 7,
    }),
  );
}

function rejectUnhandled(reason: unknown): void {
  // happy-dom has no PromiseRejectionEvent; the reporter reads only `type` and `reason`.
  target.dispatchEvent(Object.assign(new target.Event('unhandledrejection'), { reason }));
}

function sentReports(call = 0): ErrorReport[] {
  return JSON.parse(String(calledInit(fetch, call).body)) as ErrorReport[];
}

// The reports' client is loaded on demand (a page's first error): here it is at hand from the start.
beforeAll(async () => {
  await reportClient.load();
});

beforeEach(() => {
  vi.useFakeTimers();
  setCookie('crumb', 'crumb-1');
  fetch = stubFetch();
  target = new HappyWindow();
  uninstall = installErrorReporter(target as unknown as Window);
});

afterEach(async () => {
  uninstall();
  await target.happyDOM.close();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setCookie('crumb', null);
  document.body.innerHTML = '';
});

describe('installErrorReporter', () => {
  it("spec 1 §7: sends an uncaught error as a JSON array to RecordJavascriptErrors 'with a crumb header'", async () => {
    vi.setSystemTime(1_700_000_000_000);
    raiseError('boom');
    await vi.advanceTimersByTimeAsync(1000);

    const url = calledUrl(fetch);
    expect(url.pathname).toBe('/api/events/RecordJavascriptErrors');
    expect(url.searchParams.has('crumb')).toBe(false);
    expect(new Headers(calledInit(fetch).headers).get(CRUMB_HEADER)).toBe('crumb-1');
    expect(calledInit(fetch).method).toBe('POST');
    const [report] = sentReports();
    expect(report).toMatchObject({
      event: 'error',
      data: { message: 'boom', url: 'https://demo.test/app.js', line: 12, column: 7 },
      timestamp: 1_700_000_000_000,
    });
    expect(report?.data.stack).toContain('boom');
  });

  it('reports unhandled rejections, with or without an Error', async () => {
    rejectUnhandled(new Error('lost promise'));
    rejectUnhandled('plain reason');
    await vi.advanceTimersByTimeAsync(1000);

    const reports = sentReports();
    expect(reports.map((report) => [report.event, report.data.message])).toEqual([
      ['unhandledrejection', 'lost promise'],
      ['unhandledrejection', 'plain reason'],
    ]);
    expect(reports[1]?.data.stack).toBe('');
  });

  it('debounces sends by 1 s after the last report', async () => {
    raiseError('one');
    await vi.advanceTimersByTimeAsync(600);
    raiseError('two');
    await vi.advanceTimersByTimeAsync(999);
    expect(fetch).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledOnce();
    expect(sentReports().map((report) => report.data.message)).toEqual(['one', 'two']);
  });

  it('queues at most 10 reports, dropping the rest', async () => {
    for (let index = 0; index < 12; index++) raiseError(`error ${index}`);
    await vi.advanceTimersByTimeAsync(1000);

    expect(sentReports()).toHaveLength(10);
    expect(sentReports().at(-1)?.data.message).toBe('error 9');
  });

  it('sends at most 20 reports a page', async () => {
    for (let batch = 0; batch < 3; batch++) {
      for (let index = 0; index < 10; index++) raiseError(`batch ${batch} error ${index}`);
      await vi.advanceTimersByTimeAsync(1000);
    }

    expect(fetch).toHaveBeenCalledTimes(2);
    expect(sentReports(0).length + sentReports(1).length).toBe(20);
  });

  it('cuts stacks at 5000 characters', async () => {
    const error = new Error('deep');
    error.stack = 'x'.repeat(6000);
    raiseError('deep', error);
    await vi.advanceTimersByTimeAsync(1000);

    expect(sentReports()[0]?.data.stack).toBe('x'.repeat(5000));
  });

  it('sends at once, by a keepalive fetch with the crumb header (not a beacon: it cannot set one), when the page is hidden away', () => {
    const sendBeacon = vi.spyOn(navigator, 'sendBeacon').mockReturnValue(true);
    raiseError('last words');
    target.dispatchEvent(new target.Event('pagehide'));

    expect(sendBeacon).not.toHaveBeenCalled();
    expect(fetch).toHaveBeenCalledOnce();
    expect(calledInit(fetch).keepalive).toBe(true);
    expect(new Headers(calledInit(fetch).headers).get(CRUMB_HEADER)).toBe('crumb-1');
  });

  it('fetches a crumb with the first report of a page that has none, and retries a stale one once with the fresh one', async () => {
    setCookie('crumb', null);
    fetch.mockReset();
    fetch
      .mockImplementationOnce(async () => {
        setCookie('crumb', 'stale');
        return new Response('', { status: 204 });
      })
      .mockImplementationOnce(async () =>
        Response.json({ error: 'crumbFail', crumbFail: true, crumb: 'fresh' }, { status: 403 }),
      )
      .mockImplementationOnce(async () => new Response(null, { status: 204 }));
    raiseError('first');
    expect(calledUrl(fetch, 0).pathname).toBe('/api/auth/Crumb');
    await vi.advanceTimersByTimeAsync(1000);

    expect(fetch).toHaveBeenCalledTimes(3);
    expect(new Headers(calledInit(fetch, 1).headers).get(CRUMB_HEADER)).toBe('stale');
    expect(new Headers(calledInit(fetch, 2).headers).get(CRUMB_HEADER)).toBe('fresh');
  });

  it('swallows a failed send: no dialog, no report about itself', async () => {
    fetch.mockRejectedValue(new TypeError('offline'));
    raiseError('boom');
    await vi.advanceTimersByTimeAsync(5000);

    expect(fetch).toHaveBeenCalledOnce();
    expect(document.querySelector('[role="alertdialog"]')).toBeNull();
  });

  it('stops listening once uninstalled', async () => {
    uninstall();
    raiseError('after');
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetch).not.toHaveBeenCalled();
  });
});
