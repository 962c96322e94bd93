// The census dashboard's entries in the route table: the report of a range, and each of its tables as
// CSV. Both read only: the activity permission (admins and the reporting role).
import { DASHBOARD_PERIODS, Permission } from '@tessera/core';
import { z } from 'zod';
import { type AnyRoute, defineRoute, requires } from '../../http/route.ts';
import { CSV_TABLES, reportAnswer } from './schemas.ts';
import { analyticsCsv, analyticsReport } from './service.ts';

const ACTIVITY = requires(Permission.activity);

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'A date is YYYY-MM-DD.')
  .optional();
const rangeQuery = z.object({
  period: z
    .enum(DASHBOARD_PERIODS, { error: `The period is one of ${DASHBOARD_PERIODS.join(', ')}.` })
    .default('30d'),
  from: day,
  to: day,
});

export const dashboardRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    path: '/api/config/analytics',
    host: 'site',
    tag: 'census',
    summary:
      'The census dashboard for a range (today, 7d, 30d, 12mo or custom from/to): totals beside the previous period, trend, breakdowns, conversions, Core Web Vitals per page',
    query: rangeQuery,
    answer: {
      kind: 'json',
      schema: reportAnswer,
      description: 'The report',
    },
    access: ACTIVITY,
    crumb: false,
    rateLimit: null,
    handler: ({ ctx, site, query }) => analyticsReport(ctx.db, site.id, query, ctx.now()),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/config/analytics/csv/:table',
    host: 'site',
    tag: 'census',
    summary: 'One table of the census dashboard as CSV, every row, for the same ranges as the report',
    params: z.object({
      table: z.enum(CSV_TABLES, { error: `The table is one of ${CSV_TABLES.join(', ')}.` }),
    }),
    query: rangeQuery,
    answer: { kind: 'file', contentType: 'text/csv', description: 'The CSV file' },
    access: ACTIVITY,
    crumb: false,
    rateLimit: null,
    handler: async ({ ctx, site, params, query, reply }) => {
      const { filename, csv } = await analyticsCsv(ctx.db, site.id, params.table, query, ctx.now());
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(csv);
    },
  }),
];
