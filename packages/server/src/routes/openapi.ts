// The OpenAPI 3.1 document of the route table (GET /api/openapi.json), generated from the same Zod
// schemas the routes parse with, so it cannot drift from what the server accepts. It passes Redocly's
// `recommended` rules (openapi.test.ts), so outside tools read it without complaint.

import { MEMBER_XSRF_HEADER } from '@tessera/core';
import { z } from 'zod';
import {
  createDocument,
  type oas31,
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
  type ZodOpenApiResponseObject,
  type ZodOpenApiSecuritySchemeObject,
} from 'zod-openapi';
import { SESSION_COOKIE } from '../http/cookies.ts';
import { type Access, type AnyRoute, type HostKind, isStateChanging } from '../http/route.ts';
import { MEMBER_COOKIE } from '../members/sessions.ts';
import { specNamesOf } from './spec-calls.ts';

const errorBody = z
  .object({
    error: z.string(),
    errors: z.record(z.string(), z.string()).optional(),
  })
  .meta({ id: 'Error', description: 'The one error shape: a message, and messages by field' });

/**
 * What a call must carry to be let in, checked in register.ts. The crumb is a scheme rather than a
 * parameter: like the session, the clients' transport adds it to every state-changing call (the site's
 * data layer does), no caller passes it to one route, and as a parameter it would become a required
 * query field of every such route in the clients' contract (client-contract.ts). A requirement also
 * says what checkCrumb checks: the crumb together with the session it is bound to.
 */
const securitySchemes = {
  session: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description: "An account's session, good only on the host it was made on",
  },
  memberSession: {
    type: 'apiKey',
    in: 'cookie',
    name: MEMBER_COOKIE,
    description: "A site member's session, made on the site's host; an account's session is not one",
  },
  memberXsrf: {
    type: 'apiKey',
    in: 'header',
    name: MEMBER_XSRF_HEADER,
    description:
      "The xsrfToken the member's session call answers, sent back on every state-changing member call",
  },
  crumb: {
    type: 'apiKey',
    in: 'query',
    name: 'crumb',
    description:
      'The crumb (CSRF token): the readable `crumb` cookie, sent back as this parameter on every call that needs it (x-crumb), or instead in the X-CSRF-Token header (the error reports are sent so). It is bound to the host and to the session, or to the visitor id of someone not signed in; GET /api/auth/Crumb answers one, and a stale one is refused 403 with crumbFail and a fresh crumb.',
  },
} satisfies Record<string, ZodOpenApiSecuritySchemeObject>;

type SchemeName = keyof typeof securitySchemes;

const ACCESS_SCHEMES: Record<Access['kind'], SchemeName[]> = {
  public: [],
  account: ['session'],
  permission: ['session'],
  member: ['memberSession'],
};

/** Where a route answers, for its 404: on any other host there is no such route. */
const HOSTS: Record<Exclude<HostKind, 'everywhere'>, string> = {
  site: "a site's host",
  platform: "the platform's host",
  any: "a site's or the platform's host",
};

/** ':id' → '{id}'; a trailing wildcard → '{path}'; a trailing slash dropped (see operationsByPath). */
export function openApiPath(path: string): string {
  return path
    .replace(/:(\w+)/g, '{$1}')
    .replace(/\*$/, '{path}')
    .replace(/(.)\/$/, '$1');
}

/**
 * 'GET /api/config/pages/{id}' → 'getApiConfigPagesById'. From the method and path alone, so it stays
 * the same when another host's route joins the operation.
 */
function operationId(method: string, path: string): string {
  const words = path
    .replace(/\{(\w+)\}/g, '-by-$1')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  return method.toLowerCase() + (words.join('') || 'Root');
}

/** Every scheme a call must carry together; none for a public route without the crumb. */
function security(route: AnyRoute): oas31.SecurityRequirementObject[] {
  const schemes = [...ACCESS_SCHEMES[route.access.kind]];
  if (route.access.kind === 'member' && isStateChanging(route.method)) schemes.push('memberXsrf');
  if (route.crumb) schemes.push('crumb');
  return schemes.length ? [Object.fromEntries(schemes.map((scheme) => [scheme, []]))] : [];
}

function errorResponse(description: string) {
  return { description, content: { 'application/json': { schema: errorBody } } };
}

function success(route: AnyRoute): [string, ZodOpenApiResponseObject] {
  const answer = route.answer;
  switch (answer.kind) {
    case 'json':
      return [
        String(answer.status ?? 200),
        { description: answer.description, content: { 'application/json': { schema: answer.schema } } },
      ];
    case 'html':
      return ['200', { description: answer.description, content: { 'text/html': { schema: z.string() } } }];
    case 'file':
      return ['200', { description: `${answer.description} (${answer.contentType})` }];
    case 'empty':
      return ['204', { description: answer.description }];
    case 'redirect':
      return ['303', { description: answer.description }];
  }
}

function forbiddenReasons(route: AnyRoute): string[] {
  const reasons: string[] = [];
  if (route.access.kind === 'permission')
    reasons.push(`without the ${route.access.permission} permission on the site`);
  if (route.access.kind === 'member' && isStateChanging(route.method))
    reasons.push(`a missing or stale ${MEMBER_XSRF_HEADER}`);
  if (route.crumb) reasons.push('a missing or stale crumb (crumbFail, with a fresh crumb)');
  return reasons;
}

/** A host the route does not answer on (register.ts calls notFound), or an address that names nothing. */
function notFoundReasons(route: AnyRoute): string[] {
  const reasons: string[] = [];
  if (route.host !== 'everywhere') reasons.push(`a host other than ${HOSTS[route.host]}`);
  if (route.params || route.path.includes('*')) reasons.push('an address that names nothing');
  return reasons;
}

/** app.ts's not-found handler answers the JSON error under /api/, a page or plain text elsewhere. */
function notFoundResponse(route: AnyRoute, reasons: string[]): ZodOpenApiResponseObject {
  const description = `Not found: ${reasons.join(', or ')}`;
  return route.path.startsWith('/api/') ? errorResponse(description) : { description };
}

function responses(route: AnyRoute): ZodOpenApiOperationObject['responses'] {
  const [status, answer] = success(route);
  const responses: ZodOpenApiOperationObject['responses'] = { [status]: answer };
  if (route.params || route.query || route.body)
    responses['400'] = errorResponse('Bad input, named by field');
  if (route.access.kind !== 'public') responses['401'] = errorResponse('Not signed in');
  const forbidden = forbiddenReasons(route);
  if (forbidden.length) responses['403'] = errorResponse(`Forbidden: ${forbidden.join('; or ')}`);
  const notFound = notFoundReasons(route);
  if (notFound.length) responses['404'] = notFoundResponse(route, notFound);
  if (route.rateLimit) responses['429'] = errorResponse('Too many calls; see Retry-After');
  // A shared answer (routes/shared-answer.ts) carries an ETag: asked again with it, it is not sent twice.
  if (route.sharedAnswer)
    responses['304'] = { description: 'Not modified: the If-None-Match ETag is the answer’s own' };
  return responses;
}

function requestBody(route: AnyRoute): ZodOpenApiOperationObject['requestBody'] {
  if (route.fileBody)
    return { content: { 'application/octet-stream': { schema: z.string().meta({ format: 'binary' }) } } };
  if (!route.body) return undefined;
  const type = route.bodyType === 'form' ? 'application/x-www-form-urlencoded' : 'application/json';
  return { content: { [type]: { schema: route.body } } };
}

/** `x-spec`: where the spec documents name this call or address, with their words (spec-calls.ts). */
function specExtension(route: AnyRoute): { 'x-spec'?: string[] } {
  const names = specNamesOf(`${route.method} ${route.path}`);
  return names.length ? { 'x-spec': names } : {};
}

/** The path params as the document names them: a wildcard's `*` is `{path}` (openApiPath). */
function pathParams(route: AnyRoute): z.ZodType | undefined {
  if (!route.path.includes('*')) return route.params;
  if (!route.params) return z.object({ path: z.string() });
  const { '*': rest, ...named } = (route.params as z.ZodObject).shape as Record<string, z.ZodType>;
  return z.object({ ...named, path: rest ?? z.string() });
}

function operation(route: AnyRoute): ZodOpenApiOperationObject {
  const params = pathParams(route);
  const requestParams: ZodOpenApiOperationObject['requestParams'] = {};
  if (params) requestParams.path = params as z.ZodObject;
  if (route.query) requestParams.query = route.query as z.ZodObject;
  const body = requestBody(route);
  return {
    operationId: operationId(route.method, openApiPath(route.path)),
    summary: route.summary,
    tags: [route.tag],
    security: security(route),
    'x-access':
      route.access.kind === 'permission' ? `permission:${route.access.permission}` : route.access.kind,
    'x-crumb': route.crumb,
    ...(route.rateLimit ? { 'x-rate-limit': route.rateLimit } : {}),
    ...specExtension(route),
    ...(Object.keys(requestParams).length ? { requestParams } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: responses(route),
  };
}

/** Routes documented at one path and method: never none. */
type Joined = [AnyRoute, ...AnyRoute[]];

/**
 * Routes documented at one path and method, as one operation: the first route's, with the others'
 * summaries and any answer it lacks. The first's access, crumb and security stand for all, so joined
 * routes must agree on them (openapi.test.ts checks each route's crumb against its operation's).
 */
function joinedOperation([first, ...others]: Joined): ZodOpenApiOperationObject {
  const joined = operation(first);
  for (const route of others) {
    const where = route.path === first.path ? 'on another host' : `at ${route.path}`;
    joined.summary = `${joined.summary} — or, ${where}: ${route.summary}`;
    joined.responses = { ...operation(route).responses, ...joined.responses };
  }
  // What the spec says of any of them (/config/, joined with /config, is the spec's address).
  const marks = [first, ...others].flatMap((route) => specExtension(route)['x-spec'] ?? []);
  if (marks.length) joined['x-spec'] = marks;
  return joined;
}

/**
 * One path and method on two hosts (GET / on the platform and on a site) is one operation, and so is
 * a path with and without its trailing slash (/config redirects to /config/): OpenAPI tools take a
 * trailing slash for a mistake (Redocly's no-path-trailing-slash).
 */
function operationsByPath(routes: AnyRoute[]): Joined[] {
  const byPath = new Map<string, Joined>();
  for (const route of routes) {
    const key = `${route.method} ${openApiPath(route.path)}`;
    const joined = byPath.get(key);
    if (joined) joined.push(route);
    else byPath.set(key, [route]);
  }
  return [...byPath.values()];
}

export function openApiDocument(routes: AnyRoute[]) {
  const paths: ZodOpenApiPathsObject = {};
  for (const joined of operationsByPath(routes)) {
    const path = openApiPath(joined[0].path);
    paths[path] = { ...paths[path], [joined[0].method.toLowerCase()]: joinedOperation(joined) };
  }
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Tessera',
      version: '1.0.0',
      description:
        'Every route of a Tessera server, from its route table. Each operation’s security says what a call must carry: an account’s or a site member’s session cookie, and the crumb where the call needs it. x-access says who may call a route (public, a signed-in account, a permission on the site of the host, or a site member); x-crumb whether it needs the crumb query parameter; x-spec, where the spec documents name the call or address (every call of their "The calls it makes" and every address and page type of "Screens and routes" is listed, with the route or page type that serves it and its test, in docs/architecture.md, "The spec’s calls and page types").',
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [
      { url: '/', description: 'The host this document was fetched from: a site’s or the platform’s' },
    ],
    paths,
    components: { securitySchemes },
  });
}
