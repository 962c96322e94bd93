// Sent when someone signs up to a site's mailing list: the double opt-in's link. Like every
// newsletter message it ends with an unsubscribe link (and the mail carries List-Unsubscribe).
import {
  MAIL_BUTTON_STYLE,
  MAIL_SMALL_STYLE,
  MailLayout,
  type RenderedMail,
  renderMailHtml,
} from './render.tsx';

export interface NewsletterConfirmationProps {
  siteTitle: string;
  listName: string;
  /** The name the visitor gave, or '' */
  name: string;
  confirmUrl: string;
  unsubscribeUrl: string;
  /** How long the confirmation link works */
  days: number;
}

export function newsletterConfirmationSubject(listName: string): string {
  return `Confirm your subscription to ${listName}`;
}

const link = { color: '#1d4ed8' };
const button = MAIL_BUTTON_STYLE;
const small = MAIL_SMALL_STYLE;

export function NewsletterConfirmationEmail(props: NewsletterConfirmationProps) {
  const { siteTitle, listName, name, confirmUrl, unsubscribeUrl, days } = props;
  return (
    <MailLayout title={newsletterConfirmationSubject(listName)}>
      <h1 style={{ fontSize: '22px', margin: '0 0 16px' }}>Please confirm your subscription</h1>
      <p>{name ? `Hello ${name},` : 'Hello,'}</p>
      <p>
        Someone, hopefully you, asked to receive “{listName}” from {siteTitle} at this address. Confirm to
        start receiving it:
      </p>
      <p>
        <a href={confirmUrl} style={button}>
          Confirm subscription
        </a>
      </p>
      <p style={small}>
        Or open this link:{' '}
        <a href={confirmUrl} style={link}>
          {confirmUrl}
        </a>
      </p>
      <p style={small}>
        The link works for {days} days. If you did not ask for this, ignore this message: you will not be
        subscribed.
      </p>
      <p style={small}>
        <a href={unsubscribeUrl} style={link}>
          Unsubscribe
        </a>
      </p>
    </MailLayout>
  );
}

export function newsletterConfirmationMail(props: NewsletterConfirmationProps): RenderedMail {
  return {
    subject: newsletterConfirmationSubject(props.listName),
    html: renderMailHtml(<NewsletterConfirmationEmail {...props} />),
    text: [
      props.name ? `Hello ${props.name},` : 'Hello,',
      '',
      `Someone, hopefully you, asked to receive “${props.listName}” from ${props.siteTitle} at this address. Confirm to start receiving it:`,
      '',
      props.confirmUrl,
      '',
      `The link works for ${props.days} days. If you did not ask for this, ignore this message: you will not be subscribed.`,
      '',
      `Unsubscribe: ${props.unsubscribeUrl}`,
      '',
    ].join('\n'),
  };
}
