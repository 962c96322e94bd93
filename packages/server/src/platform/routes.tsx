// The platform home's entries in the route table. Plain HTML forms, so it works without JavaScript;
// each form's action carries the crumb, and a refusal shows the form again with its messages.
import { STARTER_SITE_KEYS, showcaseIdentifier } from '@tessera/core';
import type { FastifyRequest } from 'fastify';
import { renderToString } from 'react-dom/server';
import { z } from 'zod';
import type { Account } from '../db/schema.ts';
import type { AppContext } from '../http/context.ts';
import { pageCrumb } from '../http/crumb.ts';
import { type HttpError, sendError } from '../http/errors.ts';
import { type AnyRoute, defineRoute, PUBLIC, type RouteInput, SIGNED_IN } from '../http/route.ts';
import { htmlPolicy } from '../http/security-headers.ts';
import { createAccount, emailSchema, newPasswordSchema } from '../identity/accounts.ts';
import { createHandoff } from '../identity/handoff.ts';
import { SIGN_IN_RATE, signIn, signOut, startSession } from '../identity/sign-in.ts';
import { queueWelcomeMail } from '../mail/welcome.ts';
import { SHOWCASE_TITLES, STARTER_TEMPLATES } from '../seed/starters/index.ts';
import { starterThumbnail } from '../seed/starters/thumbnail.ts';
import { createWebsite, ensureShowcaseWebsite, newWebsiteSchema } from '../websites/create.ts';
import { siteBaseUrl } from '../websites/hosts.ts';
import { websitesOfAccount } from '../websites/members.ts';
import { Home, type HomeProps } from './Home.tsx';

const signUpSchema = z.object({
  displayName: z
    .string({ error: 'Please enter your name.' })
    .trim()
    .min(1, 'Please enter your name.')
    .max(100),
  email: emailSchema,
  password: newPasswordSchema,
});
const signInSchema = z.object({
  email: z.string().max(256).default(''),
  password: z.string().max(500).default(''),
});

const templateParams = z.object({
  key: z.enum(STARTER_SITE_KEYS, { error: 'There is no such template.' }),
});

type FormName = NonNullable<HomeProps['error']>['form'];
type Input = RouteInput<unknown, unknown, unknown, 'platform'>;

export const FORM_EXPIRED_NOTICE = 'That form had expired, so nothing was changed. Please try again.';

async function sitesOf(ctx: AppContext, request: FastifyRequest, account: Account) {
  const rows = await websitesOfAccount(ctx.db, account.id);
  return rows.map((r) => ({ ...r, url: siteBaseUrl(request.protocol, r.identifier, ctx.appDomain) }));
}

async function renderHome(
  { ctx, request, reply, account }: Pick<Input, 'ctx' | 'request' | 'reply' | 'account'>,
  status = 200,
  error?: HomeProps['error'],
  values?: Record<string, string>,
) {
  const crumb = pageCrumb(ctx.secret, request, reply);
  const query = request.query as { form?: unknown; created?: unknown };
  const sites = account ? await sitesOf(ctx, request, account) : [];
  const html = renderToString(
    <Home
      crumb={crumb}
      account={account ? { displayName: account.display_name, email: account.email } : null}
      sites={sites}
      appDomain={ctx.appDomain}
      error={error}
      notice={query.form === 'expired' ? FORM_EXPIRED_NOTICE : undefined}
      created={sites.find((site) => site.identifier === query.created)}
      values={values}
    />,
  );
  // Its forms hand over to a site's own host (a redirect after the Edit form), so they may post there.
  const siteOrigins = `${request.protocol}://*.${ctx.appDomain}`;
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header(
      'content-security-policy',
      htmlPolicy({ html, frameAncestors: "'none'", frameSrc: "'none'", formAction: ["'self'", siteOrigins] }),
    )
    .send(`<!DOCTYPE html>${html}`);
}

/** A refused form: the home again, with the message beside the form; the password is never echoed. */
function showFormAgain(form: FormName) {
  return (error: HttpError, input: Input) => {
    const body = (input.request.body ?? {}) as Record<string, unknown>;
    const values = Object.fromEntries(
      Object.entries(body).filter(
        (e): e is [string, string] => typeof e[1] === 'string' && e[0] !== 'password',
      ),
    );
    return renderHome(
      input,
      error.statusCode,
      { form, message: error.message, fields: error.errors },
      values,
    );
  };
}

/** Every form of the home page: it shows who is signed in, and a stale crumb sends it back home. */
const HOME_FORM = {
  host: 'platform',
  tag: 'platform',
  bodyType: 'form',
  crumb: true,
  rateLimit: null,
  readsAccount: true,
  crumbRetry: () => '/?form=expired',
} as const;

export const platformRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    path: '/',
    host: 'platform',
    tag: 'platform',
    summary: 'The platform home: sign up, sign in, your sites, create a site',
    readsAccount: true,
    answer: { kind: 'html', description: 'The platform home' },
    access: PUBLIC,
    crumb: false,
    rateLimit: null,
    page: true,
    handler: (input) => renderHome(input),
  }),
  defineRoute({
    ...HOME_FORM,
    method: 'POST',
    path: '/signin',
    summary: 'Sign in (the home page form)',
    body: signInSchema,
    answer: { kind: 'redirect', description: 'To the home page, signed in' },
    access: PUBLIC,
    rateLimit: SIGN_IN_RATE,
    renderRefusal: showFormAgain('signin'),
    handler: async ({ ctx, request, reply, body }) => {
      await signIn(ctx, request, reply, body.email, body.password);
      return reply.redirect('/', 303);
    },
  }),
  defineRoute({
    ...HOME_FORM,
    method: 'POST',
    path: '/signup',
    summary: 'Create an account (the home page form); signs it in',
    body: signUpSchema,
    answer: { kind: 'redirect', description: 'To the home page, signed in' },
    access: PUBLIC,
    rateLimit: { max: 30, windowMs: 60_000 },
    renderRefusal: showFormAgain('signup'),
    handler: async ({ ctx, request, reply, body }) => {
      const account = await createAccount(ctx.db, body, (trx, created) =>
        queueWelcomeMail(trx, {
          email: created.email,
          displayName: created.display_name,
          homeUrl: `${request.protocol}://${ctx.appDomain}/`,
        }),
      );
      await startSession(ctx, request, reply, account.id);
      return reply.redirect('/', 303);
    },
  }),
  defineRoute({
    ...HOME_FORM,
    method: 'POST',
    path: '/signout',
    summary: 'Sign out (the home page form)',
    answer: { kind: 'redirect', description: 'To the home page' },
    access: PUBLIC,
    handler: async ({ ctx, request, reply }) => {
      await signOut(ctx, request, reply);
      return reply.redirect('/', 303);
    },
  }),
  defineRoute({
    ...HOME_FORM,
    method: 'POST',
    path: '/sites',
    summary: 'Create a site from a starter template (the home page form)',
    body: newWebsiteSchema,
    answer: { kind: 'redirect', description: 'To the home page, which lists the new site' },
    access: SIGNED_IN,
    renderRefusal: showFormAgain('create'),
    handler: async ({ ctx, request, reply, account, body }) => {
      await createWebsite(ctx.db, ctx.assets, {
        identifier: body.identifier,
        title: body.title,
        ownerAccountId: (account as Account).id,
        template: STARTER_TEMPLATES[body.template](body.title),
        address: { protocol: request.protocol, appDomain: ctx.appDomain },
      });
      // Every process looks its hosts up again: the new address names a site now.
      await ctx.changes.publish({ websiteId: null, tags: [] });
      // The home page then says what was made (only to an account that owns a site of that address).
      return reply.redirect(`/?created=${encodeURIComponent(body.identifier)}`, 303);
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/templates/:key/preview',
    host: 'platform',
    tag: 'platform',
    summary: "A starter template's preview: its showcase site, made on the first preview",
    makesOnFirstRead: 'The showcase site is made from its template on the first preview, then only shown',
    params: templateParams,
    answer: { kind: 'redirect', description: "To the showcase site's home page" },
    access: PUBLIC,
    crumb: false,
    rateLimit: { max: 60, windowMs: 60_000 },
    handler: async ({ ctx, request, reply, params }) => {
      const identifier = showcaseIdentifier(params.key);
      const showcase = await ensureShowcaseWebsite(ctx.db, ctx.assets, {
        identifier,
        title: SHOWCASE_TITLES[params.key],
        template: () => STARTER_TEMPLATES[params.key](SHOWCASE_TITLES[params.key]),
      });
      if (!showcase)
        return reply.code(404).type('text/plain; charset=utf-8').send('This preview is not available.');
      // Every process looks its hosts up again once, when the address first names a site.
      if (showcase.made) await ctx.changes.publish({ websiteId: null, tags: [] });
      return reply.redirect(`${siteBaseUrl(request.protocol, identifier, ctx.appDomain)}/`, 303);
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/templates/:key/thumbnail.svg',
    host: 'platform',
    tag: 'platform',
    summary: "A starter template's card picture on the platform home",
    params: templateParams,
    answer: { kind: 'file', contentType: 'image/svg+xml', description: 'A sketch of its home page' },
    access: PUBLIC,
    crumb: false,
    rateLimit: null,
    handler: async ({ reply, params }) =>
      reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=3600')
        .send(starterThumbnail(params.key)),
  }),
  defineRoute({
    ...HOME_FORM,
    method: 'POST',
    path: '/sites/:identifier/edit',
    summary: "Hands the signed-in owner over to the site's own host, where the config area lives",
    params: z.object({ identifier: z.string().max(100) }),
    answer: { kind: 'redirect', description: "To the site's hand-off link" },
    access: SIGNED_IN,
    // Signed out (the session ended in another tab): back to the home page, which says so by its forms.
    renderRefusal: async (error, { reply }) =>
      error.statusCode === 401 ? reply.redirect('/', 303) : sendError(reply, error),
    handler: async ({ ctx, request, reply, account, params }) => {
      const site = (await sitesOf(ctx, request, account as Account)).find(
        (s) => s.identifier === params.identifier,
      );
      if (!site)
        return reply.code(404).type('text/plain; charset=utf-8').send('You have no site at this address.');
      const token = await createHandoff(ctx.db, (account as Account).id, site.id);
      return reply.redirect(`${site.url}/api/auth/Handoff?token=${encodeURIComponent(token)}`, 303);
    },
  }),
];
