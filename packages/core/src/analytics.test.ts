import { describe, expect, it } from 'vitest';
import {
  customRangeProblem,
  dashboardBuckets,
  dashboardRange,
  rangeParts,
  referrerHostOf,
  trafficSourceOf,
  utmOf,
} from './analytics.ts';

const none = { source: '', medium: '', campaign: '' };

describe('where a visit came from', () => {
  it('reads the UTM fields of the page’s query, with or without its "?"', () => {
    expect(utmOf('?utm_source=news&utm_medium=email&utm_campaign=Spring%20sale')).toEqual({
      source: 'news',
      medium: 'email',
      campaign: 'Spring sale',
    });
    expect(utmOf('a=1')).toEqual(none);
    expect(utmOf(`utm_campaign=${'x'.repeat(300)}`).campaign).toHaveLength(100);
  });

  it('drops control characters and never cuts an emoji in half', () => {
    expect(utmOf('utm_source=a%00b&utm_medium=%0Dmail%0A&utm_campaign=x%7Fy')).toEqual({
      source: 'ab',
      medium: 'mail',
      campaign: 'xy',
    });
    // 99 characters, then 🧭 (two UTF-16 units): the 100th unit is its first half.
    const cutCampaign = utmOf(`utm_campaign=${'x'.repeat(99)}${encodeURIComponent('🧭')}`).campaign;
    expect(cutCampaign).toBe('x'.repeat(99));
    expect(utmOf(`utm_campaign=${'x'.repeat(98)}${encodeURIComponent('🧭')}`).campaign).toBe(
      `${'x'.repeat(98)}🧭`,
    );
  });

  it('takes the referring host without www., and none from this site or a broken address', () => {
    expect(referrerHostOf('https://www.Google.com/search?q=x', 'shop.example')).toBe('google.com');
    expect(referrerHostOf('https://shop.example/about', 'shop.example')).toBe('');
    expect(referrerHostOf('not a url', 'shop.example')).toBe('');
    expect(referrerHostOf('', 'shop.example')).toBe('');
  });

  it('classes sources: UTM medium first, then search and social hosts, else referral or direct', () => {
    expect(trafficSourceOf('', none)).toBe('Direct');
    expect(trafficSourceOf('google.de', none)).toBe('Search');
    expect(trafficSourceOf('duckduckgo.com', none)).toBe('Search');
    expect(trafficSourceOf('l.facebook.com', none)).toBe('Social');
    expect(trafficSourceOf('t.co', none)).toBe('Social');
    expect(trafficSourceOf('blog.example.org', none)).toBe('Referral');
    expect(trafficSourceOf('google.com', { ...none, medium: 'cpc' })).toBe('Paid');
    expect(trafficSourceOf('', { ...none, medium: 'email' })).toBe('Email');
    // A campaign link without a referrer is classed by its utm_source
    expect(trafficSourceOf('', { ...none, source: 'instagram.com' })).toBe('Social');
    // A host that merely contains a known name is not that site
    expect(trafficSourceOf('notgoogle.com', none)).toBe('Referral');
  });
});

describe('a custom range', () => {
  it('takes two real dates in order, up to 800 days', () => {
    expect(customRangeProblem('2026-03-01', '2026-03-01')).toBeNull();
    expect(customRangeProblem('2024-01-01', '2026-03-10')).toBeNull();
  });
  it.each([
    [undefined, '2026-03-01', 'from', 'A custom range needs a from and a to date, each YYYY-MM-DD.'],
    ['2026-02-30x', '2026-03-01', 'from', 'A custom range needs a from and a to date, each YYYY-MM-DD.'],
    ['2026-03-02', '2026-03-01', 'to', 'The to date is on or after the from date.'],
    ['2024-01-01', '2026-03-11', 'to', 'A custom range is at most 800 days.'],
  ])('refuses %s to %s, naming %s', (from, to, field, message) => {
    expect(customRangeProblem(from, to)).toEqual({ field, message });
  });
});

describe('dashboard ranges', () => {
  const now = Date.parse('2026-03-15T10:30:00Z');

  it('names each period with the same length before it', () => {
    expect(dashboardRange('today', now)).toEqual({
      from: '2026-03-15',
      to: '2026-03-15',
      previousFrom: '2026-03-14',
      previousTo: '2026-03-14',
      bucket: 'hour',
    });
    expect(dashboardRange('7d', now)).toMatchObject({
      from: '2026-03-09',
      previousFrom: '2026-03-02',
      previousTo: '2026-03-08',
    });
    expect(dashboardRange('30d', now)).toMatchObject({ from: '2026-02-14', bucket: 'day' });
    expect(dashboardRange('12mo', now)).toMatchObject({
      from: '2025-04-01',
      to: '2026-03-15',
      bucket: 'month',
    });
    expect(dashboardRange('custom', now, { from: '2026-01-01', to: '2026-01-10' })).toMatchObject({
      previousFrom: '2025-12-22',
      previousTo: '2025-12-31',
      bucket: 'day',
    });
    expect(dashboardRange('custom', now, { from: '2025-01-01', to: '2025-12-31' }).bucket).toBe('month');
  });

  it('lists the buckets: 24 hours, each day, or each month', () => {
    expect(dashboardBuckets(dashboardRange('today', now))).toHaveLength(24);
    expect(dashboardBuckets(dashboardRange('today', now))[9]).toBe('2026-03-15T09');
    expect(dashboardBuckets(dashboardRange('7d', now))).toEqual([
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
      '2026-03-12',
      '2026-03-13',
      '2026-03-14',
      '2026-03-15',
    ]);
    const months = dashboardBuckets(dashboardRange('12mo', now));
    expect(months).toHaveLength(12);
    expect([months[0], months.at(-1)]).toEqual(['2025-04', '2026-03']);
  });
});

describe('a range as whole months and edge days', () => {
  it('reads whole months from the monthly roll-up and the rest by day', () => {
    expect(rangeParts('2025-04-01', '2026-03-15')).toEqual({
      months: { from: '2025-04', to: '2026-02' },
      days: [{ from: '2026-03-01', to: '2026-03-15' }],
    });
    expect(rangeParts('2026-01-10', '2026-03-31')).toEqual({
      months: { from: '2026-02', to: '2026-03' },
      days: [{ from: '2026-01-10', to: '2026-01-31' }],
    });
    expect(rangeParts('2024-02-01', '2024-02-29')).toEqual({
      months: { from: '2024-02', to: '2024-02' },
      days: [],
    });
    expect(rangeParts('2026-03-02', '2026-03-30')).toEqual({
      months: null,
      days: [{ from: '2026-03-02', to: '2026-03-30' }],
    });
    expect(rangeParts('2026-01-31', '2026-02-01')).toEqual({
      months: null,
      days: [{ from: '2026-01-31', to: '2026-02-01' }],
    });
  });
});
