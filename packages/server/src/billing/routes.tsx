// The billing pages' entries in the route table (spec section 2's upgrade destinations): the website
// subscription, the upgrade page and its form. Owners and billing contributors only (the billing
// permission); a refusal is a page saying so, with the way to sign in.

import { randomBytes } from 'node:crypto';
import { BILLING_PLANS, BILLING_SUBSCRIPTION_PATH, BILLING_UPGRADE_PATH, Permission } from '@tessera/core';
import type { FastifyReply } from 'fastify';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { z } from 'zod';
import { publishSiteChange } from '../content/publish.ts';
import { pageCrumb } from '../http/crumb.ts';
import type { HttpError } from '../http/errors.ts';
import { type AnyRoute, defineRoute, type RouteInput, requires } from '../http/route.ts';
import { htmlPolicy } from '../http/security-headers.ts';
import { Tags } from '../shared/cache-tags.ts';
import { BillingRefusal, FORM_EXPIRED, SubscriptionPage, UPGRADED_NOTICE, UpgradePage } from './Billing.tsx';
import { billingOverview, PLAN_REQUIRED, upgradeSite } from './service.ts';

type Input = RouteInput<unknown, unknown, unknown, 'site'>;

function sendHtml(reply: FastifyReply, status: number, page: ReactElement) {
  const html = `<!DOCTYPE html>${renderToStaticMarkup(page)}`;
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', htmlPolicy({ html, frameAncestors: "'self'", frameSrc: "'none'" }))
    .send(html);
}

async function renderUpgrade(
  { ctx, request, reply, site }: Input,
  status = 200,
  error?: { message: string; fields?: Record<string, string> | undefined },
  plan?: string,
) {
  const crumb = pageCrumb(ctx.secret, request, reply);
  const expired = (request.query as { form?: unknown } | undefined)?.form === 'expired';
  return sendHtml(
    reply,
    status,
    <UpgradePage
      siteTitle={site.title}
      overview={await billingOverview(ctx.db, site, ctx.now())}
      action={`${BILLING_UPGRADE_PATH}?crumb=${encodeURIComponent(crumb)}`}
      formKey={randomBytes(12).toString('hex')}
      error={error}
      notice={expired ? FORM_EXPIRED : undefined}
      values={{ plan }}
    />,
  );
}

/** Not signed in, or not permitted: said on a page (the access suite reads the same message). */
async function refusalPage(error: HttpError, { reply, site }: Input) {
  return sendHtml(reply, error.statusCode, <BillingRefusal siteTitle={site.title} message={error.message} />);
}

const upgradeForm = z.object({
  plan: z.enum(
    BILLING_PLANS.map((plan) => plan.id),
    { error: PLAN_REQUIRED },
  ),
  key: z.string().min(1).max(64),
  paidThrough: z.string().max(20).default(''),
  number: z.string().max(40).default(''),
  expMonth: z.string().max(4).default(''),
  expYear: z.string().max(6).default(''),
  cvc: z.string().max(8).default(''),
});

const BILLING = {
  host: 'site',
  tag: 'billing',
  access: requires(Permission.billing),
} as const;

export const billingRoutes: AnyRoute[] = [
  defineRoute({
    ...BILLING,
    method: 'GET',
    path: BILLING_SUBSCRIPTION_PATH,
    summary: "The site's website subscription: its status (spec section 3), plan and dates",
    query: z.object({ upgraded: z.string().max(10).optional() }),
    answer: { kind: 'html', description: 'The website subscription page' },
    crumb: false,
    rateLimit: null,
    page: true,
    renderRefusal: refusalPage,
    handler: async ({ ctx, reply, site, query }) =>
      sendHtml(
        reply,
        200,
        <SubscriptionPage
          siteTitle={site.title}
          timeZone={site.time_zone}
          overview={await billingOverview(ctx.db, site, ctx.now())}
          notice={query.upgraded ? UPGRADED_NOTICE : undefined}
        />,
      ),
  }),
  defineRoute({
    ...BILLING,
    method: 'GET',
    path: BILLING_UPGRADE_PATH,
    summary: 'The upgrade page: the plans and a card (the trial-upgrade destination, spec section 2)',
    query: z.object({ form: z.string().max(10).optional() }),
    answer: { kind: 'html', description: 'The upgrade page' },
    crumb: false,
    rateLimit: null,
    page: true,
    renderRefusal: refusalPage,
    handler: (input) => renderUpgrade(input),
  }),
  defineRoute({
    ...BILLING,
    method: 'POST',
    path: BILLING_UPGRADE_PATH,
    summary: 'Pays a month of a plan through the test provider and puts the site on it (status paid)',
    body: upgradeForm,
    bodyType: 'form',
    answer: { kind: 'redirect', description: 'To the website subscription, with ?upgraded=1' },
    crumb: true,
    // A card form: a few tries a minute is all a person needs.
    rateLimit: { max: 20, windowMs: 60_000 },
    crumbRetry: () => `${BILLING_UPGRADE_PATH}?form=expired`,
    renderRefusal: async (error, input) => {
      if (error.statusCode === 401 || error.statusCode === 403) return refusalPage(error, input);
      const plan = (input.request.body as { plan?: unknown } | undefined)?.plan;
      return renderUpgrade(
        input,
        error.statusCode,
        { message: error.message, fields: error.errors },
        typeof plan === 'string' ? plan : undefined,
      );
    },
    handler: async ({ ctx, reply, site, body }) => {
      await upgradeSite(
        ctx.db,
        site,
        {
          plan: body.plan,
          key: body.key,
          paidThroughSeen: body.paidThrough === '' ? null : Number(body.paidThrough),
          card: {
            number: body.number,
            expMonth: Number.parseInt(body.expMonth, 10) || 0,
            expYear: Number.parseInt(body.expYear, 10) || 0,
            cvc: body.cvc,
          },
        },
        ctx.now(),
      );
      // The site context every page carries names the status (siteStatus.value): cached pages go.
      await publishSiteChange(ctx, site.id, [Tags.site]);
      return reply.redirect(`${BILLING_SUBSCRIPTION_PATH}?upgraded=1`, 303);
    },
  }),
];
