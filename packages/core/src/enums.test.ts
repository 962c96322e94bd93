import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BorderColor,
  CaptionDisplay,
  CensusEventType,
  COLLECTION_VIEWS,
  COOKIE_BANNER_ACCEPT_TYPES,
  COOKIE_BANNER_CTA_VARIANTS,
  COOKIE_BANNER_THEMES,
  COOKIE_BANNER_VARIANTS,
  ContentItemType,
  DEVICE_VIEWS,
  EDITOR_PRODUCT_AREAS,
  EDITOR_RECORD_TYPES,
  FormFieldset,
  GALLERY_DESIGNS,
  IconStyle,
  InfoBarStyle,
  ItemPublicationState,
  isEnumValue,
  LayoutBlockType,
  LayoutShellType,
  MapStyle,
  MeasurementUnits,
  PageBlockType,
  PageType,
  PermissionCode,
  PLATFORM_VERSIONS,
  POPUP_OVERLAY_POSITIONS,
  ProductType,
  SiteType,
  SiteUserRole,
  TWEAK_PAGE_TYPES,
  WebsiteSubscriptionStatus,
} from './enums.ts';

const NUMERIC_ENUMS = {
  PageType,
  ItemPublicationState,
  WebsiteSubscriptionStatus,
  SiteType,
  LayoutShellType,
  SiteUserRole,
  ContentItemType,
  LayoutBlockType,
  PageBlockType,
  PermissionCode,
  ProductType,
  MeasurementUnits,
  InfoBarStyle,
  CensusEventType,
  FormFieldset,
  MapStyle,
  CaptionDisplay,
  BorderColor,
  IconStyle,
};

const STRING_ENUMS = {
  PLATFORM_VERSIONS,
  COLLECTION_VIEWS,
  TWEAK_PAGE_TYPES,
  DEVICE_VIEWS,
  POPUP_OVERLAY_POSITIONS,
  EDITOR_RECORD_TYPES,
  EDITOR_PRODUCT_AREAS,
  GALLERY_DESIGNS,
  COOKIE_BANNER_THEMES,
  COOKIE_BANNER_VARIANTS,
  COOKIE_BANNER_CTA_VARIANTS,
  COOKIE_BANNER_ACCEPT_TYPES,
};

describe('numeric enumerations carry the spec numbers', () => {
  it('PageType', () => {
    expect(PageType).toEqual({
      mainContent: 1,
      page: 2,
      splashPage: 3,
      contentItem: 50,
      notFound: 100,
      error: 101,
      search: 102,
      lockScreen: 103,
      popupOverlay: 104,
      protectedContent: 105,
      memberAreaAccessDenied: 106,
      showCart: 200,
      checkout: 201,
      orderConfirmed: 202,
      donate: 203,
      contributionConfirmed: 204,
      commerceCartV2: 205,
      subscriptionConfirmed: 206,
      orderReceived: 207,
      membershipConfirmed: 208,
      reviewsRequest: 209,
      newsletterUnsubscribe: 300,
      commerceEmailPreview: 301,
    });
  });

  it('ItemPublicationState', () => {
    expect(ItemPublicationState).toEqual({
      published: 1,
      scheduled: 2,
      needsReview: 3,
      draft: 4,
      private: 5,
      deleted: 6,
    });
  });

  it('WebsiteSubscriptionStatus (no 9 or 10)', () => {
    expect(WebsiteSubscriptionStatus).toEqual({
      expired: 1,
      pastDue: 2,
      trial: 3,
      beta: 4,
      removed: 5,
      internal: 6,
      comped: 7,
      paid: 8,
      v5Linked: 11,
      activeParkingPage: 12,
      resold: 13,
      resoldGracePeriod: 14,
      enterprise: 15,
    });
  });

  it('SiteType and LayoutShellType', () => {
    expect(SiteType).toEqual({ classic: 1, coverPage: 2, parkingPage: 3, commerce: 4, enterprise: 5 });
    expect(LayoutShellType).toEqual({ coverPage: 1, lockScreen: 2, popupOverlay: 3 });
  });

  it('SiteUserRole (no 5)', () => {
    expect(SiteUserRole).toEqual({
      admin: 1,
      billing: 2,
      reporting: 3,
      editor: 4,
      moderator: 6,
      commenter: 7,
      storeManager: 8,
      scheduling: 9,
      viewer: 10,
      campaignsEditor: 11,
      schedulingViewer: 12,
      schedulingEditor: 13,
    });
  });

  it('ContentItemType', () => {
    expect(ContentItemType).toEqual({
      text: 1,
      image: 2,
      quote: 4,
      link: 5,
      chat: 6,
      audio: 7,
      video: 8,
      deprecatedVideo: 9,
      review: 10,
      storeItem: 11,
      event: 12,
      thread: 13,
      gallery: 14,
      binary: 15,
      cssAsset: 16,
      tweakAsset: 17,
      digitalGood: 18,
      attachment: 19,
      wordpressExport: 20,
      internalExport: 21,
      proseMirrorText: 22,
      tweet: 50,
      rss: 51,
      checkin: 52,
      delicious: 53,
      knowledgeBaseArticle: 54,
      projectItem: 55,
      collectionTaxonomy: 56,
      sectionTaxonomy: 57,
      itemTaxonomy: 58,
      portfolioItem: 59,
      translatableStringsExport: 60,
      platformVideo: 61,
      lesson: 62,
    });
  });

  it('LayoutBlockType', () => {
    expect(LayoutBlockType).toEqual({
      heading: 1,
      subHeading: 2,
      body: 3,
      image: 4,
      gallery: 5,
      video: 6,
      socialIcons: 7,
      buttons: 8,
      navigation: 9,
      customForm: 10,
      newsletter: 11,
      album: 12,
      map: 13,
      logo: 14,
      action: 15,
      form: 16,
      lock: 17,
      password: 18,
      twitter: 19,
      popupOverlayAction: 20,
      tempLockInject: 100,
    });
  });

  it('the page block types the spec names, all within 1-70', () => {
    expect(PageBlockType).toEqual({
      form: 9,
      button: 53,
      summaryV2: 55,
      restaurantBookingV2: 66,
      memberArea: 67,
      secondBooking: 68,
      accordion: 69,
      marquee: 70,
    });
    for (const value of Object.values(PageBlockType)) expect(value).toBeGreaterThanOrEqual(1);
    for (const value of Object.values(PageBlockType)) expect(value).toBeLessThanOrEqual(70);
  });

  it('PermissionCode', () => {
    expect(PermissionCode).toEqual({ authenticatedWithoutSitePermissions: 0, config: 1, admin: 2 });
  });

  it('ProductType, MeasurementUnits, InfoBarStyle', () => {
    expect(ProductType).toEqual({ physical: 1, digital: 2, service: 3, giftCard: 4, paywall: 5 });
    expect(MeasurementUnits).toEqual({ imperial: 1, metric: 2 });
    expect(InfoBarStyle).toEqual({ none: 1, light: 2, dark: 3 });
  });

  it('CensusEventType and FormFieldset', () => {
    expect(CensusEventType).toEqual({ pageView: 1, siteSearch: 2, heartbeat: 10, audio: 20, video: 21 });
    expect(FormFieldset).toEqual({ build: 1, storage: 2, advanced: 3, captcha: 4, disclaimer: 5 });
  });

  it('MapStyle: minimal light is 4 and minimal dark 5', () => {
    expect(MapStyle).toEqual({
      original: 1,
      grayscale: 2,
      satellite: 3,
      minimalLight: 4,
      minimalDark: 5,
      minimalBlue: 6,
    });
  });

  it('CaptionDisplay, BorderColor, IconStyle', () => {
    expect(CaptionDisplay).toEqual({ none: 1, show: 2 });
    expect(BorderColor).toEqual({ none: 1, black: 2, white: 3 });
    expect(IconStyle).toEqual({ default: 0, icon: 1 });
  });

  it.each(Object.entries(NUMERIC_ENUMS))('%s has distinct integer values', (_name, enumObject) => {
    const values = Object.values(enumObject);
    expect(new Set(values).size).toBe(values.length);
    for (const value of values) expect(Number.isInteger(value)).toBe(true);
  });
});

describe('string enumerations', () => {
  it('carry the spec values', () => {
    expect(PLATFORM_VERSIONS).toEqual(['7', '7.1', '8']);
    expect(COLLECTION_VIEWS).toEqual(['list', 'grid', 'product']);
    expect(TWEAK_PAGE_TYPES).toEqual(['splash-page', 'lock-screen', 'popup-overlay', 'checkout', 'style']);
    expect(DEVICE_VIEWS).toEqual(['desktop', 'phone', 'tablet']);
    expect(EDITOR_RECORD_TYPES).toEqual([
      'album-track',
      'event-item',
      'gallery-image',
      'portfolio-item',
      'blog-post',
      'gallery-video',
    ]);
    expect(EDITOR_PRODUCT_AREAS).toEqual([
      'collection-editor',
      'item-catalog',
      'section-editor',
      'collection-settings',
    ]);
    expect(GALLERY_DESIGNS).toEqual([
      'grid',
      'autogrid',
      'autocolumns',
      'autorows',
      'carousel',
      'list',
      'stacked',
      'strip',
      'base',
    ]);
    expect(COOKIE_BANNER_THEMES).toEqual(['LIGHT', 'DARK']);
    expect(COOKIE_BANNER_VARIANTS).toEqual(['BAR', 'POPUP']);
    expect(COOKIE_BANNER_CTA_VARIANTS).toEqual(['TEXT', 'BUTTON', 'ICON']);
    expect(COOKIE_BANNER_ACCEPT_TYPES).toEqual(['OPT_IN', 'OPT_IN_AND_OUT']);
  });

  it('has nine popup overlay anchors, every row with every column, from top-left to bottom-right', () => {
    expect(POPUP_OVERLAY_POSITIONS).toHaveLength(9);
    expect(POPUP_OVERLAY_POSITIONS[0]).toBe('TOP_LEFT');
    expect(POPUP_OVERLAY_POSITIONS[8]).toBe('BOTTOM_RIGHT');
    for (const row of ['TOP', 'MIDDLE', 'BOTTOM']) {
      for (const column of ['LEFT', 'CENTER', 'RIGHT']) {
        expect(POPUP_OVERLAY_POSITIONS).toContain(`${row}_${column}`);
      }
    }
  });

  it.each(Object.entries(STRING_ENUMS))('%s has distinct values', (_name, values) => {
    expect(new Set(values).size).toBe(values.length);
  });
});

describe('isEnumValue', () => {
  it('accepts the values of a numeric enumeration and nothing else', () => {
    expect(isEnumValue(PageType, 2)).toBe(true);
    expect(isEnumValue(PageType, 301)).toBe(true);
    expect(isEnumValue(PageType, 4)).toBe(false);
    expect(isEnumValue(SiteUserRole, 5)).toBe(false);
    expect(isEnumValue(IconStyle, 0)).toBe(true);
  });

  it('is strict about types', () => {
    expect(isEnumValue(PageType, '2')).toBe(false);
    expect(isEnumValue(PageType, 'page')).toBe(false);
    expect(isEnumValue(PageType, Number.NaN)).toBe(false);
    expect(isEnumValue(PageType, null)).toBe(false);
    expect(isEnumValue(PageType, undefined)).toBe(false);
    expect(isEnumValue(PageType, 2.5)).toBe(false);
    expect(isEnumValue(PLATFORM_VERSIONS, 7)).toBe(false);
  });

  it('works on the string arrays, case-sensitively', () => {
    expect(isEnumValue(DEVICE_VIEWS, 'phone')).toBe(true);
    expect(isEnumValue(DEVICE_VIEWS, 'Phone')).toBe(false);
    expect(isEnumValue(PLATFORM_VERSIONS, '7.1')).toBe(true);
    expect(isEnumValue(COOKIE_BANNER_THEMES, 'light')).toBe(false);
  });

  it('narrows the type', () => {
    const value: unknown = 4;
    if (isEnumValue(ProductType, value)) {
      const narrowed: ProductType = value;
      expect(narrowed).toBe(ProductType.giftCard);
    } else {
      expect.unreachable();
    }
  });

  it('agrees with the listed values for any integer', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 400 }), (n) => {
        expect(isEnumValue(PageType, n)).toBe((Object.values(PageType) as number[]).includes(n));
      }),
    );
  });
});
