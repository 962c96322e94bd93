// Shared pieces of the API tests: one app per engine and file, checked after every test for 5xx
// answers (no input may reach one), and small readers of what the server answers.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { Db, Engine } from '../src/db/database.ts';
import type { Collection, Website } from '../src/db/schema.ts';
import type { AppContext } from '../src/http/context.ts';
import { createAccount } from '../src/identity/accounts.ts';
import { starterTemplate } from '../src/seed/starters/simple.ts';
import { createWebsite } from '../src/websites/create.ts';
import { addMember } from '../src/websites/members.ts';
import { APP_DOMAIN, Client, DEMO_HOST, PLATFORM_ADDRESS, startTestApp, type TestApp } from './harness.ts';

export interface Suite {
  readonly app: TestApp['app'];
  readonly ctx: AppContext;
  readonly db: Db;
  /** A fresh browser: an empty cookie jar */
  client(host?: string, remoteAddress?: string): Client;
  /**
   * The 5xx answers so far, taken so the after-each check passes: only for a test that causes one
   * on purpose and asserts it (an upstream the server depends on is down: 503).
   */
  takeServerErrors(): string[];
}

/** Starts an app on the engine before the file's tests and closes it after; no test may cause a 5xx. */
export function useTestApp(engine: Engine, options: Parameters<typeof startTestApp>[1] = {}): Suite {
  let t: TestApp | undefined;
  const started = (): TestApp => {
    if (!t) throw new Error('the test app has not started');
    return t;
  };
  beforeAll(async () => {
    t = await startTestApp(engine, options);
  });
  afterEach(() => {
    expect(started().serverErrors.splice(0), 'answers with a 5xx status').toEqual([]);
  });
  afterAll(() => t?.close());
  return {
    get app() {
      return started().app;
    },
    get ctx() {
      return started().ctx;
    },
    get db() {
      return started().ctx.db;
    },
    client: (host = DEMO_HOST, remoteAddress?: string) => new Client(started().app, host, remoteAddress),
    takeServerErrors: () => started().serverErrors.splice(0),
  };
}

export function demoWebsite(db: Db): Promise<Website> {
  return db.selectFrom('websites').selectAll().where('identifier', '=', 'demo').executeTakeFirstOrThrow();
}

/** The demo shop's variant with this SKU (SQ1000001: the Everyday Mug), as a cart's calls name it, and its stock. */
export async function demoVariant(
  db: Db,
  websiteId: string,
  sku: string,
): Promise<{ productId: string; variantId: string; stock: number }> {
  const row = await db
    .selectFrom('product_variants')
    .select(['id', 'product_id', 'qty_in_stock'])
    .where('website_id', '=', websiteId)
    .where('sku', '=', sku)
    .executeTakeFirstOrThrow();
  return { productId: row.product_id, variantId: row.id, stock: row.qty_in_stock };
}

/** A second site (owned by the first account), served at once; answers its host. */
export async function anotherSite(suite: Suite, identifier: string, title: string): Promise<string> {
  await createWebsite(suite.db, suite.ctx.assets, {
    identifier,
    title,
    ownerAccountId: (await suite.db.selectFrom('accounts').select('id').executeTakeFirstOrThrow()).id,
    template: starterTemplate(title),
    address: PLATFORM_ADDRESS,
  });
  suite.ctx.hosts.forget();
  return `${identifier}.${APP_DOMAIN}`;
}

export async function demoPage(db: Db, urlId: string): Promise<Collection> {
  const website = await demoWebsite(db);
  return db
    .selectFrom('collections')
    .selectAll()
    .where('website_id', '=', website.id)
    .where('url_id', '=', urlId)
    .executeTakeFirstOrThrow();
}

/** The action of the page's first form whose action starts with `path`, unescaped. */
export function formAction(html: string, path: string): string {
  for (const match of html.matchAll(/<form[^>]*\baction="([^"]*)"/g)) {
    const action = (match[1] ?? '').replaceAll('&amp;', '&');
    if (action.startsWith(path)) return action;
  }
  throw new Error(`no form posts to ${path}`);
}

/** A cookie the answer set, with its attributes. */
export function setCookie(response: LightMyRequestResponse, name: string) {
  return (
    response.cookies as {
      name: string;
      value: string;
      httpOnly?: boolean;
      sameSite?: string;
      maxAge?: number;
      expires?: Date;
      path?: string;
    }[]
  ).find((cookie) => cookie.name === name);
}

/** The demo site's owner, signed in once before the file's tests: call it for their browser. */
export function useSignedInOwner(suite: Suite): () => Client {
  let owner: Client | undefined;
  beforeAll(async () => {
    owner = suite.client();
    expect((await owner.signIn()).statusCode).toBe(200);
  });
  return () => {
    if (!owner) throw new Error('the owner has not signed in yet');
    return owner;
  };
}

/**
 * A new account `name` with `role` on the site, signed in on a browser of its own (from
 * `remoteAddress`, where a test counts per address); its email is unique per engine.
 */
export async function signedInWithRole(
  suite: Suite,
  site: { websiteId: string; engine: Engine },
  { role, name, remoteAddress }: { role: number; name: string; remoteAddress?: string },
): Promise<Client> {
  const password = `${name} password here`;
  const account = await createAccount(suite.db, {
    email: `${name}.${site.engine}@example.com`,
    password,
    displayName: name,
  });
  await addMember(suite.db, site.websiteId, account.id, role);
  const client = suite.client(undefined, remoteAddress);
  expect((await client.signIn(account.email, password)).statusCode).toBe(200);
  return client;
}
