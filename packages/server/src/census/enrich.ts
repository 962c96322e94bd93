// What the dashboard shows of a hit, read once when it arrives rather than at every query: browser,
// system and device class (bowser), country (census/country.ts, from the address, which is not kept),
// and where the visit came from (core's source rules on the referrer and the page's UTM query).
import { referrerHostOf, trafficSourceOf, utmOf } from '@tessera/core';
import Bowser from 'bowser';
import { countryOf } from './country.ts';
import type { CensusHitsTable } from './tables.ts';

/** The hit's columns read at ingest (0020_census_dashboard) */
export type HitEnrichment = Pick<
  CensusHitsTable,
  | 'browser'
  | 'os'
  | 'device'
  | 'country'
  | 'source'
  | 'referrer_host'
  | 'utm_source'
  | 'utm_medium'
  | 'utm_campaign'
>;

interface Agent {
  browser: string;
  os: string;
  device: string;
}

/** Parsed user agents: a site's visitors share a few hundred, and parsing one costs tens of microseconds. */
const agents = new Map<string, Agent>();
const AGENT_CACHE_SIZE = 2000;

function agentOf(userAgent: string): Agent {
  const known = agents.get(userAgent);
  if (known) return known;
  const parsed = userAgent ? Bowser.parse(userAgent) : undefined;
  const agent = {
    browser: parsed?.browser.name ?? '',
    os: parsed?.os.name ?? '',
    // bowser's platform types: desktop, mobile, tablet, tv (and bot, which the census does not count)
    device: parsed?.platform.type ?? '',
  };
  // A full cache starts again rather than tracking use: cheap, and the common agents return at once.
  if (agents.size >= AGENT_CACHE_SIZE) agents.clear();
  agents.set(userAgent, agent);
  return agent;
}

type Origin = Pick<HitEnrichment, 'source' | 'referrer_host' | 'utm_source' | 'utm_medium' | 'utm_campaign'>;

/** Where visits came from, per referrer, query and host: most hits repeat a few (a search engine, none). */
const origins = new Map<string, Origin>();
const ORIGIN_CACHE_SIZE = 2000;
/** Longer keys are worked out each time, so the cache stays a few megabytes at most. */
const CACHED_ORIGIN_LENGTH = 1000;

function originOf(referrer: string, queryString: string, host: string): Origin {
  const key = `${host}\n${referrer}\n${queryString}`;
  const known = origins.get(key);
  if (known) return known;
  const utm = utmOf(queryString);
  const referrerHost = referrerHostOf(referrer, host);
  const origin = {
    source: trafficSourceOf(referrerHost, utm),
    referrer_host: referrerHost,
    utm_source: utm.source,
    utm_medium: utm.medium,
    utm_campaign: utm.campaign,
  };
  if (key.length > CACHED_ORIGIN_LENGTH) return origin;
  if (origins.size >= ORIGIN_CACHE_SIZE) origins.clear();
  origins.set(key, origin);
  return origin;
}

/** Written out rather than spread: spreading the cached records cost more than the rest of a hit's enrichment (about 4 µs). */
export function enrichHit(hit: {
  userAgent: string;
  address: string;
  referrer: string;
  queryString: string;
  host: string;
}): HitEnrichment {
  const agent = agentOf(hit.userAgent);
  const origin = originOf(hit.referrer, hit.queryString, hit.host);
  return {
    browser: agent.browser,
    os: agent.os,
    device: agent.device,
    country: countryOf(hit.address),
    source: origin.source,
    referrer_host: origin.referrer_host,
    utm_source: origin.utm_source,
    utm_medium: origin.utm_medium,
    utm_campaign: origin.utm_campaign,
  };
}
