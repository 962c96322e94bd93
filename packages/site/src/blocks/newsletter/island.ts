// The newsletter form's behaviour on the published page: checks the address with the spec's rule
// before sending, sends it with fetch (the data layer: crumb, the spec's failures), and answers in
// place. Plain DOM; without it the form still posts and the server answers with a page.
import {
  CONVERSION_EVENT,
  CONVERSION_EVENTS,
  FORM_MESSAGES,
  formSubmissionErrorMessage,
  NEWSLETTER_MESSAGES,
  validateNewsletterEmail,
} from '@tessera/core';
import { call } from '../../api/call.ts';
import { ensureCrumbCookie } from '../../runtime/crumb.ts';
import { DataLayerError } from '../../runtime/data-layer.ts';
import { NEWSLETTER_SUBSCRIBED_EVENT } from './events.ts';

export function hydrate(form: HTMLFormElement): () => void {
  const email = form.querySelector<HTMLInputElement>('input[name="email"]');
  const emailError = email && document.getElementById(`${email.id}-error`);
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const message = form.querySelector<HTMLElement>('.newsletter-message');
  if (!email || !emailError || !button || !message) return () => {};
  const buttonText = button.textContent ?? '';
  // The island's own check and messages replace the browser's.
  form.noValidate = true;

  function showEmailError(text: string | null): void {
    if (!email || !emailError) return;
    emailError.textContent = text ?? '';
    emailError.hidden = text === null;
    if (text === null) {
      email.removeAttribute('aria-invalid');
      email.removeAttribute('aria-describedby');
    } else {
      email.setAttribute('aria-invalid', 'true');
      email.setAttribute('aria-describedby', emailError.id);
    }
  }

  function lock(locked: boolean): void {
    if (!button) return;
    button.disabled = locked;
    button.textContent = locked ? FORM_MESSAGES.submitting : buttonText;
  }

  async function onSubmit(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    if (!email || !message || button?.disabled) return;
    message.textContent = '';
    message.classList.remove('form-error');
    const problem = validateNewsletterEmail(email.value);
    showEmailError(problem);
    if (problem) {
      email.focus();
      return;
    }
    const fields = new FormData(form);
    const name = fields.get('name');
    // The form's fields: the list, the address, and the name when the block asks for one.
    const body = {
      listId: String(fields.get('listId') ?? ''),
      email: email.value,
      ...(typeof name === 'string' ? { name } : {}),
    };
    lock(true);
    try {
      // A cached page hands out no crumb: fetch one first rather than be refused once for it.
      await ensureCrumbCookie();
      await call('POST /api/newsletter/subscribe', { body, silent: true });
      // The form's work is done: its title and the message stay, the focus on the message.
      for (const part of form.querySelectorAll<HTMLElement>('.newsletter-field, button')) part.hidden = true;
      message.textContent = NEWSLETTER_MESSAGES.checkInbox;
      message.tabIndex = -1;
      message.focus();
      // Told to whoever frames the form (the popup overlay keeps that the visitor signed up).
      form.dispatchEvent(new CustomEvent(NEWSLETTER_SUBSCRIBED_EVENT, { bubbles: true }));
      document.dispatchEvent(
        new CustomEvent(CONVERSION_EVENT, { detail: { name: CONVERSION_EVENTS.newsletterSignUp } }),
      );
    } catch (error) {
      lock(false);
      const failure = error instanceof DataLayerError ? error : null;
      const fieldMessage = failure?.errors.email;
      if (failure?.status === 400 && fieldMessage) {
        // Newsletter forms show the field's message alone, without the form-wide one (spec section 8).
        showEmailError(fieldMessage);
        email.focus();
        return;
      }
      const body = failure?.body as { error?: unknown } | undefined;
      message.textContent =
        failure && failure.status !== 0
          ? formSubmissionErrorMessage(
              failure.status,
              typeof body?.error === 'string' ? body.error : undefined,
            )
          : (failure?.message ?? FORM_MESSAGES.unknownError);
      message.classList.add('form-error');
    }
  }

  const listener = (event: Event) => void onSubmit(event as SubmitEvent);
  form.addEventListener('submit', listener);
  return () => form.removeEventListener('submit', listener);
}
