import { DataLayerError } from '@tessera/site/runtime/data-layer.ts';
import { describe, expect, it } from 'vitest';
import { contentFailureMessage, failureMessage, searchFailureMessage } from './errors.ts';

describe("failureMessage (spec 1 §7 'Response fields read: … errors, billingErrorCode, message')", () => {
  it("shows the server's error text over the data layer's generic status message", () => {
    const error = new DataLayerError(
      'Unauthorized request.',
      403,
      {},
      { error: 'Only the owner may do that.' },
    );
    expect(failureMessage(error)).toBe('Only the owner may do that.');
  });

  it("shows the answer's message when its error is only a flag", () => {
    const error = new DataLayerError(
      'Unable to connect\u2026',
      409,
      {},
      { error: true, message: 'Changed elsewhere.' },
    );
    expect(failureMessage(error)).toBe('Changed elsewhere.');
  });

  it("falls back to the data layer's message, and to spec 2 §8's 'Something went wrong' for anything else", () => {
    expect(failureMessage(new DataLayerError('Unauthorized request.', 401))).toBe('Unauthorized request.');
    expect(failureMessage(new TypeError('boom'))).toBe('Something went wrong');
  });

  it("spec 2 §8: a call that got no answer says 'Unable to connect. Please try again'", () => {
    expect(failureMessage(new DataLayerError('Unable to connect\u2026', 0))).toBe(
      'Unable to connect. Please try again',
    );
  });
});

describe('contentFailureMessage and searchFailureMessage (spec 2 §8)', () => {
  it("a page or post that is not there: 'Unable to locate content'", () => {
    expect(
      contentFailureMessage(new DataLayerError('Page not found.', 404, {}, { error: 'Page not found.' })),
    ).toBe('Unable to locate content');
    expect(
      contentFailureMessage(new DataLayerError('Internal server error. Please try again later.', 500)),
    ).toBe('Internal server error. Please try again later.');
  });

  it("a search that failed: 'Unable to load results', unless no answer came", () => {
    expect(
      searchFailureMessage(new DataLayerError('Internal server error. Please try again later.', 500)),
    ).toBe('Unable to load results');
    expect(searchFailureMessage(new DataLayerError('Unable to connect\u2026', 0))).toBe(
      'Unable to connect. Please try again',
    );
  });
});
