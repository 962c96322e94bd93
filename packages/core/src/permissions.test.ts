import { describe, expect, it } from 'vitest';
import { PermissionCode, SiteUserRole } from './enums.ts';
import {
  abilitiesOutsideScreens,
  hasPermission,
  PERMISSIONS,
  Permission,
  permissionCodeOf,
  permissionsOf,
  ROLE_PERMISSIONS,
  rolesWithPermission,
} from './permissions.ts';

describe('the permission table', () => {
  it('has a row for each of the 12 roles (numbered 1 to 13, no 5), naming only known permissions', () => {
    expect(
      Object.keys(ROLE_PERMISSIONS)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(Object.values(SiteUserRole).sort((a, b) => a - b));
    for (const granted of Object.values(ROLE_PERMISSIONS)) {
      for (const permission of granted) expect(PERMISSIONS).toContain(permission);
    }
  });

  it('gives the admin everything and the viewer only the preview', () => {
    expect([...permissionsOf([SiteUserRole.admin])].sort()).toEqual([...PERMISSIONS].sort());
    expect([...permissionsOf([SiteUserRole.viewer])]).toEqual([Permission.preview]);
  });

  it('gives each job its part: content to editors, commerce to store managers, analytics to reporting', () => {
    expect(hasPermission([SiteUserRole.editor], Permission.content)).toBe(true);
    expect(hasPermission([SiteUserRole.editor], Permission.commerce)).toBe(false);
    expect(hasPermission([SiteUserRole.storeManager], Permission.commerce)).toBe(true);
    expect(hasPermission([SiteUserRole.storeManager], Permission.content)).toBe(false);
    expect(hasPermission([SiteUserRole.reporting], Permission.activity)).toBe(true);
    expect(hasPermission([SiteUserRole.billing], Permission.billing)).toBe(true);
    expect(hasPermission([SiteUserRole.moderator], Permission.comments)).toBe(true);
    expect(hasPermission([SiteUserRole.campaignsEditor], Permission.newsletter)).toBe(true);
    expect(hasPermission([SiteUserRole.schedulingViewer], Permission.scheduling)).toBe(false);
    expect(hasPermission([SiteUserRole.schedulingViewer], Permission.schedulingView)).toBe(true);
    // Only the admin holds admin-only acts and settings.
    for (const role of Object.values(SiteUserRole).filter((r) => r !== SiteUserRole.admin)) {
      expect(hasPermission([role], Permission.admin), String(role)).toBe(false);
      expect(hasPermission([role], Permission.settings), String(role)).toBe(false);
    }
  });

  it('names the roles that hold a permission: whom new orders and comments are mailed to', () => {
    expect(rolesWithPermission(Permission.commerce).sort()).toEqual(
      [SiteUserRole.admin, SiteUserRole.storeManager].sort(),
    );
    expect(rolesWithPermission(Permission.comments).sort()).toEqual(
      [SiteUserRole.admin, SiteUserRole.editor, SiteUserRole.moderator].sort(),
    );
    expect(rolesWithPermission(Permission.trustedComments)).not.toContain(SiteUserRole.viewer);
  });

  it('adds roles together and ignores unknown role numbers', () => {
    const both = permissionsOf([SiteUserRole.editor, SiteUserRole.storeManager]);
    expect(both.has(Permission.content) && both.has(Permission.commerce)).toBe(true);
    expect(permissionsOf([5, 99, -1]).size).toBe(0);
    expect(permissionsOf([]).size).toBe(0);
  });

  it("gives the spec's numeric codes: 2 admin, 1 config area, 0 neither", () => {
    expect(permissionCodeOf([SiteUserRole.admin])).toBe(PermissionCode.admin);
    expect(permissionCodeOf([SiteUserRole.editor])).toBe(PermissionCode.config);
    expect(permissionCodeOf([SiteUserRole.viewer])).toBe(PermissionCode.authenticatedWithoutSitePermissions);
    expect(permissionCodeOf([])).toBe(0);
  });
});

describe('abilitiesOutsideScreens', () => {
  it('tells a viewer and a commenter what their role does, and an editor only what no screen shows', () => {
    expect(abilitiesOutsideScreens([...permissionsOf([SiteUserRole.viewer])])).toEqual([
      expect.stringMatching(/^Preview the site/),
    ]);
    expect(abilitiesOutsideScreens([...permissionsOf([SiteUserRole.commenter])])).toEqual([
      expect.stringMatching(/^Comment on posts/),
    ]);
    expect(abilitiesOutsideScreens([...permissionsOf([SiteUserRole.storeManager])])).toHaveLength(1);
    expect(abilitiesOutsideScreens([])).toEqual([]);
  });
});
