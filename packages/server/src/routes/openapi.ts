// The OpenAPI 3.1 document of the route table (GET /api/openapi.json), generated from the same Zod
// schemas the routes parse with, so it cannot drift from what the server accepts.

import { z } from 'zod';
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject } from 'zod-openapi';
import type { AnyRoute } from './define.ts';

const errorBody = z
  .object({
    error: z.string(),
    errors: z.record(z.string(), z.string()).optional(),
  })
  .meta({ id: 'Error', description: 'The one error shape: a message, and messages by field' });

/** ':id' → '{id}'; a trailing wildcard → '{path}'. */
function openApiPath(path: string): string {
  return path.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{path}');
}

function errorResponse(description: string) {
  return { description, content: { 'application/json': { schema: errorBody } } };
}

function operation(route: AnyRoute): ZodOpenApiOperationObject {
  const answer = route.answer;
  const success =
    answer.kind === 'json'
      ? { description: answer.description, content: { 'application/json': { schema: answer.schema } } }
      : answer.kind === 'html'
        ? { description: answer.description, content: { 'text/html': { schema: z.string() } } }
        : answer.kind === 'file'
          ? { description: `${answer.description} (${answer.contentType})` }
          : { description: answer.description };
  const status =
    answer.kind === 'json'
      ? String(answer.status ?? 200)
      : answer.kind === 'empty'
        ? '204'
        : answer.kind === 'redirect'
          ? '303'
          : '200';
  const responses: ZodOpenApiOperationObject['responses'] = { [status]: success };
  if (route.params || route.query || route.body)
    responses['400'] = errorResponse('Bad input, named by field');
  if (route.access.kind !== 'public') responses['401'] = errorResponse('Not signed in');
  if (route.access.kind === 'permission')
    responses['403'] = errorResponse(`Without the ${route.access.permission} permission on the site`);
  if (route.crumb)
    responses['403'] ??= errorResponse('A missing or stale crumb (crumbFail, with a fresh crumb)');
  if (route.rateLimit) responses['429'] = errorResponse('Too many calls; see Retry-After');

  const params = route.path.includes('*') && !route.params ? z.object({ path: z.string() }) : route.params;
  const requestParams: ZodOpenApiOperationObject['requestParams'] = {};
  if (params) requestParams.path = params as z.ZodObject;
  if (route.query) requestParams.query = route.query as z.ZodObject;
  return {
    summary: route.summary,
    tags: [route.tag],
    'x-access':
      route.access.kind === 'permission' ? `permission:${route.access.permission}` : route.access.kind,
    'x-crumb': route.crumb,
    ...(route.rateLimit ? { 'x-rate-limit': route.rateLimit } : {}),
    ...(Object.keys(requestParams).length ? { requestParams } : {}),
    ...(route.fileBody
      ? {
          requestBody: {
            content: { 'application/octet-stream': { schema: z.string().meta({ format: 'binary' }) } },
          },
        }
      : {}),
    ...(route.body
      ? {
          requestBody: {
            content: {
              [route.bodyType === 'form' ? 'application/x-www-form-urlencoded' : 'application/json']: {
                schema: route.body,
              },
            },
          },
        }
      : {}),
    responses,
  };
}

export function openApiDocument(routes: AnyRoute[]) {
  const paths: ZodOpenApiPathsObject = {};
  for (const route of routes) {
    const path = openApiPath(route.path);
    const method = route.method.toLowerCase() as 'get';
    const existing = paths[path]?.[method];
    // One path and method on two hosts (GET / on the platform and on a site): both in one entry.
    paths[path] = {
      ...paths[path],
      [method]: existing
        ? { ...existing, summary: `${existing.summary} — or, on another host: ${route.summary}` }
        : operation(route),
    };
  }
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Tessera',
      version: '1.0.0',
      description:
        'Every route of a Tessera server, from its route table. x-access says who may call a route (public, a signed-in account, or a permission on the site of the host); x-crumb whether it needs the crumb query parameter.',
    },
    paths,
  });
}
