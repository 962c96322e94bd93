// Enrichment at ingest: the country from geoip-lite's country files (IPv4, IPv6, mapped IPv4, and
// nothing for private or local addresses), browser, system and device class from bowser.
import { describe, expect, it } from 'vitest';
import { countryOf } from './country.ts';
import { enrichHit } from './enrich.ts';

describe('hit enrichment', () => {
  it('finds the country of public addresses and none for private ones', () => {
    expect(countryOf('8.8.8.8')).toBe('US');
    expect(countryOf('81.2.69.160')).toBe('GB');
    expect(countryOf('::ffff:8.8.8.8')).toBe('US');
    expect(countryOf('2a00:1450:4001:80b::200e')).toBe('DE');
    expect(countryOf('2001:4860:4860::8888')).toBe('US');
    for (const local of ['127.0.0.1', '10.1.2.3', '192.168.0.1', '::1', 'not an address'])
      expect(countryOf(local)).toBe('');
  });

  it('reads browser, system, device, source and campaign', () => {
    expect(
      enrichHit({
        userAgent:
          'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
        address: '81.2.69.160',
        referrer: 'https://www.bing.com/',
        queryString: '?utm_campaign=kiln',
        host: 'shop.example',
      }),
    ).toEqual({
      browser: 'Safari',
      os: 'iOS',
      device: 'tablet',
      country: 'GB',
      source: 'Search',
      referrer_host: 'bing.com',
      utm_source: '',
      utm_medium: '',
      utm_campaign: 'kiln',
    });
    expect(enrichHit({ userAgent: '', address: '', referrer: '', queryString: '', host: 'x' })).toMatchObject(
      {
        browser: '',
        device: '',
        source: 'Direct',
      },
    );
  });
});
