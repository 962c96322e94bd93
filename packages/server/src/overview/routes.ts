// The overview's entry in the route table: one read for the config area's landing screen, open to
// every role of the config area; what it holds follows the role (service.ts).
import { Permission, permissionsOf } from '@tessera/core';
import { type AnyRoute, defineRoute, requires } from '../http/route.ts';
import { overviewSchema } from './schemas.ts';
import { readOverview } from './service.ts';

export const overviewRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    path: '/api/config/overview',
    host: 'site',
    tag: 'config-area',
    summary:
      'The overview: today’s visitors and orders, what needs attention and the first-run checklist, as far as the role sees them',
    answer: { kind: 'json', schema: overviewSchema, description: 'The overview' },
    access: requires(Permission.config),
    crumb: false,
    rateLimit: null,
    handler: ({ ctx, site, roles }) => readOverview(ctx.db, site, [...permissionsOf(roles)], ctx.now()),
  }),
];
