// The analytics calls (second spec document, section 7), kept beside the census's events: the legacy
// RecordEvent, the events service's JSON event with the analytics id, and Track's landing with its
// campaign. Each goes through the census's skip rules, bot check, visitor hash and event buffer
// (census/events.ts), so what is not counted there is not counted here either.
import { ANALYTICS_ID_COOKIE, mayStoreTrackingCookies } from '@tessera/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type CensusEventInput, recordCensusEvent } from '../census/events.ts';
import type { HitOutcome } from '../census/service.ts';
import { censusSettingsOf } from '../census/site-settings.ts';
import { consentOf } from '../consent/cookies.ts';
import type { Website } from '../db/schema.ts';
import { clearCookie } from '../http/cookies.ts';
import { badRequest } from '../http/errors.ts';

export type AnalyticsCaller = Pick<CensusEventInput, 'ctx' | 'site' | 'request' | 'signedIn' | 'roles'>;

/** RecordEvent: a named event and its payload, as the legacy event payload carries it. */
export async function recordLegacyEvent(
  caller: AnalyticsCaller,
  event: string,
  payload: Record<string, unknown>,
): Promise<HitOutcome> {
  if (payload.websiteId !== undefined && payload.websiteId !== caller.site.id)
    throw badRequest({ data: 'data.websiteId must be this site’s id.' });
  return recordCensusEvent({ ...caller, kind: 'event', subjectId: event, payload });
}

export interface AnalyticsEvent {
  analyticsId?: string | undefined;
  commonData: Record<string, unknown>;
  customData: Record<string, unknown>;
  customSchemaName: string;
}

/** Whether the site's policy and the visitor's choice allow the tracking cookies (and the analytics id). */
function trackingAllowed(site: Website, request: FastifyRequest): boolean {
  return mayStoreTrackingCookies(censusSettingsOf(site).cookieBanner, consentOf(request));
}

/**
 * The events service's event. The analytics id is a tracking id: kept only where consent allows the
 * tracking cookies; otherwise it is dropped from what is stored and its cookie, if sent, is cleared
 * (as the census clears ss_cvr and ss_cvt).
 */
export async function recordAnalyticsEvent(
  caller: AnalyticsCaller,
  reply: FastifyReply,
  event: AnalyticsEvent,
): Promise<HitOutcome> {
  const allowed = trackingAllowed(caller.site, caller.request);
  if (!allowed && caller.request.cookies[ANALYTICS_ID_COOKIE] !== undefined)
    clearCookie(reply, ANALYTICS_ID_COOKIE);
  return recordCensusEvent({
    ...caller,
    kind: 'analytics',
    subjectId: event.customSchemaName,
    payload: {
      analyticsId: allowed ? (event.analyticsId ?? null) : null,
      commonData: event.commonData,
      customData: event.customData,
    },
  });
}

/** Track's query (spec section 7): the landing, where the visitor came from, and the campaign. */
export interface TrackQuery {
  landing: string;
  refer: string;
  lang: string;
  screen: string;
  source?: string | undefined;
  campaign?: string | undefined;
  subcampaign?: string | undefined;
  channel?: string | undefined;
  subchannel?: string | undefined;
  variation?: string | undefined;
  mkwid?: string | undefined;
}

/**
 * A visit's landing, kept for the dashboard's sources and campaigns: one row a visit (the runtime
 * sends Track once per browser session), the campaign name as its subject so campaigns group without
 * reading the JSON. The landing must be a page of this site; `rk` (a random number against caches)
 * is not kept.
 */
export async function recordLanding(caller: AnalyticsCaller, query: TrackQuery): Promise<HitOutcome> {
  let landingPath: string;
  try {
    const landing = new URL(query.landing);
    if (landing.host !== caller.request.host) throw new Error('another host');
    landingPath = landing.pathname;
  } catch {
    throw badRequest({ landing: 'landing must be the address of a page of this site.' });
  }
  const { landing: _, ...fields } = query;
  return recordCensusEvent({
    ...caller,
    kind: 'landing',
    subjectId: query.campaign ?? '',
    payload: { ...fields, landingPath },
  });
}
