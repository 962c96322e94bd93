// The mails a member gets: the link that confirms their email (and, for someone who is already a
// member, a reminder to sign in instead: joining again answers the same, so the form reveals nothing),
// and the link that sets a new password.
import {
  MAIL_BUTTON_STYLE,
  MAIL_SMALL_STYLE,
  MailLayout,
  type RenderedMail,
  renderMailHtml,
} from '../mail/templates/render.tsx';

export interface MemberMailProps {
  siteTitle: string;
  name: string;
  /** The confirmation link, the sign-in page for someone already a member, or the reset link */
  url: string;
  kind: 'confirm' | 'already-member' | 'reset';
}

const button = MAIL_BUTTON_STYLE;
const small = MAIL_SMALL_STYLE;

function lines({ siteTitle, kind }: MemberMailProps): {
  subject: string;
  body: string;
  action: string;
} {
  switch (kind) {
    case 'already-member':
      return {
        subject: `You are already a member of ${siteTitle}`,
        body: `Someone, hopefully you, asked to join ${siteTitle} with this address, which is already a member. Sign in instead:`,
        action: 'Sign in',
      };
    case 'reset':
      return {
        subject: `Reset your password for ${siteTitle}`,
        body: `Someone, hopefully you, asked to reset your password on ${siteTitle}. Choose a new one within an hour; the link works once:`,
        action: 'Choose a new password',
      };
    default:
      return {
        subject: `Confirm your email for ${siteTitle}`,
        body: `Welcome to ${siteTitle}. Confirm your email to finish joining:`,
        action: 'Confirm my email',
      };
  }
}

function MemberEmail(props: MemberMailProps) {
  const { subject, body, action } = lines(props);
  return (
    <MailLayout title={subject}>
      <p>{`Hello ${props.name},`}</p>
      <p>{body}</p>
      <p>
        <a href={props.url} style={button}>
          {action}
        </a>
      </p>
      <p style={small}>
        Or open this link: <a href={props.url}>{props.url}</a>
      </p>
      <p style={small}>If you did not ask for this, ignore this message.</p>
    </MailLayout>
  );
}

export function memberMail(props: MemberMailProps): RenderedMail {
  const { subject, body } = lines(props);
  return {
    subject,
    html: renderMailHtml(<MemberEmail {...props} />),
    text: [
      `Hello ${props.name},`,
      '',
      body,
      '',
      props.url,
      '',
      'If you did not ask for this, ignore this message.',
      '',
    ].join('\n'),
  };
}
