// Sent when an admin invites someone to work on a site with a role (contributors/invitations.ts).
import { linkMail } from './LinkMail.tsx';
import type { RenderedMail } from './render.tsx';

export interface InvitationProps {
  siteTitle: string;
  inviterName: string;
  /** The name the admin gave, maybe empty */
  name: string;
  roleName: string;
  acceptUrl: string;
  expiresInDays: number;
}

export function invitationMail(props: InvitationProps): RenderedMail {
  return linkMail({
    subject: `You are invited to work on ${props.siteTitle}`,
    lines: [
      props.name ? `Hello ${props.name},` : 'Hello,',
      `${props.inviterName} invited you to work on “${props.siteTitle}” as ${props.roleName}.`,
      `The link works for ${props.expiresInDays} days and once.`,
    ],
    linkLabel: 'Accept the invitation',
    url: props.acceptUrl,
    footer: 'If you did not expect this invitation, you can ignore this message.',
  });
}
