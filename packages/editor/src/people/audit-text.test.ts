import { SiteUserRole } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { auditText } from './audit-text.ts';

const base = { at: '2030-01-01T00:00:00.000Z', actorEmail: 'a@example.com', subjectEmail: 'b@example.com' };

describe('the log of changes in words', () => {
  it('says who did what to whom, with the role names', () => {
    expect(auditText({ ...base, action: 'invited', detail: { role: SiteUserRole.storeManager } })).toBe(
      'a@example.com invited b@example.com as Store manager',
    );
    expect(
      auditText({
        ...base,
        action: 'role-changed',
        detail: { from: [SiteUserRole.editor], to: [SiteUserRole.admin] },
      }),
    ).toBe('a@example.com changed b@example.com from Editor to Administrator');
    expect(auditText({ ...base, action: 'removed', detail: { from: [SiteUserRole.viewer] } })).toBe(
      'a@example.com removed b@example.com (Viewer)',
    );
    expect(auditText({ ...base, action: 'joined', detail: { role: SiteUserRole.editor } })).toBe(
      'b@example.com accepted the invitation as Editor',
    );
    expect(auditText({ ...base, action: 'invitation-withdrawn', detail: {} })).toBe(
      'a@example.com withdrew the invitation of b@example.com',
    );
  });
});
