// Downloading a digital product's file: a POST from the order's page (a GET must never change state,
// and each download is counted). The signed link is the authority, so it takes no crumb.
import { DOWNLOAD_MESSAGES } from '@tessera/core';
import { z } from 'zod';
import { attachmentDisposition } from '../../http/attachment.ts';
import { type AnyRoute, defineRoute, PUBLIC } from '../../http/route.ts';
import { takeDownload } from './downloads.ts';
import { DOWNLOAD_PATH, orderPagePath } from './links.ts';

export const downloadRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    path: `${DOWNLOAD_PATH}/:token`,
    host: 'site',
    tag: 'commerce',
    summary:
      "A digital product's file, by the signed link on its order's page: counted, at most core's DOWNLOAD_LIMIT times within DOWNLOAD_LINK_DAYS; a link that cannot be used goes back to the order's page, which says why",
    params: z.object({ token: z.string().max(120) }),
    answer: { kind: 'file', contentType: 'the file’s own', description: 'The file, as an attachment' },
    access: PUBLIC,
    crumb: false,
    withoutCrumb:
      'The signed link is the authority: only its buyer has it, and the order page that posts here is not given a crumb',
    rateLimit: { max: 30, windowMs: 60_000 },
    handler: async ({ ctx, site, params, reply }) => {
      const secretSite = { id: site.id, secret: ctx.secret };
      const outcome = await takeDownload(ctx.db, ctx.assets, secretSite, params.token, ctx.now());
      if (outcome.kind === 'invalid')
        return reply.code(404).type('text/plain; charset=utf-8').send(DOWNLOAD_MESSAGES.invalid);
      if (outcome.kind === 'refused')
        return reply.redirect(`${orderPagePath(ctx.secret, site.id, outcome.orderId)}#downloads`, 303);
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', attachmentDisposition(outcome.fileName))
        .header('content-security-policy', "default-src 'none'; sandbox")
        .type(outcome.file.row.content_type)
        .header('content-length', outcome.file.size)
        .send(outcome.file.stream());
    },
  }),
];
