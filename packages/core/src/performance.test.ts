import { describe, expect, it } from 'vitest';
import { imageRenditionWidth, rateWebVital, WEB_VITAL_THRESHOLDS, WEB_VITALS } from './performance.ts';

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
