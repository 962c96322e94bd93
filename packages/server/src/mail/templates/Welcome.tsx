// Sent when someone creates an account on the platform home.
import { MailLayout, type RenderedMail, renderMailHtml } from './render.tsx';

export interface WelcomeProps {
  displayName: string;
  /** The platform home, where they sign in and make sites */
  homeUrl: string;
}

export const WELCOME_SUBJECT = 'Welcome to Tessera';

export function WelcomeEmail({ displayName, homeUrl }: WelcomeProps) {
  return (
    <MailLayout title={WELCOME_SUBJECT}>
      <h1 style={{ fontSize: '22px', margin: '0 0 16px' }}>Welcome to Tessera</h1>
      <p>Hello {displayName},</p>
      <p>Your account is ready. Sign in on the platform home to make your first site:</p>
      <p>
        <a href={homeUrl} style={{ color: '#1d4ed8' }}>
          {homeUrl}
        </a>
      </p>
      <p style={{ color: '#52525b', fontSize: '14px' }}>
        You are receiving this because this address was used to sign up.
      </p>
    </MailLayout>
  );
}

export function welcomeMail(props: WelcomeProps): RenderedMail {
  return {
    subject: WELCOME_SUBJECT,
    html: renderMailHtml(<WelcomeEmail {...props} />),
    text: [
      `Hello ${props.displayName},`,
      '',
      'Your account is ready. Sign in on the platform home to make your first site:',
      '',
      props.homeUrl,
      '',
      'You are receiving this because this address was used to sign up.',
      '',
    ].join('\n'),
  };
}
