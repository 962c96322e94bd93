// An app on a fresh database of the given engine, seeded like a first start (a copy of the run's demo
// seed, demo-seed.ts), and a small browser-like client: a cookie jar per host, the crumb sent back as
// the spec asks.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { type AppOptions, buildApp } from '../src/app.ts';
import type { Engine } from '../src/db/database.ts';
import type { AppContext } from '../src/http/context.ts';
import { createDemoDatabase } from './demo-seed.ts';

/**
 * A person's browser: light-my-request's own user agent ('lightMyRequest') is a bot's to isbot, and
 * the census counts no bot.
 */
export const BROWSER_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

export const APP_DOMAIN = 'tessera.test';
export const DEMO_HOST = `demo.${APP_DOMAIN}`;
/** Where the test app answers, as createWebsite and bootstrap take it */
export const PLATFORM_ADDRESS = { protocol: 'http', appDomain: APP_DOMAIN };
export const ADMIN_EMAIL = 'owner@example.com';
export const ADMIN_PASSWORD = 'correct horse battery';

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  /** Every 5xx answer the app gave, as "METHOD url status": input must never reach one. */
  serverErrors: string[];
  close(): Promise<void>;
}

export async function startTestApp(
  engine: Engine,
  options: Pick<
    AppOptions,
    'trustProxy' | 'webhooksToPrivateAddresses' | 'captchaVerifyUrls' | 'censusBuffer' | 'pageCacheBytes'
  > = {},
): Promise<TestApp> {
  const database = await createDemoDatabase(engine);
  const { app, ctx } = await buildApp({
    db: database.db,
    appDomain: APP_DOMAIN,
    assetsDir: database.assetsDir,
    builds: { site: { script: '/static/site/main.js', css: [], preload: [] }, editor: null },
    ...options,
  });
  const serverErrors: string[] = [];
  // A 5xx is named with its cause, so that a failure seen once in CI can be read, not guessed at.
  const causes = new WeakMap<object, string>();
  app.addHook('onError', async (request, _reply, error) => {
    causes.set(request, `${error.name}: ${error.message}${'code' in error ? ` (${error.code})` : ''}`);
  });
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode < 500) return;
    const cause = causes.get(request);
    serverErrors.push(`${request.method} ${request.url} ${reply.statusCode}${cause ? ` ${cause}` : ''}`);
  });
  return {
    app,
    ctx,
    serverErrors,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export class Client {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    readonly host: string = DEMO_HOST,
    /** The client's address as the server sees it (sign-in failures are counted per address) */
    readonly remoteAddress?: string,
  ) {}

  get crumb(): string | undefined {
    return this.cookies.get('crumb');
  }

  async request(
    method: Method,
    url: string,
    options: {
      json?: unknown;
      form?: Record<string, string>;
      body?: string | Buffer;
      headers?: Record<string, string>;
      crumb?: boolean;
    } = {},
  ): Promise<LightMyRequestResponse> {
    let target = url;
    if (options.crumb !== false && method !== 'GET') {
      // Where a browser gets one: the config area on a site's host, the platform home on the bare domain.
      if (!this.crumb) await this.request('GET', '/config/');
      if (!this.crumb) await this.request('GET', '/');
      target += `${url.includes('?') ? '&' : '?'}crumb=${encodeURIComponent(this.crumb ?? '')}`;
    }
    const headers: Record<string, string> = {
      host: this.host,
      'user-agent': BROWSER_USER_AGENT,
      ...options.headers,
    };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    let payload: string | Buffer | undefined = options.body;
    if (options.json !== undefined) {
      payload = JSON.stringify(options.json);
      headers['content-type'] = 'application/json';
    } else if (options.form) {
      payload = new URLSearchParams(options.form).toString();
      headers['content-type'] = 'application/x-www-form-urlencoded';
    }
    const response = await this.app.inject({
      method,
      url: target,
      headers,
      ...(payload !== undefined ? { payload } : {}),
      ...(this.remoteAddress ? { remoteAddress: this.remoteAddress } : {}),
    });
    for (const cookie of response.cookies as {
      name: string;
      value: string;
      maxAge?: number;
      expires?: Date;
    }[]) {
      const expired =
        cookie.maxAge === 0 ||
        (cookie.expires && cookie.expires.getTime() < Date.now()) ||
        cookie.value === '';
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  get(url: string, headers?: Record<string, string>) {
    return this.request('GET', url, headers ? { headers } : {});
  }

  async signIn(email = ADMIN_EMAIL, password = ADMIN_PASSWORD) {
    await this.get('/');
    return this.request('POST', '/api/auth/Login', { json: { email, password } });
  }
}

/** The site context a page embeds. */
export function contextOf(html: string): Record<string, unknown> {
  const match = html.match(/<script id="tessera-context" type="application\/json">(.*?)<\/script>/s);
  if (!match?.[1]) throw new Error('page has no site context');
  return JSON.parse(match[1]);
}
