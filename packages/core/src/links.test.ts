import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CONFIG_AREA_PATH,
  configAreaUrl,
  FRAME_URL_PARAMETER,
  invalidPageUrlMessage,
  isSameSitePath,
  isSiteOrWebLink,
  isValidLink,
  isValidUrlId,
  LOGOUT_PARAMETER,
  logoutLandingUrl,
  NO_REDIRECT_PARAMETER,
  notExpectedOptionMessage,
  RESERVED_URL_IDS,
  URL_ID_MAX_LENGTH,
} from './links.ts';

/** `prefix` padded with `fill` to exactly `length` characters. */
const ofLength = (prefix: string, length: number, fill = 'a') => prefix + fill.repeat(length - prefix.length);

describe('isValidLink', () => {
  describe('anchors', () => {
    it('accepts anchors under 100 characters', () => {
      expect(isValidLink('#contact')).toBe(true);
      expect(isValidLink('#')).toBe(true);
      expect(isValidLink(ofLength('#', 99))).toBe(true);
    });

    it('rejects anchors of 100 characters or more', () => {
      expect(isValidLink(ofLength('#', 100))).toBe(false);
      expect(isValidLink(ofLength('#', 250))).toBe(false);
    });
  });

  describe('tel:', () => {
    it('accepts numbers under 50 characters with at least 4 digits, + or -', () => {
      expect(isValidLink('tel:+1 (555) 123-4567')).toBe(true);
      expect(isValidLink('tel:1234')).toBe(true);
      expect(isValidLink('tel:+1-2')).toBe(true);
      expect(isValidLink(ofLength('tel:', 49, '1'))).toBe(true);
    });

    it('rejects fewer than 4 digits, + or -', () => {
      expect(isValidLink('tel:123')).toBe(false);
      expect(isValidLink('tel:')).toBe(false);
      expect(isValidLink('tel:(12) 3')).toBe(false);
    });

    it('rejects 50 characters or more', () => {
      expect(isValidLink(ofLength('tel:', 50, '1'))).toBe(false);
    });
  });

  describe('sms:', () => {
    it('accepts under 1000 characters', () => {
      expect(isValidLink('sms:+15551234567')).toBe(true);
      expect(isValidLink(ofLength('sms:', 999, '1'))).toBe(true);
    });

    it('rejects 1000 characters or more', () => {
      expect(isValidLink(ofLength('sms:', 1000, '1'))).toBe(false);
    });
  });

  describe('mailto:', () => {
    it.each([
      'mailto:ana@example.com',
      'mailto:ana.lopez+news@mail.example.co.uk',
      'mailto:ana@example.com?subject=Hello%20there&body=Hi',
      'MAILTO:ana@example.com',
    ])('accepts %s', (href) => {
      expect(isValidLink(href)).toBe(true);
    });

    it.each([
      'mailto:',
      'mailto:ana',
      'mailto:ana@example',
      'mailto:@example.com',
      'mailto:ana@@example.com',
      'mailto:ana@example.com,bo@example.com',
      'mailto:ana@example.',
      'mailto:ana@.com',
      'mailto:ana@example..com',
      'mailto:ana lopez@example.com',
      'mailto:?subject=hi',
    ])('rejects %s', (href) => {
      expect(isValidLink(href)).toBe(false);
    });

    it('accepts under 1000 characters and rejects 1000 or more', () => {
      const address = 'mailto:ana@example.com?body=';
      expect(isValidLink(ofLength(address, 999))).toBe(true);
      expect(isValidLink(ofLength(address, 1000))).toBe(false);
    });

    it('checks the @ rule on the address only, not the query', () => {
      expect(isValidLink('mailto:ana@example.com?cc=bo@example.com')).toBe(true);
    });
  });

  describe('javascript:', () => {
    it('is refused whatever its length or case (a block link or setting must not run script)', () => {
      for (const href of [
        'javascript:void(0)',
        'javascript:alert(1)',
        ' JavaScript:alert(1)',
        'JAVASCRIPT:x',
      ]) {
        expect(isValidLink(href), href).toBe(false);
      }
    });
  });

  describe('ftp:', () => {
    it('accepts under 100 characters and rejects 100 or more', () => {
      expect(isValidLink('ftp://files.example.com/a.zip')).toBe(true);
      expect(isValidLink(ofLength('ftp://files.example.com/', 99))).toBe(true);
      expect(isValidLink(ofLength('ftp://files.example.com/', 100))).toBe(false);
    });
  });

  describe('http: and https:', () => {
    it.each([
      'https://example.com',
      'http://example.com/path?q=1#top',
      'https://sub.example.co.uk:8443/a/b',
      'http://localhost:3000/',
      'HTTPS://EXAMPLE.COM',
      `https://example.com/${'a'.repeat(3000)}`,
    ])('accepts %s', (href) => {
      expect(isValidLink(href)).toBe(true);
    });

    it.each([
      'https://',
      'http://',
      'https:example.com',
      'http:///example.com',
      'https://exa mple.com',
      'https://example.com/a b',
      'https://[nope',
    ])('rejects %s', (href) => {
      expect(isValidLink(href)).toBe(false);
    });
  });

  describe('relative links', () => {
    it.each(['/', '/about', '/blog/my-post?tag=news#comments', '/s/report.pdf', '//cdn.example.com/a.js'])(
      'accepts %s',
      (href) => {
        expect(isValidLink(href)).toBe(true);
      },
    );

    it.each(['about', 'example.com', './about', '../up', '?q=1', '/about us', '//', '///triple'])(
      'rejects %s',
      (href) => {
        expect(isValidLink(href)).toBe(false);
      },
    );
  });

  it('ignores surrounding whitespace, as browsers do', () => {
    expect(isValidLink('  https://example.com  ')).toBe(true);
    expect(isValidLink(` ${ofLength('#', 99)} `)).toBe(true);
  });

  it.each([
    '',
    '   ',
    'data:text/html,hi',
    'file:///etc/passwd',
    'webcal://example.com/cal.ics',
    'mail:ana@example.com',
  ])('rejects %j', (href) => {
    expect(isValidLink(href)).toBe(false);
  });

  it('rejects a non-string', () => {
    expect(isValidLink(undefined as unknown as string)).toBe(false);
    expect(isValidLink(42 as unknown as string)).toBe(false);
  });

  it('never throws', () => {
    fc.assert(
      fc.property(fc.string(), (href) => {
        expect(typeof isValidLink(href)).toBe('boolean');
      }),
    );
  });
});

describe('isSiteOrWebLink', () => {
  it.each(['/shop', '/shop?sale=1#top', 'https://example.com', 'http://example.com/a?b=c'])(
    'takes %s',
    (link) => {
      expect(isSiteOrWebLink(link)).toBe(true);
    },
  );
  it.each([
    'http:example.com',
    'https://example.com/a b',
    'https:///example.com',
    '//evil.example',
    'javascript:alert(1)',
    'mailto:a@b.co',
    'shop',
    '',
  ])('refuses %s', (link) => {
    expect(isSiteOrWebLink(link)).toBe(false);
  });
});

describe('isValidUrlId', () => {
  it.each(['about', 'a', '2024', 'my-first-post', 'a1-b2', 'x--y', 'a'.repeat(URL_ID_MAX_LENGTH)])(
    'accepts %s',
    (value) => {
      expect(isValidUrlId(value)).toBe(true);
    },
  );

  it.each([
    '',
    'About',
    'my post',
    'my_post',
    '-about',
    'about-',
    '-',
    'blog/post',
    'café',
    'a'.repeat(URL_ID_MAX_LENGTH + 1),
  ])('rejects %j', (value) => {
    expect(isValidUrlId(value)).toBe(false);
  });

  it.each(RESERVED_URL_IDS)('rejects the platform route %s', (value) => {
    expect(isValidUrlId(value)).toBe(false);
  });

  it('rejects a non-string', () => {
    expect(isValidUrlId(null as unknown as string)).toBe(false);
  });

  it('accepts every slug made of lowercase words joined by hyphens', () => {
    const word = fc.stringMatching(/^[a-z0-9]{1,10}$/);
    fc.assert(
      fc.property(fc.array(word, { minLength: 2, maxLength: 8 }), (words) => {
        expect(isValidUrlId(words.join('-'))).toBe(true);
      }),
    );
  });
});

describe('messages', () => {
  it('says a page URL is not valid', () => {
    expect(invalidPageUrlMessage('my page')).toBe('my page is not a valid page URL');
  });

  it('says a value is not an expected option', () => {
    expect(notExpectedOptionMessage('purple')).toBe('purple is not one of the expected options');
  });
});

describe('the owner round trip', () => {
  it('accepts paths on this site, with a query', () => {
    for (const path of ['/', '/about', '/journal/post?ref=a&b=%20c', '/a/b/c/', '/search?q=mug#top']) {
      expect(isSameSitePath(path)).toBe(true);
    }
  });

  it('refuses other hosts, schemes, control characters, spaces and non-strings', () => {
    for (const value of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      'about',
      '',
      '/\t/evil.example',
      '/a\nb',
      '/a b',
      '/é',
      null,
      undefined,
      42,
    ]) {
      expect(isSameSitePath(value)).toBe(false);
    }
  });

  it('builds the config area address and the sign-out landing with the spec parameter names', () => {
    expect(configAreaUrl('/about?x=1')).toBe('/config/?frameUrl=%2Fabout%3Fx%3D1');
    expect(new URL(configAreaUrl('/a b?c=d&e'), 'http://x').searchParams.get(FRAME_URL_PARAMETER)).toBe(
      '/a b?c=d&e',
    );
    expect(logoutLandingUrl()).toBe('/?logout=true');
    expect(logoutLandingUrl('/about')).toBe('/about?logout=true');
    expect([CONFIG_AREA_PATH, NO_REDIRECT_PARAMETER, LOGOUT_PARAMETER]).toEqual([
      '/config/',
      'noredirect',
      'logout',
    ]);
  });
});

describe("spec 2 'Logout': 'the user is sent to the site root (or the preview frame URL) with a logout=true query'", () => {
  it('lands on the preview frame’s page, keeping its query, with logout=true', () => {
    expect(logoutLandingUrl('/journal/chasing-plum')).toBe('/journal/chasing-plum?logout=true');
    expect(logoutLandingUrl('/journal?tag=glazes#top')).toBe('/journal?tag=glazes&logout=true');
    expect(logoutLandingUrl('/shop?logout=false')).toBe('/shop?logout=true');
  });

  it('falls back to the site root without a frame, or for anything that is not a path on this site', () => {
    expect(logoutLandingUrl(null)).toBe('/?logout=true');
    for (const framePath of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', ''])
      expect(logoutLandingUrl(framePath), framePath).toBe('/?logout=true');
  });
});
