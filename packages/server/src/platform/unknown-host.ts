import { escapeHtml } from '@tessera/core';
import type { FastifyReply } from 'fastify';
import { htmlPolicy } from '../http/security-headers.ts';

/** A host that names no site: say so plainly, and point at the platform home. */
export function renderUnknownHost(reply: FastifyReply, host: string, appDomain: string) {
  const html = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>No site here</title><style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:15vh auto;padding:0 1.5rem;color:#1d1d1f;line-height:1.6}</style></head><body><main><h1>No site here</h1><p>There is no Tessera site at <strong>${escapeHtml(host)}</strong>. Check the address, or <a href="//${escapeHtml(appDomain)}/">go to the Tessera home page</a>.</p></main></body></html>`;
  return reply
    .code(404)
    .type('text/html; charset=utf-8')
    .header('content-security-policy', htmlPolicy({ html, frameAncestors: "'none'", frameSrc: "'none'" }))
    .send(html);
}
