import { describe, expect, it } from 'vitest';
import {
  evaluateFeature,
  FEATURE_INVALID_DEFINITION,
  FEATURE_NOT_FOUND,
  FEATURE_NOT_LOADED,
  featureNotOfType,
} from './features.ts';

const configuration = {
  newHero: { type: 'boolean', variant: 'true' },
  oldHero: { type: 'boolean', variant: 'false' },
  yesHero: { type: 'boolean', variant: 'yes' },
  headline: { type: 'string', variant: 'Made by hand' },
  columns: { type: 'number', variant: '3' },
  brokenNumber: { type: 'number', variant: 'three' },
  noVariant: { type: 'boolean' },
  unknownType: { type: 'date', variant: '2026-01-01' },
};

describe('evaluateFeature (spec section 4, "Other")', () => {
  it('turns a boolean feature on only when its variant is the string "true"', () => {
    expect(evaluateFeature(configuration, 'newHero', 'boolean', false)).toEqual({ value: true });
    expect(evaluateFeature(configuration, 'oldHero', 'boolean', true)).toEqual({ value: false });
    expect(evaluateFeature(configuration, 'yesHero', 'boolean', true)).toEqual({ value: false });
  });

  it('gives string and number features their variant', () => {
    expect(evaluateFeature(configuration, 'headline', 'string', '')).toEqual({ value: 'Made by hand' });
    expect(evaluateFeature(configuration, 'columns', 'number', 1)).toEqual({ value: 3 });
  });

  it('falls back with "The underlying Praetor configuration is not loaded"', () => {
    expect(FEATURE_NOT_LOADED).toBe('The underlying Praetor configuration is not loaded');
    expect(evaluateFeature(undefined, 'newHero', 'boolean', true)).toEqual({
      value: true,
      error: FEATURE_NOT_LOADED,
    });
    expect(evaluateFeature(null, 'headline', 'string', 'x').error).toBe(FEATURE_NOT_LOADED);
  });

  it('falls back with "The specified feature does not exist", inherited names included', () => {
    expect(FEATURE_NOT_FOUND).toBe('The specified feature does not exist');
    expect(evaluateFeature(configuration, 'nothing', 'boolean', true)).toEqual({
      value: true,
      error: FEATURE_NOT_FOUND,
    });
    expect(evaluateFeature(configuration, 'toString', 'string', 'd').error).toBe(FEATURE_NOT_FOUND);
  });

  it('falls back with "The specified feature is not a {type}" naming the type asked for', () => {
    expect(evaluateFeature(configuration, 'headline', 'boolean', false)).toEqual({
      value: false,
      error: 'The specified feature is not a boolean',
    });
    expect(evaluateFeature(configuration, 'newHero', 'number', 7).error).toBe(featureNotOfType('number'));
    expect(featureNotOfType('string')).toBe('The specified feature is not a string');
  });

  it('falls back with "The specified feature has an invalid server-side definition"', () => {
    expect(FEATURE_INVALID_DEFINITION).toBe('The specified feature has an invalid server-side definition');
    for (const name of ['noVariant', 'unknownType', 'brokenNumber']) {
      const type = name === 'brokenNumber' ? 'number' : 'boolean';
      expect(evaluateFeature(configuration, name, type, 0 as never)).toEqual({
        value: 0,
        error: FEATURE_INVALID_DEFINITION,
      });
    }
    expect(evaluateFeature({ x: null }, 'x', 'string', 'd').error).toBe(FEATURE_INVALID_DEFINITION);
  });
});
