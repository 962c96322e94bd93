// A/B split tests of a page's section: an owner splits a section (its copy is variant B, edited like
// any section and published with the page), starts and stops the test, and keeps a winner, which ends
// it. Visitors are shown a variant by assignment.ts while it runs; the runtime says which tests a
// page view showed, and results count each variant's visitors and those who converted.
import {
  censusDay,
  conversionRate,
  EXPERIMENT_CONVERSIONS,
  EXPERIMENT_ENDED,
  EXPERIMENT_MOVE_REFUSED,
  EXPERIMENT_NOT_FOUND,
  type ExperimentMove,
  type ExperimentState,
  type ExperimentStatus,
  experimentMove,
  SECTION_ALREADY_SPLIT,
  SPLIT_SECTION_NOT_FOUND,
  type SplitVariant,
} from '@tessera/core';
import type { Section } from '@tessera/site';
import type { FastifyRequest } from 'fastify';
import { isBotRequest } from '../census/bots.ts';
import { countedRefererPage } from '../census/events.ts';
import { requestVisitorHash } from '../consent/visitor-hash.ts';
import { publishSiteChange } from '../content/publish.ts';
import { readLayoutForEditor, saveLayout } from '../content/service.ts';
import { newId } from '../db/ids.ts';
import type { Website } from '../db/schema.ts';
import type { AppContext } from '../http/context.ts';
import { badRequest, HttpError } from '../http/errors.ts';
import type { PageContext } from '../pages/context.ts';
import { Tags } from '../shared/cache-tags.ts';
import { assignVariant } from './assignment.ts';
import {
  type ExperimentRow,
  experimentsByIds,
  findExperiment,
  insertExperiment,
  insertExposures,
  listExperiments,
  updateExperimentIfState,
  variantCounts,
} from './repository.ts';
import type {
  Experiment,
  ExperimentResults,
  SplitAnswer,
  SplitRequest,
  VariantResult,
  WinnerAnswer,
} from './routes.ts';
import { experimentsIn, keepVariant, shownSections, splitSection } from './split.ts';

const iso = (time: number | null) => (time === null ? null : new Date(time).toISOString());

function experimentOf(row: ExperimentRow): Experiment {
  return {
    id: row.id,
    layoutId: row.layout_id,
    name: row.name,
    state: row.state as ExperimentState,
    winner: (row.winner as SplitVariant | null) ?? null,
    createdAt: new Date(row.created_at).toISOString(),
    startedAt: iso(row.started_at),
    endedAt: iso(row.ended_at),
  };
}

async function existing(ctx: AppContext, website: Website, id: string): Promise<ExperimentRow> {
  const row = await findExperiment(ctx.db, website.id, id);
  if (!row) throw new HttpError(404, EXPERIMENT_NOT_FOUND);
  return row;
}

/**
 * Splits a section of a layout's draft into variants A and B (409 when the layout changed since
 * `version`, as any save). The test starts as a draft: visitors see A until it is started and the
 * page, with its variant B, is published.
 */
export async function createSplit(
  ctx: AppContext,
  website: Website,
  split: SplitRequest,
): Promise<SplitAnswer> {
  const layout = await readLayoutForEditor(ctx, website, split.layoutId);
  if (!layout) throw new HttpError(404, SPLIT_SECTION_NOT_FOUND);
  const id = newId();
  const outcome = splitSection(layout.sections, split.sectionId, id);
  if (!outcome.ok)
    throw outcome.reason === 'no-section'
      ? new HttpError(404, SPLIT_SECTION_NOT_FOUND)
      : badRequest({ sectionId: SECTION_ALREADY_SPLIT }, SECTION_ALREADY_SPLIT);
  const saved = await saveLayout(ctx, website, split.layoutId, {
    version: split.version,
    sections: outcome.sections,
  });
  const row: ExperimentRow = {
    website_id: website.id,
    id,
    layout_id: split.layoutId,
    name: split.name,
    state: 'draft',
    winner: null,
    created_at: ctx.now(),
    started_at: null,
    ended_at: null,
  };
  await insertExperiment(ctx.db, row);
  return { experiment: experimentOf(row), layout: saved };
}

/** The site's tests (one layout's when given), newest first. */
export async function experimentsOf(
  ctx: AppContext,
  website: Website,
  layoutId?: string,
): Promise<Experiment[]> {
  return (await listExperiments(ctx.db, website.id, layoutId)).map(experimentOf);
}

/** Starts or stops a test; visitors' pages are rendered afresh. */
export async function moveExperiment(
  ctx: AppContext,
  website: Website,
  id: string,
  move: ExperimentMove,
): Promise<Experiment> {
  const row = await existing(ctx, website, id);
  const to = experimentMove(row.state as ExperimentState, move);
  if (!to) throw new HttpError(409, row.state === 'ended' ? EXPERIMENT_ENDED : EXPERIMENT_MOVE_REFUSED);
  const changes = { state: to, ...(to === 'running' ? { started_at: row.started_at ?? ctx.now() } : {}) };
  if (!(await updateExperimentIfState(ctx.db, website.id, id, row.state, changes)))
    throw new HttpError(409, EXPERIMENT_MOVE_REFUSED);
  await publishSiteChange(ctx, website.id, [Tags.site]);
  return experimentOf({ ...row, ...changes });
}

/**
 * Keeps `variant` and ends the test: visitors see the winner at once, and the layout's draft keeps
 * only the winner's section (an ordinary section again), published with the page.
 */
export async function chooseWinner(
  ctx: AppContext,
  website: Website,
  id: string,
  variant: SplitVariant,
): Promise<WinnerAnswer> {
  const row = await existing(ctx, website, id);
  if (row.state === 'ended') throw new HttpError(409, EXPERIMENT_ENDED);
  const changes = { state: 'ended', winner: variant, ended_at: ctx.now() };
  if (!(await updateExperimentIfState(ctx.db, website.id, id, row.state, changes)))
    throw new HttpError(409, EXPERIMENT_MOVE_REFUSED);
  await publishSiteChange(ctx, website.id, [Tags.site]);
  const layout = await readLayoutForEditor(ctx, website, row.layout_id);
  const saved = layout
    ? await saveLayout(ctx, website, layout.id, {
        version: layout.version,
        sections: keepVariant(layout.sections, id, variant),
      })
    : null;
  return { experiment: experimentOf({ ...row, ...changes }), layout: saved };
}

function resultOf(variant: SplitVariant, visitors: number, conversions: number): VariantResult {
  return { variant, visitors, conversions, conversionRate: conversionRate(visitors, conversions) };
}

/** Each test's variants side by side: visitors, conversions and conversion rate. */
export async function experimentResults(
  ctx: AppContext,
  website: Website,
  layoutId?: string,
): Promise<ExperimentResults[]> {
  const rows = await listExperiments(ctx.db, website.id, layoutId);
  const counts = await variantCounts(
    ctx.db,
    website.id,
    rows.map((row) => row.id),
    EXPERIMENT_CONVERSIONS,
  );
  return rows.map((row) => {
    const of = (variant: SplitVariant) => {
      const found = counts.find((c) => c.experiment_id === row.id && c.variant === variant);
      return resultOf(variant, found?.visitors ?? 0, found?.conversions ?? 0);
    };
    return { experiment: experimentOf(row), variants: [of('A'), of('B')] };
  });
}

/**
 * The sections a page shows this visitor: of each split section, the variant its test's state picks
 * (their own while it runs: the request's assigner, which notes it for the cache key and the context).
 */
export async function showSplitVariants(ctx: PageContext, sections: Section[]): Promise<Section[]> {
  const ids = experimentsIn(sections);
  if (ids.length === 0) return sections;
  const rows = await experimentsByIds(ctx.db, ctx.site.website.id, ids);
  const statuses = new Map<string, ExperimentStatus>(
    rows.map((row) => [
      row.id,
      { state: row.state as ExperimentState, winner: row.winner as SplitVariant | null },
    ]),
  );
  const assigner = ctx.request.variants;
  if (assigner && rows.some((row) => row.state === 'running')) await assigner.ready();
  return shownSections(
    sections,
    (id) => statuses.get(id),
    (id) => assigner?.variant(id) ?? 'A',
  );
}

export interface ExposureInput {
  ctx: AppContext;
  site: Website;
  request: FastifyRequest;
  signedIn: boolean;
  roles: number[];
  experiments: string[];
}

/**
 * Notes which variant of each running test the visitor saw today (the server assigns it again: the
 * page's word is not taken). Under the census's skip rules, the page being the Referer; whether noted.
 */
export async function recordExposure(input: ExposureInput): Promise<boolean> {
  const { ctx, site, request } = input;
  // A crawler running the page's script is no visitor: counted by no census call, nor here.
  if (isBotRequest(request) || countedRefererPage(input) === null) return false;
  const running = (await experimentsByIds(ctx.db, site.id, input.experiments)).filter(
    (row) => row.state === 'running',
  );
  if (running.length === 0) return false;
  const now = ctx.now();
  const hash = await requestVisitorHash(ctx.db, site.id, request, now);
  await insertExposures(
    ctx.db,
    site.id,
    running.map((row) => ({
      experiment_id: row.id,
      day: censusDay(now),
      visitor_hash: hash,
      variant: assignVariant(hash, row.id),
      first_seen_at: now,
    })),
  );
  return true;
}
