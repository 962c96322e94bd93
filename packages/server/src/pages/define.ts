// What a page type is: its spec number, how a path reaches it, what it loads, how its body renders,
// its status, head, caching and cache tags. One folder per page type defines one of these; the
// registry (registry.ts) lists them.
import type { PageType } from '@tessera/core';
import type { IslandTrigger, Section, ThirdPartyNeeds } from '@tessera/site';
import type { ReactNode } from 'react';
import type { Collection, Item } from '../db/schema.ts';
import type { PageContext, SiteRecord } from './context.ts';
import type { Outcome } from './outcome.ts';

/** What a page says about itself in the document's head. */
export interface PageHead {
  /** Shown before the site's title ("Journal — Fern & Kiln"); empty for the site's title alone */
  title: string;
  /** The page's own description; the site's description stands in when it is empty */
  description?: string;
  /** The page's address on its site ('/' for the home page); the requested path when absent */
  canonicalPath?: string;
  /** The owner's SEO title: the whole document title, in place of "title — site" */
  seoTitle?: string;
  /** The image shared with the page on social networks (og:image), a path on the site */
  socialImage?: { src: string; width: number; height: number } | null;
}

/** What the site context names as the page's collection and item. */
export interface PageSubject {
  collection: Collection | null;
  item: Item | null;
}

/** Given to `render` besides the loaded data. */
export interface RenderEnv {
  /** The crumb a form posting back must carry; set only for page types that declare `needsCrumb` */
  crumb: string | null;
}

// ——— Routes ———

type ParamNames<Pattern extends string> = Pattern extends `${infer Head}/${infer Tail}`
  ? ParamNames<Head> | ParamNames<Tail>
  : Pattern extends `:${infer Name}` | `*${infer Name}`
    ? Name
    : never;

/** The parameters of a path pattern: '/:collection/:item' → { collection: string; item: string }. */
export type RouteParams<Pattern extends string> = { [Name in ParamNames<Pattern>]: string };

export interface RouteSpec<Pattern extends string> {
  /**
   * Literal segments and :parameters, e.g. '/pages/:id'; a last *parameter takes one or more
   * segments, joined by '/' ('/:collection/*path': a blog post's dated path). Segments are compared
   * lower-cased.
   */
  path: Pattern;
  /** A check for each parameter's value (decoded and lower-cased); a path failing one is not this route's */
  params: { [Name in ParamNames<Pattern>]: (value: string) => boolean };
  /** What the page shows for these parameters: a page type and its data, not found, or a lock screen */
  load(params: RouteParams<Pattern>, ctx: PageContext): Promise<Outcome>;
}

type Segment =
  | { literal: string; rest?: undefined }
  | { param: string; rest?: true; check: (value: string) => boolean };

/** A route as the registry keeps it: its pattern, a matcher and its loader. */
export interface PageRoute {
  readonly pattern: string;
  readonly segments: readonly Segment[];
  /** The parameters when the path's segments fit this route, else null. */
  match(segments: readonly string[]): Record<string, string> | null;
  load(params: Record<string, string>, ctx: PageContext): Promise<Outcome>;
}

export function route<const Pattern extends string>(spec: RouteSpec<Pattern>): PageRoute {
  const checks = spec.params as Record<string, (value: string) => boolean>;
  const segments: Segment[] = spec.path
    .split('/')
    .filter(Boolean)
    .map((part, index, parts) => {
      const rest = part.startsWith('*');
      if (rest && index !== parts.length - 1)
        throw new Error(`Route ${spec.path}: only the last segment takes the rest`);
      if (!part.startsWith(':') && !rest) return { literal: part.toLowerCase() };
      const param = part.slice(1);
      const check = checks[param];
      if (!check) throw new Error(`Route ${spec.path} has no check for ${part}`);
      return rest ? { param, rest: true as const, check } : { param, check };
    });
  return {
    pattern: spec.path,
    segments,
    match(parts) {
      const takesRest = segments.at(-1)?.rest === true;
      if (takesRest ? parts.length < segments.length : parts.length !== segments.length) return null;
      const params: Record<string, string> = {};
      for (const [index, segment] of segments.entries()) {
        const part = segment.rest ? parts.slice(index).join('/') : (parts[index] ?? '');
        if ('literal' in segment) {
          if (part !== segment.literal) return null;
        } else {
          if (!segment.check(part)) return null;
          params[segment.param] = part;
        }
      }
      return params;
    },
    load: (params, ctx) => spec.load(params as RouteParams<Pattern>, ctx),
  };
}

// ——— Page types ———

export interface PageTypeDefinition<Data> {
  /** The folder's name: logs, tests, and the body's class (page-<name>) unless bodyClass says otherwise */
  readonly name: string;
  /** The spec's number, put in the site context */
  readonly pageType: PageType;
  /** How a path reaches it; absent for a type reached only as another's outcome (lock screen, splash…) */
  readonly route?: PageRoute;
  readonly status: number;
  /** Where what it shows decides its status (the member pages: 401 signed out, 200 for a member) */
  statusOf?(data: Data): number;
  /** Whether visitors without a session may share one cached rendering */
  readonly cacheable: boolean;
  /**
   * For a cacheable page whose rendering depends on its query (search): the query as the page reads
   * it. Each value is cached as a page of its own, apart from the other pages (a cache of query pages
   * with its own bound: endless made-up queries push out only other queries). Undefined for a query
   * the page does not read (a collection's list without a filter): cached under its path alone.
   * Asked again with what was shown (`data`): a rendering whose key then differs is not kept.
   */
  // A method, so a type stays assignable whatever its Data (the registry holds every type).
  queryKey?(query: Readonly<Record<string, string | undefined>>, data?: Data): string | undefined;
  /** Whether it has a form posting back: only such pages may set the crumb cookie */
  readonly needsCrumb: boolean;
  /** Rendered without the site's header and footer */
  readonly bare: boolean;
  /** What its rendering depends on, besides `site` (which every page carries) */
  tags(data: Data): string[];
  head(data: Data, site: SiteRecord): PageHead;
  subject(data: Data): PageSubject;
  bodyClass(data: Data): string;
  /** The layout sections the body shows (their blocks' CSS goes in the page's stylesheet) */
  sections(data: Data): readonly Section[];
  /**
   * What the body needs from third parties besides its sections' blocks (a post's comment provider):
   * the page's CSP allows it on this page only
   */
  thirdParties?(data: Data): ThirdPartyNeeds | null;
  /** The islands its body holds besides its sections' blocks' (the cart's, a post's comment form) */
  readonly islands?: readonly IslandTrigger[];
  /** The page's body: server-rendered React, inside the site's chrome */
  render(data: Data, env: RenderEnv): ReactNode;
}

type Defaults =
  | 'status'
  | 'cacheable'
  | 'needsCrumb'
  | 'bare'
  | 'tags'
  | 'subject'
  | 'bodyClass'
  | 'sections';

/** A page type; left out, it answers 200, is not cached, needs no crumb, has the chrome and no tags. */
export function definePageType<Data>(
  definition: Omit<PageTypeDefinition<Data>, Defaults> & Partial<Pick<PageTypeDefinition<Data>, Defaults>>,
): PageTypeDefinition<Data> {
  const typed: PageTypeDefinition<Data> = {
    status: 200,
    cacheable: false,
    needsCrumb: false,
    bare: false,
    tags: () => [],
    subject: () => ({ collection: null, item: null }),
    bodyClass: () => `page-${definition.name}`,
    sections: () => [],
    ...definition,
  };
  if (typed.cacheable && typed.needsCrumb) {
    // A shared cached page would hand every visitor the same crumb cookie-less form.
    throw new Error(`Page type ${typed.name} cannot be both cacheable and need the crumb`);
  }
  return typed;
}

/**
 * An address that is not a page type of its own: it finds what to show and hands over to the type
 * that shows it (the home page, /pages/{id}).
 */
export interface PageAddress {
  readonly name: string;
  readonly route: PageRoute;
}

export function defineAddress(address: PageAddress): PageAddress {
  return address;
}
