// The mail feature's entries in the route table: the config area's outbox, for the site's admins.
import { Permission } from '@tessera/core';
import { z } from 'zod';
import { type AnyRoute, defineRoute, requires } from '../http/route.ts';
import { outboxMessage } from './schemas.ts';
import { SITE_OUTBOX_LIMIT, siteOutbox } from './service.ts';

export const mailRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    path: '/api/config/outbox',
    host: 'site',
    tag: 'mail',
    summary: `The site's own mail, newest first (at most ${SITE_OUTBOX_LIMIT}): sent, failed, waiting, or recorded without an SMTP server`,
    answer: {
      kind: 'json',
      schema: z.object({ messages: z.array(outboxMessage) }),
      description: 'The messages; times are ISO 8601 in UTC',
    },
    access: requires(Permission.settings),
    crumb: false,
    rateLimit: null,
    handler: async ({ ctx, site }) => ({ messages: await siteOutbox(ctx.db, site.id) }),
  }),
];
