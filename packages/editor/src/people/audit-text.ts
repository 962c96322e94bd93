// One line of the People screen's log of changes, in words.
import { roleName } from '@tessera/core';
import type { PeopleAuditEntry } from '@tessera/site/api/routes.gen.ts';

const rolesText = (roles: readonly number[] | undefined) =>
  (roles ?? []).map(roleName).join(', ') || 'no role';

export function auditText(entry: PeopleAuditEntry): string {
  const { actorEmail: actor, subjectEmail: subject, detail } = entry;
  switch (entry.action) {
    case 'invited':
      return `${actor} invited ${subject} as ${rolesText(detail.role === undefined ? [] : [detail.role])}`;
    case 'invitation-withdrawn':
      return `${actor} withdrew the invitation of ${subject}`;
    case 'joined':
      return `${subject} accepted the invitation${detail.role === undefined ? '' : ` as ${roleName(detail.role)}`}`;
    case 'role-changed':
      return `${actor} changed ${subject} from ${rolesText(detail.from)} to ${rolesText(detail.to)}`;
    case 'removed':
      return `${actor} removed ${subject} (${rolesText(detail.from)})`;
    default:
      return `${actor}: ${String(entry.action)} ${subject}`;
  }
}
