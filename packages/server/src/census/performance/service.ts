// Real-user performance (spec: "Performance record", section 7): a pageLoadId for each page load, and
// its records, under the census's skip rules (the page is the Referer on this host), into the buffer.
// No cookie is read or set and no visitor hash kept: a record describes a page load, not a person, so
// the consent rules that restrict the census's cookies have nothing to restrict here.
import { censusDay, type PerformanceRecord } from '@tessera/core';
import type { FastifyRequest } from 'fastify';
import { timeOrderedId } from '../../db/ids.ts';
import type { Website } from '../../db/schema.ts';
import type { AppContext } from '../../http/context.ts';
import { badRequest } from '../../http/errors.ts';
import { isBotRequest } from '../bots.ts';
import { countedRefererPage } from '../events.ts';
import type { HitOutcome } from '../service.ts';
import { isPageLoadIdOf, issuePageLoadId } from './page-load-id.ts';
import { NO_IMAGE_FIELDS, type PerformanceRow } from './repository.ts';

export function pageLoadSettings(ctx: AppContext, site: Website): { pageLoadId: string } {
  return { pageLoadId: issuePageLoadId(ctx.secret, site.id) };
}

export interface PerformanceInput {
  ctx: AppContext;
  site: Website;
  request: FastifyRequest;
  signedIn: boolean;
  roles: number[];
  records: PerformanceRecord[];
}

const flag = (value: boolean) => (value ? 1 : 0);

function rowOf(
  record: PerformanceRecord,
): Omit<PerformanceRow, 'website_id' | 'id' | 'created_at' | 'day' | 'page_path'> {
  const common = { page_load_id: record.pageLoadId, kind: record.type, name: record.name };
  if (record.type !== 'image') return { ...common, value: record.value, ...NO_IMAGE_FIELDS };
  return {
    ...common,
    value: null,
    visible_on_load: flag(record.visibleOnLoad),
    observation_time: record.observationTime,
    intersection_ratio: record.intersectionRatio,
    squarespace_size: record.squarespaceSize,
    natural_width: record.naturalWidth,
    natural_height: record.naturalHeight,
    rendered_width: record.renderedWidth,
    rendered_height: record.renderedHeight,
    loaded_before_lcp: flag(record.loadedBeforeLCP),
  };
}

/** Buffers a page load's records; all or none: a record with an id this server did not give out for this site refuses the request. */
export async function recordPerformance(input: PerformanceInput): Promise<HitOutcome> {
  const { ctx, site, records } = input;
  for (const record of records)
    if (!isPageLoadIdOf(ctx.secret, site.id, record.pageLoadId))
      throw badRequest({
        pageLoadId: 'pageLoadId must be one this site gave out (GET /api/1/performance/settings).',
      });
  if (isBotRequest(input.request)) {
    ctx.censusPerformance.countBot();
    return 'skipped';
  }
  const pagePath = countedRefererPage(input);
  if (pagePath === null) return 'skipped';
  const now = ctx.now();
  const day = censusDay(now);
  const offered = records.map((record) =>
    ctx.censusPerformance.offer({
      website_id: site.id,
      id: timeOrderedId(now),
      created_at: now,
      day,
      page_path: pagePath,
      ...rowOf(record),
    }),
  );
  return (await Promise.all(offered)).every((w) => w === 'written') ? 'recorded' : 'dropped';
}
