// A route whose JSON answer is the same for every caller of a site (the published catalogue) is
// answered from the page cache: made once per site and change, then written with its pre-made
// encodings and ETag like a cached page, with no query, account or rendering on the way. A profile
// of GET /api/commerce/products put 55% of its time in building and running its statements, each
// call; the tags name what it showed, and a change to any of them (here and, through the change
// bus, in every other process) drops it. Once kept, it is answered before Fastify (answerFirst).

import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import { TLSSocket } from 'node:tls';
import type { Website } from '../db/schema.ts';
import type { AppContext } from '../http/context.ts';
import type { AnyRoute, HostKind, RouteInput } from '../http/route.ts';
import { PageCache } from '../render/cache.ts';
import { writeCachedPage } from '../render/cached-response.ts';
import { sendCachedPage } from '../render/send-cached-page.ts';
import { checkAnswer } from './answer-check.ts';

/** Why a route cannot share its answer (checked when the table is registered), or null. */
export function sharedAnswerProblem(route: AnyRoute): string | null {
  if (route.method !== 'GET' || route.host !== 'site') return 'a shared answer is a site GET';
  if (route.access.kind !== 'public' || route.readsAccount) return 'a shared answer reads no account';
  if (route.params || route.query || route.path.includes(':') || route.path.includes('*'))
    return 'a shared answer is one per site: no params or query';
  if (route.answer.kind !== 'json') return 'a shared answer is JSON';
  // A kept answer goes out before Fastify (sharedAnswerShortcut), and so before the rate limiter.
  if (route.rateLimit) return 'a shared answer has no rate limit';
  return null;
}

/** Sends the site's cached answer, or makes it (checked against its schema outside production) and keeps it. */
export async function answerShared(
  ctx: AppContext,
  route: AnyRoute,
  input: RouteInput<unknown, unknown, unknown, HostKind>,
  site: Website,
) {
  const { request, reply } = input;
  const key = PageCache.key(site.id, route.path);
  const hit = ctx.pageCache.get(key);
  if (hit) return sendCachedPage(request, reply, hit);
  // Noted before anything is read: a change landing meanwhile keeps this answer out of the cache.
  const since = ctx.pageCache.mark();
  const result = await route.handler(input as never);
  if (ctx.checkAnswers && route.answer.kind === 'json') checkAnswer(route, route.answer.schema, result);
  const tags = route.sharedAnswer?.tags ?? [];
  const entry = ctx.pageCache.set(site.id, key, { status: 200, json: JSON.stringify(result), tags }, since);
  return sendCachedPage(request, reply, entry);
}

/**
 * A shared answer already kept goes out before Fastify sees the request. A few kilobytes of JSON let
 * a bare server answer about 49,000 a second on one process, and Fastify's own work per request
 * (routing, hooks, the reply) held the cached catalogue to half of that. Only the plainest request
 * takes the shortcut: GET or HEAD of the route's exact path (no query), its host already known as a
 * site, nothing forwarded by a proxy (whose protocol and host Fastify's trustProxy decides). Anything
 * else, and every miss, goes on to Fastify, which makes and keeps the answer (answerShared).
 */
export function sharedAnswerShortcut(ctx: AppContext, routes: readonly AnyRoute[]) {
  const paths = new Set(routes.filter((route) => route.sharedAnswer).map((route) => route.path));
  return (request: IncomingMessage, response: ServerResponse): boolean => {
    const path = request.url ?? '';
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !paths.has(path)) return false;
    const { host } = request.headers;
    if (!host || request.headers['x-forwarded-proto'] || request.headers['x-forwarded-host']) return false;
    const target = ctx.hosts.peek(host);
    if (target?.kind !== 'site') return false;
    const hit = ctx.pageCache.get(PageCache.key(target.website.id, path));
    if (!hit) return false;
    writeCachedPage(request, response, hit, request.socket instanceof TLSSocket);
    return true;
  };
}

/**
 * Puts `shortcut` ahead of Fastify's handler on its own server (which keeps the timeouts and limits
 * Fastify gave it): a request it answers goes no further.
 */
export function answerFirst(
  server: Server,
  shortcut: (request: IncomingMessage, response: ServerResponse) => boolean,
) {
  const handlers = server.listeners('request') as RequestListener[];
  const [fastify] = handlers;
  if (handlers.length !== 1 || !fastify) throw new Error('Expected Fastify’s one request handler');
  server.removeListener('request', fastify);
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (!shortcut(request, response)) fastify.call(server, request, response);
  });
}
