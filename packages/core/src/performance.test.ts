import { describe, expect, it } from 'vitest';
import {
  bucketValue,
  imageRenditionWidth,
  rateWebVital,
  WEB_VITAL_THRESHOLDS,
  WEB_VITALS,
  webVitalBucket,
} from './performance.ts';

describe('rateWebVital', () => {
  it("rates at Google's published thresholds: good up to good, poor above poor", () => {
    expect(rateWebVital('LCP', 2500)).toBe('good');
    expect(rateWebVital('LCP', 2501)).toBe('needs-improvement');
    expect(rateWebVital('LCP', 4000)).toBe('needs-improvement');
    expect(rateWebVital('LCP', 4001)).toBe('poor');
    expect(rateWebVital('CLS', 0.1)).toBe('good');
    expect(rateWebVital('CLS', 0.26)).toBe('poor');
    expect(rateWebVital('INP', 200)).toBe('good');
    expect(rateWebVital('INP', 300)).toBe('needs-improvement');
    expect(rateWebVital('FCP', 3001)).toBe('poor');
    expect(rateWebVital('TTFB', 800)).toBe('good');
    expect(rateWebVital('TTFB', 1801)).toBe('poor');
  });

  it('has a threshold pair for every metric, good below poor', () => {
    for (const name of WEB_VITALS) {
      const { good, poor } = WEB_VITAL_THRESHOLDS[name];
      expect(good, name).toBeLessThan(poor);
    }
  });
});

describe('imageRenditionWidth', () => {
  it('reads the size ladder width of format={width}w, null otherwise', () => {
    expect(imageRenditionWidth('/s/a.jpg?format=750w')).toBe(750);
    expect(imageRenditionWidth('https://x.test/s/a.jpg?v=2&format=1500w#top')).toBe(1500);
    expect(imageRenditionWidth('/s/a.jpg?format=750')).toBeNull();
    expect(imageRenditionWidth('/s/a.jpg?xformat=750w')).toBeNull();
    expect(imageRenditionWidth('/s/a.jpg')).toBeNull();
  });
});

describe('webVitalBucket and bucketValue', () => {
  it('reads a bucket back within 5 % of any value in it', () => {
    for (const name of WEB_VITALS)
      for (const value of [1.2, 3, 47, 180, 2499, 2600, 60_000].map((v) => (name === 'CLS' ? v / 1000 : v))) {
        const back = bucketValue(name, webVitalBucket(name, value));
        expect(Math.abs(back - value) / value).toBeLessThanOrEqual(0.05);
      }
  });

  it('puts a value in the bucket 0030 merged its one-step bucket into: ceil(b / 2), b = 1 + floor(log₁.₀₅ v)', () => {
    const oneStepBucket = (units: number) =>
      units < 1 ? 0 : 1 + Math.floor(Math.log(units) / Math.log(1.05));
    // Every step's edges (just below, on, just above) up to 10 minutes, and values between them.
    const values = Array.from({ length: 280 }, (_, step) => 1.05 ** step).flatMap((edge) => [
      edge * (1 - 1e-12),
      edge,
      edge * (1 + 1e-12),
      edge * 1.02,
    ]);
    for (const units of [0, 0.5, ...values]) {
      expect(webVitalBucket('LCP', units), String(units)).toBe(Math.ceil(oneStepBucket(units) / 2));
      const score = units / 1000;
      expect(webVitalBucket('CLS', score), String(score)).toBe(Math.ceil(oneStepBucket(score / 0.001) / 2));
    }
  });

  it('keeps values apart that differ by more than a bucket, and puts nothing below one unit above 0', () => {
    expect(webVitalBucket('LCP', 2000)).toBeLessThan(webVitalBucket('LCP', 2200));
    expect(webVitalBucket('CLS', 0.1)).toBeLessThan(webVitalBucket('CLS', 0.11));
    expect(webVitalBucket('INP', 0.4)).toBe(0);
    expect(webVitalBucket('CLS', 0)).toBe(0);
    expect(bucketValue('CLS', 0)).toBe(0);
  });
});
