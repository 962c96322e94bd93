// The generic data layer's constants and words (spec sections 7 and 8).

export const API_ROOT = '/api/';
export const REST_ROOT = '/api/rest/';

export const DATA_LAYER_METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;
export type DataLayerMethod = (typeof DATA_LAYER_METHODS)[number];

/** Delay before a failed request is retried, when the caller asked for retries. */
export const DATA_LAYER_RETRY_DELAY_MS = 200;
/** A request that fails its crumb check is retried this many times, after the new crumb is stored. */
export const CRUMB_FAILURE_RETRIES = 1;
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
