// The shapes of the contributors feature's tables, for Kysely. Only the repositories under
// contributors/ write them (layering.test.ts); db/schema.ts assembles the Database from every
// feature's tables.ts.

export interface ContributorsTables {
  contributor_invitations: ContributorInvitationsTable;
  contributor_audit: ContributorAuditTable;
}

/** An invitation to work on a site with a role (0028); accepted or revoked ones stay for the record. */
export interface ContributorInvitationsTable {
  website_id: string;
  id: string;
  email: string;
  name: string;
  role: number;
  invited_by: string | null;
  created_at: number;
  expires_at: number;
  /** When it was accepted or withdrawn; a link works only while this is null */
  closed_at: number | null;
}

/** Who changed the site's people, what and when (0028). */
export interface ContributorAuditTable {
  website_id: string;
  id: string;
  /** The admin who acted, or null when the person acted on themselves (accepting an invitation) */
  actor_account_id: string | null;
  /** Kept as text: the log still reads right after the account is gone */
  actor_email: string;
  /** invited, invitation-withdrawn, joined, role-changed, removed */
  action: string;
  subject_email: string;
  /** JSON: the roles before and after, the invited role */
  detail: string;
  created_at: number;
}
