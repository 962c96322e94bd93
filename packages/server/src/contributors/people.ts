// The site's contributors: who holds which roles, changing a role and removing someone. The last
// administrator can be neither demoted nor removed (@tessera/core's lastAdminProblem), checked
// inside the transaction that makes the change, with the site's people locked (lockPeople).
import { lastAdminProblem, SiteUserRole } from '@tessera/core';
import type { z } from 'zod';
import type { Db } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import { findAccount } from '../identity/accounts.ts';
import { lockPeople, replaceRoles } from '../websites/index.ts';
import { websiteRoles } from '../websites/members.ts';
import { type Actor, recordPeopleChange } from './audit.ts';
import { selectAccountIdsWithRole, selectContributorRoles } from './repository.ts';
import type { contributorSchema } from './schemas.ts';

type Contributor = z.output<typeof contributorSchema>;

export const NOT_A_CONTRIBUTOR = 'This person does not work on this site.';

export async function listContributors(db: Db, websiteId: string): Promise<Contributor[]> {
  const byAccount = new Map<string, Contributor>();
  for (const row of await selectContributorRoles(db, websiteId)) {
    const entry = byAccount.get(row.id) ?? {
      accountId: row.id,
      email: row.email,
      displayName: row.display_name,
      roles: [],
    };
    entry.roles.push(row.role);
    byAccount.set(row.id, entry);
  }
  return [...byAccount.values()];
}

/** Gives the contributor exactly these roles (none removes them); recorded with who did it. */
async function setRoles(
  db: Db,
  websiteId: string,
  actor: Actor,
  accountId: string,
  roles: number[],
  now: number,
) {
  const account = await findAccount(db, accountId);
  await db.transaction().execute(async (trx) => {
    await lockPeople(trx, websiteId);
    const before = await websiteRoles(trx, websiteId, accountId);
    if (!account || before.length === 0) throw new HttpError(404, NOT_A_CONTRIBUTOR);
    if (sameRoles(before, roles)) return;
    const admins = await selectAccountIdsWithRole(trx, websiteId, SiteUserRole.admin);
    const problem = lastAdminProblem(admins, { accountId, roles });
    if (problem) throw new HttpError(409, problem);
    await replaceRoles(trx, websiteId, accountId, roles);
    await recordPeopleChange(
      trx,
      websiteId,
      {
        actor,
        action: roles.length ? 'role-changed' : 'removed',
        subjectEmail: account.email,
        detail: roles.length ? { from: before, to: roles } : { from: before },
      },
      now,
    );
  });
}

function sameRoles(a: readonly number[], b: readonly number[]): boolean {
  const sorted = (roles: readonly number[]) => [...roles].sort((x, y) => x - y).join(',');
  return sorted(a) === sorted(b);
}

export function changeRole(
  db: Db,
  websiteId: string,
  actor: Actor,
  accountId: string,
  role: number,
  now = Date.now(),
) {
  return setRoles(db, websiteId, actor, accountId, [role], now);
}

export function removeContributor(
  db: Db,
  websiteId: string,
  actor: Actor,
  accountId: string,
  now = Date.now(),
) {
  return setRoles(db, websiteId, actor, accountId, [], now);
}
