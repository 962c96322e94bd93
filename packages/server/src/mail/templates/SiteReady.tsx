// Sent to the owner when a site is made (on the platform home, or the demo site on first start).
import { MailLayout, type RenderedMail, renderMailHtml } from './render.tsx';

export interface SiteReadyProps {
  displayName: string;
  siteTitle: string;
  /** The site's own address, where visitors see it */
  siteUrl: string;
  /** Its config area, where the owner edits it */
  configUrl: string;
}

export const SITE_READY_SUBJECT = 'Your site is ready';

const link = { color: '#1d4ed8' };

export function SiteReadyEmail({ displayName, siteTitle, siteUrl, configUrl }: SiteReadyProps) {
  return (
    <MailLayout title={SITE_READY_SUBJECT}>
      <h1 style={{ fontSize: '22px', margin: '0 0 16px' }}>Your site is ready</h1>
      <p>Hello {displayName},</p>
      <p>“{siteTitle}” is ready. Visitors see it at:</p>
      <p>
        <a href={siteUrl} style={link}>
          {siteUrl}
        </a>
      </p>
      <p>Edit its pages and settings in its config area:</p>
      <p>
        <a href={configUrl} style={link}>
          {configUrl}
        </a>
      </p>
      <p style={{ color: '#52525b', fontSize: '14px' }}>
        You are receiving this because you made this site with Tessera.
      </p>
    </MailLayout>
  );
}

export function siteReadyMail(props: SiteReadyProps): RenderedMail {
  return {
    subject: SITE_READY_SUBJECT,
    html: renderMailHtml(<SiteReadyEmail {...props} />),
    text: [
      `Hello ${props.displayName},`,
      '',
      `“${props.siteTitle}” is ready. Visitors see it at:`,
      '',
      props.siteUrl,
      '',
      'Edit its pages and settings in its config area:',
      '',
      props.configUrl,
      '',
      'You are receiving this because you made this site with Tessera.',
      '',
    ].join('\n'),
  };
}
