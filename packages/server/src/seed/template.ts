// A site template is plain data: pages with sections of blocks, collections with items, navigation,
// footer.
// The demo site and the starter content for new sites are both templates, seeded by one function.
import type { FormDefinition, ShippingZone, SiteLook } from '@tessera/core';
import {
  type Block,
  blockDefinition,
  type CollectionType,
  DEFAULT_SECTION_SETTINGS,
  newBlockId,
  type Section,
  type SectionSettings,
} from '@tessera/site';
import type { SiteHeaderSettings, SocialLink } from '@tessera/site/site-design.ts';

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
  sections?: Section[];
  /** Product data (structuredContent) for shop items */
  product?: Record<string, unknown>;
  /** A digital product's file: a one-page PDF of these lines (ASCII), sold with the product */
  digitalFile?: { name: string; title: string; lines: string[] };
  /** A blog post's author, tags and categories */
  author?: string;
  tags?: string[];
  categories?: string[];
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
  sections?: Section[];
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
  /** The header's design (its navigation style, a call-to-action button); the defaults otherwise */
  header?: Partial<Pick<SiteHeaderSettings, 'navigationStyle' | 'cta'>>;
  /** The site's palette, fonts and corners (the default look unless set) */
  look?: SiteLook;
  /** The footer's social links */
  social?: SocialLink[];
  /** Forms the layouts' form blocks name by id (each id fresh for the site: form ids are global) */
  forms?: FormDefinition[];
  /** Mailing lists the layouts' newsletter blocks name by id (fresh for the site, like forms) */
  mailingLists?: { id: string; name: string }[];
  /** The store's shipping zones, for a template that sells things to be sent */
  shippingZones?: ShippingZone[];
}

/** A section with the default settings (a light, wide section with medium padding) unless told otherwise. */
export function section(blocks: Block[], settings: Partial<SectionSettings> = {}): Section {
  return { id: newBlockId('section'), ...DEFAULT_SECTION_SETTINGS, ...settings, blocks };
}

/** A block of a type, at the type's current version (the data must be that version's shape). */
export function block(type: string, data: Record<string, unknown>): Block {
  const definition = blockDefinition(type);
  if (!definition) throw new Error(`Templates name an unknown block type: ${type}`);
  return { id: newBlockId(type), type, version: definition.version, data };
}

/**
 * A product variant as a template's product data gives it (commerce/catalogue/item-data.ts): a
 * price in cents, its stock, its option values by option name; no SKU unless `extra` names one (the
 * catalogue then makes one).
 */
export function templateVariant(
  price: number,
  qtyInStock: number,
  options: Record<string, string>,
  extra: Record<string, unknown> = {},
) {
  return {
    price,
    salePrice: 0,
    onSale: false,
    qtyInStock,
    unlimited: false,
    sku: '',
    optionValues: Object.entries(options).map(([optionName, value]) => ({ optionName, value })),
    ...extra,
  };
}

/** Builders for the blocks templates use, at their types' current versions. */
export const blocks = {
  heading: (text: string, level: 1 | 2 | 3 = 2): Block => block('heading', { text, level }),
  /** Rich text as HTML: the seed sanitises it like any saved layout. */
  text: (html: string): Block => block('text', { html }),
  image: (
    name: string,
    alt: string,
    caption = '',
    { width = 1200, height = 800, aspect = 'original', focalPoint = { x: 50, y: 50 } } = {},
  ): Block =>
    block('image', { image: { src: `/s/${name}`, width, height }, alt, caption, focalPoint, aspect }),
  button: (label: string, href: string, style: 'primary' | 'secondary' = 'primary'): Block =>
    block('button', { label, href, style, newWindow: false }),
  quote: (text: string, source = ''): Block => block('quote', { text, source }),
  divider: (lineStyle = 'solid', width = 'full', thickness = 'thin'): Block =>
    block('divider', { lineStyle, width, thickness }),
  spacer: (size: 'small' | 'medium' | 'large' | 'xlarge' = 'medium'): Block => block('spacer', { size }),
  columns: (slots: Block[][], ratio = 'equal', align = 'top'): Block => ({
    ...block('columns', { ratio, align }),
    slots,
  }),
  /** A block stored at an older version of its type (tests of migration on import) */
  atVersion: (type: string, data: Record<string, unknown>, version: number): Block => ({
    ...block(type, {}),
    version,
    data,
  }),
};
