// A message whose point is one link (an invitation, a password reset): a few lines, the link as a
// button and written out, and why the reader got it. React escapes every value, so a name an admin
// typed (or an attacker did) is text, never markup.
import { MailLayout, type RenderedMail, renderMailHtml } from './render.tsx';

export interface LinkMailProps {
  subject: string;
  /** The lines before the link */
  lines: string[];
  linkLabel: string;
  url: string;
  /** Why the reader got it, and what to do when it was not for them */
  footer: string;
}

const button = {
  display: 'inline-block',
  padding: '10px 18px',
  borderRadius: '6px',
  backgroundColor: '#1d4ed8',
  color: '#ffffff',
  textDecoration: 'none',
};

function LinkEmail({ subject, lines, linkLabel, url, footer }: LinkMailProps) {
  return (
    <MailLayout title={subject}>
      <h1 style={{ fontSize: '22px', margin: '0 0 16px' }}>{subject}</h1>
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <p>
        <a href={url} style={button}>
          {linkLabel}
        </a>
      </p>
      <p style={{ wordBreak: 'break-all', fontSize: '14px' }}>{url}</p>
      <p style={{ color: '#52525b', fontSize: '14px' }}>{footer}</p>
    </MailLayout>
  );
}

export function linkMail(props: LinkMailProps): RenderedMail {
  return {
    subject: props.subject,
    html: renderMailHtml(<LinkEmail {...props} />),
    text: [...props.lines, '', `${props.linkLabel}:`, props.url, '', props.footer, ''].join('\n'),
  };
}
