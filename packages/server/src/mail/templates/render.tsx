// Mail templates are React components rendered to static HTML (React escapes every value), each
// with a plain-text part written beside it for clients that do not show HTML.
import type { ReactElement, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export function renderMailHtml(element: ReactElement): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(element)}`;
}

const page = { margin: 0, padding: '24px', backgroundColor: '#f4f4f5' };
const card = {
  maxWidth: '560px',
  margin: '0 auto',
  padding: '32px',
  backgroundColor: '#ffffff',
  borderRadius: '8px',
  fontFamily: 'system-ui, -apple-system, Segoe UI, Roboto, Helvetica, Arial, sans-serif',
  fontSize: '16px',
  lineHeight: 1.5,
  color: '#18181b',
};

/** The frame every message shares: styles inline, as mail clients want them. */
export function MailLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
      </head>
      <body style={page}>
        <div style={card}>{children}</div>
      </body>
    </html>
  );
}

/** A message's call to action, and its small print: the same in every template. */
export const MAIL_BUTTON_STYLE = {
  display: 'inline-block',
  padding: '12px 20px',
  backgroundColor: '#1d4ed8',
  color: '#ffffff',
  borderRadius: '6px',
  textDecoration: 'none',
  fontWeight: 600,
};
export const MAIL_SMALL_STYLE = { color: '#52525b', fontSize: '14px' };
