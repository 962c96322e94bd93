// The site member a comment is written by, when one is signed in on this site and host (members'
// session, from POST /api/site-users/account/session): the one place the comments feature asks.
import type { FastifyRequest } from 'fastify';
import type { Website } from '../db/schema.ts';
import type { AppContext } from '../http/context.ts';
import { requestMember } from '../members/sessions.ts';

export interface CommentMember {
  id: string;
  name: string;
  email: string;
}

/** The signed-in site member making the request, or null. */
export async function memberOf(
  ctx: AppContext,
  site: Website,
  request: FastifyRequest,
): Promise<CommentMember | null> {
  const signedIn = await requestMember(ctx, request, site);
  if (!signedIn) return null;
  const { id, name, email } = signedIn.member;
  return { id, name, email };
}
