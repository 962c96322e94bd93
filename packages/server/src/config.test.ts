import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { configFromEnv, DEFAULT_SLOW_REQUEST_MS } from './config.ts';

describe('configFromEnv', () => {
  it('runs a serving process per core by default, and as many as WORKERS says', () => {
    expect(configFromEnv({}).workers).toBe(availableParallelism());
    expect(configFromEnv({ WORKERS: '1' }).workers).toBe(1);
    expect(configFromEnv({ WORKERS: '6' }).workers).toBe(6);
  });

  it('refuses a WORKERS that is not a number of processes', () => {
    for (const value of ['0', '-1', '1.5', 'many'])
      expect(() => configFromEnv({ WORKERS: value }), value).toThrow(/WORKERS must be a number of processes/);
  });

  it('logs every request only at LOG_LEVEL debug or trace', () => {
    expect(configFromEnv({}).logRequests).toBe(false);
    expect(configFromEnv({ LOG_LEVEL: 'info' }).logRequests).toBe(false);
    expect(configFromEnv({ LOG_LEVEL: 'debug' }).logRequests).toBe(true);
    expect(configFromEnv({ LOG_LEVEL: 'trace' }).logRequests).toBe(true);
  });

  it('takes the slow-request threshold from SLOW_REQUEST_MS, and refuses nonsense', () => {
    expect(configFromEnv({}).slowRequestMs).toBe(DEFAULT_SLOW_REQUEST_MS);
    expect(configFromEnv({ SLOW_REQUEST_MS: '250' }).slowRequestMs).toBe(250);
    expect(() => configFromEnv({ SLOW_REQUEST_MS: 'soon' })).toThrow(/SLOW_REQUEST_MS/);
  });

  it('checks answers against their schemas unless NODE_ENV is production', () => {
    expect(configFromEnv({}).checkAnswers).toBe(true);
    expect(configFromEnv({ NODE_ENV: 'development' }).checkAnswers).toBe(true);
    expect(configFromEnv({ NODE_ENV: 'test' }).checkAnswers).toBe(true);
    expect(configFromEnv({ NODE_ENV: 'production' }).checkAnswers).toBe(false);
  });
});
