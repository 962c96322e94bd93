// The generic data layer's constants and words (spec sections 7 and 8).

export const API_ROOT = '/api/';
export const REST_ROOT = '/api/rest/';

export const DATA_LAYER_METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;
export type DataLayerMethod = (typeof DATA_LAYER_METHODS)[number];

/** Delay before a failed request is retried, when the caller asked for retries. */
export const DATA_LAYER_RETRY_DELAY_MS = 200;
/** A request that fails its crumb check is retried this many times, after the new crumb is stored. */
export const CRUMB_FAILURE_RETRIES = 1;
/**
 * The request header that carries the crumb (spec 1 §7: RecordJavascriptErrors is sent "with a crumb
 * header"). The spec does not name it; X-CSRF-Token is the name every framework's CSRF check knows.
 * The server takes it in place of the `crumb` query parameter on any call that needs the crumb.
 */
export const CRUMB_HEADER = 'X-CSRF-Token';
/** Header carrying the site user's xsrfToken (from the session login) on later requests. */
export const SITE_USER_XSRF_HEADER = 'X-SiteUser-XSRF-Token';

export const NETWORK_FAILURE_MESSAGE = 'Unable to connect\u2026';

/** The full-page system error dialog shown on authorizationFail or when no handler takes a failure. */
export const SYSTEM_ERROR_DIALOG = {
  title: 'Something Went Wrong!',
  reloadButton: 'Reload Page',
  clearButton: 'Clear',
} as const;

const STATUS_MESSAGES: Readonly<Record<number, string>> = {
  401: 'Unauthorized request.',
  403: 'Unauthorized request.',
  500: 'Internal server error. Please try again later.',
  501: 'Internal server error. Please try again later.',
  503: 'This service is temporarily unavailable. Please try again later.',
};

/** The data layer's message for an HTTP status, or null when the status has none of its own. */
export function dataLayerErrorMessage(status: number): string | null {
  return STATUS_MESSAGES[status] ?? null;
}

export function unparseableResponseMessage(url: string, message: string): string {
  return `Internal Error: Unable to parse server response from (${url}) as JSON: ${message}.`;
}

/** 204 No Content, and 1223, which old Internet Explorer reported in place of 204. */
export function isEmptyResponseStatus(status: number): boolean {
  return status === 204 || status === 1223;
}

/**
 * What the data layer reads of an answer (spec 1 §7, "Generic data layer": "Response fields read:
 * loginRequired, authorizationFail, crumbFail, crumb, errors, billingErrorCode, message").
 */
export interface DataLayerAnswer {
  /** "a response with an error field is a failure" */
  hasError: boolean;
  loginRequired: boolean;
  authorizationFail: boolean;
  crumbFail: boolean;
  /** The fresh crumb a crumbFail answer carries. */
  crumb: string | undefined;
  /** Field → message; entries whose message is not text are left out. */
  errors: Record<string, string>;
  /** Why a plan does not allow the call (a code the caller may act on: an upgrade link). */
  billingErrorCode: string | number | undefined;
  /**
   * The answer's own words: its `error` when that is text (this server's shape), else its
   * `message` (answers whose `error` is only a flag carry their words there).
   */
  message: string | undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** Reads the spec's fields from a parsed answer (anything else, a list or text, has none of them). */
export function readDataLayerAnswer(body: unknown): DataLayerAnswer {
  const answer = isRecord(body) ? body : {};
  const errors: Record<string, string> = {};
  if (isRecord(answer.errors)) {
    for (const [field, message] of Object.entries(answer.errors))
      if (typeof message === 'string') errors[field] = message;
  }
  const code = answer.billingErrorCode;
  return {
    hasError: answer.error !== undefined && answer.error !== null && answer.error !== false,
    loginRequired: answer.loginRequired === true,
    authorizationFail: answer.authorizationFail === true,
    crumbFail: answer.crumbFail === true,
    crumb: typeof answer.crumb === 'string' ? answer.crumb : undefined,
    errors,
    billingErrorCode:
      typeof code === 'string'
        ? textOf(code)
        : typeof code === 'number' && Number.isFinite(code)
          ? code
          : undefined,
    message: textOf(answer.error) ?? textOf(answer.message),
  };
}
