// Sent when someone asks to reset the password of an account (identity/password-reset.ts).
import { linkMail } from './LinkMail.tsx';
import type { RenderedMail } from './render.tsx';

export function passwordResetMail(props: { resetUrl: string; expiresInMinutes: number }): RenderedMail {
  return linkMail({
    subject: 'Reset your password',
    lines: [
      'Someone asked to reset the password of your account, hopefully you.',
      `The link works for ${props.expiresInMinutes} minutes and once. Using it signs out every other session.`,
    ],
    linkLabel: 'Choose a new password',
    url: props.resetUrl,
    footer: 'If you did not ask for this, ignore this message: your password stays as it is.',
  });
}
