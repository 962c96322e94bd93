// The split tests' entries in the route table: the config area's split, start/stop, winner and
// results calls, and the runtime's note of which tests a page view showed.

import {
  EXPERIMENT_EXPOSURE_URL,
  EXPERIMENT_MOVES,
  EXPERIMENT_STATES,
  Permission,
  SPLIT_VARIANTS,
} from '@tessera/core';
import { z } from 'zod';
import { HIT_RATE } from '../census/ingest.ts';
import { layoutAnswer } from '../content/schemas.ts';
import { ID_PATTERN } from '../db/ids.ts';
import { type AnyRoute, defineRoute, PUBLIC, requires } from '../http/route.ts';
import {
  chooseWinner,
  createSplit,
  experimentResults,
  experimentsOf,
  moveExperiment,
  recordExposure,
} from './service.ts';

const experimentId = z.string().regex(ID_PATTERN, 'Not a split test id.');
const variant = z.enum(SPLIT_VARIANTS, { error: 'The variant is A or B.' });
const experiment = z
  .object({
    id: z.string(),
    layoutId: z.string(),
    name: z.string(),
    state: z.enum(EXPERIMENT_STATES),
    winner: variant.nullable(),
    createdAt: z.string(),
    startedAt: z.string().nullable(),
    endedAt: z.string().nullable(),
  })
  .meta({ id: 'Experiment' });
export type Experiment = z.output<typeof experiment>;
const variantResult = z
  .object({
    variant,
    /** Visitors shown this variant (a visitor a day) */
    visitors: z.number().int(),
    /** Of them, those who converted */
    conversions: z.number().int(),
    /** conversions / visitors, 0 without visitors */
    conversionRate: z.number(),
  })
  .meta({ id: 'VariantResult' });
export type VariantResult = z.output<typeof variantResult>;
const results = z
  .object({
    experiment,
    // A, then B. An array of two rather than a tuple: the clients' contract has no tuples.
    variants: z.array(variantResult).length(2),
  })
  .meta({ id: 'ExperimentResults' });
export type ExperimentResults = z.output<typeof results>;
const splitRequest = z.strictObject({
  layoutId: z.string().regex(ID_PATTERN, 'Not a layout id.'),
  version: z.number({ error: 'Send the version of the layout you started from.' }).int().min(1),
  sectionId: z.string({ error: 'Choose the section to split.' }).min(1).max(64),
  name: z
    .string({ error: 'Name the split test.' })
    .trim()
    .min(1, 'Name the split test.')
    .max(100, 'A split test’s name is at most 100 characters.'),
});
export type SplitRequest = z.output<typeof splitRequest>;
/** The new test and the layout's draft with the two variants in it. */
const splitAnswer = z.object({ experiment, layout: layoutAnswer });
export type SplitAnswer = z.output<typeof splitAnswer>;
/** The test, and the layout's draft without the losing variant. */
const winnerAnswer = z.object({ experiment, layout: layoutAnswer.nullable() });
export type WinnerAnswer = z.output<typeof winnerAnswer>;
const byLayout = z.object({
  layoutId: z.string().regex(ID_PATTERN, 'Not a layout id.').optional(),
});

const EXPERIMENTS_URL = '/api/config/experiments';

const CONTENT = requires(Permission.content);
/** Starting, stopping and ending a test change what visitors see: publishing. */
const PUBLISH = requires(Permission.publish);

export const experimentRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    path: EXPERIMENTS_URL,
    host: 'site',
    tag: 'experiments',
    summary: "The site's A/B split tests (one layout's with ?layoutId=), newest first",
    query: byLayout,
    answer: {
      kind: 'json',
      schema: z.object({ experiments: z.array(experiment) }),
      description: 'The tests',
    },
    access: CONTENT,
    crumb: false,
    rateLimit: null,
    handler: async ({ ctx, site, query }) => ({
      experiments: await experimentsOf(ctx, site, query.layoutId),
    }),
  }),
  defineRoute({
    method: 'POST',
    path: EXPERIMENTS_URL,
    host: 'site',
    tag: 'experiments',
    summary:
      "Splits a section of a layout's draft (at the given version; 409 when saved elsewhere since) into variant A (as it is) and variant B (a copy to change); the test starts as a draft",
    body: splitRequest,
    answer: {
      kind: 'json',
      schema: splitAnswer,
      description: 'The new test and the layout’s draft with both variants',
    },
    access: CONTENT,
    crumb: true,
    rateLimit: null,
    handler: ({ ctx, site, body }) => createSplit(ctx, site, body),
  }),
  defineRoute({
    method: 'GET',
    path: `${EXPERIMENTS_URL}/results`,
    host: 'site',
    tag: 'experiments',
    summary:
      "Each split test's variants side by side: visitors (a visitor a day), conversions (census events of a conversion kind after seeing it) and conversion rate",
    query: byLayout,
    answer: { kind: 'json', schema: z.object({ results: z.array(results) }), description: 'Per test' },
    access: requires(Permission.activity),
    crumb: false,
    rateLimit: null,
    handler: async ({ ctx, site, query }) => ({
      results: await experimentResults(ctx, site, query.layoutId),
    }),
  }),
  defineRoute({
    method: 'PUT',
    path: `${EXPERIMENTS_URL}/:id`,
    host: 'site',
    tag: 'experiments',
    summary: 'Starts or stops a split test (409 when it cannot from its state, or has ended)',
    params: z.object({ id: experimentId }),
    body: z.strictObject({ move: z.enum(EXPERIMENT_MOVES, { error: 'The move is start or stop.' }) }),
    answer: { kind: 'json', schema: z.object({ experiment }), description: 'The test' },
    access: PUBLISH,
    crumb: true,
    rateLimit: null,
    handler: async ({ ctx, site, params, body }) => ({
      experiment: await moveExperiment(ctx, site, params.id, body.move),
    }),
  }),
  defineRoute({
    method: 'POST',
    path: `${EXPERIMENTS_URL}/:id/winner`,
    host: 'site',
    tag: 'experiments',
    summary:
      'Keeps a variant and ends the split test: visitors see it at once; the layout’s draft keeps only its section',
    params: z.object({ id: experimentId }),
    body: z.strictObject({ variant }),
    answer: {
      kind: 'json',
      schema: winnerAnswer,
      description: 'The ended test and the layout’s draft',
    },
    access: PUBLISH,
    crumb: true,
    rateLimit: null,
    handler: ({ ctx, site, params, body }) => chooseWinner(ctx, site, params.id, body.variant),
  }),
  defineRoute({
    method: 'POST',
    path: EXPERIMENT_EXPOSURE_URL,
    host: 'site',
    tag: 'experiments',
    summary:
      'Notes which running split tests a page view showed (the server works out the variant itself); under the census skip rules, the page being the Referer',
    body: z.object({ experiments: z.array(experimentId).max(30) }),
    answer: { kind: 'empty', description: 'Noted or skipped: the same answer (the runtime ignores it)' },
    access: PUBLIC,
    crumb: false,
    withoutCrumb:
      'Sent by published pages, which are cached and hold no crumb; it acts on no one’s authority and only notes what the browser sending it was shown',
    readsAccount: true,
    rateLimit: HIT_RATE,
    handler: async ({ ctx, site, request, account, roles, body }) => {
      await recordExposure({
        ctx,
        site,
        request,
        signedIn: account !== null,
        roles,
        experiments: body.experiments,
      });
    },
  }),
];
