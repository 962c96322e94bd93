// What the server hands the document: everything already resolved and formatted (money, dates,
// labels come from @tessera/core on the server), and the body already made by the page type's
// component, so rendering is a pure function of this.
import type { ReactNode } from 'react';
import type { Section } from '../blocks/layout.ts';
import type { SiteContext } from '../context.ts';

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
}

export interface SiteChrome {
  siteTitle: string;
  tagline: string;
  navigation: NavLink[];
  footerNavigation: NavLink[];
  footerText: string;
}

export interface ListEntry {
  title: string;
  href: string;
  excerpt: string;
  meta: string;
  image: ImageRef | null;
}

export interface PageModel {
  documentTitle: string;
  /** Never empty: the page's own description, else the site's */
  description: string;
  /** The page's address on its site: base URL + canonical path */
  canonicalUrl: string;
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
  /** The runtime entry and its stylesheets, from the site build's manifest; null when not built */
  runtime: { script: string; preload: string[] } | null;
}
