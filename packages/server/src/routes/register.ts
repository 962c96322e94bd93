// Registers the route table with Fastify. Every call goes through the same steps, in this order, so
// no route can skip one: the host (a site's, the platform's), the rate limit, the crumb, who may call
// it, control characters, the schemas, and only then the handler. Outside production its JSON answer
// is then held to the route's answer schema too (`checkAnswers`).
import { hasPermission, MEMBER_MESSAGES } from '@tessera/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../http/context.ts';
import { checkCrumb } from '../http/crumb.ts';
import { HttpError } from '../http/errors.ts';
import { parseInput, parseScannedInput, refuseControlCharacters } from '../http/input.ts';
import {
  type AnyRoute,
  type HostKind,
  isStateChanging,
  type Method,
  type RouteInput,
} from '../http/route.ts';
import { hostTargetOf, siteOf } from '../http/site-request.ts';
import { requestAccount } from '../identity/sessions.ts';
import { carriesXsrfToken, requestMember } from '../members/sessions.ts';
import { websiteRoles } from '../websites/members.ts';
import { checkAnswer } from './answer-check.ts';
import { RateLimiter, TOO_MANY_REQUESTS_MESSAGE } from './rate-limit.ts';
import { answerShared, sharedAnswerProblem } from './shared-answer.ts';

export const SIGN_IN_REQUIRED = 'Please sign in.';
export const NOT_PERMITTED = 'You do not have permission to do this.';
export const SHOWCASE_TAKES_NOTHING =
  'This is a template’s preview: it takes no messages, sign-ups or orders. Create a site from the template to try it.';

/**
 * What a visitor sends to a site's owner (a comment, a form's message, a sign-up, an order), which
 * a starter's showcase site refuses: nobody owns it to read it, and its stock and mail are everyone's.
 * Its census, consent and cart still work, so the preview behaves as a site.
 */
const SHOWCASE_REFUSED_TAGS = new Set(['comments', 'forms', 'newsletters', 'members']);
function refusedOnShowcase(route: AnyRoute): boolean {
  if (!isStateChanging(route.method)) return false;
  return SHOWCASE_REFUSED_TAGS.has(route.tag) || route.path === '/api/commerce/checkout';
}

type HostTargetKind = ReturnType<typeof hostTargetOf>['kind'];

/** 'any' is the platform or a site; 'everywhere' also a host that names no site (a load balancer's health check). */
function servesHost(route: AnyRoute, kind: HostTargetKind): boolean {
  if (route.host === 'everywhere') return true;
  if (route.host === 'any') return kind !== 'unknown';
  return route.host === kind;
}

/** Checks the table is sound before serving it: one route per method, path and host. */
function checkTable(routes: AnyRoute[]): void {
  const seen = new Set<string>();
  for (const route of routes) {
    const key = `${route.method} ${route.path} ${route.host}`;
    if (seen.has(key)) throw new Error(`The route table declares ${key} twice`);
    seen.add(key);
    if ((route.access.kind === 'permission' || route.access.kind === 'member') && route.host !== 'site')
      throw new Error(
        `${key}: a permission or a membership is held on a site, so the route must be a site route`,
      );
    if (
      isStateChanging(route.method) &&
      !route.crumb &&
      !(route.withoutCrumb && route.access.kind === 'public')
    )
      throw new Error(`${key}: a state-changing route needs the crumb`);
    const notShareable = route.sharedAnswer && sharedAnswerProblem(route);
    if (notShareable) throw new Error(`${key}: ${notShareable}`);
  }
}

export function registerRoutes(app: FastifyInstance, ctx: AppContext, routes: AnyRoute[]): void {
  checkTable(routes);
  acceptFileBodies(app, routes);
  const limiter = new RateLimiter();
  const run = (route: AnyRoute, request: FastifyRequest, reply: FastifyReply) =>
    handle(ctx, limiter, route, request, reply);

  // Routes that share a method and path (GET / on the platform and on a site) are told apart by host.
  const byPath = new Map<string, AnyRoute[]>();
  for (const route of routes) {
    const key = `${route.method} ${route.path}`;
    byPath.set(key, [...(byPath.get(key) ?? []), route]);
  }
  // A site's wildcard page route also answers paths another host's route claims ('/' on a site).
  const wildcards = new Map<Method, AnyRoute[]>();
  for (const route of routes.filter((r) => r.path === '/*')) {
    wildcards.set(route.method, [...(wildcards.get(route.method) ?? []), route]);
  }

  for (const [key, candidates] of byPath) {
    const [method, url] = key.split(' ') as [Method, string];
    app.route({
      method,
      url,
      handler: async (request, reply) => {
        const kind = hostTargetOf(request).kind;
        const route =
          candidates.find((r) => servesHost(r, kind)) ??
          wildcards.get(method)?.find((r) => servesHost(r, kind));
        if (!route) return reply.callNotFound();
        return run(route, request, reply);
      },
    });
  }
}

async function handle(
  ctx: AppContext,
  limiter: RateLimiter,
  route: AnyRoute,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<unknown> {
  const site = siteOf(request);
  if (route.host === 'site' && !site) return reply.callNotFound();
  const input: RouteInput<unknown, unknown, unknown, HostKind> = {
    params: undefined,
    query: undefined,
    body: undefined,
    ctx,
    request,
    reply,
    site,
    account: null,
    roles: [],
    member: null,
  };
  try {
    if (route.rateLimit) {
      const wait = limiter.take(`${route.method} ${route.path} ${request.ip}`, route.rateLimit, ctx.now());
      if (wait > 0) {
        throw new HttpError(429, TOO_MANY_REQUESTS_MESSAGE, undefined, undefined, {
          'retry-after': String(Math.ceil(wait / 1000)),
        });
      }
    }
    if (site?.cloneable === 1 && refusedOnShowcase(route)) throw new HttpError(403, SHOWCASE_TAKES_NOTHING);
    if (route.crumb) checkCrumb(ctx.secret, request, reply);
    // Only routes that need to know who calls look it up (a static file or the favicon do not).
    if (route.access.kind === 'member' && site) {
      input.member = await requestMember(ctx, request, site);
      checkMemberAccess(ctx, route, input);
    } else if (route.access.kind !== 'public' || route.readsAccount) {
      input.account = await requestAccount(ctx.db, request);
      input.roles = site && input.account ? await websiteRoles(ctx.db, site.id, input.account.id) : [];
    }
    checkAccess(route, input);
    // Other routes' inputs are scanned once, here; a page route's by parseInput as each is parsed.
    const parse = route.page ? parseInput : parseScannedInput;
    if (!route.page) refuseControlCharacters(request.params, request.query, request.body);
    input.params = route.params ? parse(route.params, request.params) : undefined;
    input.query = route.query ? parse(route.query, request.query) : undefined;
    input.body = route.body ? parse(route.body, request.body ?? {}) : undefined;
    if (route.sharedAnswer && site) return answerShared(ctx, route, input, site);
    const result = await route.handler(input as never);
    if (route.answer.kind === 'empty' && !reply.sent) return reply.code(204).send();
    // A JSON answer is returned, its status set by `reply.code(201)`, so it is checked here; what a
    // handler sent itself (a file, a 404 page) has nothing left to check once the answer is out.
    if (ctx.checkAnswers && route.answer.kind === 'json' && result !== undefined && !reply.sent)
      checkAnswer(route, route.answer.schema, result);
    return result;
  } catch (error) {
    if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
    // A plain HTML form has no script to retry with the fresh crumb: back to its page, which has one.
    if (error.extra?.crumbFail && route.crumbRetry && isFormPost(request))
      return reply.redirect(route.crumbRetry(request), 303);
    if (!error.extra?.crumbFail && route.renderRefusal) return route.renderRefusal(error, input);
    throw error;
  }
}

/** application/octet-stream reaches a fileBody route unread (its handler streams it), and no other route. */
function acceptFileBodies(app: FastifyInstance, routes: AnyRoute[]): void {
  const fileRoutes = new Set(routes.filter((r) => r.fileBody).map((r) => `${r.method} ${r.path}`));
  if (fileRoutes.size === 0) return;
  app.addContentTypeParser('application/octet-stream', (request, _payload, done) => {
    if (fileRoutes.has(`${request.method} ${request.routeOptions.url}`)) done(null, undefined);
    else done(new HttpError(415, 'Unsupported content type.'), undefined);
  });
}

/** A member route: a member signed in on this host, and on a state-changing call their xsrfToken. */
function checkMemberAccess(
  ctx: AppContext,
  route: AnyRoute,
  input: RouteInput<unknown, unknown, unknown, HostKind>,
): void {
  if (!input.member) throw new HttpError(401, SIGN_IN_REQUIRED, undefined, { loginRequired: true });
  if (isStateChanging(route.method) && input.site && !carriesXsrfToken(ctx.secret, input.request, input.site))
    throw new HttpError(403, MEMBER_MESSAGES.staleToken);
}

function checkAccess(route: AnyRoute, input: RouteInput<unknown, unknown, unknown, HostKind>): void {
  if (route.access.kind === 'public' || route.access.kind === 'member') return;
  if (!input.account) throw new HttpError(401, SIGN_IN_REQUIRED, undefined, { loginRequired: true });
  if (route.access.kind === 'permission' && !hasPermission(input.roles, route.access.permission)) {
    throw new HttpError(403, NOT_PERMITTED);
  }
}

/** A plain HTML form's post (a script's call gets the JSON crumbFail and retries by itself). */
function isFormPost(request: FastifyRequest): boolean {
  return String(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
}
