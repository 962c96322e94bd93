// What other features ask of member areas (the assets feature's members-only files, issue 31): the
// site's areas by name, for a chooser outside the Members screen, and the areas of the member signed
// in on this request.
import type { FastifyRequest } from 'fastify';
import type { MemberAreaChoice } from '../assets/schemas.ts';
import type { Db } from '../db/database.ts';
import type { Website } from '../db/schema.ts';
import type { AppContext } from '../http/context.ts';
import { listAreas, memberAreaIds } from './repository.ts';
import { MEMBER_COOKIE, requestMember } from './sessions.ts';

/** The site's member areas, oldest first, as a chooser lists them. */
export async function areaChoices(db: Db, websiteId: string): Promise<MemberAreaChoice[]> {
  return (await listAreas(db, websiteId)).map(({ id, name }) => ({ id, name }));
}

/**
 * The areas of the member signed in on this site and host; null when no member is. A request
 * without the member cookie costs no query.
 */
export async function requestMemberAreaIds(
  ctx: AppContext,
  request: FastifyRequest,
  site: Website,
): Promise<string[] | null> {
  if (!request.cookies[MEMBER_COOKIE]) return null;
  const signedIn = await requestMember(ctx, request, site);
  return signedIn ? memberAreaIds(ctx.db, site.id, signedIn.member.id) : null;
}
