import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCrumb } from './crumb.ts';
import { DataLayerError, LOGIN_REQUIRED_EVENT, request } from './data-layer.ts';
import { calledInit, calledUrl, setCookie, stubFetch } from './test-support.ts';

/**
 * The open system error dialog's text, or null. Its code loads on demand, so this waits until a
 * dialog the request asked for would have opened.
 */
async function openSystemError(): Promise<string | null> {
  await import('./dialogs.ts');
  await new Promise((resolve) => setTimeout(resolve));
  const dialog = document.querySelector('[role="alertdialog"]');
  return dialog ? (dialog.querySelector('p')?.textContent ?? '') : null;
}

async function failureOf(promise: Promise<unknown>): Promise<DataLayerError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the request to fail');
    },
    (reason: unknown) => reason,
  );
  if (!(error instanceof DataLayerError)) throw error;
  return error;
}

beforeEach(() => {
  setCookie('crumb', 'crumb-1');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
  setCookie('crumb', null);
});

describe('request: what is sent', () => {
  it('GET puts the crumb and the data in the query and sends no body', async () => {
    const fetch = stubFetch({ body: { pages: [] } });

    const answer = await request({
      method: 'GET',
      url: '/api/pages?sort=title',
      data: { limit: 5, skip: null },
    });

    expect(answer).toEqual({ pages: [] });
    const url = calledUrl(fetch);
    expect(url.pathname).toBe('/api/pages');
    expect([...url.searchParams]).toEqual([
      ['sort', 'title'],
      ['limit', '5'],
      ['crumb', 'crumb-1'],
    ]);
    expect(calledInit(fetch).method).toBe('GET');
    expect(calledInit(fetch).body).toBeUndefined();
  });

  it('POST form-encodes the data, objects as JSON, with the crumb in the query', async () => {
    const fetch = stubFetch({ body: { html: '<p>ok</p>' } });

    await request({
      method: 'POST',
      url: '/api/widget/GetWidgetRendering',
      data: { widgetJSON: { type: 1 } },
    });

    expect(calledUrl(fetch).searchParams.get('crumb')).toBe('crumb-1');
    const body = calledInit(fetch).body;
    expect(body).toBeInstanceOf(URLSearchParams);
    expect((body as URLSearchParams).get('widgetJSON')).toBe('{"type":1}');
  });

  it('json sends the data as a JSON body', async () => {
    const fetch = stubFetch({ status: 204 });

    await request({ method: 'PUT', url: '/api/site-header-footer', data: { header: 'h' }, json: true });

    const init = calledInit(fetch);
    expect(init.method).toBe('PUT');
    expect(init.body).toBe('{"header":"h"}');
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('leaves the crumb out when there is no crumb cookie', async () => {
    setCookie('crumb', null);
    const fetch = stubFetch({ body: {} });

    await request({ method: 'GET', url: '/api/health' });

    expect(calledUrl(fetch).searchParams.has('crumb')).toBe(false);
  });
});

describe('request: answers', () => {
  it.each([204, 1223])('status %i is an empty answer', async (status) => {
    stubFetch({ status, text: 'ignored' });
    await expect(request({ method: 'DELETE', url: '/api/x' })).resolves.toBeUndefined();
  });

  it('an error field is a failure, even with status 200', async () => {
    stubFetch({ status: 200, body: { error: 'Collection is full.' } });

    const error = await failureOf(request({ method: 'POST', url: '/api/x', silent: true }));

    expect(error.message).toBe('Collection is full.');
    expect(error.status).toBe(200);
  });

  it('a 400 carries the field errors and the raw body', async () => {
    const body = { error: 'Validation failed.', errors: { email: 'Email is not valid.' } };
    stubFetch({ status: 400, body });

    const error = await failureOf(request({ method: 'POST', url: '/api/x', silent: true }));

    expect(error.message).toBe('Validation failed.');
    expect(error.status).toBe(400);
    expect(error.errors).toEqual({ email: 'Email is not valid.' });
    expect(error.body).toEqual(body);
  });

  it.each([
    [401, 'Unauthorized request.'],
    [403, 'Unauthorized request.'],
    [500, 'Internal server error. Please try again later.'],
    [501, 'Internal server error. Please try again later.'],
    [503, 'This service is temporarily unavailable. Please try again later.'],
  ])('status %i fails with the spec message', async (status, message) => {
    stubFetch({ status, body: { error: 'server words' } });
    const error = await failureOf(request({ method: 'GET', url: '/api/x', silent: true }));
    expect(error.message).toBe(message);
    expect(error.status).toBe(status);
  });

  it('the spec message wins over an unparseable body for those statuses', async () => {
    stubFetch({ status: 503, text: '<html>Bad gateway</html>' });
    const error = await failureOf(request({ method: 'GET', url: '/api/x', silent: true }));
    expect(error.message).toBe('This service is temporarily unavailable. Please try again later.');
  });

  it('an unparseable answer fails with the parse message naming the url', async () => {
    const text = '{"pages": [';
    let parseMessage = '';
    try {
      JSON.parse(text);
    } catch (error) {
      parseMessage = (error as Error).message;
    }
    stubFetch({ status: 200, text });

    const error = await failureOf(request({ method: 'GET', url: '/api/pages', silent: true }));

    expect(error.message).toBe(
      `Internal Error: Unable to parse server response from (/api/pages) as JSON: ${parseMessage}.`,
    );
    expect(error.body).toBe(text);
  });

  it("a network failure fails with 'Unable to connect…' and status 0", async () => {
    stubFetch(new TypeError('Failed to fetch'));
    const error = await failureOf(request({ method: 'GET', url: '/api/x', silent: true }));
    expect(error.message).toBe('Unable to connect\u2026');
    expect(error.status).toBe(0);
  });

  it('an aborted request rejects with the abort reason and shows nothing', async () => {
    stubFetch();
    const controller = new AbortController();
    controller.abort();

    await expect(request({ method: 'GET', url: '/api/x', signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(await openSystemError()).toBeNull();
  });
});

describe('request: crumb failure', () => {
  const crumbFail = (crumb: string) => ({
    status: 403,
    body: { error: 'crumbFail', crumbFail: true, crumb },
  });

  it('stores the fresh crumb and retries once with it', async () => {
    const fetch = stubFetch(crumbFail('crumb-2'), { body: { saved: true } });

    await expect(request({ method: 'POST', url: '/api/x' })).resolves.toEqual({ saved: true });

    expect(fetch).toHaveBeenCalledTimes(2);
    expect(calledUrl(fetch, 0).searchParams.get('crumb')).toBe('crumb-1');
    expect(calledUrl(fetch, 1).searchParams.get('crumb')).toBe('crumb-2');
    expect(readCrumb()).toBe('crumb-2');
  });

  it('retries only once, even with retries set', async () => {
    const fetch = stubFetch(crumbFail('crumb-2'), crumbFail('crumb-3'), { body: {} });

    const error = await failureOf(request({ method: 'POST', url: '/api/x', retries: 3, silent: true }));

    expect(fetch).toHaveBeenCalledTimes(2);
    expect(error.message).toBe('Unauthorized request.');
  });
});

describe('request: timed retries', () => {
  it('tries again after 200 ms, as many times as asked', async () => {
    vi.useFakeTimers();
    const fetch = stubFetch({ status: 500 }, new TypeError('offline'), { body: { ok: true } });

    const answer = request({ method: 'GET', url: '/api/x', retries: 2 });
    await vi.advanceTimersByTimeAsync(199);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(200);

    await expect(answer).resolves.toEqual({ ok: true });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('fails with the last failure once the retries are spent', async () => {
    vi.useFakeTimers();
    const fetch = stubFetch({ status: 500 }, { status: 503 }, { body: {} });

    const failure = failureOf(request({ method: 'GET', url: '/api/x', retries: 1, silent: true }));
    await vi.advanceTimersByTimeAsync(200);

    expect((await failure).status).toBe(503);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('does not retry without a retry count', async () => {
    const fetch = stubFetch({ status: 500 }, { body: {} });
    await failureOf(request({ method: 'GET', url: '/api/x', silent: true }));
    expect(fetch).toHaveBeenCalledOnce();
  });
});

describe('request: who hears about a failure', () => {
  it('without a handler, the system error dialog shows the message', async () => {
    stubFetch(new TypeError('offline'));
    await failureOf(request({ method: 'GET', url: '/api/x' }));
    expect(await openSystemError()).toBe('Unable to connect\u2026');
  });

  it('silent shows nothing', async () => {
    stubFetch({ status: 500 });
    await failureOf(request({ method: 'GET', url: '/api/x', silent: true }));
    expect(await openSystemError()).toBeNull();
  });

  it('onError receives the failure instead of the dialog, and the promise still rejects', async () => {
    stubFetch({ status: 400, body: { error: 'Bad title.' } });
    const onError = vi.fn();

    const error = await failureOf(request({ method: 'POST', url: '/api/x', onError }));

    expect(onError).toHaveBeenCalledExactlyOnceWith(error);
    expect(await openSystemError()).toBeNull();
  });

  it('authorizationFail shows the dialog even for a silent call', async () => {
    stubFetch({ status: 403, body: { error: 'Not allowed.', authorizationFail: true } });
    await failureOf(request({ method: 'POST', url: '/api/x', silent: true }));
    expect(await openSystemError()).toBe('Unauthorized request.');
  });

  it('loginRequired dispatches the login-required event, rejects, and neither retries nor shows the dialog', async () => {
    const fetch = stubFetch({ status: 401, body: { error: 'Login required.', loginRequired: true } });
    const heard = vi.fn();
    window.addEventListener(LOGIN_REQUIRED_EVENT, heard);

    const error = await failureOf(request({ method: 'GET', url: '/api/x', retries: 2 }));

    window.removeEventListener(LOGIN_REQUIRED_EVENT, heard);
    expect(heard).toHaveBeenCalledOnce();
    expect(error.status).toBe(401);
    expect(fetch).toHaveBeenCalledOnce();
    expect(await openSystemError()).toBeNull();
  });
});

describe("spec 1 §7 'Response fields read: loginRequired, authorizationFail, crumbFail, crumb, errors, billingErrorCode, message'", () => {
  it("a failure's words come from message when its error is only a flag", async () => {
    stubFetch({ status: 409, body: { error: true, message: 'That page was changed by someone else.' } });

    const error = await failureOf(request({ method: 'PUT', url: '/api/x', silent: true }));

    expect(error.message).toBe('That page was changed by someone else.');
    expect(error.serverMessage).toBe('That page was changed by someone else.');
  });

  it('a failing status whose answer has only a message is worded by it', async () => {
    stubFetch({ status: 422, body: { message: 'The date is in the past.' } });
    const error = await failureOf(request({ method: 'POST', url: '/api/x', silent: true }));
    expect(error.message).toBe('The date is in the past.');
  });

  it('the error text wins over message, and the spec status message over both', async () => {
    stubFetch(
      { status: 400, body: { error: 'Bad title.', message: 'other words' } },
      { status: 503, body: { error: 'Bad title.', message: 'other words' } },
    );
    expect((await failureOf(request({ method: 'POST', url: '/api/x', silent: true }))).message).toBe(
      'Bad title.',
    );
    const unavailable = await failureOf(request({ method: 'POST', url: '/api/x', silent: true }));
    expect(unavailable.message).toBe('This service is temporarily unavailable. Please try again later.');
    // The caller still sees the server's own words.
    expect(unavailable.serverMessage).toBe('Bad title.');
  });

  it('billingErrorCode reaches the caller, and a refusal by the plan is not retried', async () => {
    const fetch = stubFetch({
      status: 402,
      body: { error: 'Your plan does not include this.', billingErrorCode: 'PLAN_UPGRADE_REQUIRED' },
    });
    const onError = vi.fn();

    const error = await failureOf(request({ method: 'POST', url: '/api/x', retries: 3, onError }));

    expect(fetch).toHaveBeenCalledOnce();
    expect(onError).toHaveBeenCalledExactlyOnceWith(error);
    expect(error.billingErrorCode).toBe('PLAN_UPGRADE_REQUIRED');
    expect(error.answer).toMatchObject({ billingErrorCode: 'PLAN_UPGRADE_REQUIRED', hasError: true });
  });

  it('every field of the answer is there for the caller to read', async () => {
    const body = {
      error: 'Stale.',
      loginRequired: true,
      authorizationFail: false,
      crumbFail: false,
      errors: { title: 'Required.', count: 3 },
      billingErrorCode: 7,
      message: 'more words',
    };
    stubFetch({ status: 401, body });

    const error = await failureOf(request({ method: 'GET', url: '/api/x', silent: true }));

    expect(error.answer).toEqual({
      hasError: true,
      loginRequired: true,
      authorizationFail: false,
      crumbFail: false,
      crumb: undefined,
      errors: { title: 'Required.' },
      billingErrorCode: 7,
      message: 'Stale.',
    });
    expect(error.errors).toEqual({ title: 'Required.' });
  });

  it('an answer with error false or null is not a failure', async () => {
    stubFetch({ body: { error: null, pages: [] } }, { body: { error: false } });
    await expect(request({ method: 'GET', url: '/api/x' })).resolves.toEqual({ error: null, pages: [] });
    await expect(request({ method: 'GET', url: '/api/x' })).resolves.toEqual({ error: false });
  });
});
