// What each site role may do. The spec names the roles (SiteUserRole: 1 to 13, no 5) and the permission codes
// (config 1, admin 2, content manager, settings, activity, commerce, newsletter, CRM, marketing,
// scheduling and admin-only codes) but not who holds which: this table is that decision, made as a
// Squarespace-class product would make it (docs/permissions.md explains each row). The server
// enforces it on every route from the route table; the config area shows what it allows.
import { PermissionCode, SiteUserRole } from './enums.ts';

export const Permission = {
  /** Open the config area (spec permission code 1) */
  config: 'config',
  /** Admin-only acts: contributors and their roles, deleting the site (spec code 2) */
  admin: 'admin',
  /** Content manager: pages, blocks, navigation, collections and items, saved as drafts */
  content: 'content',
  /** Put content before visitors: publish, schedule, hide, approve a review, the trash */
  publish: 'publish',
  /** Site settings, domains, the mail outbox */
  settings: 'settings',
  /** Analytics and the activity log */
  activity: 'activity',
  /** Products, inventory, orders, refunds */
  commerce: 'commerce',
  /** Newsletter campaigns and lists */
  newsletter: 'newsletter',
  /** Contacts and form submissions */
  crm: 'crm',
  /** Popups, banners, promotions */
  marketing: 'marketing',
  /** Manage scheduling (appointments, calendars) */
  scheduling: 'scheduling',
  /** See scheduling without changing it */
  schedulingView: 'scheduling.view',
  /** The site's plan and invoices */
  billing: 'billing',
  /** Moderate comments */
  comments: 'comments',
  /** Comment without waiting for moderation */
  trustedComments: 'comments.trusted',
  /** See unpublished pages on the live site (the editor frame's preview) */
  preview: 'preview',
} as const;
export type Permission = (typeof Permission)[keyof typeof Permission];

export const PERMISSIONS: readonly Permission[] = Object.values(Permission);

const P = Permission;

/** Role → what it may do. Admin holds every permission. */
export const ROLE_PERMISSIONS: Readonly<Record<SiteUserRole, readonly Permission[]>> = {
  [SiteUserRole.admin]: PERMISSIONS,
  [SiteUserRole.billing]: [P.config, P.billing, P.preview],
  [SiteUserRole.reporting]: [P.config, P.activity, P.preview],
  [SiteUserRole.editor]: [P.config, P.content, P.publish, P.comments, P.preview],
  [SiteUserRole.moderator]: [P.config, P.comments, P.preview],
  [SiteUserRole.commenter]: [P.trustedComments],
  [SiteUserRole.storeManager]: [P.config, P.commerce, P.crm, P.preview],
  [SiteUserRole.scheduling]: [P.config, P.scheduling, P.schedulingView, P.preview],
  [SiteUserRole.viewer]: [P.preview],
  // Campaign pages are drafted by campaigns editors and published by an editor after review.
  [SiteUserRole.campaignsEditor]: [P.config, P.content, P.newsletter, P.marketing, P.preview],
  [SiteUserRole.schedulingViewer]: [P.config, P.schedulingView],
  [SiteUserRole.schedulingEditor]: [P.config, P.scheduling, P.schedulingView],
};

/** Everything the roles together may do. Unknown role numbers grant nothing. */
export function permissionsOf(roles: readonly number[]): Set<Permission> {
  const granted = new Set<Permission>();
  for (const role of roles) {
    for (const permission of ROLE_PERMISSIONS[role as SiteUserRole] ?? []) granted.add(permission);
  }
  return granted;
}

/** The roles that hold a permission: whom to tell of what needs that permission's attention. */
export function rolesWithPermission(permission: Permission): SiteUserRole[] {
  return (Object.entries(ROLE_PERMISSIONS) as [string, readonly Permission[]][])
    .filter(([, permissions]) => permissions.includes(permission))
    .map(([role]) => Number(role) as SiteUserRole);
}

export function hasPermission(roles: readonly number[], permission: Permission): boolean {
  return permissionsOf(roles).has(permission);
}

/** The spec's numeric code for what the roles allow: 2 admin, 1 config area, 0 neither. */
export function permissionCodeOf(roles: readonly number[]): PermissionCode {
  const granted = permissionsOf(roles);
  if (granted.has(P.admin)) return PermissionCode.admin;
  if (granted.has(P.config)) return PermissionCode.config;
  return PermissionCode.authenticatedWithoutSitePermissions;
}

/**
 * What an account can do on the site that no screen of the config area is for, in the words the
 * config area shows it (issue "Hardening II": a viewer or commenter opened /config/ and found a bare
 * page). The other permissions each come with their screen.
 */
export const ABILITIES_OUTSIDE_SCREENS: readonly { permission: Permission; ability: string }[] = [
  {
    permission: P.preview,
    ability:
      'Preview the site as it will be: the frame here, and the live site while you are signed in, show pages that are not published yet.',
  },
  {
    permission: P.trustedComments,
    ability: 'Comment on posts without waiting for moderation: your comments appear at once.',
  },
];

/** The abilities of ABILITIES_OUTSIDE_SCREENS that `permissions` include, in table order. */
export function abilitiesOutsideScreens(permissions: readonly Permission[]): string[] {
  return ABILITIES_OUTSIDE_SCREENS.filter((entry) => permissions.includes(entry.permission)).map(
    (entry) => entry.ability,
  );
}
