// The site context ("page context", spec section 3): embedded by the server in every page as
// JSON in <script id="tessera-context" type="application/json">. Nothing secret goes in here.
import type { MobileInfoBarSettings, PopupOverlayContextSettings, TrackingCookiePolicy } from '@tessera/core';

export const SITE_CONTEXT_ELEMENT_ID = 'tessera-context';

/** The kinds of collection a site is made of: a page, or a list of posts, images, products or events. */
export const COLLECTION_TYPES = ['page', 'blog', 'gallery', 'products', 'events'] as const;
export type CollectionType = (typeof COLLECTION_TYPES)[number];

export interface ContextCollection {
  id: string;
  title: string;
  urlId: string;
  type: CollectionType;
  fullUrl: string;
}

export interface ContextItem {
  id: string;
  title: string;
  urlId: string;
  recordType: number;
  fullUrl: string;
}

export interface WebsiteSettingsContext {
  commentsEnabled: boolean;
  commentProviderShortname: string | null;
  pinterestOverlayOptions: { mode: string };
  /** The spec's popup settings (and its position) when the site shows a popup; null when it does not */
  popupOverlaySettings: PopupOverlayContextSettings | null;
  /** The mobile information bar when the site shows one (style other than none); null when not */
  mobileInfoBarSettings: MobileInfoBarSettings | null;
  useEscapeKeyToLogin: boolean;
  /** The forms' captcha (spec: the site key is read from the site context); ALTCHA has no key */
  captchaSettings: { provider: 'altcha' | 'recaptcha' | 'hcaptcha' | 'turnstile'; siteKey: string };
  /** The cookie banner's rules for tracking cookies (the runtime clears those it may not keep) */
  cookiePolicy: TrackingCookiePolicy;
  /** Whether the visitor census counts page views on this site (the runtime sends no hit otherwise) */
  censusEnabled: boolean;
}

export interface SiteContext {
  websiteSettings: WebsiteSettingsContext;
  /** PageType from @tessera/core */
  pageType: number;
  collection: ContextCollection | null;
  item: ContextItem | null;
  collectionId: string | null;
  itemId: string | null;
  /** SiteUserRole values the signed-in account holds on this site; empty for visitors */
  websiteRoles: number[];
  authenticatedAccount: { id: string; email: string; displayName: string } | null;
  website: {
    id: string;
    identifier: string;
    siteTitle: string;
    baseUrl: string;
    fontServiceId: string | null;
    developerMode: boolean;
    cloneable: boolean;
    /** SiteType from @tessera/core */
    websiteType: number;
    /** WebsiteSubscriptionStatus from @tessera/core */
    siteStatus: { value: number };
  };
  appDomain: string;
  /**
   * The feature toggles' configuration for this page (core's features.ts): today the visitor's
   * variant of each running split test shown, `split:<id>` on ("true") for variant B. Absent (a page
   * made elsewhere): the configuration is "not loaded"
   */
  features?: Record<string, { type: 'boolean' | 'string' | 'number'; variant: string }>;
  /**
   * Who may see this page (core's PagePermissionType), sent with a form's submission as the spec's
   * pagePermissionTypeValue. The server reads member areas again when it stores one (forms/page-source.ts)
   */
  pagePermissionTypeValue?: number;
  /** Set on the not-found page (page type 100): the path that was asked for */
  notFoundPath?: string;
}

/** Reads the context the server embedded; null when the page has none (e.g. a plain file). */
export function readSiteContext(doc: Document = document): SiteContext | null {
  const element = doc.getElementById(SITE_CONTEXT_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as SiteContext;
  } catch {
    return null;
  }
}
