// The commerce email preview's mails in the route table: each mail's HTML part, shown in the preview
// page's sandboxed frame (the page itself, type 301, is render/routes.ts's entry).
import { COMMERCE_EMAIL_PREVIEW_PATH, Permission } from '@tessera/core';
import { z } from 'zod';
import { HttpError } from '../../http/errors.ts';
import { type AnyRoute, defineRoute, requires } from '../../http/route.ts';
import { COMMERCE_MAILS, previewOrder, renderCommerceMail } from './service.ts';

export const NO_SUCH_ORDER = 'There is no such order.';

// A mail's HTML carries its styles inline, as mail clients want them: allowed here and nowhere else.
// Nothing else loads (no script, no form), and only this site's pages may frame it.
const MAIL_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data: https:; base-uri 'none'; form-action 'none'; frame-ancestors 'self'; sandbox";

export const mailPreviewRoutes: AnyRoute[] = [
  defineRoute({
    host: 'site',
    tag: 'commerce',
    access: requires(Permission.commerce),
    crumb: false,
    rateLimit: null,
    page: true,
    method: 'GET',
    path: `${COMMERCE_EMAIL_PREVIEW_PATH}/:mail`,
    summary: "One commerce mail's HTML part, as it would be sent (the preview page frames it)",
    params: z.object({ mail: z.enum(COMMERCE_MAILS.map((mail) => mail.kind)) }),
    query: z.object({ order: z.string().max(24).optional() }),
    answer: { kind: 'html', description: "The mail's HTML part" },
    handler: async ({ ctx, reply, site, params, query }) => {
      const order = await previewOrder(ctx.db, site, query.order, ctx.now());
      if (!order) throw new HttpError(404, NO_SUCH_ORDER);
      const mail = renderCommerceMail(params.mail, site.title, order);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-security-policy', MAIL_POLICY)
        .send(mail.html);
    },
  }),
];
