// The signed-out screens a mail leads to, in plain DOM code like the sign-in form: asking for a
// password reset, choosing a new password from the reset link (#reset=…), and accepting an
// invitation (#invitation=…). The token is read from the address's fragment, which never reaches
// the server's logs, and is taken out of the address at once.
import { call } from '@tessera/site/api/call.ts';
import { failureMessage } from '../errors.ts';
import { element, field, mountNotice, mountSignedOutForm, nextFormId } from './dom-form.ts';
import { type Session, sessionOf } from './session.ts';

export type MailLink = { kind: 'reset' | 'invitation'; token: string };

/** The mail link in the address's fragment, or null. */
export function mailLinkOf(hash: string): MailLink | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  for (const kind of ['reset', 'invitation'] as const) {
    const token = params.get(kind);
    if (token) return { kind, token };
  }
  return null;
}

function linkButton(label: string, onClick: () => void): HTMLButtonElement {
  const button = element('button', { type: 'button', class: 'link-button' }, label);
  button.addEventListener('click', onClick);
  return button;
}

function newPasswordField(id: string, label: string) {
  return field(`${id}-password`, label, {
    name: 'password',
    type: 'password',
    autocomplete: 'new-password',
    required: '',
    minlength: '8',
  });
}

export function mountForgotPassword(container: HTMLElement, email: string, onBack: () => void): () => void {
  const id = nextFormId('forgot');
  const emailField = field(`${id}-email`, 'Email', {
    name: 'email',
    type: 'email',
    autocomplete: 'username',
    required: '',
    value: email,
  });
  let leave = mountSignedOutForm(container, {
    heading: 'Reset your password',
    intro: ['We will mail a link to choose a new password. It works for an hour, once.'],
    fields: [emailField],
    submitLabel: 'Send the link',
    busyLabel: 'Sending…',
    send: async (values) => {
      await call('POST /api/auth/PasswordReset', { body: { email: values.email ?? '' }, silent: true });
      leave();
      leave = mountNotice(
        container,
        'Check your mail',
        ['If an account has this email, a link to choose a new password is on its way.'],
        [linkButton('Back to sign in', () => onBack())],
      );
    },
    after: [linkButton('Back to sign in', () => onBack())],
  });
  emailField.control.focus();
  return () => leave();
}

/** The reset link's screen: a new password, then signed in. */
export function mountNewPassword(
  container: HTMLElement,
  token: string,
  onSignedIn: (session: Session) => void,
): () => void {
  const id = nextFormId('new-password');
  return mountSignedOutForm(container, {
    heading: 'Choose a new password',
    intro: ['At least 8 characters. Every other session of your account will be signed out.'],
    fields: [newPasswordField(id, 'New password')],
    submitLabel: 'Save and sign in',
    busyLabel: 'Saving…',
    send: async (values) => {
      const body = { token, password: values.password ?? '' };
      onSignedIn(sessionOf(await call('POST /api/auth/PasswordReset/Complete', { body, silent: true })));
    },
  });
}

/** The invitation link's screen: who is invited as what, then a password (new, or the account's own). */
export function mountInvitation(
  container: HTMLElement,
  token: string,
  onSignedIn: (session: Session) => void,
  onSignIn: () => void,
): () => void {
  let leave = () => {};
  call('GET /api/people/invitation', { query: { token }, silent: true }).then(
    (invitation) => {
      const id = nextFormId('invitation');
      const name = field(`${id}-name`, 'Your name', {
        name: 'displayName',
        type: 'text',
        autocomplete: 'name',
        value: invitation.name,
      });
      const password = invitation.hasAccount
        ? field(`${id}-password`, 'Your password', {
            name: 'password',
            type: 'password',
            autocomplete: 'current-password',
            required: '',
          })
        : newPasswordField(id, 'Choose a password');
      leave = mountSignedOutForm(container, {
        heading: `Join ${invitation.siteTitle}`,
        intro: [
          `You are invited as ${invitation.roleName}, with the email ${invitation.email}.`,
          invitation.hasAccount
            ? 'You already have an account: enter its password to add this site to it.'
            : 'Choose a password (at least 8 characters) to make your account.',
        ],
        fields: invitation.hasAccount ? [password] : [name, password],
        submitLabel: 'Accept the invitation',
        busyLabel: 'Joining…',
        send: async (values) => {
          const body = { token, password: values.password ?? '', displayName: values.displayName ?? '' };
          onSignedIn(sessionOf(await call('POST /api/people/invitation/accept', { body, silent: true })));
        },
      });
    },
    (error: unknown) => {
      leave = mountNotice(
        container,
        'This invitation cannot be used',
        [failureMessage(error)],
        [linkButton('Sign in', onSignIn)],
      );
    },
  );
  return () => leave();
}
