// The census's other calls (spec section 7): button clicks and renders, form renders, overlay events
// and quick views. Counted under the same skip rules as page views (the page is the Referer on this
// host), with the day's salted visitor hash and never an address, and written in batches like hits.
import { censusDay, censusSkipReason } from '@tessera/core';
import type { FastifyRequest } from 'fastify';
import { requestVisitorHash } from '../consent/visitor-hash.ts';
import { timeOrderedId } from '../db/ids.ts';
import type { Website } from '../db/schema.ts';
import type { AppContext } from '../http/context.ts';
import { isBotRequest } from './bots.ts';
import type { HitOutcome } from './service.ts';
import { censusSettingsOf } from './site-settings.ts';

export const CENSUS_EVENT_KINDS = [
  'button-click',
  'button-render',
  'form-render',
  'overlay',
  'quick-view',
  // The analytics calls (analytics/): RecordEvent, /api/v1/events and Track's landing
  'event',
  'analytics',
  'landing',
] as const;
export type CensusEventKind = (typeof CENSUS_EVENT_KINDS)[number];

/** The path of the page the event came from: the Referer, on this host only ('' otherwise). */
function pagePathOf(request: FastifyRequest): string {
  try {
    const url = new URL(request.headers.referer ?? '');
    return url.host === request.host ? url.pathname : '';
  } catch {
    return '';
  }
}

export interface CensusEventInput {
  ctx: AppContext;
  site: Website;
  request: FastifyRequest;
  signedIn: boolean;
  roles: number[];
  kind: CensusEventKind;
  subjectId: string;
  payload: Record<string, unknown>;
}

/** The page a call came from (its Referer) when the census counts it, or null (spec section 6). */
export function countedRefererPage(input: {
  site: Website;
  request: FastifyRequest;
  signedIn: boolean;
  roles: number[];
}): string | null {
  const pagePath = pagePathOf(input.request);
  const skip = censusSkipReason({
    path: pagePath,
    pageType: null,
    signedIn: input.signedIn,
    roles: input.roles,
    censusEnabled: censusSettingsOf(input.site).censusEnabled,
  });
  return skip ? null : pagePath;
}

export async function recordCensusEvent(input: CensusEventInput): Promise<HitOutcome> {
  const { ctx, site, request } = input;
  if (isBotRequest(request)) {
    ctx.censusEvents.countBot();
    return 'skipped';
  }
  const pagePath = countedRefererPage(input);
  if (pagePath === null) return 'skipped';
  const now = ctx.now();
  const accepted = await ctx.censusEvents.offer({
    website_id: site.id,
    id: timeOrderedId(now),
    created_at: now,
    day: censusDay(now),
    kind: input.kind,
    subject_id: input.subjectId,
    page_path: pagePath,
    visitor_hash: await requestVisitorHash(ctx.db, site.id, request, now),
    payload: JSON.stringify(input.payload),
  });
  return accepted === 'written' ? 'recorded' : 'dropped';
}
