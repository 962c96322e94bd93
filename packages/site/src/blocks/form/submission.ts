// The form's behaviour on the published page, loaded by its island (island.ts) on the first focus or
// send: the spec's submission flow (section 4). Idle → client validation with core's rules → a
// submission key → the save call with the spec's payload → success (the form hidden, the message
// shown, a redirect if set) or failure (each error above its field's title, the scroll messages above
// and below, the form unlocked, the captcha solved afresh, the focus on the first error). Plain DOM;
// without it the form still posts and the server answers.
import {
  CONVERSION_EVENT,
  CONVERSION_EVENTS,
  characterCounter,
  FORM_MESSAGES,
  type FormValues,
  formSubmissionErrorMessage,
  type PublicFormDefinition,
  validateFormValues,
} from '@tessera/core';
import { call } from '../../api/call.ts';
import { readSiteContext } from '../../context.ts';
import { DataLayerError } from '../../runtime/data-layer.ts';
import { formCaptcha } from './form-captcha.ts';
import { submissionPageFields } from './page-fields.ts';
import { collectFormValues } from './values.ts';

interface FormParts {
  definition: PublicFormDefinition;
  button: HTMLButtonElement;
  /** The problem lines above and below the form */
  above: HTMLElement;
  below: HTMLElement;
  success: HTMLElement | null;
}

export function hydrate(form: HTMLFormElement): () => void {
  const definition = JSON.parse(form.dataset.definition ?? 'null') as PublicFormDefinition | null;
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const above = form.querySelector<HTMLElement>('.form-problem-above');
  const below = form.querySelector<HTMLElement>('.form-problem-below');
  const success = form.nextElementSibling as HTMLElement | null;
  if (!definition || !button || !above || !below) return () => {};
  return submissionFlow(form, { definition, button, above, below, success });
}

function submissionFlow(
  form: HTMLFormElement,
  { definition, button, above, below, success }: FormParts,
): () => void {
  const buttonText = button.textContent ?? '';
  // The island's checks and messages replace the browser's.
  form.noValidate = true;
  const captcha = definition.captcha ? formCaptcha(form) : null;
  // The puzzle (or the widget) starts as soon as the visitor starts on the form, so it is ready
  // when they send: at once when the first focus is what loaded this flow (island.ts).
  if (captcha && form.contains(document.activeElement)) captcha.start();
  else if (captcha) form.addEventListener('focusin', () => captcha.start(), { once: true });

  const counters = watchCounters(form, definition);

  function lock(locked: boolean): void {
    for (const control of form.elements) (control as HTMLInputElement).disabled = locked;
    form.setAttribute('aria-busy', String(locked));
    button.textContent = locked ? FORM_MESSAGES.submitting : buttonText;
  }

  function clearMessages(): void {
    for (const line of form.querySelectorAll<HTMLElement>('.form-item-error')) {
      line.textContent = '';
      line.hidden = true;
    }
    for (const control of form.querySelectorAll('[aria-invalid]')) control.removeAttribute('aria-invalid');
    above.hidden = true;
    below.hidden = true;
  }

  /** Each error above its field's title; the focus on the first field in error. */
  function showFieldErrors(errors: Record<string, string>, aboveText: string): void {
    let first: HTMLElement | null = null;
    for (const item of form.querySelectorAll<HTMLElement>('.form-item')) {
      const message = errors[item.dataset.fieldId ?? ''];
      const line = item.querySelector<HTMLElement>('.form-item-error');
      if (!message || !line) continue;
      line.textContent = message;
      line.hidden = false;
      for (const control of item.querySelectorAll<HTMLElement>('input, select, textarea')) {
        control.setAttribute('aria-invalid', 'true');
        const described = control.getAttribute('aria-describedby')?.split(' ') ?? [];
        if (!described.includes(line.id))
          control.setAttribute('aria-describedby', [line.id, ...described].filter(Boolean).join(' '));
      }
      first ??= item.querySelector<HTMLElement>('input, select, textarea');
    }
    showProblem(aboveText, FORM_MESSAGES.problemScrollUp);
    first?.focus();
  }

  function showProblem(aboveText: string, belowText: string | null): void {
    above.textContent = aboveText;
    above.hidden = false;
    below.textContent = belowText ?? '';
    below.hidden = belowText === null;
  }

  function succeed(): void {
    form.hidden = true;
    if (success) {
      success.classList.add('is-shown');
      success.focus();
    }
    document.dispatchEvent(
      new CustomEvent(CONVERSION_EVENT, { detail: { name: CONVERSION_EVENTS.formSubmission } }),
    );
    if (definition.redirectUrl) window.location.assign(definition.redirectUrl);
  }

  async function submit(values: FormValues): Promise<void> {
    const solution = captcha ? await captcha.solution() : null;
    if (captcha && !solution) {
      captcha.spent();
      showProblem(FORM_MESSAGES.captchaIncomplete, null);
      return;
    }
    let key: string;
    try {
      key = (await call('POST /api/form/FormSubmissionKey', { silent: true })).key;
    } catch {
      showProblem(FORM_MESSAGES.submissionKeyUnavailable, null);
      return;
    }
    try {
      await call('POST /api/form/SaveFormSubmission', {
        body: {
          key,
          formId: definition.id,
          submitButtonText: buttonText,
          form: JSON.stringify(values),
          ...(solution ? { captchaKey: solution } : {}),
          ...submissionPageFields(form, readSiteContext()),
        },
        silent: true,
      });
      succeed();
    } catch (error) {
      const failure = error instanceof DataLayerError ? error : null;
      // A captcha is good for one submission: the next try solves a new one.
      captcha?.spent();
      const body = failure?.body as { error?: unknown } | undefined;
      if (failure?.status === 400 && Object.keys(failure.errors).length > 0) {
        showFieldErrors(failure.errors, FORM_MESSAGES.problemScrollDown);
        return;
      }
      // The page's crumb was refused again after the data layer's one retry with a fresh one: only a
      // reload mends that. The spec lists this message without its case; this is the one it fits.
      if (failure?.answer.crumbFail) {
        showProblem(FORM_MESSAGES.processingError, null);
        return;
      }
      showProblem(
        failure && failure.status !== 0
          ? formSubmissionErrorMessage(
              failure.status,
              typeof body?.error === 'string' ? body.error : undefined,
            )
          : FORM_MESSAGES.unknownError,
        null,
      );
    }
  }

  async function onSubmit(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    if (button.disabled) return;
    clearMessages();
    const data = new FormData(form);
    const values = collectFormValues(
      definition,
      (name) => data.getAll(name).map(String),
      new URLSearchParams(window.location.search),
    );
    const errors = validateFormValues(definition, values);
    if (Object.keys(errors).length > 0) {
      showFieldErrors(errors, FORM_MESSAGES.invalidFields);
      return;
    }
    lock(true);
    try {
      await submit(values);
    } finally {
      if (!form.hidden) lock(false);
    }
  }

  const listener = (event: Event) => void onSubmit(event as SubmitEvent);
  form.addEventListener('submit', listener);
  return () => {
    form.removeEventListener('submit', listener);
    counters();
  };
}

/** The 'n / max' counters of long text fields, kept up to date as the visitor types (core's rule). */
function watchCounters(form: HTMLFormElement, definition: PublicFormDefinition): () => void {
  const stops: (() => void)[] = [];
  for (const field of definition.fields) {
    if (field.type !== 'textarea' || !field.maxLength) continue;
    const input = form.querySelector<HTMLTextAreaElement>(`textarea[name="${CSS.escape(field.id)}"]`);
    const counter = input && document.getElementById(`${input.id}-counter`);
    if (!input || !counter) continue;
    const update = () => {
      const shown = characterCounter(input.value, field.maxLength);
      counter.textContent = shown?.text ?? '';
      counter.classList.toggle('is-over', shown?.over === true);
    };
    input.addEventListener('input', update);
    stops.push(() => input.removeEventListener('input', update));
  }
  return () => {
    for (const stop of stops) stop();
  };
}
