// Bots are not counted (issue 12): a request whose User-Agent isbot recognises (crawlers, monitors,
// headless browsers, HTTP libraries) is turned away before anything is recorded. No User-Agent at
// all is not taken for a bot: isbot cannot tell, and some privacy tools send none.
import type { FastifyRequest } from 'fastify';
import { isbot } from 'isbot';

/** isbot's verdicts per user agent: a site's visitors share a few hundred, and each match runs a long pattern. */
const verdicts = new Map<string, boolean>();
const VERDICT_CACHE_SIZE = 2000;
/** Longer agents are matched each time, so the cache stays a megabyte at most. */
const CACHED_AGENT_LENGTH = 500;

export function isBotRequest(request: FastifyRequest): boolean {
  const userAgent = request.headers['user-agent'] ?? '';
  if (userAgent.length > CACHED_AGENT_LENGTH) return isbot(userAgent);
  let verdict = verdicts.get(userAgent);
  if (verdict === undefined) {
    verdict = isbot(userAgent);
    // A full cache starts again rather than tracking use: cheap, and the common agents return at once.
    if (verdicts.size >= VERDICT_CACHE_SIZE) verdicts.clear();
    verdicts.set(userAgent, verdict);
  }
  return verdict;
}
