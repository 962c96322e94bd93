// Contributors: the names and jobs of the site roles as the People screen shows them, and the rule
// that a site always keeps an administrator. The server enforces the rule inside the transaction that
// makes the change; the config area uses the names and descriptions to let an admin choose.
import { SiteUserRole } from './enums.ts';

export interface SiteRoleDescription {
  role: SiteUserRole;
  name: string;
  /** What the role allows, in a sentence (docs/permissions.md says why) */
  description: string;
}

/** Every site role, in the order the People screen offers them. */
export const SITE_ROLES: readonly SiteRoleDescription[] = [
  {
    role: SiteUserRole.admin,
    name: 'Administrator',
    description:
      'Everything: content, settings, commerce, analytics, billing and the people who work on the site.',
  },
  {
    role: SiteUserRole.editor,
    name: 'Editor',
    description: 'Writes and publishes pages, posts and collections, and moderates comments.',
  },
  {
    role: SiteUserRole.campaignsEditor,
    name: 'Campaigns editor',
    description: 'Drafts pages, newsletters, popups and promotions; an editor publishes them.',
  },
  {
    role: SiteUserRole.storeManager,
    name: 'Store manager',
    description: 'Runs the shop: products, inventory, orders, refunds and customers.',
  },
  { role: SiteUserRole.reporting, name: 'Reporting', description: 'Reads analytics and the activity log.' },
  { role: SiteUserRole.billing, name: 'Billing', description: "Manages the site's plan and invoices." },
  { role: SiteUserRole.moderator, name: 'Moderator', description: 'Approves, deletes and answers comments.' },
  {
    role: SiteUserRole.scheduling,
    name: 'Scheduling',
    description: 'Manages appointments and calendars.',
  },
  {
    role: SiteUserRole.schedulingEditor,
    name: 'Scheduling editor',
    description: 'Manages appointments and calendars, without previewing the site.',
  },
  {
    role: SiteUserRole.schedulingViewer,
    name: 'Scheduling viewer',
    description: 'Sees appointments and calendars without changing them.',
  },
  {
    role: SiteUserRole.viewer,
    name: 'Viewer',
    description: 'Previews unpublished pages on the live site; no config area.',
  },
  {
    role: SiteUserRole.commenter,
    name: 'Commenter',
    description: 'Comments without waiting for moderation; no config area.',
  },
];

export function isSiteRole(value: number): value is SiteUserRole {
  return SITE_ROLES.some((entry) => entry.role === value);
}

/** The role's name, or "Role {n}" for a number the table does not know. */
export function roleName(role: number): string {
  return SITE_ROLES.find((entry) => entry.role === role)?.name ?? `Role ${role}`;
}

export const LAST_ADMIN_MESSAGE =
  'A site needs at least one administrator. Make someone else an administrator first.';

/**
 * Whether a change to one contributor would leave the site without an administrator: the message to
 * answer, or null. `roles` is what the contributor holds afterwards (none when removed).
 */
export function lastAdminProblem(
  adminAccountIds: readonly string[],
  change: { accountId: string; roles: readonly number[] },
): string | null {
  const remaining = adminAccountIds.filter((id) => id !== change.accountId);
  const staysAdmin = change.roles.includes(SiteUserRole.admin);
  return remaining.length === 0 && !staysAdmin ? LAST_ADMIN_MESSAGE : null;
}
