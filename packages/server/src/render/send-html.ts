import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedPage } from './cache.ts';

/** Sends a cached page: 304 when the browser has it, pre-compressed when the browser accepts gzip. */
export function sendHtml(request: FastifyRequest, reply: FastifyReply, page: CachedPage) {
  reply
    .type('text/html; charset=utf-8')
    .header('content-security-policy', page.csp)
    .header('cache-control', 'no-cache')
    .header('etag', page.etag)
    .header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
  if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
    return reply.code(page.status).header('content-encoding', 'gzip').send(page.gzip);
  }
  return reply.code(page.status).send(page.html);
}
