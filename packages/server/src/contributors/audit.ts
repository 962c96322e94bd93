// The record of every change to a site's people: who acted, what changed, when. Written in the
// transaction that makes the change, so the log and the roles never disagree.
import type { Db } from '../db/database.ts';
import { newId } from '../db/ids.ts';
import { parseJsonColumn } from '../db/json.ts';
import { insertAudit, selectAudit } from './repository.ts';
import type { PeopleAuditEntry } from './schemas.ts';

type PeopleAction = PeopleAuditEntry['action'];
type PeopleChangeDetail = PeopleAuditEntry['detail'];

export interface Actor {
  accountId: string | null;
  email: string;
}

export const AUDIT_SHOWN = 200;

export function recordPeopleChange(
  trx: Db,
  websiteId: string,
  change: { actor: Actor; action: PeopleAction; subjectEmail: string; detail?: PeopleChangeDetail },
  now: number,
): Promise<void> {
  return insertAudit(trx, websiteId, {
    id: newId(),
    actor_account_id: change.actor.accountId,
    actor_email: change.actor.email,
    action: change.action,
    subject_email: change.subjectEmail,
    detail: JSON.stringify(change.detail ?? {}),
    created_at: now,
  });
}

/** The newest changes first, at most AUDIT_SHOWN. */
export async function peopleAuditLog(db: Db, websiteId: string): Promise<PeopleAuditEntry[]> {
  const rows = await selectAudit(db, websiteId, AUDIT_SHOWN);
  return rows.map((row) => ({
    at: new Date(Number(row.created_at)).toISOString(),
    actorEmail: row.actor_email,
    // The column holds only PEOPLE_ACTIONS: recordPeopleChange is its one writer.
    action: row.action as PeopleAction,
    subjectEmail: row.subject_email,
    detail: parseJsonColumn<PeopleChangeDetail>(row.detail, {}),
  }));
}
