import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedPage } from './cache.ts';
import { writeCachedPage } from './cached-response.ts';

/**
 * Sends a cached page from Fastify's page route: written as the fast path writes it (its headers,
 * the security headers among them, were made with the page), so Fastify's reply steps are skipped.
 */
export function sendHtml(request: FastifyRequest, reply: FastifyReply, page: CachedPage) {
  reply.hijack();
  writeCachedPage(request.raw, reply.raw, page, request.protocol === 'https');
  return reply;
}
