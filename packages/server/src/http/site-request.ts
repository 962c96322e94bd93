import type { FastifyRequest } from 'fastify';
import type { Website } from '../db/schema.ts';

/** What a request's Host names (websites/hosts.ts resolves it): the platform home, a site, or nothing. */
export type HostTarget = { kind: 'platform' } | { kind: 'site'; website: Website } | { kind: 'unknown' };

const targets = new WeakMap<FastifyRequest, HostTarget>();

export function setHostTarget(request: FastifyRequest, target: HostTarget): void {
  targets.set(request, target);
}

export function hostTargetOf(request: FastifyRequest): HostTarget {
  return targets.get(request) ?? { kind: 'unknown' };
}

/** The website this request's Host names, or null on the platform home or an unknown host. */
export function siteOf(request: FastifyRequest): Website | null {
  const target = hostTargetOf(request);
  return target.kind === 'site' ? target.website : null;
}
