// Where a plain form on a published page (the cookie banner's, the announcement bar's) goes back to.
import { isSameSitePath } from '@tessera/core';
import type { FastifyRequest } from 'fastify';

/** The page the form was on (its Referer, on this host only); the home page otherwise. */
export function referringPage(request: FastifyRequest): string {
  try {
    const url = new URL(request.headers.referer ?? '');
    const path = `${url.pathname}${url.search}`;
    return url.host === request.headers.host && isSameSitePath(path) ? path : '/';
  } catch {
    return '/';
  }
}
