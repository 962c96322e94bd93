import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  API_ROOT,
  CRUMB_FAILURE_RETRIES,
  DATA_LAYER_METHODS,
  DATA_LAYER_RETRY_DELAY_MS,
  dataLayerErrorMessage,
  isEmptyResponseStatus,
  NETWORK_FAILURE_MESSAGE,
  REST_ROOT,
  readDataLayerAnswer,
  SITE_USER_XSRF_HEADER,
  SYSTEM_ERROR_DIALOG,
  unparseableResponseMessage,
} from './http.ts';

describe('dataLayerErrorMessage', () => {
  it.each([
    [401, 'Unauthorized request.'],
    [403, 'Unauthorized request.'],
    [500, 'Internal server error. Please try again later.'],
    [501, 'Internal server error. Please try again later.'],
    [503, 'This service is temporarily unavailable. Please try again later.'],
  ])('gives %i the spec message', (status, message) => {
    expect(dataLayerErrorMessage(status)).toBe(message);
  });

  it.each([0, 200, 204, 400, 402, 404, 429, 502, 504, -1, 401.5, Number.NaN])(
    'has no message for %s',
    (status) => {
      expect(dataLayerErrorMessage(status)).toBeNull();
    },
  );

  it('only ever answers for the five listed statuses', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999 }), (status) => {
        const listed = [401, 403, 500, 501, 503].includes(status);
        expect(dataLayerErrorMessage(status) !== null).toBe(listed);
      }),
    );
  });
});

describe('the other data-layer words and constants', () => {
  it('builds the unparseable-response message', () => {
    expect(unparseableResponseMessage('/api/x', 'Unexpected token < in JSON at position 0')).toBe(
      'Internal Error: Unable to parse server response from (/api/x) as JSON: Unexpected token < in JSON at position 0.',
    );
  });

  it('uses a real ellipsis for the network failure', () => {
    expect(NETWORK_FAILURE_MESSAGE).toBe('Unable to connect\u2026');
    expect(NETWORK_FAILURE_MESSAGE).not.toContain('...');
  });

  it('has the spec roots, methods, retry timing and header', () => {
    expect(API_ROOT).toBe('/api/');
    expect(REST_ROOT).toBe('/api/rest/');
    expect(DATA_LAYER_METHODS).toEqual(['GET', 'POST', 'PUT', 'DELETE']);
    expect(DATA_LAYER_RETRY_DELAY_MS).toBe(200);
    expect(CRUMB_FAILURE_RETRIES).toBe(1);
    expect(SITE_USER_XSRF_HEADER).toBe('X-SiteUser-XSRF-Token');
    expect(SYSTEM_ERROR_DIALOG).toEqual({
      title: 'Something Went Wrong!',
      reloadButton: 'Reload Page',
      clearButton: 'Clear',
    });
  });
});

describe('isEmptyResponseStatus', () => {
  it('is true for 204 and 1223 only', () => {
    expect(isEmptyResponseStatus(204)).toBe(true);
    expect(isEmptyResponseStatus(1223)).toBe(true);
    for (const status of [200, 201, 205, 304, 0, 1222]) expect(isEmptyResponseStatus(status)).toBe(false);
  });
});

describe("spec 1 §7 readDataLayerAnswer: 'Response fields read: loginRequired, authorizationFail, crumbFail, crumb, errors, billingErrorCode, message'", () => {
  it('reads every listed field', () => {
    expect(
      readDataLayerAnswer({
        error: 'Stale crumb.',
        loginRequired: true,
        authorizationFail: true,
        crumbFail: true,
        crumb: 'c2',
        errors: { title: 'Required.' },
        billingErrorCode: 'TRIAL_EXPIRED',
        message: 'ignored: error is text',
      }),
    ).toEqual({
      hasError: true,
      loginRequired: true,
      authorizationFail: true,
      crumbFail: true,
      crumb: 'c2',
      errors: { title: 'Required.' },
      billingErrorCode: 'TRIAL_EXPIRED',
      message: 'Stale crumb.',
    });
  });

  it('takes message when error is only a flag', () => {
    expect(readDataLayerAnswer({ error: true, message: 'No room.' })).toMatchObject({
      hasError: true,
      message: 'No room.',
    });
  });

  it('flags are true only when they are true, and odd values are left out', () => {
    expect(
      readDataLayerAnswer({
        loginRequired: 'yes',
        crumb: 5,
        errors: ['x'],
        billingErrorCode: Number.NaN,
        message: '  ',
      }),
    ).toEqual({
      hasError: false,
      loginRequired: false,
      authorizationFail: false,
      crumbFail: false,
      crumb: undefined,
      errors: {},
      billingErrorCode: undefined,
      message: undefined,
    });
  });

  it('reads nothing from what is not an object', () => {
    for (const body of [undefined, null, 'text', 3, [{ error: 'x' }]])
      expect(readDataLayerAnswer(body).hasError).toBe(false);
  });
});
