// Every starter site, made as a new site on both engines, is whole: every page its navigation and
// content link to answers 200, every picture it shows is stored, its forms and header design are in
// place, and its pages pass the layout checks (applyTemplate refuses a layout that does not).
import {
  DEFAULT_LOOK,
  lookCss,
  lookWarnings,
  STARTER_SITE_KEYS,
  STARTER_SITES,
  type StarterSiteKey,
} from '@tessera/core';
import { allBlocks, validateLayout } from '@tessera/site';
import { STARTER_PAGE_TEMPLATES, type StarterPageTemplateId } from '@tessera/site/page-templates.ts';
import { describe, expect, it } from 'vitest';
import { ENGINES } from '../../../test/engines.ts';
import { ADMIN_EMAIL, Client, PLATFORM_ADDRESS } from '../../../test/harness.ts';
import { useTestApp } from '../../../test/suite.ts';
import { sanitizeRichText } from '../../content/rich-text.ts';
import { findAccountByEmail } from '../../identity/accounts.ts';
import { createWebsite } from '../../websites/create.ts';
import { SHOWCASE_TITLES, STARTER_TEMPLATES } from './index.ts';
import { starterPage } from './pages.ts';

/** Same-site addresses a page links to or shows, from its HTML. */
function addressesIn(html: string, attribute: 'href' | 'src'): string[] {
  return [...html.matchAll(new RegExp(`${attribute}="(/[^"#?]*)`, 'g'))].map((m) => m[1] as string);
}

/** Pages (not files, calls or the config area) a visitor can follow a link to. */
const isPage = (path: string) => !/^\/(s|api|config|assets|_)\b/.test(path) && !path.startsWith('//');

describe.each(ENGINES)('starter sites on %s', (engine) => {
  const suite = useTestApp(engine);

  const made = new Map<StarterSiteKey, Client>();
  async function makeSite(key: StarterSiteKey) {
    const existing = made.get(key);
    if (existing) return existing;
    const account = await findAccountByEmail(suite.db, ADMIN_EMAIL);
    const identifier = `starter-${key}`;
    await createWebsite(suite.db, suite.ctx.assets, {
      identifier,
      title: SHOWCASE_TITLES[key],
      ownerAccountId: account?.id ?? '',
      template: STARTER_TEMPLATES[key](SHOWCASE_TITLES[key]),
      address: PLATFORM_ADDRESS,
    });
    await suite.ctx.changes.publish({ websiteId: null, tags: [] });
    const client = new Client(suite.app, `${identifier}.tessera.test`);
    made.set(key, client);
    return client;
  }

  it.each(STARTER_SITE_KEYS)('%s: every linked page and picture answers', async (key) => {
    const visitor = await makeSite(key);
    const seen = new Set<string>();
    const queue = ['/'];
    const pictures = new Set<string>();
    while (queue.length > 0) {
      const path = queue.shift() as string;
      if (seen.has(path)) continue;
      seen.add(path);
      const response = await visitor.get(path);
      expect(response.statusCode, `${key}: ${path}`).toBe(200);
      if (!response.headers['content-type']?.toString().startsWith('text/html')) continue;
      for (const link of addressesIn(response.body, 'href').filter(isPage))
        if (!seen.has(link)) queue.push(link);
      for (const src of addressesIn(response.body, 'src')) if (src.startsWith('/s/')) pictures.add(src);
    }
    // The navigation, every page of it and the items they list were reached.
    expect(seen.size, key).toBeGreaterThanOrEqual(5);
    expect(pictures.size, key).toBeGreaterThan(0);
    for (const picture of pictures) expect((await visitor.get(picture)).statusCode, picture).toBe(200);
  });

  it.each(Object.keys(STARTER_PAGE_TEMPLATES) as StarterPageTemplateId[])(
    'offers %s as a page template that passes the layout checks',
    (id) => {
      const page = starterPage(id, 'A new page', 'A site');
      const checked = validateLayout(page.sections, { sanitizeHtml: sanitizeRichText });
      expect(checked.ok, JSON.stringify(checked)).toBe(true);
      // The page's own title is its first heading, in a column or not.
      const first = [...allBlocks(page.sections)].find((b) => b.type === 'heading' && b.data.level === 1);
      expect(first?.data.text).toBe('A new page');
    },
  );

  it.each(STARTER_SITE_KEYS)('%s: its look reads well, and its pages carry it', async (key) => {
    const template = STARTER_TEMPLATES[key](SHOWCASE_TITLES[key]);
    const look = template.look ?? DEFAULT_LOOK;
    expect(lookWarnings(look.palette)).toEqual([]);
    const home = (await (await makeSite(key)).get('/')).body;
    expect(home.includes(':root{--paper:')).toBe(key !== 'simple');
    if (template.look) expect(home).toContain(lookCss(template.look));
  });

  it('gives each starter its design, forms and lists', async () => {
    const restaurant = await makeSite('restaurant');
    const home = (await restaurant.get('/')).body;
    expect(home).toContain('Book a table');
    const booking = (await restaurant.get('/reservations')).body;
    expect(booking).toContain('Request a table');
    expect(booking).toContain('Allergies or occasions');
    const shop = await makeSite('shop');
    const products = await shop.get('/api/commerce/products');
    expect(products.statusCode).toBe(200);
    expect(JSON.stringify(products.json())).toContain('Canvas Tote');
    expect((await shop.get('/')).body).toContain('New arrivals');
    expect(Object.keys(STARTER_SITES)).toEqual(Object.keys(STARTER_TEMPLATES));
  });
});
