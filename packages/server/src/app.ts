// The app factory: one Fastify instance for `npm start` and for the tests.

import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import { isSameSitePath } from '@tessera/core';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyRequest } from 'fastify';
import { registerAssetRoutes } from './assets/routes.ts';
import { AssetStore } from './assets/store.ts';
import { registerConfigPageRoutes } from './config-area/pages.ts';
import { registerConfigShell } from './config-area/shell.ts';
import type { Db } from './db/database.ts';
import { registerEventRoutes } from './events/routes.ts';
import type { AppContext } from './http/context.ts';
import { checkCrumb, requiresCrumb } from './http/crumb.ts';
import { HttpError, sendError } from './http/errors.ts';
import { loadSecret } from './http/secret.ts';
import { applySecurityHeaders } from './http/security-headers.ts';
import { hostTargetOf, setHostTarget } from './http/site-request.ts';
import { type ClientBuilds, loadClientBuilds, registerStaticRoutes } from './http/static.ts';
import { FailureLimiter, IP_LOGIN_FAILURE_LIMIT, LOGIN_FAILURE_LIMIT } from './identity/rate-limit.ts';
import { registerAuthRoutes } from './identity/routes.ts';
import { registerPlatformRoutes } from './platform/routes.tsx';
import { renderUnknownHost } from './platform/unknown-host.ts';
import { PageCache } from './render/cache.ts';
import { registerPageRoutes, renderSitePage } from './render/routes.ts';
import { HostCache } from './websites/hosts.ts';

export const BODY_LIMIT_BYTES = 1024 * 1024;

/** Where a form posted with an expired crumb should send the browser back to, or null for API calls. */
function formRetryLocation(request: FastifyRequest): string | null {
  if (!String(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded'))
    return null;
  const target = hostTargetOf(request);
  if (target.kind === 'platform' && !request.url.startsWith('/api/')) return '/?form=expired';
  if (target.kind === 'site' && request.url.startsWith('/api/site/Unlock')) {
    const returnTo = (request.query as { returnTo?: unknown }).returnTo;
    return isSameSitePath(returnTo) ? returnTo : '/';
  }
  return null;
}

export interface AppOptions {
  db: Db;
  appDomain: string;
  assetsDir: string;
  logger?: boolean | { level: string; stream?: { write(line: string): void } };
  builds?: ClientBuilds;
  trustProxy?: boolean;
  /** The page cache's bound in bytes (TESSERA_PAGE_CACHE_MB) */
  pageCacheBytes?: number;
}

export async function buildApp(options: AppOptions): Promise<{ app: FastifyInstance; ctx: AppContext }> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: options.trustProxy ?? false,
    // Fastify's router is case-sensitive by default; spec paths like /api/auth/Login are exact.
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 500 },
  });
  const ctx: AppContext = {
    db: options.db,
    appDomain: options.appDomain,
    secret: await loadSecret(options.db),
    assets: new AssetStore(options.db, options.assetsDir),
    pageCache: new PageCache(options.pageCacheBytes),
    builds: options.builds ?? loadClientBuilds(),
    loginFailures: new FailureLimiter(LOGIN_FAILURE_LIMIT),
    ipLoginFailures: new FailureLimiter(IP_LOGIN_FAILURE_LIMIT),
    hosts: new HostCache(options.db, options.appDomain),
  };

  await app.register(cookie);
  await app.register(formbody, { bodyLimit: BODY_LIMIT_BYTES });
  // sendBeacon sends text/plain; it is parsed by the route that accepts it.
  app.addContentTypeParser(
    'text/plain',
    { parseAs: 'string', bodyLimit: BODY_LIMIT_BYTES },
    (_req, body, done) => done(null, body),
  );

  app.addHook('onRequest', async (request) => {
    setHostTarget(request, await ctx.hosts.resolve(request.host));
  });
  app.addHook('preHandler', async (request, reply) => {
    if (requiresCrumb(request.method)) checkCrumb(ctx.secret, request, reply);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    applySecurityHeaders(request, reply);
    return payload;
  });

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      // A plain HTML form (no script to retry) goes back to its page, which carries a fresh crumb.
      const retry = error.extra?.crumbFail ? formRetryLocation(request) : null;
      return retry ? reply.redirect(retry, 303) : sendError(reply, error);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own refusals (malformed JSON, body too large, bad content type) in our shape.
      const message =
        status === 413
          ? `The request body is too large (at most ${BODY_LIMIT_BYTES} bytes).`
          : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? 'Unsupported content type.'
            : `The request could not be read: ${error.message}`;
      return sendError(reply, new HttpError(status, message));
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, new HttpError(500, 'Internal server error. Please try again later.'));
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/')) return sendError(reply, new HttpError(404, 'Not found.'));
    const target = hostTargetOf(request);
    if (target.kind === 'unknown') return renderUnknownHost(reply, request.host, ctx.appDomain);
    // Paths the platform claims (/, /sites/…) are still a site's own pages on a site's host.
    if (target.kind === 'site' && (request.method === 'GET' || request.method === 'HEAD')) {
      return renderSitePage(ctx, request, reply, target.website);
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found.');
  });

  app.get('/api/health', async (_request, reply) => {
    try {
      await ctx.db.selectFrom('platform_settings').select('key').limit(1).execute();
      return { status: 'ok' };
    } catch {
      return reply
        .code(503)
        .send({ error: 'This service is temporarily unavailable. Please try again later.' });
    }
  });

  // Browsers ask every host for /favicon.ico. Until sites have an icon setting, answer "no icon"
  // instead of a rendered 404 page, which browsers log as a console error on every first visit.
  app.get('/favicon.ico', async (_request, reply) =>
    reply.code(204).header('cache-control', 'public, max-age=86400').send(),
  );

  registerStaticRoutes(app);
  registerAuthRoutes(app, ctx);
  registerConfigShell(app, ctx);
  registerConfigPageRoutes(app, ctx);
  registerEventRoutes(app, ctx);
  registerAssetRoutes(app, ctx);
  registerPlatformRoutes(app, ctx);
  registerPageRoutes(app, ctx);
  return { app, ctx };
}
