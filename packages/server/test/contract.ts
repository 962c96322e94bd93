// Shared by the contract suites (src/routes/contract/): they walk the route table at run time, so a
// route is covered the moment it is declared. Here: which hosts a route answers on, a plausible
// request for it (path params filled with real values of the demo site, query and body sampled from
// its schemas), how a request travels (encoding, the crumb, a browser's cookies), the identities the
// access suite calls as, what the table says each may do, and a snapshot of every stored row.
import { createRequire } from 'node:module';
import { hasPermission, MEMBER_XSRF_HEADER, SiteUserRole } from '@tessera/core';
import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import type { z } from 'zod';
import { type Db, isPostgres } from '../src/db/database.ts';
import { newId } from '../src/db/ids.ts';
import type { Account } from '../src/db/schema.ts';
import type { AppContext } from '../src/http/context.ts';
import { SESSION_COOKIE } from '../src/http/cookies.ts';
import { findControlCharacter } from '../src/http/input.ts';
import type { AnyRoute } from '../src/http/route.ts';
import { createAccount } from '../src/identity/accounts.ts';
import { hashPassword } from '../src/identity/passwords.ts';
import { createSession } from '../src/identity/sessions.ts';
import { insertMember } from '../src/members/repository.ts';
import { createMemberSession, MEMBER_COOKIE } from '../src/members/sessions.ts';
import { addMember } from '../src/websites/members.ts';
import { APP_DOMAIN, DEMO_HOST } from './harness.ts';
import { jsonSchemaOf, validArbitrary, wellFormed } from './schema-arbitrary.ts';
import { demoWebsite } from './suite.ts';

export const PLATFORM_HOST = APP_DOMAIN;
/** A second site, for crumbs issued on another site's host */
export const OTHER_SITE_IDENTIFIER = 'other';
export const OTHER_SITE_HOST = `${OTHER_SITE_IDENTIFIER}.${APP_DOMAIN}`;

/** The fast-check seed of every generated input; FUZZ_SEED=<n> replays another run. */
export const SEED = Number(process.env.FUZZ_SEED ?? 0x7e55e7a);

export type Part = 'params' | 'query' | 'body';
export const PARTS: readonly Part[] = ['params', 'query', 'body'];

export function routeName(route: AnyRoute): string {
  return `${route.method} ${route.path} [${route.host}]`;
}

/** The hosts a route is called on: its own kind, and both kinds for a route that answers on any. */
export function hostsOf(route: AnyRoute): string[] {
  if (route.host === 'site') return [DEMO_HOST];
  if (route.host === 'platform') return [PLATFORM_HOST];
  return [DEMO_HOST, PLATFORM_HOST];
}

/** A page of the host that hands out a crumb (and so a visitor id) without changing anything. */
function crumbPage(host: string): string {
  return host === PLATFORM_HOST ? '/' : '/config/';
}

// ---------------------------------------------------------------------------------------------------
// Real values of the demo site, for path params

export interface DemoValues {
  websiteId: string;
  pageIds: string[];
  urlIds: string[];
  /** Layouts with the ids of the blocks they hold (any object with a string id and type) */
  layouts: { id: string; blockIds: string[] }[];
  assetNames: string[];
  identifiers: string[];
}

function blockIdsIn(json: string): string[] {
  const ids: string[] = [];
  const stack: unknown[] = [JSON.parse(json)];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    if (Array.isArray(next)) stack.push(...next);
    else if (next !== null && typeof next === 'object') {
      const record = next as Record<string, unknown>;
      if (typeof record.id === 'string' && typeof record.type === 'string') ids.push(record.id);
      stack.push(...Object.values(record));
    }
  }
  return ids;
}

export async function readDemoValues(db: Db): Promise<DemoValues> {
  const website = await demoWebsite(db);
  const pages = await db
    .selectFrom('collections')
    .select(['id', 'url_id', 'layout_id'])
    .where('website_id', '=', website.id)
    .orderBy('ordering')
    .execute();
  const layouts = await db
    .selectFrom('layouts')
    .select(['id', 'sections'])
    .where('website_id', '=', website.id)
    .execute();
  const assets = await db
    .selectFrom('assets')
    .select('name')
    .where('website_id', '=', website.id)
    .orderBy('name')
    .execute();
  const byId = new Map(layouts.map((l) => [l.id, blockIdsIn(l.sections)]));
  // Page layouts first, in page order, so ':layoutId' is a page's layout holding blocks.
  const ordered = [...pages.flatMap((p) => (p.layout_id ? [p.layout_id] : [])), ...byId.keys()];
  return {
    websiteId: website.id,
    pageIds: pages.map((p) => p.id),
    urlIds: pages.map((p) => p.url_id),
    layouts: [...new Set(ordered)].map((id) => ({ id, blockIds: byId.get(id) ?? [] })),
    assetNames: assets.map((a) => a.name),
    identifiers: [website.identifier],
  };
}

/** Real values a path param of this name may take, best first. */
function paramCandidates(name: string, values: DemoValues, chosen: Record<string, string>): string[] {
  const layoutsWithBlocks = values.layouts.filter((l) => l.blockIds.length);
  const pools: Record<string, string[]> = {
    id: values.pageIds,
    layoutId: layoutsWithBlocks.map((l) => l.id),
    blockId: values.layouts.find((l) => l.id === chosen.layoutId)?.blockIds ?? [],
    name: values.assetNames,
    identifier: values.identifiers,
    '*': values.urlIds,
  };
  const everything = [
    ...values.pageIds,
    ...values.layouts.flatMap((l) => [l.id, ...l.blockIds]),
    ...values.assetNames,
    ...values.identifiers,
    ...values.urlIds,
  ];
  return [...(pools[name] ?? []), ...everything];
}

/** The names of a path's params, in order; '*' for a trailing wildcard. */
export function paramNames(path: string): string[] {
  return path.split('/').flatMap((segment) => {
    if (segment.startsWith(':')) return [segment.slice(1)];
    if (segment === '*' || segment.endsWith('*')) return ['*'];
    return [];
  });
}

// ---------------------------------------------------------------------------------------------------
// How values travel: params in the path, query and form as text, JSON bodies as JSON

/** What a query or form value becomes on the wire: text, or a list of texts for a repeated key. */
function wireText(value: unknown): string | string[] | undefined {
  if (value === undefined) return undefined;
  if (Array.isArray(value)) {
    const texts = value.map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? 'null')));
    return texts.length === 1 ? texts[0] : texts.length ? texts : undefined;
  }
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}

/** encodeURIComponent, with lone surrogates (which it refuses) replaced first. */
export function encodeText(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeURIComponent(wellFormed(text));
  }
}

/** `key=value&…` of an object, a repeated key for each value of a list. */
export function encodeForm(value: unknown): string {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return encodeText([wireText(value) ?? ''].flat().join(','));
  }
  const pairs: string[] = [];
  for (const [key, raw] of Object.entries(value)) {
    const text = wireText(raw);
    const name = `${encodeText(key)}=`;
    for (const one of Array.isArray(text) ? text : text === undefined ? [] : [text]) {
      pairs.push(name + encodeText(one));
    }
  }
  return pairs.join('&');
}

export function encodePath(route: AnyRoute, value: unknown): string {
  const params = (value !== null && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const text = (v: unknown) => [wireText(v) ?? ''].flat().join(',');
  return route.path
    .split('/')
    .map((segment) => {
      if (segment.startsWith(':')) return encodeText(text(params[segment.slice(1)]));
      if (segment.endsWith('*')) {
        const rest = text(params['*']);
        return segment.slice(0, -1) + rest.split('/').map(encodeText).join('/');
      }
      return segment;
    })
    .join('/');
}

export type Encoding = 'json' | 'form';

/** A request as it leaves the browser, before the crumb is added. */
export interface Wire {
  method: AnyRoute['method'];
  path: string;
  /** Encoded, without '?' and without the crumb */
  query: string;
  contentType?: string;
  payload?: string | Buffer;
}

export interface Parts {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  /** undefined: no body at all */
  body: unknown;
}

export function wireOf(route: AnyRoute, parts: Parts, encoding: Encoding = route.bodyType ?? 'json'): Wire {
  const wire: Wire = {
    method: route.method,
    path: encodePath(route, parts.params),
    query: encodeForm(parts.query),
  };
  if (parts.body !== undefined && route.method !== 'GET') {
    if (encoding === 'form') {
      wire.contentType = 'application/x-www-form-urlencoded';
      wire.payload = encodeForm(parts.body);
    } else {
      wire.contentType = 'application/json';
      wire.payload = jsonText(parts.body);
    }
  }
  return wire;
}

/**
 * A body's JSON text, made once for each body object: the fuzz corpus sends one body with dozens of
 * queries and params, and the same text (the same string) is then known as a repeat at once.
 */
const jsonTexts = new WeakMap<object, string>();
function jsonText(body: unknown): string {
  if (body === null || typeof body !== 'object') return JSON.stringify(body);
  let text = jsonTexts.get(body);
  if (text === undefined) {
    text = JSON.stringify(body);
    jsonTexts.set(body, text);
  }
  return text;
}

// Fastify reads the query (and @fastify/formbody a form) with fast-querystring: use the very same
// parser to know what the server will see.
const fromFastify = createRequire(createRequire(import.meta.url).resolve('fastify'));
const parseQueryString = (fromFastify('fast-querystring') as { parse(text: string): Record<string, unknown> })
  .parse;

export function parseQuery(text: string): Record<string, unknown> {
  return { ...parseQueryString(text) };
}

/** Whether a value, as the server reads it off the wire, passes the schema and the product's input rules. */
export function accepts(schema: z.ZodType | undefined, value: unknown): boolean {
  if (findControlCharacter(value) !== null) return false;
  if (!schema) return true;
  try {
    return schema.safeParse(value).success;
  } catch {
    return false; // a preprocess that refuses (too deep) throws its 400
  }
}

// ---------------------------------------------------------------------------------------------------
// A plausible request: real path params, a query and body each schema accepts

function sample<T>(arbitrary: fc.Arbitrary<T>, seed: number, count = 60): T[] {
  return fc.sample(arbitrary, { seed, numRuns: count });
}

/** Values of a schema that pass it after the trip over the wire, in `encoding`. */
function validValues(schema: z.ZodType, part: Part, encoding: Encoding, seed: number): unknown[] {
  const root = jsonSchemaOf(schema);
  return sample(validArbitrary(root, root), seed).filter((value) =>
    accepts(schema, part === 'body' && encoding === 'json' ? value : roundTripText(value)),
  );
}

function roundTripText(value: unknown): unknown {
  return parseQuery(encodeForm(value));
}

export function plausibleParts(route: AnyRoute, values: DemoValues, seed = SEED): Parts {
  const params: Record<string, string> = {};
  for (const name of paramNames(route.path)) {
    const candidates = paramCandidates(name, values, params);
    const fits = (candidate: string) => {
      if (name === '*' || !route.params) return true;
      const shape = (route.params as z.ZodObject).shape as Record<string, z.ZodType> | undefined;
      const field = shape?.[name];
      return field ? field.safeParse(candidate).success : true;
    };
    const real = candidates.find(fits);
    if (real !== undefined) params[name] = real;
    else {
      const generated = route.params ? validValues(route.params, 'params', 'form', seed) : [];
      params[name] = String((generated[0] as Record<string, unknown> | undefined)?.[name] ?? 'x');
    }
  }
  const encoding = route.bodyType ?? 'json';
  const query = route.query ? (validValues(route.query, 'query', 'form', seed)[0] ?? {}) : {};
  const body = route.body ? (validValues(route.body, 'body', encoding, seed)[0] ?? {}) : undefined;
  return { params, query: query as Record<string, unknown>, body };
}

// ---------------------------------------------------------------------------------------------------
// A browser: a cookie jar for one host, the crumb sent as the spec asks

let addressCounter = 0;
/**
 * A new client address for every call: the per-route rate limits count calls per address, and these
 * suites want every call to reach the step under test, not the flood limit.
 */
function nextAddress(): string {
  addressCounter++;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

interface SendOptions {
  /** The crumb param to send: a value, or null for none. Default: this browser's crumb if the route wants one */
  crumb?: string | null;
  /** Headers replacing the browser's own (cookie included) */
  headers?: Record<string, string>;
  /** Keep the cookies the answer sets (signing in); off by default so a browser stays as built */
  keepCookies?: boolean;
}

export class Browser {
  readonly cookies = new Map<string, string>();
  /** Headers every call carries (a member's X-SiteUser-XSRF-Token) */
  readonly headers: Record<string, string> = {};

  constructor(
    readonly app: FastifyInstance,
    readonly host: string,
  ) {}

  get crumb(): string | undefined {
    return this.cookies.get('crumb');
  }

  get session(): string | undefined {
    return this.cookies.get(SESSION_COOKIE);
  }

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async send(wire: Wire, options: SendOptions = {}): Promise<LightMyRequestResponse> {
    const crumb = options.crumb === undefined ? (wire.method === 'GET' ? null : this.crumb) : options.crumb;
    const query = [wire.query, crumb == null ? '' : `crumb=${encodeURIComponent(crumb)}`]
      .filter(Boolean)
      .join('&');
    const headers: Record<string, string> = { host: this.host, ...this.headers };
    if (this.cookies.size) headers.cookie = this.cookieHeader();
    if (wire.contentType) headers['content-type'] = wire.contentType;
    Object.assign(headers, options.headers);
    const response = await this.app.inject({
      method: wire.method,
      url: query ? `${wire.path}?${query}` : wire.path,
      headers,
      remoteAddress: nextAddress(),
      ...(wire.payload !== undefined ? { payload: wire.payload } : {}),
    });
    if (options.keepCookies) this.keep(response);
    return response;
  }

  /** A session of the site member (made by the product, as signing in makes it) and its xsrfToken. */
  async signInAsMember(db: Db, member: SiteMemberIdentity): Promise<void> {
    const session = await createMemberSession(
      db,
      member.secret,
      member.websiteId,
      member.id,
      this.host,
      Date.now(),
    );
    this.cookies.set(MEMBER_COOKIE, session.token);
    this.headers[MEMBER_XSRF_HEADER] = session.xsrfToken;
  }

  keep(response: LightMyRequestResponse): void {
    for (const cookie of response.cookies as { name: string; value: string; maxAge?: number }[]) {
      if (cookie.maxAge === 0 || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
  }

  /** A page that hands out a crumb, keeping what it sets (a visitor id, the crumb). */
  async fetchCrumb(): Promise<string> {
    const response = await this.send(
      { method: 'GET', path: crumbPage(this.host), query: '' },
      { keepCookies: true },
    );
    if (response.statusCode >= 400 || !this.crumb) {
      throw new Error(`GET ${crumbPage(this.host)} on ${this.host} gave no crumb (${response.statusCode})`);
    }
    return this.crumb;
  }

  /** Signs in through POST /api/auth/Login, as the config area does. */
  async signIn(email: string, password: string): Promise<void> {
    if (!this.crumb) await this.fetchCrumb();
    const response = await this.send(
      {
        method: 'POST',
        path: '/api/auth/Login',
        query: '',
        contentType: 'application/json',
        payload: JSON.stringify({ email, password }),
      },
      { keepCookies: true },
    );
    if (response.statusCode !== 200)
      throw new Error(`signing in as ${email} on ${this.host}: ${response.statusCode}`);
  }
}

/** A browser of a signed-in account: a session made by the product (as signing in makes it), and its crumb. */
export async function sessionBrowser(
  app: FastifyInstance,
  db: Db,
  host: string,
  account: Account | null,
  member?: SiteMemberIdentity,
): Promise<Browser> {
  const browser = new Browser(app, host);
  if (account) browser.cookies.set(SESSION_COOKIE, await createSession(db, account.id, host));
  if (member && host === DEMO_HOST) await browser.signInAsMember(db, member);
  await browser.fetchCrumb();
  return browser;
}

/** A confirmed member of the demo site (a member identity calls with their session and xsrfToken). */
export interface SiteMemberIdentity {
  id: string;
  websiteId: string;
  secret: string;
}

/** A confirmed member of the demo site, for a browser to sign in as. */
export async function seedSiteMember(db: Db, secret: string, email: string): Promise<SiteMemberIdentity> {
  const website = await demoWebsite(db);
  const id = newId();
  await insertMember(db, website.id, {
    id,
    email,
    name: 'Member',
    password_hash: await hashPassword('member password'),
    verified_at: Date.now(),
    created_at: Date.now(),
  });
  return { id, websiteId: website.id, secret };
}

// ---------------------------------------------------------------------------------------------------
// Identities: anonymous, an account with no role on the demo site, one account per site role

export interface Identity {
  name: string;
  account: Account | null;
  roles: number[];
  /** A site member of the demo site, signed in as one (no owner account) */
  member?: SiteMemberIdentity;
}

export async function seedIdentities(db: Db, secret: string): Promise<Identity[]> {
  const website = await demoWebsite(db);
  const make = async (name: string, roles: number[]): Promise<Identity> => {
    const account = await createAccount(db, {
      email: `${name.toLowerCase()}@contract.test`,
      password: `${name} password`,
      displayName: name,
    });
    for (const role of roles) await addMember(db, website.id, account.id, role);
    return { name, account, roles };
  };
  const identities: Identity[] = [{ name: 'anonymous', account: null, roles: [] }];
  identities.push(await make('no-role', []));
  for (const [name, role] of Object.entries(SiteUserRole)) identities.push(await make(name, [role]));
  const member = await seedSiteMember(db, secret, 'member@contract.test');
  identities.push({
    name: 'site-member',
    account: null,
    roles: [],
    member,
  });
  return identities;
}

export type Verdict = 'allowed' | 'sign-in' | 'permission';

/** What the route table and core's permission table say about this identity calling this route. */
export function expectedVerdict(route: AnyRoute, identity: Identity): Verdict {
  if (route.access.kind === 'public') return 'allowed';
  if (route.access.kind === 'member') return identity.member ? 'allowed' : 'sign-in';
  if (!identity.account) return 'sign-in';
  if (route.access.kind === 'account') return 'allowed';
  return hasPermission(identity.roles, route.access.permission) ? 'allowed' : 'permission';
}

// ---------------------------------------------------------------------------------------------------
// Answers

function isJsonAnswer(response: LightMyRequestResponse): boolean {
  return String(response.headers['content-type'] ?? '').startsWith('application/json');
}

export function jsonOf(response: LightMyRequestResponse): Record<string, unknown> | null {
  if (!isJsonAnswer(response)) return null;
  try {
    const body = response.json();
    return body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** What is wrong with an answer's shape, or null: no 5xx, a JSON 4xx carries a string `error`. */
export function shapeProblem(response: LightMyRequestResponse): string | null {
  if (response.statusCode >= 500) return `answered ${response.statusCode}`;
  if (response.statusCode >= 400 && isJsonAnswer(response)) {
    const body = jsonOf(response);
    if (typeof body?.error !== 'string') return `a JSON ${response.statusCode} without a string error`;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------------
// Every stored row

/**
 * Each table's rows as read, and their JSON text as one string. The suites take two snapshots around
 * every route (about 1,600 a run) and almost all are equal: comparing the texts settles those at
 * the cost of one JSON.stringify a table. Only a table whose text differs (rows changed, or only came
 * back in another order) is put in canonical form, row by row, to tell which rows changed: the part
 * that took about 140 ms of a 180 ms snapshot of the demo on SQLite when done for every table.
 */
interface TableRows {
  rows: Record<string, unknown>[];
  text: string;
}
type Snapshot = Map<string, TableRows>;

function canonical(value: unknown): unknown {
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return Buffer.from(value).toString('base64');
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

/** A table's text: its rows' JSON, bigints (which JSON.stringify refuses) as text. */
function tableText(rows: Record<string, unknown>[]): string {
  return JSON.stringify(rows, (_key, value) => (typeof value === 'bigint' ? `${value}n` : value));
}

/**
 * Writes what the app holds in memory to write later (the census's hit and event buffers), so a
 * snapshot sees every row the calls so far caused, and none lands in the middle of the next check.
 */
export async function settleBufferedWrites(ctx: AppContext): Promise<void> {
  await Promise.all([ctx.census.flush(), ctx.censusEvents.flush(), ctx.censusPerformance.flush()]);
}

/**
 * Columns a suite's own signed-in browsers move whatever they call: a session's last use is written
 * at most every few minutes, so a suite running longer than that would see it as the route's doing.
 */
const BOOKKEEPING_COLUMNS: Readonly<Record<string, readonly string[]>> = { sessions: ['last_used_at'] };

/**
 * Every row of every table the database holds (found at run time, so new tables are included). The
 * rows are read only when the database may have changed since the last snapshot of it: a stamp the
 * engine computes tells (see changeStamp); an equal stamp gives back the rows read last time.
 */
export async function snapshot(db: Db): Promise<Snapshot> {
  const stamp = await changeStamp(db);
  const last = lastSnapshots.get(db);
  if (last && last.stamp === stamp) return last.tables;
  const tables = (await db.introspection.getTables()).map((t) => t.name).sort();
  const result: Snapshot = new Map();
  for (const table of tables) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
    const ignored = BOOKKEEPING_COLUMNS[table] ?? [];
    for (const row of rows) for (const column of ignored) delete row[column];
    result.set(table, { rows, text: tableText(rows) });
  }
  lastSnapshots.set(db, { stamp, tables: result });
  snapshotReads.set(db, (snapshotReads.get(db) ?? 0) + 1);
  return result;
}

const lastSnapshots = new WeakMap<Db, { stamp: string; tables: Snapshot }>();
const snapshotReads = new WeakMap<Db, number>();

/** How many snapshots of `db` read its rows (the others found its stamp unchanged). */
export function snapshotRowReads(db: Db): number {
  return snapshotReads.get(db) ?? 0;
}

/**
 * What changes whenever a stored row (or the schema) does. SQLite: the rows this connection has
 * inserted, updated or deleted since it opened, triggers included (a test's SQLite database is one
 * in-memory connection; data_version would also move for another connection's commit), and the
 * schema's version. PostgreSQL, whose counters are per session or reported late: each table's row
 * count and the sum of its rows' 64-bit hashes, computed by PostgreSQL in one query. A stamp may
 * change with no row changed (a write of the same values, a rolled-back one): then the rows are read
 * and compared as before; only an equal stamp skips the read.
 */
async function changeStamp(db: Db): Promise<string> {
  if (!isPostgres(db)) {
    const { rows } = await sql<{ changes: number; data: number; schema: number }>`
      select total_changes() as changes,
        (select data_version from pragma_data_version) as data,
        (select schema_version from pragma_schema_version) as schema`.execute(db);
    const row = rows[0];
    return `${row?.changes} ${row?.data} ${row?.schema}`;
  }
  const { rows: tables } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(db);
  if (tables.length === 0) return '';
  const { rows } = await sql<{ t: string; n: string; h: string }>`${sql.join(
    tables.map(
      ({ name }) =>
        sql`select cast(${name} as text) as t, count(*)::text as n,
          coalesce(sum(hashtextextended(snapshot_row::text, 0)::numeric), 0)::text as h
        from ${sql.table(name)} as snapshot_row`,
    ),
    sql` union all `,
  )}`.execute(db);
  return rows
    .map((r) => `${r.t} ${r.n} ${r.h}`)
    .sort()
    .join('\n');
}

function canonicalRows(table: TableRows | undefined): Set<string> {
  return new Set((table?.rows ?? []).map((row) => JSON.stringify(canonical(row))));
}

/** The rows one snapshot has and the other lacks, table by table; empty when they are the same. */
export function snapshotDiff(before: Snapshot, after: Snapshot): string[] {
  const lines: string[] = [];
  for (const table of new Set([...before.keys(), ...after.keys()])) {
    if (before.get(table)?.text === after.get(table)?.text) continue;
    const a = canonicalRows(before.get(table));
    const b = canonicalRows(after.get(table));
    for (const row of a) if (!b.has(row)) lines.push(`${table} lost ${row.slice(0, 300)}`);
    for (const row of b) if (!a.has(row)) lines.push(`${table} gained ${row.slice(0, 300)}`);
  }
  return lines;
}

/** One line per suite and engine, in the test output. */
export function report(suite: string, engine: string, figures: string): void {
  console.log(`[contract] ${suite} on ${engine}: ${figures}`);
}
