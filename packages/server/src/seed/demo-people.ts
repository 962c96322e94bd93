// The demo site's second contributor: an editor who joined by invitation a few days ago, so the
// People screen shows more than its owner and the log of changes has a story. The account's password
// is random and shown nowhere: the demo shows the role, nobody signs in as her.
import { randomBytes } from 'node:crypto';
import { SiteUserRole } from '@tessera/core';
import { recordPeopleChange } from '../contributors/audit.ts';
import type { Db } from '../db/database.ts';
import type { Account } from '../db/schema.ts';
import { createAccount } from '../identity/accounts.ts';
import { addMember } from '../websites/members.ts';

export const DEMO_EDITOR = { email: 'rosa.lind@example.com', displayName: 'Rosa Lind' };
const DAY_MS = 86_400_000;

export async function seedDemoPeople(
  db: Db,
  websiteId: string,
  owner: Account,
  now = Date.now(),
): Promise<void> {
  const editor = await createAccount(db, { ...DEMO_EDITOR, password: randomBytes(18).toString('base64url') });
  await addMember(db, websiteId, editor.id, SiteUserRole.editor);
  const owned = { accountId: owner.id, email: owner.email };
  const role = { role: SiteUserRole.editor };
  await recordPeopleChange(
    db,
    websiteId,
    { actor: owned, action: 'invited', subjectEmail: editor.email, detail: role },
    now - 3 * DAY_MS,
  );
  await recordPeopleChange(
    db,
    websiteId,
    {
      actor: { accountId: editor.id, email: editor.email },
      action: 'joined',
      subjectEmail: editor.email,
      detail: role,
    },
    now - 2 * DAY_MS,
  );
}
