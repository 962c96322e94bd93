// The sign-in screen in plain DOM code: signed out, /config/ loads this and not React (issue 9
// section 6: ≤ 60 KB of JavaScript on the wire, and React's DOM alone is about 58 KB). The same
// markup and classes as the config area's fields (ui/Field.tsx): a label per control, the error
// tied by aria-describedby and aria-invalid, the server's message in an alert.
import { failureMessage, fieldFailures } from '../errors.ts';
import { type Session, signIn } from './auth-api.ts';

let formCount = 0;

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<Record<string, string>> = {},
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(props)) if (value !== undefined) node.setAttribute(name, value);
  if (text !== undefined) node.textContent = text;
  return node;
}

function field(id: string, label: string, input: Record<string, string>) {
  const wrapper = element('div', { class: 'field' });
  const control = element('input', { id, ...input });
  wrapper.append(element('label', { for: id }, label), control);
  return {
    wrapper,
    control,
    /** Shows `message` beside the control (or clears it). */
    setError(message: string | undefined) {
      wrapper.querySelector('.field-error')?.remove();
      control.removeAttribute('aria-invalid');
      control.removeAttribute('aria-describedby');
      if (!message) return;
      wrapper.append(element('p', { class: 'field-error', id: `${id}-error` }, message));
      control.setAttribute('aria-invalid', 'true');
      control.setAttribute('aria-describedby', `${id}-error`);
    },
  };
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
  const id = `sign-in-${++formCount}`;
  const main = element('main', { class: 'sign-in' });
  const form = element('form', { class: 'sign-in-form', novalidate: '' });
  const alert = element('p', { class: 'form-alert', role: 'alert' });
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
  const submit = element('button', { type: 'submit', class: 'primary' }, 'Sign in');
  form.append(
    element('h1', {}, 'Sign in'),
    element('p', { class: 'sign-in-site' }, `to edit ${siteTitle}`),
    email.wrapper,
    password.wrapper,
    submit,
  );
  main.append(form);
  container.append(main);

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    submit.disabled = true;
    submit.textContent = 'Signing in…';
    alert.remove();
    email.setError(undefined);
    password.setError(undefined);
    try {
      onSignedIn(await signIn(email.control.value, password.control.value));
    } catch (error) {
      alert.textContent = failureMessage(error);
      form.insertBefore(alert, email.wrapper);
      const fields = fieldFailures(error);
      email.setError(fields.email);
      password.setError(fields.password);
      submit.disabled = false;
      submit.textContent = 'Sign in';
    }
  });
  return () => main.remove();
}
