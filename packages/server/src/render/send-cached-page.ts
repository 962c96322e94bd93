import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedPage } from './cache.ts';
import { writeCachedPage } from './cached-response.ts';

/**
 * Sends a cached page with the headers made with it (the security headers among them: the onSend
 * hooks that would add them are skipped, as is the compression hook, the page being compressed).
 */
export function sendCachedPage(request: FastifyRequest, reply: FastifyReply, page: CachedPage) {
  reply.hijack();
  writeCachedPage(request.raw, reply.raw, page, request.protocol === 'https');
  return reply;
}
