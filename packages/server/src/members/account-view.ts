// The member's account as their own pages read it: name, email, areas and the session's xsrfToken
// (GET is readable only by the site's own pages, so a new tab can pick the token up again).
import type { Website } from '../db/schema.ts';
import type { AppContext } from '../http/context.ts';
import type { SignedInMember } from '../http/route.ts';
import { areasOfMember } from './repository.ts';

export async function memberAccount(
  ctx: AppContext,
  site: Website,
  { member, xsrfToken }: SignedInMember,
  name = member.name,
) {
  return {
    member: { id: member.id, name, email: member.email },
    areas: await areasOfMember(ctx.db, site.id, member.id),
    xsrfToken,
  };
}
