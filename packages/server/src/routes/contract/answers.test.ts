// Answers: every GET route of the table whose answer is JSON, read at run time, is called by the demo
// site's owner (signed in, and a member of the site for the member routes) on each host it answers,
// its path params taken from real rows of the demo site, and answers its status with a body its
// answer schema (the OpenAPI document's) parses. The app checks its own answers outside production
// (register.ts, checkAnswers), so a mismatch already shows as a 500 naming the route and Zod's issues;
// the parse here says the same from the client's side. A route this suite cannot fill fails rather
// than being skipped: a new path param needs a row in PATH_PARAMS, a required query one in QUERIES.
import { SiteUserRole } from '@tessera/core';
import type { LightMyRequestResponse } from 'fastify';
import type { NotNull } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  Browser,
  hostsOf,
  PLATFORM_HOST,
  paramNames,
  report,
  routeName,
  seedSiteMember,
  wireOf,
} from '../../../test/contract.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, DEMO_HOST } from '../../../test/harness.ts';
import { demoWebsite, useTestApp } from '../../../test/suite.ts';
import { inviteContributor } from '../../contributors/invitations.ts';
import type { Db } from '../../db/database.ts';
import type { Website } from '../../db/schema.ts';
import type { AppContext } from '../../http/context.ts';
import { type AnyRoute, defineRoute, PUBLIC } from '../../http/route.ts';
import { findAccountByEmail } from '../../identity/accounts.ts';
import { answerIssues, describeIssues } from '../answer-check.ts';
import { registerRoutes } from '../register.ts';
import { routeTable } from '../table.ts';

interface Demo {
  db: Db;
  site: Website;
  /** An open invitation's token, made for this suite: the people list shows it, the invitation route reads it */
  invitationToken: string;
}
type Values = (demo: Demo) => Promise<Record<string, string>>;
type Find = (demo: Demo) => Promise<string>;

/** The id of the first row a query finds, or a failure naming what the demo lacks. */
async function first(what: string, row: Promise<{ id: string } | undefined>): Promise<string> {
  const found = await row;
  if (!found) throw new Error(`the demo site has no ${what}`);
  return found.id;
}

const collection =
  (type: string): Find =>
  (demo) =>
    first(
      `${type} collection`,
      demo.db
        .selectFrom('collections')
        .select('id')
        .where('website_id', '=', demo.site.id)
        .where('type', '=', type)
        .orderBy('ordering')
        .executeTakeFirst(),
    );

const page = collection('page');

/** The layout of the first page (the demo publishes none again, so its revisions may be none). */
const pageLayout: Find = (demo) =>
  first(
    "page's layout",
    demo.db
      .selectFrom('collections')
      .select('layout_id as id')
      .where('website_id', '=', demo.site.id)
      .where('type', '=', 'page')
      .where('layout_id', 'is not', null)
      .$narrowType<{ id: NotNull }>()
      .orderBy('ordering')
      .executeTakeFirst(),
  );

const post: Find = (demo) =>
  first(
    'blog post',
    demo.db
      .selectFrom('items')
      .innerJoin('collections', (join) =>
        join
          .onRef('collections.website_id', '=', 'items.website_id')
          .onRef('collections.id', '=', 'items.collection_id'),
      )
      .select('items.id')
      .where('items.website_id', '=', demo.site.id)
      .where('collections.type', '=', 'blog')
      .orderBy('items.ordering')
      .executeTakeFirst(),
  );

/** Of the site's rows in `table`, the first by id. */
const rowOf =
  (table: 'mailing_lists' | 'forms' | 'products' | 'orders' | 'assets', what: string): Find =>
  (demo) =>
    first(
      what,
      demo.db
        .selectFrom(table)
        .select('id')
        .where('website_id', '=', demo.site.id)
        .orderBy('id')
        .executeTakeFirst(),
    );

/** A stored submission and its form, so both routes of a form's inbox have something to show. */
async function submission(demo: Demo): Promise<{ formId: string; submissionId: string }> {
  const row = await demo.db
    .selectFrom('form_submissions')
    .select(['form_id', 'id'])
    .where('website_id', '=', demo.site.id)
    .orderBy('id')
    .executeTakeFirst();
  if (!row) throw new Error('the demo site has no form submission');
  return { formId: row.form_id, submissionId: row.id };
}

/** The one param `name`, found by `find`. */
const param =
  (name: string, find: Find): Values =>
  async (demo) => ({ [name]: await find(demo) });

/** How each path param of a GET JSON route is found in the demo site, by route path. */
const PATH_PARAMS: Record<string, Values> = {
  '/api/config/pages/:id': param('id', page),
  '/api/config/pages/:id/settings': param('id', page),
  '/api/config/layouts/:id/revisions': param('id', pageLayout),
  '/api/config/blogs/:id/posts': param('id', collection('blog')),
  '/api/config/posts/:id': param('id', post),
  '/api/config/galleries/:id/settings': param('id', collection('gallery')),
  '/api/config/galleries/:id/pictures': param('id', collection('gallery')),
  '/api/config/newsletters/lists/:listId/subscribers': param(
    'listId',
    rowOf('mailing_lists', 'mailing list'),
  ),
  '/api/config/forms/:formId': param('formId', rowOf('forms', 'form')),
  '/api/config/forms/:formId/submissions': async (demo) => ({ formId: (await submission(demo)).formId }),
  '/api/config/forms/:formId/submissions/:submissionId': submission,
  '/api/config/commerce/products/:productId': param('productId', rowOf('products', 'product')),
  '/api/config/commerce/orders/:orderId': param('orderId', rowOf('orders', 'order')),
  '/api/config/commerce/orders/by-number/:number': async (demo) => ({
    number: String(
      (
        await demo.db
          .selectFrom('orders')
          .select('number')
          .where('website_id', '=', demo.site.id)
          .orderBy('number')
          .executeTakeFirstOrThrow()
      ).number,
    ),
  }),
  '/api/config/files/:id/processing': param('id', rowOf('assets', 'file')),
};

/** Invites someone to the site as its owner; the token their mail carries. */
async function invite(ctx: AppContext, site: Website): Promise<string> {
  const owner = await findAccountByEmail(ctx.db, ADMIN_EMAIL);
  if (!owner) throw new Error('no owner account');
  const email = 'invited@answers.test';
  await inviteContributor(ctx, site, owner, {
    email,
    name: 'Invited',
    role: SiteUserRole.editor,
    linkBase: '',
  });
  const mail = await ctx.db
    .selectFrom('mail_outbox')
    .select('text_body')
    .where('to_address', '=', email)
    .executeTakeFirstOrThrow();
  const token = mail.text_body.match(/#invitation=([\w.%-]+)/)?.[1];
  if (!token) throw new Error('no invitation link in the mail');
  return decodeURIComponent(token);
}

/**
 * The query a route is called with, by route path: one its schema requires, or one under which the
 * demo has something to list (an empty list checks no item against its schema). Others get none.
 */
const QUERIES: Record<string, Values> = {
  '/api/people/invitation': async (demo) => ({ token: demo.invitationToken }),
  // The demo's comments are approved; the default, pending, lists none.
  '/api/config/comments': async () => ({ status: 'approved' }),
  // A YouTube address: the check answers without asking Vimeo (no network in the suite).
  '/api/config/video-source': async () => ({ source: 'https://youtu.be/dQw4w9WgXcQ' }),
};

/** The route's path params and query, or why this suite cannot fill them. */
async function partsOf(
  route: AnyRoute,
  demo: Demo,
): Promise<{ params: Record<string, string>; query: Record<string, string> }> {
  const names = paramNames(route.path);
  const fillParams = PATH_PARAMS[route.path];
  if (names.length && !fillParams)
    throw new Error(`no row of PATH_PARAMS says how to fill ${names.map((n) => `:${n}`).join(', ')}`);
  const params = fillParams ? await fillParams(demo) : {};
  expect(Object.keys(params).sort(), 'the params PATH_PARAMS fills').toEqual([...names].sort());
  const fillQuery = QUERIES[route.path];
  if (route.query && !route.query.safeParse({}).success && !fillQuery)
    throw new Error('its query is required: add a row to QUERIES');
  return { params, query: fillQuery ? await fillQuery(demo) : {} };
}

/** A GET route answering JSON, with its answer's schema and status. */
interface JsonGet {
  route: AnyRoute;
  schema: z.ZodType;
  status: number;
}

function jsonGets(routes: AnyRoute[]): JsonGet[] {
  return routes.flatMap((route) => {
    const { answer } = route;
    return route.method === 'GET' && answer.kind === 'json'
      ? [{ route, schema: answer.schema, status: answer.status ?? 200 }]
      : [];
  });
}

/** What is wrong with a route's answer: its status, or what its schema refuses in its body. */
function answerProblem({ schema, status }: JsonGet, response: LightMyRequestResponse): string | null {
  if (response.statusCode !== status)
    return `answered ${response.statusCode}, not ${status}: ${response.body.slice(0, 300)}`;
  const issues = answerIssues(schema, response.json());
  return issues.length ? `answered what its schema refuses:\n${describeIssues(issues)}` : null;
}

/** Test-only routes answering `{ count: 'three' }` where their schema says a number. */
function plantedRoute(path: string): AnyRoute {
  return defineRoute({
    method: 'GET',
    path,
    host: 'site',
    tag: 'test',
    summary: 'A planted answer with a field of the wrong type',
    answer: { kind: 'json', schema: z.object({ count: z.number() }), description: 'A count' },
    access: PUBLIC,
    crumb: false,
    rateLimit: null,
    handler: async () => ({ count: 'three' }),
  });
}
const PLANTED = '/api/test/planted-answer';
const PLANTED_UNCHECKED = '/api/test/planted-answer-unchecked';

describe('every GET route answers what its schema says', () => {
  const suite = useTestApp('sqlite');
  const gets = jsonGets(routeTable());
  const owners = new Map<string, Browser>();
  let demo: Demo;
  let calls = 0;

  beforeAll(async () => {
    // Before the app's first request, while routes may still be added: one checked as the test app
    // checks, one as production (checkAnswers off) does not.
    registerRoutes(suite.app, suite.ctx, [plantedRoute(PLANTED)]);
    registerRoutes(suite.app, { ...suite.ctx, checkAnswers: false }, [plantedRoute(PLANTED_UNCHECKED)]);
    const site = await demoWebsite(suite.db);
    demo = { db: suite.db, site, invitationToken: await invite(suite.ctx, site) };
    for (const host of [DEMO_HOST, PLATFORM_HOST]) {
      const owner = new Browser(suite.app, host);
      await owner.signIn(ADMIN_EMAIL, ADMIN_PASSWORD);
      owners.set(host, owner);
    }
    await owners
      .get(DEMO_HOST)
      ?.signInAsMember(suite.db, await seedSiteMember(suite.db, suite.ctx.secret, 'owner@answers.test'));
  });

  afterAll(() => {
    report(
      'answers',
      'sqlite',
      `${gets.length} GET routes answering JSON, ${calls} calls, every answer parsed`,
    );
  });

  it.each(gets.map((get) => [routeName(get.route), get] as const))('%s', async (name, get) => {
    const wire = wireOf(get.route, { ...(await partsOf(get.route, demo)), body: undefined });
    for (const host of hostsOf(get.route)) {
      const response = await (owners.get(host) as Browser).send(wire);
      calls++;
      expect(answerProblem(get, response), `${name} on ${host}`).toBeNull();
    }
  });

  it('fills only routes the table has', () => {
    const paths = new Set(gets.map((get) => get.route.path));
    const rows = [...Object.keys(PATH_PARAMS), ...Object.keys(QUERIES)];
    expect(rows.filter((path) => !paths.has(path))).toEqual([]);
  });

  it('answers 500 to a wrong answer, naming the route and what its schema refuses', async () => {
    const response = await (owners.get(DEMO_HOST) as Browser).send({
      method: 'GET',
      path: PLANTED,
      query: '',
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'Internal server error. Please try again later.' });
    const [error, ...more] = suite.takeServerErrors();
    expect(more).toEqual([]);
    expect(error).toContain(`AnswerMismatch: GET ${PLANTED} [site] answered what its schema refuses`);
    expect(error).toMatch(/expected number, received string\s+→ at count/);
  });

  it('leaves the answer unchecked where checkAnswers is off (production)', async () => {
    const response = await (owners.get(DEMO_HOST) as Browser).send({
      method: 'GET',
      path: PLANTED_UNCHECKED,
      query: '',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ count: 'three' });
  });
});
