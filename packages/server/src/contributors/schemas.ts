// What the People screen's calls answer, named for the config area (the clients' contract,
// routes.gen.ts); the feature builds its answers to these types.
import { z } from 'zod';

/** Someone who works on the site, with their roles there (SiteUserRole values) */
export const contributorSchema = z
  .object({
    accountId: z.string(),
    email: z.string(),
    displayName: z.string(),
    roles: z.array(z.number().int()),
  })
  .meta({ id: 'Contributor' });

/** An invitation not yet accepted, withdrawn or expired */
export const openInvitationSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    role: z.number().int(),
    invitedAt: z.string(),
    expiresAt: z.string(),
  })
  .meta({ id: 'OpenInvitation' });

const PEOPLE_ACTIONS = ['invited', 'invitation-withdrawn', 'joined', 'role-changed', 'removed'] as const;

/** One line of the log of changes to the site's people */
export const peopleAuditEntrySchema = z
  .object({
    at: z.string(),
    actorEmail: z.string(),
    action: z.enum(PEOPLE_ACTIONS),
    subjectEmail: z.string(),
    detail: z.object({
      /** The invited role */
      role: z.number().int().optional(),
      /** Roles before and after a change */
      from: z.array(z.number().int()).optional(),
      to: z.array(z.number().int()).optional(),
    }),
  })
  .meta({ id: 'PeopleAuditEntry' });

export type PeopleAuditEntry = z.output<typeof peopleAuditEntrySchema>;
