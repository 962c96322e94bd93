// The member pages' behaviour: the pricing options toggle (left and right buttons, and the arrow
// keys on the group, swap the shown option; the join form then joins that area), the member forms,
// each sent with the data layer (crumb, one retry on a crumb failure; member calls carry the session's
// xsrfToken), and the reset page opened from its mailed link: the token moves from the address's
// fragment into the new-password form. Plain DOM.
import { MEMBER_MESSAGES, nextPricingOption } from '@tessera/core';
import { type CallOptions, call } from '../api/call.ts';
import { ensureCrumbCookie } from '../runtime/crumb.ts';
import { DataLayerError } from '../runtime/data-layer.ts';
import { MEMBER_ACCOUNT_PAGE } from './paths.ts';
import { keepXsrfToken, memberHeaders } from './xsrf.ts';

/** The value of the form's input by that name ('' when it has none). */
const inputValue = (form: HTMLFormElement, name: string) =>
  form.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value ?? '';

const reloadTo = (path: string) => {
  location.assign(path);
  return undefined;
};

/** Signed in (by the session call or a reset): keep the xsrfToken, go on to `path`. */
const signedInTo = ({ xsrfToken }: { xsrfToken: string }, path: string) => {
  keepXsrfToken(xsrfToken);
  return reloadTo(path);
};

/** A member call carries the session's xsrfToken. */
const asMember = async (): Promise<CallOptions> => ({ silent: true, headers: await memberHeaders() });

/**
 * A form's call with the fields Forms.tsx gives it, and what to tell the member once it is done
 * (nothing when the page is left).
 */
type Action = (form: HTMLFormElement) => Promise<string | undefined>;

/** Each form's action, by its data-member-action. */
const ACTIONS: Record<string, Action> = {
  'sign-in': async (form) => {
    const body = {
      email: inputValue(form, 'email'),
      password: inputValue(form, 'password'),
      rememberMe: form.querySelector<HTMLInputElement>('input[name="rememberMe"]')?.checked ?? false,
    };
    const answer = await call('POST /api/site-users/account/session', { body, silent: true });
    return signedInTo(answer, form.dataset.returnTo || '/');
  },
  'reset-request': async (form) => {
    const body = { email: inputValue(form, 'email') };
    await call('POST /api/site-users/account/password-reset', { body, silent: true });
    return MEMBER_MESSAGES.resetSent;
  },
  'reset-complete': async (form) => {
    const body = { token: inputValue(form, 'token'), password: inputValue(form, 'password') };
    const answer = await call('POST /api/site-users/account/password-reset/complete', { body, silent: true });
    return signedInTo(answer, MEMBER_ACCOUNT_PAGE);
  },
  join: async (form) => {
    const areaId = form.querySelector<HTMLInputElement>('input[name="areaId"]')?.value;
    const body = {
      returnTo: inputValue(form, 'returnTo'),
      ...(areaId === undefined ? {} : { areaId }),
      name: inputValue(form, 'name'),
      email: inputValue(form, 'email'),
      password: inputValue(form, 'password'),
    };
    await call('POST /api/site-users/accounts', { body, silent: true });
    return MEMBER_MESSAGES.checkInbox;
  },
  profile: async (form) => {
    await call('PUT /api/site-users/account', {
      body: { name: inputValue(form, 'name') },
      ...(await asMember()),
    });
    return 'Your profile is saved.';
  },
  password: async (form) => {
    const body = {
      currentPassword: inputValue(form, 'currentPassword'),
      newPassword: inputValue(form, 'newPassword'),
    };
    await call('PUT /api/site-users/account/password', { body, ...(await asMember()) });
    form.reset();
    return 'Your password is changed.';
  },
  delete: async (form) => {
    await call('DELETE /api/site-users/account', {
      body: { password: inputValue(form, 'password') },
      ...(await asMember()),
    });
    keepXsrfToken(null);
    return reloadTo('/');
  },
};

function showErrors(form: HTMLFormElement, errors: Record<string, string>): void {
  for (const input of form.querySelectorAll<HTMLInputElement>('input[name]')) {
    const error = document.getElementById(`${input.id}-error`);
    const text = errors[input.name];
    if (!error) continue;
    error.textContent = text ?? '';
    error.hidden = !text;
    if (text) {
      input.setAttribute('aria-invalid', 'true');
      input.setAttribute('aria-describedby', error.id);
    } else {
      input.removeAttribute('aria-invalid');
      input.removeAttribute('aria-describedby');
    }
  }
}

/** The server's own words (a wrong password, an unconfirmed email) over the data layer's status message. */
function failureText(error: unknown): string {
  if (!(error instanceof DataLayerError)) return MEMBER_MESSAGES.staleToken;
  const said = (error.body as { error?: unknown } | undefined)?.error;
  return typeof said === 'string' && error.status < 500 ? said : error.message;
}

async function submit(form: HTMLFormElement, action: Action): Promise<void> {
  const message = form.querySelector<HTMLElement>('.member-form-message');
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!message || button?.disabled) return;
  if (button) button.disabled = true;
  message.classList.remove('form-error');
  try {
    await ensureCrumbCookie();
    const done = await action(form);
    showErrors(form, {});
    if (done) message.textContent = done;
  } catch (error) {
    const errors = error instanceof DataLayerError ? error.errors : {};
    showErrors(form, errors);
    message.textContent = failureText(error);
    message.classList.add('form-error');
    (form.querySelector<HTMLInputElement>('[aria-invalid="true"]') ?? message).focus();
  } finally {
    if (button) button.disabled = false;
  }
}

/**
 * Opened from the mailed reset link: the new-password form replaces the request form, with the token,
 * and the token leaves the address (history, bookmarks, a screenshot).
 */
function showResetLink(root: HTMLElement): void {
  const token = new URLSearchParams(location.hash.slice(1)).get('token');
  const complete = root.querySelector<HTMLFormElement>('[data-member-action="reset-complete"]');
  const asked = root.querySelector<HTMLFormElement>('[data-member-action="reset-request"]');
  const field = complete?.querySelector<HTMLInputElement>('input[name="token"]');
  if (!token || !complete || !asked || !field) return;
  field.value = token;
  asked.hidden = true;
  complete.hidden = false;
  history.replaceState(history.state, '', location.pathname + location.search);
  complete.querySelector<HTMLInputElement>('input[type="password"]')?.focus();
}

/** The pricing options toggle: one option shown at a time; the join form joins the shown area. */
function hydrateToggle(root: HTMLElement): () => void {
  const options = [...root.querySelectorAll<HTMLElement>('[data-pricing-option]')];
  const group = root.querySelector<HTMLElement>('.pricing-toggle');
  const position = root.querySelector<HTMLElement>('[data-pricing-position]');
  if (!group || options.length < 2) return () => {};
  let current = 0;
  const step = (direction: 'left' | 'right') => {
    current = nextPricingOption(current, options.length, direction);
    options.forEach((option, index) => {
      option.hidden = index !== current;
    });
    if (position) position.textContent = `${current + 1} of ${options.length}`;
    const area = root.querySelector<HTMLInputElement>('[data-pricing-area]');
    if (area) area.value = options[current]?.dataset.pricingOption ?? area.value;
  };
  const onClick = (event: MouseEvent) => {
    const direction = (event.target as Element).closest<HTMLElement>('[data-pricing-step]')?.dataset
      .pricingStep;
    if (direction === 'left' || direction === 'right') step(direction);
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    step(event.key === 'ArrowLeft' ? 'left' : 'right');
  };
  group.addEventListener('click', onClick);
  group.addEventListener('keydown', onKey);
  return () => {
    group.removeEventListener('click', onClick);
    group.removeEventListener('keydown', onKey);
  };
}

async function joinArea(root: HTMLElement, areaId: string): Promise<void> {
  const message = root.querySelector<HTMLElement>('[data-join-message]');
  try {
    await ensureCrumbCookie();
    await call('POST /api/site-users/account/areas/:id', { params: { id: areaId }, ...(await asMember()) });
    location.reload();
  } catch (error) {
    if (message) message.textContent = failureText(error);
  }
}

async function signOut(): Promise<void> {
  // cloneCart: the visitor keeps the cart they filled while signed in.
  await call('DELETE /api/site-users/account/session', { query: { cloneCart: 'true' }, silent: true });
  keepXsrfToken(null);
  location.assign('/');
}

export function hydrate(root: HTMLElement): () => void {
  const undoToggle = hydrateToggle(root);
  showResetLink(root);
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target as HTMLFormElement;
    const action = ACTIONS[form.dataset.memberAction ?? ''];
    if (!action) return;
    event.preventDefault();
    void submit(form, action);
  };
  const onClick = (event: MouseEvent) => {
    const target = event.target as Element;
    const areaId = target.closest<HTMLElement>('[data-join-area]')?.dataset.joinArea;
    if (areaId) void joinArea(root, areaId);
    if (target.closest('[data-member-sign-out]')) void signOut();
  };
  root.addEventListener('submit', onSubmit);
  root.addEventListener('click', onClick);
  return () => {
    undoToggle();
    root.removeEventListener('submit', onSubmit);
    root.removeEventListener('click', onClick);
  };
}
