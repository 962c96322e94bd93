import type { FastifyReply, FastifyRequest } from 'fastify';
import { hostTargetOf } from './site-request.ts';

/**
 * Headers every answer carries. The config area and the platform home hold sign-in forms and owner
 * controls, so no other site may frame them (clickjacking); a site's own pages may be framed, since
 * the config area frames them and owners embed their sites elsewhere.
 */
export function applySecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('x-content-type-options', 'nosniff');
  reply.header('referrer-policy', 'strict-origin-when-cross-origin');
  const isConfigArea = request.url.startsWith('/config');
  if (isConfigArea || hostTargetOf(request).kind === 'platform') {
    reply.header('x-frame-options', 'DENY');
    if (!reply.hasHeader('content-security-policy'))
      reply.header('content-security-policy', "frame-ancestors 'none'");
  }
}
