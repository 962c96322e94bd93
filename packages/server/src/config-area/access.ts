import type { FastifyRequest } from 'fastify';
import type { Account, Website } from '../db/schema.ts';
import type { AppContext } from '../http/context.ts';
import { HttpError } from '../http/errors.ts';
import { siteOf } from '../http/site-request.ts';
import { requestAccount } from '../identity/sessions.ts';
import { canEditContent, websiteRoles } from '../websites/members.ts';

/** Every config API call: a site host, a signed-in account, and a role that may edit content. */
export async function requireEditor(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<{ website: Website; account: Account }> {
  const website = siteOf(request);
  if (!website) throw new HttpError(404, 'Not found.');
  const account = await requestAccount(ctx.db, request);
  if (!account) throw new HttpError(401, 'Please sign in.', undefined, { loginRequired: true });
  const roles = await websiteRoles(ctx.db, website.id, account.id);
  if (!canEditContent(roles)) throw new HttpError(403, 'You do not have permission to edit this site.');
  return { website, account };
}
