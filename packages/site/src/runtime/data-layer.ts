// The one fetch-based client of the site and the editor (spec section 7, "Generic data layer", and
// section 8): crumb parameter, JSON or form bodies, empty statuses, the spec's failure messages,
// one retry after a crumb failure and timed retries when asked for.
import {
  CRUMB_FAILURE_RETRIES,
  DATA_LAYER_RETRY_DELAY_MS,
  type DataLayerMethod,
  dataLayerErrorMessage,
  isEmptyResponseStatus,
  NETWORK_FAILURE_MESSAGE,
  unparseableResponseMessage,
} from '@tessera/core';

export interface RequestOptions {
  method: DataLayerMethod;
  url: string;
  /** GET: query parameters. Otherwise the body: JSON when `json`, else form-encoded. */
  data?: unknown;
  json?: boolean;
  /** How many more times a failed request is tried, each after DATA_LAYER_RETRY_DELAY_MS. */
  retries?: number;
  signal?: AbortSignal;
  /** Lets the request outlive the page (sends on unload). */
  keepalive?: boolean;
  /** The caller handles failures: no system error dialog (authorizationFail still shows it). */
  silent?: boolean;
  /** Extra request headers (a checkout's Idempotency-Key) */
  headers?: Record<string, string>;
  /** Called with the failure before the promise rejects; replaces the system error dialog. */
  onError?: (error: DataLayerError) => void;
}

/** What a failed request rejects with. `status` is 0 when no response arrived. */
export class DataLayerError extends Error {
  override name = 'DataLayerError';

  constructor(
    message: string,
    readonly status: number,
    /** Field → message, from the `{ error, errors }` answer shape. */
    readonly errors: Record<string, string> = {},
    /** The answer as parsed, or its text when it was not JSON. */
    readonly body: unknown = undefined,
  ) {
    super(message);
  }
}

export const LOGIN_REQUIRED_EVENT = 'tessera:login-required';
const CRUMB_COOKIE = 'crumb';

type ResponseBody = Record<string, unknown> | undefined;

/** The crumb held in the `crumb` cookie, or null. */
export function readCrumb(): string | null {
  for (const pair of document.cookie.split(';')) {
    const [name, value = ''] = pair.trim().split('=');
    if (name === CRUMB_COOKIE) return decodeURIComponent(value);
  }
  return null;
}

function storeCrumb(crumb: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers the site supports.
  document.cookie = `${CRUMB_COOKIE}=${encodeURIComponent(crumb)}; path=/`;
}

/** Where a page with no crumb yet gets one (cached pages set no cookie; spec "Request retry" covers calls). */
export const CRUMB_URL = '/api/auth/Crumb';

/**
 * Makes sure the `crumb` cookie is there before a call that cannot retry (a beacon sent as the page
 * goes away); the server sets it on the answer.
 */
export async function ensureCrumbCookie(): Promise<void> {
  if (readCrumb() !== null) return;
  await fetch(new URL(CRUMB_URL, location.href).href, { credentials: 'same-origin' }).catch(() => {});
}

/** The URL with the current crumb as its `crumb` query parameter. */
export function withCrumb(url: string, query?: URLSearchParams): string {
  const address = new URL(url, location.href);
  for (const [name, value] of query ?? []) address.searchParams.append(name, value);
  const crumb = readCrumb();
  if (crumb !== null) address.searchParams.set(CRUMB_COOKIE, crumb);
  return address.href;
}

function formEncode(data: unknown): URLSearchParams {
  const form = new URLSearchParams();
  if (typeof data !== 'object' || data === null) return form;
  for (const [name, value] of Object.entries(data)) {
    if (value === undefined || value === null) continue;
    form.append(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return form;
}

function buildRequest(options: RequestOptions): [string, RequestInit] {
  const { method, url, data, json } = options;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const init: RequestInit = {
    method,
    headers,
    signal: options.signal ?? null,
    keepalive: options.keepalive ?? false,
  };
  if (method === 'GET') return [withCrumb(url, formEncode(data)), init];
  if (data !== undefined) {
    init.body = json ? JSON.stringify(data) : formEncode(data);
    if (json) headers['Content-Type'] = 'application/json';
  }
  return [withCrumb(url), init];
}

function fieldErrors(body: ResponseBody): Record<string, string> {
  const errors = body?.errors;
  return typeof errors === 'object' && errors !== null ? (errors as Record<string, string>) : {};
}

function failureMessage(status: number, body: ResponseBody): string {
  const error = body?.error;
  return dataLayerErrorMessage(status) ?? (typeof error === 'string' ? error : NETWORK_FAILURE_MESSAGE);
}

interface Outcome {
  body: ResponseBody;
  /** Absent on success. */
  error?: DataLayerError;
  /** The fresh crumb of a crumbFail answer. */
  freshCrumb?: string;
}

function failure(message: string, status: number, body: ResponseBody, raw: unknown = body): Outcome {
  return { body, error: new DataLayerError(message, status, fieldErrors(body), raw) };
}

async function interpret(response: Response, url: string): Promise<Outcome> {
  const { status } = response;
  if (isEmptyResponseStatus(status)) return { body: undefined };
  const text = await response.text();
  let body: ResponseBody;
  try {
    body = text === '' ? undefined : (JSON.parse(text) as ResponseBody);
  } catch (error) {
    const message =
      dataLayerErrorMessage(status) ?? unparseableResponseMessage(url, (error as Error).message);
    return failure(message, status, undefined, text);
  }
  if (body?.crumbFail === true && typeof body.crumb === 'string') {
    return { ...failure(failureMessage(status, body), status, body), freshCrumb: body.crumb };
  }
  if (response.ok && body?.error === undefined) return { body };
  return failure(failureMessage(status, body), status, body);
}

async function attempt(options: RequestOptions): Promise<Outcome> {
  const [url, init] = buildRequest(options);
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    if (options.signal?.aborted) throw error;
    return failure(NETWORK_FAILURE_MESSAGE, 0, undefined);
  }
  return interpret(response, options.url);
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Answers that retrying cannot change. */
function isFinal(body: ResponseBody): boolean {
  return body?.loginRequired === true || body?.authorizationFail === true || body?.crumbFail === true;
}

/** The dialog's code (dialogs.ts) is loaded only when a failure shows it: most pages never need it. */
function showSystemError(message: string): void {
  void import('./dialogs.ts').then(({ showSystemErrorDialog }) => showSystemErrorDialog(message));
}

function handleFailure(options: RequestOptions, error: DataLayerError, body: ResponseBody): never {
  if (body?.loginRequired === true) {
    window.dispatchEvent(new CustomEvent(LOGIN_REQUIRED_EVENT, { detail: { url: options.url } }));
  } else if (body?.authorizationFail === true) {
    showSystemError(error.message);
  } else if (options.onError) {
    options.onError(error);
  } else if (!options.silent) {
    showSystemError(error.message);
  }
  throw error;
}

/**
 * Sends one call and resolves to the parsed answer (undefined for an empty one). Rejects with a
 * DataLayerError, or with the abort reason when `signal` aborts.
 */
export async function request<T>(options: RequestOptions): Promise<T> {
  let crumbRetries = 0;
  let retriesLeft = options.retries ?? 0;
  for (;;) {
    const { body, error, freshCrumb } = await attempt(options);
    if (!error) return body as T;
    if (freshCrumb !== undefined) {
      storeCrumb(freshCrumb);
      // Spec "Request retry": a failed crumb check is retried once, after the fresh crumb is stored.
      if (crumbRetries < CRUMB_FAILURE_RETRIES) {
        crumbRetries++;
        continue;
      }
    }
    if (retriesLeft <= 0 || isFinal(body)) handleFailure(options, error, body);
    retriesLeft -= 1;
    await delay(DATA_LAYER_RETRY_DELAY_MS);
  }
}
