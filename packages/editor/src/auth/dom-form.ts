// The signed-out screens' forms in plain DOM code (sign in, forgotten password, new password, an
// invitation): React loads only once someone is signed in. The same markup and classes as the config
// area's fields (ui/Field.tsx): a label per control, the error tied by aria-describedby and
// aria-invalid, the server's message in an alert.
import { failureMessage, fieldFailures } from '../errors.ts';

let formCount = 0;

export function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<Record<string, string>> = {},
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(props)) if (value !== undefined) node.setAttribute(name, value);
  if (text !== undefined) node.textContent = text;
  return node;
}

export interface DomField {
  name: string;
  wrapper: HTMLDivElement;
  control: HTMLInputElement;
  /** Shows `message` beside the control (or clears it). */
  setError(message: string | undefined): void;
}

export function field(id: string, label: string, input: Record<string, string>): DomField {
  const wrapper = element('div', { class: 'field' });
  const control = element('input', { id, ...input });
  wrapper.append(element('label', { for: id }, label), control);
  return {
    name: input.name ?? '',
    wrapper,
    control,
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

export function nextFormId(prefix: string): string {
  formCount += 1;
  return `${prefix}-${formCount}`;
}

export interface SignedOutForm {
  heading: string;
  /** Lines under the heading (text only, never markup) */
  intro: string[];
  fields: DomField[];
  submitLabel: string;
  busyLabel: string;
  /** Sends the form; throws the call's failure to have it shown */
  send: (values: Record<string, string>) => Promise<void>;
  /** Buttons under the form (another way: "Back to sign in") */
  after?: HTMLElement[];
}

/** Puts a signed-out form in `container` (a main landmark); answers the function that takes it away. */
export function mountSignedOutForm(container: HTMLElement, spec: SignedOutForm): () => void {
  const main = element('main', { class: 'sign-in' });
  const form = element('form', { class: 'sign-in-form', novalidate: '' });
  const alert = element('p', { class: 'form-alert', role: 'alert' });
  const submit = element('button', { type: 'submit', class: 'primary' }, spec.submitLabel);
  form.append(element('h1', {}, spec.heading));
  for (const line of spec.intro) form.append(element('p', { class: 'sign-in-site' }, line));
  form.append(...spec.fields.map((f) => f.wrapper), submit, ...(spec.after ?? []));
  main.append(form);
  container.append(main);

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    submit.disabled = true;
    submit.textContent = spec.busyLabel;
    alert.remove();
    for (const f of spec.fields) f.setError(undefined);
    try {
      await spec.send(Object.fromEntries(spec.fields.map((f) => [f.name, f.control.value])));
    } catch (error) {
      alert.textContent = failureMessage(error);
      form.insertBefore(alert, spec.fields[0]?.wrapper ?? submit);
      const failures = fieldFailures(error);
      for (const f of spec.fields) f.setError(failures[f.name]);
      submit.disabled = false;
      submit.textContent = spec.submitLabel;
    }
  });
  return () => main.remove();
}

/** A message in place of a form (a link that no longer works, a mail on its way), with its way on. */
export function mountNotice(container: HTMLElement, heading: string, lines: string[], after: HTMLElement[]) {
  const main = element('main', { class: 'sign-in' });
  const box = element('div', { class: 'sign-in-form' });
  const title = element('h1', { tabindex: '-1' }, heading);
  box.append(title, ...lines.map((line) => element('p', { class: 'sign-in-site' }, line)), ...after);
  main.append(box);
  container.append(main);
  title.focus();
  return () => main.remove();
}
