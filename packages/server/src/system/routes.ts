// The platform's own small routes: health, the favicon, and the API's OpenAPI document.
import { z } from 'zod';
import { HttpError } from '../http/errors.ts';
import { type AnyRoute, defineRoute, PUBLIC } from '../http/route.ts';
import { isHealthy } from './service.ts';

/**
 * `openApi` makes the document from the whole route table, which this feature is part of: the table
 * passes it in (routes/table.ts), as a feature never imports the composition above it.
 */
export function systemRoutes(openApi: () => unknown): AnyRoute[] {
  let document: unknown;
  return [
    defineRoute({
      method: 'GET',
      path: '/api/health',
      host: 'everywhere',
      tag: 'system',
      summary: 'Whether the server can reach its database',
      answer: { kind: 'json', schema: z.object({ status: z.literal('ok') }), description: 'Healthy' },
      access: PUBLIC,
      crumb: false,
      rateLimit: null,
      handler: async ({ ctx }) => {
        if (!(await isHealthy(ctx.db)))
          throw new HttpError(503, 'This service is temporarily unavailable. Please try again later.');
        return { status: 'ok' as const };
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/favicon.ico',
      host: 'everywhere',
      tag: 'system',
      // Browsers ask every host for it. Until sites have an icon setting, answer "no icon" instead of
      // a rendered 404 page, which browsers log as a console error on every first visit.
      summary: 'No icon yet (204), so browsers log no error',
      answer: { kind: 'empty', description: 'No icon' },
      access: PUBLIC,
      crumb: false,
      rateLimit: null,
      handler: async ({ reply }) => reply.code(204).header('cache-control', 'public, max-age=86400').send(),
    }),
    defineRoute({
      method: 'GET',
      path: '/api/openapi.json',
      host: 'any',
      tag: 'system',
      summary: 'This document: the route table as OpenAPI 3.1',
      answer: {
        kind: 'json',
        schema: z.record(z.string(), z.unknown()),
        description: 'The OpenAPI document',
      },
      access: PUBLIC,
      crumb: false,
      rateLimit: null,
      handler: async () => {
        document ??= openApi();
        return document;
      },
    }),
  ];
}
