// The app factory: one Fastify instance for `npm start` and for the tests.

import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyError, type FastifyInstance, LogController } from 'fastify';
import { AssetStore } from './assets/store.ts';
import {
  type BufferLimits,
  type CensusIngest,
  createCensusEventIngest,
  createCensusIngest,
} from './census/ingest.ts';
import { createPerformanceIngest } from './census/performance/ingest.ts';
import { applyChange } from './changes/apply.ts';
import { type ChangeBus, localChangeBus } from './changes/bus.ts';
import type { Db } from './db/database.ts';
import { compressHtml } from './http/compress.ts';
import type { AppContext } from './http/context.ts';
import { HttpError, sendError } from './http/errors.ts';
import { parseFormBody } from './http/form-body.ts';
import { jsonNestsDeeperThan, MAX_JSON_DEPTH, TOO_DEEP_MESSAGE } from './http/input.ts';
import { applySecurityHeaders } from './http/security-headers.ts';
import { hostTargetOf, setHostTarget } from './http/site-request.ts';
import { type ClientBuilds, loadClientBuilds } from './http/static.ts';
import { jobDeps } from './jobs/deps.ts';
import { Worker } from './jobs/worker.ts';
import { WORKER_JOBS, WORKER_PERIODIC_JOBS } from './jobs/worker-process.ts';
import type { Mailer } from './mail/transport.ts';
import { renderUnknownHost } from './platform/unknown-host.ts';
import { PageCache, queryPageCacheBytes } from './render/cache.ts';
import { registerRoutes } from './routes/register.ts';
import { answerFirst, sharedAnswerShortcut } from './routes/shared-answer.ts';
import { routeTable } from './routes/table.ts';
import { loadSecret } from './system/secret.ts';
import { HostCache } from './websites/hosts.ts';

export const BODY_LIMIT_BYTES = 1024 * 1024;

/** A number is the proxies in front of us: Fastify trusts that many hops (its types omit the number). */
function trustProxyOption(value: boolean | number | string[]) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}

export interface AppOptions {
  db: Db;
  appDomain: string;
  assetsDir: string;
  logger?: boolean | { level: string; stream?: { write(line: string): void } };
  /** Log every request (LOG_LEVEL=debug); otherwise only errors and requests slower than slowRequestMs */
  logRequests?: boolean;
  slowRequestMs?: number;
  builds?: ClientBuilds;
  /** Fastify's trustProxy (TRUST_PROXY): whose X-Forwarded-* headers to believe */
  trustProxy?: boolean | number | string[];
  /**
   * Runs background jobs in this process (WORKER=inline): started when the app is ready, stopped
   * when it closes. Omitted, the app runs none: tests drive a jobs/worker.ts Worker themselves.
   */
  worker?: { mailer: Mailer; mailFrom: string; censusHitRetentionDays?: number };
  /** Where third-party captcha tokens are checked, when not at the providers' hosts (tests only) */
  captchaVerifyUrls?: AppContext['captchaVerifyUrls'];
  /** Form webhooks may post to private addresses (WEBHOOKS_TO_PRIVATE_ADDRESSES): checked on save and on send */
  webhooksToPrivateAddresses?: boolean;
  /** Record owners' editor events in the platform's census (TESSERA_EDITOR_ANALYTICS); off unless told */
  editorAnalytics?: boolean;
  /** The page cache's bound in bytes (TESSERA_PAGE_CACHE_MB) */
  pageCacheBytes?: number;
  /** How changes reach the other server processes (PostgreSQL LISTEN/NOTIFY); this process alone by default */
  changes?: ChangeBus;
  /**
   * Check every JSON answer against its route's schema, answering 500 on a mismatch (config.ts
   * checkAnswers: off in production). On unless told: an app built without saying is a test's.
   */
  checkAnswers?: boolean;
  /** The census hit buffer's bounds (tests make them small); census/ingest.ts CENSUS_BUFFER by default */
  censusBuffer?: BufferLimits;
  /** Who writes the census hits, when not this process's own buffer (a cluster's primary) */
  census?: CensusIngest;
}

export async function buildApp(options: AppOptions): Promise<{ app: FastifyInstance; ctx: AppContext }> {
  const app = Fastify({
    logger: options.logger ?? false,
    // A line per request costs about a third of a cached page's rate: off unless asked for.
    logController: new LogController({ disableRequestLogging: !options.logRequests }),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: trustProxyOption(options.trustProxy ?? false),
    // Fastify's router is case-sensitive by default; spec paths like /api/auth/Login are exact.
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 500 },
  });
  const ctx: AppContext = {
    db: options.db,
    appDomain: options.appDomain,
    secret: await loadSecret(options.db),
    assets: new AssetStore(options.db, options.assetsDir),
    pageCache: new PageCache(options.pageCacheBytes),
    queryPageCache: new PageCache(queryPageCacheBytes(options.pageCacheBytes)),
    builds: options.builds ?? loadClientBuilds(),
    hosts: new HostCache(options.db, options.appDomain),
    changes: options.changes ?? localChangeBus(),
    webhooksToPrivateAddresses: options.webhooksToPrivateAddresses ?? false,
    checkAnswers: options.checkAnswers ?? true,
    editorAnalytics: options.editorAnalytics ?? false,
    ...(options.captchaVerifyUrls ? { captchaVerifyUrls: options.captchaVerifyUrls } : {}),
    census:
      options.census ??
      createCensusIngest(
        options.db,
        (error, lost) => app.log.error({ err: error, lost }, 'census hits could not be written'),
        options.censusBuffer,
      ),
    censusEvents: createCensusEventIngest(
      options.db,
      (error, lost) => app.log.error({ err: error, lost }, 'census events could not be written'),
      options.censusBuffer,
    ),
    censusPerformance: createPerformanceIngest(
      options.db,
      (error, lost) => app.log.error({ err: error, lost }, 'performance records could not be written'),
      options.censusBuffer,
    ),
    now: () => Date.now(),
  };
  // What is still buffered is written before the database closes.
  app.addHook('onClose', async () => {
    await ctx.census.stop();
    await ctx.censusEvents.stop();
    await ctx.censusPerformance.stop();
  });
  ctx.changes.subscribe((change) => applyChange(ctx, change));

  await app.register(cookie);
  await app.register(formbody, { bodyLimit: BODY_LIMIT_BYTES, parser: parseFormBody });
  // JSON bodies no deeper than MAX_JSON_DEPTH, checked before parsing; Fastify's own parser (which
  // refuses __proto__ and constructor keys) does the rest.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: BODY_LIMIT_BYTES },
    (request, body, done) => {
      const text = String(body);
      if (jsonNestsDeeperThan(text, MAX_JSON_DEPTH)) done(new HttpError(400, TOO_DEEP_MESSAGE), undefined);
      else parseJson(request, text, done);
    },
  );
  // sendBeacon sends text/plain; it is parsed by the route that accepts it.
  app.addContentTypeParser(
    'text/plain',
    { parseAs: 'string', bodyLimit: BODY_LIMIT_BYTES },
    (_req, body, done) => done(null, body),
  );

  // The hooks every request runs take Fastify's callback form and answer at once when they can: an
  // async hook costs every request a promise and a turn of the microtask queue.
  app.addHook('onRequest', (request, _reply, done) => {
    const known = ctx.hosts.peek(request.host);
    if (known) {
      setHostTarget(request, known);
      return done();
    }
    ctx.hosts.resolve(request.host).then((target) => {
      setHostTarget(request, target);
      done();
    }, done);
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    applySecurityHeaders(request, reply);
    done(null, payload);
  });
  app.addHook('onSend', compressHtml);

  if (!options.logRequests && options.slowRequestMs !== undefined) {
    const slowMs = options.slowRequestMs;
    app.addHook('onResponse', (request, reply, done) => {
      if (reply.elapsedTime > slowMs)
        request.log.warn(
          {
            method: request.method,
            url: request.url,
            status: reply.statusCode,
            ms: Math.round(reply.elapsedTime),
          },
          'slow request',
        );
      done();
    });
  }

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return sendError(reply, error);
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
    if (hostTargetOf(request).kind === 'unknown')
      return renderUnknownHost(reply, request.host, ctx.appDomain);
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found.');
  });

  const routes = routeTable();
  registerRoutes(app, ctx, routes);
  // Every request is logged when asked for (LOG_LEVEL=debug), so then none goes round Fastify; nor
  // once the server is closing, when Fastify answers 503 and closes each connection.
  if (!options.logRequests) {
    const shortcut = sharedAnswerShortcut(ctx, routes);
    let closing = false;
    app.addHook('preClose', (done) => {
      closing = true;
      done();
    });
    answerFirst(app.server, (request, response) => !closing && shortcut(request, response));
  }

  if (options.worker) {
    const worker = new Worker({
      jobs: WORKER_JOBS,
      periodic: WORKER_PERIODIC_JOBS,
      deps: jobDeps({
        db: ctx.db,
        changes: ctx.changes,
        now: () => ctx.now(),
        log: app.log,
        webhooksToPrivateAddresses: ctx.webhooksToPrivateAddresses,
        assetsDir: options.assetsDir,
        ...options.worker,
      }),
    });
    app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', () => worker.stop());
  }

  return { app, ctx };
}
