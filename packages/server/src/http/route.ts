// How a route is declared: once, with what it accepts (Zod schemas), what it answers, who may call
// it, whether it needs the crumb and how often it may be called. Every feature declares its routes
// with these words, so they live below the features; the route table (routes/table.ts) gathers the
// routes, Fastify is registered from it (routes/register.ts), /api/openapi.json is generated from it
// (routes/openapi.ts), and the fuzz, CSRF and access suites walk it, so a route is held to the bar
// the moment it is declared.
import type { Permission } from '@tessera/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Account, SiteMember, Website } from '../db/schema.ts';
import type { AppContext } from './context.ts';
import type { HttpError } from './errors.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Which hosts a route answers on: a site's host, the platform home's, either ('any'), or also a host
 * that names no site ('everywhere': the health check, static files, the favicon).
 */
export type HostKind = 'site' | 'platform' | 'any' | 'everywhere';

/**
 * Who may call a route. `permission` is a permission on the site of the request's host; `member` is
 * a site member signed in on that host (members/sessions.ts), never an owner's session, and a
 * state-changing member call must also carry the member session's X-SiteUser-XSRF-Token.
 */
export type Access =
  | { kind: 'public' }
  | { kind: 'account' }
  | { kind: 'permission'; permission: Permission }
  | { kind: 'member' };

export const PUBLIC: Access = { kind: 'public' };
export const SIGNED_IN: Access = { kind: 'account' };
export const SITE_MEMBER: Access = { kind: 'member' };
export function requires(permission: Permission): Access {
  return { kind: 'permission', permission };
}

/** At most `max` calls per client address in `windowMs`; more are answered 429. */
export interface RateLimit {
  max: number;
  windowMs: number;
}

/** What a successful call answers, for the OpenAPI document and the contract suites. */
export type Answer =
  | { kind: 'json'; status?: number; schema: z.ZodType; description: string }
  | { kind: 'empty'; description: string }
  | { kind: 'html'; description: string }
  | { kind: 'redirect'; description: string }
  | { kind: 'file'; contentType: string; description: string };

/** A site member signed in on the request's host (members/sessions.ts), and the session's xsrfToken. */
export interface SignedInMember {
  member: SiteMember;
  xsrfToken: string;
}

export interface RouteInput<Params, Query, Body, H extends HostKind> {
  params: Params;
  query: Query;
  body: Body;
  ctx: AppContext;
  request: FastifyRequest;
  reply: FastifyReply;
  /** The host's site: always there on a site route, null on the platform home */
  site: H extends 'site' ? Website : Website | null;
  /** The signed-in account (always there when access requires one) */
  account: Account | null;
  /** The account's roles on the host's site */
  roles: number[];
  /** The site member signed in on this host (always there when access is SITE_MEMBER) */
  member: SignedInMember | null;
}

type Schema = z.ZodType;
type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface RouteDefinition<
  P extends Schema | undefined = Schema | undefined,
  Q extends Schema | undefined = Schema | undefined,
  B extends Schema | undefined = Schema | undefined,
  H extends HostKind = HostKind,
> {
  method: Method;
  /** Fastify's path syntax: '/api/config/pages/:id', '/s/:name', '/*' */
  path: string;
  host: H;
  /** One line for the OpenAPI document */
  summary: string;
  /** A group for the OpenAPI document: the feature's name */
  tag: string;
  params?: P;
  query?: Q;
  body?: B;
  /** How the body arrives, for the document and the fuzzer; JSON by default */
  bodyType?: 'json' | 'form';
  /**
   * The body is a file's bytes, sent as application/octet-stream: Fastify leaves it unread and the
   * handler reads `request.raw` itself, after the route's checks (so no one else can make the server
   * read a large body). Any other route refuses that content type.
   */
  fileBody?: boolean;
  answer: Answer;
  access: Access;
  /** Whether the call must carry the crumb; every state-changing route does, unless `withoutCrumb` */
  crumb: boolean;
  /**
   * Why a public state-changing route takes no crumb: it acts on no one's authority but what the
   * request itself holds (an address any stranger could sign up, a signed link), and is posted by a
   * plain HTML form on a cached page, which has no crumb to send. Only public routes may say so.
   */
  withoutCrumb?: string;
  rateLimit: RateLimit | null;
  /**
   * A page route (a GET that renders HTML from its address): control characters in its query are
   * dropped rather than refused, as it only displays what it reads.
   */
  page?: boolean;
  /**
   * Whether the handler reads the signed-in account or its roles on a public route (they are looked
   * up for every route that is not public, and for no other).
   */
  readsAccount?: boolean;
  /**
   * The answer is the same for every caller of a site (public data, read with no account or query):
   * kept in the page cache by site and path, compressed and with an ETag, until a change names one of
   * these tags (shared/cache-tags.ts Tags; anyChange for any change to the site). routes/shared-answer.ts.
   */
  sharedAnswer?: { tags: readonly string[] };
  /**
   * Why a GET may store something the first time it is asked (what it shows is made once, on
   * demand, and every later call finds it): the contract's fuzzer calls it once before it checks that
   * nothing changed. Idempotent by construction, never on the caller's authority.
   */
  makesOnFirstRead?: string;
  /** For an HTML form's route: where a post with a stale crumb goes back to (its page gives a fresh one). */
  crumbRetry?: (request: FastifyRequest) => string;
  /**
   * For an HTML form's route: how a refusal (bad input, no access) is shown, e.g. the form again
   * with the messages beside its fields. Without it a refusal is the API's JSON error.
   */
  renderRefusal?: (error: HttpError, input: RouteInput<unknown, unknown, unknown, H>) => Promise<unknown>;
  handler(input: RouteInput<Out<P>, Out<Q>, Out<B>, H>): Promise<unknown>;
}

/** A route of the table; the function only infers the handler's types from the schemas. */
export function defineRoute<
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  H extends HostKind = HostKind,
>(definition: RouteDefinition<P, Q, B, H>): AnyRoute {
  return definition as unknown as AnyRoute;
}

// biome-ignore lint/suspicious/noExplicitAny: the table holds routes of every shape
export type AnyRoute = RouteDefinition<any, any, any, HostKind>;

export function isStateChanging(method: Method): boolean {
  return method !== 'GET';
}
