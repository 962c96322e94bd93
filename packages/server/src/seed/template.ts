// A site template is plain data: pages with blocks, collections with items, navigation, footer.
// The demo site and the starter content for new sites are both templates, seeded by one function.
import type { Block, CollectionType } from '@tessera/site';

export interface TemplateImage {
  name: string;
  alt: string;
  seed: number;
  width?: number;
  height?: number;
}

export interface TemplateItem {
  urlId: string;
  title: string;
  excerpt?: string;
  /** Days before the seeding moment */
  publishedDaysAgo?: number;
  image?: TemplateImage;
  blocks?: Block[];
  /** Product data (structuredContent) for shop items */
  product?: Record<string, unknown>;
}

export interface TemplateCollection {
  key: string;
  type: CollectionType;
  urlId: string;
  title: string;
  description?: string;
  /** Defaults to published */
  publicationState?: number;
  password?: string;
  blocks?: Block[];
  items?: TemplateItem[];
  navigation?: 'main' | 'footer';
  navigationLabel?: string;
}

export interface SiteTemplate {
  title: string;
  tagline: string;
  homeKey: string;
  collections: TemplateCollection[];
  footerText: string;
  /** Extra footer links that are not collections, e.g. /search */
  footerLinks?: { label: string; url: string }[];
}

let blockCounter = 0;
/** Block ids only need to be unique within their layout. */
export function blockId(prefix: string): string {
  blockCounter += 1;
  return `${prefix}-${blockCounter.toString(36)}`;
}

/** Builders for the blocks templates use most. */
export const blocks = {
  heading: (text: string, level: 1 | 2 | 3 = 2): Block => ({
    id: blockId('heading'),
    type: 'heading',
    data: { text, level },
  }),
  text: (value: string): Block => ({ id: blockId('text'), type: 'text', data: { text: value } }),
  image: (name: string, alt: string, caption = '', width = 1200, height = 800): Block => ({
    id: blockId('image'),
    type: 'image',
    data: { src: `/s/${name}`, alt, caption, width, height },
  }),
  button: (label: string, href: string, style: 'primary' | 'secondary' = 'primary'): Block => ({
    id: blockId('button'),
    type: 'button',
    data: { label, href, style, newWindow: false },
  }),
};
