// The people calls' shapes (server/src/contributors/ and identity/account-routes.ts), shared by the
// server and the config area's People and Account screens.

/** Someone who works on the site, with their roles there */
export interface Contributor {
  accountId: string;
  email: string;
  displayName: string;
  roles: number[];
}

/** An invitation not yet accepted, withdrawn or expired */
export interface OpenInvitation {
  id: string;
  email: string;
  name: string;
  role: number;
  invitedAt: string;
  expiresAt: string;
}

export type PeopleAction = 'invited' | 'invitation-withdrawn' | 'joined' | 'role-changed' | 'removed';

export interface PeopleChangeDetail {
  /** The invited role */
  role?: number;
  /** Roles before and after a change */
  from?: number[];
  to?: number[];
}

/** One line of the log of changes to the site's people */
export interface AuditEntry {
  at: string;
  actorEmail: string;
  action: PeopleAction;
  subjectEmail: string;
  detail: PeopleChangeDetail;
}

/** GET /api/config/people */
export interface People {
  contributors: Contributor[];
  invitations: OpenInvitation[];
  audit: AuditEntry[];
}

/** A signed-in session of the account, as GET /api/account/sessions lists it */
export interface AccountSession {
  device: string | null;
  host: string | null;
  startedAt: string;
  lastUsedAt: string;
  /** The session this request came with */
  current: boolean;
}
