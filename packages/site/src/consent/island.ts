// The banner's buttons: the choice is kept at once (the cookie) and the banner goes (focus back where
// the visitor was, not on the page's body), then the choice
// is sent for the owner's record of consent; a failure to send is ignored, as tracking calls' are.
// Without this island the same buttons post the form and the server answers with the page again.
import {
  CONSENT_CHOICES,
  CONSENT_COOKIE,
  CONSENT_COOKIE_MAX_AGE_SECONDS,
  type ConsentChoice,
  consentCookieValue,
} from '@tessera/core';
import { focusFirstOf, pageStops } from '../runtime/focus-containment.ts';
import { clearTrackingCookies, secure } from './browser-cookies.ts';

const isChoice = (value: string | undefined): value is ConsentChoice =>
  CONSENT_CHOICES.some((choice) => choice === value);

/** Keeps the choice for 30 days (spec section 9). */
function storeConsent(choice: ConsentChoice): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers the site supports.
  document.cookie = `${CONSENT_COOKIE}=${consentCookieValue(choice)}; Max-Age=${CONSENT_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure()}`;
}

export function hydrate(banner: HTMLElement): () => void {
  const form = banner.querySelector('form');
  if (!form) return () => {};
  // Where focus came from when it entered the banner: it goes back there once the banner is gone.
  let cameFrom: Element | null = null;
  const onFocusIn = (event: FocusEvent) => {
    const from = event.relatedTarget;
    if (from instanceof Element && !banner.contains(from)) cameFrom = from;
  };
  const onSubmit = (event: SubmitEvent) => {
    const choice = (event.submitter as HTMLButtonElement | null)?.value;
    if (!isChoice(choice)) return;
    event.preventDefault();
    storeConsent(choice);
    if (choice === 'declined') clearTrackingCookies();
    const hadFocus = banner.contains(document.activeElement);
    banner.hidden = true;
    // Not left on the bare body: back where the visitor was, else the page's first stop (a skip
    // link to the banner is hidden with it, so the next one takes focus).
    if (hadFocus) focusFirstOf([cameFrom === document.body ? null : cameFrom, ...pageStops(document)]);
    const revision = form.querySelector<HTMLInputElement>('input[name="revision"]')?.value ?? '';
    const body = new URLSearchParams({ choice, revision });
    // keepalive: the visitor may leave at once; redirect 'manual': the answer's redirect is for forms.
    fetch(form.action, { method: 'POST', body, keepalive: true, redirect: 'manual' }).catch(() => {});
  };
  form.addEventListener('submit', onSubmit);
  banner.addEventListener('focusin', onFocusIn);
  return () => {
    form.removeEventListener('submit', onSubmit);
    banner.removeEventListener('focusin', onFocusIn);
  };
}
