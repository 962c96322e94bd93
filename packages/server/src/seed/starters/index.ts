// The starter sites by key (core's STARTER_SITES names and describes them): each a function from the
// new site's title to its template, so the title appears where the template names the site.
import type { StarterSiteKey } from '@tessera/core';
import type { SiteTemplate } from '../template.ts';
import { magazineTemplate } from './magazine.ts';
import { portfolioTemplate } from './portfolio.ts';
import { restaurantTemplate } from './restaurant.ts';
import { shopTemplate } from './shop.ts';
import { starterTemplate } from './simple.ts';
import { studioTemplate } from './studio.ts';

export const STARTER_TEMPLATES: Record<StarterSiteKey, (title: string) => SiteTemplate> = {
  simple: starterTemplate,
  portfolio: portfolioTemplate,
  shop: shopTemplate,
  restaurant: restaurantTemplate,
  magazine: magazineTemplate,
  studio: studioTemplate,
};

/** The title a starter's showcase site (its preview) goes by. */
export const SHOWCASE_TITLES: Record<StarterSiteKey, string> = {
  simple: 'Maple & Ink',
  portfolio: 'Ines Marlow Photography',
  shop: 'Northwind Supply',
  restaurant: 'Olive & Ember',
  magazine: 'Field Notes',
  studio: 'Juniper Studio',
};
