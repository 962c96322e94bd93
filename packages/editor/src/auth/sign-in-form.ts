// The sign-in screen in plain DOM code: signed out, /config/ loads this and not React (issue 9
// section 6: ≤ 60 KB of JavaScript on the wire, and React's DOM alone is about 58 KB). A forgotten
// password is asked for from here (account-links.ts).
import { call } from '@tessera/site/api/call.ts';
import { mountForgotPassword } from './account-links.ts';
import { element, field, mountSignedOutForm, nextFormId } from './dom-form.ts';
import { type Session, sessionOf } from './session.ts';

async function signIn(email: string, password: string): Promise<Session> {
  return sessionOf(await call('POST /api/auth/Login', { body: { email, password }, silent: true }));
}

/**
 * Puts the sign-in form in `container`; `onSignedIn` hears of the session once the server takes the
 * credentials. Answers the function that takes the form away.
 */
export function mountSignInForm(
  container: HTMLElement,
  siteTitle: string,
  onSignedIn: (session: Session) => void,
): () => void {
  const id = nextFormId('sign-in');
  const email = field(`${id}-email`, 'Email', {
    name: 'email',
    type: 'email',
    autocomplete: 'username',
    required: '',
  });
  const password = field(`${id}-password`, 'Password', {
    name: 'password',
    type: 'password',
    autocomplete: 'current-password',
    required: '',
  });
  const forgot = element('button', { type: 'button', class: 'link-button' }, 'Forgot your password?');
  let leave = mountSignedOutForm(container, {
    heading: 'Sign in',
    intro: [`to edit ${siteTitle}`],
    fields: [email, password],
    submitLabel: 'Sign in',
    busyLabel: 'Signing in…',
    send: async (values) => onSignedIn(await signIn(values.email ?? '', values.password ?? '')),
    after: [forgot],
  });
  forgot.addEventListener('click', () => {
    leave();
    leave = mountForgotPassword(container, email.control.value, () => {
      leave();
      leave = mountSignInForm(container, siteTitle, onSignedIn);
    });
  });
  return () => leave();
}
