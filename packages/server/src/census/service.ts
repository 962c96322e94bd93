// A page view, from the runtime's RecordHit to a row in the hit buffer: the skip rules (core's
// censusSkipReason), the visitor cookies where consent allows them (cleared where it does not), and
// the day's salted visitor hash, which counts visitors with or without cookies and keeps no address.
import { randomBytes } from 'node:crypto';
import {
  beginsVisit,
  CensusEventType,
  censusDay,
  censusSkipReason,
  isVisitorCookieValue,
  mayStoreTrackingCookies,
  TRACKING_COOKIES,
  VISITOR_COOKIE_CVR_MAX_AGE_SECONDS,
  VISITOR_COOKIE_CVT_MAX_AGE_SECONDS,
  VISITOR_RECORD_COOKIE,
  VISITOR_SESSION_COOKIE,
} from '@tessera/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { consentOf } from '../consent/cookies.ts';
import { requestVisitorHash } from '../consent/visitor-hash.ts';
import { timeOrderedId } from '../db/ids.ts';
import type { Website } from '../db/schema.ts';
import type { AppContext } from '../http/context.ts';
import { clearCookie, setCookie } from '../http/cookies.ts';
import { badRequest, HttpError } from '../http/errors.ts';
import { isBotRequest } from './bots.ts';
import type { HitWrite } from './buffer.ts';
import { enrichHit } from './enrich.ts';
import type { HitRow } from './repository.ts';
import { censusSettingsOf } from './site-settings.ts';

/** The spec's census page-event fields, as the runtime sends them in `data`. */
export interface PageEvent {
  userAgent: string;
  clientDate?: number | undefined;
  viewportInnerWidth?: number | undefined;
  viewportInnerHeight?: number | undefined;
  screenWidth?: number | undefined;
  screenHeight?: number | undefined;
  websiteId: string;
  templateId?: string | null | undefined;
  website_locale: string;
  url: string;
  title: string;
  itemId?: string | null | undefined;
  recordType?: number | null | undefined;
  collectionId?: string | null | undefined;
  localStorageSupported?: boolean | undefined;
  queryString: string;
  referrer: string;
}

export type HitOutcome = 'recorded' | 'dropped' | 'skipped';

export const HIT_NOT_COUNTED_MESSAGE =
  'The census is busy: this page view was not counted. Please try again later.';

/**
 * A hit not written is never acknowledged: turned away by a full buffer it is a 429 (the census is
 * behind, as a flood would make it), refused by the database a 503; both to be sent again later.
 */
const hitNotCounted = (outcome: Exclude<HitWrite, 'written'>) =>
  new HttpError(outcome === 'full' ? 429 : 503, HIT_NOT_COUNTED_MESSAGE, undefined, undefined, {
    'retry-after': '1',
  });

const newCookieValue = () => randomBytes(16).toString('hex');
const size = (width: number | undefined, height: number | undefined) =>
  width === undefined || height === undefined ? '' : `${width}x${height}`;

/** The page's path on this host; a URL of another host is refused. */
function pathOf(url: string, host: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw badRequest({ url: 'url must be the full address of the page.' });
  }
  if (parsed.host !== host) throw badRequest({ url: 'url must be a page of this site.' });
  return parsed.pathname;
}

/**
 * The visitor cookies where the site's policy and the visitor's choice allow them: ss_cvr kept when
 * well formed (else replaced) for 2 years; ss_cvt the same for the visit, its 30 minutes restarted by
 * each page. Where they are not allowed, those present are cleared and none is set.
 */
function visitorCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  allowed: boolean,
): { visitorId: string | null; visitId: string | null } {
  if (!allowed) {
    for (const name of TRACKING_COOKIES) if (request.cookies[name] !== undefined) clearCookie(reply, name);
    return { visitorId: null, visitId: null };
  }
  const record = request.cookies[VISITOR_RECORD_COOKIE];
  const visitorId = isVisitorCookieValue(record) ? record : newCookieValue();
  if (visitorId !== record)
    setCookie(reply, request, VISITOR_RECORD_COOKIE, visitorId, {
      maxAgeSeconds: VISITOR_COOKIE_CVR_MAX_AGE_SECONDS,
    });
  const session = request.cookies[VISITOR_SESSION_COOKIE];
  const visitId = isVisitorCookieValue(session) ? session : newCookieValue();
  setCookie(reply, request, VISITOR_SESSION_COOKIE, visitId, {
    maxAgeSeconds: VISITOR_COOKIE_CVT_MAX_AGE_SECONDS,
  });
  return { visitorId, visitId };
}

export interface HitInput {
  ctx: AppContext;
  site: Website;
  request: FastifyRequest;
  reply: FastifyReply;
  signedIn: boolean;
  roles: number[];
  event: number;
  data: PageEvent;
}

export async function recordHit(input: HitInput): Promise<HitOutcome> {
  const { ctx, site, request, reply, data } = input;
  if (input.event !== CensusEventType.pageView)
    throw badRequest({ event: `Only page views (event ${CensusEventType.pageView}) are recorded here.` });
  if (data.websiteId !== site.id) throw badRequest({ websiteId: 'websiteId must be this site’s id.' });
  const host = request.host;
  const path = pathOf(data.url, host);
  if (isBotRequest(request)) {
    ctx.census.countBot();
    return 'skipped';
  }
  const settings = censusSettingsOf(site);
  const skip = censusSkipReason({
    path,
    pageType: null,
    signedIn: input.signedIn,
    roles: input.roles,
    censusEnabled: settings.censusEnabled,
  });
  const allowed = mayStoreTrackingCookies(settings.cookieBanner, consentOf(request));
  if (skip) {
    // Nothing is counted, and no cookie set; one the visitor may not keep still goes.
    if (!allowed) visitorCookies(request, reply, false);
    return 'skipped';
  }
  const cameWithVisit = request.cookies[VISITOR_SESSION_COOKIE];
  const { visitorId, visitId } = visitorCookies(request, reply, allowed);
  const now = ctx.now();
  const userAgent = (request.headers['user-agent'] ?? '').slice(0, 500);
  const row: HitRow = {
    website_id: site.id,
    id: timeOrderedId(now),
    created_at: now,
    day: censusDay(now),
    event_type: CensusEventType.pageView,
    path,
    query_string: data.queryString,
    title: data.title,
    referrer: data.referrer,
    visitor_hash: await requestVisitorHash(ctx.db, site.id, request, now),
    visitor_id: visitorId,
    visit_id: visitId,
    begins_visit: beginsVisit({
      cookiesAllowed: allowed,
      visitCookie: cameWithVisit,
      referrer: data.referrer,
      host,
    })
      ? 1
      : 0,
    user_agent: userAgent,
    locale: data.website_locale,
    viewport: size(data.viewportInnerWidth, data.viewportInnerHeight),
    screen: size(data.screenWidth, data.screenHeight),
    collection_id: data.collectionId ?? null,
    item_id: data.itemId ?? null,
    record_type: data.recordType ?? null,
    // The address gives the country and is dropped here.
    ...enrichHit({
      userAgent,
      address: request.ip,
      referrer: data.referrer,
      queryString: data.queryString,
      host,
    }),
  };
  // Answered only once written: a hit turned away is told so, never acknowledged and lost.
  const outcome = await ctx.census.offer(row);
  if (outcome !== 'written') throw hitNotCounted(outcome);
  return 'recorded';
}
