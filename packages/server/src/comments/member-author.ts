// Who writes a comment when a site member is signed in: the one place the comments feature asks.
// Site members (server/src/members/, their session from POST /api/site-users/account/session) arrive
// on another branch; until they are wired in here, no request has a member and members comment as
// visitors do (name and email). Wiring: look the request's member session up and answer its
// member's id, name and email (the member's own site only).
import type { FastifyRequest } from 'fastify';
import type { Website } from '../db/schema.ts';
import type { AppContext } from '../http/context.ts';

export interface CommentMember {
  id: string;
  name: string;
  email: string;
}

/** The signed-in site member making the request, or null. */
export type CommentAuthorSource = (
  ctx: AppContext,
  site: Website,
  request: FastifyRequest,
) => Promise<CommentMember | null>;

export const memberOf: CommentAuthorSource = async () => null;
