import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CONSENT_COOKIE,
  CONSENT_COOKIE_MAX_AGE_DAYS,
  CONSENT_COOKIE_MAX_AGE_SECONDS,
  COOKIE_BANNER_DEFAULT_TEXTS,
  COOKIE_BANNER_VERSION,
  type CookieBannerApiForm,
  type CookieBannerSettings,
  consentCookieValue,
  consentInCookieHeader,
  cookieBannerSettingsFromApi,
  cookieBannerSettingsToApi,
  mayStoreTrackingCookies,
  normalizeCookieBannerSettings,
  offersDecline,
  readConsentCookie,
  shouldShowCookieBanner,
  TRACKING_COOKIES,
} from './consent.ts';

const DEFAULTS: CookieBannerSettings = {
  isCookieBannerEnabled: false,
  cookieBannerText: COOKIE_BANNER_DEFAULT_TEXTS.message,
  cookieBannerCtaText: 'Accept',
  cookieBannerOptOutCtaText: 'Decline',
  cookieBannerPosition: 'BOTTOM',
  cookieBannerTheme: 'DARK',
  cookieBannerVariant: 'BAR',
  cookieBannerCtaVariant: 'ICON',
  cookieBannerAcceptType: 'OPT_IN',
  isActivityLogEnabled: true,
  isAnalyticsCookiesDisabled: false,
  isRestrictiveCookiePolicyAbsolute: false,
};

const normalize = (fields: Record<string, unknown>) => normalizeCookieBannerSettings(fields);

const validSettings = fc
  .record({
    isCookieBannerEnabled: fc.boolean(),
    cookieBannerText: fc.string(),
    cookieBannerCtaText: fc.string(),
    cookieBannerOptOutCtaText: fc.string(),
    cookieBannerPosition: fc.constantFrom(
      'TOP',
      'BOTTOM',
      'TOP_LEFT',
      'TOP_RIGHT',
      'BOTTOM_LEFT',
      'BOTTOM_RIGHT',
    ),
    cookieBannerTheme: fc.constantFrom('LIGHT', 'DARK'),
    cookieBannerVariant: fc.constantFrom('BAR', 'POPUP'),
    cookieBannerCtaVariant: fc.constantFrom('TEXT', 'BUTTON', 'ICON'),
    cookieBannerAcceptType: fc.constantFrom('OPT_IN', 'OPT_IN_AND_OUT'),
    isActivityLogEnabled: fc.boolean(),
    isAnalyticsCookiesDisabled: fc.boolean(),
    isRestrictiveCookiePolicyAbsolute: fc.boolean(),
  })
  .map(normalizeCookieBannerSettings);

describe('constants', () => {
  it('keeps the consent cookie 30 days and records banner version 2', () => {
    expect(CONSENT_COOKIE_MAX_AGE_DAYS).toBe(30);
    expect(COOKIE_BANNER_VERSION).toBe(2);
  });

  it('has the default texts', () => {
    expect(COOKIE_BANNER_DEFAULT_TEXTS.accept).toBe('Accept');
    expect(COOKIE_BANNER_DEFAULT_TEXTS.decline).toBe('Decline');
    expect(COOKIE_BANNER_DEFAULT_TEXTS.message).toMatch(/cookies/);
  });
});

describe('normalizeCookieBannerSettings', () => {
  it.each([undefined, null, 'BAR', 42, true, [], [{ cookieBannerTheme: 'LIGHT' }]])(
    'gives every default for %j',
    (raw) => {
      expect(normalizeCookieBannerSettings(raw)).toEqual(DEFAULTS);
    },
  );

  it('gives every default for an empty object', () => {
    expect(normalize({})).toEqual(DEFAULTS);
  });

  it('keeps valid values', () => {
    const settings: CookieBannerSettings = {
      isCookieBannerEnabled: true,
      cookieBannerText: '<p>We bake cookies.</p>',
      cookieBannerCtaText: 'OK',
      cookieBannerOptOutCtaText: 'No thanks',
      cookieBannerPosition: 'TOP_RIGHT',
      cookieBannerTheme: 'LIGHT',
      cookieBannerVariant: 'POPUP',
      cookieBannerCtaVariant: 'BUTTON',
      cookieBannerAcceptType: 'OPT_IN_AND_OUT',
      isActivityLogEnabled: false,
      isAnalyticsCookiesDisabled: true,
      isRestrictiveCookiePolicyAbsolute: true,
    };
    expect(normalizeCookieBannerSettings(settings)).toEqual(settings);
  });

  it('drops fields it does not know', () => {
    expect(normalize({ extra: 1, cookieBannerTheme: 'LIGHT' })).not.toHaveProperty('extra');
  });

  describe('texts', () => {
    it.each(['', '   ', '<p></p>', '<p> </p>', '<p>&nbsp;</p>', '<p><br></p>', '\u00a0'])(
      'falls back to the default message for empty text %j',
      (text) => {
        expect(normalize({ cookieBannerText: text }).cookieBannerText).toBe(
          COOKIE_BANNER_DEFAULT_TEXTS.message,
        );
      },
    );

    it('keeps readable text exactly as written, markup and spaces included', () => {
      expect(normalize({ cookieBannerText: ' <p>Cookies!</p> ' }).cookieBannerText).toBe(' <p>Cookies!</p> ');
    });

    it('falls back to Accept and Decline for empty button texts', () => {
      const settings = normalize({ cookieBannerCtaText: '', cookieBannerOptOutCtaText: '  ' });
      expect(settings.cookieBannerCtaText).toBe('Accept');
      expect(settings.cookieBannerOptOutCtaText).toBe('Decline');
    });

    it('falls back for texts of the wrong type', () => {
      const settings = normalize({
        cookieBannerText: 5,
        cookieBannerCtaText: null,
        cookieBannerOptOutCtaText: {},
      });
      expect(settings.cookieBannerText).toBe(COOKIE_BANNER_DEFAULT_TEXTS.message);
      expect(settings.cookieBannerCtaText).toBe('Accept');
      expect(settings.cookieBannerOptOutCtaText).toBe('Decline');
    });

    it('keeps custom button texts', () => {
      const settings = normalize({ cookieBannerCtaText: 'Sure', cookieBannerOptOutCtaText: 'Nope' });
      expect(settings.cookieBannerCtaText).toBe('Sure');
      expect(settings.cookieBannerOptOutCtaText).toBe('Nope');
    });
  });

  describe('options', () => {
    it.each([
      ['LIGHT', 'LIGHT'],
      ['DARK', 'DARK'],
      ['light', 'LIGHT'],
      ['SEPIA', 'DARK'],
      [1, 'DARK'],
    ])('theme %j gives %s', (theme, expected) => {
      expect(normalize({ cookieBannerTheme: theme }).cookieBannerTheme).toBe(expected);
    });

    it.each([
      ['TEXT', 'TEXT'],
      ['BUTTON', 'BUTTON'],
      ['ICON', 'ICON'],
      ['LINK', 'ICON'],
      [false, 'ICON'],
    ])('CTA variant %j gives %s', (variant, expected) => {
      expect(normalize({ cookieBannerCtaVariant: variant }).cookieBannerCtaVariant).toBe(expected);
    });

    it.each([
      ['BAR', 'BAR'],
      ['POPUP', 'POPUP'],
      ['popup', 'POPUP'],
      ['MODAL', 'BAR'],
      [null, 'BAR'],
    ])('variant %j gives %s', (variant, expected) => {
      expect(normalize({ cookieBannerVariant: variant }).cookieBannerVariant).toBe(expected);
    });

    it.each([
      ['OPT_IN', 'OPT_IN'],
      ['OPT_IN_AND_OUT', 'OPT_IN_AND_OUT'],
      ['OPT_OUT', 'OPT_IN'],
      [undefined, 'OPT_IN'],
    ])('accept type %j gives %s', (acceptType, expected) => {
      expect(normalize({ cookieBannerAcceptType: acceptType }).cookieBannerAcceptType).toBe(expected);
    });
  });

  describe('positions', () => {
    it.each([
      [undefined, 'BOTTOM'],
      ['TOP', 'TOP'],
      ['BOTTOM', 'BOTTOM'],
      ['TOP_LEFT', 'TOP'],
      ['TOP_RIGHT', 'TOP'],
      ['BOTTOM_LEFT', 'BOTTOM'],
      ['BOTTOM_RIGHT', 'BOTTOM'],
      ['top', 'TOP'],
      ['MIDDLE', 'BOTTOM'],
      [3, 'BOTTOM'],
    ])('a bar at %j sits at %s', (position, expected) => {
      expect(
        normalize({ cookieBannerVariant: 'BAR', cookieBannerPosition: position }).cookieBannerPosition,
      ).toBe(expected);
    });

    it.each([
      [undefined, 'BOTTOM_LEFT'],
      ['TOP', 'TOP_LEFT'],
      ['BOTTOM', 'BOTTOM_LEFT'],
      ['TOP_LEFT', 'TOP_LEFT'],
      ['TOP_RIGHT', 'TOP_RIGHT'],
      ['BOTTOM_LEFT', 'BOTTOM_LEFT'],
      ['BOTTOM_RIGHT', 'BOTTOM_RIGHT'],
      ['bottom_right', 'BOTTOM_RIGHT'],
      ['CENTER', 'BOTTOM_LEFT'],
      [{}, 'BOTTOM_LEFT'],
    ])('a popup at %j sits at %s', (position, expected) => {
      expect(
        normalize({ cookieBannerVariant: 'POPUP', cookieBannerPosition: position }).cookieBannerPosition,
      ).toBe(expected);
    });

    it('places a banner with an unknown variant as a bar', () => {
      expect(
        normalize({ cookieBannerVariant: 'X', cookieBannerPosition: 'TOP_RIGHT' }).cookieBannerPosition,
      ).toBe('TOP');
    });
  });

  describe('switches', () => {
    it('keeps booleans', () => {
      const settings = normalize({
        isCookieBannerEnabled: true,
        isActivityLogEnabled: false,
        isAnalyticsCookiesDisabled: true,
        isRestrictiveCookiePolicyAbsolute: true,
      });
      expect(settings.isCookieBannerEnabled).toBe(true);
      expect(settings.isActivityLogEnabled).toBe(false);
      expect(settings.isAnalyticsCookiesDisabled).toBe(true);
      expect(settings.isRestrictiveCookiePolicyAbsolute).toBe(true);
    });

    it('falls back to defaults for non-booleans, truthy-looking ones included', () => {
      const settings = normalize({
        isCookieBannerEnabled: 'true',
        isActivityLogEnabled: 0,
        isAnalyticsCookiesDisabled: 1,
        isRestrictiveCookiePolicyAbsolute: 'yes',
      });
      expect(settings.isCookieBannerEnabled).toBe(false);
      expect(settings.isActivityLogEnabled).toBe(true);
      expect(settings.isAnalyticsCookiesDisabled).toBe(false);
      expect(settings.isRestrictiveCookiePolicyAbsolute).toBe(false);
    });
  });

  it('never throws on any JSON value, and is idempotent', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (raw) => {
        const once = normalizeCookieBannerSettings(raw);
        expect(normalizeCookieBannerSettings(once)).toEqual(once);
      }),
    );
  });

  it('never throws on objects with wrongly typed settings fields, and is idempotent', () => {
    const anyValue = fc.oneof(fc.jsonValue(), fc.string(), fc.constant(undefined));
    const raw = fc.record(
      {
        isCookieBannerEnabled: anyValue,
        cookieBannerText: anyValue,
        cookieBannerCtaText: anyValue,
        cookieBannerPosition: fc.oneof(
          anyValue,
          fc.constantFrom('TOP', 'BOTTOM', 'TOP_LEFT', 'BOTTOM_RIGHT'),
        ),
        cookieBannerTheme: anyValue,
        cookieBannerVariant: fc.oneof(anyValue, fc.constantFrom('BAR', 'POPUP')),
        cookieBannerCtaVariant: anyValue,
        cookieBannerAcceptType: anyValue,
        isActivityLogEnabled: anyValue,
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(raw, (input) => {
        const once = normalizeCookieBannerSettings(input);
        expect(normalizeCookieBannerSettings(once)).toEqual(once);
        const barPositions = ['TOP', 'BOTTOM'];
        expect(barPositions.includes(once.cookieBannerPosition)).toBe(once.cookieBannerVariant === 'BAR');
      }),
    );
  });
});

describe('cookieBannerSettingsToApi', () => {
  it('renames the restrictive policy and inverts the activity log', () => {
    const form = cookieBannerSettingsToApi({
      ...DEFAULTS,
      isActivityLogEnabled: true,
      isRestrictiveCookiePolicyAbsolute: true,
    });
    expect(form.isVisitorDataRestricted).toBe(false);
    expect(form.isRestrictiveCookiePolicyEnabled).toBe(true);
    expect(form).not.toHaveProperty('isActivityLogEnabled');
    expect(form).not.toHaveProperty('isRestrictiveCookiePolicyAbsolute');
  });

  it('restricts visitor data when the activity log is off', () => {
    expect(
      cookieBannerSettingsToApi({ ...DEFAULTS, isActivityLogEnabled: false }).isVisitorDataRestricted,
    ).toBe(true);
  });

  it('passes the other fields through', () => {
    const form = cookieBannerSettingsToApi({
      ...DEFAULTS,
      cookieBannerTheme: 'LIGHT',
      cookieBannerCtaText: 'Yes',
    });
    expect(form.cookieBannerTheme).toBe('LIGHT');
    expect(form.cookieBannerCtaText).toBe('Yes');
  });
});

describe('cookieBannerSettingsFromApi', () => {
  const apiDefaults: CookieBannerApiForm = cookieBannerSettingsToApi(DEFAULTS);

  it('maps isVisitorDataRestricted to the inverse isActivityLogEnabled', () => {
    expect(
      cookieBannerSettingsFromApi({ ...apiDefaults, isVisitorDataRestricted: true }).isActivityLogEnabled,
    ).toBe(false);
    expect(
      cookieBannerSettingsFromApi({ ...apiDefaults, isVisitorDataRestricted: false }).isActivityLogEnabled,
    ).toBe(true);
  });

  it('maps isRestrictiveCookiePolicyEnabled to isRestrictiveCookiePolicyAbsolute', () => {
    const settings = cookieBannerSettingsFromApi({ ...apiDefaults, isRestrictiveCookiePolicyEnabled: true });
    expect(settings.isRestrictiveCookiePolicyAbsolute).toBe(true);
    expect(settings).not.toHaveProperty('isRestrictiveCookiePolicyEnabled');
    expect(settings).not.toHaveProperty('isVisitorDataRestricted');
  });

  it('normalises a form from a request body', () => {
    const form = { ...apiDefaults, cookieBannerTheme: 'NEON', isVisitorDataRestricted: 'no' } as unknown;
    const settings = cookieBannerSettingsFromApi(form as CookieBannerApiForm);
    expect(settings.cookieBannerTheme).toBe('DARK');
    expect(settings.isActivityLogEnabled).toBe(true);
  });

  it('gives the defaults for a body that is not an object', () => {
    expect(cookieBannerSettingsFromApi(null as unknown as CookieBannerApiForm)).toEqual(DEFAULTS);
  });

  it('round-trips settings through the API form', () => {
    fc.assert(
      fc.property(validSettings, (settings) => {
        expect(cookieBannerSettingsFromApi(cookieBannerSettingsToApi(settings))).toEqual(settings);
      }),
    );
  });

  it('round-trips an API form through the settings', () => {
    fc.assert(
      fc.property(validSettings.map(cookieBannerSettingsToApi), (form) => {
        expect(cookieBannerSettingsToApi(cookieBannerSettingsFromApi(form))).toEqual(form);
      }),
    );
  });
});

describe('the consent cookie', () => {
  it('lives 30 days and names the banner version before the choice', () => {
    expect(CONSENT_COOKIE_MAX_AGE_SECONDS).toBe(30 * 86_400);
    expect(consentCookieValue('accepted')).toBe('2.accepted');
    expect(consentCookieValue('declined')).toBe('2.declined');
  });

  it('reads back what it wrote', () => {
    expect(readConsentCookie(consentCookieValue('accepted'))).toBe('accepted');
    expect(readConsentCookie(consentCookieValue('declined'))).toBe('declined');
  });

  it.each([
    undefined,
    null,
    '',
    '2',
    '2.',
    '2.maybe',
    '1.accepted',
    '3.declined',
    'accepted',
    '2.accepted.x',
  ])('counts %j as no choice', (value) => {
    expect(readConsentCookie(value)).toBeNull();
  });

  it('is found among the other cookies of a header', () => {
    expect(consentInCookieHeader(`crumb=abc; ${CONSENT_COOKIE}=2.declined; ss_cvr=x`)).toBe('declined');
    expect(consentInCookieHeader('crumb=abc; ss_consent_old=2.accepted')).toBeNull();
    expect(consentInCookieHeader('')).toBeNull();
  });
});

describe('when the banner shows and what it offers', () => {
  it('shows while on and unanswered', () => {
    expect(shouldShowCookieBanner({ isCookieBannerEnabled: true }, null)).toBe(true);
    expect(shouldShowCookieBanner({ isCookieBannerEnabled: true }, 'accepted')).toBe(false);
    expect(shouldShowCookieBanner({ isCookieBannerEnabled: true }, 'declined')).toBe(false);
    expect(shouldShowCookieBanner({ isCookieBannerEnabled: false }, null)).toBe(false);
  });

  it('offers Decline only to opt in and out', () => {
    expect(offersDecline({ cookieBannerAcceptType: 'OPT_IN_AND_OUT' })).toBe(true);
    expect(offersDecline({ cookieBannerAcceptType: 'OPT_IN' })).toBe(false);
  });
});

describe('mayStoreTrackingCookies', () => {
  const policy = (restrictive: boolean, disabled = false) => ({
    isRestrictiveCookiePolicyAbsolute: restrictive,
    isAnalyticsCookiesDisabled: disabled,
  });

  it('names ss_cvr, ss_cvt and the analytics id', () => {
    expect(TRACKING_COOKIES).toEqual(['ss_cvr', 'ss_cvt', 'ss_analytics_id']);
  });

  it('under the restrictive policy waits for the visitor to accept', () => {
    expect(mayStoreTrackingCookies(policy(true), null)).toBe(false);
    expect(mayStoreTrackingCookies(policy(true), 'declined')).toBe(false);
    expect(mayStoreTrackingCookies(policy(true), 'accepted')).toBe(true);
  });

  it('otherwise allows them until the visitor declines', () => {
    expect(mayStoreTrackingCookies(policy(false), null)).toBe(true);
    expect(mayStoreTrackingCookies(policy(false), 'accepted')).toBe(true);
    expect(mayStoreTrackingCookies(policy(false), 'declined')).toBe(false);
  });

  it('never allows them when the owner disabled analytics cookies', () => {
    for (const restrictive of [true, false])
      for (const choice of ['accepted', 'declined', null] as const)
        expect(mayStoreTrackingCookies(policy(restrictive, true), choice)).toBe(false);
  });
});
