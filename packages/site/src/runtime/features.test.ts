import { FEATURE_NOT_FOUND, FEATURE_NOT_LOADED, featureNotOfType, splitFeatureName } from '@tessera/core';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SiteContext } from '../context.ts';
import { feature, installFeatures, resetFeatures } from './features.ts';
import { flushLog, type LogEntry, traceClient } from './logger.ts';
import { calledInit, type FakeFetch, setCookie, stubFetch } from './test-support.ts';

const TEST = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const context = (features?: SiteContext['features']) =>
  ({ ...(features ? { features } : {}) }) as SiteContext;

let fetch: FakeFetch;
// The logger's client is loaded on demand (a page's first entry): here it is at hand from the start.
beforeAll(async () => {
  await traceClient.load();
});

beforeEach(() => {
  resetFeatures();
  setCookie('crumb', 'crumb-1');
  fetch = stubFetch();
});
afterEach(() => {
  vi.unstubAllGlobals();
  setCookie('crumb', null);
});

/** The trace entries logged so far, as the logger sends them. */
function logged(): LogEntry[] {
  fetch.mockClear();
  flushLog();
  const body = fetch.mock.calls[0]?.[1].body;
  return body instanceof URLSearchParams ? (JSON.parse(body.get('data') ?? '[]') as LogEntry[]) : [];
}

describe('feature toggles on the page', () => {
  it('answers from the page’s configuration and exposes the evaluation on window.tessera', () => {
    installFeatures(context({ newHero: { type: 'boolean', variant: 'true' } }));
    expect(feature('newHero', 'boolean', false)).toBe(true);
    expect(window.tessera?.feature('newHero', 'boolean', false)).toBe(true);
    expect(logged()).toEqual([]);
  });

  it('falls back and logs the spec’s text: not loaded, unknown, wrong type', () => {
    installFeatures(context());
    expect(feature('newHero', 'boolean', true)).toBe(true);
    installFeatures(context({ headline: { type: 'string', variant: 'Hi' } }));
    expect(feature('nothing', 'string', 'd')).toBe('d');
    expect(feature('headline', 'number', 4)).toBe(4);
    expect(logged().map((entry) => [entry.type, entry.data])).toEqual([
      ['feature', { name: 'newHero', message: FEATURE_NOT_LOADED }],
      ['feature', { name: 'nothing', message: FEATURE_NOT_FOUND }],
      ['feature', { name: 'headline', message: featureNotOfType('number') }],
    ]);
  });

  it('says once which running split tests the page showed, and nothing on a page without', () => {
    installFeatures(context({}));
    expect(fetch).not.toHaveBeenCalled();
    const features = { [splitFeatureName(TEST)]: { type: 'boolean', variant: 'true' } } as const;
    installFeatures(context(features));
    installFeatures(context(features));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/experiments/RecordExposure');
    expect(JSON.parse(String(calledInit(fetch).body))).toEqual({ experiments: [TEST] });
    expect(feature(splitFeatureName(TEST), 'boolean', false)).toBe(true);
  });
});
