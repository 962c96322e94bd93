// docs/permissions.md shows the permission table of @tessera/core: the two must not drift apart.
import { readFileSync } from 'node:fs';
import { PERMISSIONS, ROLE_PERMISSIONS, SiteUserRole } from '@tessera/core';
import { expect, it } from 'vitest';

it("docs/permissions.md's matrix is core's permission table", () => {
  const doc = readFileSync(new URL('../../../../docs/permissions.md', import.meta.url), 'utf8');
  const header = doc.split('\n').find((line) => line.startsWith('| Role (spec number)')) ?? '';
  const columns = header
    .split('|')
    .slice(2, -1)
    .map((c) => c.trim());
  expect(columns).toEqual([...PERMISSIONS]);
  for (const role of Object.values(SiteUserRole)) {
    const row = doc.split('\n').find((line) => line.includes(`(${role}) |`)) ?? '';
    const cells = row
      .split('|')
      .slice(2, -1)
      .map((c) => c.trim() === '✓');
    const documented = columns.filter((_, i) => cells[i]);
    expect(documented, `role ${role}`).toEqual(PERMISSIONS.filter((p) => ROLE_PERMISSIONS[role].includes(p)));
  }
});
