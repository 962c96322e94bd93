// The starter sites a new site can be made from (the platform home's "Create a site"), by key. Each
// key names a template in the server's seed/starters/; the names and descriptions are what the
// chooser shows, and the pages panel offers each starter's own pages again as page templates.

export const STARTER_SITES = {
  simple: {
    name: 'Simple',
    description: 'A home page, an about page, a blog and a contact page, ready to fill in.',
  },
  portfolio: {
    name: 'Portfolio',
    description: 'Selected work in a gallery, a case study, an about page and an enquiry form.',
  },
  shop: {
    name: 'Shop',
    description: 'Products with options, shipping rates, questions answered and a contact form.',
  },
  restaurant: {
    name: 'Restaurant',
    description: 'A menu with prices, opening hours, a table-booking form and a gallery.',
  },
  magazine: {
    name: 'Magazine',
    description: 'Stories with authors, tags and categories, a masthead and a pitch form.',
  },
  studio: {
    name: 'Studio',
    description: 'Classes and prices for a small business, the team, and a way to get in touch.',
  },
} as const;

export type StarterSiteKey = keyof typeof STARTER_SITES;
export const STARTER_SITE_KEYS = Object.keys(STARTER_SITES) as [StarterSiteKey, ...StarterSiteKey[]];
export const DEFAULT_STARTER_SITE: StarterSiteKey = 'simple';
export const STARTER_SITE_UNKNOWN = 'Choose one of the templates.';

export function isStarterSiteKey(value: unknown): value is StarterSiteKey {
  return typeof value === 'string' && Object.hasOwn(STARTER_SITES, value);
}

/**
 * The address of a starter's showcase site (`template-<key>`): a site the platform makes on first
 * preview, so the chooser's Preview shows the template as visitors would see it. No account can
 * create a site at one of these addresses.
 */
export function showcaseIdentifier(key: StarterSiteKey): string {
  return `template-${key}`;
}
