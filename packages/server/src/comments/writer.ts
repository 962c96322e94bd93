// Who is writing a comment, as the service needs it: the signed-in account and its roles, the
// signed-in site member (member-author.ts), what the browser's unlock cookie opens, and whether a
// member area keeps the blog from them.
import type { FastifyRequest } from 'fastify';
import type { Account, Website } from '../db/schema.ts';
import type { AppContext } from '../http/context.ts';
import { UNLOCK_COOKIE } from '../http/cookies.ts';
import { pageMemberAccess } from '../members/page-access.ts';
import { isUnlocked } from '../pages/access.ts';
import { readUnlockCookie } from '../render/unlock.ts';
import { canPreviewUnpublished } from '../websites/members.ts';
import { memberOf } from './member-author.ts';
import type { CommentWriter } from './service.ts';

export async function commentWriter(
  ctx: AppContext,
  site: Website,
  request: FastifyRequest,
  who: { account: Account | null; roles: number[] },
): Promise<CommentWriter> {
  const viewer = {
    account: null,
    roles: who.roles,
    canPreview: canPreviewUnpublished(who.roles),
    unlocked: readUnlockCookie(ctx.secret, request.cookies[UNLOCK_COOKIE]),
  };
  const member = who.account ? null : await memberOf(ctx, site, request);
  return {
    account: who.account,
    roles: who.roles,
    member,
    unlocks: (scope, passwordHash) => isUnlocked(viewer, scope, passwordHash),
    mayRead: async (collectionId) => {
      const viewing = { memberId: member?.id ?? null, canPreview: viewer.canPreview };
      return (await pageMemberAccess(ctx.db, site.id, collectionId, viewing)).access === 'show';
    },
  };
}
