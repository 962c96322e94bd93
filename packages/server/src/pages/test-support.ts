// Rendering a path of the demo site in tests, without HTTP: the page types' own tests use this.
import { expect } from 'vitest';
import type { DemoSite } from '../../test/demo-site.ts';
import type { Db } from '../db/database.ts';
import type { WebsiteSettings } from '../websites/settings.ts';
import type { PageRequest, Viewer } from './context.ts';
import type { Outcome } from './outcome.ts';
import { type RenderedPage, renderRequest, resolve } from './render.ts';
import type { PageRegistry } from './router.ts';

export const BASE_URL = 'http://demo.tessera.test';
export const TEST_CRUMB = 'test-crumb.signature';

export const VISITOR: Viewer = { account: null, roles: [], canPreview: false, unlocked: [] };
export const OWNER: Viewer = {
  account: { id: 'owner', email: 'owner@example.com', displayName: 'Site owner' },
  roles: [1],
  canPreview: true,
  unlocked: [],
};

export interface RenderTestOptions {
  viewer?: Viewer;
  query?: Record<string, string>;
  registry?: PageRegistry;
  /** Read through another handle on the database (e.g. one that counts queries) */
  db?: Db;
  settings?: Partial<WebsiteSettings>;
}

export interface RenderedForTest extends RenderedPage {
  /** How often the page asked for the crumb (only page types that need it may) */
  crumbsGiven: number;
  errors: unknown[];
}

function requestFor(path: string, options: RenderTestOptions): PageRequest {
  return { path, query: options.query ?? {}, baseUrl: BASE_URL, appDomain: 'tessera.test' };
}

async function siteFor(demo: DemoSite, options: RenderTestOptions) {
  const site = await demo.site();
  return { ...site, settings: { ...site.settings, ...options.settings } };
}

export async function renderPath(
  demo: DemoSite,
  path: string,
  options: RenderTestOptions = {},
): Promise<RenderedForTest> {
  let crumbsGiven = 0;
  const errors: unknown[] = [];
  const page = await renderRequest(
    options.db ?? demo.db,
    await siteFor(demo, options),
    options.viewer ?? VISITOR,
    requestFor(path, options),
    {
      runtime: null,
      crumb: () => {
        crumbsGiven++;
        return TEST_CRUMB;
      },
      onError: (error) => errors.push(error),
      ...(options.registry ? { registry: options.registry } : {}),
    },
  );
  return { ...page, crumbsGiven, errors };
}

/** What `load` answered for a path, before it was rendered. */
export async function outcomeOf(
  demo: DemoSite,
  path: string,
  options: RenderTestOptions = {},
): Promise<Outcome> {
  return resolve(
    {
      db: options.db ?? demo.db,
      site: await siteFor(demo, options),
      viewer: options.viewer ?? VISITOR,
      request: requestFor(path, options),
      now: Date.now(),
    },
    options.registry,
  );
}

/** The name of the page type an outcome shows, or the outcome's kind. */
export function shownName(outcome: Outcome): string {
  return outcome.kind === 'show' ? outcome.type.name : outcome.kind;
}

/** The page's <img> elements' loading attributes, in document order (React's image preloads left out). */
export function imageLoading(html: string): { src: string; loading: string; fetchpriority: string }[] {
  return [...html.matchAll(/<img\b[^>]*>/g)].map(([tag]) => ({
    src: /\bsrc="([^"]*)"/.exec(tag)?.[1] ?? '',
    loading: /\bloading="([^"]*)"/.exec(tag)?.[1] ?? '',
    // React writes the attribute as fetchPriority; HTML attribute names are case-insensitive.
    fetchpriority: /\bfetchpriority="([^"]*)"/i.exec(tag)?.[1] ?? '',
  }));
}

/** The first image of a page loads at once with high priority; every other one lazily. */
export function expectFirstImageEager(html: string): void {
  const [first, ...rest] = imageLoading(html);
  expect(first, 'the page has an image').toBeDefined();
  expect(first).toMatchObject({ loading: 'eager', fetchpriority: 'high' });
  for (const image of rest) expect(image).toMatchObject({ loading: 'lazy', fetchpriority: '' });
}

export function headOf(html: string): { title: string; description: string; canonical: string } {
  return {
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '',
    description: /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '',
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1] ?? '',
  };
}
