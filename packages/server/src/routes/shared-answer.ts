// A route whose JSON answer is the same for every caller of a site (the published catalogue) is
// answered from the page cache: made once per site and change, then written with its pre-made
// encodings and ETag like a cached page, with no query, account or rendering on the way. A profile
// of GET /api/commerce/products put 55% of its time in building and running its statements, each
// call; the tags name what it showed, and a change to any of them (here and, through the change
// bus, in every other process) drops it.

import type { Website } from '../db/schema.ts';
import type { AppContext } from '../http/context.ts';
import type { AnyRoute, HostKind, RouteInput } from '../http/route.ts';
import { PageCache } from '../render/cache.ts';
import { sendCachedPage } from '../render/send-cached-page.ts';
import { checkAnswer } from './answer-check.ts';

/** Why a route cannot share its answer (checked when the table is registered), or null. */
export function sharedAnswerProblem(route: AnyRoute): string | null {
  if (route.method !== 'GET' || route.host !== 'site') return 'a shared answer is a site GET';
  if (route.access.kind !== 'public' || route.readsAccount) return 'a shared answer reads no account';
  if (route.params || route.query || route.path.includes(':') || route.path.includes('*'))
    return 'a shared answer is one per site: no params or query';
  if (route.answer.kind !== 'json') return 'a shared answer is JSON';
  return null;
}

/** Sends the site's cached answer, or makes it (checked against its schema outside production) and keeps it. */
export async function answerShared(
  ctx: AppContext,
  route: AnyRoute,
  input: RouteInput<unknown, unknown, unknown, HostKind>,
  site: Website,
) {
  const { request, reply } = input;
  const key = PageCache.key(site.id, route.path);
  const hit = ctx.pageCache.get(key);
  if (hit) return sendCachedPage(request, reply, hit);
  // Noted before anything is read: a change landing meanwhile keeps this answer out of the cache.
  const since = ctx.pageCache.mark();
  const result = await route.handler(input as never);
  if (ctx.checkAnswers && route.answer.kind === 'json') checkAnswer(route, route.answer.schema, result);
  const tags = route.sharedAnswer?.tags ?? [];
  const entry = ctx.pageCache.set(site.id, key, { status: 200, json: JSON.stringify(result), tags }, since);
  return sendCachedPage(request, reply, entry);
}
