// The fast path for the request a published site answers most: a visitor without a session asking
// for a page that is cached. It is answered before Fastify sees the request — no routing, request
// and reply objects or hooks — from what the page cache prepared (cached-response.ts), so a cached
// page is sent at close to the rate the machine can send the same bytes from memory (see
// docs/performance.md). Anything else, and any doubt, goes on to Fastify: a host or page not cached
// yet, a session or unlock cookie, another method, a path in any spelling but its canonical one.
// The page route (routes.ts) takes the same decisions through the same cache and writer, and its
// entry in the route table (public, no crumb, no rate limit) is what this path answers for.
import type { IncomingMessage, ServerResponse } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { AppContext } from '../http/context.ts';
import { SESSION_COOKIE, UNLOCK_COOKIE } from '../http/cookies.ts';
import { isCanonicalPath, PageCache } from './cache.ts';
import { writeCachedPage } from './cached-response.ts';

/** Fastify's trustProxy, as the app gives it: whether the proxy at this address is believed. */
export type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

function trustFunction(trust: TrustProxy): (address: string) => boolean {
  if (trust === true) return () => true;
  if (trust === false) return () => false;
  const trusts = typeof trust === 'function' ? trust : proxyAddr.compile(trust);
  return (address) => trusts(address, 0);
}

/** X-Forwarded-* may list several values; the last is the one our proxy added (as Fastify reads it). */
function lastEntry(value: string | string[] | undefined): string | undefined {
  const text = Array.isArray(value) ? value[value.length - 1] : value;
  if (text === undefined) return undefined;
  const comma = text.lastIndexOf(',');
  return (comma === -1 ? text : text.slice(comma + 1)).trim();
}

/** Answers the request if it is a cached page for an anonymous visitor; false leaves it to Fastify. */
export type FastPath = (request: IncomingMessage, response: ServerResponse) => boolean;

export function cachedPageFastPath(
  ctx: Pick<AppContext, 'hosts' | 'pageCache'>,
  trustProxy: TrustProxy,
  counters: { served: number } = { served: 0 },
): FastPath {
  const trusts = trustFunction(trustProxy);
  return (request, response) => {
    if (request.method !== 'GET') return false;
    const headers = request.headers;
    const cookie = headers.cookie;
    // A session or unlock cookie may change the page (a preview, an unlocked page): Fastify decides.
    if (cookie !== undefined && (cookie.includes(SESSION_COOKIE) || cookie.includes(UNLOCK_COOKIE)))
      return false;
    const url = request.url ?? '/';
    const query = url.indexOf('?');
    const path = query === -1 ? url : url.slice(0, query);
    if (!isCanonicalPath(path)) return false;
    const proxied = trusts(request.socket.remoteAddress ?? '');
    const host = (proxied && lastEntry(headers['x-forwarded-host'])) || headers.host;
    if (!host) return false;
    const target = ctx.hosts.peek(host);
    if (target?.kind !== 'site') return false;
    const page = ctx.pageCache.get(PageCache.key(target.website.id, path));
    if (!page) return false;
    const forwardedProto = proxied ? lastEntry(headers['x-forwarded-proto']) : undefined;
    const https = forwardedProto !== undefined ? forwardedProto === 'https' : isEncrypted(request);
    writeCachedPage(request, response, page, https);
    counters.served++;
    return true;
  };
}

function isEncrypted(request: IncomingMessage): boolean {
  return (request.socket as { encrypted?: boolean }).encrypted === true;
}
