import { describe, expect, it } from 'vitest';
import { isSiteRole, LAST_ADMIN_MESSAGE, lastAdminProblem, roleName, SITE_ROLES } from './contributors.ts';
import { SiteUserRole } from './enums.ts';

describe('the site roles as people see them', () => {
  it('names and describes each of the 12 roles once', () => {
    expect(SITE_ROLES.map((entry) => entry.role).sort((a, b) => a - b)).toEqual(
      Object.values(SiteUserRole).sort((a, b) => a - b),
    );
    expect(new Set(SITE_ROLES.map((entry) => entry.name)).size).toBe(SITE_ROLES.length);
    for (const entry of SITE_ROLES) expect(entry.description.length).toBeGreaterThan(10);
  });

  it('knows the spec numbers, and no 5, 0 or 14', () => {
    expect(roleName(SiteUserRole.storeManager)).toBe('Store manager');
    expect(roleName(5)).toBe('Role 5');
    expect(isSiteRole(SiteUserRole.viewer)).toBe(true);
    expect([0, 5, 14, -1].some(isSiteRole)).toBe(false);
  });
});

describe('the last administrator', () => {
  it('cannot be demoted or removed', () => {
    expect(lastAdminProblem(['a'], { accountId: 'a', roles: [SiteUserRole.editor] })).toBe(
      LAST_ADMIN_MESSAGE,
    );
    expect(lastAdminProblem(['a'], { accountId: 'a', roles: [] })).toBe(LAST_ADMIN_MESSAGE);
  });

  it('may stay an administrator, and one of two may go', () => {
    expect(lastAdminProblem(['a'], { accountId: 'a', roles: [SiteUserRole.admin] })).toBeNull();
    expect(lastAdminProblem(['a', 'b'], { accountId: 'a', roles: [] })).toBeNull();
  });

  it('lets anyone else change when one administrator stays', () => {
    expect(lastAdminProblem(['a'], { accountId: 'b', roles: [] })).toBeNull();
    expect(lastAdminProblem(['a'], { accountId: 'b', roles: [SiteUserRole.viewer] })).toBeNull();
  });

  it('refuses a change to a site that has no administrator left unless it makes one', () => {
    expect(lastAdminProblem([], { accountId: 'b', roles: [SiteUserRole.editor] })).toBe(LAST_ADMIN_MESSAGE);
    expect(lastAdminProblem([], { accountId: 'b', roles: [SiteUserRole.admin] })).toBeNull();
  });
});
