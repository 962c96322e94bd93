// The one fetch-based client of the site and the editor (spec section 7, "Generic data layer", and
// section 8): crumb parameter, JSON or form bodies, empty statuses, the spec's failure messages,
// one retry after a crumb failure and timed retries when asked for.
import {
  CRUMB_FAILURE_RETRIES,
  CRUMB_HEADER,
  DATA_LAYER_RETRY_DELAY_MS,
  type DataLayerAnswer,
  type DataLayerMethod,
  dataLayerErrorMessage,
  isEmptyResponseStatus,
  NETWORK_FAILURE_MESSAGE,
  readDataLayerAnswer,
  unparseableResponseMessage,
} from '@tessera/core';
import { readCrumb, storeCrumb, withCrumb, withQuery } from './crumb.ts';

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
  /**
   * Sends the crumb in the CRUMB_HEADER header instead of the query (spec 1 §7: the error reports go
   * "with a crumb header"). The server takes either.
   */
  crumbHeader?: boolean;
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

  /** The spec's fields of the answer (loginRequired … billingErrorCode, message), read from `body`. */
  get answer(): DataLayerAnswer {
    return readDataLayerAnswer(this.body);
  }

  /** The answer's billingErrorCode: the plan does not allow the call (undefined when it has none). */
  get billingErrorCode(): string | number | undefined {
    return this.answer.billingErrorCode;
  }

  /** The server's own words for the failure (its `error`, else its `message`), when it gave any. */
  get serverMessage(): string | undefined {
    return this.answer.message;
  }
}

export const LOGIN_REQUIRED_EVENT = 'tessera:login-required';

type ResponseBody = unknown;
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
  const crumb = options.crumbHeader ? readCrumb() : null;
  if (crumb !== null) headers[CRUMB_HEADER] = crumb;
  // With the crumb in its header the address carries none.
  const address = (query?: URLSearchParams) =>
    options.crumbHeader ? withQuery(url, query).href : withCrumb(url, query);
  if (method === 'GET') return [address(formEncode(data)), init];
  if (data !== undefined) {
    init.body = json ? JSON.stringify(data) : formEncode(data);
    if (json) headers['Content-Type'] = 'application/json';
  }
  return [address(), init];
}

/** The status's own message (spec 1 §8), else the answer's words (`error`, else `message`). */
function failureMessage(status: number, answer: DataLayerAnswer): string {
  return dataLayerErrorMessage(status) ?? answer.message ?? NETWORK_FAILURE_MESSAGE;
}

interface Outcome {
  body: ResponseBody;
  answer: DataLayerAnswer;
  /** Absent on success. */
  error?: DataLayerError;
  /** The fresh crumb of a crumbFail answer. */
  freshCrumb?: string;
}

const NO_ANSWER = readDataLayerAnswer(undefined);

function failure(message: string, status: number, body: ResponseBody, answer: DataLayerAnswer): Outcome {
  return { body, answer, error: new DataLayerError(message, status, answer.errors, body) };
}

async function interpret(response: Response, url: string): Promise<Outcome> {
  const { status } = response;
  if (isEmptyResponseStatus(status)) return { body: undefined, answer: NO_ANSWER };
  const text = await response.text();
  let body: ResponseBody;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch (error) {
    const message =
      dataLayerErrorMessage(status) ?? unparseableResponseMessage(url, (error as Error).message);
    // The error's body is the text that would not parse.
    return failure(message, status, text, NO_ANSWER);
  }
  const answer = readDataLayerAnswer(body);
  if (answer.crumbFail && answer.crumb !== undefined) {
    return { ...failure(failureMessage(status, answer), status, body, answer), freshCrumb: answer.crumb };
  }
  if (response.ok && !answer.hasError) return { body, answer };
  return failure(failureMessage(status, answer), status, body, answer);
}

async function attempt(options: RequestOptions): Promise<Outcome> {
  const [url, init] = buildRequest(options);
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    if (options.signal?.aborted) throw error;
    return failure(NETWORK_FAILURE_MESSAGE, 0, undefined, NO_ANSWER);
  }
  return interpret(response, options.url);
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Answers that retrying cannot change (a plan's refusal neither). */
function isFinal(answer: DataLayerAnswer): boolean {
  return (
    answer.loginRequired ||
    answer.authorizationFail ||
    answer.crumbFail ||
    answer.billingErrorCode !== undefined
  );
}

/** The dialog's code (dialogs.ts) is loaded only when a failure shows it: most pages never need it. */
function showSystemError(message: string): void {
  void import('./dialogs.ts').then(({ showSystemErrorDialog }) => showSystemErrorDialog(message));
}

function handleFailure(options: RequestOptions, error: DataLayerError, answer: DataLayerAnswer): never {
  if (answer.loginRequired) {
    window.dispatchEvent(new CustomEvent(LOGIN_REQUIRED_EVENT, { detail: { url: options.url } }));
  } else if (answer.authorizationFail) {
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
    const { body, answer, error, freshCrumb } = await attempt(options);
    if (!error) return body as T;
    if (freshCrumb !== undefined) {
      storeCrumb(freshCrumb);
      // Spec "Request retry": a failed crumb check is retried once, after the fresh crumb is stored.
      if (crumbRetries < CRUMB_FAILURE_RETRIES) {
        crumbRetries++;
        continue;
      }
    }
    if (retriesLeft <= 0 || isFinal(answer)) handleFailure(options, error, answer);
    retriesLeft -= 1;
    await delay(DATA_LAYER_RETRY_DELAY_MS);
  }
}
