// The numeric and string enumerations of both spec documents, with the spec's exact values.
// Numeric ones are `as const` objects plus a type of the same name for their values; string ones are
// readonly arrays plus a union type.

/** Page types (both documents, section 2). */
export const PageType = {
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
} as const;
export type PageType = (typeof PageType)[keyof typeof PageType];

export const ItemPublicationState = {
  published: 1,
  scheduled: 2,
  needsReview: 3,
  draft: 4,
  private: 5,
  deleted: 6,
} as const;
export type ItemPublicationState = (typeof ItemPublicationState)[keyof typeof ItemPublicationState];

export const WebsiteSubscriptionStatus = {
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
} as const;
export type WebsiteSubscriptionStatus =
  (typeof WebsiteSubscriptionStatus)[keyof typeof WebsiteSubscriptionStatus];

export const SiteType = {
  classic: 1,
  coverPage: 2,
  parkingPage: 3,
  commerce: 4,
  enterprise: 5,
} as const;
export type SiteType = (typeof SiteType)[keyof typeof SiteType];

export const LayoutShellType = {
  coverPage: 1,
  lockScreen: 2,
  popupOverlay: 3,
} as const;
export type LayoutShellType = (typeof LayoutShellType)[keyof typeof LayoutShellType];

/** There is no role 5 in the spec. */
export const SiteUserRole = {
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
} as const;
export type SiteUserRole = (typeof SiteUserRole)[keyof typeof SiteUserRole];

export const ContentItemType = {
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
  /** The platform's own hosted video, as opposed to `video` (8), an embedded one. */
  platformVideo: 61,
  lesson: 62,
} as const;
export type ContentItemType = (typeof ContentItemType)[keyof typeof ContentItemType];

/** Block types of the layout engine (cover pages, lock screens, popup overlays). */
export const LayoutBlockType = {
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
} as const;
export type LayoutBlockType = (typeof LayoutBlockType)[keyof typeof LayoutBlockType];

/**
 * Page (content) block types. The spec numbers them 1–70 but names only these, so only these are
 * listed; validate other numbers against the range, not this table.
 */
export const PageBlockType = {
  form: 9,
  button: 53,
  summaryV2: 55,
  restaurantBookingV2: 66,
  memberArea: 67,
  secondBooking: 68,
  accordion: 69,
  marquee: 70,
} as const;
export type PageBlockType = (typeof PageBlockType)[keyof typeof PageBlockType];

/** Permission codes; the spec gives numbers only for these three (the others are unnumbered). */
export const PermissionCode = {
  authenticatedWithoutSitePermissions: 0,
  config: 1,
  admin: 2,
} as const;
export type PermissionCode = (typeof PermissionCode)[keyof typeof PermissionCode];

export const ProductType = {
  physical: 1,
  digital: 2,
  service: 3,
  giftCard: 4,
  paywall: 5,
} as const;
export type ProductType = (typeof ProductType)[keyof typeof ProductType];

export const MeasurementUnits = {
  imperial: 1,
  metric: 2,
} as const;
export type MeasurementUnits = (typeof MeasurementUnits)[keyof typeof MeasurementUnits];

export const InfoBarStyle = {
  none: 1,
  light: 2,
  dark: 3,
} as const;
export type InfoBarStyle = (typeof InfoBarStyle)[keyof typeof InfoBarStyle];

/** Visitor census event types. */
export const CensusEventType = {
  pageView: 1,
  siteSearch: 2,
  heartbeat: 10,
  audio: 20,
  video: 21,
} as const;
export type CensusEventType = (typeof CensusEventType)[keyof typeof CensusEventType];

/** Fieldsets of the form model in the form editor. */
export const FormFieldset = {
  build: 1,
  storage: 2,
  advanced: 3,
  captcha: 4,
  disclaimer: 5,
} as const;
export type FormFieldset = (typeof FormFieldset)[keyof typeof FormFieldset];

export const MapStyle = {
  original: 1,
  grayscale: 2,
  satellite: 3,
  minimalLight: 4,
  minimalDark: 5,
  minimalBlue: 6,
} as const;
export type MapStyle = (typeof MapStyle)[keyof typeof MapStyle];

/** Caption (or icon) display. */
export const CaptionDisplay = {
  none: 1,
  show: 2,
} as const;
export type CaptionDisplay = (typeof CaptionDisplay)[keyof typeof CaptionDisplay];

export const BorderColor = {
  none: 1,
  black: 2,
  white: 3,
} as const;
export type BorderColor = (typeof BorderColor)[keyof typeof BorderColor];

export const IconStyle = {
  default: 0,
  icon: 1,
} as const;
export type IconStyle = (typeof IconStyle)[keyof typeof IconStyle];

// String enumerations. Where the spec names a value in words only, the value is its kebab-case form.

export const PLATFORM_VERSIONS = ['7', '7.1', '8'] as const;
export type PlatformVersion = (typeof PLATFORM_VERSIONS)[number];

export const COLLECTION_VIEWS = ['list', 'grid', 'product'] as const;
export type CollectionView = (typeof COLLECTION_VIEWS)[number];

export const TWEAK_PAGE_TYPES = ['splash-page', 'lock-screen', 'popup-overlay', 'checkout', 'style'] as const;
export type TweakPageType = (typeof TWEAK_PAGE_TYPES)[number];

export const DEVICE_VIEWS = ['desktop', 'phone', 'tablet'] as const;
export type DeviceView = (typeof DEVICE_VIEWS)[number];

/** The nine anchors, row by row from top-left to bottom-right. */
export const POPUP_OVERLAY_POSITIONS = [
  'TOP_LEFT',
  'TOP_CENTER',
  'TOP_RIGHT',
  'MIDDLE_LEFT',
  'MIDDLE_CENTER',
  'MIDDLE_RIGHT',
  'BOTTOM_LEFT',
  'BOTTOM_CENTER',
  'BOTTOM_RIGHT',
] as const;
export type PopupOverlayPosition = (typeof POPUP_OVERLAY_POSITIONS)[number];

export const EDITOR_RECORD_TYPES = [
  'album-track',
  'event-item',
  'gallery-image',
  'portfolio-item',
  'blog-post',
  'gallery-video',
] as const;
export type EditorRecordType = (typeof EDITOR_RECORD_TYPES)[number];

/** Product areas named in editor analytics events. */
export const EDITOR_PRODUCT_AREAS = [
  'collection-editor',
  'item-catalog',
  'section-editor',
  'collection-settings',
] as const;
export type EditorProductArea = (typeof EDITOR_PRODUCT_AREAS)[number];

export const GALLERY_DESIGNS = [
  'grid',
  'autogrid',
  'autocolumns',
  'autorows',
  'carousel',
  'list',
  'stacked',
  'strip',
  'base',
] as const;
export type GalleryDesign = (typeof GALLERY_DESIGNS)[number];

export const COOKIE_BANNER_THEMES = ['LIGHT', 'DARK'] as const;
export type CookieBannerTheme = (typeof COOKIE_BANNER_THEMES)[number];

export const COOKIE_BANNER_VARIANTS = ['BAR', 'POPUP'] as const;
export type CookieBannerVariant = (typeof COOKIE_BANNER_VARIANTS)[number];

export const COOKIE_BANNER_CTA_VARIANTS = ['TEXT', 'BUTTON', 'ICON'] as const;
export type CookieBannerCtaVariant = (typeof COOKIE_BANNER_CTA_VARIANTS)[number];

export const COOKIE_BANNER_ACCEPT_TYPES = ['OPT_IN', 'OPT_IN_AND_OUT'] as const;
export type CookieBannerAcceptType = (typeof COOKIE_BANNER_ACCEPT_TYPES)[number];

/**
 * Whether `value` is one of the enumeration's values: works for the numeric `as const` objects
 * (`isEnumValue(PageType, 2)`) and the string arrays (`isEnumValue(DEVICE_VIEWS, 'phone')`).
 * Strict equality, so the string '2' is not a PageType.
 */
export function isEnumValue<const T extends readonly unknown[]>(
  values: T,
  value: unknown,
): value is T[number];
export function isEnumValue<const E extends Readonly<Record<string, unknown>>>(
  enumObject: E,
  value: unknown,
): value is E[keyof E];
export function isEnumValue(enumObject: object, value: unknown): boolean {
  return Object.values(enumObject).includes(value);
}
