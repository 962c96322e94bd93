// The member pages' behaviour: the pricing options toggle (left and right buttons, and the arrow
// keys on the group, swap the shown option; the join form then joins that area), the member forms,
// each sent with the data layer (crumb, one retry on a crumb failure; member calls carry the session's
// xsrfToken), and the reset page opened from its mailed link: the token moves from the address's
// fragment into the new-password form. Plain DOM.
import { MEMBER_MESSAGES, nextPricingOption } from '@tessera/core';
import { DataLayerError, ensureCrumbCookie, request } from '../runtime/data-layer.ts';
import {
  MEMBER_ACCOUNT_PAGE,
  MEMBER_ACCOUNT_URL,
  MEMBER_JOIN_URL,
  MEMBER_PASSWORD_URL,
  MEMBER_RESET_COMPLETE_URL,
  MEMBER_RESET_URL,
  MEMBER_SESSION_URL,
  memberAreaJoinUrl,
} from './api.ts';
import { keepXsrfToken, memberHeaders } from './xsrf.ts';

type Fields = Record<string, string | boolean>;

interface Action {
  method: 'POST' | 'PUT' | 'DELETE';
  url: string;
  /** A member call: it carries the xsrfToken */
  member: boolean;
  done(form: HTMLFormElement, answer: unknown): string | undefined;
}

const reloadTo = (path: string) => {
  location.assign(path);
  return undefined;
};

/** Signed in (by the session call or a reset): keep the xsrfToken, go on to `path`. */
const signedInTo = (answer: unknown, path: string) => {
  keepXsrfToken((answer as { xsrfToken: string }).xsrfToken);
  return reloadTo(path);
};

const ACTIONS: Record<string, Action> = {
  'sign-in': {
    method: 'POST',
    url: MEMBER_SESSION_URL,
    member: false,
    done: (form, answer) => signedInTo(answer, form.dataset.returnTo || '/'),
  },
  'reset-request': {
    method: 'POST',
    url: MEMBER_RESET_URL,
    member: false,
    done: () => MEMBER_MESSAGES.resetSent,
  },
  'reset-complete': {
    method: 'POST',
    url: MEMBER_RESET_COMPLETE_URL,
    member: false,
    done: (_form, answer) => signedInTo(answer, MEMBER_ACCOUNT_PAGE),
  },
  join: { method: 'POST', url: MEMBER_JOIN_URL, member: false, done: () => MEMBER_MESSAGES.checkInbox },
  profile: { method: 'PUT', url: MEMBER_ACCOUNT_URL, member: true, done: () => 'Your profile is saved.' },
  password: {
    method: 'PUT',
    url: MEMBER_PASSWORD_URL,
    member: true,
    done: () => 'Your password is changed.',
  },
  delete: {
    method: 'DELETE',
    url: MEMBER_ACCOUNT_URL,
    member: true,
    done: () => {
      keepXsrfToken(null);
      return reloadTo('/');
    },
  },
};

function fieldsOf(form: HTMLFormElement): Fields {
  const fields: Fields = {};
  for (const input of form.querySelectorAll<HTMLInputElement>('input[name]')) {
    fields[input.name] = input.type === 'checkbox' ? input.checked : input.value;
  }
  return fields;
}

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

async function send(action: Action, data: unknown): Promise<unknown> {
  await ensureCrumbCookie();
  const headers = action.member ? await memberHeaders() : {};
  return request({ method: action.method, url: action.url, data, json: true, silent: true, headers });
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
    const answer = await send(action, fieldsOf(form));
    showErrors(form, {});
    const done = action.done(form, answer);
    if (done) message.textContent = done;
    if (form.dataset.memberAction === 'password') form.reset();
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
    await request({
      method: 'POST',
      url: memberAreaJoinUrl(areaId),
      silent: true,
      headers: await memberHeaders(),
    });
    location.reload();
  } catch (error) {
    if (message) message.textContent = failureText(error);
  }
}

async function signOut(): Promise<void> {
  // cloneCart: the visitor keeps the cart they filled while signed in.
  await request({ method: 'DELETE', url: `${MEMBER_SESSION_URL}?cloneCart=true`, silent: true });
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
