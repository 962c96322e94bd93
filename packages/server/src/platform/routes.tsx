// The platform home's routes. Plain HTML forms, so it works without JavaScript; each form's action
// carries the crumb.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { renderToString } from 'react-dom/server';
import { z } from 'zod';
import type { Account } from '../db/schema.ts';
import type { AppContext } from '../http/context.ts';
import { ensureCrumb } from '../http/crumb.ts';
import { HttpError } from '../http/errors.ts';
import { htmlPolicy } from '../http/security-headers.ts';
import { hostTargetOf } from '../http/site-request.ts';
import { createAccount, emailSchema, newPasswordSchema } from '../identity/accounts.ts';
import { createHandoff } from '../identity/handoff.ts';
import { requestAccount } from '../identity/sessions.ts';
import { signIn, signOut, startSession } from '../identity/sign-in.ts';
import { queueWelcomeMail } from '../mail/welcome.ts';
import { starterTemplate } from '../seed/starter.ts';
import { createWebsite, newWebsiteSchema } from '../websites/create.ts';
import { siteBaseUrl } from '../websites/hosts.ts';
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

type FormName = NonNullable<HomeProps['error']>['form'];

export const FORM_EXPIRED_NOTICE = 'That form had expired, so nothing was changed. Please try again.';

async function sitesOf(ctx: AppContext, request: FastifyRequest, account: Account) {
  const rows = await ctx.db
    .selectFrom('websites')
    .innerJoin('website_members', 'website_members.website_id', 'websites.id')
    .select(['websites.identifier', 'websites.title'])
    .where('website_members.account_id', '=', account.id)
    .distinct()
    .orderBy('websites.title')
    .execute();
  return rows.map((r) => ({ ...r, url: siteBaseUrl(request.protocol, r.identifier, ctx.appDomain) }));
}

async function renderHome(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  status = 200,
  error?: HomeProps['error'],
  values?: Record<string, string>,
) {
  const crumb = ensureCrumb(ctx.secret, request, reply);
  const account = await requestAccount(ctx.db, request);
  const html = renderToString(
    <Home
      crumb={crumb}
      account={account ? { displayName: account.display_name, email: account.email } : null}
      sites={account ? await sitesOf(ctx, request, account) : []}
      appDomain={ctx.appDomain}
      error={error}
      notice={(request.query as { form?: unknown }).form === 'expired' ? FORM_EXPIRED_NOTICE : undefined}
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

function formValues(body: unknown): Record<string, string> {
  if (!body || typeof body !== 'object') return {};
  return Object.fromEntries(
    Object.entries(body).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
}

/** A failure re-renders the home with the message next to the form; the password is never echoed. */
async function handleForm(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  form: FormName,
  action: (values: Record<string, string>) => Promise<string>,
) {
  const values = formValues(request.body);
  try {
    return reply.redirect(await action(values), 303);
  } catch (error) {
    if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
    const { password: _omitted, ...safeValues } = values;
    return renderHome(
      ctx,
      request,
      reply,
      error.statusCode,
      { form, message: error.message, fields: error.errors },
      safeValues,
    );
  }
}

function parseForm<S extends z.ZodType>(schema: S, values: Record<string, string>): z.infer<S> {
  const result = schema.safeParse(values);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[String(issue.path[0] ?? '_')] ??= issue.message;
  throw new HttpError(400, 'Please check the highlighted fields.', fields);
}

export function registerPlatformRoutes(app: FastifyInstance, ctx: AppContext): void {
  const onPlatform = (request: FastifyRequest) => hostTargetOf(request).kind === 'platform';

  app.get('/', async (request, reply) => {
    if (!onPlatform(request)) return reply.callNotFound();
    return renderHome(ctx, request, reply);
  });

  app.post('/signin', async (request, reply) => {
    if (!onPlatform(request)) return reply.callNotFound();
    return handleForm(ctx, request, reply, 'signin', async (values) => {
      await signIn(ctx, request, reply, values.email ?? '', values.password ?? '');
      return '/';
    });
  });

  app.post('/signup', async (request, reply) => {
    if (!onPlatform(request)) return reply.callNotFound();
    return handleForm(ctx, request, reply, 'signup', async (values) => {
      const input = parseForm(signUpSchema, values);
      const account = await createAccount(ctx.db, input);
      await queueWelcomeMail(ctx.db, {
        email: account.email,
        displayName: account.display_name,
        homeUrl: `${request.protocol}://${ctx.appDomain}/`,
      });
      await startSession(ctx, request, reply, account.id);
      return '/';
    });
  });

  app.post('/signout', async (request, reply) => {
    if (!onPlatform(request)) return reply.callNotFound();
    await signOut(ctx, request, reply);
    return reply.redirect('/', 303);
  });

  app.post('/sites', async (request, reply) => {
    if (!onPlatform(request)) return reply.callNotFound();
    return handleForm(ctx, request, reply, 'create', async (values) => {
      const account = await requestAccount(ctx.db, request);
      if (!account) throw new HttpError(401, 'Please sign in first.');
      const input = parseForm(newWebsiteSchema, values);
      await createWebsite(ctx.db, ctx.assets, {
        identifier: input.identifier,
        title: input.title,
        ownerAccountId: account.id,
        template: starterTemplate(input.title),
      });
      ctx.hosts.forget();
      return '/';
    });
  });

  // Editing hands the signed-in owner over to the site's own host, where the config area lives.
  // A POST (the Edit button is a form with the crumb): making a sign-in token changes state.
  app.post('/sites/:identifier/edit', async (request, reply) => {
    if (!onPlatform(request)) return reply.callNotFound();
    const account = await requestAccount(ctx.db, request);
    if (!account) return reply.redirect('/', 303);
    const { identifier } = request.params as { identifier: string };
    const site = (await sitesOf(ctx, request, account)).find((s) => s.identifier === identifier);
    if (!site)
      return reply.code(404).type('text/plain; charset=utf-8').send('You have no site at this address.');
    const website = await ctx.db
      .selectFrom('websites')
      .select('id')
      .where('identifier', '=', identifier)
      .executeTakeFirstOrThrow();
    const token = await createHandoff(ctx.db, account.id, website.id);
    return reply.redirect(`${site.url}/api/auth/Handoff?token=${encodeURIComponent(token)}`, 303);
  });
}
