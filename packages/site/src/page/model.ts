// What the server hands the document: everything already resolved and formatted (money, dates,
// labels come from @tessera/core on the server), and the body already made by the page type's
// component, so rendering is a pure function of this.
import type { MobileInfoBarSettings } from '@tessera/core';
import type { ReactNode } from 'react';
import type { Section } from '../blocks/section.ts';
import type { CookieBannerModel } from '../consent/CookieBanner.tsx';
import type { SiteContext } from '../context.ts';
import type { AnnouncementBarModel } from '../overlays/AnnouncementBar.tsx';
import type { PopupOverlayModel } from '../overlays/PopupOverlay.tsx';

export interface NavLink {
  label: string;
  href: string;
  current: boolean;
}

export interface ImageRef {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** '#rrggbb': the image's dominant colour, shown while it loads */
  placeholder?: string | undefined;
}

export interface SiteChrome {
  siteTitle: string;
  tagline: string;
  navigation: NavLink[];
  footerNavigation: NavLink[];
  footerText: string;
  // The header and footer the owner set (GET/PUT /api/site-header-footer); absent: the plain chrome.
  /** The header's logo; its alternative text is the site's title */
  logo?: ImageRef | null;
  /** Whether the title shows beside the logo (without a logo it always shows) */
  showTitle?: boolean;
  /** 'menu' folds the main navigation behind a Menu button */
  navigationStyle?: 'inline' | 'menu';
  /** The header's call-to-action button */
  cta?: { label: string; href: string } | null;
  /** Links the owner added to the footer, after the pages placed there */
  footerLinks?: { label: string; href: string }[];
  /** Social profiles: `label` is the network's name, the link's accessible name */
  socialLinks?: { network: string; label: string; href: string }[];
  /** The browser tab's icon */
  favicon?: string | null;
  /** A site with a shop shows the header's cart, in the store's currency */
  store?: { currency: string } | null;
}

export interface ListEntry {
  title: string;
  href: string;
  excerpt: string;
  meta: string;
  image: ImageRef | null;
  /** A blog post's link to its comments, when the site takes comments */
  comments?: { label: string; href: string } | undefined;
}

export interface PageModel {
  documentTitle: string;
  /** Never empty: the page's own description, else the site's */
  description: string;
  /** The page's address on its site: base URL + canonical path */
  canonicalUrl: string;
  /** The image social networks show with a shared link (og:image): an absolute URL and its size */
  socialImage?: { src: string; width: number; height: number } | null;
  locale: string;
  chrome: SiteChrome;
  /** Without the site's header and footer (the lock screen, a splash page) */
  bare: boolean;
  /** The body element's class, naming the kind of page (e.g. page-blog) */
  bodyClass: string;
  /** The page type's body, rendered inside <main> */
  body: ReactNode;
  /** The layout sections the body shows: their block types' CSS and colours go in the page's stylesheet */
  sections: readonly Section[];
  context: SiteContext;
  /** The cookie banner, when the owner turned it on (hidden once the visitor has chosen) */
  cookieBanner?: CookieBannerModel | null;
  /** The announcement bar, the mobile information bar and the popup overlay, where the site has them */
  overlays?: PageOverlays | null;
  /** The site's look as CSS (core's lookCss): empty for the default look */
  lookCss?: string;
  /** The runtime entry and its stylesheets, from the site build's manifest; null when not built */
  runtime: { script: string; preload: string[] } | null;
}

/** The page's overlays and bars (overlays/): each null where the site does not show it on this page. */
export interface PageOverlays {
  announcementBar: AnnouncementBarModel | null;
  mobileInfoBar: MobileInfoBarSettings | null;
  popup: PopupOverlayModel | null;
}
