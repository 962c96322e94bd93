import { describe, expect, it } from 'vitest';
import {
  conversionRate,
  experimentMove,
  shownVariant,
  splitFeatureName,
  splitFeatures,
  splitTestsOf,
  variantOfDigest,
} from './experiments.ts';
import { evaluateFeature } from './features.ts';

describe('variantOfDigest', () => {
  it('gives A for an even first word and B for an odd one, the same every time', () => {
    expect(variantOfDigest('00000000ff')).toBe('A');
    expect(variantOfDigest('00000001ff')).toBe('B');
    expect(variantOfDigest('fffffffe')).toBe('A');
    expect(variantOfDigest('abcdef01')).toBe(variantOfDigest('abcdef01'));
  });
});

describe('shownVariant', () => {
  const assigned = () => 'B' as const;
  it('shows the assigned variant only while the test runs', () => {
    expect(shownVariant({ state: 'running', winner: null }, assigned)).toBe('B');
    expect(shownVariant({ state: 'draft', winner: null }, assigned)).toBe('A');
    expect(shownVariant({ state: 'stopped', winner: null }, assigned)).toBe('A');
    expect(shownVariant(undefined, assigned)).toBe('A');
  });
  it('shows the winner once the test ended', () => {
    expect(shownVariant({ state: 'ended', winner: 'B' }, () => 'A')).toBe('B');
    expect(shownVariant({ state: 'ended', winner: 'A' }, assigned)).toBe('A');
  });
});

describe('experimentMove', () => {
  it('starts a draft or stopped test and stops a running one', () => {
    expect(experimentMove('draft', 'start')).toBe('running');
    expect(experimentMove('stopped', 'start')).toBe('running');
    expect(experimentMove('running', 'stop')).toBe('stopped');
  });
  it('refuses moves that do not apply, and every move of an ended test', () => {
    expect(experimentMove('running', 'start')).toBeNull();
    expect(experimentMove('draft', 'stop')).toBeNull();
    expect(experimentMove('ended', 'start')).toBeNull();
    expect(experimentMove('ended', 'stop')).toBeNull();
  });
});

it('computes a conversion rate, 0 without visitors', () => {
  expect(conversionRate(0, 0)).toBe(0);
  expect(conversionRate(200, 30)).toBe(0.15);
});

describe('split tests as feature toggles', () => {
  it('turns a test’s feature on for variant B only, and names the tests back', () => {
    const features = splitFeatures([
      ['aaaaaaaaaaaaaaaaaaaaaaaa', 'B'],
      ['bbbbbbbbbbbbbbbbbbbbbbbb', 'A'],
    ]);
    expect(
      evaluateFeature(features, splitFeatureName('aaaaaaaaaaaaaaaaaaaaaaaa'), 'boolean', false).value,
    ).toBe(true);
    expect(evaluateFeature(features, 'split:bbbbbbbbbbbbbbbbbbbbbbbb', 'boolean', true).value).toBe(false);
    expect(splitTestsOf({ ...features, other: { type: 'string', variant: 'x' } })).toEqual([
      'aaaaaaaaaaaaaaaaaaaaaaaa',
      'bbbbbbbbbbbbbbbbbbbbbbbb',
    ]);
  });
});
