// What the server hands the page components: everything already resolved and formatted (money,
// dates, labels come from @tessera/core on the server), so rendering is a pure function of this.
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

export interface ProductCard {
  title: string;
  href: string;
  priceLabel: string;
  typeLabel: string;
  soldOut: boolean;
  image: ImageRef | null;
}

export type PageBody =
  | { kind: 'layout'; title: string; sections: Section[] }
  | { kind: 'blog'; title: string; description: string; posts: ListEntry[] }
  | {
      kind: 'post';
      title: string;
      meta: string;
      image: ImageRef | null;
      sections: Section[];
      backHref: string;
      backLabel: string;
    }
  | {
      kind: 'gallery';
      title: string;
      description: string;
      images: (ImageRef & { title: string; href: string })[];
    }
  | {
      kind: 'gallery-image';
      title: string;
      description: string;
      image: ImageRef;
      backHref: string;
      backLabel: string;
    }
  | { kind: 'products'; title: string; description: string; products: ProductCard[] }
  | {
      kind: 'product';
      title: string;
      description: string;
      priceLabel: string;
      typeLabel: string;
      soldOut: boolean;
      image: ImageRef | null;
      options: { name: string; values: string[] }[];
      backHref: string;
      backLabel: string;
    }
  | { kind: 'splash'; title: string; sections: Section[]; enterHref: string }
  | { kind: 'search'; query: string; results: ListEntry[] }
  | { kind: 'not-found'; path: string }
  | { kind: 'error' }
  | {
      kind: 'lock';
      scope: 'site' | 'page';
      title: string;
      action: string;
      /** Why the last try did not unlock: a wrong password, or too many tries */
      error: string | null;
    };

export interface PageModel {
  documentTitle: string;
  description: string;
  locale: string;
  chrome: SiteChrome;
  body: PageBody;
  context: SiteContext;
  /** The runtime entry and its stylesheets, from the site build's manifest; null when not built */
  runtime: { script: string; preload: string[] } | null;
}
